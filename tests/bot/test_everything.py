"""Everything at once through the real bot on SimCord (issue 27): a game with every module
that plays with the base game (the ``everything`` box: :func:`engine.alhambra.everything`)
from ``/alhambra new modules:everything`` to the final scores, for three players and for
two (with Dirk), and the six modules of expansion 6 and the promos together
(``modules:expansion6, promos``), played by taps on the private panels only, each
out-of-turn question answered from the panel of a seat asked, the first question of each
kind by its timer.

The players are a generic driver, not a script: it knows no module. It reads which action
each of a panel's buttons stands for (a button's custom id carries its index among the
seat's legal actions, see ``bot/alhambra/panel_core.py``), picks among the real buttons with
a seeded random, prefers what has not been done yet in the game (so each module's choices
get played), then buying, never taps "Undo turn", "‹ Back" or a setting (except "always
pass" for a question asked the third time, as a player tired of it would), opens a
screen at most twice a turn, and fails with the panel's labels when a turn cannot end.
Whoever is asked is read from the stored game (``flow.window_seats``, else the active seat).

From the stored action log replayed through the engine it checks that every box of the
board game did something, and nearly every module: its own actions, the events its engine
module imports that a game without modules never shows, its scoring terms (worked out for
any module; four old modules without such signs are named with theirs). No public post holds
an internal id, a secret or a seat's own note, and nobody was shown an error.

Time: a whole game asks for some 1,500 pictures (0.1-0.35 s each in the drawing worker);
each kind of picture is drawn for real its first three times and every ``EVERY``-th time,
the bot gets the last real drawing in between (``sampled_pictures``). Measured on the shared
2-core machine with the 20 modules of expansions 1-5: three players 57 s (about 490 turns,
1,400 action taps, 800 screens), two players 33 s."""

from __future__ import annotations

import random
import re
import sys
from collections import Counter

import pytest

import bot.tables.kind as tk
import engine.alhambra as engine_module
from bot.alhambra.boxes import BOXES
from bot.alhambra.options import parse_modules
from bot.alhambra.posts import initial_state
from engine.alhambra import apply, everything, legal_actions
from engine.alhambra.components import CARDS, TILES
from engine.alhambra.events import EventBase
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.new_scoring_tiles import SCORING_TILES
from engine.alhambra.modules.new_scoring_tiles import tiles as scoring_tiles
from engine.alhambra.random_play import SETTINGS, play_random_game

from .driver import buttons, making_games, open_panel, open_table, turn_done
from .test_expansion5 import INTERNAL
from .test_expansions_2_3 import all_posts, labels

MINUTE = 60
#: One picture in so many is drawn for real (see ``sampled_pictures``).
EVERY = 20
#: A seat asked the same question out of turn this many times sets "always pass" where
#: the panel offers it (as a player tired of being asked would).
TIRED = 3
#: Cards in hand from which a player would rather buy than take more money.
HAND = 6
#: Never tapped: they change no game, they roll it back, or only move between screens the
#: driver reaches by other buttons (a page of a long list is still turned, see ``weight``).
NAVIGATION = frozenset({"‹ Back"})
NEVER = SETTINGS | {"restart_turn"}
#: Taps one seat may make in one go before the driver says the turn is stuck.
MOST_TAPS = 60
#: Screens one seat may open in one go (then only actions and "End turn" are tapped).
MOST_SCREENS = 6
#: What the bot shows when a handler fails (bot/tables/guard.py), and Python's trace.
ERRORS = ("Traceback", "something went wrong", "Exception", "could not post")
#: The ids of the tiles and cards (a module's new components included): never in a post.
IDS = frozenset(i for i in (*TILES, *CARDS) if "-" in i or "_" in i)
SECRETS = ("Only you know", "Only you see this")
DIRECTIONS = ("the north (top)", "the east (right)", "the south (bottom)", "the west (left)")


# -- what each module did --------------------------------------------------------------------

def _plain_game() -> tuple[set[str], set[str]]:
    """The action and event kinds of a game of three without modules."""
    actions, events = set(), set()

    def step(before, action, after, happened):
        actions.add(action.kind)
        events.update(e.kind for e in happened)
    play_random_game(3, 5, random.Random(5), on_step=step)
    return actions, events


def evidence(name: str, plain: tuple[set[str], set[str]]) -> tuple[set[str], set[str]]:
    """The action kinds and event kinds that show module ``name`` at work: its own actions
    (its handlers, its window's and its any-time actions), and the events its engine module
    knows (imports or defines), less what a game without modules has and the settings."""
    module = REGISTRY[name]
    actions = (set(module.handlers) | set(module.window_actions)
               | set(module.any_time_actions)) - plain[0] - NEVER
    source = sys.modules[module.__module__]
    events = {value.model_fields["kind"].default for value in vars(source).values()
              if isinstance(value, type) and issubclass(value, EventBase) and value is not EventBase
              and "kind" in value.model_fields} - plain[1]
    return actions, events


def _paid_with(log: dict, kind: str) -> bool:
    return any(CARDS[c].kind == kind for e in log["events"] if e.kind == "tile_bought"
               for c in e.cards)


#: Modules of the first five boxes that leave no action or event of their own: what shows
#: them at work (the new modules are found by ``evidence`` alone).
OLD_SIGNS = {
    "diamonds": lambda log: _paid_with(log, "diamond"),
    "exchange_offices": lambda log: _paid_with(log, "exchange"),
    "camps": lambda log: any(e.kind == "tile_placed" and TILES[e.tile].building == "camp"
                             for e in log["events"]),
    "new_scoring_tiles": lambda log: [r.rows for r in log["state"].scorings] == [
        SCORING_TILES[t] for t in scoring_tiles(log["state"])],
}


def worked(log: dict, modules: list[str]) -> tuple[dict[str, bool], list[str]]:
    """Per module with a way to tell: whether it did something; and the modules without."""
    plain = _plain_game()
    done_actions, done_events = log["kinds"], {e.kind for e in log["events"]}
    extra = {key for record in log["state"].scorings
             for key, points in record.extra.items() if any(points)}
    found, unknown = {}, []
    for name in modules:
        actions, events = evidence(name, plain)
        if name in OLD_SIGNS:
            found[name] = OLD_SIGNS[name](log) or bool(actions & done_actions
                                                          or events & done_events)
        elif actions or events or name in extra:
            found[name] = bool(actions & done_actions or events & done_events
                               or name in extra)
        else:
            unknown.append(name)
    return found, unknown


async def happened(table, log: dict | None = None) -> dict:
    """What the stored log did, replayed through the engine (from where ``log`` left off)."""
    game = await table.game()
    if log is None:
        log = {"kinds": set(), "events": [], "state": initial_state(game), "seq": 0}
    state = log["state"]
    for entry in await table.store.action_log(game.id, after=log["seq"]):
        log["seq"] = entry.seq
        state, events = apply(state, entry.seat, entry.action)
        log["state"] = state
        log["kinds"].add(entry.action.kind)
        log["events"] += events
    return log


# -- the players ------------------------------------------------------------------------------

def asked(state) -> list[int]:
    """The seats the game waits for now: those asked out of turn, else the active seat."""
    return list(state.flow.window_seats) or [state.active_seat]


def choices(panel, actions: list, game_id: int) -> list[tuple[dict, str, str]]:
    """The panel's buttons the driver may tap: (button, "do" or "view", the action kind or
    the screen's name)."""
    found = []
    for button in buttons(panel):
        if button.get("disabled") or button.get("label") in NAVIGATION:
            continue
        prefix, game, _version, what, *arg = button["custom_id"].split(":")
        if prefix != "alh" or int(game) != game_id:
            continue
        if what == "do":
            kind = actions[index(button)].kind
            if kind not in NEVER:
                found.append((button, "do", kind))
        elif what == "view":
            found.append((button, "view", arg[0] if arg else ""))
    return found


def index(button: dict) -> int:
    """The index among the seat's legal actions a "do" button carries."""
    return int(button["custom_id"].split(":")[4])


class Players:
    """The generic driver: a seeded random among a panel's real buttons."""

    def __init__(self, table, seed: int):
        self.table = table
        self.rng = random.Random(seed)
        self.tapped: Counter = Counter()  # action kinds tapped in the game
        self.screens: Counter = Counter()  # screens opened in the game
        self.said: list[str] = []  # every answer the bot gave a tap (all private)
        self.refused: list[tuple[str, str]] = []
        self.asked: Counter = Counter()  # (seat, question) asked out of turn
        self.notes: set[str] = set()  # what a panel told its seat alone
        self.listed: dict = {}
        self.turns = self.answers = 0
        self.timed: set[frozenset] = set()  # the questions left to their timers

    def weight(self, way: str, what: str, opened: Counter, label: str, held: int) -> float:
        """How likely a button is: what the game has not seen yet first, then buying (each
        purchase brings the end nearer: a screen's button most often leads to a payment),
        money while the hand is small (``held`` cards), placing; a screen at most twice
        a turn; the end of a turn last."""
        if way == "view":
            name = what.partition("-")[0]
            if opened[name] >= 2 or sum(opened.values()) >= MOST_SCREENS or name == "main":
                return 0
            if label.endswith("›"):  # another page of the same list
                return 0.3
            return 4 if not self.screens[name] else 1.5
        if what == "end_turn":
            return 0.05
        if not self.tapped[what]:
            return 8
        if what == "take_money":
            return 1 if held < HAND else 0.1
        if what.startswith("buy") or what == "place":
            return 3
        return 0.3

    def listing(self, game, seat: int) -> list:
        """The seat's legal actions at the game's version, as the panel numbers them (a
        screen's tap changes no version: listed once)."""
        key = (game.version, seat)
        if key not in self.listed:
            self.listed = {key: list(legal_actions(game.state, seat))}
        return self.listed[key]

    def tired_of(self, panel, actions: list, game, seat: int) -> dict | None:
        """An "always pass" setting to switch on, when ``seat`` is asked out of turn for
        the ``TIRED``-th time the same question."""
        if seat not in game.state.flow.window_seats:
            return None
        question = frozenset(a.kind for a in actions if a.kind not in NEVER)
        self.asked[seat, question] += 1
        if self.asked[seat, question] < TIRED:
            return None
        return next((b for b in buttons(panel) if b["custom_id"].split(":")[3] == "do"
                     and actions[index(b)].kind in SETTINGS
                     and actions[index(b)].kind.endswith("always_pass")
                     and getattr(actions[index(b)], "on", False)), None)

    async def answer(self, seat: int) -> None:
        """``seat`` taps on its panel until the game no longer waits for it."""
        table = self.table
        game = await table.game()
        member = table.member(game.user_of(seat))
        panel = await open_panel(table, member)
        opened: Counter = Counter()
        trail: list[str] = []
        for _ in range(MOST_TAPS):
            if (game.status != "running" or seat not in asked(game.state)
                    or turn_done(panel) or not buttons(panel)):
                return
            actions = self.listing(game, seat)
            found = choices(panel, actions, game.id)
            tired = self.tired_of(panel, actions, game, seat)
            if tired is not None:
                found = [(tired, "do", actions[index(tired)].kind)]
            held = len(game.state.players[seat].hand)
            weights = [self.weight(way, what, opened, b.get("label", ""), held)
                       for b, way, what in found]
            if not any(weights):  # only "End turn" or screens seen: an action, else a screen
                weights = [1.0 if way == "do" else 0 for _, way, _ in found]
            if not any(weights):
                weights = [1.0 for _ in found]
            if not any(weights):
                back = [b for b in buttons(panel) if b.get("label") in NAVIGATION]
                assert back, (f"seat {seat} cannot go on; the panel: {labels(panel)}; "
                              f"tapped: {trail[-12:]}")
                found, weights = [(back[0], "view", "main")], [1.0]
            button, way, what = self.rng.choices(found, weights)[0]
            trail.append(button.get("label", ""))
            if way == "view":
                opened[what.partition("-")[0]] += 1
                self.screens[what.partition("-")[0]] += 1
            else:
                self.tapped[what] += 1
            result = await member.click(panel, custom_id=button["custom_id"])
            assert all(m.ephemeral for m in (result.response, *result.followups)), button
            self.said += said(result)
            self.notes.update(field["value"] for m in (result.response, *result.followups)
                              for e in m.embeds for field in e.to_dict().get("fields", ())
                              if field["name"] == "Note" and len(field["value"]) > 30)
            panel = result.response
            after = await table.game()
            if way == "do" and after.version == game.version:
                self.refused.append((button.get("label", ""), said(result)[-1][:200]))
            game = after
        raise AssertionError(f"seat {seat}'s turn did not end after {MOST_TAPS} taps; "
                             f"the panel: {labels(panel)}; tapped: {trail[-12:]}")


def said(result) -> list[str]:
    messages = [m for m in (result.response, *result.followups) if m is not None]
    return [m.content + " " + str([e.to_dict() for e in m.embeds]) for m in messages]


async def play(env, table, seed: int, *, most_steps: int = 2000,
               between=None) -> tuple[Players, dict]:
    """Play until the final scores: each time, one seat asked answers from its panel; the
    first question of each kind (the kinds of action it offers) is left to its timer.
    ``between(game)``, when given, is awaited before each step (a host's command, say)."""
    players = Players(table, seed)
    timed = players.timed
    for _ in range(most_steps):
        game = await table.game()
        if game.status == "finished":
            return players, await happened(table)
        if between is not None:
            await between(game)
            game = await table.game()
        state = game.state
        window = list(state.flow.window_seats)
        if window:
            question = frozenset(kind for s in window
                                 for kind in legal_actions(state, s).kinds()
                                 if kind not in NEVER)
            if question not in timed:
                timed.add(question)
                await env.advance_time(16 * MINUTE)  # 5 minutes to answer; looked at each 10
                after = await table.game()
                assert after.version > game.version, (
                    f"no timer answered {sorted(question)} (asked of seats {window}) in 16 "
                    "minutes: a seat that is away would hold the table")
                continue
            able = [s for s in window
                    if set(legal_actions(state, s).kinds()) - NEVER]
            assert able, f"nobody can answer {window}: {sorted(question)}"
            players.answers += 1
            await players.answer(players.rng.choice(able))
        else:
            players.turns += 1
            await players.answer(state.active_seat)
    raise AssertionError(f"the game did not end in {most_steps} steps")


def seeded(real_new_game, seed: int):
    """``new_game`` with the seed fixed (the lobby draws one at random)."""
    def made(players, *, seed: int = seed, **options):  # noqa: ARG001 (the lobby's seed)
        return real_new_game(players, seed=fixed, **options)
    fixed = seed
    return made


def sampled_pictures(monkeypatch, every: int = EVERY) -> Counter:
    """Each kind of picture is drawn for real its first three times and every ``every``-th
    time after; in between the bot gets the last real drawing of that kind (a whole game
    asks for some 1,500 pictures, 0.1-0.35 s each in the worker: minutes). Answers how many
    of each kind were drawn for real."""
    real = tk.render
    asked: Counter = Counter()
    drawn: Counter = Counter()
    last: dict[str, bytes] = {}

    async def sampled(draw, *args):
        name = getattr(draw, "func", draw).__name__
        asked[name] += 1
        if name in last and asked[name] > 3 and asked[name] % every:
            return last[name]
        last[name] = await real(draw, *args)
        drawn[name] += 1
        return last[name]
    monkeypatch.setattr(tk, "render", sampled)
    return drawn


# -- the checks -------------------------------------------------------------------------------

def check_posts(table, players: Players) -> list[str]:
    posts = all_posts(table)
    words = "\n".join(posts)
    assert "**Final scores**" in words
    for post in posts:
        assert not INTERNAL.search(post), post
        assert not set(re.findall(r"[\w-]+", post)) & IDS, post
        assert not any(secret in post for secret in SECRETS), post
        assert not [note for note in players.notes if note in post], post
        said_where = re.sub(r"The invaders attack from [^!]*!", "", post)
        assert not [d for d in DIRECTIONS if d in said_where], post
    for text in [*posts, *players.said]:
        assert not any(error in text for error in ERRORS), text
    return posts


@pytest.mark.simcord(settle_timeout=60)  # a shared machine renders slowly at times
@pytest.mark.parametrize(("typed", "names", "seed"), [
    ("everything", ["ana", "ben", "cem"], 1),
    ("everything", ["ana", "ben"], 2),
    ("expansion6, promos", ["ana", "ben", "cem"], 3),
], ids=["three players", "two players and Dirk", "expansion 6 and the promos"])
async def test_a_whole_game_with_every_module_from_alhambra_new(simcord_env, monkeypatch,
                                                                typed, names, seed):
    making_games(monkeypatch, seeded(engine_module.new_game, seed))
    table = await open_table(simcord_env, names, modules=typed, vizier_minutes=5)
    game = await table.game()
    modules = parse_modules(typed)
    assert len(modules) >= 6 and (typed != "everything" or modules == everything())
    assert set(modules) <= set(game.state.options.modules), game.state.options.modules
    drawn = sampled_pictures(monkeypatch)
    players, log = await play(simcord_env, table, seed)
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert len(game.state.scorings) == 3 and game.state.scores
    found, unknown = worked(log, list(game.state.options.modules))  # (with Dirk for two)
    idle = sorted(name for name, did in found.items() if not did)
    boxes = {box: [m for m in box_modules if found.get(m)]
             for box, box_modules in BOXES.items() if set(box_modules) & set(modules)}
    print(f"\nmodules at work: {sorted(n for n, d in found.items() if d)}; idle: {idle}; "
          f"no sign known: {unknown}; pictures drawn: {dict(drawn)}; "
          f"taps: {sum(players.tapped.values())}; screens: {sum(players.screens.values())}; "
          f"turns: {sum(e.kind == 'turn_ended' for e in log['events'])} "
          f"({players.turns} panels); answers out of turn: {players.answers}; "
          f"timers: {players.timed}")
    assert all(boxes.values()), boxes
    assert len(idle) <= len(found) // 5, (idle, players.tapped)
    assert not players.refused, players.refused
    posts = check_posts(table, players)
    assert len([p for p in posts if "Time is up" in p]) >= len(players.timed), players.timed


def test_the_residents_tag_on_the_smallest_board_is_drawn():
    """The final scoring's invasion strip draws each Alhambra at cells down to 10 px: the
    street trader's tag of residents then had a text of 3 px, and its ring left no inside
    (Pillow refused: the final scores of the first game with every module were never
    posted)."""
    from PIL import Image

    from rendering.marks import draw_trader

    for cell in (10, 14, 20, 40):
        im = Image.new("RGB", (cell * 3, cell * 3), (255, 255, 255))
        draw_trader(im, (cell, cell, 2 * cell, 2 * cell), cell, 3)
        assert im.getbbox() is not None
