"""Issue 24, "Words": the catalogues say things in the rule books' words and in grammar a
native speaker writes. Each test names one fault play-testing found (German, Hungarian,
English) and fails on the catalogues that had it: the message as players read it, for given
arguments, and consistency checks over every message of a language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as fluent_ast

from bot.rollwrite.kind import RollwriteKind
from bot.rollwrite.panel import waiting_text
from bot.rollwrite.posts import status_post
from bot.rollwrite.texts import action_label, cell_label, log_line
from engine.rollwrite import IllegalAction, apply
from engine.rollwrite.actions import KeepPair
from i18n import CATALOGUES, names_in, text
from rendering.market import pile_words

from .test_rollwrite_languages import Played


def _values(language: str) -> dict[str, str]:
    """Every message (and attribute) of ``language`` as its Fluent source, comments left out:
    what players can be shown."""
    found: dict[str, str] = {}
    serializer = FluentSerializer()
    for path in sorted(Path(CATALOGUES, language).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                entry.comment = None
                found[entry.id.name] = serializer.serialize_entry(entry)
    return found


def _saying(language: str, pattern: str) -> list[str]:
    """The ids of the messages of ``language`` that match ``pattern``."""
    return sorted(key for key, value in _values(language).items() if re.search(pattern, value))


# --- German ---------------------------------------------------------------------------------

def test_german_builds_the_tile_not_it():
    """"Baue es ein" is wrong after "Die Arkaden 4 einbauen" (plural) and unclear after a
    title naming the tile: say the tile."""
    assert _saying("de", r"Baue es\b") == []
    for message in ("alhambra-place-build", "alhambra-place-final", "alhambra-panel-vizier-place",
                    "alhambra-place-final-as-it-lies"):
        said = text("de", message, where="Tippe eine Nummer an", cards="3 Denar")
        assert "Baue das Plättchen" in said, said


def test_german_takes_a_building_yard():
    """A building yard is taken ("nehmen"), not put up ("errichten")."""
    assert _saying("de", r"errichte") == []
    assert text("de", "alhambra-act-take-yard", building="Turm") == "Bauhütte nehmen (Turm)"
    assert "eine Bauhütte nehmen" in text("de", "engine-verb", action="take_yard")


def test_german_skip_takes_the_single_most_valuable_card():
    said = text("de", "alhambra-skip-words")
    assert "die eine wertvollste" not in said
    assert "nur die wertvollste Geldkarte" in said


def test_german_says_schlusswertung_only():
    """One word for the final scoring, the Roll & Write rule book's "Schlusswertung"."""
    assert _saying("de", r"Endwertung") == []
    assert "Schlusswertung" in text("de", "panel-game-over")
    assert "Schlusswertung" in text("de", "alhambra-panel-over")


def test_german_taps_buttons_in_one_form():
    """Players tap on phones: every button is "Tippe auf **…**", never "Drück"/"Drücke"."""
    assert _saying("de", r"[Dd]rück") == []
    assert "Tippe auf **Mein Panel**" in text("de", "alhambra-call-turn", user="@ana")
    assert text("de", "lobby-how", least=2, most=6).startswith("Tippe auf **Mitspielen**")


def test_german_diamonds_never_mix_with_money():
    """Diamonds pay only with diamonds, never mixed with money ("nur untereinander" was
    unclear)."""
    assert _saying("de", r"untereinander|nur unter sich|nur Diamanten zusammen") == []
    for message in ("img-hand-diamonds-note", "engine-pay-diamonds-alone"):
        assert "nur mit Diamanten, nie mit Geld gemischt" in text("de", message)


def test_german_names_the_back_of_a_tile():
    assert text("de", "img-market-back") == "Rückseite"



def test_german_verbs_agree_with_plural_tiles():
    """"Die Arkaden 4 liegt" is wrong (Arkaden and Gemächer are plural): a tile that is the
    subject is "das Plättchen Arkaden 4", whose verb is singular."""
    from bot.alhambra.positions import Tile, say
    from engine.alhambra.components import TILES

    arcades = next(t for t, tile in TILES.items() if tile.building == "arcades")
    said = say("de", "engine-not-on-reserve", tile=Tile(arcades))
    assert said.startswith("Das Plättchen Arkaden ") and said.endswith(
        " liegt nicht in deiner Reserve")
    said = say("de", "engine-one-sided", tile=Tile(arcades))
    assert said.startswith("Das Plättchen Arkaden ") and said.endswith(" hat nur eine Seite")
    assert say("de", "alhambra-caption-build-in", tile=Tile(arcades)).startswith(
        "Wohin kommt das Plättchen Arkaden ")

# --- Hungarian ------------------------------------------------------------------------------

#: A case ending glued to a number placeholder ("{ $overpaid }-vel"): its form depends on the
#: number (3-mal, 5-tel, 1-gyel), which a fixed suffix gets wrong for most numbers.
GLUED = r"\{ \$[a-z_]+ \}-(vel|val|t|et|at|ot|öt|nak|nek|ban|ben|ból|ből|ra|re|tól|től)\b"


def test_hungarian_never_glues_a_suffix_to_a_number():
    assert _saying("hu", GLUED) == []
    assert _saying("hu", r"[Aa]\(z\)") == []
    said = text("hu", "alhambra-log-change", who="Ana", overpaid=3, got="all", coins="1 érme",
                owed=1)
    assert "3-vel" not in said and "túlfizetés: 3" in said
    assert "legfeljebb 5;" in text("hu", "engine-take-too-much", limit=5, cards="9",
                                   total=9)


def test_hungarian_says_vandorkereskedo_only():
    assert _saying("hu", r"vándorárus") == []
    assert "vándorkereskedő" in text("hu", "alhambra-score-term", points=3,
                                    term="street_trader", words="")


def test_hungarian_calls_dirk_geza_as_the_book_does():
    """The Hungarian rule book names the imaginary third player "Géza"."""
    assert text("hu", "alhambra-dirk") == "Géza"
    assert _saying("hu", r"Dirk") == []
    assert text("hu", "alhambra-button-give-dirk") == "Gézának adom"


def test_hungarian_taps_a_number_on_the_picture():
    assert _saying("hu", r"koppints a számára") == []
    assert text("hu", "alhambra-place-where", count=3) == "koppints egy számra a képen (3 hely)"


def test_hungarian_waits_for_one_player_or_several():
    """"Rájuk várunk: Ana" (them, for one name) is wrong: one player is "Rá várunk"."""
    assert text("hu", "rollwrite-waiting-for", names="Ana", count=1) == "Rá várunk: Ana."
    assert text("hu", "rollwrite-waiting-for", names="Ana, Ben", count=2) == \
        "Rájuk várunk: Ana, Ben."


@pytest.fixture(scope="module")
def simultaneous() -> Played:
    return Played(seed=5, mode="simultaneous")


def test_hungarian_rollwrite_says_whom_it_waits_for_in_number(simultaneous):
    """The bot gives the count: the panel, the status post and the refusal to a player who
    has played the round agree with how many are still to play."""
    for many in (1, 2):
        version = next(v for v, (state, _) in enumerate(simultaneous.steps, 1)
                       if len(state.active_seats) == many and not state.is_over)
        game = simultaneous.game(version, "hu")
        names = ", ".join(game.state.players[s].name for s in game.state.active_seats)
        word = "Rá várunk" if many == 1 else "Rájuk várunk"
        assert waiting_text(game, "hu") == f"{word}: {names}."
        assert f"{word}: {names}." in status_post(game, "hu").content
        done = next(s for s in range(len(game.state.players))
                    if s not in game.state.active_seats)
        with pytest.raises(IllegalAction) as refused:
            apply(game.state, done, {"kind": "gain_coins"})
        listed = names_in("hu", [game.state.players[s].name for s in game.state.active_seats])
        assert f"{word.lower()}: {listed}" in RollwriteKind().refusal_text(refused.value, "hu")


# --- English --------------------------------------------------------------------------------

def test_english_rollwrite_says_the_dice_colours():
    """Roll & Write named dice "y3" and "b4": colours are said in words."""
    assert _saying("en", r"\by\{|\bb\{") == []
    assert cell_label(3, 4, "en").endswith("(yellow 3 × blue 4)")
    keep = KeepPair(yellow=3, blue=4)
    assert action_label(keep, "en") == "Keep yellow 3 and blue 4 (pass the other pair on)"
    assert log_line(keep, "Ana", "en") == "Ana kept yellow 3 and blue 4."


def test_english_has_no_pseudo_plurals():
    """Fluent chooses singular or plural: no "coin(s)" or "tile(s)"."""
    assert _saying("en", r"\w\(s\)") == []
    assert text("en", "rollwrite-event-coins", name="Ana", coins=1) == "Ana gained 1 coin."
    assert text("en", "rollwrite-event-coins", name="Ana", coins=2) == "Ana gained 2 coins."
    assert text("en", "alhambra-place-more-waiting", count=1) == \
        "One more bought tile waits besides this one."
    assert text("en", "engine-place-before-end", count=1) == \
        "place or reserve the tile you bought before ending your turn"


def test_english_explains_the_scoring_cards():
    """"Scoring: A, B" on the market and "when card A and B appear" in the aid explained
    nothing; "Scoring cards 1st, 2nd" (issue 40) still said nothing to a newcomer: the
    market says which scoring comes next, of three, in words."""
    assert [text("en", "img-scoring-next", round=r) for r in (1, 2, 3)] == \
        ["1st of 3", "2nd of 3", "last, at the end"]
    assert "when a scoring card comes up in the money" in text("en", "alhambra-rules-base")
    assert "card A" not in text("en", "alhambra-rules-base")
    from engine.alhambra import new_game, view

    public = view(new_game(["Ana", "Ben", "Cem"], seed=1), None)
    assert ("Next scoring", "1st of 3") in pile_words(public, "en")
    assert ("Nächste Wertung", "1. von 3") in pile_words(public, "de")
    assert ("Következő értékelés", "1. (a háromból)") in pile_words(public, "hu")
