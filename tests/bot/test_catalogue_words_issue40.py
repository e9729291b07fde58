"""Issue 40, "Words (en, de, hu)": a native reader read the newest modules' texts against the
German books and the Hungarian base rules. Each test names one fault found and fails on the
catalogues that had it (as tests/bot/test_catalogue_words.py does for issue 24): the message
as players read it, for given arguments, and a check over every message of a language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser

from bot.alhambra.modules.caravanserai.texts import track_name
from bot.alhambra.positions import Tile, say
from engine.alhambra.components import TILES
from engine.alhambra.modules.caravanserai import MAIN
from i18n import CATALOGUES, LANGUAGES, text

from .test_catalogue_words import _saying, _values

ARCADES = next(t for t, tile in TILES.items() if tile.building == "arcades")


def _messages_of(language: str, name: str) -> list[str]:
    """The ids of the messages in one catalogue file (``name``.ftl) of ``language``."""
    resource = FluentParser().parse(Path(CATALOGUES, language, f"{name}.ftl").read_text(
        encoding="utf-8"))
    return [entry.id.name for entry in resource.body if hasattr(entry, "id")
            and not entry.id.name.startswith("-")]


# --- English --------------------------------------------------------------------------------

def test_english_names_expansion_4_as_its_box_does():
    """invaders.ftl said "The Caliph's Treasury" where boxes.ftl says "The Treasure
    Chamber"."""
    assert _saying("en", r"Caliph") == []
    assert "The Treasure Chamber" in text("en", "alhambra-box-expansion4")
    assert "expansion 4, The Treasure Chamber;" in text("en", "alhambra-rules-invaders")


def test_english_says_if_you_already_have_a_stone():
    assert _saying("en", r"[;,:] you already have one") == []
    assert "; if you already have one, it goes up (at most 10)" in text(
        "en", "alhambra-how-to-play-certificates")


def test_english_says_final_distribution_only():
    """"final hand-out" (caravanserai, exchange certificate) and "final distribution"
    (master builders) named one thing twice."""
    assert _saying("en", r"hand-out") == []
    for message in ("alhambra-rules-caravanserai", "alhambra-rules-exchange-certificate",
                    "alhambra-rules-master-builders"):
        assert "final distribution" in text("en", message), message


def test_english_says_not_a_where_it_said_is_no():
    """"is no hand card for Yammerad", "that tile is no unfinished building site": "does
    not count as a hand card", "not an"."""
    assert _saying("en", r"(?<![Tt]here )\bis no (?!longer\b)[a-z]") == []
    assert text("en", "engine-site-not-a-site") == \
        "that tile is not an unfinished building site"
    assert "It does not count as a hand card for Yammerad or Machma" in text(
        "en", "alhambra-rules-caravanserai")
    assert "a stone does not count as a hand card for Yammerad or Machma (EC8)" in text(
        "en", "alhambra-rules-exchange-certificate")


def test_english_places_one_chest_per_building():
    assert _saying("en", r"one a building") == []
    assert "(not the reserve, one per building)" in text("en", "alhambra-panel-chests",
                                                         price=8, rooms=2)


def test_english_says_the_game_ended_on_a_date():
    assert text("en", "records-stats-title", date="8 December 2026") == \
        "The game that ended on 8 December 2026"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_player_aid_quotes_the_thieves_setting_by_its_buttons_own_label(lang):
    """The aid said "Don't ask me about my thieves" where the button says "Don't ask me
    about my thieves between turns (they always pass)" (German and Hungarian alike): the
    aid now quotes the button's message itself, so the two cannot drift apart."""
    label = text(lang, "alhambra-act-thieves-always", on="yes")
    assert label == text(lang, "alhambra-thieves-always-on")
    assert f"**{label}**" in text(lang, "alhambra-rules-expansions2-3")
    assert "**{ alhambra-thieves-always-on }**" in _values(lang)["alhambra-rules-expansions2-3"]
    assert text(lang, "alhambra-act-thieves-always", on="no") == \
        text(lang, "alhambra-thieves-always-off")


# --- German, meaning ------------------------------------------------------------------------

def test_german_says_the_compendiums_words():
    """Angriffskarte (not Angreiferkarte), Karawansereikarten (not Leistenkarten), the new
    Wertungskärtchen (not Wertungsplättchen), Sultankarten (not Sultanskarten)."""
    for wrong in ("Angreiferkarte", "Leistenkarte", "Wertungsplättchen", "Sultanskarte"):
        assert _saying("de", wrong) == [], wrong
    assert "Die oberste Angriffskarte zeigt Norden" in text("de", "alhambra-next-scout",
                                                            where="Norden")
    assert "Acht Karawansereikarten liegen offen aus" in text("de", "alhambra-rules-caravanserai")
    assert "die neuen Wertungskärtchen" in text("de", "alhambra-rules-magic-buildings")


def test_german_market_is_the_bauhof_the_markt_a_granada_building():
    """Only Granada's building is a "Markt"; the exchange certificate said "Marktfeld" and
    "vom Markt" for the Bauhof."""
    assert _saying("de", r"\bMarkt") == ["alhambra-building", "img-building-market"]
    rules = text("de", "alhambra-rules-exchange-certificate")
    assert "ihres Felds auf dem Bauhof (EC4)" in rules and "Plättchen vom Bauhof" in rules


def test_german_rates_players_with_a_wertungszahl():
    """"Wertung" is the game's scoring: the rating is the "Wertungszahl", a computer is
    "eingestuft" (not "gewertet")."""
    records = [key for key in _saying("de", r"\bWertung(en)?\b|gewertet")
               if key.startswith(("records-", "cmd-leaderboard"))]
    assert records == []
    foot = text("de", "records-board-foot")
    assert "ist die Wertungszahl" in foot and "nach seiner Stärke eingestuft" in foot
    assert "Wertungszahlen" in text("de", "cmd-leaderboard.description")


# --- German, grammar ------------------------------------------------------------------------

SULTAN_TILE_MESSAGES = {
    "alhambra-log-sultan-asked": {"names": "Ana", "count": 1},
    "alhambra-log-sultan-claimed": {"who": "Ana"},
    "alhambra-log-sultan-closed": {},
    "alhambra-call-sultan": {"users": "@ana", "count": 1, "until": "12:00", "next": "Ben"},
    "alhambra-status-sultan": {"turn": 3, "names": "Ana", "count": 1, "name": "Ben"},
    "alhambra-panel-sultan-claim": {"currency": "denar", "next": "Ben"},
    "alhambra-button-sultan-take": {},
    "alhambra-panel-sultan-place-title": {},
    "alhambra-panel-sultan-waiting": {"names": "Ana", "count": 1},
    "alhambra-act-sultan-claim-tile": {"how": "reserve"},
}


def test_german_sultan_texts_say_das_plaettchen_before_a_plural_name():
    """"Arkaden 5 kam auf den Bauhof", "Wohin kommt Arkaden 5?": a plural name before a
    singular verb. The tile is "das Plättchen Arkaden 5", as the rest of the catalogue says."""
    for message, args in SULTAN_TILE_MESSAGES.items():
        said = say("de", message, tile=Tile(ARCADES), **args)
        assert re.search(r"[Dd]as Plättchen Arkaden \d+", said), (message, said)
    assert say("de", "alhambra-panel-sultan-place-title", tile=Tile(ARCADES)).startswith(
        "Wohin kommt das Plättchen Arkaden ")


def test_german_several_names_take_a_plural_verb():
    """"Neu auf dem Bauhof: Ana, Ben darf es": the picture's caption agrees with the
    number of names."""
    assert text("de", "img-sultan-claim", names="Ana", count=1).endswith(
        "Ana darf es mit einer Sultankarte nehmen")
    assert text("de", "img-sultan-claim", names="Ana, Ben", count=2).endswith(
        "Ana, Ben dürfen es mit Sultankarten nehmen")
    assert text("hu", "img-sultan-claim", names="Ana, Ben", count=2).endswith("elvehetik")
    assert text("hu", "img-sultan-claim", names="Ana", count=1).endswith("elveheti")


#: German engine messages that are no sentence of their own: one begins with the option's name
#: the player typed, two are words other reasons put mid-sentence.
TYPED = {"engine-rw-beat-them-bool", "engine-trader-colour", "engine-barrier"}


def test_german_refusals_begin_as_sentences_after_nicht_erlaubt():
    """42 refusals of seven modules began in lower case after "Nicht erlaubt:", where a
    full sentence follows: every German reason begins with a capital (or a placeholder)."""
    lower = [key for key, value in _values("de").items()
             if key.startswith("engine-") and key not in TYPED
             and re.match(r"[\w-]+ =\s*(\{ \$\w+ ->\s*\*?\[\w+\] )?[a-zäöüß]", value)]
    assert lower == []
    reason = text("de", "engine-sultan-answered")
    assert text("de", "panel-not-allowed", reason=reason) == \
        "Nicht erlaubt: Du hast schon geantwortet"
    assert text("de", "engine-builders-use-first") == \
        "Wirf zuerst einen Baumeister ab: Er gibt dir den zusätzlichen Umbau"


# --- German, style --------------------------------------------------------------------------

def test_german_style_reads_as_a_native_speaker_writes():
    """"ihr Wert zahlt wie Geld", "überall wo Geld zahlt", "offene Seite zu ihnen", "eine
    halbe Stelle", "gereiht", "auf der Reserve", "Computer dazu", and the final
    distribution called an auction ("Versteigerung am Ende")."""
    wrong = (r"zahlt wie Geld|wo Geld zahlt|zahlt ganz|zu ihnen|halbe Stelle|gereiht|"
             r"auf der Reserve|Computer dazu|Versteigerung am Ende")
    assert _saying("de", wrong) == []
    assert text("de", "seats-button-add") == "Computer hinzufügen"
    assert "jede offene Seite in ihre Richtung" in text("de", "alhambra-how-to-play-invaders")
    assert "Es füllt ein halbes Feld" in text("de", "alhambra-rules-portals")
    assert "Medinas in der Reserve zählen nicht" in text("de", "alhambra-rules-medina")


#: German imperatives that began action labels among infinitives ("Kaufe die Sultankarte"
#: beside "Bauhütte nehmen").
IMPERATIVES = r"(Nimm|Kaufe|Drehe|Dreh|Baue|Bau|Lege|Leg|Wähle|Wähl|Gib|Zahle|Bezahle|Setze|" \
    r"Stelle|Tausche|Wirf|Schenke|Decke)"


def test_german_action_labels_are_infinitives():
    labels = [key for key, value in _values("de").items()
              if re.match(r"alhambra-(act|button)-|alhambra-panel-[\w-]+-line$", key)
              and re.search(r"(=|\] ) *" + IMPERATIVES + r"\b", value)]
    assert labels == []
    assert text("de", "alhambra-act-turn-culture") == "Deine Kulturplättchen weiterdrehen"
    assert text("de", "alhambra-act-buy-sultan", currency="denar", price=7,
                cards="Denar 7") == "Die Sultankarte Denar (7) mit Denar 7 kaufen"
    assert say("de", "alhambra-act-rotate-magic", tile=Tile(ARCADES), number=2,
               walls="N").endswith(" in Stellung 2 drehen (Mauern: N)")


# --- Hungarian, meaning ---------------------------------------------------------------------

def test_hungarian_building_yards_are_epitomuhely_the_market_epitoudvar():
    """The market (Bauhof) is the book's "építőudvar", a building yard (Bauhütte)
    "építőműhely", and "piac" is Granada's market building only."""
    assert _saying("hu", r"építőudvarok|Építőudvar(,| sosem)|építőudvarra vagy") == []
    assert _saying("hu", r"\bpiac") == []
    assert "soha nem a tartalékra, építőműhelyre vagy táborra" in text(
        "hu", "alhambra-rules-treasure-chamber")
    assert "a szökőkút és az építőműhelyek is" in text("hu", "alhambra-rules-invaders")
    assert "Építőműhely, tábor és másik bazár sosem számít" in text("hu", "alhambra-rules-bazaars")
    assert "bazárok és építőműhelyek sosem számítanak" in text("hu", "alhambra-rules-moors")
    assert "Építőműhely sosem ad színt" in text("hu", "alhambra-rules-falcons")
    assert say("hu", "alhambra-panel-sultan-waiting", tile=Tile(ARCADES), names="Ana",
               count=1).startswith("Az építőudvarba került: ")


def test_hungarian_says_vezir_and_epitesi_terulet():
    assert _saying("hu", r"nagyvezír|[Éé]pítkezési") == []
    assert "Építési terület soha nem hoz felderítőt" in text("hu", "alhambra-rules-invaders")


# --- Hungarian, grammar and consistency -----------------------------------------------------

def test_hungarian_caravanserai_is_one_compound_and_never_nested_in_brackets():
    assert _saying("hu", r"\{ alhambra-currency \} karavánszeráj") == []
    track = track_name(next(iter(MAIN)), lang="hu")
    assert re.match(r"\w+-karavánszeráj \(", track), track
    for message, args in (("alhambra-log-caravanserai-spent", {"who": "Ana", "value": 3,
                                                                "currency": "denar"}),
                          ("alhambra-log-caravanserai-bought", {
                              "who": "Ana", "cards": "Denar 8", "price": 8,
                              "currency": "denar", "exact": "yes"}),
                          ("alhambra-panel-caravanserai-pay-title", {"price": 8})):
        said = text("hu", message, track=track, **args)
        depth = deepest = 0
        for letter in said:
            depth += {"(": 1, ")": -1}.get(letter, 0)
            deepest = max(deepest, depth)
        assert deepest <= 1, said


def test_hungarian_says_what_you_get():
    assert _saying("hu", r"Hogyan kapsz\*\*") == []
    assert "Hogyan kapsz követ**" in _values("hu")["alhambra-rules-exchange-certificate"]


def test_hungarian_puts_a_comma_before_es_joining_two_clauses():
    assert _saying("hu", r"[^,] és építsd be") == []
    assert text("hu", "alhambra-act-sultan-claim", currency="denar", how="build",
                place="a kúttól keletre").endswith(", és építsd be a kúttól keletre")


def test_hungarian_building_tiles_are_lap_as_in_the_book():
    """The new files said "lapka" where the book says "lap"/"épületlap" (the culture tiles
    are "kultúralapka", the new scoring tiles "értékelőlapka", compounds of their own)."""
    standalone = r"(?<![\wáéíóöőúüű])(épület)?[Ll]apk[aá]"
    scoring_tiles = set(_messages_of("hu", "scoring"))
    found = [key for key in _saying("hu", standalone) if key not in scoring_tiles]
    assert found == []
    assert text("hu", "alhambra-options-sultan", minutes=5) == \
        "Szultánkártyák: 5 perc egy új lap elvételére"


def test_hungarian_names_change_and_the_final_distribution_one_way():
    """The change module's coins are "visszajáró érme" (its title: "Visszajáró"), not
    "aprópénz" or "váltópénz"; the end's distribution is "végső kiosztás"."""
    assert _saying("hu", r"aprópénz|váltópénz|végső elosztás") == []
    assert text("hu", "module-change.title") == "Visszajáró"
    assert "visszajáró érme jár (SU4)" in text("hu", "alhambra-rules-sultan")
    assert "a végső kiosztásnál" in text("hu", "alhambra-rules-master-builders")


def test_hungarian_adds_a_computer_in_words():
    assert text("hu", "seats-button-add") == "Gép hozzáadása"
