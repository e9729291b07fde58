"""A caption over pictures side by side: the groups under the money display and in the
hand picture (the expansions' parts: gates, thieves, scouts, chests, falcons ...)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from .theme import MUTED, RGB, fit, fit_size, font, text_width


def caption_over(caption: str, parts: list[Image.Image], sizes, background: RGB,
                 room: int, gap: float = 0.3) -> Image.Image:
    """``caption`` over ``parts`` side by side (their middles on one line), ``gap`` text
    sizes apart; ``sizes`` gives the ``text`` and ``label`` sizes."""
    space = round(sizes.text * gap)
    width = sum(p.width for p in parts) + space * (len(parts) - 1)
    caption_size = fit_size(caption, sizes.label, room)
    width = max(width, min(room, round(text_width(caption, caption_size))))
    head = round(sizes.label * 1.3)
    height = head + max(p.height for p in parts)
    im = Image.new("RGB", (width, height), background)
    d = ImageDraw.Draw(im)
    d.text((0, head / 2), fit(caption, caption_size, width), font=font(caption_size),
           fill=MUTED, anchor="lm")
    x = 0
    for part in parts:
        im.paste(part, (x, head + (height - head - part.height) // 2))
        x += part.width + space
    return im
