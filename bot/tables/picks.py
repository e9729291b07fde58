"""Reading the numbers a client sends back: select values, custom-id arguments, typed choices.

Nothing that arrives from Discord is trusted to be one of the values the bot offered: a value
may be typed by hand (``/alhambra take choice:²``), 5000 digits long or forged. Only short
runs of ASCII digits are read; anything else is ``None``, and the caller answers "pick one of
the suggestions" instead of failing.
"""

from __future__ import annotations

import re

#: Longer numbers than this are never offered (versions, indices, cell numbers).
_DIGITS = 9
_NUMBER = re.compile(rf"[0-9]{{1,{_DIGITS}}}", re.ASCII)


def number(text: object) -> int | None:
    """``text`` as a small non-negative integer, or None (``"²"``, ``"1e3"``, ``"-1"``...)."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    return int(text) if _NUMBER.fullmatch(text) else None


def pair(text: object, separator: str = ":") -> tuple[int, int] | None:
    """``"<a><separator><b>"`` as two small integers, or None."""
    if not isinstance(text, str):
        return None
    first, found, second = text.strip().partition(separator)
    if not found:
        return None
    a, b = number(first), number(second)
    return None if a is None or b is None else (a, b)
