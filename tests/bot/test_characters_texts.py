"""The characters (expansion 2) in the bot's words, in English, German and Hungarian: every
choice (bids, the payment, the powers) and every event met in random games of the engine
reads as words, with no ids, and German and Hungarian hold no English; the auction's
screens, ping and status; the scoring's line for Hakim Wahid; the player aid's section."""

from __future__ import annotations

import pytest

from bot.alhambra import KIND
from bot.alhambra.panel import Screen, build_panel
from bot.alhambra.posts import status_text, turn_call
from bot.alhambra.rules_text import rules
from bot.alhambra.texts import event_line, how_to_play
from engine.alhambra.modules import characters

from .test_alhambra_languages import NAMES, as_game, panel_words
from .test_expansions_2_3_texts import LANGS, clean, play

MODULES = ["characters", "diamonds", "change", "exchange_offices"]
KINDS = {"bid_for_character", "pass_bid", "pay_for_character", "use_laila", "use_machma",
         "use_yammerad", "buy_with_karim", "take_with_knihstig"}
EVENTS = {"character_revealed", "character_auction_opened", "character_bid",
          "character_bid_passed", "character_won", "character_paid", "character_unsold",
          "character_used"}


@pytest.fixture(scope="module")
def games():
    return [play(MODULES, seed) for seed in (3, 8, 17)]


def test_the_games_met_the_auction_and_the_powers(games):
    kinds = {a.kind for _, choices in games for _, _, legal in choices for a in legal}
    met = {e.kind for events, _ in games for e, _ in events}
    assert {"bid_for_character", "pass_bid", "pay_for_character"} <= kinds
    assert len(kinds & KINDS) >= 5, kinds & KINDS
    assert {"character_auction_opened", "character_bid", "character_won",
            "character_used"} <= met


@pytest.mark.parametrize("lang", LANGS)
def test_every_choice_and_event_of_the_characters_is_said(games, lang):
    seen = set()
    for events, choices in games:
        for state, seat, legal in choices:
            game = as_game(state, 5)
            for action in legal:
                key = action.model_dump_json()
                if action.kind in KINDS and key not in seen:
                    seen.add(key)
                    words = KIND.action_label(game, seat, action, lang)
                    assert words and len(words) <= 100, words
                    clean(words, lang)
        modules = events[0][1].options.modules
        for event, before in events:
            if event.kind in EVENTS or event.kind == "scoring_round":
                line = event_line(event, NAMES, before, modules=modules, lang=lang)
                assert line, event
                clean(line, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_auction_is_shown_pinged_and_told(games, lang):
    bidding = paying = 0
    for _, choices in games:
        for state, _, _ in choices:
            asked = characters.asked(state)
            if asked is None or (bidding > 3 and paying > 1):
                continue
            game = as_game(state, 5, options={"vizier_minutes": 5})
            for who in range(len(state.players)):
                words = panel_words(build_panel(game, who, lang=lang))
                clean(words, lang)
                if who == asked and characters.expected(state) == "pay":
                    paying += 1
                elif who == asked:
                    bidding += 1
                    assert {"en": "Auction", "de": "Versteigerung", "hu": "Árverés"}[lang] \
                        in words
            for words in (turn_call(game, lang), status_text(game, lang)):
                clean(words.replace("<@", "").replace(">", ""), lang)
    assert bidding and paying


@pytest.mark.parametrize("lang", LANGS)
def test_the_power_screens_speak_the_language(games, lang):
    shown = set()
    for _, choices in games:
        for state, seat, legal in choices:
            kinds = {a.kind for a in legal}
            screens = [name for kind, name in (("use_laila", "laila"),
                                                ("use_machma", "machma"),
                                                ("buy_with_karim", "karim")) if kind in kinds]
            if not screens or screens[0] in shown:
                continue
            for name in ["main", *screens]:
                words = panel_words(build_panel(as_game(state, 5), seat, screen=Screen(name),
                                                lang=lang))
                clean(words, lang)
                shown.add(name)
    assert shown - {"main"}, shown


@pytest.mark.parametrize("lang", LANGS)
def test_the_aid_and_the_newcomers_lines_tell_the_characters(lang):
    aid = rules(lang)
    assert "Laila Wundabah" in aid and "Fatima" in aid
    how = how_to_play(["characters"], lang=lang)
    assert "🎭" in how
    clean(how, lang)
