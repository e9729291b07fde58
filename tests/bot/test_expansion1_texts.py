"""Expansion 1, "Die Gunst des Wesirs", in the bot's words: the vizier, the exchange offices,
the bonus cards and the building yards in English, German (the Familybox book's words:
Wesir, Wechselstube, Bonuskarte, Bauhütte) and Hungarian (vezír, pénzváltó, bónuszkártya,
építőműhely). The vizier's and the offices' texts come from real games of the engine; the
bonus cards' and building yards' events are stand-ins with the fields their modules give."""

from __future__ import annotations

import random
import re
from types import SimpleNamespace

import pytest

from bot.alhambra import KIND
from bot.alhambra.options import module_description, module_title
from bot.alhambra.refusals import refusal_text
from bot.alhambra.rules_text import rules
from bot.alhambra.texts import (
    action_label,
    cards_short,
    cards_text,
    event_line,
    how_to_play,
    money_text,
    scoring_lines,
)
from bot.tables.rules import PAGE_LIMIT, pages
from engine.alhambra import IllegalAction, apply, legal_actions, new_game
from engine.alhambra.actions import (
    Buy,
    PassVizier,
    RevealBonusCard,
    TakeMoney,
    TakeYard,
    TurnVizierUp,
    UseVizier,
    VizierAlwaysPass,
)
from engine.alhambra.components import CARDS, CURRENCIES, EXCHANGE_OFFICES, TILES
from engine.alhambra.events import (
    BonusCardReturned,
    BonusCardRevealed,
    ScoringRecord,
    ScoringRound,
    YardTaken,
)
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.vizier import FACE_UP
from engine.alhambra.random_play import choose
from engine.alhambra.turn import with_player
from i18n import has_text, text

from .test_alhambra_languages import ENGLISH, NAMES, as_game

LANGS = ("en", "de", "hu")
MODULES = ["vizier", "exchange_offices"]
#: Expansion 1's English words, which no German or Hungarian line may hold.
ENGLISH_X1 = ENGLISH + ["vizier", "Vizier", "yard", "Yard", "bonus card", "Bonus card",
                        "exchange", "Exchange", "office", "window", "priority"]
#: The engine's English in a refusal (as tests/bot/test_refusal_languages.py).
ENGLISH_REFUSAL = re.compile(
    r"\b(cannot|must|choose|the|you|your|tile|tiles|only|slot|build|there|turn|money|card|"
    r"cards|already|not|is|are|of|vizier|office|exchange|wait|others|face|up|down|pay)\b")
#: Ids and internal names no player reads.
IDS = re.compile(r"\b\w+_\w+\b|[a-z]+-\d+-|\bbonus-|\byard-|\bexchange-|\(-?\d+, -?\d+\)")
#: Each language's words for the four modules.
WORDS = {"en": ["vizier", "Exchange office", "bonus card", "building yard"],
         "de": ["Wesir", "Wechselstube", "Bonuskarte", "Bauhütte"],
         "hu": ["vezír", "pénzváltó", "bónuszkárty", "építőműhely"]}
OFFICE = {c.pays: c.id for c in EXCHANGE_OFFICES}


def no_foreign(line: str, lang: str) -> None:
    """A German or Hungarian line: no English, no ids."""
    assert not IDS.search(line), (lang, line)
    if lang != "en":
        assert [w for w in ENGLISH_X1 if w in line] == [], (lang, line)


# -- a real game with the vizier and the exchange offices ---------------------------------

def _acting(state) -> int:
    return (state.flow.window_seats or (state.active_seat,))[0]


@pytest.fixture(scope="module")
def played():
    """(event, state before its action) of a random game with the vizier and the exchange
    offices, with a vizier use waiting for a seat with priority, and the states met."""
    rng = random.Random(1)
    state = new_game(NAMES, seed=1, modules=MODULES)
    happened, states, waited = [], [], False
    for _ in range(600):
        if state.is_over:
            break
        states.append(state)
        seats = state.flow.window_seats
        uses = [next((a for a in legal_actions(state, s) if a.kind == "use_vizier"), None)
                for s in seats[1:]] if not waited else []
        if any(uses):  # a later seat answers first: its use waits
            late, use = next((s, a) for s, a in zip(seats[1:], uses, strict=True) if a)
            after, events = apply(state, late, use)
            happened += [(e, state) for e in events]
            state, waited = after, True
            continue
        seat = _acting(state)
        after, events = apply(state, seat, choose(state, seat, rng))
        happened += [(e, state) for e in events]
        state = after
    return happened, states


def test_the_game_met_every_vizier_event(played):
    happened, _ = played
    kinds = {e.kind for e, _ in happened}
    assert {"vizier_window_opened", "window_answered", "vizier_used",
            "vizier_window_closed", "vizier_turned_up"} <= kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_vizier_event_has_its_line(played, lang):
    happened, _ = played
    lines: dict[str, set[str]] = {}
    for event, before in happened:
        if event.kind.startswith("vizier_") or event.kind == "window_answered":
            line = event_line(event, NAMES, before, lang=lang)
            assert line, event
            no_foreign(line, lang)
            lines.setdefault(event.kind, set()).add(line)
    opened = next(line for line in lines["vizier_window_opened"] if "🧙" in line)
    assert any(name in opened for name in NAMES)
    word = {"en": "vizier", "de": "Wesir", "hu": "vezír"}[lang]
    assert all(word in line for line in lines["vizier_used"])
    # a pass and a use that waits read alike (V5): "Ana has answered.", no tile, no money
    answered = {"en": "{} has answered.", "de": "{} hat geantwortet.",
                "hu": "{} válaszolt."}[lang]
    assert lines["window_answered"] <= {answered.format(name) for name in NAMES}


@pytest.mark.parametrize("lang", LANGS)
def test_a_vizier_purchase_reads_as_one_out_of_turn(played, lang):
    happened, _ = played
    bought = [(e, before) for (e, before), (previous, _) in zip(happened[1:], happened,
                                                                strict=False)
              if e.kind == "tile_bought" and previous.kind == "vizier_used"]
    assert bought
    for event, before in bought:
        line = event_line(event, NAMES, before, lang=lang)
        no_foreign(line, lang)
        assert {"en": "out of turn", "de": "außer der Reihe", "hu": "soron kívül"}[lang] in line
        # an exact payment, but no extra action
        assert {"en": "no extra action", "de": "ohne Bonuszug",
                "hu": "extra akció nélkül"}[lang] in line
    plain = next((e, b) for e, b in happened if e.kind == "tile_bought" and e.exact and
                 "vizier.window" not in b.modules_state)
    assert "another action" in event_line(*plain[:1], NAMES, plain[1])


@pytest.mark.parametrize("lang", LANGS)
def test_every_vizier_choice_has_its_label(played, lang):
    _, states = played
    seen: dict[str, str] = {}
    for state in states:
        seat = _acting(state)
        game = as_game(state)
        for action in legal_actions(state, seat):
            key = action.kind + ("-reserve" if getattr(action, "reserve", False) else "")
            if action.kind in ("use_vizier", "pass_vizier", "vizier_always_pass",
                               "turn_vizier_up") and key not in seen:
                seen[key] = KIND.action_label(game, seat, action, lang)
    assert set(seen) == {"use_vizier", "use_vizier-reserve", "pass_vizier",
                         "vizier_always_pass", "turn_vizier_up"}
    for label in seen.values():
        no_foreign(label, lang)
        assert len(label) <= 100
    other = text(lang, "alhambra-act-other")
    assert other not in seen.values()
    # the tile and where it goes
    use = seen["use_vizier"]
    assert re.search(r"\d", use) and use != seen["use_vizier-reserve"]
    assert {"en": "reserve", "de": "Reserve", "hu": "tartalékmező"}[lang] in \
        seen["use_vizier-reserve"]
    on = action_label(VizierAlwaysPass(on=True), lang=lang)
    off = action_label(VizierAlwaysPass(on=False), lang=lang)
    assert on != off


def test_a_vizier_label_names_the_market_tile_and_the_place():
    market = {"denar": "garden-10-none"}
    alhambra = [(0, 0, "fountain")]
    use = UseVizier(slot="denar", cards=("denar-7-1", "denar-3-1"), x=1, y=0)
    assert action_label(use, market=market, alhambra=alhambra) == \
        "Vizier: buy the Garden 10 for 7 + 3 Denar and build it east of the fountain"
    assert action_label(use, market=market, alhambra=alhambra, lang="de") == \
        "Wesir: Garten 10 für 7 + 3 Denar kaufen und östlich vom Brunnen bauen"
    reserve = UseVizier(slot="denar", cards=("denar-7-1", "denar-3-1"))
    assert action_label(reserve, market=market, lang="hu") == \
        "Vezír – vásárlás: Kert 10, fizetés: 7 + 3 Denar, a tartalékmezőre"
    second = UseVizier(slot="denar", cards=("denar-7-1",), second=True)
    assert "Granada" in action_label(second, second_market={"denar": "garden-10-none"})
    assert action_label(TurnVizierUp(), lang="de") == "Den Wesir wieder aktivieren"
    assert action_label(PassVizier(), lang="hu") == "Passz: most nem használom a vezíremet"


# -- bonus cards and building yards ---------------------------------------------------------

BONUS_EVENTS = [
    BonusCardRevealed(seat=0, card="bonus-garden-10", automatic=True),
    BonusCardRevealed(seat=1, card="bonus-tower-12", automatic=False),
    BonusCardReturned(seat=2, card="bonus-chambers-11"),
    YardTaken(seat=0, building="arcades", tile="yard-arcades-2"),
]


@pytest.mark.parametrize("lang", LANGS)
def test_bonus_cards_and_building_yards_have_their_lines_and_labels(lang):
    lines = [event_line(e, NAMES, lang=lang) for e in BONUS_EVENTS]
    for line in lines:
        assert line
        no_foreign(line, lang)
    automatic, revealed, returned, yard = lines
    assert automatic != revealed and NAMES[0] in automatic and NAMES[1] in revealed
    building = {"en": ("Garden 10", "Tower 12", "Chambers 11", "Arcades"),
                "de": ("Garten 10", "Turm 12", "Gemächer 11", "Arkaden"),
                "hu": ("Kert 10", "Torony 12", "Palota 11", "Árkád")}[lang]
    for line, name in zip(lines, building, strict=True):
        assert name in line, (line, name)
    assert WORDS[lang][2] in automatic.lower() or WORDS[lang][2] in automatic
    assert WORDS[lang][3] in yard.lower() or WORDS[lang][3] in yard
    reveal = action_label(RevealBonusCard(card="bonus-pavilion-8"), lang=lang)
    take = action_label(TakeYard(building="tower"), lang=lang)
    for label in (reveal, take):
        no_foreign(label, lang)
        assert label != text(lang, "alhambra-act-other")
    assert {"en": "Pavilion 8", "de": "Pavillon 8", "hu": "Pavilon 8"}[lang] in reveal
    assert {"en": "Tower", "de": "Turm", "hu": "Torony"}[lang] in take


@pytest.mark.parametrize("lang", LANGS)
def test_a_scoring_says_what_bonus_cards_and_yards_added(lang):
    record = ScoringRecord(
        round=2, counts={"garden": (3, 1, 0), "tower": (2, 0, 1)},
        points={"garden": (12, 5, 0), "tower": (13, 0, 6)}, walls=(1, 2, 3),
        totals=(30, 8, 10),
        added={"bonus_cards": {"garden": (1, 0, 0)},
               "building_yards": {"garden": (1, 0, 0), "tower": (0, 0, 1)}})
    lines = scoring_lines(ScoringRound(round=2, record=record), NAMES, lang=lang)
    no_foreign(lines, lang)
    ana = next(line for line in lines.splitlines() if NAMES[0] in line and "3" in line and
               "(" in line and "+" not in line)
    assert {"en": "Garden 3", "de": "Garten 3", "hu": "Kert 3"}[lang] in ana
    assert {"en": "1 from bonus cards", "de": "1 durch Bonuskarten",
            "hu": "1 a bónuszkártyák révén"}[lang] in ana
    assert any(NAMES[2] in line and {"en": "Tower 1", "de": "Turm 1", "hu": "Torony 1"}[lang]
               in line for line in lines.splitlines())
    assert NAMES[1] not in "".join(line for line in lines.splitlines() if "+" not in line)
    plain = ScoringRecord(round=2, counts=record.counts, points=record.points,
                          walls=record.walls, totals=record.totals)
    assert len(scoring_lines(ScoringRound(round=2, record=plain), NAMES,
                             lang=lang).splitlines()) == len(lines.splitlines()) - 2


def test_a_granada_scoring_notes_the_additions_in_the_building_line():
    record = ScoringRecord(
        round=1, counts={"garden": (2, 1, 0)}, points={"garden": (6, 0, 0)},
        walls=(0, 0, 0), totals=(6, 0, 0), visible={"garden": 3},
        best_prices={"garden": (10, 8, 0)},
        added={"building_yards": {"garden": (1, 0, 0)}})
    lines = scoring_lines(ScoringRound(round=1, record=record), NAMES,
                          modules=("granada", "building_yards"), lang="de")
    assert "mitgezählt: 1 durch Bauhütten" in lines
    assert "Gezählt für" not in lines  # said once, in the building's line


# -- exchange offices in money -------------------------------------------------------------

def test_exchange_offices_in_words_on_buttons_and_in_a_hand():
    office = OFFICE[("denar", "guilder")]
    paid = ("denar-5-1", "guilder-3-2", office)
    assert cards_text(paid) == "5 Denar + 3 Guilder + Exchange office Denar/Guilder"
    assert cards_text(paid, lang="de") == "5 Denar + 3 Gulden + Wechselstube Denar/Gulden"
    assert cards_text(paid, lang="hu") == "5 Denar + 3 Gulden + Denar/Gulden pénzváltó"
    assert cards_text((office,)) == "Exchange office Denar/Guilder"
    assert cards_short(paid) == "🟦● 5 · 🟨▲ 3 · ⇄🟦●🟨▲"
    assert cards_short((office,)) == "⇄🟦●🟨▲"
    hand = (OFFICE[("dirham", "ducat")], "dirham-2-1", office, "dirham-6-3")
    assert money_text(hand) == ("🟩◆ Dirham 8 (6+2) · ⇄🟦●🟨▲ Exchange office Denar/Guilder · "
                                "⇄🟩◆🟧■ Exchange office Dirham/Ducat")
    assert money_text((office,), lang="de") == "⇄🟦●🟨▲ Wechselstube Denar/Gulden"
    assert money_text((), lang="hu") == text("hu", "alhambra-no-money")
    for lang in LANGS:
        taken = event_line(SimpleNamespace(kind="money_taken", seat=0, cards=(office,)), NAMES,
                           lang=lang)
        no_foreign(taken, lang)
        assert WORDS[lang][1] in taken
        label = action_label(TakeMoney(cards=(office,)), lang=lang)
        assert WORDS[lang][1] in label


# -- the engine's refusals -----------------------------------------------------------------

def refused(call) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        call()
    return caught.value


def said(error: IllegalAction) -> dict[str, str]:
    """The reason in each language: English the engine's own, German and Hungarian from the
    catalogues (never the English fallback), without English words."""
    assert error.message_id and has_text("en", error.message_id), error
    words = {lang: refusal_text(error, lang) for lang in LANGS}
    assert words["en"] == str(error)
    for lang in ("de", "hu"):
        assert words[lang] != words["en"], (lang, words[lang])
        assert not ENGLISH_REFUSAL.search(words[lang]), (lang, words[lang])
        assert not IDS.search(words[lang]), (lang, words[lang])
    return words


@pytest.fixture(scope="module")
def window(played):
    """A state with the vizier window open, and a use one of its seats may make."""
    _, states = played
    state = next(s for s in states if s.flow.window_seats and len(s.flow.window_seats) < 3
                 and any(a.kind == "use_vizier"
                         for a in legal_actions(s, s.flow.window_seats[0])))
    seat = state.flow.window_seats[0]
    use = next(a for a in legal_actions(state, seat) if a.kind == "use_vizier")
    return state, seat, use


def test_refusals_of_the_vizier_window(window):
    state, seat, use = window
    outside = next(s for s in range(3) if s not in state.flow.window_seats)
    error = refused(lambda: apply(state, outside, TakeMoney(cards=state.display[:1])))
    assert error.message_id == "engine-wait-window"
    words = said(error)
    assert "Wesir" in words["de"] and "vezír" in words["hu"]
    down = state.model_copy(update={"modules_state": {**state.modules_state,
                                                       FACE_UP: [False] * 3}})
    error = refused(lambda: apply(down, seat, use))
    assert error.message_id == "engine-vizier-face-down"
    assert "Wesirstein" in said(error)["de"]
    hand = state.players[seat].hand
    more = [c for c in hand if c not in use.cards and CARDS[c].currency == use.slot]
    assert more  # this game's window: the seat could overpay
    error = refused(lambda: apply(state, seat, use.model_copy(
        update={"cards": use.cards + tuple(more[:1])})))
    assert error.message_id == "engine-vizier-not-exact"
    words = said(error)
    assert "genau passend" in words["de"] and "pontos" in words["hu"]
    error = refused(lambda: apply(state, seat, VizierAlwaysPass(on=False)))
    assert error.message_id == "engine-vizier-setting-unchanged"
    said(error)


def test_refusals_of_the_vizier_in_a_turn():
    state = new_game(NAMES, seed=1, modules=MODULES)
    seat = state.active_seat
    error = refused(lambda: apply(state, seat, TurnVizierUp()))
    assert error.message_id == "engine-vizier-already-up"
    assert "Wesirstein" in said(error)["de"]
    for action, de, hu in ((PassVizier(), "passen", "passzolni"),
                           (UseVizier(slot="denar", cards=state.players[seat].hand[:1]),
                            "den Wesir einsetzen", "vezírt használni")):
        error = refused(lambda action=action: apply(state, seat, action))
        assert error.message_id == "engine-not-now"
        words = said(error)
        assert de in words["de"] and hu in words["hu"]


def _buying(state, hand):
    """``state`` with the active seat holding ``hand``, and a slot with a tile."""
    seat = state.active_seat
    return with_player(state, seat, hand=tuple(hand)), seat


def test_refusals_of_the_exchange_offices():
    state = new_game(NAMES, seed=1, modules=MODULES)
    office = OFFICE[("denar", "guilder")]
    # taken alone, instead of money
    shown = state.model_copy(update={"display": (office,) + state.display[1:]})
    error = refused(lambda: apply(shown, shown.active_seat,
                                  TakeMoney(cards=(office, shown.display[1]))))
    assert error.message_id == "engine-take-aid-alone"
    words = said(error)
    assert "Wechselstube Denar/Gulden" in words["de"]
    assert "Denar/Gulden pénzváltó" in words["hu"]
    slots = {c: t for c, t in zip(CURRENCIES, state.market, strict=True) if t}
    cards = ("denar-9-1", "dirham-9-1", "guilder-9-1", "ducat-9-1")
    state, seat = _buying(state, (office, *cards))
    found = {}
    wrong_slot = next(c for c in ("dirham", "ducat") if c in slots)
    for slot, paid in ((wrong_slot, (office, f"{wrong_slot}-9-1")),
                       ("denar", (office, "dirham-9-1")),
                       ("denar", (office, "denar-9-1"))):
        assert slot in slots
        error = refused(lambda slot=slot, paid=paid: apply(state, seat,
                                                           Buy(slot=slot, cards=paid)))
        assert error.message_id == "engine-cannot-buy"
        found[error.arguments["problem"].message_id] = said(error)
    assert set(found) == {"engine-pay-aid-wrong", "engine-pay-wrong-currency-aided",
                          "engine-pay-aid-unused"}
    for words in found.values():
        assert "Wechselstube Denar/Gulden" in words["de"]
        assert "Denar/Gulden pénzváltó" in words["hu"]
    assert "Dirham" in found["engine-pay-wrong-currency-aided"]["de"]


@pytest.mark.parametrize("lang", ("de", "hu"))
def test_the_new_verbs_and_reasons_are_in_the_catalogues(lang):
    for kind in ("turn_vizier_up", "use_vizier", "pass_vizier", "vizier_always_pass",
                 "reveal_bonus_card", "take_yard"):
        verb = text(lang, "engine-verb", action=kind)
        assert verb != text(lang, "engine-verb", action="retire_seat"), kind
    reason = text(lang, "engine-window-open")
    assert reason and not ENGLISH_REFUSAL.search(reason)


# -- the player aid, the lines for newcomers, the modules' titles --------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_aid_has_the_expansion_section(lang):
    aid = rules(lang)
    section = text(lang, "alhambra-rules-expansion1")
    later = text(lang, "alhambra-rules-expansions2-3")  # expansions 2 and 3 follow it,
    last = text(lang, "alhambra-rules-characters")  # then the characters (expansion 4's after)
    assert section in aid and section + "\n" + later + "\n" + last in aid
    for word in WORDS[lang]:
        assert word.lower() in section.lower(), word
    for decision in ("V1", "V2", "V3", "V4", "E1"):
        assert decision + ":" in section or decision + " (" in section, decision
    assert {"en": "reconstruction", "de": "Rekonstruktion", "hu": "rekonstrukció"}[lang] \
        in section
    if lang != "en":
        assert [w for w in ENGLISH_X1 if w in re.sub(r"`[^`]*`", "", section)] == []
    # the expansion's pages (a phone screen each) begin at bold headings
    tail = pages([section])
    assert all(page.words.startswith("**") and len(page.words) <= PAGE_LIMIT
               for page in tail)
    assert len(tail) >= 2 and aid.index(section) > 0


@pytest.mark.parametrize("lang", LANGS)
def test_how_to_play_has_a_line_for_each_module_played(lang):
    base = how_to_play(lang=lang)
    all_four = how_to_play(["vizier", "exchange_offices", "bonus_cards", "building_yards"],
                           lang=lang)
    assert all_four.startswith(base)
    added = all_four[len(base):].strip().splitlines()
    assert len(added) == 4
    for line, word in zip(added, WORDS[lang], strict=True):
        assert word.lower()[:5] in line.lower(), (word, line)
        no_foreign(line, lang)
    assert how_to_play(["vizier"], lang=lang).count("\n") == base.count("\n") + 1


def test_the_modules_titles_come_from_the_catalogues():
    for name in ("vizier", "exchange_offices", "bonus_cards", "building_yards"):
        for lang in LANGS:
            assert has_text(lang, f"module-{name}.title")
            assert has_text(lang, f"module-{name}.description")
        if name in REGISTRY:  # the engine's own English stays the English
            module = REGISTRY[name]
            assert module_title(module, "en") == module.title
            assert module_description(module, "en") == module.description
            assert module_title(module, "de") != module.title
    assert text("de", "module-building_yards.title") == "Bauhütten"
    assert text("hu", "module-exchange_offices.title") == "Pénzváltók"


def test_a_bonus_card_is_its_wall_less_tile():
    assert "garden-10-none" in TILES and "tower-12-none" in TILES
