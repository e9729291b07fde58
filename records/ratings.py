"""Places and skill ratings of finished games (pure: no I/O, no clock, no global random).

A game's **places** come from its final scores, best first; equal scores share a place and
the next place is skipped (scores 80, 80, 60 give places 1, 1, 3).

Ratings are openskill's Plackett-Luce model (2-6 players, each player a team of one, the
ranks the places below, ties as the library handles them), kept per server and game kind:
a server's Alhambra board and its Roll & Write board are separate.

Who is rated, and at which place (the README's rating rule is written from this list):

- **RT1 The number shown** is ``1000 + 40 * (mu - 3 * sigma)``: openskill's cautious
  ordinal, scaled so that a new player starts at 1000 (mu 25, sigma 25/3) and rises as
  their results both improve and become certain.
- **RT2 Who a seat's player is**: a person by their Discord account ("user:<id>"); a
  computer by its level ("computer:hard"), the same player in every game of that server,
  marked as a computer on the board.
- **RT3 Leavers**: a person who left during the game (their seat retired, or a computer
  took it over) is rated last, tied with the others who left, whatever their seat scored
  (a computer seat taken out of the game likewise). The others are rated by their places
  among themselves.
- **RT4 A computer that took over a seat** is not rated for that game (the person it
  replaced is, as a leaver: RT3).
- **RT5 One seat per player**: a player holding several seats of one game (two computers
  of one level) is rated once, for their best-placed seat (then the first seat).
- **RT6 Too few to rate**: a game with fewer than two rated players is listed in the
  history but changes no rating; a game outside a server (no guild) is not rated.
- **RT7 Cancelled games** are never rated nor listed.
- **RT8 Games, wins and average place** on the board count the rated games only, at the
  place each player was rated at (a leaver's game counts as a last place, never a win;
  shared first places all count as wins).
- **RT9 Roll & Write's imaginary players** (the solo game and "beat them") are rows of the
  score sheet, not seats: they are neither listed nor rated, so a solo game is listed and
  changes no rating (RT6).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
#: A new player's skill (openskill's defaults).
START_MU: float = MODEL.mu
START_SIGMA: float = MODEL.sigma


def places(scores: Sequence[int]) -> tuple[int, ...]:
    """The place of each score, best first; ties share a place, the next one skipped."""
    return tuple(1 + sum(other > score for other in scores) for score in scores)


def shown(mu: float, sigma: float) -> float:
    """The rating shown on the leaderboard (RT1)."""
    return 1000.0 + 40.0 * (mu - 3.0 * sigma)


def user_player(user_id: int) -> str:
    return f"user:{user_id}"


def computer_player(level: str) -> str:
    return f"computer:{level}"


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """One seat at the end of a game, as the rating rule needs it."""

    seat: int
    name: str
    #: The person who played it (the one who left, when a computer took over).
    user_id: int | None
    #: The level of the computer playing it at the end (None: a person).
    computer: str | None
    score: int
    #: Its person left (retired, or a computer took over).
    left: bool

    @property
    def replaced(self) -> bool:
        """A computer took the seat over from a person (RT4)."""
        return self.computer is not None and self.user_id is not None


def player_of(outcome: SeatOutcome) -> str | None:
    """The rated player of a seat (RT2, RT4), None when nobody is."""
    if outcome.user_id is not None:
        return user_player(outcome.user_id)
    if outcome.computer is not None:
        return computer_player(outcome.computer)
    return None


@dataclass(frozen=True, slots=True)
class RatedSeat:
    seat: int
    player: str
    place: int


def rated_places(outcomes: Sequence[SeatOutcome]) -> tuple[RatedSeat, ...]:
    """The rated seats of a game, in seat order, with the place each is rated at (RT2-RT6).

    Empty when fewer than two players are rated (RT6)."""
    stayed = [o for o in outcomes if not o.left and player_of(o) is not None]
    left = [o for o in outcomes if o.left and player_of(o) is not None]
    stayed_places = places([o.score for o in stayed])
    placed = [(o, p) for o, p in zip(stayed, stayed_places, strict=True)]
    placed += [(o, len(stayed) + 1) for o in left]
    best: dict[str, tuple[SeatOutcome, int]] = {}
    for outcome, place in sorted(placed, key=lambda item: (item[1], item[0].seat)):
        best.setdefault(player_of(outcome), (outcome, place))  # type: ignore[arg-type]
    if len(best) < 2:
        return ()
    seats = sorted(best.items(), key=lambda item: item[1][0].seat)
    # Places among the rated only (a dropped duplicate seat leaves no gap).
    shown_places = places([-place for _, (_, place) in seats])
    return tuple(RatedSeat(o.seat, player, p)
                 for (player, (o, _)), p in zip(seats, shown_places, strict=True))


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's record on one board (a server and a game kind)."""

    player: str
    name: str
    user_id: int | None
    computer: str | None
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    #: The sum of the places rated at (the average is this over ``games``).
    places: int = 0
    #: The rated order of the last game that changed this line.
    last_order: int = 0

    @property
    def rating(self) -> float:
        return shown(self.mu, self.sigma)


def new_standing(player: str, name: str, user_id: int | None,
                 computer: str | None) -> Standing:
    return Standing(player, name, user_id, computer, START_MU, START_SIGMA)


def rate_game(
    board: Mapping[str, Standing],
    outcomes: Sequence[SeatOutcome],
    order: int,
) -> dict[str, Standing]:
    """The standings of a game's rated players after it (the others unchanged, not
    returned); ``board`` holds at least their standings before it (missing: new players).
    Empty when the game is not rated (RT6)."""
    rated = rated_places(outcomes)
    if not rated:
        return {}
    by_seat = {o.seat: o for o in outcomes}
    before = []
    for entry in rated:
        outcome = by_seat[entry.seat]
        person = outcome.user_id is not None
        standing = board.get(entry.player) or new_standing(
            entry.player, outcome.name, outcome.user_id, None if person else outcome.computer)
        before.append(standing)
    teams = [[MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in before]
    after = MODEL.rate(teams, ranks=[entry.place for entry in rated])
    changed = {}
    for entry, standing, (skill,) in zip(rated, before, after, strict=True):
        changed[entry.player] = replace(
            standing, name=by_seat[entry.seat].name, mu=skill.mu, sigma=skill.sigma,
            games=standing.games + 1, wins=standing.wins + (entry.place == 1),
            places=standing.places + entry.place, last_order=order)
    return changed


def rate_games(games: Iterable[tuple[int, Sequence[SeatOutcome]]]) -> dict[str, Standing]:
    """One board from nothing: ``games`` = (rated order, outcomes) in rated order."""
    board: dict[str, Standing] = {}
    for order, outcomes in games:
        board.update(rate_game(board, outcomes, order))
    return board
