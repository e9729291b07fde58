"""What the thread of an Alhambra table is told: the turn post (the turn's log in sentences,
the glance picture, read without a tap: market, what changed, scores, whose turn
(:mod:`rendering.glance`), then in an embed the overview with last turn's tiles outlined,
the ping of the next player), the start (every player's starting money, dealt face up, and
why the start player starts), the status, the game log and the final scores.
"""

from __future__ import annotations

from datetime import datetime

import discord

from bot.limits import MESSAGE_CONTENT, last_lines
from bot.tables import Picture, Post
from bot.tables.replays import replay_button
from bot.tables.seats import call_of
from engine.alhambra import apply, view
from engine.alhambra.components import CARDS
from engine.alhambra.events import BonusCardRevealed
from engine.alhambra.modules.sultan import claim as sultan_claim
from i18n import DEFAULT, names_in, text
from rendering import GLANCE_EVENTS, render_glance, render_overview, render_scoring_table
from rendering.statistics import render_module_statistics, render_statistics
from storage import CorruptGame, Game

from .modules.characters import texts as characters
from .modules.street_trader import texts as residents
from .modules.treasure_chamber import texts as chests
from .positions import Tile, say
from .stats import final_text, game_statistics, initial_state
from .texts import cards_text, event_line, hands_out_one_by_one, unused_extra_actions
from .timing import window_length
from .window_words import BARE, quiet_windows, window_what

TURN_ENDING = ("turn_ended", "game_ended")
#: The timers that end what seats are asked out of turn (:meth:`AlhambraKind.timers_after`):
#: a post says "until" the time the one running is due.
ASKING_TIMERS = ("vizier", "auction", "sultan", "residents", "chests")


def names(game: Game) -> list[str]:
    return [p.name for p in game.state.players]


def modules_of(game: Game) -> tuple[str, ...]:
    """The game's rule modules (those switched on by the engine, like Dirk, included)."""
    return tuple(game.state.options.modules) if game.state is not None else ()


async def events_since(store, game_id: int, start) -> list[tuple[object, object]]:
    """The public events of every turn since state ``start``, from the action log, each with
    the state just before its action (an undone turn's events are dropped)."""
    if start.turn_start is None and not start.is_over:
        # A turn's saved start holds no start of its own; replaying from it, the turn must
        # still begin there (or an undo in the log would find nothing to undo).
        start = start.model_copy(update={"turn_start": start})
    state, done, turn = start, [], []
    for entry in await store.action_log(game_id, after=start.moves):
        before = state
        state, events = apply(state, entry.seat, entry.action)
        if entry.action.kind == "restart_turn":
            turn = []
            continue
        turn += [(event, before) for event in events]
        if any(e.kind in TURN_ENDING for e in events):
            done, turn = done + turn, []
    return done + turn


async def revealed_before_the_turn(store, before: Game, start) -> list[tuple[object, None]]:
    """The bonus cards revealed since the last post but before the turn that ``start``
    begins (B5: such a reveal belongs to no turn, so replaying the turn from its start
    does not see it; the pictures show it, and the post's lines tell it first)."""
    posted = before.messages.get("posted_version")
    if posted is None or posted >= start.moves:
        return []
    return [(BonusCardRevealed(seat=entry.seat, card=entry.action.card), None)
            for entry in await store.action_log(before.id, after=posted)
            if entry.seq <= start.moves and entry.action.kind == "reveal_bonus_card"]


async def state_at(store, game: Game, version: int):
    """The state after the first ``version`` logged actions (replayed from the seed)."""
    state = initial_state(game)
    for entry in await store.action_log(game.id):
        if entry.seq > version:
            break
        state, _ = apply(state, entry.seat, entry.action)
    return state


def recent_cells(events: list[tuple[object, object]]) -> list[tuple[int, int, int]]:
    """(seat, x, y) of every tile built or changed by these events (outlined in the image)."""
    return [(e.seat, e.x, e.y) for e, _ in events if e.kind in ("tile_placed", "rebuilt")
            and (e.kind == "tile_placed" or e.into)]


def starting_lines(game: Game, lang: str = DEFAULT) -> list[str]:
    """The start: every player's starting money, dealt face up as in the book ("offen vor
    dem Spieler abgelegt"), and why the start player starts (fewest cards, then lowest
    total; a draw is decided by lot)."""
    state = game.state if game.version == 0 else initial_state(game)
    lines = [text(lang, "alhambra-start-heading")]
    counts = []
    for player in state.players:
        # the master builders (expansion 4) are dealt face down and are no starting money
        # (MB2): never named here
        money = [c for c in player.hand if CARDS[c].role != "builder"]
        value = sum(CARDS[c].value for c in money)
        counts.append((len(money), value))
        lines.append("• " + text(lang, "alhambra-start-money", name=player.name,
                                 cards=cards_text(money, lang=lang),
                                 count=len(money), worth=value))
    seat = state.active_seat
    fewest = min(n for n, _ in counts)
    same_count = [s for s, (n, _) in enumerate(counts) if n == fewest]
    lowest = min(counts[s][1] for s in same_count)
    tied = [s for s in same_count if counts[s][1] == lowest]
    why = "fewest" if len(same_count) == 1 else "lowest" if len(tied) == 1 else "lot"
    lines.append(text(lang, "alhambra-start-player", name=state.players[seat].name, why=why))
    return lines


def turn_call(game: Game, lang: str = DEFAULT, *, goes_on: bool = False,
              until: datetime | None = None) -> str:
    """The ping of whoever acts now, and what they are asked to do (while the window
    between two turns is open: the people who may use their vizier or play a thief, until
    when (``until``: when its timer is due), and whose turn follows). ``goes_on``: the post
    tells what the active player has just done in the middle of their own turn (coins
    drawn, a power used, a builder or chests bought, which cannot be undone): they are
    named, not pinged a second time. A computer is never addressed (CS1): it has answered
    before the post is made."""
    state = game.state
    if goes_on:
        return text(lang, "alhambra-call-turn-goes-on",
                    name=state.players[state.active_seat].name)
    user = call_of(game, state.active_seat, lang)
    until = discord.utils.format_dt(
        until or discord.utils.utcnow() + window_length(game.options), "R")
    choosing = residents.call(game, lang, until)
    if choosing is not None:
        return choosing
    bidding = characters.call(game, state, lang, until) or chests.call(game, state, lang, until)
    if bidding is not None:
        return bidding
    asked = [seat for seat in state.flow.window_seats if game.computer_of(seat) is None]
    if asked and sultan_claim(state) is not None:  # expansion 5 (SU5)
        users = [call_of(game, seat, lang) for seat in asked]
        return say(lang, "alhambra-call-sultan", users=names_in(lang, users),
                   count=len(users), tile=Tile(sultan_claim(state)["tile"]),
                   until=until, next=state.players[state.active_seat].name)
    if asked:
        users = [call_of(game, seat, lang) for seat in asked]
        what = window_what(state)
        message = "alhambra-call-vizier" if what == "vizier" else "alhambra-call-window"
        return text(lang, message, users=names_in(lang, users), what=what,
                    count=len(users), until=until,
                    next=state.players[state.active_seat].name)
    if game.computer_of(state.active_seat) is not None or state.flow.window_seats:
        playing = (*state.flow.window_seats, state.active_seat)[0]  # a computer (CS1)
        return text(lang, "seats-computer-turn", name=call_of(game, playing, lang))
    if state.flow.phase == "final_placing":
        waiting = state.players[state.active_seat].bought
        if hands_out_one_by_one(modules_of(game)) and waiting:
            return say(lang, "alhambra-call-received-one", user=user, tile=Tile(waiting[0]))
        return text(lang, "alhambra-call-received", user=user)
    return text(lang, "alhambra-call-turn", user=user)


async def asked_until(store, game: Game) -> datetime | None:
    """When the time of the seats asked out of turn runs out (the timer that ends it)."""
    timers = await store.timers_of(game.id)
    return min((due for name, due in timers.items() if name in ASKING_TIMERS), default=None)


async def turn_post(store, game: Game, *, before: Game | None = None, since: int | None,
                    events: list, headline: str | None, lang: str = DEFAULT) -> Post:
    """A turn post: what happened since ``before`` (the game before the commit) or since
    version ``since`` (a delayed post), the overview, and whom the game waits for."""
    start = None
    if before is not None and before.state is not None:
        start = before.state.turn_start or before.state
    elif since is not None:
        start = await state_at(store, game, since)
    try:
        happened = [] if start is None else await events_since(store, game.id, start)
        if before is not None and start is not None:
            happened = await revealed_before_the_turn(store, before, start) + happened
    except CorruptGame:  # a damaged log entry must not swallow the post (or the final scores)
        happened = [(event, None) for event in events]
    lines = _lines(game, happened, brief=False, lang=lang)
    if len("\n".join(lines)) > 1500:  # the scoring's per-building lines make room
        lines = _lines(game, happened, brief=True, lang=lang)
    if headline:
        lines.insert(0, headline)
    if tells_the_start(before, since):
        lines = starting_lines(game, lang) + lines
    public = view(game.state, None)
    pictures = []
    if not happened or any(e.kind not in BARE for e, _ in happened):
        # (a window that only closed, or whose seats only answered, changed nothing on the
        # table: a line of the post, no pictures again)
        pictures = [*overview_pictures(public, [e for e, _ in happened], lang,
                                       recent=recent_cells(happened))]
    if any(e.kind == "scoring_round" for e, _ in happened):
        pictures.append(Picture(render_scoring_table, (public,), "scoring.png",
                                {"chart": public.is_over, "lang": lang},
                                caption=text(lang, "alhambra-caption-scoring")))
    if game.state.is_over:
        found = await game_statistics(store, game, initial_state(game))
        lines.append(final_text(game, found, lang))
        if found is not None:
            pictures.extend(statistics_of(found, lang))
    else:
        lines.append(turn_call(game, lang, goes_on=goes_on(before, game),
                               until=await asked_until(store, game)))
    content = last_lines(lines[-20:], MESSAGE_CONTENT)
    return Post(content, tuple(pictures), buttons=final_buttons(game, lang))


def tells_the_start(before: Game | None, since: int | None) -> bool:
    """Whether a post tells the game from its start (its starting money first): the first
    post, one owed since the start, or one that tells the computers' first turns (nothing
    was posted before them)."""
    if before is None:
        return since in (None, 0)
    return "turn" not in before.messages


def final_buttons(game: Game, lang: str = DEFAULT) -> tuple:
    """Under the final scores: "Watch the replay" (:mod:`bot.tables.replays`)."""
    return (replay_button(game.id, lang),) if game.state.is_over else ()


def statistics_of(found, lang: str) -> list[Picture]:
    """The statistics of a finished game (in an embed under the final post), and the rule
    modules' own figures where the game has any (issue 38, in one more)."""
    pictures = [Picture(render_statistics, (found,), "statistics.png", {"lang": lang},
                        caption=text(lang, "stats-caption"))]
    if found.modules:
        pictures.append(Picture(render_module_statistics, (found,), "modules.png",
                                {"lang": lang}, caption=text(lang, "stats-modules-caption")))
    return pictures


def goes_on(before: Game | None, game: Game) -> bool:
    """Whether a post comes from the active player's own act in the middle of their turn:
    the same seat in the same turn, still choosing or placing, and no window before or after
    (an auction or the window between turns asks others while the seat waits: then it is
    pinged again)."""
    if before is None or before.state is None or game.state is None:
        return False
    old, new = before.state, game.state
    turn = ("action", "placing")
    return (old.active_seat == new.active_seat and old.flow.turn == new.flow.turn
            and old.flow.phase in turn and new.flow.phase in turn
            and not old.flow.window_seats and not new.flow.window_seats)


def overview_pictures(public, events: list, lang: str = DEFAULT, *,
                      recent=()) -> tuple[Picture, Picture]:
    """The glance (shown inline: it reads at the size Discord previews a picture) and the
    whole overview (in an embed, a tap from full size), of the public view after
    ``events`` (only those the glance draws are handed to the drawing process)."""
    shown = [e for e in events if e.kind in GLANCE_EVENTS]
    return (Picture(render_glance, (public, shown), "glance.png", {"lang": lang}),
            Picture(render_overview, (public,), "overview.png",
                    {"recent": list(recent), "lang": lang},
                    caption=text(lang, "alhambra-caption-overview")))


def _lines(game: Game, happened: list, *, brief: bool, lang: str = DEFAULT) -> list[str]:
    unused = unused_extra_actions(happened)
    quiet = quiet_windows([e.kind for e, _ in happened])
    return [line for n, (e, before_state) in enumerate(happened)
            if n not in quiet
            and (line := event_line(e, names(game), before_state, modules=modules_of(game),
                                    brief=brief, extra_unused=n in unused, lang=lang))]


def status_text(game: Game, lang: str = DEFAULT) -> str:
    """Whose turn it is and what they wait for, in words (``/alhambra status``)."""
    state = game.state
    if game.status == "abandoned":
        return text(lang, "alhambra-status-cancelled")
    if state.is_over:
        return text(lang, "alhambra-status-over")
    name = state.players[state.active_seat].name
    waiting = state.players[state.active_seat].bought
    turn = state.flow.turn
    bidding = characters.status(state, lang) or residents.status(state, lang) \
        or chests.status(state, lang)
    if bidding is not None:
        return bidding
    if state.flow.window_seats and sultan_claim(state) is not None:  # expansion 5 (SU5)
        who = [state.players[seat].name for seat in state.flow.window_seats]
        return say(lang, "alhambra-status-sultan", turn=turn, name=name,
                   tile=Tile(sultan_claim(state)["tile"]), names=names_in(lang, who),
                   count=len(who))
    if state.flow.window_seats:
        who = [state.players[seat].name for seat in state.flow.window_seats]
        what = window_what(state)
        message = "alhambra-status-vizier" if what == "vizier" else "alhambra-status-window"
        return text(lang, message, turn=turn, name=name, what=what,
                    names=names_in(lang, who), count=len(who))
    if (state.flow.phase == "final_placing" and waiting
            and hands_out_one_by_one(modules_of(game))):
        return say(lang, "alhambra-status-received-one", turn=turn, name=name,
                   tile=Tile(waiting[0]))
    if state.flow.phase == "final_placing":
        return text(lang, "alhambra-status-received", turn=turn, name=name)
    if waiting:
        return say(lang, "alhambra-status-placing", turn=turn, name=name, tile=Tile(waiting[0]))
    if state.flow.extra_action:
        return text(lang, "alhambra-status-extra", turn=turn, name=name)
    return text(lang, "alhambra-status-choosing", turn=turn, name=name)


async def log_lines(store, game: Game, lang: str = DEFAULT) -> list[str]:
    """The latest moves as sentences (``/alhambra log``)."""
    since = await state_at(store, game, max(0, game.version - 30))
    happened = await events_since(store, game.id, since)
    unused = unused_extra_actions(happened)
    return [line for n, (event, before) in enumerate(happened)
            if event.kind != "scoring_round"
            and (line := event_line(event, names(game), before, modules=modules_of(game),
                                    extra_unused=n in unused, lang=lang))]
