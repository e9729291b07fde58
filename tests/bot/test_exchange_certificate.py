"""The exchange certificates (expansion 6) through the real bot on SimCord: overpaying from
the panel issues a certificate and the thread says so; a certificate is one more payment on
the buy buttons (🎫) and paying exactly with it gives another action; with the change the
panel offers the standing choice of coins (EC9); typed, a bad choice is refused in private
and changes nothing; ``/alhambra rules`` has the section with the module's defaults."""

from __future__ import annotations

from bot.tables.rules import PAGE_LIMIT, pages
from engine.alhambra import legal_actions, new_game, problems
from engine.alhambra.modules.exchange_certificate import held, item_id, seats_set
from tests.bot.test_panel import as_game, walk
from tests.engine.helpers import market_with, with_hand

from .driver import components, making_games, number_buttons, open_panel, open_table, tap
from .test_expansions_2_3 import all_posts, first, labels

EC = "exchange_certificate"


def ready(state, seat: int, hand: tuple[str, ...]):
    """``seat`` holds exactly ``hand``; the Denar slot holds the Pavilion 5."""
    state = with_hand(market_with(state, denar="pavilion-5-NW"), seat, hand)
    assert problems(state) == []
    return state


async def ec_table(simcord_env, monkeypatch, hand, modules=EC):
    import engine.alhambra as engine_module

    real = engine_module.new_game

    def made(*args, **kwargs):
        state = real(*args, **kwargs)
        if EC not in state.options.modules:
            return state
        return ready(state, state.active_seat, hand)

    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules=modules)


async def buy_pavilion(table, member, panel, wanted):
    """Tap the Pavilion's buy button, then the payment ``wanted`` picks (if asked)."""
    buy = first(panel, lambda t: "Pavilion" in t)
    assert buy is not None, labels(panel)
    panel = await tap(member, panel, buy)
    game = await table.game()
    if not game.state.players[game.state.active_seat].bought:
        pay = first(panel, wanted)
        assert pay is not None, labels(panel)
        panel = await tap(member, panel, pay)
    return panel


async def finish_turn(table, member, panel, seat):
    """Place what was bought and end the turn (the thread tells the turn afterwards)."""
    for _ in range(6):
        if (await table.game()).state.active_seat != seat:
            return
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or first(panel, lambda t: t == "Place it")
                          or number_buttons(panel)[0])


async def test_overpaying_from_the_panel_issues_a_certificate(simcord_env, monkeypatch):
    table = await ec_table(simcord_env, monkeypatch, ("denar-8-1",))
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await buy_pavilion(table, member, panel, lambda t: "8" in t)
    after = await table.game()
    assert after.state.players[seat].bought == ("pavilion-5-NW",)
    assert held(after.state, seat) == {"denar": 3}
    await finish_turn(table, member, panel, seat)
    posts = " ".join(all_posts(table))
    assert "overpaid by 3 Denar: a new certificate worth 3." in posts, posts


async def test_a_certificate_pays_on_the_buy_buttons_and_exact_is_exact(simcord_env,
                                                                         monkeypatch):
    """2 Denar + a certificate of 3 Denar pay the Pavilion 5 exactly: another action."""
    table = await ec_table(simcord_env, monkeypatch, ("denar-2-1", item_id("denar", 1, 3)))
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await buy_pavilion(table, member, panel, lambda t: "🎫3" in t)
    after = await table.game()
    assert after.state.players[seat].bought == ("pavilion-5-NW",)
    assert held(after.state, seat) == {} and after.state.flow.extra_action
    await finish_turn(table, member, panel, seat)
    posts = " ".join(all_posts(table))
    assert "paid with a certificate of 3 Denar; the stone is back in the pool." in posts, posts


async def test_with_the_change_the_panel_switches_overpaying_to_coins(simcord_env,
                                                                        monkeypatch):
    table = await ec_table(simcord_env, monkeypatch, ("denar-8-1",), modules=f"{EC}, change")
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    switch = first(panel, lambda t: t == "When I overpay: give me coins of change")
    assert switch is not None, labels(panel)
    panel = await tap(member, panel, switch)
    after = await table.game()
    assert seats_set(after.state, "exchange_certificate.coins") == {seat}
    assert first(panel, lambda t: t == "When I overpay: give me a certificate") is not None
    panel = await buy_pavilion(table, member, panel, lambda t: "8" in t)
    after = await table.game()
    assert held(after.state, seat) == {}
    assert [c for c in after.state.players[seat].hand if c.startswith("coin-")]


async def test_a_bad_typed_choice_is_refused_and_changes_nothing(simcord_env, monkeypatch):
    table = await ec_table(simcord_env, monkeypatch, ("denar-8-1",))
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("overpay for coins", "99", "certificate"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version


async def test_the_rules_aid_has_the_certificates_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    result = await table.players[0].slash(table.channel, "alhambra rules")
    menu = next(c for c in components(result.response) if c["type"] == 3)
    values = [o["value"] for o in menu["options"] if o["label"].startswith("Exchange")]
    assert values, [o["label"] for o in menu["options"]]
    words = ""
    for value in values:
        picked = await table.players[0].select(result.response, [value],
                                               custom_id=menu["custom_id"])
        words += picked.response.content
    assert all(f"EC{n}" in words for n in range(1, 11)), words


def test_the_rules_section_fits_pages_of_one_screen():
    from bot.alhambra.rules_text import sections
    for lang in ("en", "de", "hu"):
        parts = [p for p in pages(sections(lang)) if "EC1" in p.words or "EC9" in p.words]
        assert parts and all(len(p.words) <= PAGE_LIMIT for p in parts)


def test_the_panel_offers_the_certificates_choices():
    state = new_game(3, seed=2, modules=[EC, "change"])
    a = state.active_seat
    state = ready(state, a, ("denar-2-1", item_id("denar", 1, 3)))
    actions = list(legal_actions(state, a))
    wanted = {i for i, x in enumerate(actions)
              if x.kind == "overpay_for" or (x.kind == "buy" and item_id("denar", 1, 3)
                                             in x.cards)}
    assert {actions[i].kind for i in wanted} == {"overpay_for", "buy"}
    offered, _ = walk(as_game(state), a)
    assert wanted <= set(offered)
