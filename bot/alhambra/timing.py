"""How long the vizier's window between two turns stays open (the table option
``vizier_minutes`` of ``/alhambra new``)."""

from __future__ import annotations

from datetime import timedelta

#: Minutes, when the table chose none: long enough to see a ping and answer on a phone,
#: short enough that the next player is not kept waiting long.
VIZIER_MINUTES = 15


def window_length(options: dict) -> timedelta:
    return timedelta(minutes=float(options.get("vizier_minutes") or VIZIER_MINUTES))
