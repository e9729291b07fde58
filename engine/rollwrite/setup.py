"""Setting up a game (Spielaufbau) and checking its options.

Every seat crosses three starting buildings with its own rolls, rolling again while a roll
points at a cell it has crossed already ("so würfelt er solange erneut, bis er ein Gebäude
ankreuzen kann, das noch nicht angekreuzt ist"). Imaginary players roll three times each
and may repeat a type. Classic mode: a random start player, every seat's own pair on its
die spaces and the start player's extra pair. Simultaneous mode: the first round's roll is
on every sheet (and the round opens sealed: :class:`~.state.Opening`). Everyone starts
with the three printed coins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .data import (
    BEAT_THEM_BONUS,
    DEFAULT_SOLO_IMAGINARY,
    IMAGINARY_FOR_TWO,
    IMAGINARY_NAME,
    MAX_COIN_SUPPLY,
    MIN_COIN_SUPPLY,
    ROUNDS,
    SOLO_IMAGINARY,
    STARTING_BUILDINGS,
    building_at,
)
from .dice import rng, roll_pair
from .errors import BadOptions
from .rounds import draw_roll, imaginary_roll
from .state import GameState, Imaginary, Opening, Options, Sheet

MIN_PLAYERS, MAX_PLAYERS = 1, 5
MODES = ("simultaneous", "classic")


def _names(players: int | Sequence[str]) -> list[str]:
    if isinstance(players, bool):
        raise BadOptions("players must be a count or a list of names", "engine-rw-players-type")
    if isinstance(players, int):
        names = [f"Player {i + 1}" for i in range(players)]
    else:
        names = [str(name) for name in players]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise BadOptions(f"Alhambra Roll & Write is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                         f"players, not {len(names)}", "engine-rw-players-count",
                         least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(names))
    return names


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadOptions(f"{what} must be a whole number, not {value!r}",
                         "engine-rw-whole-number", option=what, value=repr(value))
    return value


def check_options(players: int, options: dict[str, Any]) -> Options:
    """The options of a game for ``players`` real players; :class:`BadOptions` if unplayable.

    ``mode``: "simultaneous" (default) or "classic". ``opponents``: imaginary players, 2 to
    4 solo (default 2); two players always play with exactly one. ``beat_them``: the solo
    variant where the imaginary players score too. ``coin_supply``: coin icons per sheet.
    """
    options = dict(options)
    mode = options.pop("mode", "simultaneous")
    opponents = options.pop("opponents", None)
    beat_them = options.pop("beat_them", False)
    coin_supply = options.pop("coin_supply", None)
    if options:
        raise BadOptions(f"unknown option{'s' if len(options) > 1 else ''}: "
                         f"{', '.join(sorted(options))}",
                         "engine-unknown-options", names=tuple(sorted(options)),
                         count=len(options))
    if mode not in MODES:
        raise BadOptions(f"the mode is 'simultaneous' or 'classic', not {mode!r}",
                         "engine-rw-mode", value=repr(mode))
    if players == 1:
        imaginary = DEFAULT_SOLO_IMAGINARY if opponents is None else _int(opponents, "opponents")
        if imaginary not in SOLO_IMAGINARY:
            raise BadOptions(f"a solo game is played against {SOLO_IMAGINARY[0]} to "
                             f"{SOLO_IMAGINARY[-1]} imaginary players, not {imaginary}",
                             "engine-rw-solo-opponents", least=SOLO_IMAGINARY[0],
                             most=SOLO_IMAGINARY[-1], count=imaginary)
    elif players == 2:
        imaginary = IMAGINARY_FOR_TWO
        if opponents is not None and _int(opponents, "opponents") != IMAGINARY_FOR_TWO:
            raise BadOptions("two players always play with exactly one imaginary player",
                             "engine-rw-two-one-imaginary")
    else:
        imaginary = 0
        if opponents not in (None, 0):
            raise BadOptions(f"imaginary players join only solo and two-player games, "
                             f"not a {players}-player game", "engine-rw-imaginary-only",
                             count=players)
    if not isinstance(beat_them, bool):
        raise BadOptions(f"beat_them is true or false, not {beat_them!r}",
                         "engine-rw-beat-them-bool", value=repr(beat_them))
    if beat_them and (players != 1 or imaginary not in BEAT_THEM_BONUS):
        raise BadOptions("'play to beat them' is a variant of the solo game",
                         "engine-rw-beat-them-solo")
    supply = Options().coin_supply if coin_supply is None else _int(coin_supply, "coin_supply")
    if not MIN_COIN_SUPPLY <= supply <= MAX_COIN_SUPPLY:
        raise BadOptions(f"the coin supply holds {MIN_COIN_SUPPLY} to {MAX_COIN_SUPPLY} coins, "
                         f"not {supply}", "engine-rw-coin-supply", least=MIN_COIN_SUPPLY,
                         most=MAX_COIN_SUPPLY, count=supply)
    return Options(mode=mode, imaginary=imaginary, beat_them=beat_them, coin_supply=supply)


def _starting_cells(seed: int, seat: int) -> tuple[tuple[int, int], ...]:
    generator = rng(seed, f"start:{seat}")
    cells: list[tuple[int, int]] = []
    while len(cells) < STARTING_BUILDINGS:
        pair = roll_pair(generator)
        cell = (pair.yellow[0], pair.blue[0])
        if cell not in cells:
            cells.append(cell)
    return tuple(cells)


def _imaginary_names(count: int) -> list[str]:
    if count == 1:
        return [IMAGINARY_NAME]
    return [f"{IMAGINARY_NAME} {i + 1}" for i in range(count)]


def new_game(players: int | Sequence[str], *, seed: int, **options: Any) -> GameState:
    """A new game for 1-5 real players (a count, or the players' names in seat order)."""
    names = _names(players)
    chosen = check_options(len(names), options)
    seats = len(names) + chosen.imaginary
    setup = rng(seed, "setup")
    classic = chosen.mode == "classic"
    start_seat = setup.randrange(len(names)) if classic else 0
    sheets = []
    for seat, name in enumerate(names):
        own = roll_pair(setup)
        sheets.append(Sheet(name=name, crossed=_starting_cells(seed, seat), dice=own))
    imaginary = []
    for i, name in enumerate(_imaginary_names(chosen.imaginary)):
        player = Imaginary(name=name)
        generator = rng(seed, f"start:imaginary:{i}")
        for _ in range(STARTING_BUILDINGS):
            dice, _rerolls = imaginary_roll(player, generator)
            player = player.model_copy(
                update={"built": player.built + (building_at(dice.yellow[0], dice.blue[0]),)})
        imaginary.append(player)
    state = GameState(
        seed=seed,
        options=chosen,
        players=tuple(sheets),
        imaginary=tuple(imaginary),
        rounds=ROUNDS[seats],
        start_seat=start_seat,
    )
    if classic:
        starter = state.players[start_seat]
        extra = roll_pair(setup)
        starter = starter.model_copy(update={"dice": starter.dice.plus(extra)})
        return state.model_copy(update={
            "players": state.players[:start_seat] + (starter,) + state.players[start_seat + 1:],
            "passed": extra if len(names) > 1 else None,
        })
    roll, state = draw_roll(state)
    sheets = tuple(s.model_copy(update={"dice": roll}) for s in state.players)
    return state.model_copy(update={
        "roll": roll, "players": sheets, "opening": Opening.of(0, sheets)})
