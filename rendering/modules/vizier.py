"""Expansion 1's vizier (:mod:`engine.alhambra.modules.vizier`), as the pictures read and draw
it: ``face_up`` per seat. A token beside each player's name: gold with the vizier's picture
when face up (ready), a grey ring when face down (used); a seat in
``PublicView.window_seats`` (it may still use its vizier between two turns) gets a bright ring
around it. A seat's own view also says ``always_pass``, ``answered`` and, while the window
asks it, ``fits`` (the hand picture says them in words)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView, SeatView

from ..fields import module_fields
from ..icons import draw_vizier
from ..theme import ACTIVE_EDGE, RGB, VIZIER_DOWN, VIZIER_INK, VIZIER_UP, shade
from ..tiles import SUPERSAMPLE

VIZIER = "vizier"


# --- the vizier --------------------------------------------------------------------------
def viziers(view: PublicView) -> list[bool] | None:
    """Whether each seat's vizier is face up (None: the vizier is not played)."""
    face_up = module_fields(view, VIZIER).get("face_up")
    if face_up is None:
        return None
    return [bool(up) for up in face_up]


def vizier_of(view: PublicView, seat: int) -> bool | None:
    """Whether ``seat``'s vizier is face up (None: not played)."""
    found = viziers(view)
    return found[seat] if found is not None and seat < len(found) else None


def own_vizier(view: SeatView) -> dict[str, bool]:
    """What a seat's own view says of its vizier besides the token: ``always_pass`` and
    ``answered`` (each False when not said), and ``fits`` (while the window asks it:
    whether its cards pay a market tile exactly; True when not said)."""
    fields = module_fields(view, VIZIER)
    return {"always_pass": bool(fields.get("always_pass")),
            "answered": bool(fields.get("answered")),
            "fits": bool(fields.get("fits", True))}


@lru_cache(maxsize=64)
def vizier_token(size: int, up: bool, background: RGB, waiting: bool = False) -> Image.Image:
    """The vizier's token, ``size`` pixels across: gold with his picture when face up, a
    grey ring (his faint outline inside) when face down; ``waiting``: a bright ring round
    it (the seat may still use him now)."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    ring = max(k, round(big * 0.09))
    inset = 0
    if waiting:
        d.ellipse([0, 0, big - 1, big - 1], fill=ACTIVE_EDGE)
        inset = round(big * 0.12)
        d.ellipse([inset - k, inset - k, big - inset + k, big - inset + k], fill=background)
    box = [inset, inset, big - 1 - inset, big - 1 - inset]
    inner = big - 2 * inset
    picture = (inset + inner * 0.17, inset + inner * 0.14, inner * 0.66)
    if up:
        d.ellipse(box, fill=VIZIER_UP, outline=VIZIER_INK, width=ring)
        draw_vizier(d, picture, VIZIER_INK)
    else:
        d.ellipse(box, fill=background, outline=VIZIER_DOWN, width=ring)
        draw_vizier(d, picture, shade(VIZIER_DOWN, 1.35) if sum(background) < 384
                    else shade(VIZIER_DOWN, 1.25))
    return im.reduce(k)
