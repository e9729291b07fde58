"""The medinas (promo) through the real bot on SimCord: a medina in the market is bought from
the panel like a building ("Buy Medina 6") and built on a numbered place; the thread names
it; typed, it is a choice of ``/alhambra buy``, and a bad choice is refused in private and
changes nothing; ``/alhambra rules`` has the section with every default id (MD1-MD6); a
whole game from ``/alhambra new`` tells each scoring's loss to the medinas; the module's
words come from the three catalogues."""

from __future__ import annotations

from engine.alhambra import problems
from engine.alhambra.modules.medina import MEDINA_IDS
from tests.engine.helpers import market_with, with_hand

from .driver import (
    buttons,
    making_games,
    number_buttons,
    open_panel,
    open_table,
    play_to_the_end,
    rules_page,
    tap,
    turn_done,
)
from .test_expansions_2_3 import all_posts, first, labels
from .test_invaders import thread_text


def medina_for_sale(real_new_game):
    """``new_game`` as the engine makes it, then the Denar slot holds the Medina 6 and the
    starting player holds 6 + 2 Denar (every path that makes the state uses it)."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "medina" not in state.options.modules:
            return state
        state = market_with(state, denar="medina-6")
        state = with_hand(state, state.active_seat, ("denar-6-1", "denar-2-1"))
        assert problems(state) == []
        return state
    return made


async def medina_table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    making_games(monkeypatch, medina_for_sale(engine_module.new_game))
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="medina")


async def test_a_medina_is_bought_and_built_from_the_panel(simcord_env, monkeypatch):
    table = await medina_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    taps = 1
    buy = first(panel, lambda t: "Buy Medina 6" in t)
    assert buy is not None, labels(panel)
    panel = await tap(member, panel, buy)
    taps += 1
    pay = first(panel, lambda t: "exact, +1 action" in t and "6" in t)
    if pay is not None:  # (one exact payment may be taken at once)
        panel = await tap(member, panel, pay)
        taps += 1
    after = await table.game()
    assert after.state.players[seat].bought == ("medina-6",) and after.state.flow.extra_action
    place = first(panel, lambda t: t == "Place it")
    if place is not None:
        panel = await tap(member, panel, place)
        taps += 1
    panel = await tap(member, panel, number_buttons(panel)[0])
    taps += 1
    assert taps <= 5
    for _ in range(6):  # the extra action goes unused: the turn ends
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or buttons(panel)[0])
    after = await table.game()
    assert any(t == "medina-6" for *_, t in after.state.players[seat].alhambra)
    posts = " ".join(all_posts(table))
    assert "Medina 6" in posts, posts


async def test_a_medina_is_a_choice_of_the_typed_buy_and_bad_input_changes_nothing(
        simcord_env, monkeypatch):
    table = await medina_table(simcord_env, monkeypatch)
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("99", "medina", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "medina")
    wanted = [c for c in choices if "Medina 6" in c["name"]]
    assert wanted, [c["name"] for c in choices]
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert after.state.players[after.state.active_seat].bought == ("medina-6",)
    assert not set(after.state.bag) & {"medina-6"} and MEDINA_IDS


async def test_the_rules_aid_has_the_medina_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Medina")
    assert all(f"MD{n}" in words for n in range(1, 7)), words


async def test_a_whole_game_with_medinas_tells_every_loss(simcord_env, monkeypatch):
    # a fixed game (a random one may let Dirk alone take every round's loss)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben"], modules="medina")
    await play_to_the_end(table)
    game = await table.game()
    assert game.state.is_over and len(game.state.scorings) == 3
    assert all(min(r.extra["medina"]) < 0 for r in game.state.scorings)
    assert thread_text(table).count("lost to the medinas") >= 3


def test_the_modules_title_and_words_come_from_the_catalogues():
    from bot.alhambra.options import module_description, module_title
    from engine.alhambra.modules import REGISTRY
    from i18n import LANGUAGES, has_text

    module = REGISTRY["medina"]
    assert module_title(module, "en") == module.title
    assert module_description(module, "en") == module.description
    assert module_description(module, "de").startswith("Neun Medinas")
    assert module_description(module, "hu").startswith("Kilenc medina")
    for lang in LANGUAGES:
        assert has_text(lang, "alhambra-rules-medina")


def test_the_medinas_loss_is_taken_away_in_the_score_lines():
    """'Ana: -3 (0 points for buildings + 4 for the wall − 7 lost to the medinas)'."""
    from bot.alhambra.texts import scoring_lines
    from engine.alhambra.events import ScoringRecord, ScoringRound

    record = ScoringRecord(round=2, counts={"tower": (0, 1)}, points={"tower": (0, 1)},
                           walls=(4, 0), totals=(-3, 1), extra={"medina": (-7, 0)})
    lines = scoring_lines(ScoringRound(round=2, record=record), ["Ana", "Ben"], lang="en")
    assert "+ 4 for the wall − 7 lost to the medinas" in lines
    lines = scoring_lines(ScoringRound(round=2, record=record), ["Ana", "Ben"], lang="de")
    assert "7 an die Medinas" in lines
