"""The bazaars (expansion 4) through the real bot on SimCord: a waiting bazaar is bought from
the panel ("Bazaars" on the main screen, one button per bazaar with its price) and built as
a tile; typed, it is one more choice of ``/alhambra buy``, and a bad choice is refused in
private and changes nothing; the thread tells what happened; ``/alhambra rules`` has the
section with the module's defaults. The panel's screens offer every bazaar purchase the
engine lists, the vizier's too."""

from __future__ import annotations

from engine.alhambra import apply, legal_actions, new_game, problems
from engine.alhambra.actions import EndTurn, PassWindow, TakeMoney
from engine.alhambra.modules.bazaars import WAITING, waiting
from tests.bot.test_panel import as_game, walk
from tests.bot.test_panel import buttons as panel_buttons
from tests.engine.expansion1_helpers import claim
from tests.engine.helpers import market_with, rebase, with_hand
from tests.engine.test_characters import give
from tests.engine.test_thieves import with_display

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


def bazaar_waiting(state, seat: int):
    """The Dirham bazaar (Pavilion, Arcades, Garden) waits beside the market, whose Dirham
    slot holds the Garden 8 (so it costs 8), and ``seat`` holds 5 + 3 Dirham."""
    state = market_with(state, dirham="garden-8-SW")
    state = claim(state, "bazaar-3")
    state = rebase(state, modules_state={**state.modules_state, WAITING: ["bazaar-3"]})
    state = with_hand(state, seat, ("dirham-5-1", "dirham-3-1", "denar-2-1"))
    assert problems(state) == []
    return state


def waiting_bazaar(real_new_game):
    """``new_game`` as the engine makes it, then a bazaar the starting player can pay
    exactly waits (every path that makes the state uses it, so the game stays one game)."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "bazaars" not in state.options.modules:
            return state
        return bazaar_waiting(state, state.active_seat)
    return made


async def bazaar_table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    made = waiting_bazaar(engine_module.new_game)
    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="bazaars")


async def test_a_waiting_bazaar_is_bought_and_built_from_the_panel(simcord_env, monkeypatch):
    table = await bazaar_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Bazaars"))
    text = str([e.to_dict() for e in panel.embeds])
    assert "paid exactly" in text
    offer = first(panel, lambda t: t.startswith("Dirham bazaar (Pavilion, Arcades, Garden)"))
    assert offer is not None and offer["label"].endswith("· 8 Dirham"), labels(panel)
    panel = await tap(member, panel, offer)
    after = await table.game()
    assert after.state.players[seat].bought == ("bazaar-3",) and after.state.flow.extra_action
    assert waiting(after.state) == []
    place = first(panel, lambda t: t == "Place it")  # (or the places are shown at once)
    if place is not None:
        panel = await tap(member, panel, place)
    panel = await tap(member, panel, number_buttons(panel)[0])
    for _ in range(6):  # the extra action: take money, and the turn ends
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or buttons(panel)[0])
    after = await table.game()
    assert any(t == "bazaar-3" for *_, t in after.state.players[seat].alhambra)
    posts = " ".join(all_posts(table))
    assert "bought the Dirham bazaar (Pavilion, Arcades, Garden) for" in posts
    assert "(exact)." in posts  # built at once: its extra action went unused (PH2)


async def test_a_bazaar_is_a_choice_of_the_typed_buy_and_bad_input_changes_nothing(
        simcord_env, monkeypatch):
    table = await bazaar_table(simcord_env, monkeypatch)
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("99", "bazaar", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "bazaar")
    names = [c["name"] for c in choices]
    wanted = [c for c in choices if c["name"].startswith("Buy the Dirham bazaar")]
    assert wanted, names
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert after.state.players[after.state.active_seat].bought == ("bazaar-3",)


async def test_the_rules_aid_has_the_bazaars_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Bazaars")
    assert all(f"BZ{n}" in words for n in range(1, 7)), words


def test_the_panel_offers_every_bazaar_purchase_and_the_vizier_its_bazaars():
    state = new_game(3, seed=2, modules=["bazaars", "vizier", "characters"])
    a = state.active_seat
    state = give(bazaar_waiting(state, a), a, "abdul_karim")
    actions = list(legal_actions(state, a))
    wanted = {i for i, x in enumerate(actions) if x.kind.startswith("buy_bazaar")}
    assert {actions[i].kind for i in wanted} == {"buy_bazaar", "buy_bazaar_with_karim"}
    offered, _ = walk(as_game(state), a)
    assert wanted <= set(offered)
    # the vizier, between turns: the next seat pays the bazaar exactly
    b, c = (a + 1) % 3, (a + 2) % 3
    state = bazaar_waiting(new_game(3, seed=2, modules=["bazaars", "vizier"]), c)
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    actions = list(legal_actions(state, c))
    wanted = {i for i, x in enumerate(actions) if x.kind == "use_vizier" and x.bazaar}
    assert wanted
    offered, panels = walk(as_game(state), c)
    assert wanted <= set(offered)
    window = panels[0]  # its offers name the bazaar, not the slot's tile
    shown = [b.label for b in panel_buttons(window)]
    assert any("Dirham bazaar" in label for label in shown), shown


def test_the_turn_glance_shows_a_bazaar_bought_and_built():
    from engine.alhambra.events import BazaarBought, TilePlaced
    from rendering.glance import steps_of

    steps = steps_of([BazaarBought(seat=0, bazaar="bazaar-3", currency="dirham", price=8,
                                   cards=("dirham-5-1", "dirham-3-1")),
                      TilePlaced(seat=0, tile="bazaar-3", x=1, y=0)])
    assert [(s.what, s.items) for s in steps] == [("bought-built", (("tile", "bazaar-3"),))]


def test_the_hand_picture_shows_the_bazaars_its_cards_pay_exactly():
    """The seat's own hand picture: the waiting bazaar in its currency's row, starred when
    the hand pays it exactly (5 + 3 Dirham for 8); nothing of it in another seat's."""
    from engine.alhambra import view
    from rendering.hand import hand_image
    from rendering.modules.bazaars.pictures import hand_bazaars

    state = new_game(3, seed=2, modules=["bazaars"])
    a = state.active_seat
    state = bazaar_waiting(state, a)
    assert hand_bazaars(view(state, a), "dirham") == ["bazaar-3"]
    with_star = hand_image(view(state, a))
    poorer = hand_image(view(with_hand(state, a, ("denar-2-1",)), a))
    assert with_star.size == poorer.size and with_star.tobytes() != poorer.tobytes()


def test_how_to_play_tells_newcomers_about_the_bazaars():
    from bot.alhambra.texts import how_to_play

    assert "**Bazaars**" in how_to_play(("bazaars",))
    assert "Bazaars" not in how_to_play(())


def test_the_log_says_exact_without_another_action_when_placing_gave_it_up():
    """PH2 for bazaars: building the bazaar before using the extra action gives it up; the
    purchase's line then says "(exact)", not "another action"."""
    from bot.alhambra.texts import event_line, unused_extra_actions
    from engine.alhambra.actions import BuyBazaar, Place

    state = new_game(3, seed=2, modules=["bazaars"])
    a = state.active_seat
    state = bazaar_waiting(state, a)
    bought, events = apply(state, a, BuyBazaar(bazaar="bazaar-3",
                                               cards=("dirham-5-1", "dirham-3-1")))
    _, placed = apply(bought, a, Place(tile="bazaar-3", x=1, y=0))
    happened = [(events[0], state), (placed[0], bought)]
    assert unused_extra_actions(happened) == {0}
    names = [p.name for p in state.players]
    line = event_line(events[0], names, state, extra_unused=True)
    assert line.endswith("for 5 + 3 Dirham (exact).") and "bazaar" in line, line
    assert "(exact: another action)" in event_line(events[0], names, state)
