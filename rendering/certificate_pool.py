"""The exchange certificates' pool (expansion 6) under the money display: each currency's
stones left. Apart from :mod:`.exchange_certificate` because it is laid out as the
expansions' other groups are (:mod:`.exp23`), which draws cards, and cards draw
certificates."""

from __future__ import annotations

from PIL import Image

from engine.alhambra.components import CURRENCIES

from .exchange_certificate import _BG, fields, stones_image
from .exp23 import _group
from .theme import say


def market_groups(view, sizes, width: int, lang: str = "en") -> list[Image.Image]:
    """The pool under the money display: each currency's stones left (none: not played)."""
    found = fields(view)
    if found is None:
        return []
    pool = found["pool"]
    row = stones_image([(c, f"×{pool.get(c, 0)}") for c in CURRENCIES], sizes.text, _BG,
                       faded=frozenset(c for c in CURRENCIES if not pool.get(c)))
    return [_group(say(lang, "img-certificate-pool"), [row], sizes, _BG, width)]
