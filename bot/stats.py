"""The end-of-game summary: scores, the winner, longest walls, exact payments, turn times."""

from __future__ import annotations

from collections import defaultdict

from engine.alhambra.components import CARDS, TILES
from engine.alhambra.scoring import longest_outer_wall
from storage import Game


async def final_summary(store, game: Game) -> str:
    state = game.state
    names = [p.name for p in state.players]
    entries = await store.action_log(game.id)
    exact: dict[int, int] = defaultdict(int)
    turn_seconds: dict[int, list[float]] = defaultdict(list)
    previous = game.started_at
    replay = None
    from engine.alhambra import apply, new_game

    replay = new_game(names, seed=game.seed, **game.options.get("rules", {}))
    for entry in entries:
        if entry.action.kind == "buy":
            tile = replay.market[("denar", "dirham", "ducat", "guilder").index(entry.action.slot)]
            if sum(CARDS[c].value for c in entry.action.cards) == TILES[tile].price:
                exact[entry.seat] += 1
        replay, _ = apply(replay, entry.seat, entry.action)
        if entry.action.kind == "end_turn" and previous is not None:
            turn_seconds[entry.seat].append((entry.at - previous).total_seconds())
        if entry.action.kind == "end_turn":
            previous = entry.at
    ranking = sorted(range(len(names)), key=lambda s: -state.players[s].score)
    lines = ["**Final scores**"]
    for seat in ranking:
        player = state.players[seat]
        times = turn_seconds.get(seat, [])
        average = f", {sum(times) / len(times) / 3600:.1f} h per turn" if times else ""
        lines.append(f"{names[seat]}: **{player.score}** (wall {longest_outer_wall(player.grid)}, "
                     f"{exact[seat]} exact payments{average})")
    return "\n".join(lines)
