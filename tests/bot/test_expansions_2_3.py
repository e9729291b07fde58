"""Expansions 2 and 3 through the real bot on SimCord: a whole game with all eight modules
from ``/alhambra new modules:…`` to the final scores, played by taps on the private panel
only (and the camps in a smaller game of their own).

The game steers its taps towards what has not happened yet (take the gate card, build with
a gate, use a wall card, refill and move the trader, pay with diamonds, overpay for change,
use a character's power, play a thief, let a thieves' window time out, bid in a character's
auction, let a bidder's time run out) and checks, from the stored action log replayed
through the engine, that each really happened."""

from __future__ import annotations

import re

import pytest

from bot.alhambra.posts import initial_state
from engine.alhambra import apply, problems
from engine.alhambra.components import CARDS, TILES
from engine.alhambra.modules import characters
from engine.alhambra.modules.street_trader import choosing
from tests.engine.helpers import rebase, with_hand

from .driver import (
    SHAPES,
    buttons,
    making_games,
    number_buttons,
    open_panel,
    open_table,
    payment_buttons,
    take_buttons,
    tap,
    turn_done,
)

EIGHT = ("city_gates, diamonds, characters, camps, thieves, street_trader, wall_cards, "
         "change")
CAMPS = "camps, diamonds"
MINUTE = 60
#: The characters whose powers are used from the panel (worth bidding for).
POWERS = ("yammerad", "machma_klain", "abdul_karim", "abdul_knihstig")
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
        lambda: (first(panel, lambda t: t.startswith(("Yammerad: ", "Abdul Knihstig: ",
                                                       "Abdul Karim…", "Machma…")))
                 if not seen["character_used"] else None),
        lambda: first(panel, lambda t: " → " in t),  # Machma's trade
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
        lambda: first(panel, lambda t: t.lstrip(SHAPES + " ").startswith("Buy ")),
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
        seen["character_used"] = "character_used" in log["events"]
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


async def auction_step(env, table, seen: dict, seat: int) -> None:
    """The seat asked in a character's auction: the first time it bids (the least), then a
    bidder's time runs out once, then it passes; a winner pays the first way offered."""
    game = await table.game()
    name = game.state.players[seat].name
    member = table.member(game.user_of(seat))
    if characters.expected(game.state) == "pay":
        panel = await open_panel(table, member)
        await tap(member, panel, payment_buttons(panel)[0])
        return
    if seen["bid"] and not seen["auction_timed_out"]:
        await env.advance_time(5 * MINUTE + 5)  # its time (5 minutes) ends to the minute
        after = await table.game()
        assert characters.asked(after.state) != seat or after.version != game.version
        headline = [p for p in all_posts(table) if "Time is up for" in p and "auction" in p]
        assert headline and name in headline[-1] and "passed" in headline[-1], headline
        seen["auction_timed_out"] = True
        return
    panel = await open_panel(table, member)
    text = str([e.to_dict() for e in panel.embeds])
    assert "Auction" in text, text
    bids = number_buttons(panel)
    card = characters.auction(game.state)["card"]
    if bids and (not seen["bid"] or card in POWERS and seen["auction_timed_out"]):
        await tap(member, panel, bids[0])
        seen["bid"] = True
        return
    await tap(member, panel, first(panel, lambda t: t == "Pass"))


async def play_game(env, monkeypatch, modules: str, seed: int, wanted: set[str]):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: seed)
    table = await open_table(env, ["ana", "ben", "cem"], modules=modules, vizier_minutes=5)
    seen = {k: False for k in ("take_gate_card", "place_gate", "use_wall_card",
                               "refill_trader", "move_trader", "play_thief", "diamonds",
                               "change", "timed_out", "bid", "auction_timed_out",
                               "character_used")}
    for _turn in range(800):
        game = await table.game()
        if game.status == "finished":
            break
        window = game.state.flow.window_seats
        if "street_trader" in modules and choosing(game.state):  # the start: each keeps
            member = table.member(game.user_of(choosing(game.state)[0]))  # what was drawn
            panel = await open_panel(table, member)
            await tap(member, panel, first(panel, lambda t: t == "Done"))
            continue
        asked = characters.asked(game.state) if "characters" in modules else None
        if asked is not None:
            await auction_step(env, table, seen, asked)
            continue
        if not window:
            await active_turn(table, seen)
            continue
        assert window_posts(table), "the window's ping says what it waits for"
        if not seen["play_thief"]:
            await play_thief(table, window[0])
            seen["play_thief"] = True
            continue
        await env.advance_time(5 * MINUTE + 5)  # its time (5 minutes) ends to the minute
        after = await table.game()
        assert not after.state.flow.window_seats or characters.asked(after.state) is not None
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
    return table, log, seen


@pytest.mark.parametrize("seed", [11])
async def test_all_eight_modules_in_one_game(simcord_env, monkeypatch, seed):
    table, log, seen = await play_game(simcord_env, monkeypatch, EIGHT, seed, {
        "take_gate_card", "place_gate", "use_wall_card", "refill_trader", "move_trader",
        "play_thief", "change_given", "diamond_paid", "thief_played", "walls_built",
        "gate_built", "trader_refilled", "trader_moved", "bid_for_character",
        "character_bid_passed"})
    assert seen["timed_out"] and seen["auction_timed_out"], seen
    assert log["events"] & {"character_won", "character_unsold"}
    posts = " ".join(all_posts(table))
    assert "took the gate card" in posts and "used a wall card" in posts
    assert "played a" in posts and "thief and took" in posts
    assert "as change" in posts
    assert "Diamond" in posts  # the log says diamonds in words
    assert "Auction for" in posts and "bids 1 for" in posts
    assert "passes on" in posts


@pytest.mark.parametrize("seed", [5])
async def test_camps_are_bought_and_built_from_the_panel(simcord_env, monkeypatch, seed):
    table, log, _ = await play_game(simcord_env, monkeypatch, CAMPS, seed, {"camp_built"})
    posts = " ".join(all_posts(table))
    assert re.search(r"Camp \d", posts)


def owning_powers(real_new_game):
    """``new_game`` as the engine makes it, then the starting player owns the powers still
    in the deck (Yammerad, Abdul Karim, Machma Klain) and holds two money cards: a state
    from which the panel's powers can be tried at once. Every path that makes the state
    (the store, the posts' replay) uses it, so the game stays one game."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "characters" not in state.options.modules:
            return state
        seat = state.active_seat
        owned = [c for c in ("yammerad", "abdul_karim", "machma_klain") if c in state.deck]
        mine = [list(o) for o in state.modules_state[characters.OWNED]]
        mine[seat] = owned
        money = [c for c in state.players[seat].hand if CARDS[c].kind == "money"][:2]
        state = with_hand(state, seat, tuple(money))
        state = rebase(state, deck=tuple(c for c in state.deck if c not in owned),
                       modules_state={**state.modules_state, characters.OWNED: mine})
        assert problems(state) == []
        return state
    return made


async def test_the_characters_powers_are_used_from_the_panel(simcord_env, monkeypatch):
    """Yammerad (fewer than 3 money cards: draw one), then Abdul Karim (pays a market
    building in full, counts as exact, then leaves the game), each from the main screen in
    1-2 taps, told in the thread."""
    import engine.alhambra as engine_module

    made = owning_powers(engine_module.new_game)
    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 17)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="characters")
    game = await table.game()
    seat = game.state.active_seat
    owned = game.state.modules_state[characters.OWNED][seat]
    assert "yammerad" in owned and "abdul_karim" in owned, owned
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    assert first(panel, lambda t: t == "Machma…") is not None or "machma_klain" not in owned
    held = len(game.state.players[seat].hand)
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Yammerad: ")))
    after = await table.game()
    assert len(after.state.players[seat].hand) == held + 1
    # one of Laila, Machma and Yammerad per turn: Machma is gone from the panel
    assert first(panel, lambda t: t in ("Machma…", "Laila…")) is None, labels(panel)
    panel = await tap(member, panel, first(panel, lambda t: t == "Abdul Karim…"))
    text = str([e.to_dict() for e in panel.embeds])
    assert "counts as an exact payment" in text
    panel = await tap(member, panel,
                      first(panel, lambda t: t.lstrip(SHAPES + " ").startswith("Buy ")))
    after = await table.game()
    assert after.state.players[seat].bought and after.state.flow.extra_action
    assert "abdul_karim" not in after.state.modules_state[characters.OWNED][seat]
    assert "abdul_karim" in after.state.out_of_game
    for _ in range(10):
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t in ("Reserve it", "End turn"))
                          or next(iter(take_buttons(panel))))
    posts = " ".join(all_posts(table))
    assert "used Yammerad and drew" in posts
    assert "Abdul Karim paid for ana's" in posts or "Abdul Karim paid for" in posts
