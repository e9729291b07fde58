"""The portals (expansion 6) through the real bot on SimCord: right after buying a building
the placing screen offers "<Type> portal · 6 <currency>"; its payment is one tap, and the
waiting portal's places are numbered triangle by triangle, one tap builds it; the thread
tells the purchase; typed, it is one more choice of ``/alhambra buy``, and a bad typed
choice is refused in private and changes nothing; ``/alhambra rules`` has the section with
every default of the module."""

from __future__ import annotations

from engine.alhambra import problems
from engine.alhambra.actions import Buy
from engine.alhambra.modules.portals import is_portal
from tests.engine.expansion1_helpers import claim
from tests.engine.helpers import market_with, with_hand

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

GARDEN = "garden-10-none"


def garden_bought(real_new_game):
    """``new_game`` as the engine makes it, then (with the portals) the Dirham slot holds
    the Garden 10 without walls and the starting player 9 + 2 + 6 + 3 Dirham."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "portals" not in state.options.modules:
            return state
        seat = state.active_seat
        state = market_with(claim(state, GARDEN), dirham=GARDEN)
        state = with_hand(state, seat, ("dirham-9-1", "dirham-2-1", "dirham-6-1",
                                        "dirham-3-1"))
        assert problems(state) == []
        return state
    return made


async def portal_table(simcord_env, monkeypatch):
    """A table whose starting player has just bought the garden for 9 + 2 Dirham (typed)."""
    import engine.alhambra as engine_module

    making_games(monkeypatch, garden_bought(engine_module.new_game))
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="portals")
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "Garden")
    wanted = [c for c in choices if str(Buy(slot="dirham", cards=("dirham-9-1", "dirham-2-1")))
              == c["value"] or ("Garden 10" in c["name"] and "9" in c["name"]
                                and "2" in c["name"])]
    assert wanted, [c["name"] for c in choices]
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    assert (await table.game()).state.players[game.state.active_seat].bought == (GARDEN,)
    return table


async def test_a_portal_is_bought_and_built_from_the_panel(simcord_env, monkeypatch):
    table = await portal_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    offer = first(panel, lambda t: t.startswith("Garden portal"))
    assert offer is not None and offer["label"].startswith("Garden portal · 6 Dirham ("), \
        labels(panel)
    panel = await tap(member, panel, offer)  # one payment: one tap, it waits with the garden
    after = await table.game()
    assert after.state.players[seat].bought == (GARDEN, "portal-garden-1")
    panel = await tap(member, panel, number_buttons(panel)[0])  # the garden
    text = str([e.to_dict() for e in panel.embeds])
    assert "Where does the Garden portal go?" in text, text
    numbers = number_buttons(panel)
    assert numbers, labels(panel)
    panel = await tap(member, panel, numbers[0])  # one tap builds the portal
    for _ in range(3):
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or buttons(panel)[0])
    done = await table.game()
    built = [t for *_, t in done.state.players[seat].alhambra if is_portal(t)]
    assert len(built) == 1 and built[0].startswith("portal-garden-1-")
    assert problems(done.state) == []
    posts = " ".join(all_posts(table))
    assert "bought a Garden portal for" in posts and "(price 6)" in posts, posts


async def test_a_portal_is_a_choice_of_the_typed_buy_and_bad_input_changes_nothing(
        simcord_env, monkeypatch):
    table = await portal_table(simcord_env, monkeypatch)
    before = await table.game()
    seat = before.state.active_seat
    member = table.member(before.user_of(seat))
    for typed in ("99", "portal", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "portal")
    wanted = [c for c in choices if c["name"].startswith("Buy a portal for")]
    assert wanted, [c["name"] for c in choices]
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert "portal-garden-1" in after.state.players[seat].bought
    stale = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert stale.ephemeral
    assert (await table.game()).version == after.version  # nothing changed


async def test_the_rules_aid_has_the_portals_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Portals")
    assert all(f"PO{n}" in words for n in range(1, 9)) and "X2" in words and "X5" in words, \
        words


def _walked(state, seat, kinds):
    from engine.alhambra import legal_actions
    from tests.bot.test_panel import as_game, walk

    actions = list(legal_actions(state, seat))
    wanted = {i for i, x in enumerate(actions) if x.kind in kinds
              and (x.kind != "place" or is_portal(x.tile))
              and (x.kind != "rebuild_place" or is_portal(x.tile))}
    offered, _ = walk(as_game(state), seat)
    return wanted, set(offered), actions


def test_the_panel_offers_every_portal_choice():
    """The purchase (after a paid building), every place of a waiting portal, every place
    of a reserved one, and the vizier's portal between turns are all reachable."""
    from engine.alhambra import apply, new_game
    from engine.alhambra.actions import BuyPortal, EndTurn, PassWindow, TakeMoney, UseVizier
    from tests.engine.test_portals import placing_portal
    from tests.engine.test_thieves import with_display

    state = garden_bought(new_game)(3, seed=4, modules=["portals"])
    a = state.active_seat
    state = with_hand(state, a, ("dirham-9-1", "dirham-2-1", "dirham-6-1", "dirham-4-1",
                                 "dirham-3-1"))
    state, _ = apply(state, a, Buy(slot="dirham", cards=("dirham-9-1", "dirham-2-1")))
    wanted, offered, _ = _walked(state, a, {"buy_portal"})
    assert len(wanted) == 2 and wanted <= offered  # 6, or 4 + 3: the payments' screen
    state, _ = apply(state, a, BuyPortal(cards=("dirham-6-1",)))
    state, _ = apply(state, a, next(x for x in _walked(state, a, {"place"})[2]
                                    if x.kind == "place" and x.tile == GARDEN))
    wanted, offered, _ = _walked(state, a, {"place"})
    assert wanted and wanted <= offered
    state, a = placing_portal(alhambra=((1, 0, GARDEN),), reserve=("portal-garden-2",),
                              bought=())
    wanted, offered, _ = _walked(state, a, {"rebuild_place"})
    assert wanted and wanted <= offered
    # the vizier's portal, between turns
    state = new_game(3, seed=1, modules=["portals", "vizier"])
    a = state.active_seat
    b, c = (a + 1) % 3, (a + 2) % 3
    state = market_with(claim(state, GARDEN), dirham=GARDEN)
    state = with_hand(state, c, ("dirham-9-1", "dirham-1-1", "dirham-6-1"))
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    use = next(x for x in _walked(state, c, set())[2] if isinstance(x, UseVizier)
               and x.reserve and x.slot == "dirham")
    state, _ = apply(state, c, use)
    wanted, offered, _ = _walked(state, c, {"buy_portal"})
    assert wanted and wanted <= offered


def test_the_turn_glance_shows_a_portal_bought_and_built():
    from engine.alhambra.events import PortalBought, TilePlaced
    from rendering.glance import steps_of

    steps = steps_of([PortalBought(seat=0, portal="portal-garden-1", currency="dirham",
                                   price=6, cards=("dirham-6-1",)),
                      TilePlaced(seat=0, tile="portal-garden-1-ne", x=1, y=0)])
    assert [(s.what, s.items) for s in steps] == [
        ("bought-built", (("tile", "portal-garden-1-ne"),))]


def test_how_to_play_and_the_scoring_post_speak_of_the_portals():
    from bot.alhambra.texts import how_to_play
    from i18n import text

    assert "**Portals**" in how_to_play(("portals",))
    assert "Portals" not in how_to_play(())
    for lang in ("en", "de", "hu"):
        said = text(lang, "alhambra-score-term", points=2, term="portals", words="portals")
        fallback = text(lang, "alhambra-score-term", points=2, term="?", words="portals")
        assert said != fallback, (lang, said)  # its own words, not the English term
