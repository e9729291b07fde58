"""Every cut a picture makes of a computer's name (issue 38, CN1), for the tests that check no
picture shortens one: each module of ``rendering`` that draws with ``rendering.theme.fit``
is given a copy that records a text holding a computer's mark when it comes out shortened."""

from __future__ import annotations

import importlib
import pkgutil
import sys

import rendering
from rendering import theme


def record_name_cuts(monkeypatch) -> list[tuple[str, str]]:
    """(text, shown) of every cut of a computer's name from now on (until ``monkeypatch``
    undoes it)."""
    for found in pkgutil.walk_packages(rendering.__path__, "rendering."):
        importlib.import_module(found.name)
    made: list[tuple[str, str]] = []
    original = theme.fit

    def recording(words: str, size: int, width: int) -> str:
        shown = original(words, size, width)
        if shown != words and theme.DRAWN_COMPUTER_MARK in words:
            made.append((words, shown))
        return shown

    for name, module in list(sys.modules.items()):
        if name.startswith("rendering") and getattr(module, "fit", None) is original:
            monkeypatch.setattr(module, "fit", recording)
    return made
