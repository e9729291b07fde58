"""An animated GIF written frame by frame, holding one frame in memory at a time.

Pillow's ``save_all`` keeps every frame (a full-size copy each) until it writes the file:
a replay of 600 frames of 720 x 1,200 pixels would need half a gigabyte. Here each frame
is compared with the one before, only the rectangle that changed is kept (its unchanged
pixels set to the transparent index, which compresses to almost nothing) and encoded at
once, by Pillow, as a one-frame GIF whose image block is copied into the animation. All
frames share the first frame's palette (the global colour table): give palette images
made with one palette (``image.quantize(palette=...)``) whose last index is unused.
A frame identical to the one before only makes that one show longer.
"""

from __future__ import annotations

import io
import struct

from PIL import Image, ImageChops

#: The palette index that means "unchanged" (no colour of the frames may use it).
CLEAR = 255


class GifWriter:
    """``add`` each frame with its duration (ms), then ``finish`` for the bytes."""

    def __init__(self, loop: int = 0):
        self.loop = loop
        self.out = io.BytesIO()
        self.previous: Image.Image | None = None
        #: The frame not yet written: (its image block, offset, size, duration, whether
        #: it has "unchanged" pixels).
        self.pending: tuple[bytes, tuple[int, int], tuple[int, int], int, bool] | None = None
        self.count = 0

    def add(self, frame: Image.Image, duration: int) -> None:
        if frame.mode != "P":
            raise ValueError("frames are palette images sharing one palette")
        if self.previous is None:
            self._start(frame)
            self.pending = (_image_block(frame), (0, 0), frame.size, duration, False)
        else:
            delta = ImageChops.subtract_modulo(frame, self.previous)
            box = delta.getbbox(alpha_only=False)
            if box is None:  # nothing changed: the frame before shows longer
                block, offset, size, shown, clear = self.pending
                self.pending = (block, offset, size, shown + duration, clear)
                return
            self._flush()
            part = frame.crop(box)
            unchanged = delta.crop(box).point([255, *(0,) * 255], "1")
            part.paste(CLEAR, mask=unchanged)
            self.pending = (_image_block(part), box[:2], part.size, duration, True)
        self.previous = frame
        self.count += 1

    def _start(self, frame: Image.Image) -> None:
        palette = (frame.getpalette() or [])[:768]
        palette += [0] * (768 - len(palette))
        width, height = frame.size
        self.out.write(b"GIF89a" + struct.pack("<HHBBB", width, height, 0xF7, 0, 0))
        self.out.write(bytes(palette))
        self.out.write(b"!\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", self.loop) + b"\0")

    def _flush(self) -> None:
        if self.pending is None:
            return
        block, (x, y), (width, height), duration, clear = self.pending
        # graphic control: leave the frame in place (disposal 1), the delay, "clear" index
        self.out.write(b"!\xf9\x04" + struct.pack("<BHB", 4 | int(clear),
                                                  round(duration / 10), CLEAR) + b"\0")
        self.out.write(b"," + struct.pack("<HHHHB", x, y, width, height, 0))
        self.out.write(block)
        self.pending = None

    def finish(self) -> bytes:
        self._flush()
        self.out.write(b";")
        return self.out.getvalue()


def _image_block(image: Image.Image) -> bytes:
    """The LZW-coded pixels of ``image`` (code size, data sub-blocks, terminator), taken
    from the one-frame GIF Pillow writes of it (indices kept as they are)."""
    buffer = io.BytesIO()
    image.save(buffer, format="GIF", optimize=False, interlace=0)
    data = buffer.getvalue()
    at = 13
    if data[10] & 0x80:
        at += 3 * (2 << (data[10] & 7))
    while data[at] == 0x21:  # extensions: label, then sub-blocks
        at += 2
        while data[at]:
            at += data[at] + 1
        at += 1
    if data[at] != 0x2C:
        raise ValueError("no image in the GIF Pillow wrote")
    flags = data[at + 9]
    at += 10
    if flags & 0x40:
        raise ValueError("an interlaced image: its rows would be out of order")
    if flags & 0x80:
        at += 3 * (2 << (flags & 7))
    start = at
    at += 1  # the LZW minimum code size
    while data[at]:
        at += data[at] + 1
    return data[start:at + 1]
