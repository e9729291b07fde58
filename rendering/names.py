"""Players' names over the narrow columns of a table (the scoring table): whole names, in
letters readable at phone width, never cut where a name can be shown whole.

A name stands on one line over its column where it fits (a step or two smaller, down to
:func:`name_floor`); else it wraps at its spaces onto two lines. Where even that is too
wide (six players, long names) the heads are staggered: the names of every other column
stand one row higher, so each name may be nearly two columns wide (it reaches halfway over
each neighbour, whose name stands in the other row), and a thin line leads from each raised
name down to its column. A word wider than its room is broken with a hyphen; only a name
longer than two such lines is shortened with an ellipsis (NM1: a Discord name has up to 32
characters; the chart under the table shows every name whole on its own line).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from .theme import RGB, fit, font, text_width

#: The most lines a name takes.
MOST = 2
#: Pixels kept free between two names side by side.
GAP = 10


def name_floor(width: int) -> int:
    """The smallest size for names in a picture ``width`` pixels wide: capitals 7 pixels
    tall at phone width (400 pixels)."""
    size = 6
    while (font(size).getbbox("H")[3] - font(size).getbbox("H")[1]) * 400 / width < 7:
        size += 1
    return size


@dataclass(frozen=True)
class NameHeads:
    """How the names stand over their columns: their size, each one's lines and the window
    (left, right) it is centred in, and whether every other name is raised a row."""

    size: int
    lines: tuple[tuple[str, ...], ...]
    windows: tuple[tuple[float, float], ...]
    staggered: bool

    @property
    def line(self) -> int:
        """Pixels from one line of a name to the next."""
        return round(self.size * 1.1)

    def _lines_in(self, raised: bool) -> int:
        return max((len(lines) for i, lines in enumerate(self.lines)
                    if self._raised(i) == raised), default=0)

    def _raised(self, index: int) -> bool:
        return self.staggered and index % 2 == 1

    @property
    def extra(self) -> int:
        """Pixels the heads need beyond one line of names."""
        lines = self._lines_in(False) + self._lines_in(True)
        return (lines - 1) * self.line + (self.line // 3 if self.staggered else 0)

    def bottom_of(self, index: int, bottom: float) -> float:
        """The middle of the last line of the ``index``-th name (``bottom``: that of the
        names nearest the table)."""
        if not self._raised(index):
            return bottom
        return bottom - self._lines_in(False) * self.line - self.line // 3


def _wrap(name: str, size: int, room: float, hyphens: bool) -> list[str] | None:
    """``name`` in lines at most ``room`` wide, broken at spaces (and, ``hyphens``, inside
    words too wide for a line); None: a word does not fit."""
    lines: list[str] = []
    for word in name.split():
        if lines and text_width(lines[-1] + " " + word, size) <= room:
            lines[-1] += " " + word
            continue
        while text_width(word, size) > room:
            if not hyphens:
                return None
            cut = _cut(word, size, room)
            if not cut:
                return None
            lines.append(word[:cut] + "-")
            word = word[cut:]
        lines.append(word)
    return lines or [name]


def _cut(word: str, size: int, room: float) -> int:
    """Where to break ``word`` with a hyphen: both parts at least three letters, as even as
    can be where the rest fits on one line, else as late as the room allows (0: nowhere)."""
    fits = [n for n in range(3, len(word) - 2) if text_width(word[:n] + "-", size) <= room]
    whole = [n for n in fits if text_width(word[n:], size) <= room]
    if whole:
        return min(whole, key=lambda n: abs(len(word) - 2 * n))
    return max(fits, default=0)


def _windows(count: int, x0: float, column: float, right: float,
             staggered: bool) -> list[tuple[float, float]]:
    """Where each name may stand: over its column, or, staggered, halfway over each
    neighbour's; never left of the first column nor right of ``right``."""
    reach = column - GAP / 2 if staggered else column / 2 - 4
    found = []
    for i in range(count):
        cx = x0 + i * column + column / 2
        found.append((max(x0 + 2, cx - reach), min(right, cx + reach)))
    return found


def plan_names(names: list[str], *, x0: float, column: float, right: float, size: int,
               floor: int) -> NameHeads:
    """The heads of ``names`` over columns ``column`` wide from ``x0``: the largest size
    from ``size`` down to ``floor`` at which every name fits, trying one line, then two,
    then staggered rows, then hyphens (NM1: an ellipsis only past that)."""
    tries = ((False, 1, False), (False, MOST, False), (True, MOST, False), (True, MOST, True))
    for staggered, most, hyphens in tries:
        windows = _windows(len(names), x0, column, right, staggered)
        for step in range(size, floor - 1, -1):
            lines = [_wrap(n, step, w[1] - w[0], hyphens) for n, w in zip(names, windows,
                                                                          strict=True)]
            if all(found is not None and len(found) <= most for found in lines):
                return NameHeads(step, tuple(tuple(found) for found in lines),  # type: ignore
                                 tuple(windows), staggered)
    windows = _windows(len(names), x0, column, right, True)
    shortened = []
    for name, (left, end) in zip(names, windows, strict=True):
        found = _wrap(name, floor, end - left, True) or [name]
        if len(found) > MOST:
            found = found[:MOST - 1] + [fit(" ".join(found[MOST - 1:]).replace("- ", ""),
                                            floor, round(end - left))]
        shortened.append(tuple(found))
    return NameHeads(floor, tuple(shortened), tuple(windows), True)


def draw_names(d: ImageDraw.ImageDraw, heads: NameHeads, bottom: float, *, colour: RGB,
               leader: RGB, leader_to: float, x0: float, column: float) -> None:
    """The names, each centred in its window, its last line's middle at ``bottom`` (raised
    names a row higher, with a thin line down to ``leader_to`` over their column)."""
    for i, lines in enumerate(heads.lines):
        left, right = heads.windows[i]
        middle = x0 + i * column + column / 2
        last = heads.bottom_of(i, bottom)
        for j, line in enumerate(lines):
            width = text_width(line, heads.size)  # over its column, inside its window
            cx = min(max(middle, left + width / 2), right - width / 2)
            y = last - (len(lines) - 1 - j) * heads.line
            d.text((cx, y), line, font=font(heads.size), fill=colour, anchor="mm")
        if last != bottom:  # a raised name: a line down to its column
            x = round(middle)
            d.line([x, last + heads.line * 0.5, x, leader_to], fill=leader, width=2)
