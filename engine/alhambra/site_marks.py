"""Which tiles are unfinished building sites (expansion 6, :mod:`.building_sites`), read from
the game's data alone, so that every module that counts buildings can ask without importing
the building sites' module (BS3: an unfinished site counts as a tile only for placement,
holes, camp lines, invaders and walls; it is no building for anything else).

``modules_state["building_sites.sites"]``: tile id -> the id of its marker, for every
unfinished site wherever it lies (waiting to be placed, on the reserve, built). Without the
module the key is missing and every answer is "not a site".
"""

from __future__ import annotations

from functools import lru_cache

from .state import Built, GameState

SITES = "building_sites.sites"


def sites(state: GameState) -> dict[str, str]:
    """Every unfinished site: tile id -> its marker id (a fresh dict)."""
    return dict(state.modules_state.get(SITES) or {})


def is_site(state: GameState, tile: str) -> bool:
    """Whether ``tile`` is an unfinished building site now."""
    found = state.modules_state.get(SITES)
    return bool(found) and tile in found


def finished(state: GameState, seat: int) -> tuple[Built, ...]:
    """``seat``'s Alhambra without its unfinished sites: what counts where buildings count
    (majorities, yards, bonus cards, caravanserai types, bazaars). The same tuple when
    there are none, so the callers' caches still hit."""
    alhambra = state.players[seat].alhambra
    found = state.modules_state.get(SITES)
    if not found:
        return alhambra
    return _without(alhambra, frozenset(found))


@lru_cache(maxsize=256)
def _without(alhambra: tuple[Built, ...], unfinished: frozenset[str]) -> tuple[Built, ...]:
    if not any(tile in unfinished for *_, tile in alhambra):
        return alhambra
    return tuple(b for b in alhambra if b[2] not in unfinished)
