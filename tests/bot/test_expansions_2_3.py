"""Expansions 2 and 3 through the real bot on SimCord: whole games from ``/alhambra new
modules:…`` to the final scores, played by taps on the private panel only. The city gates,
wall cards, street trader, thieves, diamonds and change play together (the engine does not
combine camps with gates or wall cards yet), the camps in a game of their own.

Each game steers its taps towards what has not happened yet (take the gate card, build
with a gate, use a wall card, refill and move the trader, pay with diamonds, overpay for
change, play a thief, let a thieves' window time out) and checks, from the stored action
log replayed through the engine, that each really happened."""

from __future__ import annotations

import re

import pytest

from bot.alhambra.posts import initial_state
from engine.alhambra import apply
from engine.alhambra.components import CARDS, TILES

from .driver import (
    buttons,
    number_buttons,
    open_panel,
    open_table,
    payment_buttons,
    take_buttons,
    tap,
    turn_done,
)

SIX = "city_gates, wall_cards, street_trader, thieves, diamonds, change"
CAMPS = "camps, diamonds"
MINUTE = 60
RESIDENT = re.compile(r"^\S+ (blue|red|brown|white|green|purple) \(")


def labels(panel) -> list[str]:
    return [b.get("label", "") for b in buttons(panel)]


def first(panel, test) -> dict | None:
    return next((b for b in buttons(panel) if test(b.get("label", ""))), None)


def choose(panel, seen: dict) -> dict | None:
    """The button the player taps next: what has not happened yet first, then a plain
    turn (place 1, pay the first way, buy, take money)."""
    steps = [
        lambda: first(panel, RESIDENT.match),  # refill the street trader
        lambda: (first(panel, lambda t: t.startswith("Build with a gate"))
                 if not seen["place_gate"] else first(panel, lambda t: t == "Build (no gate)")),
        lambda: first(panel, lambda t: t.startswith("Build")
                      and t != "Build with a gate" and "gate" in t),
        lambda: (first(panel, lambda t: t.endswith("🚪")) if not seen["place_gate"] else None),
        lambda: next(iter(number_buttons(panel)), None),
        lambda: (first(panel, lambda t: t == "Take the gate card")
                 if not seen["take_gate_card"] else None),
        lambda: (first(panel, lambda t: t == "Wall card…") if not seen["use_wall_card"]
                 else None),
        lambda: first(panel, lambda t: t.startswith("wall")),  # a wall card
        lambda: first(panel, lambda t: t.startswith("Your ")),  # a reserve tile for walls
        lambda: (first(panel, lambda t: "💎" in t and "·" in t) if not seen["diamonds"]
                 else None),
        lambda: (first(panel, lambda t: "coin" in t and "· pays" in t)
                 if not seen["change"] else None),
        lambda: next(iter(payment_buttons(panel)), None),
        lambda: first(panel, lambda t: t.startswith("Buy ")),
        lambda: (first(panel, lambda t: "💎" in t) if not seen["diamonds"] else None),
        lambda: next(iter(take_buttons(panel)), None),
        lambda: first(panel, lambda t: t in ("Reserve it", "End turn", "Take the gate card")),
    ]
    for step in steps:
        found = step()
        if found is not None:
            return found
    return None


async def happened(table, seen: dict | None = None) -> dict:
    """What the stored log did, replayed through the engine: action kinds and events (from
    where ``seen``, an earlier answer, left off)."""
    game = await table.game()
    if seen is None:
        seen = {"kinds": set(), "events": set(), "diamond_paid": False, "camp_built": False,
                "state": initial_state(game), "seq": 0}
    state = seen["state"]
    for entry in await table.store.action_log(game.id, after=seen["seq"]):
        seen["seq"] = entry.seq
        state, events = apply(state, entry.seat, entry.action)
        seen["state"] = state
        seen["kinds"].add(entry.action.kind)
        for event in events:
            seen["events"].add(event.kind)
            if event.kind == "tile_bought" and any(CARDS[c].kind == "diamond"
                                                   for c in event.cards):
                seen["diamond_paid"] = True
            if event.kind == "tile_placed" and TILES[event.tile].building == "camp":
                seen["camp_built"] = True
    return seen


async def active_turn(table, seen: dict) -> int:
    """The active player taps through a turn; returns the taps (with "My panel")."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    taps = 1
    for _ in range(40):
        if turn_done(panel) or not buttons(panel):
            return taps
        choice = choose(panel, seen)
        assert choice is not None, labels(panel)
        panel = await tap(member, panel, choice)
        taps += 1
        log = seen["log"] = await happened(table, seen.get("log"))
        seen.update({kind: True for kind in log["kinds"] if kind in seen})
        seen["diamonds"] = log["diamond_paid"]
        seen["change"] = "change_given" in log["events"]
    raise AssertionError("the turn did not end")


async def play_thief(table, seat: int) -> None:
    game = await table.game()
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    thieves = [b for b in buttons(panel) if b.get("label", "").startswith("Thief: take ")]
    assert thieves and first(panel, lambda t: t == "Pass"), labels(panel)
    assert not [t for t in labels(panel) if "vizier" in t.lower()], labels(panel)
    held = len(game.state.players[seat].hand)
    await tap(member, panel, thieves[0])
    after = await table.game()
    assert len(after.state.players[seat].hand) == held + 1


def all_posts(table) -> list[str]:
    """Every public message of the thread, oldest first (read from the simulated Discord's
    store: a long game's history is longer than one page)."""
    stored = table.env.backend.messages.get(table.thread.id, {})
    return [m.content for m in sorted(stored.values(), key=lambda m: m.id)
            if m.visible_to(None)]


def window_posts(table) -> list[str]:
    return [post for post in all_posts(table)[-3:] if "play a thief" in post]


async def play_game(env, monkeypatch, modules: str, seed: int, wanted: set[str]):
    monkeypatch.setattr("storage.sqlite.secrets.randbits", lambda bits: seed)
    table = await open_table(env, ["ana", "ben", "cem"], modules=modules, vizier_minutes=5)
    seen = {k: False for k in ("take_gate_card", "place_gate", "use_wall_card",
                               "refill_trader", "move_trader", "play_thief", "diamonds",
                               "change", "timed_out")}
    for _turn in range(600):
        game = await table.game()
        if game.status == "finished":
            break
        window = game.state.flow.window_seats
        if not window:
            await active_turn(table, seen)
            continue
        assert window_posts(table), "the window's ping says what it waits for"
        if not seen["play_thief"]:
            await play_thief(table, window[0])
            seen["play_thief"] = True
            continue
        await env.advance_time(16 * MINUTE)  # the pacing loop looks every 10 minutes
        after = await table.game()
        assert not after.state.flow.window_seats
        if not seen["timed_out"]:
            headline = [post for post in all_posts(table)
                        if "Time is up between the turns" in post]
            assert headline and "vizier" not in headline[-1].lower(), headline
            names = [game.state.players[s].name for s in window]
            assert all(name in headline[-1] for name in names)
            seen["timed_out"] = True
    game = await table.game()
    assert game.status == "finished", seen
    assert game.state.scorings, "the final scores were counted"
    log = await happened(table)
    missing = {k for k in wanted if k not in log["kinds"] | log["events"]
               and not log.get(k)}
    assert not missing, (missing, seen)
    return table, log


@pytest.mark.parametrize("seed", [11])
async def test_gates_walls_trader_thieves_diamonds_and_change_in_one_game(
        simcord_env, monkeypatch, seed):
    table, log = await play_game(simcord_env, monkeypatch, SIX, seed, {
        "take_gate_card", "place_gate", "use_wall_card", "refill_trader", "move_trader",
        "play_thief", "change_given", "diamond_paid", "thief_played", "walls_built",
        "gate_built", "trader_refilled", "trader_moved"})
    posts = " ".join(all_posts(table))
    assert "took the gate card" in posts and "used a wall card" in posts
    assert "played a" in posts and "thief and took" in posts
    assert "as change" in posts
    assert "Diamond" in posts  # the log says diamonds in words


@pytest.mark.parametrize("seed", [5])
async def test_camps_are_bought_and_built_from_the_panel(simcord_env, monkeypatch, seed):
    table, log = await play_game(simcord_env, monkeypatch, CAMPS, seed, {"camp_built"})
    posts = " ".join(all_posts(table))
    assert re.search(r"Camp \d", posts)
