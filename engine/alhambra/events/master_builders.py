"""The events of the master builders (expansion 4, :mod:`..modules.master_builders`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class MasterBuilderUsed(EventBase):
    """Master builders: ``seat`` discarded the master builder ``card`` (face up, to the
    discard pile) for ``rebuilds`` extra rebuilds at the end of its turn."""

    kind: Literal["master_builder_used"] = "master_builder_used"
    seat: int
    card: str
    rebuilds: int = 1
