"""The replay of a finished Alhambra game: an animated GIF of every Alhambra growing turn by
turn, from the frames of :mod:`records.replay` (public views only).

One frame per frame of the record (the start, every turn, the end): a header saying which
turn it was and whose (or the start, or the final scores), then a panel per seat, two to a
row: the seat's name (a computer's marked with a gear, as in every picture) and score, its
Alhambra as the other pictures draw it (:func:`rendering.board.draw_board`: walls, the
longest wall in gold, the expansions' marks), the tiles it built or changed in that turn
framed, and its reserve underneath. The panel of the seat whose turn it was is outlined;
at the end the winners' are outlined in gold and every title names the place.

RP5: :data:`WIDTH` 720 pixels, so a phone showing it 400 wide still reads names and scores
(text at least :data:`TEXT` pixels, about 13 at phone width). Each panel is drawn only when
its seat's city, score or mark changed (a cache per seat), then every frame is put together
from the panels. All frames share one palette, taken from the last frames (the fullest
cities), so that a panel that did not change keeps the very same pixels and the GIF
stores only what changed from one frame to the next (Pillow writes a frame as the
rectangle that changed, unchanged pixels inside it transparent).

RP6: a turn shows for :func:`turn_duration` (a long game plays a little faster: about a
minute in all), a scoring round and the start longer, the final scores longest.

RP9: the seats are named as they were at each frame (:class:`records.replay.SeatNames`: a
person a computer took over from keeps the person's name, unmarked, until the computer's
first move). RP10: :func:`render_game_step` draws one frame of the replay as a PNG, for the
replay one steps through (the same picture as the GIF's frame, in full colour).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.alhambra.view import PlayerView, PublicView
from records.replay import Frame, SeatNames, Step, alhambra_frames, step_of

from .board import board_cells, board_size, draw_board
from .gif import GifWriter
from .marks import marks_of
from .panel import draw_crown as crown
from .png import to_png
from .theme import (
    ACTIVE_EDGE,
    BOARD,
    INK,
    LONGEST,
    MUTED,
    PAGE,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    fit,
    fit_size,
    font,
    ordinal,
    places_of,
    player_name,
    say,
    text_width,
)
from .tiles import tile_image

WIDTH = 720
MARGIN = 12
GAP = 10
HEADER = 66
#: The smallest text: 24 pixels are about 13 at phone width.
TEXT = 24
TITLE = 46
BOARD_HEIGHT = 270
RESERVE = 34
MAX_CELL = 64
#: Colours of the GIF's palette (the last index stays free: :mod:`rendering.gif` marks
#: unchanged pixels with it).
COLOURS = 200

START_MS, SCORING_MS, END_MS = 1500, 2500, 6000


def turn_duration(turns: int) -> int:
    """How long one turn shows (ms): about a minute for the whole game, 150-500 ms."""
    return max(150, min(500, 60_000 // max(1, turns)))


@dataclass(frozen=True)
class Layout:
    columns: int
    panel_width: int
    panel_height: int
    height: int

    def place(self, seat: int) -> tuple[int, int]:
        row, col = divmod(seat, self.columns)
        return (MARGIN + col * (self.panel_width + GAP),
                MARGIN + HEADER + row * (self.panel_height + GAP))


def layout_for(players: int) -> Layout:
    columns = 1 if players == 1 else 2
    rows = -(-players // columns)
    width = (WIDTH - 2 * MARGIN - (columns - 1) * GAP) // columns
    height = TITLE + BOARD_HEIGHT + RESERVE + 8
    return Layout(columns, width, height,
                  MARGIN + HEADER + rows * height + (rows - 1) * GAP + MARGIN)


def recent_cells(before: PlayerView | None, after: PlayerView) -> tuple[tuple[int, int], ...]:
    """Cells whose tile was built, changed or taken out since ``before``."""
    if before is None:
        return ()
    old = {(x, y): t for x, y, t in before.alhambra}
    new = {(x, y): t for x, y, t in after.alhambra}
    return tuple(sorted(c for c in old.keys() | new.keys() if old.get(c) != new.get(c)))


# --- one panel ------------------------------------------------------------------------------
def _board(player: PlayerView, view: PublicView, recent, width: int) -> Image.Image:
    marks = marks_of(view, player.seat)
    extra = marks.cells if marks else ()
    cols, rows = board_cells(player.alhambra, (), recent, extra)
    cell = MAX_CELL
    while cell > 6:
        w, h = board_size(cols, rows, cell)
        if w <= width and h <= BOARD_HEIGHT:
            break
        cell -= 1
    image, _ = draw_board(player.alhambra, cell=cell, recent=recent, marks=marks,
                          number_size=None)
    return image


def _reserve(d, im: Image.Image, player: PlayerView, top: int, width: int,
             lang: str) -> None:
    tiles = player.reserve
    if not tiles:
        return
    size = RESERVE - 6
    x = 10
    label = say(lang, "img-reserve")
    d.text((x, top + RESERVE / 2), label, font=font(round(TEXT * 0.8)), fill=MUTED,
           anchor="lm")
    x += round(text_width(label, round(TEXT * 0.8))) + 8
    room = width - 10 - x
    fits = max(0, room // (size + 3))
    shown = tiles if len(tiles) <= fits else tiles[:max(0, fits - 1)]
    for tile in shown:
        im.paste(tile_image(tile, size, PANEL), (x, top + 3))
        x += size + 3
    if len(shown) < len(tiles):
        d.text((x + 2, top + RESERVE / 2), f"+{len(tiles) - len(shown)}", font=font(TEXT),
               fill=INK, anchor="lm")


def titled_panel(width: int, height: int, *, name: str, score: int, place: int | None,
                 edge: tuple, bold: bool, lang: str) -> Image.Image:
    """A seat's empty panel with its title: the place (a crown for the first) once the game
    is over, the name fitted to the room left, the score on the right; outlined in
    ``edge``, broad when ``bold`` (the Roll & Write replay's sheets are framed the same)."""
    im = Image.new("RGB", (width, height), PAGE)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width - 1, height - 1], radius=12, fill=PANEL, outline=edge,
                        width=5 if bold else 2)
    mid = TITLE / 2 + 3
    shown = str(score)
    score_size = round(TEXT * 1.2)
    d.text((width - 12, mid), shown, font=font(score_size), fill=INK, anchor="rm")
    left = 12
    if place is not None:
        if place == 1:
            crown(d, (left, mid - 12), 24)
            left += 30
        words = ordinal(place, lang)
        d.text((left, mid), words, font=font(TEXT), fill=MUTED, anchor="lm")
        left += round(text_width(words, TEXT)) + 8
    room = width - left - 12 - round(text_width(shown, score_size)) - 10
    size = fit_size(name, TEXT, room)
    d.text((left, mid), fit(name, size, room), font=font(size), fill=INK, anchor="lm")
    return im


def panel_image(player: PlayerView, view: PublicView, *, name: str, width: int,
                height: int, recent=(), active: bool = False, place: int | None = None,
                lang: str = "en") -> Image.Image:
    """One seat's panel (see the module docstring)."""
    edge = ACTIVE_EDGE if active else LONGEST if place == 1 else PANEL_EDGE
    im = titled_panel(width, height, name=name, score=player.score, place=place, edge=edge,
                      bold=active or place == 1, lang=lang)
    d = ImageDraw.Draw(im)
    board = _board(player, view, recent, width - 16)
    top = TITLE + 4 + (BOARD_HEIGHT - board.height) // 2
    d.rounded_rectangle([8, TITLE + 2, width - 9, TITLE + 6 + BOARD_HEIGHT], radius=8,
                        fill=BOARD)
    im.paste(board, ((width - board.width) // 2, top))
    _reserve(d, im, player, TITLE + BOARD_HEIGHT + 8, width, lang)
    return im


# --- the header -----------------------------------------------------------------------------
def header_words(frame: Frame, names: Sequence[str], lang: str) -> tuple[str, str]:
    """(what the frame shows, the scoring round if one took place) in words."""
    if frame.step == "start":
        main = say(lang, "img-replay-start")
    elif frame.step == "end":
        winners = [names[s] for s in frame.view.winners]
        main = say(lang, "img-status-over", count=len(winners), names=", ".join(winners)) \
            if winners else say(lang, "img-replay-final")
    else:
        main = say(lang, "img-replay-turn", turn=frame.turn,
                   name=names[frame.seat] if frame.seat is not None else "")
    scoring = say(lang, "img-replay-scoring", round=frame.scoring) if frame.scoring else ""
    return main, scoring


def _header(frame: Frame, names: Sequence[str], lang: str) -> Image.Image:
    im = Image.new("RGB", (WIDTH, HEADER + MARGIN), PAGE)
    d = ImageDraw.Draw(im)
    main, scoring = header_words(frame, names, lang)
    mid = MARGIN + HEADER / 2 - 2
    right = WIDTH - MARGIN
    if scoring:
        size = round(TEXT * 1.1)
        w = round(text_width(scoring, size)) + 24
        d.rounded_rectangle([right - w, mid - size * 0.85, right, mid + size * 0.85],
                            radius=10, fill=LONGEST)
        d.text((right - w / 2, mid), scoring, font=font(size), fill=INK, anchor="mm")
        right -= w + 12
    room = right - MARGIN
    size = fit_size(main, round(TEXT * 1.35), room)
    d.text((MARGIN, mid), fit(main, size, room), font=font(size), fill=PAGE_TEXT,
           anchor="lm")
    return im


# --- the animation --------------------------------------------------------------------------
Names = Sequence[str] | SeatNames | None


def seat_names(view: PublicView, names: Names) -> SeatNames:
    """The seats' names through the game (RP9): given, or the first view's names."""
    if isinstance(names, SeatNames):
        return names
    return SeatNames(tuple(names) if names is not None else
                     tuple(p.name for p in view.players))


def _names(frame: Frame, names: SeatNames, lang: str) -> list[str]:
    """The names at ``frame``, as pictures draw them (a computer's 🤖 as its gear)."""
    return [player_name(n, seat, lang) for seat, n in enumerate(names.at(frame.moves))]


class _Panels:
    """Each seat's panel, drawn again only when something in it changed (RP5)."""

    def __init__(self, layout: Layout, names: SeatNames, lang: str):
        self.layout, self.names, self.lang = layout, names, lang
        self.drawn: dict[int, tuple[tuple, Image.Image]] = {}

    def get(self, frame: Frame, previous: Frame | None, seat: int,
            palette: Image.Image | None) -> Image.Image:
        view = frame.view
        player = view.players[seat]
        recent = recent_cells(previous.view.players[seat] if previous else None, player) \
            if frame.step != "end" else ()
        place = places_of(frame.scores)[seat] if frame.step == "end" else None
        active = frame.seat == seat and frame.step != "end"
        marks = marks_of(view, seat)
        name = _names(frame, self.names, self.lang)[seat]
        key = (player.alhambra, player.reserve, player.score, recent, active, place,
               repr(marks), name)
        kept = self.drawn.get(seat)
        if kept is not None and kept[0] == key:
            return kept[1]
        image = panel_image(player, view, name=name,
                            width=self.layout.panel_width, height=self.layout.panel_height,
                            recent=recent, active=active, place=place, lang=self.lang)
        if palette is not None:
            image = _indexed(image, palette)
        self.drawn[seat] = (key, image)
        return image


def _indexed(image: Image.Image, palette: Image.Image) -> Image.Image:
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def _compose(frame: Frame, previous: Frame | None, layout: Layout, panels: _Panels,
             palette: Image.Image | None, lang: str,
             blank: Image.Image | None = None) -> Image.Image:
    """One frame: the header over the seats' panels (a palette image with ``palette``, on
    ``blank``, the empty page in that palette)."""
    canvas = Image.new("RGB", (WIDTH, layout.height), PAGE) if blank is None \
        else blank.copy()
    header = _header(frame, _names(frame, panels.names, lang), lang)
    canvas.paste(_indexed(header, palette) if palette is not None else header, (0, 0))
    for seat in range(len(frame.view.players)):
        canvas.paste(panels.get(frame, previous, seat, palette), layout.place(seat))
    return canvas


def iter_frames(frames: Sequence[Frame], *, names: Names = None,
                lang: str = "en") -> Iterator[Image.Image]:
    """Every frame as a picture (palette images sharing one palette), one at a time."""
    if not frames:
        raise ValueError("a replay needs at least one frame")
    layout = layout_for(len(frames[0].view.players))
    given = seat_names(frames[0].view, names)
    # the palette: from the last two frames (the fullest cities, a turn's marks, the end)
    sample = [_compose(frames[i], frames[i - 1] if i else None, layout,
                       _Panels(layout, given, lang), None, lang)
              for i in range(max(0, len(frames) - 2), len(frames))]
    strip = Image.new("RGB", (WIDTH, layout.height * len(sample)))
    for i, image in enumerate(sample):
        strip.paste(image, (0, i * layout.height))
    palette = strip.quantize(COLOURS, method=Image.Quantize.FASTOCTREE,
                             dither=Image.Dither.NONE)
    blank = _indexed(Image.new("RGB", (WIDTH, layout.height), PAGE), palette)
    panels = _Panels(layout, given, lang)
    for i, frame in enumerate(frames):
        yield _compose(frame, frames[i - 1] if i else None, layout, panels, palette, lang,
                       blank)


def frame_images(frames: Sequence[Frame], *, names: Names = None,
                 lang: str = "en") -> list[Image.Image]:
    """Every frame as a picture (for a few frames: each is kept)."""
    return list(iter_frames(frames, names=names, lang=lang))


def step_image(frames: Sequence[Frame], index: int, *, names: Names = None,
               lang: str = "en") -> Image.Image:
    """Frame ``index`` alone, in full colour (RP10): as the GIF shows it."""
    layout = layout_for(len(frames[0].view.players))
    panels = _Panels(layout, seat_names(frames[0].view, names), lang)
    return _compose(frames[index], frames[index - 1] if index else None, layout, panels,
                    None, lang)


def durations(frames: Sequence[Frame]) -> list[int]:
    """How long each frame shows, in ms (RP6)."""
    turn = turn_duration(sum(1 for f in frames if f.step == "turn"))
    return [START_MS if f.step == "start" else END_MS if f.step == "end"
            else SCORING_MS if f.scoring else turn for f in frames]


def render_replay(frames: Sequence[Frame], *, names: Names = None,
                  lang: str = "en") -> bytes:
    """The GIF of an Alhambra game's replay (see the module docstring). ``names``: the
    seats' names as people read them (a computer's marked; through the game, RP9), default
    the views' names."""
    writer = GifWriter(loop=0)
    for image, duration in zip(iter_frames(frames, names=names, lang=lang),
                               durations(frames), strict=True):
        writer.add(image, duration)
    return writer.finish()


def render_game_replay(initial, log: Sequence[tuple[int, object]], *,
                       names: Names = None, lang: str = "en") -> bytes:
    """The GIF of the Alhambra game that ``log`` ((seat, action), in order) plays to its end
    from ``initial``; raises :class:`records.replay.NotOver` for a game still running. (One
    function of picklable arguments: the bot draws it in a worker process.)"""
    return render_replay(alhambra_frames(initial, log), names=names, lang=lang)


def render_game_step(initial, log: Sequence[tuple[int, object]], index: int, *,
                     names: Names = None, lang: str = "en") -> tuple[bytes | None, Step]:
    """RP10: frame ``index`` of the replay of the game ``log`` plays from ``initial``, as a
    PNG, and where it stands (:class:`records.replay.Step`); no picture (None) for an index
    past the last frame, whose step is then the last one. (Drawn in a worker process.)"""
    frames = alhambra_frames(initial, log)
    if not 0 <= index < len(frames):
        return None, step_of(frames, len(frames) - 1)
    return to_png(step_image(frames, index, names=names, lang=lang)), step_of(frames, index)
