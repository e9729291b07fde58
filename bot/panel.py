"""The private action panel: a seat's hand and only the legal choices, as selects and buttons.

Choices are the seat's legal actions at the game's current version, numbered in the order the
engine lists them; a select's custom id carries the game and that version, so a pick from an
old panel is recognised and never applied to a newer state. Long lists are paged by 25.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field

import discord

from engine.alhambra import legal_actions, view
from engine.alhambra.components import TILES
from rendering import legal_cells, render_alhambra, render_hand
from storage import Game

from .components import GameButton, GameSelect
from .texts import action_label, cell_text, money_text, tile_name

PAGE = 25
COLOUR = discord.Colour.from_rgb(176, 96, 48)


@dataclass
class Panel:
    embed: discord.Embed
    view: discord.ui.View
    files: list[discord.File] = field(default_factory=list)


def _chunk(indices: list[int], page: int) -> tuple[list[int], int, int]:
    """Page ``page`` (wrapping) of at most 25 choices: (shown, page shown, page count)."""
    pages = max(1, (len(indices) + PAGE - 1) // PAGE)
    page %= pages
    return indices[page * PAGE:(page + 1) * PAGE], page, pages


def _titled(placeholder: str, page: int, pages: int) -> str:
    return placeholder if pages == 1 else f"{placeholder} (page {page + 1}/{pages})"


def _select(game: Game, what: str, placeholder: str, options: list[tuple[int, str]], page: int):
    select = GameSelect(game.id, game.version, what, page)
    select.item.placeholder = placeholder[:150]
    for index, label in options:
        select.item.add_option(label=label[:100], value=str(index))
    return select


def build_panel(game: Game, seat: int, *, page: int = 0, note: str | None = None) -> Panel:
    """The panel of ``seat`` for the game as it is now."""
    state = game.state
    mine = view(state, seat)
    actions = list(legal_actions(state, seat))
    me = mine.players[seat]
    embed = discord.Embed(title=f"Your hand · {me.name}", colour=COLOUR)
    embed.description = money_text(mine.hand)
    if me.reserve:
        embed.add_field(name="Reserve", value="\n".join(tile_name(t) for t in me.reserve),
                        inline=False)
    placing = bool(me.bought) and state.active_seat == seat
    files = []
    if not placing:  # while placing, the picture is the numbered Alhambra instead
        files.append(discord.File(io.BytesIO(render_hand(mine)), filename="hand.png"))
        embed.set_image(url="attachment://hand.png")
    panel_view = discord.ui.View(timeout=None)
    if note:
        embed.add_field(name="Note", value=note[:1024], inline=False)

    embed.set_footer(text=f"Game {game.id} · move {game.version}")
    if game.status == "abandoned":
        embed.add_field(name="Game cancelled",
                        value="This game was cancelled; nothing more can be played in it.",
                        inline=False)
        return Panel(embed, panel_view, files)
    if state.is_over:
        embed.add_field(name="Game over", value="See the final scores in the thread.",
                        inline=False)
        return Panel(embed, panel_view, files)
    if seat in state.retired:
        embed.add_field(name="You have left this game",
                        value="Your Alhambra stays and keeps scoring; you take no more turns.",
                        inline=False)
        return Panel(embed, panel_view, files)
    if not actions:
        active = state.players[state.active_seat].name
        embed.add_field(name="Waiting", value=f"It is {active}'s turn. Press “My hand / act” "
                        "again for a fresh panel when it is yours.", inline=False)
        return Panel(embed, panel_view, files)

    by_kind: dict[str, list[int]] = {}
    for index, action in enumerate(actions):
        by_kind.setdefault(action.kind, []).append(index)

    phase = state.flow.phase
    if phase == "action":
        if state.flow.extra_action:
            embed.add_field(name="You paid exactly!", value="Take another action.",
                            inline=False)
        most_pages = 1
        for kinds, what, placeholder in (
            (("take_money",), "take", "💰 Take money…"),
            (("buy",), "buy", "🏗️ Buy a tile…"),
            (("rebuild_place", "rebuild_remove", "rebuild_exchange"), "rebuild",
             "🔁 Rebuild your Alhambra…"),
        ):
            indices = [i for k in kinds for i in by_kind.get(k, [])]
            if not indices:
                continue
            shown, shown_page, pages = _chunk(indices, page)
            most_pages = max(most_pages, pages)
            options = [(i, action_label(actions[i], mine.market)) for i in shown]
            panel_view.add_item(_select(game, what, _titled(placeholder, shown_page, pages),
                                        options, shown_page))
        if most_pages > 1:  # one button turns every long list to its next page
            panel_view.add_item(GameButton(game.id, game.version, "page",
                                           str((page + 1) % most_pages), label="More choices ›"))
    else:
        waiting = me.bought
        if waiting:
            tile = waiting[0]
            places = [i for i in by_kind.get("place", []) if actions[i].tile == tile]
            cells = legal_cells(me.alhambra, tile)
            number = {cell: n for n, cell in enumerate(cells, start=1)}
            shown, shown_page, pages = _chunk(places, page)
            embed.add_field(
                name=f"Place: {tile_name(tile)}",
                value=(f"{len(waiting)} tile(s) to place. Pick a numbered cell from the picture, "
                       "or put the tile on your reserve."),
                inline=False,
            )
            if places:
                options = [
                    (i, f"{number[(actions[i].x, actions[i].y)]} · cell "
                        f"{cell_text(actions[i].x, actions[i].y)}")
                    for i in shown
                ]
                label = _titled("📍 Where do you build it?", shown_page, pages)
                panel_view.add_item(_select(game, "place", label, options, shown_page))
                if pages > 1:
                    panel_view.add_item(GameButton(game.id, game.version, "page",
                                                   str((shown_page + 1) % pages),
                                                   label="More cells ›"))
            for kind, label, style in (("reserve", "Reserve it", discord.ButtonStyle.secondary),
                                       ("give_to_dirk", "Give it to Dirk",
                                        discord.ButtonStyle.secondary)):
                match = [i for i in by_kind.get(kind, []) if actions[i].tile == tile]
                if match:
                    panel_view.add_item(GameButton(game.id, game.version, "do", str(match[0]),
                                                   label=label, style=style))
            player = mine.players[seat]
            files.append(discord.File(
                io.BytesIO(render_alhambra(player, tile=TILES[tile], active=True)),
                filename="alhambra.png"))
            embed.set_image(url="attachment://alhambra.png")
        if "end_turn" in by_kind:
            panel_view.add_item(GameButton(game.id, game.version, "do",
                                           str(by_kind["end_turn"][0]), label="End my turn",
                                           style=discord.ButtonStyle.success))
    if "restart_turn" in by_kind:
        panel_view.add_item(GameButton(game.id, game.version, "do",
                                       str(by_kind["restart_turn"][0]), label="Undo turn",
                                       style=discord.ButtonStyle.danger))
    return Panel(embed, panel_view, files)
