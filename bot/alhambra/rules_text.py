"""The player aid shown by ``/alhambra rules`` (ephemeral): the base game, then Granada's
rules, then the Alhambra + Granada combination's, then expansion 1's four modules (the
vizier, exchange offices, bonus cards, building yards), then expansions 2 and 3 (the
characters on their own), then expansion 4's master builders, invaders and treasure chamber,
in the reader's language (the catalogues' ``alhambra-rules-*``; expansion 1's in
``expansion1.ftl``, expansion 4's in ``master_builders.ftl``, ``invaders.ftl``,
``chests.ftl``), then expansion 5's new scoring tiles (``scoring.ftl``), then expansion
6 and the promos, one section per module (``<module>.ftl``). Each section is a
bold heading, with bold sub-headings in a long one; the core shows the aid in one message
with a section picker, a page of one phone screen at a time (:mod:`bot.tables.rules`)."""

from i18n import DEFAULT, text

#: The sections, in order (each a message of ``alhambra-rules.ftl`` or ``expansion1.ftl``).
SECTIONS = ("alhambra-rules-base", "alhambra-rules-granada", "alhambra-rules-combination",
            "alhambra-rules-expansion1", "alhambra-rules-expansions2-3",
            "alhambra-rules-characters", "alhambra-rules-master-builders",
            "alhambra-rules-invaders", "alhambra-rules-treasure-chamber",
            "alhambra-rules-bazaars", "alhambra-rules-new-scoring-tiles",
            "alhambra-rules-caravanserai", "alhambra-rules-moors",
            "alhambra-rules-sultan", "alhambra-rules-falcons", "alhambra-rules-building-sites",
            "alhambra-rules-exchange-certificate", "alhambra-rules-portals",
            "alhambra-rules-magic-buildings", "alhambra-rules-medina")


def sections(lang: str = DEFAULT) -> list[str]:
    """The player aid's sections in ``lang``, in order."""
    return [text(lang, section) for section in SECTIONS]


def rules(lang: str = DEFAULT) -> str:
    """The whole player aid in ``lang``."""
    return "\n".join(sections(lang))


#: The player aid in English.
RULES = rules()
