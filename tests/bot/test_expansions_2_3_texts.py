"""Expansions 2 and 3 in the bot's words, in English, German and Hungarian: every choice of
the seven modules (city gates, wall cards, camps, street trader, thieves, diamonds, change)
and every event they cause, met in random games of the engine, reads as words, with no ids
or coordinates, and German and Hungarian hold no English; the panel's screens of these
modules, the window's ping and status with thieves, money with diamonds and coins, and the
player aid's section."""

from __future__ import annotations

import random
import re

import pytest

from bot.alhambra import KIND
from bot.alhambra.options import module_title
from bot.alhambra.panel import Screen, build_panel
from bot.alhambra.panel_core import GATE_STEP
from bot.alhambra.positions import tile_name
from bot.alhambra.posts import status_text, turn_call
from bot.alhambra.rules_text import rules
from bot.alhambra.texts import cards_short, cards_text, event_line, how_to_play, money_text
from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.components import CARDS, TILES
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.street_trader import choosing
from engine.alhambra.random_play import choose

from .test_alhambra_languages import ENGLISH, NAMES, as_game, panel_words

LANGS = ("en", "de", "hu")
SIX = ["city_gates", "wall_cards", "street_trader", "thieves", "diamonds", "change"]
CAMPS = ["camps", "diamonds", "change", "thieves"]
#: The new modules' English words, which no German or Hungarian text may hold.
ENGLISH_23 = ENGLISH + ["gate", "Gate", "thief", "Thief", "trader", "Trader", "coin", "Coin",
                        "Diamond", "resident", "Resident", "Camp", "camp", "bastion",
                        "supply", "Swap", "swap", "Refill", "refill", "Pass", "top", "left",
                        "right", "bottom", "blue", "green", "purple", "brown", "white"]
#: Ids, internal names and coordinates no player reads.
IDS = re.compile(r"\b\w+_\w+\b|[a-z]+-\d+-|\bgate-\d|\bwall-[NESW]|\bthief-|\bcoin-|"
                 r"\bdiamond-\d|\bcamp-|\(-?\d+, -?\d+\)|-?\d+,-?\d+")
NEW_KINDS = {"take_gate_card", "place_gate", "rebuild_place_gate", "use_wall_card",
             "refill_trader", "swap_trader", "move_trader", "play_thief", "pass_window",
             "choose_residents"}
NEW_EVENTS = {"gate_card_shown", "gate_card_taken", "gate_built", "wall_card_shown",
              "walls_built", "change_given", "coins_returned", "trader_displaced",
              "trader_refilled", "trader_moved", "thief_played", "residents_chosen"}


def clean(words: str, lang: str) -> None:
    """No ids; in German and Hungarian no English."""
    assert not IDS.search(words), (lang, IDS.search(words).group(0), words)
    if lang != "en":
        assert [w for w in ENGLISH_23 if re.search(rf"\b{re.escape(w)}\b", words)] == [], \
            (lang, words)


def play(modules: list[str], seed: int, steps: int = 4000):
    """(event, state before) and (state, seat, legal actions) of a random game."""
    rng = random.Random(seed)
    state = new_game(NAMES, seed=seed, modules=modules)
    events, choices = [], []
    for _ in range(steps):
        if state.is_over:
            break
        seat = (state.flow.window_seats or (state.active_seat,))[0]
        legal = list(legal_actions(state, seat))
        choices.append((state, seat, legal))
        after, happened = apply(state, seat, choose(state, seat, rng))
        events += [(e, state) for e in happened]
        state = after
    return events, choices


@pytest.fixture(scope="module")
def games():
    return [play(SIX, 3), play(CAMPS, 5)]  # (seed 5: a camp is built)


def test_the_games_met_every_new_choice_and_event(games):
    kinds = {a.kind for _, choices in games for _, _, legal in choices for a in legal}
    met = {e.kind for events, _ in games for e, _ in events}
    assert NEW_KINDS - kinds == set()
    assert NEW_EVENTS - met == set()
    assert any(TILES[t].building == "camp" for events, _ in games for e, _ in events
               if e.kind == "tile_placed" for t in [e.tile])


@pytest.mark.parametrize("lang", LANGS)
def test_every_new_choice_has_its_label(games, lang):
    seen = set()
    for _, choices in games:
        for state, seat, legal in choices:
            game = as_game(state, 5)
            for action in legal:
                if action.kind in NEW_KINDS and (action.kind, action.model_dump_json()) \
                        not in seen and len(seen) < 3000:
                    seen.add((action.kind, action.model_dump_json()))
                    words = KIND.action_label(game, seat, action, lang)
                    assert words and len(words) <= 100, words
                    clean(words, lang)
    assert {kind for kind, _ in seen} == NEW_KINDS


@pytest.mark.parametrize("lang", LANGS)
def test_every_new_event_has_its_line(games, lang):
    for events, _ in games:
        modules = events[0][1].options.modules
        for event, before in events:
            if event.kind in NEW_EVENTS or event.kind.startswith("vizier_"):
                line = event_line(event, NAMES, before, modules=modules, lang=lang)
                assert line, event
                clean(line, lang)
                assert "vizier" not in line.lower() and "wesir" not in line.lower() \
                    and "vezír" not in line.lower(), line  # no vizier in these games


def test_sides_and_walls_are_said_as_the_picture_shows_them():
    from engine.alhambra.actions import PlaceGate, UseWallCard

    state = new_game(NAMES, seed=3, modules=SIX)
    game = as_game(state)
    gate = PlaceGate(tile="garden-7-NSW", x=0, y=-1, side="N")
    assert "gate on its top wall" in KIND.action_label(game, 0, gate, "en")
    assert "Mauer oben" in KIND.action_label(game, 0, gate, "de")
    assert "felső" in KIND.action_label(game, 0, gate, "hu")
    wall = UseWallCard(card="wall-NE", tile="garden-7-NSW")
    assert "walls on the top and right sides" in KIND.action_label(game, 0, wall, "en")


@pytest.mark.parametrize("lang", LANGS)
def test_diamonds_and_coins_are_named_clearly(lang):
    diamond = next(c for c in CARDS if CARDS[c].kind == "diamond" and CARDS[c].value == 6)
    coin = "coin-denar-1"
    assert cards_short([diamond]) == "💎 6"
    short = cards_short([coin], lang=lang)
    assert short.startswith("🟦● 1 ") and {"en": "coin", "de": "Münze", "hu": "érme"}[lang] in \
        short
    words = cards_text([diamond, "denar-5-1", coin], lang=lang)
    assert "6" in words and "5" in words
    hand = money_text(["denar-5-1", coin, diamond], lang=lang)
    assert "💎" in hand and "6" in hand and "🟦" in hand
    for text_ in (words, hand):
        clean(text_, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_camps_have_names_with_their_bastions(lang):
    camps = [t for t in TILES if TILES[t].building == "camp"]
    names = {tile_name(t, lang=lang) for t in camps}
    assert len(names) == len(camps)  # two camps of a price are told apart by bastions
    for name in names:
        clean(name, lang)
        assert {"en": "Camp", "de": "Feldlager", "hu": "Tábor"}[lang] in name


def _screens_for(state, seat, legal) -> list[Screen]:
    kinds = {a.kind for a in legal}
    screens = [Screen("main")]
    if kinds & {"refill_trader", "swap_trader", "move_trader"}:
        screens += [Screen("trader"), Screen("swap")]
    if "use_wall_card" in kinds:
        screens += [Screen("walls"), Screen("wall")]
    if "place_gate" in kinds:
        screens.append(Screen("place"))
        screens += [Screen("gate", n) for n in range(1, 4)]
    if "rebuild_place_gate" in kinds:
        screens += [Screen("in"), Screen("ingate", 0), Screen("ingate", GATE_STEP)]
    if state.flow.window_seats:
        screens.append(Screen("window"))
    return screens


@pytest.mark.parametrize("lang", LANGS)
def test_the_new_screens_speak_the_language(games, lang):
    shown = set()
    for _, choices in games:
        for number, (state, seat, legal) in enumerate(choices):
            kinds = {a.kind for a in legal}
            if not kinds & (NEW_KINDS - {"pass_window"}) or (
                    number % 3 and not kinds & {"place_gate", "rebuild_place_gate"}):
                continue
            for screen in _screens_for(state, seat, legal):
                panel = build_panel(as_game(state, 5), seat, screen=screen, lang=lang)
                words = panel_words(panel)
                clean(words, lang)
                shown.add(screen.name)
    assert {"trader", "walls", "wall", "gate", "window", "main"} <= shown


def test_a_thieves_window_is_pinged_and_told_without_the_vizier(games):
    events, choices = games[0]
    state = next(s for s, _, _ in choices if s.flow.window_seats and not choosing(s))
    game = as_game(state, 5, options={"vizier_minutes": 5})
    for lang in LANGS:
        call, status = turn_call(game, lang), status_text(game, lang)
        for words in (call, status):
            assert "vizier" not in words.lower() and "wesir" not in words.lower() \
                and "vezír" not in words.lower(), words
            clean(words.replace("<@", "").replace(">", ""), lang)
    assert "play a thief" in turn_call(game, "en")
    assert "Dieb" in turn_call(game, "de") and "tolvaj" in turn_call(game, "hu")


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_aid_and_how_to_play_have_the_new_modules(lang):
    aid = rules(lang)
    for marker in ("GT1", "GT2", "GT3", "WA1", "WA2", "CA1", "CA2", "CA3", "ST1", "TH1",
                   "DI1", "DI2"):
        assert marker in aid, marker
    for module in ("city_gates", "wall_cards", "camps", "street_trader", "thieves",
                   "diamonds", "change"):
        assert f"**{module_title(REGISTRY[module], lang)}**" in aid  # by its title
        assert f"`{module}`" not in aid and ("_" not in module or module not in aid)
    how = how_to_play(SIX + ["camps"], lang=lang)
    assert how.count("**") >= 2 * 8
    if lang != "en":
        clean(how, lang)


async def test_the_new_modules_are_offered_in_new(simcord_env):
    from .driver import open_table

    table = await open_table(simcord_env, ["ana", "ben"],
                             modules="city_gates, wall_cards, street_trader, thieves, "
                                     "diamonds, change")
    game = await table.game()
    assert set(SIX) <= set(game.state.options.modules)
    table = await open_table(simcord_env, ["ana", "ben"], modules="camps")
    assert "camps" in (await table.game()).state.options.modules
