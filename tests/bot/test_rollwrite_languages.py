"""Roll & Write in German and Hungarian: the panel, a round's post, the status, the lobby's
options and the player aid of real game states (random games of the engine) speak the rule
book's words and no English. German terms are the German Roll & Write rule book's; the
Hungarian building names are the Hungarian base-game rule book's."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime

import pytest

from bot.rollwrite.kind import RollwriteKind
from bot.rollwrite.options import options_text
from bot.rollwrite.panel import build_panel
from bot.rollwrite.posts import log_lines, round_post, status_post
from engine.rollwrite import legal_actions, new_game
from engine.rollwrite.data import BUILDINGS
from engine.rollwrite.random_play import play_random_game
from storage import Game, LogEntry, Seat

from .driver import components

NAMES = ["Anna", "Bence", "Csilla"]

#: Words that give away an English text among German or Hungarian ones (whole words).
ENGLISH = re.compile(
    r"\b(the|your|you|and|of|round|coins?|dice|cross(ed)?|gain(ed)?|pass|turn(ed)?|"
    r"keep|kept|undo|waiting|points?|tower|garden|pavilion|seraglio|chambers|arcades|"
    r"players?|buildings?|rolled|built|filled|column|place|over|final|scores?|winners?|"
    r"mode|hours?|reminders?|none|off|every|imaginary|simultaneous|classic|note|page|"
    r"choices|more|press|move|started|left)\b", re.IGNORECASE)

#: The book's words each text must use.
BUILDING_NAMES = {
    "de": {"Pavillon", "Serail", "Arkaden", "Gemächer", "Garten", "Turm"},
    "hu": {"Pavilon", "Szeráj", "Árkád", "Palota", "Kert", "Torony"},
}
CELL = {"de": re.compile(r"\(Gelb [1-6] × Blau [1-6]\)"),
        "hu": re.compile(r"\(sárga [1-6] × kék [1-6]\)")}


def english_in(text: str) -> list[str]:
    return [m.group(0) for m in ENGLISH.finditer(text)]


class _Log:
    """The store's one look-up a post needs: the game's action log."""

    def __init__(self, played):
        at = datetime(2024, 1, 1, tzinfo=UTC)
        self.entries = [LogEntry(game_id=7, seq=i + 1, seat=seat, user_id=None, action=action,
                                 at=at) for i, (seat, action) in enumerate(played)]

    async def action_log(self, game_id: int) -> list[LogEntry]:
        return self.entries


class Played:
    """One random game of the engine, every step kept: (state after, events)."""

    def __init__(self, seed: int, mode: str, names=NAMES):
        self.seed, self.mode, self.names = seed, mode, list(names)
        self.steps: list[tuple[object, list]] = []
        _, self.played = play_random_game(
            self.names, seed, random.Random(seed), mode=mode,
            on_step=lambda _b, _s, _a, new, events: self.steps.append((new, events)))

    def game(self, version: int, lang: str) -> Game:
        """The table at ``version`` (after that many actions)."""
        state = self.steps[version - 1][0]
        return Game(id=7, kind="rollwrite", status="running",
                    options={"rules": {"mode": self.mode}, "language": lang}, guild_id=None,
                    channel_id=None, thread_id=None, messages={}, host_id=100,
                    seats=tuple(Seat(i, 100 + i, n) for i, n in enumerate(self.names)),
                    seed=self.seed, version=version, active_seats=state.active_seats,
                    created_at=None, last_activity_at=None, started_at=None,
                    finished_at=None, reminded_at=None, state=state)

    def store(self, version: int) -> _Log:
        return _Log(self.played[:version])

    def round_ends(self) -> list[int]:
        """The versions whose last action closed a round."""
        return [i + 1 for i, (_, events) in enumerate(self.steps)
                if any(e.kind == "round_ended" for e in events)]

    def mid_round_start(self) -> int:
        """A version about two thirds into the game where a round (turn) has just begun."""
        ends = [v for v in self.round_ends() if not self.steps[v - 1][0].is_over]
        return ends[(2 * len(ends)) // 3]


@pytest.fixture(scope="module")
def simultaneous() -> Played:
    return Played(seed=5, mode="simultaneous")


@pytest.fixture(scope="module")
def classic() -> Played:
    return Played(seed=11, mode="classic")


def _panel_words(panel) -> tuple[str, list[str]]:
    """The panel's embed as text, and every label and placeholder of its components."""
    embed = panel.embed.to_dict()
    words = [embed.get("title", ""), embed.get("description", ""),
             embed.get("footer", {}).get("text", "")]
    words += [f"{f['name']}: {f['value']}" for f in embed.get("fields", [])]
    labels = []
    for child in panel.view.children:
        item = getattr(child, "item", child)
        labels += [x for x in (getattr(item, "placeholder", None),
                               getattr(item, "label", None)) if x]
        labels += [o.label for o in getattr(item, "options", [])]
    return "\n".join(words), labels


@pytest.mark.parametrize("lang", ["de", "hu"])
def test_a_panel_mid_game_speaks_the_players_language(simultaneous, lang):
    version = simultaneous.mid_round_start()
    game = simultaneous.game(version, lang)
    seat = game.state.active_seats[0]
    assert legal_actions(game.state, seat)
    panel = build_panel(game, seat, lang=lang)
    assert panel.picture.kwargs == {"lang": lang}  # the sheet's picture too
    embed, labels = _panel_words(panel)
    every = embed + "\n" + "\n".join(labels)
    assert english_in(every) == [], every
    if lang == "de":
        assert embed.startswith(f"Dein Spielerzettel · {NAMES[seat]}")
        assert f"Runde {game.state.round} von {game.state.rounds}" in embed
        assert "Münzen" in embed and "Deine Würfel: 🟨" in embed
        assert "✏️ Ein Gebäude ankreuzen…" in labels
    else:
        assert embed.startswith(f"A játékoslapod · {NAMES[seat]}")
        assert f"Forduló: {game.state.round} / {game.state.rounds}" in embed
        assert "érmék" in embed and "A kockáid: 🟨" in embed
        assert "✏️ Épület áthúzása…" in labels
    crosses = [label for label in labels if CELL[lang].search(label)]
    assert crosses, labels
    for label in crosses:  # each cell is named by the book's building at that intersection
        assert label.split(" (")[0] in BUILDING_NAMES[lang] or " + " in label, label
    if lang == "de":  # the coins button: what it brings, or a pass
        assert any(label.startswith("Passen:") or "Münzen erhalten" in label
                   or re.match(r"\d Münzen? erhalten", label) for label in labels), labels
    else:
        assert any(label.startswith("Passz:") or "érme szerzése" in label
                   or label == "Érmék szerzése" for label in labels), labels


@pytest.mark.parametrize("lang", ["de", "hu"])
def test_a_panel_that_waits_and_one_at_the_end(simultaneous, lang):
    version = simultaneous.mid_round_start() + 1  # one seat has acted, the round goes on
    game = simultaneous.game(version, lang)
    acted = next(s for s in range(len(NAMES)) if s not in game.state.active_seats)
    embed, labels = _panel_words(build_panel(game, acted, lang=lang))
    assert labels == [] and english_in(embed) == [], embed
    waiting = ", ".join(NAMES[s] for s in game.state.active_seats)
    assert (f"Wir warten auf: {waiting}." if lang == "de" else f"Rájuk várunk: {waiting}.") \
        in embed
    over = simultaneous.game(len(simultaneous.steps), lang)
    embed, labels = _panel_words(build_panel(over, 0, lang=lang))
    assert english_in(embed) == [], embed
    assert ("Spielende" if lang == "de" else "Vége a játéknak") in embed


@pytest.mark.parametrize("lang", ["de", "hu"])
async def test_a_rounds_post_tells_the_round_in_the_tables_language(simultaneous, lang):
    ends = simultaneous.round_ends()
    since, version = ends[len(ends) // 2 - 1], ends[len(ends) // 2]
    game = simultaneous.game(version, lang)
    events = simultaneous.steps[version - 1][1]
    post = await round_post(simultaneous.store(version), game, since=since, events=events,
                            headline=None, lang=lang)
    content = post.content
    assert english_in(content) == [], content
    assert [p.kwargs for p in post.pictures] == [{"lang": lang}]  # the score sheet too
    ended = game.state.round - 1
    actors = [NAMES[seat] for seat, _ in simultaneous.played[since:version]]
    assert all(name in content for name in actors)
    assert "<@100>" in content  # everyone is pinged for the next roll
    if lang == "de":
        assert f"**Runde {ended} ist vorbei.**" in content
        assert f"**Runde {game.state.round} von {game.state.rounds}.** Die Würfel: 🟨" \
            in content
        assert "hat angekreuzt:" in content or "hat Münzen erhalten" in content \
            or "erhalten" in content
        assert "Tippe auf **Mein Panel**." in content
    else:
        assert f"**{ended}. forduló: vége.**" in content
        assert f"**Forduló: {game.state.round} / {game.state.rounds}.** A kockák: 🟨" \
            in content
        assert "áthúzott egy épületet:" in content or "érmét szerzett" in content
        assert "**Saját panel** gombot" in content
    crossed = [line for line in content.splitlines() if CELL[lang].search(line)]
    assert all(any(b in line for b in BUILDING_NAMES[lang]) for line in crossed)


@pytest.mark.parametrize("lang", ["de", "hu"])
async def test_the_whole_log_and_the_final_scores(simultaneous, lang):
    """Every line of a whole game (columns filled, the imaginary player's buildings in a
    two-player game, coins) and the final table, with no English left."""
    two = Played(seed=3, mode="simultaneous", names=NAMES[:2])
    final = two.game(len(two.steps), lang)
    lines = []
    for version in two.round_ends():  # the log of every round
        lines += await log_lines(two.store(version), two.game(version, lang), lang)
    text = "\n".join(lines)
    assert english_in(text) == [], text
    imaginary = "Dirk hat Gelb" if lang == "de" else "Dirk ezt dobta: sárga"
    assert imaginary in text
    assert any(name in text for name in BUILDING_NAMES[lang])
    status = status_post(final, lang).content
    assert english_in(status) == [], status
    assert ("**Schlusswertung**" if lang == "de" else "**Végső értékelés**") in status
    assert ("**Spielende!**" if lang == "de" else "**Vége a játéknak!**") in status


@pytest.mark.parametrize("lang", ["de", "hu"])
async def test_classic_mode_pings_whose_turn_it_is(classic, lang):
    version = classic.mid_round_start()
    game = classic.game(version, lang)
    seat = game.state.active_seat
    kind = RollwriteKind()
    post = await kind.post(classic.store(version), game, since=version - 1,
                           events=classic.steps[version - 1][1], lang=lang)
    assert english_in(post.content) == [], post.content
    turn = "du bist am Zug" if lang == "de" else "te következel"
    assert f"<@{100 + seat}>, {turn} ({NAMES[seat]})" in post.content
    other = next(s for s in range(len(NAMES)) if s != seat)
    refusal = kind.not_acting_text(game, other, lang)
    assert refusal == (f"{NAMES[seat]} ist am Zug, nicht du." if lang == "de"
                       else f"{NAMES[seat]} következik, nem te.")
    embed, labels = _panel_words(build_panel(game, seat, lang=lang))
    assert english_in(embed + "\n".join(labels)) == []
    keep = "behalten" if lang == "de" else "megtartása"
    turn_die = "Würfel nach" if lang == "de" else "kocka forgatása"
    assert any(keep in label or turn_die in label or CELL[lang].search(label)
               for label in labels), labels


@pytest.mark.parametrize("lang", ["de", "hu"])
def test_the_options_and_the_player_aid(lang):
    kind = RollwriteKind()
    options = {"rules": {"mode": "classic"}, "max_players": 4, "opponents": 3,
               "beat_them": True, "round_hours": 1.5, "reminder_hours": 24.0,
               "language": lang}
    shown = options_text(options, lang)
    plain = options_text({"rules": {"mode": "simultaneous"}, "round_hours": None,
                          "reminder_hours": None}, lang)
    aid, how = kind.rules_text(lang), kind.how_to_play(lang)
    for text in (shown, plain, aid, how, kind.skip_words(lang), kind.waiting_words(None, lang)):
        assert english_in(text) == [], text
    if lang == "de":
        assert shown.splitlines() == [
            "Modus: klassisch (Züge im Uhrzeigersinn, Würfel werden weitergegeben)",
            "Spieler: 1 bis 4 (zu zweit spielt ein imaginärer Spieler mit)",
            "Solo: 3 imaginäre Spieler, gegen die es zu gewinnen gilt",
            "Zeit pro Runde: 1,5 Stunden (wer nicht handelt, erhält Münzen)",
            "Erinnerungen: nach 24 Stunden ohne Zug",
        ]
        assert "Modus: gleichzeitig" in plain and "Zeit pro Runde: unbegrenzt" in plain
        for word in ("Gebäude ankreuzen", "Münzen erhalten", "Sonderaktionen",
                     "Kreuzungspunkt", "Würfelpaar", "Kästchen", "SP", "**Mein Panel**"):
            assert word in aid, word
        assert "`/rollwrite regeln`" in how and "Spielerzettel" in how
    else:
        assert shown.splitlines() == [
            "Mód: klasszikus (körök az óramutató járása szerint, a kockákat továbbadjátok)",
            "Játékosok: 1–4 (két játékos mellé egy képzeletbeli játékos kerül)",
            "Egyedül: 3 képzeletbeli játékos, akiket le kell győznöd",
            "Fordulóidő: 1,5 óra (aki nem lép, érméket kap)",
            "Emlékeztető: 24 óra tétlenség után",
        ]
        assert "Mód: egyszerre" in plain and "Fordulóidő: nincs" in plain
        for word in ("Épület áthúzása", "Érmék szerzése", "Különleges akciók",
                     "metszéspont", "kockapár", "**Saját panel**"):
            assert word in aid, word
        assert "`/rollwrite szabályok`" in how and "játékoslap" in how


def test_the_book_names_every_building():
    from bot.rollwrite.texts import building_name

    for lang, names in BUILDING_NAMES.items():
        assert {building_name(b, lang) for b in BUILDINGS} == names
    assert [building_name(b, "en") for b in BUILDINGS] == \
        ["Pavilion", "Seraglio", "Arcades", "Chambers", "Garden", "Tower"]


def test_the_tables_language_is_an_option_of_new_that_never_reaches_the_engine():
    from bot.rollwrite.options import new_command
    from bot.tables.speech import LANGUAGE_CHOICES

    kind = RollwriteKind()

    async def open_table(interaction, kind, options):  # pragma: no cover (not called)
        return None

    command = new_command(kind, open_table)
    language = command._params["language"]
    assert not language.required and language.default is None
    assert [c.value for c in language.choices] == [c.value for c in LANGUAGE_CHOICES] == \
        ["en", "de", "hu"]
    for players in (1, 2, 3):
        started = kind.engine_options({"rules": {"mode": "classic"}, "opponents": 3,
                                       "language": "hu"}, players)
        assert started["language"] == "hu" and "language" not in started["rules"]
        new_game(NAMES[:players], seed=1, **started["rules"])  # the engine accepts them


def _button(message, what: str) -> dict:
    """A button of ``message`` by what it does (its custom id), whatever its label's
    language."""
    return next(c for c in components(message) if c.get("custom_id", "").split(":")[3] == what)


async def test_a_german_table_posts_in_german_while_each_panel_follows_its_player(
        simcord_env):
    """``/rollwrite new language:Deutsch``: the thread is told in German; a player whose
    Discord is English (SimCord's ``en-US``) still reads their own panel in English."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana, ben = (guild.add_member(simcord_env.create_user(name)) for name in ("ana", "ben"))
    await ana.slash(channel, "rollwrite new", language="de")
    thread = channel.threads[-1]
    lobby = thread.history()[0]
    await ben.click(lobby, custom_id=_button(lobby, "join")["custom_id"])
    await ana.click(lobby, custom_id=_button(lobby, "start")["custom_id"])
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert game.status == "running" and game.options["language"] == "de"
    assert "language" not in game.options["rules"]
    started = thread.history()[-1]
    assert "**Alhambra Roll & Write hat begonnen** (18 Runden; alle handeln gleichzeitig" \
        in started.content
    assert "**Runde 1 von 18.** Die Würfel: 🟨" in started.content
    assert english_in(started.content) == [], started.content
    panel = (await ana.click(started, custom_id=_button(started, "hand")["custom_id"])).response
    assert panel.embeds[0].title == "Your panel · ana"
