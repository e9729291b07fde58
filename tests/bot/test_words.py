"""Issue 10: what players read says things in the game's words. No coordinates anywhere; the
logs are sentences; typed commands say what comes next; a newcomer is told how to play, who
starts and why."""

import random
import re

import pytest

from bot.alhambra.positions import where
from bot.alhambra.posts import recent_cells
from bot.alhambra.texts import scoring_lines
from engine.alhambra import apply, legal_actions
from engine.alhambra.events import ScoringRecord, ScoringRound, TilePlaced
from engine.alhambra.random_play import choose

from .driver import (
    last_turn_message,
    open_panel,
    open_table,
    play_turn,
    private_text,
    take_buttons,
)

COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)")


def test_a_place_is_named_by_its_neighbour_nearest_the_fountain():
    alhambra = ((0, 0, "fountain"), (1, 0, "tower-9-NE"), (1, 1, "garden-10-none"))
    assert where(alhambra, 0, 1) == "south of the fountain"
    assert where(alhambra, 2, 0) == "east of the Tower 9"
    assert where(alhambra, 1, 2) == "south of the Garden 10"
    assert where(alhambra, 1, -1) == "north of the Tower 9"


def test_scoring_lines_say_points_for_buildings_and_for_the_wall():
    record = ScoringRecord(round=1, counts={"tower": (2, 1)}, points={"tower": (8, 0)},
                           walls=(5, 2), totals=(13, 2))
    text = scoring_lines(ScoringRound(round=1, record=record), ["Ana", "Ben"])
    assert "Ana: +13 (8 points for buildings + 5 for the wall) = 13 points" in text
    assert "Ben: +2 (0 points for buildings + 2 for the wall) = 2 points" in text


def test_the_tiles_built_in_a_turn_are_the_ones_outlined():
    placed = TilePlaced(seat=1, tile="tower-9-NE", x=1, y=0)
    assert recent_cells([(placed, None)]) == [(1, 1, 0)]


async def test_the_start_shows_everyones_starting_money_and_why_the_start_player_starts(
        simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    game = await table.game()
    first = last_turn_message(table).content
    assert "Everyone's starting money, dealt face up" in first
    for player in game.state.players:
        assert f"• {player.name}: " in first
    starter = game.state.players[game.state.active_seat].name
    assert f"{starter} starts: " in first and "fewest" in first
    assert "From now on everyone's money is secret" in first
    lobby = table.thread.history()[0]
    assert any(field.name == "How to play" for field in lobby.embeds[0].fields)


@pytest.mark.parametrize("modules", [None, "granada"])
async def test_no_coordinates_in_anything_a_player_reads(simcord_env, modules):
    options = {"modules": modules} if modules else {}
    table = await open_table(simcord_env, ["ana", "ben", "cem"], **options)
    for _ in range(9):
        await play_turn(table)
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    texts = [m.content for m in table.thread.history()]
    texts.append(private_text(await member.slash(table.thread, "alhambra log")))
    for command in ("alhambra take", "alhambra buy", "alhambra rebuild", "alhambra place"):
        texts += [c["name"] for c in await member.autocomplete(table.thread, command,
                                                               "choice", "")]
    texts.append(private_text(await member.click(last_turn_message(table), label="My panel")))
    joined = "\n".join(texts)
    assert " built the " in joined  # places are said in words ...
    assert not COORDINATES.search(joined), COORDINATES.search(joined)  # ... never as numbers
    log = private_text(await member.slash(table.thread, "alhambra log"))
    assert re.search(r"\w+ (took|bought the|built the|put the) ", log)
    assert not re.search(r"granada-|fountain-|[a-z]_[a-z]", joined + log)  # no internal ids
    if modules:
        assert "the next market tiles show" in joined  # the marker, in words


async def test_status_says_whose_turn_it_is_and_what_they_wait_for(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    name = game.state.players[game.state.active_seat].name
    await table.players[0].slash(table.thread, "alhambra status")
    post = table.thread.history()[-1].content
    assert post == f"Turn 1: {name} is choosing: take money, buy a tile or rebuild."


async def test_typed_commands_say_what_comes_next(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    for _ in range(20):  # until the player to move can buy a tile
        game = await table.game()
        member = table.member(game.user_of(game.state.active_seat))
        buys = await member.autocomplete(table.thread, "alhambra buy", "choice", "")
        if buys:
            break
        await play_turn(table, prefer_take=True)
    result = await member.slash(table.thread, "alhambra buy", choice=buys[0]["value"])
    answer = private_text(result)
    assert answer != "Done."
    assert "place the" in answer and "/alhambra place" in answer
    assert "You paid exactly" in answer or answer.startswith("Bought. Now place the ")
    # Taking money ends the turn at once, and says so.
    await play_turn(table)
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    takes = await member.autocomplete(table.thread, "alhambra take", "choice", "")
    result = await member.slash(table.thread, "alhambra take", choice=takes[0]["value"])
    assert private_text(result) == "Turn done. The next player has been pinged."


async def test_a_finished_game_says_so_to_a_late_tap(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    player = table.member(game.user_of(game.state.active_seat))
    member_panel = await open_panel(table, player)
    rng = random.Random(5)
    while game.status == "running":  # to the end, quickly, through the store
        seat = game.active_seats[0]
        game = (await table.store.apply_action(game.id, seat, choose(game.state, seat, rng),
                                               expected_version=game.version)).game
    late = take_buttons(member_panel)
    result = await player.click(member_panel, custom_id=late[0]["custom_id"])
    assert "This game is over: the final scores are in the thread." in private_text(result)
    result = await player.slash(table.thread, "alhambra status")
    assert "over" in private_text(result) or "posted" in private_text(result)


def test_a_take_that_ends_the_turn_leaves_nothing_but_ending():
    """The rule behind "the turn ends by itself": after taking money (without an exact
    payment earlier in the turn) only "End turn" and "Undo turn" are legal."""
    from engine.alhambra import new_game

    state = new_game(3, seed=2)
    seat = state.active_seat
    take = next(a for a in legal_actions(state, seat) if a.kind == "take_money")
    after, _ = apply(state, seat, take)
    assert {a.kind for a in legal_actions(after, seat)} == {"end_turn", "restart_turn"}
