"""The player aid shown by ``/alhambra rules`` (ephemeral): the base game, then Granada's
rules, then the Alhambra + Granada combination's, then expansion 1's four modules (the
vizier, exchange offices, bonus cards, building yards), then expansions 2 and 3 (the
characters on their own), in the reader's language (the
catalogues' ``alhambra-rules-*``; expansion 1's in ``expansion1.ftl``). Each section is a
bold heading, with bold sub-headings in a long one; the core sends the aid in messages of
Discord's 2000 characters, cut before a heading."""

from i18n import DEFAULT, text

#: The sections, in order (each a message of ``alhambra-rules.ftl`` or ``expansion1.ftl``).
SECTIONS = ("alhambra-rules-base", "alhambra-rules-granada", "alhambra-rules-combination",
            "alhambra-rules-expansion1", "alhambra-rules-expansions2-3",
            "alhambra-rules-characters")


def rules(lang: str = DEFAULT) -> str:
    """The whole player aid in ``lang``."""
    return "\n".join(text(lang, section) for section in SECTIONS)


#: The player aid in English.
RULES = rules()
