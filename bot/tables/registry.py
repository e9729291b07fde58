"""The game kinds the bot knows: each kind registers here; the core looks kinds up by name
(a game's ``kind``) or by the prefix of a button's custom id."""

from __future__ import annotations

from .kind import TableKind

_BY_NAME: dict[str, TableKind] = {}
_BY_PREFIX: dict[str, TableKind] = {}


def register(kind: TableKind) -> TableKind:
    _BY_NAME[kind.name] = kind
    _BY_PREFIX[kind.button_prefix] = kind
    _BY_PREFIX[kind.select_prefix] = kind
    return kind


def kind_named(name: str) -> TableKind | None:
    return _BY_NAME.get(name)


def kind_of_prefix(prefix: str) -> TableKind | None:
    return _BY_PREFIX.get(prefix)


def kinds() -> list[TableKind]:
    return list(_BY_NAME.values())
