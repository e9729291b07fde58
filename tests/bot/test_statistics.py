"""Issue 29: the statistics of a finished game, posted as a picture with the final scores
and drawn again by the kind (``TableKind.statistics_pictures``), through the real bot
(SimCord): a person against a computer to the end, the picture's numbers checked against a
count of the stored log."""

from __future__ import annotations

import io
import random
from collections import Counter

import pytest
from PIL import Image

from bot.tables.registry import kind_named as kind_of
from engine.alhambra import CARDS, CURRENCIES, TILES, apply, legal_actions
from engine.alhambra.random_play import choose

from .computer_driver import solo_table
from .driver import open_table, play_to_the_end, play_turn
from .rollwrite_driver import play_turn as play_rollwrite_turn
from .test_faults import COMMAND_OF, damage_log_entry, text_of


def _statistics_post(table):
    final = table.thread.history()[-1]
    assert "Final scores" in final.content
    return final


def _shown(picture) -> Image.Image:
    png = picture.draw(*picture.args, **picture.kwargs)
    return Image.open(io.BytesIO(png))


async def _counted(store, game):
    """Exact payments and money taken per seat, counted from the stored log afresh."""
    kind = kind_of(game.kind)
    state = kind.new_state(game)
    exact, taken = Counter(), Counter()
    log = await store.action_log(game.id)
    assert not any(e.action.kind == "restart_turn" for e in log)
    for entry in log:
        action = entry.action
        if action.kind in ("buy", "buy_second"):
            market = state.second_market if action.kind == "buy_second" else state.market
            tile = market[CURRENCIES.index(action.slot)]
            exact[entry.seat] += sum(CARDS[c].value for c in action.cards) == TILES[tile].price
        if action.kind == "take_money":
            taken[entry.seat] += sum(CARDS[c].value for c in action.cards)
        state, _ = apply(state, entry.seat, action)
    return exact, taken


async def test_the_final_post_of_a_game_against_a_computer_shows_its_statistics(
        simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, ("Easy",))
    kind = kind_of("alhambra")
    running = await table.game()
    assert await kind.statistics_pictures(table.store, running, "en") == []  # not yet
    await play_to_the_end(table, turn=play_turn)
    game = await table.game()
    assert game.status == "finished"
    final = _statistics_post(table)
    assert "statistics.png" in {a.filename for a in final.attachments}
    shown = [e for e in final.embeds if e.image.url.endswith("statistics.png")]
    assert [e.title for e in shown] == ["Statistics"]
    # the kind draws them again, in any language, the computer marked
    picture, dirk = await kind.statistics_pictures(table.store, game, "de")
    assert picture.filename == "statistics.png" and picture.kwargs == {"lang": "de"}
    # two play with Dirk, a module of its own: the tiles given to him
    assert [m.module for m in dirk.args[0].modules] == ["dirk"]
    [found] = picture.args
    assert [s.name for s in found.seats] == ["ana", "🤖 Easy"]
    assert [s.score for s in found.seats] == [p.score for p in game.state.players]
    exact, taken = await _counted(table.store, game)
    assert [s.exact for s in found.seats] == [exact[0], exact[1]]
    assert [s.value_taken for s in found.seats] == [taken[0], taken[1]]
    assert sum(exact.values()) > 0 and all(taken.values())
    # issue 38 (ST4): ana's turns are timed, the computer's are not ("—", not "0.0 h")
    assert found.seats[0].turn_seconds and found.seats[1].turn_seconds == ()
    lines = [line for line in final.content.split("\n") if "per turn" in line]
    [computer] = [line for line in lines if line.startswith("🤖 Easy:")]
    assert computer.endswith("— per turn)") and "0.0 h" not in computer
    [person] = [line for line in lines if line.startswith("ana:")]
    assert person.endswith(" h per turn)")
    image = _shown(picture)
    assert image.width == 960 and image.height > 600


@pytest.mark.simcord(settle_timeout=120)  # the computers play the game out in one settle
async def test_a_module_game_shows_each_modules_figures(simcord_env, monkeypatch):
    """Issue 38: the final post of a game with modules adds a picture of their figures,
    counted from the stored log (the kind draws it again for the history)."""
    table = await solo_table(simcord_env, monkeypatch, ("Easy", "Hard"),
                             modules="bonus_cards, art_of_the_moors, medina")
    [ana] = table.players
    await ana.slash(table.thread, "alhambra table remove", player=ana, computer="easy")
    await simcord_env.settle()
    game = await table.game()
    assert game.status == "finished"
    final = _statistics_post(table)
    assert {"statistics.png", "modules.png"} <= {a.filename for a in final.attachments}
    shown = [e.title for e in final.embeds]
    assert shown[-2:] == ["Statistics", "Statistics: the modules"]
    statistics, modules = await kind_of("alhambra").statistics_pictures(table.store, game,
                                                                         "hu")
    assert modules.filename == "modules.png" and modules.kwargs == {"lang": "hu"}
    [found] = modules.args
    assert [m.module for m in found.modules] == ["bonus_cards", "art_of_the_moors", "medina"]
    figures = {(m.module, r.name): r.values for m in found.modules for r in m.rows}
    # a hand count of the stored log: bonus cards played, culture tiles, medinas' losses
    kind = kind_of("alhambra")
    state, played, culture, medina = kind.new_state(game), Counter(), Counter(), Counter()
    for entry in await table.store.action_log(game.id):
        state, events = apply(state, entry.seat, entry.action)
        for event in events:
            if event.kind == "bonus_card_revealed":
                played[event.seat] += 1
            if event.kind == "culture_tile_gained":
                culture[event.seat] += 1
            if event.kind == "scoring_round":
                for seat, lost in enumerate(event.record.extra["medina"]):
                    medina[seat] += lost
    assert figures["bonus_cards", "played"] == tuple(played[s] for s in range(3))
    assert figures["art_of_the_moors", "tiles"] == tuple(culture[s] for s in range(3))
    assert figures["medina", "points"] == tuple(medina[s] for s in range(3))
    assert sum(culture.values()) > 0 and sum(medina.values()) < 0
    assert _shown(modules).width == 960
    # ana's seat went to a computer at once: no turn of hers, nor of a computer, is timed
    assert all(s.average_turn is None for s in found.seats)


async def test_a_roll_and_write_game_against_a_computer_posts_its_statistics(
        simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, ("Medium",), command="rollwrite new",
                             mode="classic")
    kind = kind_of("rollwrite")
    turns = 0
    while (game := await table.game()).status == "running":
        await play_rollwrite_turn(table, style=turns)
        turns += 1
        assert turns <= 40
    final = _statistics_post(table)
    assert "statistics.png" in {a.filename for a in final.attachments}
    assert "Statistics" in [e.title for e in final.embeds]
    [picture] = await kind.statistics_pictures(table.store, game, "hu")
    [found] = picture.args
    assert [s.name for s in found.seats] == ["ana", "🤖 Medium"]
    assert [s.score for s in found.seats] == list(game.state.scores)
    log = await table.store.action_log(game.id)
    for mine in found.seats:  # a hand count of the log: the crosses
        crosses = sum(1 + action.second for seat, action in
                      ((e.seat, e.action) for e in log) if seat == mine.seat
                      and action.kind == "cross")
        assert mine.crossed_total == crosses
    assert _shown(picture).width == 960


async def test_a_log_that_does_not_replay_leaves_the_statistics_out(simcord_env,
                                                                    bot_settings):
    """As the summary's numbers: the final scores are posted, without the picture."""
    table = await open_table(simcord_env, ["ana", "ben"])
    store = table.store
    game = await table.game()
    rng = random.Random(3)
    while True:
        seat = game.active_seats[0]
        action = choose(game.state, seat, rng)
        after, _ = apply(game.state, seat, action)
        if after.is_over:
            break
        game = (await store.apply_action(game.id, seat, action,
                                         expected_version=game.version)).game
    damage_log_entry(bot_settings.database_path, game.id, 2)
    member = table.member(game.user_of(seat))
    index = list(legal_actions(game.state, seat)).index(action)
    command = COMMAND_OF[action.kind]
    if command == "alhambra end":
        result = await member.slash(table.thread, command)
    else:
        result = await member.slash(table.thread, command, choice=f"{game.version}:{index}")
    assert "final scores are in the thread" in text_of(result)
    post = _statistics_post(table)
    assert "statistics.png" not in {a.filename for a in post.attachments}
    assert {"overview.png", "scoring.png"} <= {a.filename for a in post.attachments}
