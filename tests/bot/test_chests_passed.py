"""Chests passed on are distributed by their receiver (issue 40, TC c of the printed sheet:
the receiver "has the opportunity to distribute these chests"; TC2) through the real bot on
SimCord: the receiver is pinged with the window's time, chooses on its panel (the numbered
buildings on its Alhambra, one tap a chest), the others see whose choice the game waits
for; and when nobody answers, the time runs out and the chests go on the receiver's
buildings built first (TC2's default)."""

from __future__ import annotations

from engine.alhambra import problems
from engine.alhambra.modules import treasure_chamber as chamber
from tests.engine.helpers import with_hand

from .driver import (
    making_games,
    number_buttons,
    open_panel,
    open_table,
    private_text,
    tap,
)
from .test_treasure_chamber import built, first, with_room

MINUTE = 60
#: The receiver's towers, in the order built.
TOWERS = ("tower-7-NEW", "tower-8-NES", "tower-9-ES")
HAND = ("denar-5-1", "dirham-3-1")
#: Room 1: two towers for the receiver's three towers (a choice), two whites nobody has.
ROOM = ["tower", "tower", "chambers", "chambers"]


def passing_ready(real_new_game):
    """``new_game`` as the engine makes it, then (with the treasure chamber) the starting
    player holds exactly 8 and builds nothing of room 1's colours, the next player has
    three towers, and room 1 holds two purple and two white chests."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "treasure_chamber" not in state.options.modules:
            return state
        seat = state.active_seat
        state = built(state, (seat + 1) % len(state.players), *TOWERS)
        state = with_hand(state, seat, HAND)
        state = with_room(state, ROOM)
        assert problems(state) == []
        return state
    return made


def public_posts(table) -> list[str]:
    stored = table.env.backend.messages.get(table.thread.id, {})
    return [m.content for m in sorted(stored.values(), key=lambda m: m.id)
            if m.visible_to(None)]


def embed_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


async def _bought_and_ended(simcord_env, monkeypatch):
    """A table of three: the buyer buys room 1 from its panel and ends its turn; the chests
    pass on to the next player, who has a choice."""
    import engine.alhambra as engine_module

    making_games(monkeypatch, passing_ready(engine_module.new_game))
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="treasure_chamber")
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Buy chests…"))
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Room 1 ")))
    if first(panel, lambda t: "· pays 8" in t):  # (one payment: bought by the room's button)
        panel = await tap(member, panel, first(panel, lambda t: "· pays 8" in t))
    end = first(panel, lambda t: t == "End turn")
    if end is not None:  # (nothing else to do: the bot ends the turn by itself)
        panel = await tap(member, panel, end)
    held = await table.game()
    receiver = (seat + 1) % 3
    assert held.state.flow.window_seats == (receiver,), held.state.flow
    assert held.state.active_seat == seat  # the buyer's turn waits for the choice
    return table, held, seat, receiver


async def test_the_receiver_distributes_the_chests_passed_on_from_its_panel(
        simcord_env, monkeypatch):
    table, held, seat, receiver = await _bought_and_ended(simcord_env, monkeypatch)
    players = held.state.players
    buyer, name = players[seat].name, players[receiver].name
    posts = public_posts(table)
    called = [p for p in posts if "you may choose the buildings for them until" in p]
    assert called and f"{buyer} could not place the chests ⬜⬜🟪🟪" in called[-1], posts[-3:]
    assert f"Then {buyer}'s turn ends." in called[-1]
    assert f"{buyer} could not place 4 chests, ⬜⬜🟪🟪 (2 white, 2 purple); {name} chooses " \
        "where they go." in "\n".join(posts)
    # a seat not asked sees whose choice it is, and nothing to tap for it
    other = table.member(held.user_of((seat + 2) % 3))
    panel = await open_panel(table, other)
    assert f"{name} chooses the buildings for the chests {buyer} could not place" in \
        embed_text(panel)
    assert not number_buttons(panel)
    # the receiver: the three towers numbered on its Alhambra, and the default in one tap
    member = table.member(held.user_of(receiver))
    panel = await open_panel(table, member)
    assert "Chests passed on to you" in embed_text(panel), embed_text(panel)
    assert [b["label"] for b in number_buttons(panel)] == ["1", "2", "3"]
    assert first(panel, lambda t: t == "Place them for me (built first)")
    assert panel.attachments  # its Alhambra with the numbers
    panel = await tap(member, panel, number_buttons(panel)[2])
    mid = await table.game()
    assert mid.state.flow.window_seats == (receiver,)  # one chest left, two towers: a choice
    assert len(chamber.chests(mid.state)) == 1
    assert [b["label"] for b in number_buttons(panel)] == ["1", "2"]
    panel = await tap(member, panel, number_buttons(panel)[1])
    done = await table.game()
    assert done.state.flow.window_seats == () and done.state.active_seat == receiver
    placed = chamber.chests(done.state)
    assert len(placed) == 2 and set(placed) <= set(TOWERS)
    assert len(chamber.rooms(done.state)[0]) == 4 and problems(done.state) == []
    words = "\n".join(public_posts(table))
    assert f"{name} got a chest that {buyer} could not place: it went on the Tower" in words
    assert "2 chests (⬜⬜) nobody could place went back into the bag." in words
    assert "Room 1 of the treasure chamber was refilled: " in words


async def test_a_bad_answer_out_of_turn_is_refused_privately_and_changes_nothing(
        simcord_env, monkeypatch):
    table, held, seat, receiver = await _bought_and_ended(simcord_env, monkeypatch)
    thread = table.thread
    member = table.member(held.user_of(receiver))
    places = await member.autocomplete(thread, "alhambra place", "choice", "")
    assert [c["name"] for c in places] == [
        "Put a chest on the Tower 7", "Put a chest on the Tower 8", "Put a chest on the Tower 9",
        "Put the chests on my buildings built first"], places
    buyer = table.member(held.user_of(seat))  # the buyer types the receiver's choice
    result = await buyer.slash(thread, "alhambra place", choice=places[0]["value"])
    name, paid_by = held.state.players[receiver].name, held.state.players[seat].name
    assert result.ephemeral and private_text(result) == (
        f"Turn 1: {name} chooses the buildings for the chests {paid_by} could not place.")
    assert (await table.game()).version == held.version  # nothing changed
    result = await member.slash(thread, "alhambra place", choice=places[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert chamber.chests(after.state) == [TOWERS[0]]  # typed: the same as a tap


async def test_the_time_runs_out_and_the_chests_go_on_the_buildings_built_first(
        simcord_env, monkeypatch):
    table, held, seat, receiver = await _bought_and_ended(simcord_env, monkeypatch)
    name = held.state.players[receiver].name
    await simcord_env.advance_time(16 * MINUTE)  # 15 minutes to answer by default
    done = await table.game()
    assert done.state.flow.window_seats == () and done.state.active_seat == receiver
    assert chamber.chests(done.state) == sorted(TOWERS[:2])  # TC2: built first
    posts = public_posts(table)
    timed = [p for p in posts if p.startswith("⏰ Time is up for ")]
    assert timed and timed[-1].startswith(
        f"⏰ Time is up for {name}: the chests passed on went on the buildings of their "
        "colour built first."), timed
    assert problems(done.state) == []
