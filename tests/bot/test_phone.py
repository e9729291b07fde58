"""Issue 24, a phone player's rough edges, through the real bot on SimCord: the extra action
of an exact payment (the panel says what placing costs, the log says what happened),
currencies told apart by shape as well as colour, and the player aid as one message with
a section picker."""

from __future__ import annotations

import pytest

import engine.alhambra as engine_module
from engine.alhambra import problems
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from tests.engine.helpers import with_hand

from .driver import (
    SHAPES,
    button_of,
    buttons,
    last_turn_message,
    number_buttons,
    open_panel,
    open_table,
    take_buttons,
    tap,
    turn_done,
)

COLOURS = {"🟦": "●", "🟩": "◆", "🟧": "■", "🟨": "▲"}


def embed_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


def paying_exactly(real_new_game):
    """``new_game`` as the engine makes it, then the start player holds Denar cards worth
    exactly the Denar tile's price (one way to pay it: bought with one tap)."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        seat = state.active_seat
        price = TILES[state.market[0]].price
        values = [price] if price <= 9 else [9, price - 9]
        cards, taken = [], set()
        for value in values:
            card = next(c for c in CARDS if CARDS[c].currency == "denar"
                        and CARDS[c].kind == "money" and CARDS[c].value == value
                        and c not in taken and (c in state.deck or any(
                            c in p.hand for p in state.players) or c in state.display))
            taken.add(card)
            cards.append(card)
        state = with_hand(state, seat, tuple(cards))
        assert problems(state) == []
        return state
    return made


@pytest.fixture
def exact_start(monkeypatch):
    made = paying_exactly(engine_module.new_game)
    for where in ("engine.alhambra.new_game", "bot.alhambra.posts.new_game",
                  "bot.alhambra.stats.new_game"):
        monkeypatch.setattr(where, made)


async def buy_exactly(table):
    """The start player buys the Denar tile, paid exactly: (member, panel after the buy)."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    buy = next(b for b in buttons(panel) if "Buy " in b.get("label", "")
               and b.get("label", "").startswith("●"))
    assert buy["label"].endswith("· exact")
    panel = await tap(member, panel, buy)
    after = await table.game()
    assert after.state.flow.extra_action and after.state.players[game.state.active_seat].bought
    return member, panel


# -- item 1: paying exactly, then tapping a place -----------------------------------------

async def test_placing_after_an_exact_payment_says_the_extra_action_is_lost(simcord_env,
                                                                             exact_start):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel = await buy_exactly(table)
    words = embed_text(panel)
    # the line above the numbers says what a number (or Reserve it) costs
    assert "gives that action up and ends your turn" in words
    assert button_of(panel, "Another action ›") is not None
    panel = await tap(member, panel, number_buttons(panel)[0])
    assert turn_done(panel)
    post = last_turn_message(table).content
    assert "(exact: another action)" not in post
    assert "(exact)." in post
    assert "(The extra action for paying exactly went unused.)" in post


async def test_an_extra_action_taken_is_logged_as_another_action(simcord_env, exact_start):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel = await buy_exactly(table)
    panel = await tap(member, panel, button_of(panel, "Another action ›"))
    panel = await tap(member, panel, take_buttons(panel)[0])
    assert "ends your turn" not in embed_text(panel)  # the extra action is taken
    panel = await tap(member, panel, number_buttons(panel)[0])
    assert turn_done(panel)
    post = last_turn_message(table).content
    assert "(exact: another action)" in post and "went unused" not in post


# -- item 2: currencies by shape as well as colour ------------------------------------------

def currency_problems(panel) -> list[str]:
    """Buttons that tell a currency by its colour alone."""
    wrong = []
    for button in buttons(panel):
        label = button.get("label", "")
        emoji = (button.get("emoji") or {}).get("name")
        if emoji in COLOURS and not label.startswith(COLOURS[emoji]):
            wrong.append(f"{emoji} {label}")
        for n, char in enumerate(label):
            if char in COLOURS and label[n + 1:n + 2] != COLOURS[char]:
                wrong.append(f"{emoji or ''} {label}")
    return wrong


async def test_buttons_name_a_currency_by_its_shape_too(simcord_env, exact_start):
    """The pictures draw denar ●, dirham ◆, ducat ■, guilder ▲: every button that shows a
    currency's colour shows its shape beside it (the buys, the takes, the payments)."""
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    takes = take_buttons(panel)
    buys = [b for b in buttons(panel) if "Buy " in b.get("label", "")]
    assert takes and buys
    assert currency_problems(panel) == []
    for buy in buys:
        currency = CURRENCIES[list(COLOURS).index(buy["emoji"]["name"])]
        assert buy["label"].startswith(SHAPES[CURRENCIES.index(currency)] + " Buy ")
    assert all(any(f"{colour}{shape} " in b["label"] for colour, shape in COLOURS.items())
               for b in takes)
    # the hand above the buttons too: "🟦● Denar 7 (…)"
    assert any(f"{colour}{shape} " in embed_text(panel) for colour, shape in COLOURS.items())
    # a turn played on: every panel on the way
    for _ in range(3):
        if turn_done(panel) or not buttons(panel):
            break
        assert currency_problems(panel) == []
        panel = await tap(member, panel, number_buttons(panel)[0] if number_buttons(panel)
                          else takes[0])
