"""What the thread of a Roll & Write table is told: each round's result (who crossed what,
dice turned, coins gained, the imaginary players' buildings, columns filled), the score
sheet, the next roll and the mentions of everyone who has to act; at the end the final
table. Everything since the last post is read from the log, so a delayed post loses nothing.
"""

from __future__ import annotations

from bot.tables import Picture, Post
from engine.rollwrite import apply, new_game, view
from rendering.rollwrite import render_final_table, render_score_sheet
from storage import Game

from .texts import dice_text, event_line, log_line

PANEL_BUTTON = "My panel"


def names(game: Game) -> list[str]:
    state = game.state
    return [state.name_of(p) for p in range(state.participants)]


def initial_state(game: Game):
    return new_game([s.name for s in game.seats], seed=game.seed,
                    **game.options.get("rules", {}))


async def replayed(store, game: Game, since: int) -> list[tuple[object, list]]:
    """Every logged action after version ``since`` with the events it caused."""
    state, out = initial_state(game), []
    for entry in await store.action_log(game.id):
        state, events = apply(state, entry.seat, entry.action)
        if entry.seq > since:
            out.append((entry, events))
    return out


def final_lines(game: Game) -> list[str]:
    state = game.state
    lines = ["**Final scores**"]
    for line in sorted(state.final.lines, key=lambda line: -line.total):
        if line.imaginary and not line.counted:
            continue
        extra = f" + {line.bonus} bonus" if line.bonus else ""
        lines.append(f"{line.name}: **{line.total}** ({sum(line.buildings.values())} buildings, "
                     f"{line.lines} rows/columns, {line.coins} coins{extra})")
    winners = " and ".join(state.name_of(p) for p in state.winners)
    lines.append(f"**Game over!** Winner{'s' if len(state.winners) > 1 else ''}: {winners}.")
    return lines


def now_lines(game: Game) -> list[str]:
    """What the table waits for now, with mentions of whoever has to act."""
    state = game.state
    mentions = " ".join(f"<@{user}>" for user in game.active_user_ids)
    head = f"**Round {state.round} of {state.rounds}.**"
    if state.mode == "simultaneous":
        return [f"{head} The dice: {dice_text(state.roll)}",
                f"{mentions}: your move! Press **{PANEL_BUTTON}**."]
    seat = state.active_seat
    dice = state.players[seat].dice
    return [f"{head} {mentions}, it's your turn ({state.players[seat].name}): your dice "
            f"{dice_text(dice)}. Press **{PANEL_BUTTON}**."]


def pictures(game: Game) -> tuple[Picture, ...]:
    public = view(game.state, None)
    shown = [Picture(render_score_sheet, (public,), "score_sheet.png")]
    if public.is_over:
        shown.append(Picture(render_final_table, (public,), "final_scores.png"))
    return tuple(shown)


def happened_lines(game: Game, done: list[tuple[object, list]]) -> list[str]:
    """The round's result, from the actions and their events, in order."""
    who = names(game)
    lines = []
    for entry, events in done:
        if entry.action.kind == "gain_coins":
            lines += [line for e in events if e.kind == "coins_gained"
                      and (line := event_line(e, who))]
        elif line := log_line(entry.action, who[entry.seat]):
            lines.append(line)
        lines += [line for e in events if e.kind in ("imaginary_built", "column_filled",
                                                     "seat_retired")
                  and (line := event_line(e, who))]
    return lines


async def round_post(store, game: Game, *, since: int | None, events: list,
                     headline: str | None) -> Post:
    state = game.state
    lines: list[str] = [headline] if headline else []
    if since is None:
        mode = ("everyone acts at once on the same roll" if state.mode == "simultaneous"
                else "turns go clockwise, the unused pair is passed on")
        lines.append(f"**Alhambra Roll & Write has started** ({state.rounds} rounds; {mode}).")
    else:
        ended = [e.round for e in events if e.kind == "round_ended"]
        if ended:
            lines.append(f"**Round {ended[-1]} is over.**")
        lines += happened_lines(game, await replayed(store, game, since))
    lines += final_lines(game) if state.is_over else now_lines(game)
    content = "\n".join(lines)
    if len(content) > 2000:
        content = "…\n" + content[-1990:]
    return Post(content, pictures(game))


def status_post(game: Game) -> Post:
    state = game.state
    if state.is_over:
        lines = final_lines(game)
    else:
        head = f"**Round {state.round} of {state.rounds}.**"
        dice = f" The dice: {dice_text(state.roll)}." if state.roll else ""
        waiting = ", ".join(state.players[s].name for s in state.active_seats)
        lines = [f"{head}{dice} Waiting for: {waiting}."]
    return Post("\n".join(lines), pictures(game))


async def log_lines(store, game: Game) -> list[str]:
    """``/rollwrite log``: the latest moves, round by round, turned dice and coins included."""
    done = await replayed(store, game, max(0, game.version - 40))
    return happened_lines(game, done)
