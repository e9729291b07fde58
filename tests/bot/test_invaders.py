"""Invaders and scouts through the real bot on SimCord: chosen with ``/alhambra new
modules:``, a building of a face-up scout's colour paid exactly from the panel takes the
scout; the thread says who took which scout but never the card, the buyer's panel (and the
typed command's answer) says where the invaders come from, nobody else's does; the player
aid names the defaults; a whole game is played to its final scores with the invaders'
attacks told in the thread."""

from __future__ import annotations

import pytest

from engine.alhambra.components import TILES
from engine.alhambra.modules.invaders import face_up, scout_building
from tests.engine.helpers import market_with, rebase, with_hand

from .driver import (
    buttons,
    making_games,
    open_panel,
    open_table,
    play_to_the_end,
    rules_page,
    tap,
    turn_done,
)

DIRECTIONS = ("the north (top)", "the east (right)", "the south (bottom)", "the west (left)")


def a_scout_to_buy(real_new_game):
    """``new_game`` as the engine makes it, then (with the invaders) the denar slot offers
    a building of the first face-up scout's colour whose price is one denar card the
    starting seat holds alone: it can pay exactly at once."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "invaders" not in state.options.modules:
            return state
        building = scout_building(face_up(state)[0])
        tile = next(t for t in state.bag if TILES[t].building == building
                    and TILES[t].price <= 9)
        state = market_with(state, denar=tile)
        state = with_hand(state, state.active_seat, (f"denar-{TILES[tile].price}-1",))
        return rebase(state)
    return made


@pytest.fixture
def scout_ready(monkeypatch):
    import engine.alhambra as engine_module

    made = a_scout_to_buy(engine_module.new_game)
    making_games(monkeypatch, made)


def thread_text(table) -> str:
    return "\n".join(m.content for m in table.thread.history())


def panel_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


async def test_an_exact_purchase_from_the_panel_takes_the_scout(simcord_env, scout_ready):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="invaders")
    game = await table.game()
    seat = game.state.active_seat
    scout = face_up(game.state)[0]
    card = game.state.modules_state["invaders.deck"][0]
    where = DIRECTIONS["NESW".index(card[-1])]
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    denar = game.state.market[0]
    labels = [b.get("label", "") for b in buttons(panel)]
    buy = next((b for b in buttons(panel) if "Buy " in b.get("label", "")
                and f" {TILES[denar].price}" in b.get("label", "")), None)
    assert buy is not None, labels
    panel = await tap(member, panel, buy)
    after = await table.game()
    assert after.state.modules_state["invaders.held"] == [[seat, scout]]
    assert f"Only you know: the next invaders come from {where}." in panel_text(panel)
    for other in (s for s in range(3) if s != seat):
        their = await open_panel(table, table.member(after.user_of(other)))
        assert "invaders come from" not in panel_text(their)
    for _ in range(20):  # finish the turn: build, then end it
        if turn_done(panel):
            break
        choice = next((b for b in buttons(panel) if b.get("label", "")[:1].isdigit()), None) \
            or next(b for b in buttons(panel) if b.get("label") in ("End turn", "Reserve it")
                    or (b.get("emoji") or {}).get("name") == "💰")
        panel = await tap(member, panel, choice)
    posts = thread_text(table)
    colour = {"pavilion": "blue", "seraglio": "red", "arcades": "brown", "chambers": "white",
              "garden": "green", "tower": "purple"}[scout_building(scout)]
    assert f"took the {colour} scout" in posts and "looked at the top invader card" in posts
    assert not [d for d in DIRECTIONS if d in posts]


async def test_the_typed_purchase_answers_with_the_card_in_private(simcord_env, scout_ready):
    table = await open_table(simcord_env, ["ana", "ben"], modules="invaders")
    game = await table.game()
    seat = game.state.active_seat
    card = game.state.modules_state["invaders.deck"][0]
    member = table.member(game.user_of(seat))
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "")
    price = TILES[game.state.market[0]].price
    pick = next(c for c in choices if f"denar-{price}-1" in c["value"]
                or str(price) in c["name"])
    result = await member.slash(table.thread, "alhambra buy", choice=pick["value"])
    assert result.ephemeral
    assert f"the top invader card shows {DIRECTIONS['NESW'.index(card[-1])]}" in \
        result.response.content
    before = await table.game()
    bad = await member.slash(table.thread, "alhambra buy", choice="no such thing")
    assert bad.ephemeral and "invader" not in bad.response.content
    after = await table.game()
    assert after.version == before.version and after.state == before.state


async def test_the_player_aid_names_the_defaults(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], modules="invaders")
    words = await rules_page(table.players[0], table.channel, "Invaders and scouts")
    for marker in ("IN1", "IN2", "IN4", "IN5", "IN6"):
        assert marker in words, marker


async def test_a_whole_game_with_the_invaders(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="invaders")
    await play_to_the_end(table)
    game = await table.game()
    assert game.state.is_over
    assert len(game.state.modules_state["invaders.revealed"]) == 3
    posts = thread_text(table)
    assert posts.count("The invaders attack from") == 3
    assert "lost to the invaders" in posts or "nobody loses a point" in posts


def test_the_modules_title_and_words_come_from_the_catalogues():
    from bot.alhambra.options import module_description, module_title
    from engine.alhambra.modules import REGISTRY
    from i18n import LANGUAGES, has_text

    module = REGISTRY["invaders"]
    assert module_title(module, "en") == module.title
    assert module_description(module, "en") == module.description
    assert module_title(module, "de") == "Angreifer und Kundschafter"
    assert module_title(module, "hu") == "Támadók és felderítők"
    for lang in LANGUAGES:
        assert has_text(lang, "alhambra-rules-invaders")


def test_a_penalty_is_taken_away_in_the_score_lines():
    """'Ana: -3 (0 points for buildings + 4 for the wall − 7 lost to the invaders)'."""
    from bot.alhambra.texts import scoring_lines
    from engine.alhambra.events import ScoringRecord, ScoringRound

    record = ScoringRecord(round=1, counts={"tower": (0, 1)}, points={"tower": (0, 1)},
                           walls=(4, 0), totals=(0, 1), extra={"invaders": (-7, 0)})
    lines = scoring_lines(ScoringRound(round=1, record=record), ["Ana", "Ben"], lang="en")
    assert "Ana: -3 (" in lines and "+ 4 for the wall − 7 lost to the invaders" in lines
    assert "Ben: +1 (" in lines


ENGLISH = ("scout", "invader", "the", "took", "looked", "attack", "points", "only you")


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
def test_every_invaders_line_of_a_game_is_in_the_players_language(lang):
    """The log lines of a whole random game (scouts taken, attacks, new scouts), the private
    note and the panel's line: no ids, and in German and Hungarian no English."""
    import random
    import re

    from bot.alhambra.modules.invaders.texts import holdings_text, private_note
    from bot.alhambra.texts import event_line
    from engine.alhambra import apply, new_game, view
    from engine.alhambra.random_play import choose

    rng = random.Random(2)
    state = new_game(["Ana", "Ben", "Cem"], seed=2, modules=["invaders"])
    kinds, said = set(), []
    while not state.is_over:
        seat = state.flow.window_seats[0] if state.flow.window_seats else state.active_seat
        before = state
        state, events = apply(state, seat, choose(state, seat, rng))
        for event in events:
            if event.kind in ("scout_taken", "invaders_attacked", "scouts_turned_up"):
                kinds.add(event.kind)
                said.append(event_line(event, ["Ana", "Ben", "Cem"], before,
                                       modules=state.options.modules, lang=lang))
        fields = view(state, seat).modules_view
        note = private_note(fields, seat, events, lang=lang)
        if note:
            said += [note, holdings_text(fields, lang=lang)]
    assert kinds == {"scout_taken", "invaders_attacked", "scouts_turned_up"}
    for line in said:
        assert line and not re.search(r"invader-|scout-|_", line), line
        if lang != "en":
            assert not [w for w in ENGLISH if re.search(rf"\b{w}\b", line, re.I)], line
