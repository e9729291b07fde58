"""Der Palast von Alhambra at a table: the kind (:mod:`.kind`), its panel of buttons
(:mod:`.panel`), its words (:mod:`.texts`, :mod:`.positions`), its posts (:mod:`.posts`,
:mod:`.stats`), its new-game options from the engine's module list (:mod:`.options`) and the
player aid (:mod:`.rules_text`). Importing the package registers the kind with the core.
"""

from bot.tables import register

from .kind import AlhambraKind

KIND = register(AlhambraKind())

__all__ = ["KIND", "AlhambraKind"]
