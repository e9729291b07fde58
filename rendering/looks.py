"""How the buildings a rule module adds look: their colours, letter, names and icon (a
:class:`Look`), made the pictures' by :func:`install` as :mod:`rendering` loads, from the
one list of the modules' looks (:data:`rendering.modules.looks.LOOKS`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from . import icons, theme


@dataclass(frozen=True)
class Look:
    """A module's buildings: building -> (ground, ink, letter), building -> name, and
    building -> the function drawing its icon."""

    styles: Mapping[str, tuple] = field(default_factory=dict)
    names: Mapping[str, str] = field(default_factory=dict)
    glyphs: Mapping[str, Callable] = field(default_factory=dict)


def install(looks: Iterable[Look]) -> None:
    """Make these looks the pictures' (each building's style, name and icon)."""
    for look in looks:
        theme.register_buildings(dict(look.styles), dict(look.names))
        icons.register_icons(dict(look.glyphs))
