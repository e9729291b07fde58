"""Points: places shared during the game (§7) and the final scoring (§8).

Both use one rule to share places: participants who take places together split the sum of
those places' points, "Dabei wird immer abgerundet" (rounded down). A place beyond 3rd is
worth nothing, so more sharers than free places split what is left.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .data import (
    BEAT_THEM_BONUS,
    BOXES,
    BUILDINGS,
    COINS_PER_POINT,
    PLACES,
    SIDE,
    line_points,
    place_points,
)
from .dice import Cell
from .state import Completion, FinalScoring, GameState, Majority, ScoreLine


def shared_points(building: str, places: Sequence[int], sharers: int) -> int:
    """Each sharer's points when ``sharers`` participants share ``places`` (rounded down).

    Rule book: "Patricia und Frank haben in der gleichen Runde alle Kästchen des Serails
    markiert. Sie teilen sich somit die SP für den ersten und zweiten Platz und erhalten
    beide 13 SP" ((17 + 9) / 2).
    """
    if sharers <= 0:
        return 0
    return sum(place_points(building, p) for p in places) // sharers


def free_places(taken: Iterable[int]) -> list[int]:
    used = set(taken)
    return [p for p in PLACES if p not in used]


# -- during the game (§7) -----------------------------------------------------------------


def round_completions(state: GameState) -> list[Completion]:
    """The columns filled this round and the places they take, building by building.

    "In dem Fall, dass dann alle Kästchen in der Spalte eines Gebäudes markiert sind,
    erhält der Spieler am Ende der Runde die SP für den ersten Platz (sofern noch
    verfügbar). Falls mehrere Spieler in der gleichen Runde alle Kästchen markiert haben,
    teilen sie sich die SP (abgerundet) für die entsprechenden Plätze." Imaginary players
    take places the same way.
    """
    found = []
    counts = [state.counts_of(p) for p in range(state.participants)]
    for building in BUILDINGS:
        earlier = set(state.completed(building))
        filled = tuple(
            p for p in range(state.participants)
            if counts[p][building] >= BOXES[building] and p not in earlier
        )
        if not filled:
            continue
        places = tuple(free_places(state.places_taken(building))[: len(filled)])
        found.append(Completion(
            round=state.round,
            building=building,
            participants=filled,
            places=places,
            points=shared_points(building, places, len(filled)),
        ))
    return found


# -- final scoring (§8) ---------------------------------------------------------------------


def rank_majorities(
    building: str, counts: Sequence[int], *, paid: Iterable[int] = (), taken: Iterable[int] = ()
) -> list[Majority]:
    """The final majority places of one building.

    ``counts[p]`` is participant ``p``'s buildings of this type; ``paid`` are participants
    who already scored it during the game ("Ein Spieler, der schon SP erhalten hat, kann
    jetzt keine weiteren SP erhalten"), ``taken`` the places given out during the game
    ("können ... nur noch die SP für die übrigen Plätze vergeben werden"). At least one
    building is needed to rank; equal counts share the places they cover, rounded down.
    """
    paid = set(paid)
    remaining = free_places(taken)
    ranked = sorted(
        ((count, p) for p, count in enumerate(counts) if count >= 1 and p not in paid),
        key=lambda item: (-item[0], item[1]),
    )
    groups: list[tuple[int, list[int]]] = []
    for count, participant in ranked:
        if groups and groups[-1][0] == count:
            groups[-1][1].append(participant)
        else:
            groups.append((count, [participant]))
    majorities = []
    at = 0
    for count, group in groups:
        if at >= len(remaining):
            break
        places = tuple(remaining[at: at + len(group)])
        at += len(group)
        majorities.append(Majority(
            building=building,
            count=count,
            participants=tuple(group),
            places=places,
            points=shared_points(building, places, len(group)),
        ))
    return majorities


def line_counts(crossed: Iterable[Cell]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Crossed cells per row (yellow 1..6) and per column (blue 1..6)."""
    rows = [0] * SIDE
    columns = [0] * SIDE
    for yellow, blue in crossed:
        rows[yellow - 1] += 1
        columns[blue - 1] += 1
    return tuple(rows), tuple(columns)


def lines_points(crossed: Iterable[Cell]) -> int:
    """Rows and columns: 4 / 5 / 6 crossed cells give 2 / 5 / 10 points, each line alone."""
    rows, columns = line_counts(crossed)
    return sum(line_points(n) for n in rows + columns)


def coin_points(coins: int) -> int:
    """"Für jeweils zwei umkreiste, aber nicht durchgestrichene Münzen ... noch 1 SP."""
    return max(coins, 0) // COINS_PER_POINT


def final_scoring(state: GameState) -> FinalScoring:
    """The final scoring of a game whose last round (and its in-game places) is settled."""
    n = len(state.players)
    majorities: list[Majority] = []
    buildings = [dict.fromkeys(BUILDINGS, 0) for _ in range(state.participants)]
    for completion in state.completions:
        for p in completion.participants:
            buildings[p][completion.building] += completion.points
    counts = [state.counts_of(p) for p in range(state.participants)]
    for building in BUILDINGS:
        ranked = rank_majorities(
            building,
            [c[building] for c in counts],
            paid=state.completed(building),
            taken=state.places_taken(building),
        )
        majorities += ranked
        for majority in ranked:
            for p in majority.participants:
                buildings[p][building] += majority.points
    beat_them = state.options.beat_them
    bonus = BEAT_THEM_BONUS.get(len(state.imaginary), 0) if beat_them else 0
    lines = []
    for p in range(state.participants):
        imaginary = p >= n
        lines_value = 0 if imaginary else lines_points(state.players[p].crossed)
        coins_value = 0 if imaginary else coin_points(state.players[p].coins)
        extra = bonus if imaginary else 0
        counted = not imaginary or beat_them
        total = sum(buildings[p].values()) + lines_value + coins_value + extra
        lines.append(ScoreLine(
            participant=p,
            name=state.name_of(p),
            imaginary=imaginary,
            counted=counted,
            buildings=buildings[p],
            lines=lines_value,
            coins=coins_value,
            bonus=extra,
            total=total,
        ))
    contenders = [line for line in lines if line.counted]
    best = max(line.total for line in contenders)
    winners = tuple(line.participant for line in contenders if line.total == best)
    return FinalScoring(majorities=tuple(majorities), lines=tuple(lines), winners=winners)
