"""The replay of a finished Roll & Write game: an animated GIF of every sheet, round by
round, from the frames of :mod:`records.replay` (public views only).

A header with the round (the start, or the final scores with the winners), then a panel
per real seat, two to a row: the name (a computer's marked with a gear) and its points,
the building grid with its crosses, the crosses made in that round ringed. The last frame
(the final scores) shows longest, and ranks the panels' titles by place. As the Alhambra
replay (:mod:`rendering.replay`, RP5): 720 pixels wide, each panel drawn again only when
it changed, one palette for every frame, written a frame at a time. RP9 and RP10 as there:
the seats named as they were at each frame, and :func:`render_rollwrite_step` for one frame
of the replay one steps through.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.rollwrite.data import GRID, SIDE
from engine.rollwrite.view import SheetView
from records.replay import RoundFrame, Step, rollwrite_frames, step_of

from ..gif import GifWriter
from ..png import to_png
from ..replay import GAP, HEADER, MARGIN, TEXT, TITLE, WIDTH, Names, seat_names, titled_panel
from ..theme import (
    ACTIVE_EDGE,
    LONGEST,
    PAGE,
    PAGE_TEXT,
    PANEL_EDGE,
    fit,
    fit_size,
    font,
    player_name,
    say,
)
from .draw import TARGET, TARGET_DARK, draw_building, draw_cross

COLOURS = 200
START_MS, ROUND_MS, END_MS = 1200, 900, 6000


def _panel_size(players: int) -> tuple[int, int, int]:
    columns = 1 if players == 1 else 2
    width = (WIDTH - 2 * MARGIN - (columns - 1) * GAP) // columns
    cell = min(60, (width - 24) // SIDE)
    return columns, width, TITLE + SIDE * cell + 20


def sheet_panel(sheet: SheetView, *, name: str, width: int, height: int,
                new: frozenset = frozenset(), place: int | None = None,
                lang: str = "en") -> Image.Image:
    """One seat's sheet: name, points, the grid with its crosses (``new`` ringed)."""
    edge = LONGEST if place == 1 else ACTIVE_EDGE if new else PANEL_EDGE
    im = titled_panel(width, height, name=name, score=sheet.points, place=place, edge=edge,
                      bold=bool(new) or place == 1, lang=lang)
    d = ImageDraw.Draw(im)
    cell = min(60, (width - 24) // SIDE)
    x0 = (width - SIDE * cell) // 2
    y0 = TITLE + 8
    crossed = set(sheet.crossed)
    for yi in range(SIDE):
        for bi in range(SIDE):
            spot = (yi + 1, bi + 1)
            left, top = x0 + bi * cell, y0 + yi * cell
            draw_building(d, GRID[yi][bi], (left + 3, top + 3, cell - 6),
                          faded=spot in crossed)
            if spot in crossed:
                k = round(cell * 0.2)
                draw_cross(d, (left + k, top + k, left + cell - k, top + cell - k),
                           max(3, cell // 9))
            if spot in new:
                d.rounded_rectangle([left, top, left + cell - 1, top + cell - 1], radius=8,
                                    outline=TARGET_DARK, width=5)
                d.rounded_rectangle([left + 1, top + 1, left + cell - 2, top + cell - 2],
                                    radius=7, outline=TARGET, width=3)
    return im


def _header(frame: RoundFrame, names: Sequence[str], lang: str) -> Image.Image:
    im = Image.new("RGB", (WIDTH, HEADER + MARGIN), PAGE)
    d = ImageDraw.Draw(im)
    if frame.step == "start":
        words = say(lang, "img-replay-start")
    elif frame.step == "end":
        rows = frame.view.score_sheet
        winners = [names[s] if s < len(names) else player_name(rows[s].name, s, lang)
                   for s in frame.view.winners]
        words = say(lang, "img-status-over", count=len(winners), names=", ".join(winners)) \
            if winners else say(lang, "img-replay-final")
    else:
        words = say(lang, "img-rw-round-of", round=frame.round, rounds=frame.rounds)
    room = WIDTH - 2 * MARGIN
    size = fit_size(words, round(TEXT * 1.35), room)
    d.text((MARGIN, MARGIN + HEADER / 2 - 2), fit(words, size, room), font=font(size),
           fill=PAGE_TEXT, anchor="lm")
    return im


def _places(frame: RoundFrame) -> list[int]:
    """Each real seat's place among the participants the final scoring counts (imaginary
    players only when the solo player set out to beat them)."""
    final = frame.view.final
    totals = [line.total for line in final.lines if line.counted] if final else []
    return [1 + sum(1 for t in totals if t > score) if totals else 1
            for score in frame.view.scores[:len(frame.view.players)]]


def frame_images(frames: Sequence[RoundFrame], *, names: Names = None,
                 lang: str = "en", first: int = 0) -> list[Image.Image]:
    """Every frame from ``first`` on as a picture (RGB)."""
    seats = len(frames[0].view.players)
    given = seat_names(frames[0].view, names)
    columns, width, height = _panel_size(seats)
    rows = -(-seats // columns)
    total = MARGIN + HEADER + rows * height + (rows - 1) * GAP + MARGIN
    drawn: dict[int, tuple[tuple, Image.Image]] = {}
    images = []
    for i, frame in enumerate(frames[first:], start=first):
        shown = [player_name(n, seat, lang) for seat, n in enumerate(given.at(frame.moves))]
        canvas = Image.new("RGB", (WIDTH, total), PAGE)
        canvas.paste(_header(frame, shown, lang), (0, 0))
        places = _places(frame) if frame.step == "end" else None
        for seat, sheet in enumerate(frame.view.players):
            before = set(frames[i - 1].view.players[seat].crossed) if i else set()
            new = frozenset(set(sheet.crossed) - before) if frame.step != "end" else frozenset()
            place = places[seat] if places else None
            key = (sheet.crossed, sheet.points, new, place, shown[seat])
            if seat not in drawn or drawn[seat][0] != key:
                drawn[seat] = (key, sheet_panel(sheet, name=shown[seat], width=width,
                                                height=height, new=new, place=place,
                                                lang=lang))
            row, col = divmod(seat, columns)
            canvas.paste(drawn[seat][1], (MARGIN + col * (width + GAP),
                                          MARGIN + HEADER + row * (height + GAP)))
        images.append(canvas)
    return images


def render_rollwrite_replay(frames: Sequence[RoundFrame], *,
                            names: Names = None, lang: str = "en") -> bytes:
    """The GIF of a Roll & Write game's replay (see the module docstring)."""
    images = frame_images(frames, names=names, lang=lang)
    palette = images[-1].quantize(COLOURS, method=Image.Quantize.FASTOCTREE,
                                  dither=Image.Dither.NONE)
    writer = GifWriter(loop=0)
    for image, frame in zip(images, frames, strict=True):
        writer.add(image.quantize(palette=palette, dither=Image.Dither.NONE),
                   START_MS if frame.step == "start" else END_MS if frame.step == "end"
                   else ROUND_MS)
    return writer.finish()


def render_rollwrite_game_replay(initial, log: Sequence[tuple[int, object]], *,
                                 names: Names = None, lang: str = "en") -> bytes:
    """The GIF of the Roll & Write game that ``log`` plays to its end from ``initial``;
    raises :class:`records.replay.NotOver` for a game still running (drawn in a worker
    process by the bot)."""
    return render_rollwrite_replay(rollwrite_frames(initial, log), names=names, lang=lang)


def render_rollwrite_step(initial, log: Sequence[tuple[int, object]], index: int, *,
                          names: Names = None, lang: str = "en"
                          ) -> tuple[bytes | None, Step]:
    """RP10: frame ``index`` of the replay as a PNG and where it stands (None past the last
    frame, whose step is then given). (Drawn in a worker process.)"""
    frames = rollwrite_frames(initial, log)
    if not 0 <= index < len(frames):
        return None, step_of(frames, len(frames) - 1)
    [image] = frame_images(frames[:index + 1], names=names, lang=lang, first=index)
    return to_png(image), step_of(frames, index)
