"""What a rule module changes of one seat's tile edges (wooden walls, gates): a value the
seam (:meth:`.modules.seam.Module.edges`) and the edge rules (:mod:`.edges`) both know."""

from __future__ import annotations

from typing import NamedTuple


class Edges(NamedTuple):
    """One seat's edge changes (see :mod:`.edges`)."""

    #: (tile id, side): a wooden wall on that side of that tile.
    sticks: frozenset[tuple[str, str]] = frozenset()
    #: (tile id, side): a gate on that wall side; listed from both tiles of the edge.
    gates: frozenset[tuple[str, str]] = frozenset()
