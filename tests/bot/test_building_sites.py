"""The building sites (expansion 6) through the real bot on SimCord: a market building is
bought as a site from the panel ("Building sites" on the main screen, one button per tile
with its half price), built, and completed in a later turn for its full price in its
marker's currency; typed, both are choices of ``/alhambra buy``, and a bad choice is refused
in private and changes nothing; the thread tells what happened; ``/alhambra rules`` has the
section with the module's defaults; the panel offers every site action the engine lists."""

from __future__ import annotations

from engine.alhambra import legal_actions, new_game, problems
from engine.alhambra.modules.building_sites import BAG, MARKERS, bag
from engine.alhambra.site_marks import SITES, is_site, sites
from tests.bot.test_panel import as_game, walk
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import market_with, rebase, with_hand

from .driver import (
    buttons,
    making_games,
    number_buttons,
    open_panel,
    open_table,
    rules_page,
    tap,
    turn_done,
)
from .test_expansions_2_3 import all_posts, first, labels


def site_offered(state, seat: int):
    """The Dirham slot holds the Tower 11 (a site for 6), the next marker shows Ducat, and
    ``seat`` holds 6 + 3 Dirham."""
    state = market_with(state, dirham="tower-11-none")
    first_marker = "site-ducat-1"
    state = rebase(state, modules_state={**state.modules_state, BAG: [
        first_marker, *[m for m in bag(state) if m != first_marker]]})
    state = with_hand(state, seat, ("dirham-6-1", "dirham-3-1"))
    assert problems(state) == []
    return state


def offering_sites(real_new_game):
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "building_sites" not in state.options.modules:
            return state
        return site_offered(state, state.active_seat)
    return made


async def site_table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    making_games(monkeypatch, offering_sites(engine_module.new_game))
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="building_sites")


async def test_a_site_is_bought_at_half_price_and_built_from_the_panel(simcord_env, monkeypatch):
    table = await site_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Building sites"))
    text = str([e.to_dict() for e in panel.embeds])
    assert "half the tile's price" in text
    offer = first(panel, lambda t: t.startswith("Site: ") and "Tower" in t)
    assert offer is not None and offer["label"].endswith("· 6 Dirham"), labels(panel)
    panel = await tap(member, panel, offer)
    after = await table.game()
    assert after.state.players[seat].bought == ("tower-11-none",)
    assert is_site(after.state, "tower-11-none") and after.state.flow.extra_action
    place = first(panel, lambda t: t == "Place it")
    if place is not None:
        panel = await tap(member, panel, place)
    panel = await tap(member, panel, number_buttons(panel)[0])
    for _ in range(6):
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or buttons(panel)[0])
    after = await table.game()
    assert any(t == "tower-11-none" for *_, t in after.state.players[seat].alhambra)
    assert is_site(after.state, "tower-11-none")
    posts = " ".join(all_posts(table))
    assert "as a building site for" in posts and "Its marker shows Ducat" in posts, posts
    assert "completed for 11 Ducat" in posts


def owning_a_site(real_new_game):
    """The starting seat has the Garden 8 built as a site whose marker shows Denar, and
    holds 8 Denar."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "building_sites" not in state.options.modules:
            return state
        seat = state.active_seat
        state = own(state, seat, alhambra=((-1, 0, "garden-8-SW"),))
        state = rebase(state, modules_state={
            **state.modules_state, SITES: {"garden-8-SW": "site-denar-1"},
            BAG: [m for m in bag(state) if m != "site-denar-1"]})
        state = with_hand(state, seat, ("denar-8-1",))
        assert problems(state) == []
        return state
    return made


async def test_a_site_is_completed_from_the_panel(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    making_games(monkeypatch, owning_a_site(engine_module.new_game))
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="building_sites")
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Building sites"))
    offer = first(panel, lambda t: t.startswith("Complete: ") and "Garden" in t)
    assert offer is not None and offer["label"].endswith("· 8 Denar"), labels(panel)
    panel = await tap(member, panel, offer)
    after = await table.game()
    assert not is_site(after.state, "garden-8-SW") and after.state.flow.extra_action
    assert "site-denar-1" in bag(after.state)


async def test_sites_are_choices_of_the_typed_buy_and_bad_input_changes_nothing(
        simcord_env, monkeypatch):
    table = await site_table(simcord_env, monkeypatch)
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("99", "site", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "site")
    names = [c["name"] for c in choices]
    wanted = [c for c in choices if "as a building site for" in c["name"]
              and "Tower" in c["name"]]
    assert wanted, names
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert is_site(after.state, "tower-11-none")


async def test_the_rules_aid_has_the_building_sites_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Building sites")
    assert all(f"BS{n}" in words for n in range(1, 11)), words


def test_the_panel_offers_every_site_purchase_and_completion():
    state = new_game(3, seed=2, modules=["building_sites", "diamonds"])
    a = state.active_seat
    state = site_offered(state, a)
    state = own(state, a, alhambra=((-1, 0, "garden-8-SW"),), reserve=("tower-7-NEW",))
    marked = {"garden-8-SW": MARKERS[0], "tower-7-NEW": MARKERS[1]}
    state = rebase(state, modules_state={
        **state.modules_state, SITES: {**sites(state), **marked},
        BAG: [m for m in bag(state) if m not in marked.values()]})
    state = with_hand(state, a, ("dirham-6-1", "dirham-3-1", "denar-8-1", "denar-4-1",
                                 "denar-3-1", "dirham-7-1"))
    assert problems(state) == []
    actions = list(legal_actions(state, a))
    wanted = {i for i, x in enumerate(actions) if x.kind in ("buy_site", "complete_site")}
    assert {actions[i].kind for i in wanted} == {"buy_site", "complete_site"}
    offered, _ = walk(as_game(state), a)
    assert wanted <= set(offered)
