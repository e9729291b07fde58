"""``/<kind> rules``: the player aid as ONE private message with a section picker.

It used to arrive as 8-9 private messages (13-15k characters), more than a phone player
scrolls through. Now each entry of the picker is one page that fits one phone screen
(decision PH1: at most :data:`PAGE_LIMIT` = 1,500 characters; Discord on a phone shows some
40 characters a line and about 35 lines of a message above its menu). A section of the kind
(:meth:`TableKind.rules_sections`) that is longer is cut into several pages, before a bold
sub-heading where one is near, else between lines ("Expansion 1 (2/3)"). The picker lists
the sections (PH4: one entry per section, not per page, since Discord's menu holds 25 and
the expansions' pages outgrew it); picking one shows its first page, and "Next ›" steps
through every page in turn. Either edits the same message; nothing is posted in the
thread. The menu and the button carry only the page's number (game and version 0: they
belong to no game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.limits import BUTTON_LABEL, SELECT_OPTION_TEXT, fit
from i18n import text

from .components import TableButton, TableSelect
from .kind import TableKind
from .speech import user_language

#: The most characters of one page: one phone screen.
PAGE_LIMIT = 1500
#: What the picker's menu and its "Next ›" button are for (the custom id's ``what``).
RULES = "rules"
#: Discord's most options in one menu.
MOST_OPTIONS = 25


@dataclass(frozen=True)
class Page:
    """One entry of the picker: its section's heading, which part of the section it is,
    the sub-headings it holds, and its words."""

    title: str
    part: int
    parts: int
    topics: str
    words: str


def pages(sections: Sequence[str], limit: int = PAGE_LIMIT) -> list[Page]:
    """The sections cut into pages of at most ``limit`` characters."""
    found: list[Page] = []
    for section in sections:
        section = section.strip()
        if not section:
            continue
        title = _heading(section)
        head = f"**{title}** (9/9)\n"  # what a later part starts with (at its longest)
        chunks = _cut(section, limit - len(head))
        for n, chunk in enumerate(chunks):
            words = chunk if n == 0 else f"**{title}** ({n + 1}/{len(chunks)})\n{chunk}"
            found.append(Page(title, n + 1, len(chunks), _topics(chunk, title), words))
    return found


def _heading(section: str) -> str:
    """The bold words a section begins with ("Expansion 1: The Vizier's Favour")."""
    if section.startswith("**"):
        return section[2:].split("**", 1)[0].strip()
    return fit(section.split("\n", 1)[0].strip(), BUTTON_LABEL)


def _topics(chunk: str, title: str) -> str:
    """The bold sub-headings that begin lines of ``chunk`` ("Vizier, Exchange offices")."""
    found = []
    for line in chunk.split("\n"):
        if line.startswith("**"):
            topic = line[2:].split("**", 1)[0].strip().rstrip(":")
            if topic and topic != title and topic not in found:
                found.append(topic)
    return ", ".join(found)


def _cut(section: str, limit: int) -> list[str]:
    """``section`` in parts of at most ``limit`` characters: whole blocks (a block runs from
    one bold line to the next) where they fit, else whole lines, else whole words."""
    blocks: list[str] = []
    for line in section.split("\n"):
        if line.startswith("**") or not blocks:
            blocks.append(line)
        else:
            blocks[-1] += "\n" + line
    parts: list[str] = []
    for block in blocks:
        for piece in _fitting(block, limit):
            if parts and len(parts[-1]) + 1 + len(piece) <= limit:
                parts[-1] += "\n" + piece
            else:
                parts.append(piece)
    return parts


def _fitting(block: str, limit: int) -> list[str]:
    """A block as pieces of at most ``limit`` characters (itself, when it fits)."""
    if len(block) <= limit:
        return [block]
    pieces: list[str] = []
    for line in block.split("\n"):
        while len(line) > limit:  # a very long line: cut between words
            cut = line.rfind(" ", 0, limit)
            cut = cut if cut > 0 else limit
            pieces.append(line[:cut])
            line = line[cut:].lstrip()
        if pieces and len(pieces[-1]) + 1 + len(line) <= limit:
            pieces[-1] += "\n" + line
        else:
            pieces.append(line)
    return pieces


def page_label(page: Page, lang: str) -> str:
    """The picker's entry: "Expansion 1: The Vizier's Favour (2/3)"."""
    if page.parts == 1:
        return fit(page.title, SELECT_OPTION_TEXT)
    return fit(text(lang, "phone-rules-part", title=page.title, part=page.part,
                    parts=page.parts), SELECT_OPTION_TEXT)


def section_starts(found: Sequence[Page]) -> list[int]:
    """The index of each section's first page."""
    return [n for n, page in enumerate(found) if page.part == 1]


def section_topics(found: Sequence[Page], start: int) -> str:
    """The sub-headings of the section whose first page is ``start``, all its pages'."""
    parts = found[start].parts
    topics = [t for page in found[start:start + parts] for t in page.topics.split(", ") if t]
    return ", ".join(dict.fromkeys(topics))


def rules_message(kind: TableKind, lang: str, shown: int = 0) -> tuple[str, discord.ui.View]:
    """Page ``shown`` of the kind's player aid, with the picker of sections (and "Next ›")."""
    found = pages(kind.rules_sections(lang))
    if not found:
        return text(lang, "phone-rules-none"), discord.ui.View()
    shown = shown if 0 <= shown < len(found) else 0
    buttons = discord.ui.View(timeout=None)
    starts = section_starts(found)[:MOST_OPTIONS]
    if len(starts) > 1:
        menu = TableSelect(kind.select_prefix, 0, 0, RULES)
        menu.item.placeholder = text(lang, "phone-rules-pick")
        current = max(n for n in starts if n <= shown)
        for n in starts:
            menu.item.add_option(label=fit(found[n].title, SELECT_OPTION_TEXT), value=str(n),
                                 description=fit(section_topics(found, n),
                                                 SELECT_OPTION_TEXT) or None,
                                 default=n == current)
        buttons.add_item(menu)
    if len(found) > 1:
        following = (shown + 1) % len(found)
        buttons.add_item(TableButton(
            kind.button_prefix, 0, 0, RULES, str(following),
            label=_next_label(page_label(found[following], lang), lang),
            style=discord.ButtonStyle.secondary))
    return found[shown].words, buttons


def _next_label(title: str, lang: str) -> str:
    """"Next: Granada ›", the title shortened to fit Discord's 80 characters of a button."""
    room = BUTTON_LABEL - len(text(lang, "phone-rules-next", title=""))
    return text(lang, "phone-rules-next", title=fit(title, room))


async def send_rules(interaction: discord.Interaction, kind: TableKind) -> None:
    """``/<kind> rules``: the first page, privately."""
    words, buttons = rules_message(kind, user_language(interaction))
    await interaction.response.send_message(words, view=buttons, ephemeral=True)
    buttons.stop()  # the menu is found again by its custom id (a DynamicItem)


async def show_rules(interaction: discord.Interaction, kind: TableKind, page: str) -> None:
    """A page picked in the menu (or "Next ›"): the same message shows it."""
    words, buttons = rules_message(kind, user_language(interaction),
                                   int(page) if page.isdigit() else 0)
    await interaction.response.edit_message(content=words, view=buttons)
    buttons.stop()
