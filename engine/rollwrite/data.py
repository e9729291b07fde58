"""Every number of Alhambra Roll & Write in one place: the sourced ones and the reconstructed.

The rule book (``rules/rollwrite-de.txt``) is an OCR text whose pictures are missing, so
four tables could not be read from it. They are **reconstructed** here (see
``ROLLWRITE.md``, tables T2, T5, T6 and T7) and nowhere else, so the printed values can
replace them without touching any code:

- :data:`GRID` (T6, layout invented): the building at each cell of the 6x6 building grid
  ("Gebäuderaster"). Our proposal is a Latin square: every type once in every row and once
  in every column, so 6 cells per type.
- :data:`BOXES` (T7, medium confidence): boxes per building type and player on the score
  sheet ("Kästchen"); equal to the number of cells of that type on the grid, because the
  rule book uses "marked all boxes" and "crossed all buildings of a type" for one event.
- :data:`PLACE_POINTS` (T2, high confidence): the points overview ("Punkteübersicht"),
  1st/2nd/3rd place points per type. These are the base game's third-scoring values; they
  fit all three numeric examples of the rule book (Seraglio 1st+2nd shared: 13 each;
  Arcades 18 for 1st, 2nd+3rd shared: 6 each; Tower 2nd 13, 3rd 6).
- :data:`COIN_SUPPLY` (T5, low confidence): how many coin icons the coin supply
  ("Münzvorrat") prints, the 3 starting coins included. A game may choose another value.

Everything else is **sourced** from the rule book: the round counts (T1), the row and
column points (T3), the coin costs and values (T4), the solo bonus (T9), the three
starting buildings and three starting coins.
"""

from __future__ import annotations

from types import MappingProxyType

# --- buildings (sourced: the order the rules use) -------------------------------------------
#: Pavillon, Serail, Arkaden, Gemächer, Garten, Turm.
BUILDINGS: tuple[str, ...] = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")
LETTERS = MappingProxyType({b[0].upper(): b for b in BUILDINGS})  # P S A C G T

# --- RECONSTRUCTED: the building grid (T6) --------------------------------------------------
#: Row index = yellow die - 1, column index = blue die - 1 (yellow on the left, blue on top).
GRID_LETTERS: tuple[str, ...] = ("GPTCSA", "PAGSCT", "CTSPAG", "SCAGTP", "AGCTPS", "TSPAGC")
SIDE = 6
DIE_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

#: GRID[yellow - 1][blue - 1] -> building.
GRID: tuple[tuple[str, ...], ...] = tuple(
    tuple(LETTERS[letter] for letter in row) for row in GRID_LETTERS
)


def building_at(yellow: int, blue: int) -> str:
    """The building printed at the intersection of a yellow and a blue die value."""
    return GRID[yellow - 1][blue - 1]


# --- RECONSTRUCTED: score-sheet boxes per building type (T7) ------------------------------
BOXES = MappingProxyType(
    {b: sum(row.count(b) for row in GRID) for b in BUILDINGS}
)

# --- RECONSTRUCTED: the points overview, 1st / 2nd / 3rd place (T2) ------------------------
PLACE_POINTS = MappingProxyType({
    "pavilion": (16, 8, 1),
    "seraglio": (17, 9, 2),
    "arcades": (18, 10, 3),
    "chambers": (19, 11, 4),
    "garden": (20, 12, 5),
    "tower": (21, 13, 6),
})
PLACES: tuple[int, ...] = (1, 2, 3)


def place_points(building: str, place: int) -> int:
    """Points of ``place`` (1-based) for ``building``; places beyond 3rd are worth 0."""
    values = PLACE_POINTS[building]
    return values[place - 1] if 1 <= place <= len(values) else 0


# --- RECONSTRUCTED: the coin supply (T5) ----------------------------------------------------
#: Coin icons on a sheet, the starting coins included; caps the coins *gained* in a game.
COIN_SUPPLY = 20
MIN_COIN_SUPPLY, MAX_COIN_SUPPLY = 3, 60

# --- sourced: coins (T4) ---------------------------------------------------------------------
#: "Jeder Spieler beginnt das Spiel mit drei Münzen" (printed already circled).
START_COINS = 3
#: "Für eine Münze kann der Spieler vor seinem Zug einen Würfel um eine Augenzahl ... drehen."
TURN_DIE_COST = 1
#: "Für drei Münzen kann der Spieler ... ein weiteres Gebäude ankreuzen."
SECOND_BUILDING_COST = 3
#: "Für jeweils zwei umkreiste, aber nicht durchgestrichene Münzen ... noch 1 SP."
COINS_PER_POINT = 2

# --- sourced: setup and game length (T1) ----------------------------------------------------
#: "... bis jeder Spieler drei Gebäude angekreuzt hat."
STARTING_BUILDINGS = 3
#: Rounds by seats (real + imaginary players): "Anzahl Spieler 5 | 4 | 3,2,1 / Runden 12 15 18".
ROUNDS = MappingProxyType({3: 18, 4: 15, 5: 12})
#: Imaginary players: 2 real players play with 1, a solo player with 2, 3 or 4.
IMAGINARY_FOR_TWO = 1
SOLO_IMAGINARY: tuple[int, ...] = (2, 3, 4)
DEFAULT_SOLO_IMAGINARY = 2

# --- sourced: rows and columns (T3) ---------------------------------------------------------
#: Crossed cells in one row or column -> points ("4 | 5 | 6 -> 2 | 5 | 10").
LINE_POINTS = MappingProxyType({4: 2, 5: 5, 6: 10})


def line_points(crossed: int) -> int:
    return LINE_POINTS.get(crossed, 0)


# --- sourced: solo "play to beat them" (T9) -------------------------------------------------
#: Extra points for each imaginary player at the end, by the number of imaginary players.
BEAT_THEM_BONUS = MappingProxyType({2: 21, 3: 18, 4: 15})

# --- names ----------------------------------------------------------------------------------
BUILDING_NAMES = MappingProxyType({b: b.capitalize() for b in BUILDINGS})
#: What the rule book calls an imaginary player.
IMAGINARY_NAME = "Dirk"
