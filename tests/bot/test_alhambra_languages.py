"""Issue 13, Alhambra: the panel, the turn posts, the lobby's options and the player aid in
German and Hungarian, in the rule books' words (German: the Familybox book; Hungarian: the
base game's book), with no English left in them. The game states are real ones: random
games of the base game, standalone Granada and the Alhambra + Granada combination."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import pytest

from bot.alhambra import KIND
from bot.alhambra.panel import SCREENS, Screen, build_panel
from bot.alhambra.positions import Tile, say, tile_name, where
from bot.alhambra.posts import turn_post
from bot.alhambra.texts import event_line
from bot.tables.rules import PAGE_LIMIT, pages
from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.components import TILES
from engine.alhambra.random_play import choose
from storage import Game
from storage.models import Seat

NAMES = ["Ana", "Ben", "Cem"]
MODULES = [(), ("granada",), ("alhambra_granada",)]
#: Words of an English text that no German or Hungarian one may contain.
ENGLISH = ["Take money", "Reserve tiles", "Reserve it", "reserve", "Undo turn", "End turn",
           "turn", "Your ", "Buy ", "Build ", "Pay ", " the ", "tile", "money", "Back",
           "More ", "Press", "points", "wall", "moat", "Scoring", "Rules:", "Players:",
           "hours", "every", "Guilder", "Ducat", "fountain", "east of", "Tower", "Garden",
           "Seraglio", "Chambers", "Pavilion", "Bath house", "Library", "School", "Market "]
#: Each language's book words: at least these appear across a game's texts.
BOOK_WORDS = {
    "de": ["Reserve", "Bauhof", "Plättchen", "umbauen", "Geld nehmen", "passend", "Zug"],
    "hu": ["tartalékmező", "építőudvar", "átépít", "Pénz felvétele", "pontosan", "kör"],
}
BUILDINGS = {
    "de": {"pavilion": "Pavillon", "seraglio": "Serail", "arcades": "Arkaden",
           "chambers": "Gemächer", "garden": "Garten", "tower": "Turm", "bathhouse": "Badehaus",
           "residential_quarter": "Wohnviertel", "school": "Schule", "hostel": "Herberge"},
    "hu": {"pavilion": "Pavilon", "seraglio": "Szeráj", "arcades": "Árkád",
           "chambers": "Palota", "garden": "Kert", "tower": "Torony", "bathhouse": "Fürdőház",
           "residential_quarter": "Lakónegyed", "school": "Iskola", "hostel": "Fogadó"},
}
CURRENCIES = {"de": ["Denar", "Dirham", "Dukat", "Gulden"],
              "hu": ["Denar", "Dirham", "Dukat", "Gulden"]}


def as_game(state, version: int = 0, options: dict | None = None) -> Game:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    return Game(id=7, kind="alhambra", status="running", options=options or {}, guild_id=1,
                channel_id=2, thread_id=3, messages={}, host_id=None,
                seats=tuple(Seat(i, 101 + i, name) for i, name in enumerate(NAMES)),
                seed=1, version=version, active_seats=(state.active_seat,), created_at=now,
                last_activity_at=now, started_at=now, finished_at=None, reminded_at=None,
                state=state)


@dataclass
class Entry:
    seq: int
    seat: int
    action: Any
    at: datetime = datetime(2026, 1, 1, tzinfo=UTC)
    user_id: int | None = None


class Log:
    """The move log of one game, as the store gives it to the turn post."""

    def __init__(self):
        self.entries: list[Entry] = []

    async def action_log(self, game_id: int, *, after: int = 0) -> list[Entry]:
        return [e for e in self.entries if e.seq > after]

    async def timers_of(self, game_id: int) -> dict:
        """No timers run here: a window's end is said from the table's window length."""
        return {}


def panel_words(panel) -> str:
    embed = panel.embed
    parts = [embed.title, embed.description or "", embed.footer.text or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    parts += [getattr(c, "item", c).label or "" for c in panel.view.children]
    if panel.picture and "caption" in panel.picture.kwargs:
        parts.append(panel.picture.kwargs["caption"])
    return "\n".join(parts)


async def game_texts(lang: str, modules: tuple[str, ...], seed: int = 4,
                     moves: int = 160) -> list[str]:
    """Everything a player reads along a random game: every panel screen and every choice
    at every few moves, and the turn posts (the real :func:`turn_post`, from the log)."""
    rng = random.Random(seed)
    state = new_game(NAMES, seed=seed, modules=list(modules))
    log, texts = Log(), []
    turn_start = state
    for move in range(1, moves + 1):
        if state.is_over:
            break
        seat = state.active_seat
        game = as_game(state, move - 1)
        if move % 7 == 1 or state.players[seat].bought:
            for name in SCREENS:
                if name == "pay2" and not state.second_market:
                    continue
                texts.append(panel_words(build_panel(game, seat, screen=Screen(name),
                                                     lang=lang)))
            texts += [KIND.action_label(game, seat, action, lang)
                      for action in legal_actions(state, seat)[:40]]
            texts.append(KIND.status(game, lang).content)
        action = choose(state, seat, rng)
        state, events = apply(state, seat, action)
        log.entries.append(Entry(move, seat, action))
        if any(e.kind in ("turn_ended", "game_ended") for e in events):
            post = await turn_post(log, as_game(state, move), since=None,
                                   before=as_game(turn_start, move - 1), events=events,
                                   headline=None, lang=lang)
            texts.append(post.content)
            turn_start = state
    return texts


def english_in(texts: list[str]) -> list[tuple[str, str]]:
    found = []
    for text in texts:
        for word in ENGLISH:
            if word in text:
                found.append((word, text))
    return found


@pytest.mark.parametrize("modules", MODULES, ids=["base", "granada", "combination"])
@pytest.mark.parametrize("lang", ["de", "hu"])
async def test_a_whole_game_reads_in_the_books_words_without_english(lang, modules):
    texts = await game_texts(lang, modules)
    everything = "\n".join(texts)
    assert english_in(texts) == []
    for word in BOOK_WORDS[lang]:
        assert word in everything, word
    assert any(c in everything for c in CURRENCIES[lang])
    if not modules:
        assert sum(BUILDINGS[lang][b] in everything for b in
                   ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")) >= 4
    # no ids, no underscores, no coordinates
    assert not re.search(r"\b\w+_\w+\b|\(-?\d+, -?\d+\)|[a-z]+-\d+-", everything.replace(
        "granada_simplified", "")), everything[:200]


def test_tiles_take_each_languages_grammar():
    tower = next(t for t in TILES if t.startswith("tower-") and TILES[t].price == 7)
    three = next(t for t in TILES if t.startswith("seraglio-") and TILES[t].price == 3)
    alhambra = [(0, 0, next(t for t in TILES if TILES[t].building == "fountain")),
                (1, 0, tower)]
    # German declines the article, Hungarian suffixes the price by its sound
    assert where(alhambra, 2, 0, lang="de") == "östlich vom Turm 7"
    assert where(alhambra, 0, 1, lang="de") == "südlich vom Brunnen"
    assert where(alhambra, 2, 0, lang="hu") == "a Torony 7-től keletre"
    assert where(alhambra, 0, 1, lang="hu") == "a kúttól délre"
    assert where(alhambra, 2, 0) == "east of the Tower 7"
    assert say("de", "alhambra-act-give", tile=Tile(tower)) == "Den Turm 7 Dirk schenken"
    assert say("hu", "alhambra-log-built", who="Ana", tile=Tile(three), place="") == \
        "Ana beépítette a Szeráj 3-at."
    assert say("hu", "alhambra-log-built", who="Ana", tile=Tile(tower), place="") == \
        "Ana beépítette a Torony 7-et."
    assert tile_name(three, lang="de") == "Serail 3"


@pytest.mark.parametrize("lang", ["de", "hu"])
def test_options_rules_and_how_to_play_speak_the_language(lang):
    options = {"rules": {"modules": ["alhambra_granada"]}, "max_players": 4,
               "reminder_hours": 24.0, "deadline_hours": None, "language": lang}
    words = KIND.options_text(options, lang)
    rules = KIND.rules_text(lang)
    how = KIND.how_to_play(lang)
    assert english_in([words, how]) == []
    assert "Alhambra + Granada" in words and "4" in words and "24" in words
    assert english_in([rules.replace("granada_simplified", "")]) == []
    for building in ("tower", "garden", "pavilion"):
        assert BUILDINGS[lang][building] in rules
    if lang == "de":
        assert "Regeln:" in words and "Stunden" in words and "Dirk" in words
        assert "Bauhof" in rules and "Reserve" in rules and "Graben" in rules
        assert "Geld nehmen" in how and "umbauen" in how
    else:
        assert "Szabályok:" in words and "óra" in words
        assert "építőudvar" in rules and "tartalékmező" in rules and "várárok" in rules
        assert "átépít" in how and "pénzt" in how
    # one message with a picker of sections (PH4: Discord's menu holds 25), each page a
    # phone screen, each with its heading
    parts = pages(KIND.rules_sections(lang))
    assert sum(1 for part in parts if part.part == 1) <= 25
    assert all(part.words.startswith("**") and len(part.words) <= PAGE_LIMIT
               for part in parts)


@pytest.mark.parametrize("lang", ["de", "hu"])
def test_the_start_the_scores_and_the_votes_speak_the_language(lang):
    state = new_game(NAMES, seed=3)
    game = as_game(state)
    from bot.alhambra.posts import starting_lines
    start = "\n".join(starting_lines(game, lang))
    assert english_in([start]) == []
    assert ("Startgeld" if lang == "de" else "induló pénze") in start
    skipped = KIND.vote_outcome("Ana", "skip", [], lang)
    removed = KIND.vote_outcome("Ana", "remove", [], lang)
    assert english_in([skipped, removed, KIND.skip_words(lang)]) == []
    assert KIND.posted_note(game, 0, lang) != KIND.posted_note(game, 0, "en")


def test_english_stays_as_it_was():
    state = new_game(NAMES, seed=3)
    game = as_game(state)
    assert KIND.posted_note(game, 0, "en") == "Turn done. The next player has been pinged."
    assert KIND.options_text({"max_players": 6, "reminder_hours": 24.0}, "en") == (
        "Rules: the base game (two players play with Dirk)\nPlayers: 2 to 6\n"
        "Reminders: every 24 hours\nTurn deadline: none")
    seat = state.active_seat
    labels = [KIND.action_label(game, seat, a, "en") for a in legal_actions(state, seat)]
    assert all(label.startswith(("Take ", "Buy the ")) for label in labels)
    money = next(a for a in legal_actions(state, seat) if a.kind == "take_money")
    _, events = apply(state, seat, money)
    line = event_line(next(e for e in events if e.kind == "money_taken"), NAMES)
    assert line.startswith(f"{NAMES[seat]} took ")
