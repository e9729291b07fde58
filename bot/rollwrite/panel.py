"""The private Roll & Write panel: a seat's own sheet as an image and only its legal choices.

Choices are the seat's legal actions (``engine.rollwrite.legal_actions``) numbered in the
order the engine lists them, at the game's version. Every component's custom id carries the
game, that version and the round (``rws:<game>:<version>:<what>:<round>-<page>`` for a
select whose values are the indices, ``rwb:<game>:<version>:do:<round>-<index>`` for a
button), so the core can tell a panel of a finished round from one that is merely a few
moves behind because other players acted at the same time (see
:meth:`bot.rollwrite.kind.RollwriteKind.pick_is_current`). Long lists are paged by 25.

The panel is private: it speaks the language ``lang`` of the player who opened it. It shows
the seat's own sheet as it is; what it shows of the others comes from the seat's view, sealed
while a simultaneous round is open (:mod:`engine.rollwrite.view`).
"""

from __future__ import annotations

import discord

from bot.limits import BUTTON_LABEL, EMBED_FIELD_VALUE, SELECT_PLACEHOLDER, fit
from bot.tables import Panel, Picture
from bot.tables.components import TableButton, TableSelect
from engine.rollwrite import legal_actions, view
from i18n import text
from rendering.rollwrite import render_sheet
from storage import Game

from .texts import action_label, dice_text

PAGE = 25
COLOUR = discord.Colour.from_rgb(214, 160, 48)
#: The "My panel" button's label (a message of the core's catalogue).
PANEL_BUTTON = "panel-button"


BUTTON, SELECT = "rwb", "rws"


def _chunk(indices: list[int], page: int) -> tuple[list[int], int, int]:
    pages = max(1, (len(indices) + PAGE - 1) // PAGE)
    page %= pages
    return indices[page * PAGE:(page + 1) * PAGE], page, pages


def waiting_text(game: Game, lang: str) -> str:
    """Whom the game waits for: "Waiting for: ana, ben." ("It is ana's turn." in classic)."""
    state = game.state
    names = ", ".join(state.players[s].name for s in state.active_seats)
    if state.mode == "classic":
        return text(lang, "rollwrite-turn-of", names=names)
    return text(lang, "rollwrite-waiting-for", names=names, count=len(state.active_seats))


def build_panel(game: Game, seat: int, *, lang: str, page: int = 0,
                note: str | None = None) -> Panel:
    """The panel of ``seat`` for the game as it is now, in the language ``lang``."""
    state = game.state
    mine = view(state, seat)
    me = mine.players[seat]
    actions = list(legal_actions(state, seat))
    embed = discord.Embed(title=text(lang, "rollwrite-panel-title", name=me.name),
                          colour=COLOUR)
    embed.description = text(
        lang, "rollwrite-panel-summary", round=min(state.round, state.rounds),
        rounds=state.rounds, coins=me.coins, circled=me.circled, supply=mine.coin_supply,
        points=me.points, dice=dice_text(me.dice))
    picture = Picture(render_sheet, (mine, seat), "sheet.png", {"lang": lang})
    embed.set_image(url="attachment://sheet.png")
    # the moves as the view counts them: in an open simultaneous round, as it opened (how
    # many moves the others made this round would tell what they chose)
    embed.set_footer(text=text(lang, "rollwrite-panel-footer", game=str(game.id),
                               move=str(mine.moves)))
    panel_view = discord.ui.View(timeout=None)
    if note:
        embed.add_field(name=text(lang, "rollwrite-panel-note"), value=fit(note, EMBED_FIELD_VALUE),
                        inline=False)
    if game.status == "abandoned":
        embed.add_field(name=text(lang, "rollwrite-panel-cancelled"),
                        value=text(lang, "rollwrite-panel-cancelled-text"), inline=False)
        return Panel(embed, panel_view, picture)
    if state.is_over:
        embed.add_field(name=text(lang, "rollwrite-panel-over"),
                        value=text(lang, "rollwrite-panel-over-text"), inline=False)
        return Panel(embed, panel_view, picture)
    if not actions:
        if state.mode == "simultaneous":
            waiting = text(lang, "rollwrite-panel-played", round=state.round,
                           waiting=waiting_text(game, lang))
        else:
            waiting = text(lang, "rollwrite-panel-wait-turn", waiting=waiting_text(game, lang),
                           button=text(lang, PANEL_BUTTON))
        embed.add_field(name=text(lang, "rollwrite-panel-waiting"), value=waiting,
                        inline=False)
        return Panel(embed, panel_view, picture)

    r = state.round
    by_kind: dict[str, list[int]] = {}
    for index, action in enumerate(actions):
        by_kind.setdefault(action.kind, []).append(index)

    gained = max(0, min(mine.coins_on_offer, mine.coin_supply - me.circled))

    def label(i: int) -> str:
        return fit(action_label(actions[i], lang, me.dice, gained,
                                capped=gained < mine.coins_on_offer), BUTTON_LABEL)

    most_pages = 1
    for kind, what, placeholder in (
        ("cross", "cross", "rollwrite-choose-cross"),
        ("keep_pair", "keep", "rollwrite-choose-keep"),
        ("turn_die", "turn", "rollwrite-choose-turn"),
    ):
        indices = by_kind.get(kind, [])
        if not indices:
            continue
        shown, shown_page, pages = _chunk(indices, page)
        most_pages = max(most_pages, pages)
        select = TableSelect(SELECT, game.id, game.version, what, f"{r}-{shown_page}")
        title = text(lang, placeholder)
        if pages > 1:
            title = text(lang, "rollwrite-choose-page", choose=title, page=shown_page + 1,
                         pages=pages)
        select.item.placeholder = fit(title, SELECT_PLACEHOLDER)
        for i in shown:
            select.item.add_option(label=label(i), value=str(i))
        panel_view.add_item(select)
    if most_pages > 1:
        panel_view.add_item(TableButton(BUTTON, game.id, game.version, "page",
                                        str((page + 1) % most_pages),
                                        label=text(lang, "rollwrite-more-choices")))
    for kind, style in (("gain_coins", discord.ButtonStyle.success),
                        ("restart_turn", discord.ButtonStyle.danger)):
        for i in by_kind.get(kind, []):
            panel_view.add_item(TableButton(BUTTON, game.id, game.version, "do", f"{r}-{i}",
                                            label=label(i), style=style))
    return Panel(embed, panel_view, picture)
