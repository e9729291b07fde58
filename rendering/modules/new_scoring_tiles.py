"""The new scoring tiles (expansion 5, module ``new_scoring_tiles``) in the pictures.

- Under the money display (:func:`scoring_tile_groups`, in the row of expansions 2 and 3's
  groups): the three tiles (all face up, NS1) as a small table, a row per tile ("Scoring
  1" and its six buildings as coloured chips in its order) under the numbers 1-6 of the
  scoring table's rows: the chip under "1" scores like pavilions ... under "6" like
  towers. The next scoring's row is framed and says "now"; a done one is faded.
- The scoring table (:mod:`rendering.scoring`): its building rows stand in the tile's order
  (``ScoringRecord.rows``: row 1 pays the pavilions' points ... row 6 the towers'), with a
  line under the title saying so.

Public fields only: ``tiles`` (each round's tile and its six buildings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from engine.alhambra.events import ScoringRecord
from engine.alhambra.view import PublicView

from ..theme import INK, MUTED, PANEL, PANEL_EDGE, RGB, fit, fit_size, font, say, text_width
from ..tiles import chip_image

if TYPE_CHECKING:
    from ..rows import Sizes

MODULE = "new_scoring_tiles"
#: The frame of the tile that scores next.
NOW: RGB = (196, 140, 20)


def scoring_tiles(view: PublicView) -> list[tuple[int, list[str]]] | None:
    """(round, buildings in slot order) of each tile (None: the module is not played)."""
    fields = view.modules_view.get(MODULE)
    if fields is None:
        return None
    return [(int(t["round"]), list(t["slots"])) for t in fields.get("tiles") or ()]


def next_round(view: PublicView) -> int | None:
    """The scoring that comes next (None: the game is over)."""
    if view.is_over:
        return None
    done = {r.round for r in view.scorings}
    return next((r for r in (1, 2, 3) if r not in done), None)


def scoring_tile_groups(view: PublicView, sizes: Sizes, width: int, lang: str = "en"
                        ) -> list[Image.Image]:
    """Under the money display: "Scoring tiles" over a small table, a row per tile
    ("Scoring 1" and its six buildings as chips, in its order) under the numbers 1-6 of
    the scoring table's rows; the next scoring's row framed with "now", done ones faded."""
    found = scoring_tiles(view)
    if not found:
        return []
    coming = next_round(view)
    done = {r.round for r in view.scorings}
    bg = PANEL
    chip = round(sizes.text * 1.45)
    gap = max(2, round(chip * 0.14))
    pad = max(3, round(sizes.text * 0.3))
    label = sizes.label
    titles = []
    for number, _ in found:
        title = say(lang, "img-scoring-tile-round", round=number)
        if number == coming:
            title += " · " + say(lang, "img-scoring-tile-now")
        titles.append(title)
    cells = 6 * chip + 5 * gap
    name_w = min(max(round(text_width(t, label)) for t in titles) + pad,
                 max(chip, width - cells - 4 * pad))
    inner = name_w + pad + cells
    caption = say(lang, "img-scoring-tiles")
    head = round(label * 1.3)
    numbers = round(sizes.text * 1.2)
    row = chip + 2 * pad
    w = max(inner + 2 * pad, min(width, round(text_width(caption, label)) + 2))
    h = head + numbers + len(found) * (row + gap)
    im = Image.new("RGB", (w, h), bg)
    d = ImageDraw.Draw(im)
    size = fit_size(caption, label, w)
    d.text((0, head / 2), fit(caption, size, w), font=font(size), fill=MUTED, anchor="lm")
    x0 = pad + name_w + pad
    for slot in range(6):
        d.text((x0 + slot * (chip + gap) + chip / 2, head + numbers / 2), str(slot + 1),
               font=font(sizes.text), fill=MUTED, anchor="mm")
    y = head + numbers
    for (number, slots), title in zip(found, titles, strict=True):
        now, faded = number == coming, number in done
        d.rounded_rectangle([0, y, inner + 2 * pad - 1, y + row - 1], radius=pad * 2,
                            outline=NOW if now else PANEL_EDGE,
                            width=max(3, pad) if now else 2)
        size = fit_size(title, label, name_w)
        d.text((pad + pad // 2, y + row / 2), fit(title, size, name_w), font=font(size),
               fill=INK if now else MUTED, anchor="lm")
        for slot, building in enumerate(slots):
            picture = chip_image(building, chip, bg)
            if faded:
                picture = Image.blend(picture, Image.new("RGB", picture.size, bg), 0.55)
            im.paste(picture, (x0 + slot * (chip + gap), y + pad))
        y += row + gap
    return [im]


def table_rows(record: ScoringRecord) -> tuple[str, ...]:
    """The scoring table's building rows in the round's tile order (empty: no tile)."""
    return tuple(record.rows)


def table_lines(record: ScoringRecord, lang: str = "en") -> list[str]:
    """The lines under the scoring table's title when a tile ordered its rows: which tile,
    then (smaller) how its rows pay."""
    if not record.rows:
        return []
    return [say(lang, "img-scoring-tile-rows", round=record.round),
            say(lang, "img-scoring-tile-pays")]

