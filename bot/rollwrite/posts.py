"""What the thread of a Roll & Write table is told: each round's result (who crossed what,
dice turned, coins gained, the imaginary players' buildings, columns filled), the score
sheet, the next roll and the mentions of everyone who has to act; at the end the final
table. Everything since the last post is read from the log, so a delayed post loses nothing.

A simultaneous round is sealed until it closes (issue 38): its pictures show every sheet as
the round opened (the engine's public view), and no post or log says a choice of the round
still open; the post that closes it says every choice of the round, seat by seat.

Posts are public: they speak the table's language ``lang``, their pictures too.
"""

from __future__ import annotations

from bot.limits import MESSAGE_CONTENT, last_lines
from bot.tables import Picture, Post
from bot.tables.replays import replay_button
from bot.tables.seats import call_of
from engine.rollwrite import apply, new_game, view
from i18n import names_in, text
from rendering.rollwrite import render_final_table, render_score_sheet
from storage import Game

from .panel import PANEL_BUTTON
from .stats import game_statistics, statistics_picture
from .texts import dice_text, event_line, log_line


def names(game: Game) -> list[str]:
    state = game.state
    return [state.name_of(p) for p in range(state.participants)]


def initial_state(game: Game):
    return new_game([s.name for s in game.seats], seed=game.seed,
                    **game.options.get("rules", {}))


async def _log_with_rounds(store, game: Game) -> tuple[list[tuple[object, list, int]], int]:
    """Every logged action with its events and the version its round opened at; and the
    version the current round opened at."""
    state, out, opened = initial_state(game), [], 0
    for entry in await store.action_log(game.id):
        state, events = apply(state, entry.seat, entry.action)
        out.append((entry, events, opened))
        if any(e.kind == "round_started" for e in events):
            opened = entry.seq
    return out, opened


async def shown_moves(store, game: Game, since: int,
                      *, whole_rounds: bool = True) -> list[tuple[object, list]]:
    """The logged actions after version ``since`` that may be shown now, with their events.

    Simultaneous mode seals a round until it closes (issue 38): nothing of the round still
    open is shown, so nobody reads another's choice before acting; the post that closes the
    round shows all of it. With ``whole_rounds``, a round that was still open at ``since``
    (a post made then held its lines back) is read from its opening.
    """
    logged, opened_now = await _log_with_rounds(store, game)
    state = game.state
    if whole_rounds and state.mode == "simultaneous":
        since = min([since] + [opened for entry, _, opened in logged if entry.seq > since])
    until = opened_now if state.sealed else game.version
    return [(entry, events) for entry, events, _ in logged if since < entry.seq <= until]


def final_lines(game: Game, lang: str) -> list[str]:
    state = game.state
    lines = [text(lang, "rollwrite-final-heading")]
    for line in sorted(state.final.lines, key=lambda line: -line.total):
        if line.imaginary and not line.counted:
            continue
        args = dict(name=line.name, total=line.total, buildings=sum(line.buildings.values()),
                    lines=line.lines, coins=line.coins)
        if line.bonus:
            lines.append(text(lang, "rollwrite-final-line-bonus", bonus=line.bonus, **args))
        else:
            lines.append(text(lang, "rollwrite-final-line", **args))
    winners = [state.name_of(p) for p in state.winners]
    lines.append(text(lang, "rollwrite-final-winners", count=len(winners),
                      winners=names_in(lang, winners)))
    return lines


def _round_head(state, lang: str) -> str:
    return text(lang, "rollwrite-round-head", round=state.round, rounds=state.rounds)


def now_lines(game: Game, lang: str) -> list[str]:
    """What the table waits for now, with mentions of whoever has to act."""
    state = game.state
    mentions = " ".join(f"<@{user}>" for user in game.active_user_ids)
    head = _round_head(state, lang)
    button = text(lang, PANEL_BUTTON)
    if state.mode == "simultaneous":
        return [text(lang, "rollwrite-now-dice", head=head, dice=dice_text(state.roll)),
                text(lang, "rollwrite-now-your-move", mentions=mentions, button=button)]
    seat = state.active_seat
    if game.computer_of(seat) is not None:  # it plays at once, never pinged (CS1)
        return [head + " " + text(lang, "seats-computer-turn", name=call_of(game, seat, lang))]
    dice = state.players[seat].dice
    return [text(lang, "rollwrite-now-your-turn", head=head, mentions=mentions,
                 name=state.players[seat].name, dice=dice_text(dice), button=button)]


def pictures(game: Game, lang: str) -> tuple[Picture, ...]:
    """The score sheet; at the end the final table first and the score sheet in an embed
    (Discord crops two pictures of one message into squares side by side; see
    :class:`bot.tables.Picture`). Their words in ``lang``."""
    public = view(game.state, None)
    if not public.is_over:
        return (Picture(render_score_sheet, (public,), "score_sheet.png", {"lang": lang}),)
    return (Picture(render_final_table, (public,), "final_scores.png", {"lang": lang}),
            Picture(render_score_sheet, (public,), "score_sheet.png", {"lang": lang},
                    caption=text(lang, "rollwrite-caption-score-sheet")))


#: Events that close a round: said after every seat's lines of the round.
CLOSING_EVENTS = ("imaginary_built", "column_filled")


def happened_lines(game: Game, done: list[tuple[object, list]], lang: str) -> list[str]:
    """The rounds' results, from the actions and their events. In simultaneous mode each
    round's choices are said all together, seat by seat (who was quicker tells nothing),
    then what closed the round; in classic mode as they were played."""
    who = names(game)
    together = game.state.mode == "simultaneous"
    lines: list[str] = []
    by_seat: list[tuple[int, list[str]]] = []  # the round's lines so far, with their seat
    for entry, events in done:
        said = []
        if entry.action.kind == "gain_coins":
            said += [line for e in events if e.kind == "coins_gained"
                     and (line := event_line(e, who, lang))]
        elif line := log_line(entry.action, who[entry.seat], lang):
            said.append(line)
        said += [line for e in events if e.kind == "seat_retired"
                 and (line := event_line(e, who, lang))]
        by_seat.append((entry.seat if together else 0, said))
        if not together or any(e.kind in ("round_ended", "game_ended") for e in events):
            lines += _in_seat_order(by_seat) + [
                line for e in events if e.kind in CLOSING_EVENTS
                and (line := event_line(e, who, lang))]
            by_seat = []
    return lines + _in_seat_order(by_seat)


def _in_seat_order(by_seat: list[tuple[int, list[str]]]) -> list[str]:
    """The lines seat by seat, each seat's in the order it made them."""
    return [line for _, said in sorted(by_seat, key=lambda seat_lines: seat_lines[0])
            for line in said]


async def round_post(store, game: Game, *, since: int | None, events: list,
                     headline: str | None, lang: str) -> Post:
    state = game.state
    lines: list[str] = [headline] if headline else []
    if since is None:
        lines.append(text(lang, "rollwrite-started", rounds=state.rounds, mode=state.mode))
    else:
        ended = [e.round for e in events if e.kind == "round_ended"]
        if ended:
            lines.append(text(lang, "rollwrite-round-over", round=ended[-1]))
        lines += happened_lines(game, await shown_moves(store, game, since), lang)
    lines += final_lines(game, lang) if state.is_over else now_lines(game, lang)
    content = last_lines(lines, MESSAGE_CONTENT)
    shown = pictures(game, lang)
    if state.is_over:  # the statistics with the final scores, unless the log does not replay
        found = await game_statistics(store, game)
        shown += (statistics_picture(found, lang),) if found is not None else ()
    return Post(content, shown,
                buttons=(replay_button(game.id, lang),) if state.is_over else ())


def status_post(game: Game, lang: str) -> Post:
    state = game.state
    if state.is_over:
        lines = final_lines(game, lang)
    else:
        waiting = ", ".join(state.players[s].name for s in state.active_seats)
        count = len(state.active_seats)
        head = _round_head(state, lang)
        if state.roll:
            lines = [text(lang, "rollwrite-status-dice", head=head, dice=dice_text(state.roll),
                          waiting=waiting, count=count)]
        else:
            lines = [text(lang, "rollwrite-status", head=head, waiting=waiting, count=count)]
    return Post("\n".join(lines), pictures(game, lang))


async def log_lines(store, game: Game, lang: str) -> list[str]:
    """``/rollwrite log``: the latest moves, round by round, turned dice and coins included;
    nothing of a simultaneous round still open (sealed until it closes)."""
    done = await shown_moves(store, game, max(0, game.version - 40), whole_rounds=False)
    return happened_lines(game, done, lang)
