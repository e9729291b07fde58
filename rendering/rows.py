"""Rows of groups (a caption over its pictures), flowing left to right over as many lines as
they need: the row under the market's money display and the hand's rows, with the sizes they
are drawn with (:class:`Sizes`) and the small pictures they are made of (lines of words, a
picture with its count, a picture on the page's or a panel's ground, pictures stacked)."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from .theme import INK, MUTED, PAGE, PANEL_EDGE, RGB, font, text_width


@dataclass(frozen=True)
class Sizes:
    """The sizes a row of groups is drawn with: the smallest text, the label size and the
    money cards' size."""

    text: int
    label: int
    card_w: int
    card_h: int
    #: the characters' names and effects in the hand (0: cards, not wide rows)
    effect: int = 0


def lines_image(lines: list[tuple[str, int, RGB]], background: RGB, height: int) -> Image.Image:
    """Lines of words, one under another, centred in ``height`` pixels."""
    w = max(round(text_width(t, s)) + 2 for t, s, _ in lines)
    im = Image.new("RGB", (w, height), background)
    d = ImageDraw.Draw(im)
    step = height / len(lines)
    for i, (words, size, colour) in enumerate(lines):
        d.text((0, step * (i + 0.5)), words, font=font(size), fill=colour, anchor="lm")
    return im


def with_count(picture: Image.Image, count: int, size: int, background: RGB) -> Image.Image:
    """A picture and its count beside it."""
    words = str(count)
    w = picture.width + round(size * 0.2) + round(text_width(words, size)) + 2
    h = max(picture.height, round(size * 1.2))
    im = Image.new("RGB", (w, h), background)
    if picture.mode == "RGBA":
        im.paste(picture, (0, (h - picture.height) // 2), picture)
    else:
        im.paste(picture, (0, (h - picture.height) // 2))
    ImageDraw.Draw(im).text((picture.width + size * 0.2, h / 2), words, font=font(size),
                            fill=INK if count else MUTED, anchor="lm")
    return im


def _flow(groups: list[Image.Image], width: int, gap: int) -> tuple[list[tuple[int, int]], int]:
    """Places of ``groups`` left to right, over as many lines as they need; the height."""
    places = []
    x = y = line = 0
    for group in groups:
        if x and x + group.width > width:
            x, y, line = 0, y + line + gap, 0
        places.append((x, y))
        x += group.width + gap * 2
        line = max(line, group.height)
    return places, (y + line if groups else 0)


def row_height(groups: list[Image.Image], width: int, text: int) -> int:
    """Height of a row of ``groups`` in ``width`` pixels (0: no group)."""
    if not groups:
        return 0
    _, height = _flow(groups, width, round(text * 0.5))
    return height + round(text * 0.5)


def draw_row(im: Image.Image, xy: tuple[int, int], groups: list[Image.Image], width: int,
             text: int, *, line: bool = True) -> None:
    """The groups flowing from ``xy`` (a line above them)."""
    if not groups:
        return
    x, y = xy
    if line:
        d = ImageDraw.Draw(im)
        d.line([x, y - round(text * 0.15), x + width, y - round(text * 0.15)], fill=PANEL_EDGE,
               width=2)
    places, _ = _flow(groups, width, round(text * 0.5))
    for group, (gx, gy) in zip(groups, places, strict=True):
        im.paste(group, (x + gx, y + gy))


def on_page(picture: Image.Image) -> Image.Image:
    im = Image.new("RGB", picture.size, PAGE)
    im.paste(picture, (0, 0), picture)
    return im


def stacked(pictures: list[Image.Image], gap: int, background: RGB) -> Image.Image:
    """Pictures one under another."""
    im = Image.new("RGB", (max(p.width for p in pictures),
                           sum(p.height for p in pictures) + gap * (len(pictures) - 1)),
                   background)
    y = 0
    for picture in pictures:
        im.paste(picture, (0, y))
        y += picture.height + gap
    return im


def on_ground(picture: Image.Image, background: RGB) -> Image.Image:
    im = Image.new("RGB", picture.size, background)
    im.paste(picture, (0, 0), picture)
    return im
