"""Where the rule modules' panels and words meet: the only places one imports another's, each
with the rule of the books that ties them (as :mod:`engine.alhambra.modules.meetings` for the
engine; ``tests/test_structure.py`` checks both tables)."""

from __future__ import annotations

#: (the module that imports, the module it imports) -> the rule that ties them.
MEETINGS: dict[tuple[str, str], str] = {
    ("street_trader", "master_builders"):
        "a master builder's rebuild comes before the street trader moves (X3 step 2, MB)",
    ("sultan", "magic_buildings"):
        "a sultan card may claim a magic building turned to any position (MG6)",
}
