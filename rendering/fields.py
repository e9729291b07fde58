"""A rule module's public fields of a view (``modules_view[module]``): what its pictures read."""

from __future__ import annotations

from engine.alhambra.view import PublicView, SeatView


def module_fields(view: PublicView | SeatView, module: str) -> dict:
    """The fields ``module`` shows in ``view`` (empty when it is not played)."""
    return view.modules_view.get(module) or {}
