"""The caravanserai (expansion 5) through the real bot on SimCord: the marker's step stands
on the panel's main screen before the action ("Caravanserai: +1"), "Buy a caravanserai…"
leads to a card and its payments in every currency; a caravanserai's value is one more
payment on the buy buttons (🐪); typed, a purchase is a choice of ``/alhambra buy`` and a bad
choice is refused in private and changes nothing; the thread tells what happened;
``/alhambra rules`` has the section with the module's defaults."""

from __future__ import annotations

from engine.alhambra import legal_actions, new_game, problems
from engine.alhambra.modules.caravanserai import OWNED, owned, position
from tests.bot.test_panel import as_game, walk
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import market_with, rebase, with_hand

from .driver import making_games, number_buttons, open_panel, open_table, rules_page, tap
from .test_expansions_2_3 import all_posts, first, labels

FOUR = ((1, 0, "pavilion-8-none"), (2, 0, "seraglio-9-none"), (-1, 0, "arcades-9-none"),
        (0, 1, "chambers-10-none"))


def ready(state, seat: int, value: int = 0):
    """``seat`` has 4 building types, owns the Denar caravanserai (Dirham at 2) with its
    marker at ``value`` in Denar, and holds 8 Dirham and 5 Ducat; the Ducat slot holds the
    Garden 8."""
    state = own(state, seat, alhambra=FOUR)
    state = market_with(state, ducat="garden-8-SW")
    every = owned(state)
    every[seat] = ["caravanserai-1"]
    state = rebase(state, modules_state={**state.modules_state, OWNED: every})
    hand = ("dirham-8-1", "ducat-5-1")
    if value:
        hand += (f"caravanserai-1-denar-{value}",)
    state = with_hand(state, seat, hand)
    assert problems(state) == []
    return state


async def caravan_table(simcord_env, monkeypatch, value: int = 0):
    import engine.alhambra as engine_module

    real = engine_module.new_game

    def made(*args, **kwargs):
        state = real(*args, **kwargs)
        if "caravanserai" not in state.options.modules:
            return state
        return ready(state, state.active_seat, value)

    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="caravanserai")


async def test_step_then_buy_a_caravanserai_from_the_panel(simcord_env, monkeypatch):
    table = await caravan_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    step = first(panel, lambda t: t == "● Caravanserai: +1 (now 1)")
    assert step is not None, labels(panel)
    panel = await tap(member, panel, step)
    after = await table.game()
    assert position(after.state, seat, "caravanserai-1") == ("denar", 1)
    assert first(panel, lambda t: t.startswith("Caravanserai: +1")) is None  # once a turn
    panel = await tap(member, panel, first(panel, lambda t: t == "Buy a caravanserai…"))
    assert "costs 8" in str([e.to_dict() for e in panel.embeds])
    card = first(panel, lambda t: t == "Ducat caravanserai (Guilder at 2)")
    assert card is not None, labels(panel)
    panel = await tap(member, panel, card)
    pay = first(panel, lambda t: t.startswith("Dirham:") and "8" in t)
    assert pay is not None, labels(panel)
    panel = await tap(member, panel, pay)
    after = await table.game()
    assert owned(after.state)[seat] == ["caravanserai-1", "caravanserai-5"]
    assert after.state.flow.extra_action  # paid exactly
    end = first(panel, lambda t: t == "End turn")  # declines the extra action
    assert end is not None, labels(panel)
    panel = await tap(member, panel, end)
    assert (await table.game()).state.active_seat != seat
    posts = " ".join(all_posts(table))
    assert "Denar caravanserai (Dirham at 2) climbed to 1 Denar" in posts, posts
    assert "bought the Ducat caravanserai (Guilder at 2) for 8 Dirham" in posts, posts


async def test_the_value_is_a_payment_on_the_buy_buttons(simcord_env, monkeypatch):
    """5 Ducat + the caravanserai's 3 Ducat pay the Garden 8 exactly."""
    import engine.alhambra as engine_module

    real = engine_module.new_game

    def made(*args, **kwargs):
        state = real(*args, **kwargs)
        if "caravanserai" not in state.options.modules:
            return state
        seat = state.active_seat
        state = ready(state, seat)
        every = owned(state)
        state = with_hand(state, seat, ("ducat-5-1", "caravanserai-1-ducat-3"))
        assert every[seat] == ["caravanserai-1"] and problems(state) == []
        return state

    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="caravanserai")
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    shown = labels(panel)
    # the buy button of the Ducat slot, or its payments, name the caravanserai's value
    buy = first(panel, lambda t: "Garden" in t)
    assert buy is not None, shown
    panel = await tap(member, panel, buy)
    if not (await table.game()).state.players[seat].bought:
        pay = first(panel, lambda t: "🐪3" in t)
        assert pay is not None, labels(panel)
        panel = await tap(member, panel, pay)
    after = await table.game()
    assert after.state.players[seat].bought == ("garden-8-SW",)
    assert position(after.state, seat, "caravanserai-1") == ("denar", 0)
    for _ in range(6):  # place it, end the turn
        if (await table.game()).state.active_seat != seat:
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or first(panel, lambda t: t == "Place it")
                          or number_buttons(panel)[0])
    assert "paid with the Denar caravanserai (Dirham at 2)'s 3 Ducat" in " ".join(
        all_posts(table))


async def test_a_bad_typed_purchase_is_refused_and_changes_nothing(simcord_env, monkeypatch):
    table = await caravan_table(simcord_env, monkeypatch)
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("99", "caravanserai", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "caravanserai")
    wanted = [c for c in choices if c["name"].startswith("Buy the Guilder caravanserai")]
    assert wanted, [c["name"] for c in choices]
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert len(owned(after.state)[after.state.active_seat]) == 2


async def test_the_rules_aid_has_the_caravanserai_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Caravanserai")
    assert all(f"KS{n}" in words for n in range(1, 7)), words


def test_the_panel_offers_every_caravanserai_choice():
    state = new_game(3, seed=2, modules=["caravanserai", "characters"])
    a = state.active_seat
    state = ready(state, a, value=2)
    actions = list(legal_actions(state, a))
    wanted = {i for i, x in enumerate(actions) if "caravanserai" in x.kind}
    assert {actions[i].kind for i in wanted} == {"buy_caravanserai", "step_caravanserai"}
    offered, _ = walk(as_game(state), a)
    assert wanted <= set(offered)
    assert "● Caravanserai: to Dirham (2)" in offered.values()
