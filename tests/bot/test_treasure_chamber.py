"""The treasure chamber (expansion 4) through the real bot on SimCord: "Buy chests…" on the
panel, a room, its payment, then the chest placement where the buyer has a choice (the panel
opens on it), the turn ending by itself; chests passed on and returned, told in the thread;
the same choices typed; a stale typed choice refused privately, changing nothing."""

from __future__ import annotations

from bot.alhambra.rules_text import rules
from engine.alhambra import problems
from engine.alhambra.modules import treasure_chamber as chamber
from engine.alhambra.ruleset import rules_of
from tests.engine.expansion1_helpers import claim, own
from tests.engine.helpers import rebase, update_player, with_hand

from .driver import buttons, making_games, open_panel, open_table, private_text, tap, turn_done

GARDENS = ("garden-8-SW", "garden-8-NE")
TOWER = "tower-7-NEW"
HAND = ("denar-5-1", "dirham-3-1", "guilder-9-1")
ROOM = ["garden", "tower", "chambers", "chambers"]


def built(state, seat, *tiles):
    state = claim(own(state, seat), *tiles)
    for tile in tiles:
        x, y = min(rules_of(state).legal_positions(state, seat, tile))
        player = state.players[seat]
        state = update_player(state, seat, alhambra=player.alhambra + ((x, y, tile),))
    return state


def with_room(state, room):
    """``state`` with ``room`` in the chamber's first room, the rest of the chests (the
    other rooms' and the bag's) dealt again in the other two rooms and the bag."""
    rooms = chamber.rooms(state)
    every = chamber.bag(state) + [c for r in rooms for c in r]
    for colour in room:
        every.remove(colour)
    rooms = [list(room), every[:4], every[4:8]]
    return rebase(state, modules_state={**state.modules_state, chamber.ROOM_KEY: rooms,
                                        chamber.BAG: every[8:]})


def chests_ready(real_new_game):
    """``new_game`` as the engine makes it, then (with the treasure chamber) the starting
    player holds 5 Denar, 3 Dirham and 9 Guilder and has two gardens, the next player a
    tower, and room 1 holds a green, a purple and two white chests."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "treasure_chamber" not in state.options.modules:
            return state
        seat = state.active_seat
        state = built(state, seat, *GARDENS)
        state = built(state, (seat + 1) % len(state.players), TOWER)
        state = with_hand(state, seat, HAND)
        state = with_room(state, ROOM)
        assert problems(state) == []
        return state
    return made


def first(panel, test):
    return next((b for b in buttons(panel) if test(b.get("label", ""))), None)


def all_posts(table) -> str:
    stored = table.env.backend.messages.get(table.thread.id, {})
    return " ".join(m.content for m in sorted(stored.values(), key=lambda m: m.id)
                    if m.visible_to(None))


async def _table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    made = chests_ready(engine_module.new_game)
    making_games(monkeypatch, made)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="treasure_chamber")


async def test_chests_are_bought_and_placed_from_the_panel(simcord_env, monkeypatch):
    table = await _table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Buy chests…"))
    text = str([e.to_dict() for e in panel.embeds])
    assert "Room 1: 🟩🟪⬜⬜" in text, text
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Room 1 ")))
    pays = [b["label"] for b in buttons(panel) if "· pays" in b.get("label", "")]
    assert len(pays) == 2 and "pays 8" in pays[0] and "pays 9" in pays[1], pays
    panel = await tap(member, panel, first(panel, lambda t: "· pays 8" in t))
    after = await table.game()
    assert after.state.players[seat].hand == ("guilder-9-1",)
    assert chamber.waiting(after.state, seat) == ["chambers", "chambers", "garden", "tower"]
    text = str([e.to_dict() for e in panel.embeds])
    assert "Which building gets a chest?" in str(panel.attachments) or "Your chests" in text
    numbers = [b for b in buttons(panel) if b.get("label") in ("1", "2")]
    assert len(numbers) == 2
    panel = await tap(member, panel, numbers[1])
    assert turn_done(panel)  # the last choice ends the turn by itself
    done = await table.game()
    assert done.state.active_seat != seat
    assert len([t for t in chamber.chests(done.state) if t in GARDENS]) == 1
    assert TOWER in chamber.chests(done.state)
    posts = all_posts(table)
    assert "bought the chests of room 1" in posts
    assert "put a chest on the Garden 8" in posts
    buyer = game.state.players[seat].name
    left = game.state.players[(seat + 1) % 3].name
    assert f"{left} got a chest that {buyer} could not place: it went on the Tower 7" in posts
    assert "2 chests (⬜⬜) nobody could place went back into the bag" in posts


async def test_chests_can_be_typed_and_a_stale_typed_choice_changes_nothing(
        simcord_env, monkeypatch):
    table = await _table(simcord_env, monkeypatch)
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    thread = table.thread
    choices = await member.autocomplete(thread, "alhambra buy", "choice", "chests")
    chests = [c for c in choices if c["name"].startswith("Buy the chests of room 1")]
    assert chests, choices
    result = await member.slash(thread, "alhambra buy", choice=chests[0]["value"])
    assert result.ephemeral
    bought = await table.game()
    assert bought.version > game.version and chamber.waiting(bought.state)
    stale = await member.slash(thread, "alhambra buy", choice=chests[0]["value"])
    assert stale.ephemeral and private_text(stale)
    assert (await table.game()).version == bought.version  # nothing changed
    places = await member.autocomplete(thread, "alhambra place", "choice", "")
    assert [c["name"] for c in places][:2] == ["Put a chest on the Garden 8"] * 2, places
    result = await member.slash(thread, "alhambra place", choice=places[0]["value"])
    assert result.ephemeral
    assert (await table.game()).state.active_seat != game.state.active_seat


def test_the_rules_aid_names_every_decision_of_the_treasure_chamber():
    for lang in ("en", "de", "hu"):
        aid = rules(lang)
        for decision in ("TC1", "TC2", "TC3", "TC4", "TC5", "TC6", "TC7", "TC8"):
            assert decision in aid, (lang, decision)

