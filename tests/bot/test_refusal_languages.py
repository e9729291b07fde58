"""Issue 13, the last part: the engines' reasons for refusing a move (and a new game's
options) in the reader's language. Each refusal is provoked through the engine itself; the
German and Hungarian reasons use the rule books' words and no English, and English stays
the engine's own words (``str(error)``)."""

from __future__ import annotations

import re

import pytest

from bot.alhambra.options import module_description, module_title
from bot.alhambra.refusals import refusal_text as alhambra_reason
from bot.rollwrite.refusals import refusal_text as rollwrite_reason
from engine.alhambra import BadOptions, IllegalAction, apply, legal_actions, new_game
from engine.alhambra.actions import Buy, EndTurn, Place, RebuildRemove, TakeMoney
from engine.alhambra.modules import REGISTRY
from engine.errors import Reason
from engine.rollwrite import apply as rw_apply
from engine.rollwrite import new_game as rw_new_game
from engine.rollwrite.actions import Cross, TurnDie
from engine.rollwrite.errors import IllegalAction as RwIllegalAction

from .driver import open_table
from .test_languages import locales  # noqa: F401  (the fixture)

#: Words of the engine's English that no German or Hungarian reason may hold.
ENGLISH = re.compile(r"\b(cannot|must|choose|the|you|your|yours|tile|tiles|only|slot|"
                     r"build|there|turn|money|card|cards|already|not|is|are|of|play|"
                     r"garden|tower|wall|moat|fountain|yellow|blue|dice|coin|coins)\b")


def refused(call) -> Exception:
    with pytest.raises((IllegalAction, BadOptions, RwIllegalAction)) as caught:
        call()
    return caught.value


def check(error: Exception, say, *, de: list[str], hu: list[str]) -> dict[str, str]:
    """The reason in the three languages: English the engine's own, German and Hungarian
    with the book's words ``de`` / ``hu`` and no English."""
    assert error.message_id, f"no message id: {error}"
    said = {lang: say(error, lang) for lang in ("en", "de", "hu")}
    assert said["en"] == str(error)
    for lang, words in (("de", de), ("hu", hu)):
        for word in words:
            assert word in said[lang], (lang, word, said[lang])
        assert not ENGLISH.search(said[lang]), (lang, said[lang])
    return said


@pytest.fixture
def alhambra():
    state = new_game(["Ana", "Ben", "Cem"], seed=1)
    return state, state.flow.active_seat


def test_taking_too_much_money(alhambra):
    state, seat = alhambra
    error = refused(lambda: apply(state, seat, TakeMoney(cards=tuple(state.display))))
    said = check(error, alhambra_reason, de=["höchstens 5"], hu=["értékük legfeljebb 5"])
    assert error.message_id == "engine-take-too-much"
    assert "Dukat" in said["de"] or "Gulden" in said["de"] or "Denar" in said["de"]


def test_an_unaffordable_buy_names_the_tile_and_the_currency(alhambra):
    state, seat = alhambra
    slot, tile = next((c, t) for c, t in zip(("denar", "dirham", "ducat", "guilder"),
                                             state.market, strict=True) if t)
    hand = state.players[seat].hand
    wrong = tuple(c for c in hand if not c.startswith(slot))[:1]
    error = refused(lambda: apply(state, seat, Buy(slot=slot, cards=wrong)))
    assert error.message_id == "engine-cannot-buy"
    assert isinstance(error.arguments["problem"], Reason)
    check(error, alhambra_reason, de=["Du kannst", "nicht kaufen", "Auf diesem Feld"],
          hu=["Nem veheted meg", "Ezen a mezőn"])


def test_an_illegal_placement_says_the_tile_and_the_place(alhambra):
    state, seat = alhambra
    buy = next(a for a in legal_actions(state, seat) if a.kind == "buy")
    bought, _ = apply(state, seat, buy)
    tile = bought.players[seat].bought[0]
    error = refused(lambda: apply(bought, seat, Place(tile=tile, x=0, y=0)))
    assert error.message_id == "engine-cannot-build"
    assert error.arguments["tile"] == tile and error.arguments["cell"] == (0, 0)
    check(error, alhambra_reason, de=["Dort kannst du nicht bauen", "schon bebaut"],
          hu=["Ide nem építhetsz", "már be van építve"])
    error = refused(lambda: apply(bought, seat, Place(tile=tile, x=2, y=0)))
    check(error, alhambra_reason, de=["mit einer ganzen Seite", "Alhambra"],
          hu=["teljes oldalával", "Alhambrádhoz"])


def test_the_fountain_never_leaves(alhambra):
    state, seat = alhambra
    error = refused(lambda: apply(state, seat, RebuildRemove(x=0, y=0)))
    check(error, alhambra_reason, de=["Brunnen", "nie versetzt"], hu=["kút", "soha"])


def test_turns_and_phases(alhambra):
    state, seat = alhambra
    other = (seat + 1) % 3
    error = refused(lambda: apply(state, other, EndTurn()))
    said = check(error, alhambra_reason, de=["ist am Zug, nicht du"], hu=["van soron, nem te"])
    assert state.players[seat].name in said["de"]
    error = refused(lambda: apply(state, seat, EndTurn()))
    check(error, alhambra_reason, de=["Zug beenden", "Nimm zuerst Geld"],
          hu=["befejezni a kört", "vegyél fel pénzt"])


@pytest.mark.parametrize(("modules", "de", "hu"), [
    (["granada", "alhambra_granada"], ["verschiedene Spiele", "Granada"],
     ["különböző játékok"]),
    (["granada_simplified"], ["Vereinfachte Wertung", "nur zusammen mit", "oder"],
     ["Egyszerűsített Granada-értékelés", "vagy"]),
    (["dirk"], ["zu zweit"], ["kétszemélyes"]),
    (["chess"], ["gibt es nicht", "chess"], ["nem léteznek", "chess"]),
])
def test_impossible_module_combinations(modules, de, hu):
    error = refused(lambda: new_game(["Ana", "Ben", "Cem"], seed=1, modules=modules))
    check(error, alhambra_reason, de=de, hu=hu)


def test_module_titles_and_descriptions_come_from_the_catalogues():
    for module in REGISTRY.values():
        assert module_title(module, "en") == module.title
        assert module_description(module, "en") == module.description
    granada = REGISTRY["granada_simplified"]
    assert module_title(granada, "de") == "Vereinfachte Wertung (Granada)"
    assert module_title(granada, "hu") == "Egyszerűsített Granada-értékelés"
    assert module_title(REGISTRY["dirk"], "de") == "Zu zweit mit Dirk"
    assert "Gräben" in module_description(REGISTRY["granada"], "de")


def test_roll_and_write_refusals():
    state = rw_new_game(["Ana", "Ben"], seed=3)
    seat = state.active_seats[0]
    sheet = state.players[seat]
    yellow, blue = sheet.dice.yellow[0], sheet.dice.blue[0]
    crossed = sheet.model_copy(update={"crossed": sheet.crossed + ((yellow, blue),)})
    again = state.model_copy(update={"players": tuple(
        crossed if s == seat else p for s, p in enumerate(state.players))})
    error = refused(lambda: rw_apply(again, seat, Cross(yellow=yellow, blue=blue)))
    assert error.message_id == "engine-rw-crossed"
    check(error, rollwrite_reason, de=["schon angekreuzt", f"Gelb {yellow}"],
          hu=["már át van húzva", f"sárga {yellow}"])
    missing = next(v for v in range(1, 7) if v not in sheet.dice.yellow)
    error = refused(lambda: rw_apply(state, seat, Cross(yellow=missing, blue=blue)))
    check(error, rollwrite_reason, de=["Kein gelber Würfel"], hu=["sárga kocka"])
    poor = sheet.model_copy(update={"spent": sheet.circled})
    broke = state.model_copy(update={"players": tuple(
        poor if s == seat else p for s, p in enumerate(state.players))})
    value = next(v for v in sheet.dice.yellow if v < 6)
    error = refused(lambda: rw_apply(broke, seat, TurnDie(colour="yellow", value=value,
                                                          direction="up")))
    check(error, rollwrite_reason, de=["Münze"], hu=["érme"])


def test_roll_and_write_options():
    error = refused(lambda: rw_new_game(["Ana", "Ben", "Cem"], seed=1, opponents=2))
    check(error, rollwrite_reason, de=["Imaginäre Mitspieler"], hu=["Képzeletbeli játékos"])


async def test_a_german_player_reads_the_engines_refusal_in_german(simcord_env, locales,  # noqa: F811
                                                                   monkeypatch):
    """The bot offers only legal choices, so the engine refuses a typed move only when the
    game moved on under it; here the move's follow-up is one the rules refuse (as if the
    panel were out of date), and the whole move is refused in the player's language."""
    from bot.alhambra.kind import AlhambraKind
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    game = await table.game()
    active = table.member(game.user_of(game.state.active_seat))
    monkeypatch.setattr(AlhambraKind, "follow_ups",
                        lambda self, state, seat, action: [RebuildRemove(x=0, y=0)])
    takes = await active.autocomplete(table.thread, "alhambra take", "choice", "")
    for language, words in (("de", "Nicht erlaubt: Du kannst jetzt nicht umbauen: "),
                            ("hu", "Nem szabályos: Most nem tudsz átépíteni: ")):
        locales[active.id] = language
        result = await active.slash(table.thread, "alhambra take", choice=takes[0]["value"])
        assert result.ephemeral
        assert result.response.content.startswith(words), result.response.content
        assert not ENGLISH.search(result.response.content)
    locales[active.id] = "en-US"
    result = await active.slash(table.thread, "alhambra take", choice=takes[0]["value"])
    assert result.response.content == "Not allowed: you cannot rebuild now: your actions " \
        "are done: place or reserve what you bought, then end your turn"
    assert (await table.game()).version == game.version


async def test_a_german_host_reads_why_the_rules_cannot_be_played(simcord_env, locales):  # noqa: F811
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    host = guild.add_member(simcord_env.create_user("dora"))
    locales[host.id] = "de"
    result = await host.slash(channel, "alhambra new", modules="granada, alhambra_granada")
    assert result.ephemeral
    assert result.response.content.startswith("Mit diesen Regeln kann nicht gespielt werden: ")
    assert "verschiedene Spiele" in result.response.content
    assert "different games" not in result.response.content


def test_every_message_id_the_engines_give_is_in_the_catalogues():
    """Each id written into the engines (``"engine-..."``) is a message English has (the
    catalogue test then holds German and Hungarian to it)."""
    from pathlib import Path

    from i18n import has_text
    root = Path(__file__).resolve().parents[2] / "engine"
    found = set()
    for path in root.rglob("*.py"):
        found |= set(re.findall(r'"(engine-[a-z0-9_-]+)"', path.read_text(encoding="utf-8")))
        found |= {f"engine-hint-{p}" for p in ("action", "placing", "final_placing", "extra")}
        found |= {f"engine-rw-hint-{s}" for s in ("act", "keep")}
    assert len(found) > 60
    assert sorted(m for m in found if not has_text("en", m)) == []
