"""Issue 36: what Discord cuts or refuses loses meaning, so the words of a choice fit.

A typed command's suggestions hold 100 characters, a button's label 80, a select's options
100, an embed field 1,024. Over seeded random games with every module (three and six
players, the combination with every module it plays with, Granada), every legal choice of
the seat asked is said within 100 characters in English, German and Hungarian without being
cut ("…" is the last resort of :func:`bot.limits.fit`, and no choice needs it), and every
screen of its private panel is a payload Discord accepts, no button label cut.

The states are every ``EVERY``-th of each game; the long sweep over every module set and
more states is a benchmark, ``python benchmarks/words_fit.py``.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

import bot.alhambra.panel as panel_module
import bot.alhambra.panel_core as panel_core
from bot.alhambra.kind import AlhambraKind
from bot.alhambra.panel import build_panel
from bot.alhambra.panel_core import Builder, Screen
from bot.limits import ELLIPSIS, message_problems
from engine.alhambra import apply, everything, legal_actions, new_game
from engine.alhambra.random_play import choose, start_choice
from i18n import LANGUAGES
from storage.models import Game

EVERY = 11
NOW = datetime(2026, 12, 7, tzinfo=UTC)
GAMES = [
    ("everything, three players", tuple(everything()), 3, 41),
    ("everything, six players", tuple(everything()), 6, 42),
    ("the combination with every module", None, 4, 43),
]


def _combination_modules() -> tuple[str, ...]:
    from engine.alhambra import available_modules

    with_any = [m.name for m in available_modules()
                if m.rule_set is None and m.rule_sets is None and not m.requires]
    return ("alhambra_granada", *with_any)


def stored(state, seat: int, version: int) -> Game:
    return Game(id=987654, kind="alhambra", status="running", options={}, guild_id=1,
                channel_id=1, thread_id=1, messages={}, host_id=1, seats=(), seed=1,
                version=version, active_seats=(seat,), created_at=NOW, last_activity_at=NOW,
                started_at=NOW, finished_at=None, reminded_at=None, state=state)


def sampled_states(modules, players: int, seed: int):
    """(game, seat asked) at every ``EVERY``-th step of a seeded random game."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, modules=list(modules))
    step = 0
    while not state.is_over:
        window = state.flow.window_seats
        kept = start_choice(state, window)
        if kept:
            seat, action = kept
        else:
            seat = rng.choice(window) if window else state.active_seat
            action = choose(state, seat, rng)
        if step % EVERY == 0:
            yield stored(state, seat, step), seat
        state, _ = apply(state, seat, action)
        step += 1


@pytest.fixture
def cut_labels(monkeypatch):
    """The labels the panel had to cut (none should be)."""
    cut: list[str] = []
    real = panel_core.fit

    def recording(words: str, limit: int) -> str:
        if len(words) > limit:
            cut.append(words)
        return real(words, limit)

    monkeypatch.setattr(panel_core, "fit", recording)
    monkeypatch.setattr(panel_module, "fit", recording)
    return cut


@pytest.mark.parametrize(("name", "modules", "players", "seed"), GAMES,
                         ids=[g[0] for g in GAMES])
def test_every_choice_and_panel_fits_in_every_language(name, modules, players, seed,
                                                       cut_labels):
    modules = modules if modules is not None else _combination_modules()
    kind = AlhambraKind()
    said = 0
    for game, seat in sampled_states(modules, players, seed):
        actions = list(legal_actions(game.state, seat))
        for lang in LANGUAGES:
            for action in actions:
                label = kind.action_label(game, seat, action, lang, most=100)
                assert len(label) <= 100 and not label.endswith(ELLIPSIS), (lang, label)
                said += 1
            panel = build_panel(game, seat, lang=lang)
            payload = {"embeds": [panel.embed.to_dict()],
                       "components": panel.view.to_components()}
            assert message_problems(payload) == [], (lang, payload)
            for screen in {c["custom_id"].split(":")[4] for row in payload["components"]
                           for c in row["components"]
                           if c.get("custom_id", "").split(":")[3:4] == ["view"]}:
                shown = build_panel(game, seat, screen=Screen.parse(screen), lang=lang)
                assert message_problems({"embeds": [shown.embed.to_dict()],
                                         "components": shown.view.to_components()}) == []
    assert cut_labels == []
    assert said > 1000  # the sample reached many choices


def test_a_choice_offered_twice_on_one_screen_is_one_button():
    """A portal with the vizier's tile (PO7) was offered by the any-time choices and by the
    portals' own line of the main screen: the same custom id twice, which Discord refuses
    (the first game of the sweep with every module to reach it could not open its panel)."""
    game = stored(new_game(3, seed=1), 0, 5)
    build = Builder(game)
    build.do(2, "Buy a portal for 7 Dirham")
    build.do(2, "Arcades portal · 2 Dirham")
    build.do(3, "Always pass with your vizier")
    assert [c.item.label for c in build.view.children] == ["Buy a portal for 7 Dirham",
                                                      "Always pass with your vizier"]


#: An Alhambra whose tiles have the longest names: bazaars (with their colours) around the
#: fountain.
BAZAARS = ((0, 0, "fountain"), (0, -1, "bazaar-1"), (1, 0, "bazaar-2"), (0, 1, "bazaar-3"))
#: A payment of every kind of money the modules add (issue 36's longest ones).
MIXED = ("guilder-5-1", "builder-guilder-1", "builder-guilder-2", "certificate-denar-1-1",
         "exchange-denar-guilder")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_vizier_claiming_a_turned_magic_building_keeps_its_place_and_position(lang):
    """Issue 36: the vizier's purchase of a magic building with its position was 120-155
    characters, so Discord's cut took the position. Said within 100 characters, the
    suggestion keeps the place it is built and its position (↻, as the panel's buttons)."""
    from bot.alhambra.texts import action_label
    from engine.alhambra.actions import UseVizier

    action = UseVizier(slot="guilder", cards=MIXED, x=-1, y=0, face="magic-seraglio-r2")
    full = action_label(action, market={"guilder": "magic-seraglio"}, alhambra=BAZAARS,
                        lang=lang)
    fitted = action_label(action, market={"guilder": "magic-seraglio"}, alhambra=BAZAARS,
                          lang=lang, most=100)
    assert len(full) > 120
    assert len(fitted) <= 100 and not fitted.endswith(ELLIPSIS), fitted
    position = fitted.index("↻ 3")  # position 3 (of the four turns of a magic building)
    place = fitted.index({"en": "west of the fountain", "de": "westlich vom Brunnen",
                          "hu": "a kúttól nyugatra"}[lang])
    assert position < place < fitted.index("🔨3+🔨3")  # what tells choices apart first; the
    # payment as the buttons show money


@pytest.mark.parametrize("lang", LANGUAGES)
def test_three_falcons_keep_their_payment(lang):
    """Issue 36: buying three falcons was 131-149 characters and the payment was cut off."""
    from bot.alhambra.texts import action_label
    from engine.alhambra.actions import BuyFalcons

    action = BuyFalcons(falcons=(("black", 1, 1), ("brown", 1, 0), ("white", 0, 1)),
                        cards=("guilder-9-1", "guilder-9-2", "denar-8-1",
                               "certificate-denar-1-1"))
    cells = ((0, 0, "fountain"), (1, 0, "bazaar-1"), (0, 1, "bazaar-2"), (1, 1, "bazaar-3"),
             (-1, 0, "bazaar-4"), (0, -1, "bazaar-5"), (-1, -1, "bazaar-6"),
             (1, -1, "bazaar-7"), (-1, 1, "bazaar-8"))
    full = action_label(action, alhambra=cells, lang=lang)
    fitted = action_label(action, alhambra=cells, lang=lang, most=100)
    assert len(full) > 100
    assert len(fitted) <= 100 and not fitted.endswith(ELLIPSIS), fitted
    assert fitted.endswith(" 🟨▲ 9+9 · 🟦● 8 · 🟦● 🎫1"), fitted  # the whole payment, last
    for point in ("4", "2", "3"):  # the three falcons' points, first
        assert point in fitted[:fitted.index("🟨")]
