"""Expansion 6's building sites in the pictures: an unfinished site is drawn hatched with
its marker's coin (the single Alhambra and the overview), it counts in neither the panel's
counts nor the leaders (BS3), the scoring table names the unfinished sites that counted only
with their walls, and the turn glance shows a site bought and one completed."""

from __future__ import annotations

from engine.alhambra import new_game, view
from engine.alhambra.endturn import scoring_round
from engine.alhambra.events import SiteBought, SiteCompleted, TilePlaced
from engine.alhambra.modules.building_sites import BAG, bag
from engine.alhambra.site_marks import SITES
from rendering import render_alhambra, render_scoring_table
from rendering.glance import steps_of
from rendering.marks import marks_of
from rendering.modules.building_sites import site_lines, sites_of
from rendering.overview import leaders
from rendering.panel import extras_of, stats_of
from rendering.theme import currency_style
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import rebase

from .conftest import decode, near


def _with_site():
    state = new_game(3, seed=2, modules=["building_sites"])
    state = own(state, 0, alhambra=((0, -1, "tower-7-NEW"),))
    return rebase(state, modules_state={**state.modules_state,
                                        SITES: {"tower-7-NEW": "site-ducat-1"},
                                        BAG: [m for m in bag(state) if m != "site-ducat-1"]})


def test_an_unfinished_site_is_hatched_with_its_markers_coin():
    state = _with_site()
    public = view(state, None)
    assert sites_of(public) == {"tower-7-NEW": "ducat"}
    marks = marks_of(public, 0)
    assert marks is not None and marks.site("tower-7-NEW") == "ducat"
    plain = decode(render_alhambra(public.players[0]))
    marked = decode(render_alhambra(public.players[0], marks=marks))
    assert plain.size == marked.size
    ducat = currency_style("ducat")[0]
    colours = lambda im: {c for _, c in im.getcolors(im.width * im.height)}  # noqa: E731
    assert any(near(c, ducat, 10) for c in colours(marked))
    assert plain.tobytes() != marked.tobytes()


def test_a_site_counts_neither_in_the_panel_nor_among_the_leaders():
    state = _with_site()
    public = view(state, None)
    player = public.players[0]
    assert stats_of(player.alhambra).counts.get("tower") == 1
    extras = extras_of(public, 0)
    assert stats_of(player.alhambra, unfinished=frozenset(extras.marks.sites)) \
        .counts.get("tower", 0) == 0
    assert leaders(public)["tower"] == (0, ())


def test_the_scoring_table_names_the_unfinished_sites():
    state = scoring_round(_with_site(), 1, [])
    public = view(state, None)
    (line,) = site_lines(public.scorings[-1], public)
    assert "Unfinished sites" in line and "(1)" in line
    assert render_scoring_table(public)  # draws


def test_the_glance_shows_a_site_bought_built_and_one_completed():
    steps = steps_of([
        SiteBought(seat=0, slot="dirham", tile="tower-11-none", price=6,
                   cards=("dirham-6-1",), exact=True, currency="ducat"),
        TilePlaced(seat=0, tile="tower-11-none", x=1, y=0),
        SiteCompleted(seat=0, tile="garden-8-SW", price=8, currency="denar",
                      cards=("denar-8-1",), exact=False)])
    assert [s.what for s in steps] == ["site-built", "site-completed"]
