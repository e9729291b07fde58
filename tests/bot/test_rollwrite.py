"""Alhambra Roll & Write through the real bot (SimCord), from `/rollwrite new` to the scores."""

from itertools import permutations

from bot.rollwrite.panel import build_panel
from engine.rollwrite import legal_actions
from i18n import text
from rendering.rollwrite.samples import mid_game
from storage import Game

from .driver import components, select_of
from .rollwrite_driver import (
    SHEET,
    act,
    last_round_message,
    open_rollwrite,
    open_sheet,
    pick,
    play_round,
    play_turn,
)

HOUR = 3600


def text_of(result) -> str:
    """Every answer of an interaction, each of them private."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    assert messages and all(m.ephemeral for m in messages)
    return "\n".join(m.content or str([e.to_dict() for e in m.embeds])
                     for m in messages if m is not None)


def mentions(message) -> str:
    return message.content.rsplit("\n", 1)[-1]


async def test_three_players_act_at_once_in_different_orders_to_the_final_scores(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"])
    ana, ben, cem = table.players
    first = last_round_message(table)
    assert "Round 1 of 18" in first.content
    assert all(f"<@{p.id}>" in mentions(first) for p in table.players)
    assert {a.filename for a in first.attachments} == {"score_sheet.png"}
    orders = list(permutations(range(3)))
    for number in range(18):
        game = await table.game()
        assert game.state.round == number + 1 and game.status == "running"
        order = list(orders[number % len(orders)])
        # Everyone opens a panel first, then they act one after the other: the later ones
        # tap on panels a move or two behind the game, which is fine in the same round.
        await play_round(table, order=order, style=number)
        if number < 17:
            message = last_round_message(table)
            assert f"Round {number + 1} is over." in message.content
            assert f"Round {number + 2} of 18." in message.content
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert await table.store.verify_replay(game.id) == []
    final = table.thread.history()[-1]
    assert "Final scores" in final.content and "Game over!" in final.content
    for player in game.state.final.lines:
        assert f"{player.name}: **{player.total}**" in final.content
    # the final table inline, the score sheet and the statistics (issue 29) in embeds
    # (issue 24: Discord crops two pictures of one message into squares side by side)
    assert [a.filename for a in final.attachments] == ["final_scores.png", "score_sheet.png",
                                                       "statistics.png"]
    assert [e.title for e in final.embeds] == [text("en", "rollwrite-caption-score-sheet"),
                                               text("en", "stats-caption")]
    # no panel button once it is over: only the replay's
    assert [c.get("label") for c in components(final)] == ["Watch the replay"]
    panel = (await ana.slash(table.thread, "rollwrite panel")).response
    assert "Game over" in str(panel.embeds[0].to_dict())


async def test_a_solo_game_against_three_imaginary_players_to_the_final_scores(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana"], opponents=3, beat_them=True)
    [ana] = table.players
    game = await table.game()
    assert game.state.rounds == 15 and len(game.state.imaginary) == 3
    for number in range(15):
        await play_round(table, style=number)
    game = await table.game()
    assert game.status == "finished"
    assert await table.store.verify_replay(game.id) == []
    final = table.thread.history()[-1]
    assert "Final scores" in final.content and "Game over!" in final.content
    assert "Dirk 1" in final.content  # "beat them": the imaginary players' totals count
    assert "final_scores.png" in {a.filename for a in final.attachments}
    rounds = [m for m in table.thread.history() if "is over." in m.content]
    assert len(rounds) == 15 and all("Dirk" in m.content for m in rounds)  # they build


async def test_a_whole_classic_game_passes_the_dice_and_pings_each_player(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"], mode="classic")
    turns = 0
    while (game := await table.game()).status == "running":
        seat = game.state.active_seat
        message = last_round_message(table)
        assert f"<@{table.players[seat].id}>, it's your turn" in message.content
        others = [p for i, p in enumerate(table.players) if i != seat]
        panel = await open_sheet(table, others[0])
        assert select_of(panel, "cross") is None  # not their turn: nothing to tap
        await play_turn(table, style=turns)
        turns += 1
        assert turns <= 54
    assert turns == 54
    assert await table.store.verify_replay(game.id) == []
    assert "Final scores" in table.thread.history()[-1].content


async def test_refusals_are_private_and_change_nothing(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"])
    ana, ben, cem = table.players
    eve = table.guild.add_member(simcord_env.create_user("eve"))
    game = await table.game()
    # A non-player can look but not act.
    result = await eve.click(last_round_message(table), label=SHEET)
    assert "not playing" in text_of(result)
    result = await eve.slash(table.thread, "rollwrite join")
    assert "already started" in text_of(result)
    # Acting twice in one round: two panels, the second tap is refused.
    phone, laptop = await open_sheet(table, ana), await open_sheet(table, ana)
    await pick(ana, phone, "cross")
    after = await table.game()
    assert after.version == game.version + 1
    result = await pick(ana, laptop, "gain")
    assert "You have played round 1 already" in text_of(result)
    assert "Waiting for: ben, cem" in text_of(result)
    # A panel a move behind its own seat's move is out of date (ben turned a die elsewhere).
    first, second = await open_sheet(table, ben), await open_sheet(table, ben)
    turned = (await pick(ben, first, "turn")).response
    result = await pick(ben, second, "cross")
    assert result.response.ephemeral and "out of date" in str(result.response.embeds[0].to_dict())
    assert (await table.game()).version == after.version + 1
    await pick(ben, turned, "cross")
    old = await open_sheet(table, cem)
    keep = await open_sheet(table, cem)
    await pick(cem, keep, "gain")  # the round closes
    moved = await table.game()
    assert moved.state.round == 2
    # A stale panel (from round 1) answers out of date and never acts.
    result = await pick(cem, old, "cross")
    assert "out of date" in str(result.response.embeds[0].to_dict())
    assert (await table.game()).version == moved.version
    assert await table.store.verify_replay(game.id) == []
    # Nothing was posted for the refusals: one start message and one round result.
    assert len([m for m in table.thread.history() if SHEET in str(components(m))]) == 2


async def test_the_round_timer_lets_idle_players_gain_coins(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"], round_hours=2)
    ana, ben, cem = table.players
    panel = await open_sheet(table, ben)
    await pick(ben, panel, "cross")
    before = await table.game()
    await simcord_env.advance_time(1.5 * HOUR)
    assert (await table.game()).version == before.version
    await simcord_env.advance_time(1 * HOUR)
    game = await table.game()
    assert game.state.round == 2
    for seat in (0, 2):  # the idle ones gained coins (never fewer than they had)
        assert game.state.players[seat].circled >= before.state.players[seat].circled
    message = last_round_message(table)
    assert "Time is up: ana, cem did not act" in message.content
    assert "Round 2 of 18." in message.content
    await simcord_env.advance_time(2.5 * HOUR)  # nobody acts in round 2 either
    game = await table.game()
    assert game.state.round == 3
    assert "Time is up: ana, ben, cem" in last_round_message(table).content
    assert await table.store.verify_replay(game.id) == []


async def test_the_turn_timer_in_classic_mode_passes_the_turn_on(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"], mode="classic", round_hours=1)
    before = await table.game()
    idle = before.state.active_seat
    await simcord_env.advance_time(1.5 * HOUR)
    game = await table.game()
    assert game.state.active_seat == 1 - idle
    message = last_round_message(table)
    assert f"Time is up: {table.players[idle].name} did not act" in message.content
    assert f"<@{table.players[1 - idle].id}>, it's your turn" in message.content
    assert await table.store.verify_replay(game.id) == []


async def test_alhambra_commands_leave_a_roll_and_write_thread_alone(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    result = await table.players[0].slash(table.thread, "alhambra panel")
    assert "Use this command inside the thread of an Alhambra game" in text_of(result)


async def test_no_timer_no_automatic_moves(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    before = await table.game()
    assert len(before.state.imaginary) == 1  # two players play with one imaginary player
    await simcord_env.advance_time(72 * HOUR)
    assert (await table.game()).version == before.version


async def test_the_commands_rules_status_and_cancel(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    ben = guild.add_member(simcord_env.create_user("ben"))
    result = await ana.slash(channel, "rollwrite rules")
    assert result.ephemeral and "project's own" in result.response.content
    result = await ana.slash(channel, "rollwrite status")
    assert "Use this command inside the thread of a Roll & Write game" in text_of(result)
    await ana.slash(channel, "rollwrite new", mode="classic")
    thread = channel.threads[-1]
    result = await ben.slash(thread, "rollwrite join")
    assert "You joined" in text_of(result)
    result = await ben.slash(thread, "rollwrite start")
    assert "Only the host" in text_of(result)
    result = await ben.slash(thread, "rollwrite leave")
    assert "You left" in text_of(result)
    result = await ana.slash(thread, "rollwrite start")
    assert "started" in text_of(result)
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert game.state.mode == "classic" and len(game.state.players) == 1
    result = await ben.slash(thread, "rollwrite status")
    assert result.ephemeral and "posted in the thread" in result.response.content
    assert "Round 1 of 18" in thread.history()[-1].content
    result = await ben.slash(thread, "rollwrite table cancel")
    assert "Only the host" in text_of(result)
    result = await ana.slash(thread, "rollwrite table cancel")
    assert result.ephemeral and "cancelled" in result.response.content
    assert "cancelled this game" in thread.history()[-1].content
    assert (await simcord_env.bot.store.game_by_thread(thread.id)).status == "abandoned"


def test_a_panel_offers_exactly_the_legal_actions():
    state = mid_game(3, seed=5)
    seat = state.active_seats[0]
    game = Game(id=1, kind="rollwrite", status="running", options={}, guild_id=None,
                channel_id=None, thread_id=None, messages={}, host_id=None, seats=(),
                seed=5, version=state.moves, active_seats=state.active_seats,
                created_at=None, last_activity_at=None, started_at=None, finished_at=None,
                reminded_at=None, state=state)
    panel = build_panel(game, seat, lang="en")
    offered = set()
    for item in (getattr(child, "item", child) for child in panel.view.children):
        if hasattr(item, "options"):
            offered |= {int(o.value) for o in item.options}
        elif item.custom_id.split(":")[3] == "do":
            offered.add(int(item.custom_id.rsplit("-", 1)[1]))
    assert offered == set(range(len(legal_actions(state, seat))))


def _with_sheet(state, seat, **changes):
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    return state.model_copy(update={"players": tuple(players)})


def _gain_label(state, seat) -> str:
    game = Game(id=1, kind="rollwrite", status="running", options={}, guild_id=None,
                channel_id=None, thread_id=None, messages={}, host_id=None, seats=(),
                seed=5, version=state.moves, active_seats=state.active_seats,
                created_at=None, last_activity_at=None, started_at=None, finished_at=None,
                reminded_at=None, state=state)
    panel = build_panel(game, seat, lang="en")
    labels = [getattr(c, "item", c).label for c in panel.view.children
              if getattr(getattr(c, "item", c), "label", None)]
    return next(label for label in labels if label.startswith(("Gain", "Pass:")))


def test_the_coins_button_shows_what_is_really_gained_and_never_gain_0():
    """Issue 10: "Sind alle Münzen im Vorrat umkreist, kann der Spieler keine weiteren Münzen
    erhalten" -- the button says what the cap leaves, and no dice on coins is a pass."""
    from engine.rollwrite.turn import coins_for

    state = mid_game(3, seed=5)
    seat = state.active_seats[0]
    sheet = state.players[seat]
    offered = coins_for(sheet)
    supply = state.options.coin_supply
    if offered == 0:
        assert _gain_label(state, seat) == "Pass: your dice point at no coins"
    else:
        label = _gain_label(state, seat)
        assert label.startswith(f"Gain {offered} coin")
        capped = _with_sheet(state, seat, circled=supply - 1)
        if offered > 1:
            assert _gain_label(capped, seat) == "Gain 1 coin (then your supply is full)"
        full = _with_sheet(state, seat, circled=supply)
        assert _gain_label(full, seat) == "Pass: your coin supply is full"
    empty = _with_sheet(state, seat, crossed=())
    assert _gain_label(empty, seat) == "Pass: your dice point at no coins"


async def test_after_acting_the_panel_has_one_waiting_notice(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana = table.players[0]
    panel = await act(ana, await open_sheet(table, ana), 0)
    fields = panel.embeds[0].fields
    waiting = [f for f in fields if "Waiting for" in f.value]
    assert len(waiting) == 1, [f.value for f in fields]
