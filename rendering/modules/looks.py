"""The looks of the buildings the rule modules add (Granada's, the camps', the bazaars', the
medinas'), as one value in the books' order: the engine's list of modules
(:data:`engine.alhambra.MODULES`) read for those with a look. :mod:`rendering` makes them the
pictures' as it loads (:func:`rendering.looks.install`)."""

from __future__ import annotations

from engine.alhambra import MODULES

from ..looks import Look
from . import camps, granada
from .bazaars import look as bazaars
from .medina import look as medina

#: The module's name -> the look of its buildings.
BY_MODULE: dict[str, Look] = {
    "granada": granada.LOOK,
    "camps": camps.LOOK,
    "bazaars": bazaars.LOOK,
    "medina": medina.LOOK,
}
#: Every module's look, in the books' order.
LOOKS: tuple[Look, ...] = tuple(BY_MODULE[m.name] for m in MODULES if m.name in BY_MODULE)
