"""Expansion 4 through the real bot on SimCord: one whole game of three players with all
four modules (treasure chamber, master builders, invaders, bazaars) from ``/alhambra new
modules:…`` to the final scores, played by taps on the private panel only.

The game steers its taps towards what has not happened yet (buy a room of chests and place
one by choice, discard a master builder for an extra rebuild, pay with a master builder,
pay a building of a face-up scout's colour exactly, buy and build a bazaar) and checks,
from the stored action log replayed through the engine, that each really happened, and
that the three scorings brought the invaders and the last one the bazaars' points. The
thread never names where the invaders come from before they attack, nor which master
builders a seat holds."""

from __future__ import annotations

import re

import pytest

from bot.alhambra.posts import initial_state
from engine.alhambra import apply
from engine.alhambra.components import CARDS
from engine.alhambra.modules import treasure_chamber as chamber
from engine.alhambra.modules.bazaars import is_bazaar
from engine.alhambra.modules.invaders import face_up, scout_building

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

FOUR = "treasure_chamber, master_builders, invaders, bazaars"
DIRECTIONS = ("the north (top)", "the east (right)", "the south (bottom)", "the west (left)")
SHAPES = "●◆■▲"
NAMES = {"pavilion": "Pavilion", "seraglio": "Seraglio", "arcades": "Arcades",
         "chambers": "Chambers", "garden": "Garden", "tower": "Tower"}
REBUILDS = ("rebuild_place", "rebuild_remove", "rebuild_exchange")
SECRET = "Only you know: the next invaders come from"
#: The public lines that may name a master builder: discarded, paid with, taken from the
#: display (all seen by everyone at the table).
PUBLIC_BUILDER = re.compile(r"^(🔨 )?\w+ (discarded a master builder|bought the .+ for |took )")


def _builder(card: str) -> bool:
    return CARDS[card].role == "builder"


async def happened(table, log: dict | None = None) -> dict:
    """What the stored log did, replayed through the engine (from where ``log``, an earlier
    answer, left off): action kinds, events, and the expansion's milestones."""
    game = await table.game()
    if log is None:
        log = {"kinds": set(), "events": [], "state": initial_state(game), "seq": 0,
               "builder_rebuild": False, "builder_money": False, "pending": False,
               "bazaar_built": None}
    state = log["state"]
    for entry in await table.store.action_log(game.id, after=log["seq"]):
        log["seq"] = entry.seq
        action = entry.action
        state, events = apply(state, entry.seat, action)
        log["state"] = state
        log["kinds"].add(action.kind)
        log["events"] += events
        if action.kind == "use_master_builder":
            log["pending"] = True
        elif action.kind in REBUILDS and log["pending"]:
            log["builder_rebuild"] = True
            log["pending"] = False
        elif action.kind == "end_turn":
            log["pending"] = False
        if action.kind != "take_money" and any(_builder(c) for c in
                                               getattr(action, "cards", ())):
            log["builder_money"] = True
        for event in events:
            if event.kind == "tile_placed" and is_bazaar(event.tile):
                log["bazaar_built"] = (event.seat, event.tile)
    return log


def choose(panel, log: dict, state) -> dict | None:
    """The button the player taps next: what has not happened yet first, then a plain turn
    (place 1, pay the first way, buy, take money)."""
    kinds = log["kinds"]
    builder_pays = [b for b in payment_buttons(panel) if "🔨" in b.get("label", "")]
    scouts = [NAMES[scout_building(s)] for s in face_up(state)]
    chooses = room_with_a_choice(state, state.active_seat)

    def buy(test):
        return first(panel, lambda t: t[:1] in SHAPES and t[2:].startswith("Buy ") and test(t))

    steps = [
        lambda: next(iter(number_buttons(panel)), None),  # a place, a chest, a payment
        lambda: (first(panel, lambda t: t.startswith("Build in the"))
                 or first(panel, lambda t: t == "Take a tile out")
                 or first(panel, lambda t: t == "Rebuild…")) if log["pending"] else None,
        lambda: (first(panel, lambda t: t.startswith("Use ") and "🔨" in t)
                 if not log["builder_rebuild"] else None),
        lambda: first(panel, lambda t: t == "Place your chests…"),
        lambda: ((first(panel, lambda t: t == "Buy chests…")
                  or first(panel, lambda t: t.startswith(f"Room {chooses} ")))
                 if "place_chest" not in kinds and chooses else None),
        lambda: ((first(panel, lambda t: t == "Bazaars")
                  or first(panel, lambda t: " bazaar (" in t and " · " in t))
                 if log["bazaar_built"] is None else None),
        lambda: builder_pays[0] if builder_pays and not log["builder_money"] else None,
        lambda: next(iter(payment_buttons(panel)), None),
        lambda: (buy(lambda t: "exact" in t and any(f"Buy {n}" in t for n in scouts))
                 if "scout_taken" not in event_kinds(log) else None),
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


def room_with_a_choice(state, seat: int) -> int | None:
    """A room of the treasure chamber whose chests ``seat`` would place by choice (a colour
    with more free buildings than chests of it: TC3), or None."""
    for number, room in enumerate(chamber.rooms(state), start=1):
        if any(len(chamber.free_buildings(state, seat, c)) > room.count(c) > 0 for c in room):
            return number
    return None


def event_kinds(log: dict) -> set[str]:
    return {e.kind for e in log["events"]}


def panel_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds]) + panel.content


async def active_turn(table, log: dict) -> dict:
    """The active player taps through a turn; the first scout taken is checked at once:
    the buyer's panel says where the invaders come from, nobody else's does."""
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    tapped = []
    for _ in range(40):
        if turn_done(panel) or not buttons(panel):
            return log
        choice = choose(panel, log, log["state"])
        tapped.append((choice or {}).get("label"))
        assert choice is not None, (labels(panel), tapped)
        scouted = "scout_taken" in event_kinds(log)
        panel = await tap(member, panel, choice)
        log = await happened(table, log)
        if not scouted and "scout_taken" in event_kinds(log):
            log["scout_seen"] = await scout_secret(table, panel, seat)
    raise AssertionError(f"the turn did not end: {tapped[-8:]}")


async def receiver_choice(table, log: dict) -> dict:
    """The receiver of chests passed on chooses from its panel: a numbered building each
    time (TC2), or, every other time it is asked, "Place them for me"."""
    game = await table.game()
    seat = game.state.flow.window_seats[0]
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    log["received"] = log.get("received", 0) + 1
    for _ in range(12):
        game = await table.game()
        if chamber.passing(game.state) is None or seat not in game.state.flow.window_seats:
            return await happened(table, log)
        choice = first(panel, lambda t: t == "Place them for me (built first)") \
            if log["received"] % 2 == 0 else next(iter(number_buttons(panel)), None)
        assert choice is not None, labels(panel)
        panel = await tap(member, panel, choice)
    raise AssertionError("the receiver's choice did not end")


async def scout_secret(table, panel, seat: int) -> str:
    """The buyer's panel names the top invader card; the other seats' panels do not."""
    game = await table.game()
    card = game.state.modules_state["invaders.deck"][0]
    where = DIRECTIONS["NESW".index(card[-1])]
    assert f"{SECRET} {where}." in panel_text(panel), panel_text(panel)
    for other in (s for s in range(len(game.state.players)) if s != seat):
        theirs = await open_panel(table, table.member(game.user_of(other)))
        assert "invaders come from" not in panel_text(theirs)
        assert not [d for d in DIRECTIONS if d in panel_text(theirs)]
    return where


@pytest.mark.parametrize("seed", [3])
async def test_a_whole_game_with_all_four_modules_of_expansion_4(simcord_env, monkeypatch,
                                                                 seed):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: seed)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules=FOUR)
    log = await happened(table)
    for _turn in range(400):
        game = await table.game()
        if game.status == "finished":
            break
        if chamber.passing(game.state) is not None:  # chests passed on: the receiver's
            log = await receiver_choice(table, log)  # choice (TC2), out of turn
            continue
        log = await active_turn(table, log)
    game = await table.game()
    assert game.status == "finished" and game.state.scorings
    kinds, events = log["kinds"], log["events"]
    milestones = {
        "chests bought": "buy_chests" in kinds,
        "a chest placed by choice": "place_chest" in kinds,
        "a builder's rebuild": log["builder_rebuild"],
        "a builder as money": log["builder_money"],
        "a scout taken": "scout_seen" in log,
        "a bazaar bought": "bazaar_bought" in event_kinds(log),
        "a bazaar built": log["bazaar_built"] is not None,
    }
    assert all(milestones.values()), milestones
    attacks = [e for e in events if e.kind == "invaders_attacked"]
    assert [a.round for a in attacks] == [1, 2, 3]
    final = game.state.scorings[-1]
    builder_seat = log["bazaar_built"][0]
    assert final.extra["bazaars"][builder_seat] > 0, final.extra

    posts = all_posts(table)
    words = "\n".join(posts)
    assert "bought the chests of room" in words and "put a chest on the" in words
    assert "discarded a master builder" in words and "for one more rebuild" in words
    assert "looked at the top invader card" in words
    assert re.search(r"bought the \w+ bazaar \(", words), words[-3000:]
    told = [line for line in words.split("\n") if "The invaders attack from" in line]
    assert len(told) == 3 and "−-" not in words, told
    for attack, line in zip(attacks, told, strict=True):
        names = [p.name for p in game.state.players]
        assert all(f"{names[s]} −{points}" in line for s, points in enumerate(attack.lost)
                   if points), (attack, line)
    last = words.split("Scoring round 3")[-1]
    name = game.state.players[builder_seat].name
    assert re.search(rf"^{name}: .*\+ {final.extra['bazaars'][builder_seat]} for the bazaars",
                     last, re.M), last
    assert "for the chests" in last
    assert "**Final scores**" in words
    # where the invaders come from is told by their attack, never before
    for post in posts:
        said = re.sub(r"The invaders attack from [^!]*!", "", post)
        assert not [d for d in DIRECTIONS if d in said], post
    # which master builders a seat holds stays private: a builder is named only when it is
    # discarded, paid or taken from the display
    for post in posts:
        for line in post.split("\n"):
            if "builder" in line.lower() or "🔨" in line:
                assert PUBLIC_BUILDER.match(line), line
            assert "builder-" not in line, line


@pytest.mark.parametrize(("lang", "chests", "bazaars"), [
    ("en", "+ 7 for the chests", "+ 5 for the bazaars"),
    ("de", "+ 7 für die Schatztruhen", "+ 5 für die Bazare"),
    ("hu", "+ 7 a kincsesládákért", "+ 5 a bazárokért")])
def test_the_score_lines_name_the_chests_and_the_bazaars_in_words(lang, chests, bazaars):
    """The final scoring's terms of the treasure chamber and the bazaars are said in the
    thread's language (they once fell back on the module's id: 'für treasure chamber')."""
    from bot.alhambra.texts import scoring_lines
    from engine.alhambra.events import ScoringRecord, ScoringRound

    record = ScoringRecord(round=3, counts={"tower": (0, 1)}, points={"tower": (0, 1)},
                           walls=(4, 0), totals=(16, 3),
                           extra={"treasure_chamber": (7, 0), "bazaars": (5, 2)})
    lines = scoring_lines(ScoringRound(round=3, record=record), ["Ana", "Ben"], lang=lang)
    assert chests in lines and bazaars in lines, lines
    assert "treasure" not in lines and "_" not in lines


@pytest.mark.parametrize(("lang", "said"), [("en", "Ana −2, Cem −7"), ("de", "Ana −2, Cem −7"),
                                            ("hu", "Ana −2, Cem −7")])
def test_the_attack_line_takes_each_loss_away_once(lang, said):
    """``InvadersAttacked.lost`` holds the points lost (positive): the line says 'Ana −2',
    not 'Ana −-2' (as it did)."""
    from bot.alhambra.modules.invaders.texts import event_line
    from engine.alhambra.events import InvadersAttacked

    line = event_line(InvadersAttacked(round=1, card="invader-S", lost=(2, 0, 7)),
                      ["Ana", "Ben", "Cem"], "", lang=lang)
    assert said in line and "−-" not in line and "Ben" not in line, line
