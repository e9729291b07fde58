"""Alhambra Roll & Write at a table: the kind (:mod:`.kind`, with its round timer), its panel
(:mod:`.panel`), its words and player aid (:mod:`.texts`), its posts (:mod:`.posts`) and its
new-game options (:mod:`.options`). Importing the package registers the kind with the core.
"""

from bot.tables import register

from .kind import RollwriteKind

KIND = register(RollwriteKind())

__all__ = ["KIND", "RollwriteKind"]
