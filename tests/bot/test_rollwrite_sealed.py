"""A simultaneous Roll & Write round stays sealed until it closes (issue 38), through the real
bot (SimCord): computers decide at once and people one after the other, yet until everyone
has acted (or the round's time is up) nobody sees another's choices of the round, from any
command, picture or post; then the post that closes the round shows them all together.
Classic mode, turn by turn, shows every turn at once as before."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageDraw

from bot.rollwrite.posts import happened_lines, initial_state
from bot.tables.registry import kind_named
from bot.tables.seats import marked
from engine.rollwrite import apply, view
from engine.rollwrite.setup import new_game
from i18n import text
from rendering.rollwrite import render_final_table
from rendering.rollwrite.score_sheet import MARGIN, ROLL, TITLE

from .driver import Table, components, private_text
from .rollwrite_driver import act, play_turn

#: The score sheet's title and the line of the roll and of who still has to act: what a
#: picture of an open round may change while it is sealed (who has acted, never what).
BELOW_TITLE = MARGIN + TITLE + ROLL
HOUR = 3600
SEED = 38
#: Where a Roll & Write table's first state is made (a test that shapes it patches each).
NEW_GAME_PATHS = ("engine.rollwrite.new_game", "bot.rollwrite.posts.new_game",
                  "bot.rollwrite.stats.new_game")


async def open_with_computers(env, monkeypatch, people, levels, **options) -> Table:
    """``/rollwrite new`` by the first person, the others join, then a computer per level
    (seated after the people), started."""
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
    lang = options.get("language", "en")  # the lobby's buttons speak the table's language
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in people]
    await members[0].slash(channel, "rollwrite new", **options)
    thread = channel.threads[-1]
    lobby = thread.history()[0]
    for member in members[1:]:
        joined = await member.click(lobby, label=text(lang, "lobby-button-join"))
        assert joined.ephemeral
    for level in levels:
        menu = await members[0].click(lobby, label=text(lang, "seats-button-add"))
        menu = menu.followups[-1] if menu.followups else menu.response
        assert (await members[0].click(menu, label=level)).ephemeral
    started = await members[0].click(lobby, label=text(lang, "lobby-button-start"))
    assert started.ephemeral
    return Table(env, guild, channel, thread, members)


def last_round_message(table: Table):
    """The newest public post with the panel button (in any language)."""
    for message in reversed(table.thread.history()):
        if any(c.get("custom_id", "").endswith(":hand") for c in components(message)):
            return message
    raise AssertionError("no public message with a panel button")


async def open_sheet(table: Table, member):
    button = next(c for c in components(last_round_message(table))
                  if c.get("custom_id", "").endswith(":hand"))
    result = await member.click(last_round_message(table), custom_id=button["custom_id"])
    assert result.ephemeral
    return result.response


def picture(table: Table, message, name: str = "score_sheet.png") -> Image.Image:
    [attachment] = [a for a in message.attachments if a.filename == name]
    return Image.open(io.BytesIO(table.env.backend.cdn.get(attachment.url))).convert("RGB")


def below_title(image: Image.Image) -> Image.Image:
    return image.crop((0, BELOW_TITLE, image.width, image.height))


def same_below_title(one: Image.Image, other: Image.Image) -> bool:
    """The two pictures are the same, pixel for pixel, below the title lines."""
    return one.size == other.size and ImageChops.difference(
        below_title(one), below_title(other)).getbbox() is None


async def status(table: Table, member):
    """``/rollwrite status`` by ``member``: the public post it makes in the thread."""
    result = await member.slash(table.thread, "rollwrite status")
    assert result.ephemeral and "posted" in private_text(result)
    return table.thread.history()[-1]


async def log_of(table: Table, member) -> str:
    result = await member.slash(table.thread, "rollwrite log")
    return private_text(result)


async def lines_of_round(table: Table, number: int, lang: str = "en") -> list[str]:
    """What the players chose in round ``number`` so far, as the bot words it (from the
    stored log, replayed): the lines a sealed round must not show before it closes."""
    game = marked(kind_named("rollwrite"), await table.game())
    state, done = initial_state(game), []
    for entry in await table.store.action_log(game.id):
        playing = state.round
        state, events = apply(state, entry.seat, entry.action)
        if playing == number and entry.action.kind != "retire_seat":
            done.append((entry, [e for e in events if e.kind not in (
                "imaginary_built", "column_filled")]))
    return happened_lines(game, done, lang)


def changed_since_opening(state, seat: int) -> bool:
    """Whether ``seat`` crossed a building or gained coins in the open round."""
    opened, sheet = state.opening.sheets[seat], state.players[seat]
    return (opened.crossed, opened.circled) != (len(sheet.crossed), sheet.circled)


def seen_mid_round(table: Table, start: int) -> str:
    """Every public word of the thread since message ``start`` (edits included)."""
    return "\n".join(m.content or "" for m in table.thread.history()[start:])


async def test_two_people_and_a_computer_see_no_choice_of_the_open_round(simcord_env,
                                                                         monkeypatch):
    table = await open_with_computers(simcord_env, monkeypatch, ["ana", "ben"], ["Easy"])
    ana, ben = table.players
    for member in (ana, ben):  # round 1: the log has something to say
        await act(member, await open_sheet(table, member), 0)
    opening = last_round_message(table)
    assert "Round 2 of 18" in opening.content
    posts = len(table.thread.history())
    log_at_opening = await log_of(table, ana)
    game = await table.game()
    assert game.state.round == 2 and game.active_seats == (0, 1)
    assert changed_since_opening(game.state, 2)  # the computer decided at once
    # ana turns a die, then crosses a building: no post tells it
    await act(ana, await open_sheet(table, ana), 2)
    game = await table.game()
    assert game.active_seats == (1,) and changed_since_opening(game.state, 0)
    assert len(table.thread.history()) == posts  # no post per move, the computer's neither
    sealed = await lines_of_round(table, 2)
    assert len(sealed) >= 2  # the computer's choice and ana's (her die turn too)
    # ben, still to act, asks for the status and the log
    shown = await status(table, ben)
    assert "Waiting for: ben." in shown.content
    assert same_below_title(picture(table, shown), picture(table, opening))
    assert await log_of(table, ben) == log_at_opening
    # ben's own panel shows his sheet and the others' as the round opened, and counts the
    # moves as they were then (how many moves the others made would tell what they chose)
    panel = await open_sheet(table, ben)
    assert not any(line in str(panel.embeds[0].to_dict()) for line in sealed)
    assert game.version > game.state.opening.moves
    assert panel.embeds[0].footer.text.endswith(f"move {game.state.opening.moves}")
    everything = seen_mid_round(table, posts - 1) + await log_of(table, ben)
    assert not [line for line in sealed if line in everything]
    # ben acts: the round closes, and one post shows every choice of it, seat by seat
    await act(ben, panel, 0)
    closing = last_round_message(table)
    assert "Round 2 is over." in closing.content
    said = await lines_of_round(table, 2)
    assert all(line in closing.content for line in said)
    # seat by seat, whoever was quicker: ana, ben, then the computer (who acted first)
    at = {who: [closing.content.index(line) for line in said if line.startswith(who)]
          for who in ("ana ", "ben ")}
    theirs = [closing.content.index(line) for line in said
              if not line.startswith(("ana ", "ben "))]
    assert at["ana "] and at["ben "] and theirs
    assert max(at["ana "]) < min(at["ben "]) and max(at["ben "]) < min(theirs)
    log = await log_of(table, ana)
    assert all(line in log for line in said)
    after = await status(table, ana)
    assert not same_below_title(picture(table, after), picture(table, opening))


async def test_a_person_with_a_computer_sees_it_sealed_until_the_round_closes(simcord_env,
                                                                             monkeypatch):
    table = await open_with_computers(simcord_env, monkeypatch, ["ana"], ["Hard"],
                                      round_hours=2)
    [ana] = table.players
    opening = last_round_message(table)
    game = await table.game()
    assert game.active_seats == (0,) and changed_since_opening(game.state, 1)
    computer = await lines_of_round(table, 1)
    assert len(computer) >= 1
    shown = await status(table, ana)
    assert "Waiting for: ana." in shown.content  # who has to act: in words
    assert same_below_title(picture(table, shown), picture(table, opening))
    # the whole picture is the opening's: it tells nothing of who acted when
    assert picture(table, shown).tobytes() == picture(table, opening).tobytes()
    log = await log_of(table, ana)
    assert text("en", "log-no-moves") in log and not [c for c in computer if c in log]
    # the round's time runs out: ana gains coins the idle way and everything is shown
    await simcord_env.advance_time(2.5 * HOUR)
    game = await table.game()
    assert game.state.round == 2
    closing = last_round_message(table)
    assert "Time is up: ana did not act" in closing.content
    assert all(line in closing.content for line in computer)
    assert all(line in closing.content for line in await lines_of_round(table, 1))
    later = await status(table, ana)
    assert not same_below_title(picture(table, later), picture(table, opening))


async def test_classic_mode_shows_each_turn_at_once(simcord_env, monkeypatch):
    table = await open_with_computers(simcord_env, monkeypatch, ["ana", "ben"], [],
                                      mode="classic")
    game = await table.game()
    first = game.state.active_seat
    before = last_round_message(table)
    await play_turn(table, style=0)
    other = table.players[1 - first]
    played = await lines_of_round(table, 1)
    assert played
    log = await log_of(table, other)
    assert all(line in log for line in played)
    shown = await status(table, other)
    assert not same_below_title(picture(table, shown), picture(table, before))


async def test_a_german_table_is_sealed_and_its_final_table_says_what_built_counts(
        simcord_env, monkeypatch):
    """The last round of a German table (shaped): sealed in German words, then the final
    post's table counts the starting buildings and says so, in German."""
    made = initial_game_in_last_round
    for where in NEW_GAME_PATHS:
        monkeypatch.setattr(where, made)
    table = await open_with_computers(simcord_env, monkeypatch, ["ana", "ben"], [],
                                      language="de")
    ana, ben = table.players
    opening = last_round_message(table)
    assert "Runde 18 von 18" in opening.content
    await act(ana, await open_sheet(table, ana), 0)
    sealed = await lines_of_round(table, 18, "de")
    assert sealed
    shown = await status(table, ben)
    assert "Wir warten auf: ben." in shown.content
    assert same_below_title(picture(table, shown), picture(table, opening))
    assert not [line for line in sealed if line in seen_mid_round(table, 0)]
    # the log is private: in ben's own language (English here), and says nothing either
    assert not [line for line in await lines_of_round(table, 18) if line in
                await log_of(table, ben)]
    await act(ben, await open_sheet(table, ben), 0)
    game = await table.game()
    assert game.status == "finished"
    final = table.thread.history()[-1]
    assert all(line in final.content for line in await lines_of_round(table, 18, "de"))
    drawn: list[str] = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, words, *args, **kwargs):
        drawn.append(str(words))
        return original(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    public = view(marked(kind_named("rollwrite"), game).state, None)
    expected = render_final_table(public, lang="de")
    assert picture(table, final, "final_scores.png").tobytes() == Image.open(
        io.BytesIO(expected)).convert("RGB").tobytes()
    note = " ".join(drawn[next(i for i, w in enumerate(drawn) if w.startswith("„Kreuze“")):])
    assert note == "„Kreuze“: alle Gebäude auf dem Zettel, die 3 Startgebäude mitgezählt."


def initial_game_in_last_round(players, *, seed, **options):
    state = new_game(players, seed=seed, **options)
    return state.model_copy(update={"round": state.rounds})


async def test_a_round_post_made_late_in_the_next_round_says_all_of_the_last_and_nothing_of_this(
        simcord_env, monkeypatch):
    """The post that closes round 1 fails and is made later, when round 2 is open (the
    computer has chosen): it says every choice of round 1 and none of round 2; the post
    that closes round 2 then says all of round 2, the choice held back included."""
    table = await open_with_computers(simcord_env, monkeypatch, ["ana", "ben"], ["Medium"])
    ana, ben = table.players
    await act(ana, await open_sheet(table, ana), 0)
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=403,
                             code=50013, message="Missing Permissions", times=1)
    await act(ben, await open_sheet(table, ben), 3)  # closes round 1: its post is lost
    game = await table.game()
    assert game.state.round == 2 and "post_due" in game.messages
    assert changed_since_opening(game.state, 2)  # the computer chose at once in round 2
    round_1, sealed = await lines_of_round(table, 1), await lines_of_round(table, 2)
    result = await ana.slash(table.thread, "rollwrite status")
    assert "missing is in the thread now" in private_text(result)
    late = table.thread.history()[-1]
    assert "delayed" in late.content and "Round 2 of 18" in late.content
    assert all(line in late.content for line in round_1)
    assert not [line for line in sealed if line in late.content]
    await act(ana, await open_sheet(table, ana), 0)
    await act(ben, await open_sheet(table, ben), 0)
    closing = last_round_message(table)
    assert "Round 2 is over." in closing.content
    said = await lines_of_round(table, 2)
    assert set(sealed) < set(said) and all(line in closing.content for line in said)
