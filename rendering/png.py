"""PNG bytes with fixed options: the same picture always gives the same bytes.

Pictures are reduced to a 256-colour palette (flat colours and anti-aliased text survive
that well) which keeps a tall overview small and fast to send; no metadata, no time stamp.
"""

from __future__ import annotations

import io

from PIL import Image

COLOURS = 256
COMPRESS_LEVEL = 6


def to_png(image: Image.Image) -> bytes:
    palette = image.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    palette.save(out, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return out.getvalue()
