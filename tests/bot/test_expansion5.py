"""Expansion 5 through the real bot on SimCord: one whole game of three players with all
four modules (caravanserai, art of the Moors, sultan cards, new scoring tiles) from
``/alhambra new modules:…`` to the final scores, played by taps on the private panel only.

The game steers its taps towards what has not happened yet (buy a caravanserai, step its
marker before the action, pay with its value; turn culture tiles; buy a sultan card; let one
sultan claim run out of time, take another from the panel) and checks, from the stored action
log replayed through the engine, that each really happened, that a culture tile was gained,
and that the three scorings used the rows of the scoring tiles drawn at setup."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from bot.alhambra.posts import initial_state
from engine.alhambra import apply
from engine.alhambra.modules.new_scoring_tiles import SCORING_TILES, tiles

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
from .test_expansions_2_3 import all_posts, first, labels

FOUR = "caravanserai, art_of_the_moors, sultan, new_scoring_tiles"
SHAPES = "●◆■▲"
MINUTE = 60
ANSWER_TIME = timedelta(minutes=5)  # the table's ``vizier_minutes``
CARD = re.compile(r"^\w+ caravanserai \(\w+ at \d\)$")  # a track card on its screen
CURRENCY_PAY = re.compile(r"^(Denar|Dirham|Ducat|Guilder): ")  # a caravanserai's payment
#: What an internal id looks like (a tile, a card, a module): never in a post.
INTERNAL = re.compile(r"\b(caravanserai|sultan|dirham|denar|ducat|guilder|pavilion|seraglio|"
                      r"arcades|chambers|garden|tower)-\w|\w_\w")


async def happened(table, log: dict | None = None) -> dict:
    """What the stored log did, replayed through the engine (from where ``log``, an earlier
    answer, left off): action kinds, events, the sultan passes stored an answer time or
    more after the action before them (the timer's: the log stores them under the seat's
    user, as a tap, so the time tells them apart; taps come at once on SimCord's clock) and
    the claims taken."""
    game = await table.game()
    if log is None:
        log = {"kinds": set(), "events": [], "state": initial_state(game), "seq": 0,
               "timed_out": [], "tapped_claims": [], "at": None}
    state = log["state"]
    for entry in await table.store.action_log(game.id, after=log["seq"]):
        log["seq"] = entry.seq
        state, events = apply(state, entry.seat, entry.action)
        log["state"] = state
        log["kinds"].add(entry.action.kind)
        log["events"] += events
        waited = entry.at - log["at"] if log["at"] else timedelta(0)
        log["at"] = entry.at
        if entry.action.kind == "pass_sultan" and waited >= ANSWER_TIME:
            log["timed_out"].append(entry.seat)  # nobody answered: the timer passed
        if entry.action.kind == "claim_with_sultan":
            log["tapped_claims"].append(entry.seat)
    return log


def event_kinds(log: dict) -> set[str]:
    return {e.kind for e in log["events"]}


def choose(panel, log: dict) -> dict | None:
    """The button the player taps next: what has not happened yet first, then a plain turn
    (place 1, pay the first way, buy, take money)."""
    done = event_kinds(log)
    bought = sum(e.kind == "sultan_card_bought" for e in log["events"])

    def buy(test):
        return first(panel, lambda t: t[:1] in SHAPES and t[2:].startswith("Buy ") and test(t))

    steps = [
        lambda: next(iter(number_buttons(panel)), None),  # a place, a payment
        lambda: (first(panel, lambda t: "Caravanserai: +1" in t)  # before the action
                 if "caravanserai_spent" not in done else None),
        lambda: (first(panel, lambda t: t == "Turn culture tiles")
                 if "culture_tiles_turned" not in done else None),
        lambda: (first(panel, lambda t: t == "Buy a caravanserai…")
                 if "caravanserai_bought" not in done else None),
        lambda: first(panel, CARD.match),
        lambda: first(panel, CURRENCY_PAY.match),
        lambda: (first(panel, lambda t: t == "Sultan cards") if bought < 2 else None),
        lambda: first(panel, lambda t: t.endswith(" sultan card · 7")),
        lambda: (first(panel, lambda t: "🐪" in t)
                 if "caravanserai_spent" not in done else None),
        lambda: next(iter(payment_buttons(panel)), None),
        lambda: buy(lambda t: "exact" in t),
        lambda: buy(lambda t: True),
        lambda: next(iter(take_buttons(panel)), None),
        lambda: first(panel, lambda t: t in ("Place it", "Reserve it", "End turn")),
        lambda: first(panel, lambda t: t == "‹ Back"),
    ]
    for step in steps:
        found = step()
        if found is not None:
            return found
    return None


async def active_turn(table, log: dict) -> dict:
    """The active player taps through a turn."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    tapped = []
    for _ in range(40):
        if turn_done(panel) or not buttons(panel):
            return await happened(table, log)
        choice = choose(panel, log)
        tapped.append((choice or {}).get("label"))
        assert choice is not None, (labels(panel), tapped)
        panel = await tap(member, panel, choice)
        log = await happened(table, log)
        if log["state"].flow.window_seats:  # a sultan claim opened (the replayed state)
            return log
    raise AssertionError(f"the turn did not end: {tapped[-8:]}")


async def sultan_claim(env, table, log: dict) -> dict:
    """A sultan claim is open: the first one runs out of time (nobody taps), the next is
    taken from the owner's panel onto the reserve, any later one is passed by a tap."""
    game = await table.game()
    seat = game.state.flow.window_seats[0]
    if not log["timed_out"]:
        await env.advance_time(16 * MINUTE)  # 5 minutes to answer; the loop looks every 10
        after = await table.game()
        assert after.version > game.version and seat not in after.state.flow.window_seats
        headline = [p for p in all_posts(table) if "Time is up for the sultan card" in p]
        assert headline and game.state.players[seat].name in headline[-1], headline
        log = await happened(table, log)
        assert log["timed_out"] == [seat], log["timed_out"]
        return log
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    take = first(panel, lambda t: t.startswith("Take the ")
                 and t.endswith("with your sultan card"))
    if log["tapped_claims"] or take is None:
        await tap(member, panel, first(panel, lambda t: t == "Pass"))
        return await happened(table, log)
    panel = await tap(member, panel, take)
    await tap(member, panel, first(panel, lambda t: t == "Reserve it"))
    return await happened(table, log)


@pytest.mark.parametrize("seed", [3])
async def test_a_whole_game_with_all_four_modules_of_expansion_5(simcord_env, monkeypatch,
                                                                 seed):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: seed)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules=FOUR,
                             vizier_minutes=5)
    log = await happened(table)
    for _turn in range(400):
        game = await table.game()
        if game.status == "finished":
            break
        if game.state.flow.window_seats:
            log = await sultan_claim(simcord_env, table, log)
        else:
            log = await active_turn(table, log)
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    done = event_kinds(log)
    milestones = {
        "a caravanserai bought": "caravanserai_bought" in done,
        "a caravanserai stepped": "caravanserai_stepped" in done,
        "a caravanserai spent as money": "caravanserai_spent" in done,
        "a culture tile gained": "culture_tile_gained" in done,
        "culture tiles turned": "culture_tiles_turned" in done,
        "a sultan card bought": "sultan_card_bought" in done,
        "a sultan claim timed out": bool(log["timed_out"]),
        "a sultan claim taken from the panel": bool(log["tapped_claims"])
        and "sultan_claimed" in done,
    }
    sultan = [e for e in log["events"] if e.kind.startswith("sultan")]
    assert all(milestones.values()), (milestones, sultan)
    drawn = tiles(game.state)
    assert [r.rows for r in game.state.scorings] == [SCORING_TILES[t] for t in drawn]

    posts = all_posts(table)
    words = "\n".join(posts)
    assert re.search(r"bought the \w+ caravanserai \(\w+ at \d\) for ", words)
    assert re.search(r"'s \w+ caravanserai \(\w+ at \d\) (climbed to|turned off to) ", words)
    assert re.search(r"paid with the \w+ caravanserai \(\w+ at \d\)'s \d+ \w+; its marker is "
                     r"back at 0", words)
    assert "took a culture tile for price" in words
    assert re.search(r"turned (a culture tile|\d culture tiles): \+\d+ points at each scoring",
                     words)
    assert re.search(r"bought the \w+ sultan card for .* and rolled \w+", words)
    assert "Time is up for the sultan card" in words
    assert "with a sultan card (free)" in words
    assert len([p for p in posts if "This scoring's tile:" in p]) == 3
    assert "**Final scores**" in words
    for post in posts:
        assert not INTERNAL.search(post), post
