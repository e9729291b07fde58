"""The private panel (bot/panel.py): every legal action is one button away on some screen,
numbers follow the picture, nothing a player reads holds coordinates, long lists are paged
within Discord's 25 components."""

import random
import re
from datetime import UTC, datetime

import pytest

from bot.alhambra.panel import PAGE, Screen, build_panel
from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.actions import Buy, TakeMoney
from engine.alhambra.random_play import choose
from rendering import legal_cells
from storage import Game
from tests.engine.helpers import rebase, set_market, update_player

COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)|-?\d+,-?\d+")


def as_game(state, version: int = 0, status: str = "running") -> Game:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    return Game(id=7, kind="alhambra", status=status, options={}, guild_id=1, channel_id=2,
                thread_id=3, messages={}, host_id=None, seats=(), seed=1, version=version,
                active_seats=(state.active_seat,), created_at=now, last_activity_at=now,
                started_at=now, finished_at=None, reminded_at=None, state=state)


def buttons(panel) -> list:
    return [getattr(child, "item", child) for child in panel.view.children]


def parts(custom_id: str) -> tuple[str, str]:
    _, _, _, what, arg = custom_id.split(":")
    return what, arg


def labels(panel) -> list[str]:
    return [b.label for b in buttons(panel)]


def walk(game: Game, seat: int) -> tuple[dict[int, str], list]:
    """Every screen reachable from the panel: the action index behind each "do" button
    (with its label), and every panel seen."""
    seen, todo, offered, panels = set(), [None], {}, []
    while todo:
        screen = todo.pop()
        panel = build_panel(game, seat, screen=screen)
        panels.append(panel)
        for button in buttons(panel):
            what, arg = parts(button.custom_id)
            if what == "do":
                offered[int(arg)] = button.label
            elif what == "view" and arg not in seen:
                seen.add(arg)
                todo.append(Screen.parse(arg))
    return offered, panels


def mid_game_states(count: int, seed: int):
    rng = random.Random(seed)
    for players in (2, 3, 4, 6):
        state = new_game(players, seed=seed + players)
        for step in range(400):
            if state.is_over:
                break
            seat = state.active_seat
            if step % (400 // count) == 7:
                yield state
            state, _ = apply(state, seat, choose(state, seat, rng))


@pytest.mark.parametrize("seed", [1, 2])
def test_every_legal_action_is_one_button_on_some_screen_and_nothing_else(seed):
    for state in mid_game_states(12, seed):
        seat = state.active_seat
        actions = list(legal_actions(state, seat))
        offered, panels = walk(as_game(state), seat)
        assert set(offered) == set(range(len(actions))), [str(a) for a in actions]
        for panel in panels:
            assert len(buttons(panel)) <= 25
            assert all(len(b.label) <= 80 for b in buttons(panel))
            text = " ".join([b.label for b in buttons(panel)] + [str(panel.embed.to_dict())])
            assert not COORDINATES.search(text.replace("Table #7 · move 0", "")), text


def test_taking_money_is_one_button_per_choice_on_the_first_screen():
    state = new_game(3, seed=5)
    seat = state.active_seat
    panel = build_panel(as_game(state), seat)
    takes = [i for i, a in enumerate(legal_actions(state, seat)) if a.kind == "take_money"]
    first = [int(parts(b.custom_id)[1]) for b in buttons(panel)
             if parts(b.custom_id)[0] == "do" and b.emoji and b.emoji.name == "💰"]
    assert first == takes
    assert "Your turn then ends" in str(panel.embed.to_dict())
    assert "How to play" in str(panel.embed.to_dict())  # the first turn explains the game


def test_a_tile_paid_one_way_is_bought_by_its_button_several_ways_lead_to_the_payments():
    state = new_game(3, seed=5)
    seat = state.active_seat
    state = set_market(state, denar="garden-10-none", dirham="tower-11-none")
    state = update_player(state, seat, hand=("denar-9-1", "denar-1-1", "denar-3-1",
                                             "dirham-9-1", "dirham-8-1"))
    game = as_game(state)
    panel = build_panel(game, seat)
    actions = list(legal_actions(state, seat))
    by_label = {b.label: b for b in buttons(panel)}
    tower = by_label["◆ Buy Tower 11"]  # one way only: 9 + 8 Dirham
    assert parts(tower.custom_id)[0] == "do"
    assert actions[int(parts(tower.custom_id)[1])] == Buy(slot="dirham",
                                                          cards=("dirham-9-1", "dirham-8-1"))
    garden = by_label["● Buy Garden 10 · exact"]  # 9+1 exact, or 9+3
    what, arg = parts(garden.custom_id)
    assert what == "view"
    pay = build_panel(game, seat, screen=Screen.parse(arg))
    labels = [b.label for b in buttons(pay)]
    assert labels[0] == "🟦● 9+1 · exact, +1 action"
    assert labels[1] == "🟦● 9+3 · pays 12"
    assert labels[-1] == "‹ Back"


def test_a_waiting_tile_shows_numbered_places_in_picture_order_with_reserve_beside():
    state = new_game(3, seed=5)
    seat = state.active_seat
    state = set_market(state, denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-9-1", "denar-3-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-9-1", "denar-3-1")))
    panel = build_panel(as_game(state, 1), seat)
    actions = list(legal_actions(state, seat))
    numbered = [b for b in buttons(panel) if b.label.isdigit()]
    cells = legal_cells(state.players[seat].alhambra, "garden-10-none")
    assert [int(b.label) for b in numbered] == list(range(1, len(cells) + 1))
    for button, cell in zip(numbered, cells, strict=True):
        action = actions[int(parts(button.custom_id)[1])]
        assert (action.kind, action.x, action.y) == ("place", *cell)
    labels = [b.label for b in buttons(panel)]
    assert "Reserve it" in labels and "Undo turn" in labels
    assert panel.picture is not None and panel.picture.filename == "alhambra.png"


def test_after_an_exact_payment_the_panel_shows_the_places_and_another_action():
    state = new_game(3, seed=5)
    seat = state.active_seat
    state = set_market(state, denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-9-1", "denar-1-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-9-1", "denar-1-1")))
    assert state.flow.extra_action
    panel = build_panel(as_game(state, 1), seat)
    labels = [b.label for b in buttons(panel)]
    assert "1" in labels and "Another action ›" in labels and "Reserve it" in labels
    assert "You paid exactly" in str(panel.embed.to_dict())
    assert panel.picture.filename == "alhambra.png"  # the numbered picture, also now


def test_long_rebuild_lists_are_paged_and_every_page_offers_legal_ones():
    state = new_game(3, seed=4)
    seat = state.active_seat
    alhambra = ((0, 0, "fountain"), (1, 0, "garden-10-none"), (-1, 0, "tower-11-none"),
                (0, 1, "chambers-10-none"), (0, -1, "arcades-10-none"),
                (1, 1, "garden-11-none"), (-1, -1, "tower-12-none"),
                (2, 0, "seraglio-9-none"), (-2, 0, "arcades-9-none"),
                (0, 2, "chambers-11-none"))
    state = update_player(state, seat, alhambra=alhambra, reserve=("pavilion-8-none",))
    game = as_game(state)
    actions = list(legal_actions(state, seat))
    wanted = {i for i, a in enumerate(actions) if a.kind in ("rebuild_place",
                                                            "rebuild_exchange")}
    assert len(wanted) > PAGE  # more places and swaps than one page holds
    seen, page = set(), 0
    while True:
        panel = build_panel(game, seat, screen=Screen("in", 0, page))
        numbers = [b for b in buttons(panel) if parts(b.custom_id)[0] == "do"]
        assert 0 < len(numbers) <= PAGE
        seen |= {int(parts(b.custom_id)[1]) for b in numbers}
        more = [b for b in buttons(panel) if b.label.startswith("More")]
        if not more or parts(more[0].custom_id)[1].endswith("_0"):
            break
        page += 1
    assert seen == wanted
    assert any("⇄" in b.label for b in buttons(build_panel(game, seat,
                                                            screen=Screen("in", 0, page))))


def test_a_seat_that_can_do_nothing_is_offered_end_turn_and_told_why():
    state = new_game(3, seed=5)
    seat = state.active_seat
    state = set_market(state, denar="garden-10-none", dirham="garden-10-none",
                       ducat="garden-10-none", guilder="garden-10-none")
    state = update_player(state, seat, hand=("denar-1-1",))
    state = rebase(state, display=(), deck=(), discard=())
    panel = build_panel(as_game(state), seat)
    assert [b.label for b in buttons(panel)] == ["End turn"]
    assert "so you pass" in str(panel.embed.to_dict())


def test_cancelled_and_finished_games_offer_nothing():
    state = new_game(2, seed=1)
    seat = state.active_seat
    cancelled = build_panel(as_game(state, status="abandoned"), seat)
    assert buttons(cancelled) == [] and "Game cancelled" in str(cancelled.embed.to_dict())
    waiting = build_panel(as_game(state), 1 - seat)
    assert buttons(waiting) == [] and "Waiting" in str(waiting.embed.to_dict())
    taken, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    assert [b.label for b in buttons(build_panel(as_game(taken, 1), seat))] == [
        "End turn", "Undo turn"]


def assert_every_action_is_one_button(states, *, readable) -> set[tuple[str, str]]:
    """For each state, every legal action of the active seat is one button on some screen
    of its panel and nothing else is; no screen has more buttons than Discord allows, a
    label over 80 characters or coordinates, and ``readable(text)`` holds for its words.
    Returns the (phase, kind) pairs seen."""
    kinds = set()
    for state in states:
        seat = state.active_seat
        actions = list(legal_actions(state, seat))
        kinds |= {(state.flow.phase, a.kind) for a in actions}
        offered, panels = walk(as_game(state), seat)
        assert set(offered) == set(range(len(actions))), [str(a) for a in actions]
        for panel in panels:
            assert len(buttons(panel)) <= 25
            assert all(len(b.label) <= 80 for b in buttons(panel))
            text = " ".join(labels(panel) + [str(panel.embed.to_dict())])
            assert not COORDINATES.search(text.replace("Table #7 · move 0", "")), text
            assert readable(text), text
    return kinds
