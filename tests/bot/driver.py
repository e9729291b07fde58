"""Playing Alhambra through the real bot the way people do: taps on buttons and selects."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Table:
    env: object
    guild: object
    channel: object
    thread: object
    players: list  # MemberActors in seat order once started
    public: list = field(default_factory=list)

    @property
    def store(self):
        return self.env.bot.store

    async def game(self):
        return await self.store.game_by_thread(self.thread.id)

    def member(self, user_id: int):
        return next(p for p in self.players if p.id == user_id)


async def open_table(env, names, **options) -> Table:
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in names]
    await members[0].slash(channel, "alhambra new", **options)
    thread = channel.threads[-1]
    lobby = thread.history()[0]  # the oldest message
    for member in members[1:]:
        result = await member.click(lobby, label="Join")
        assert result.ephemeral
    result = await members[0].click(lobby, label="Start")
    assert result.ephemeral
    return Table(env, guild, channel, thread, members)


def components(message) -> list[dict]:
    found = []
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        found.extend(row["components"])
    return found


def select_of(message, what: str) -> dict | None:
    return next((c for c in components(message)
                 if c["type"] == 3 and c["custom_id"].split(":")[3] == what), None)


def button_of(message, label: str) -> dict | None:
    return next((c for c in components(message)
                 if c["type"] == 2 and c.get("label") == label), None)


def last_turn_message(table: Table):
    for message in reversed(table.thread.history()):  # history is oldest first
        if any(c.get("label") == "My hand / act" for c in components(message)):
            return message
    raise AssertionError("no public turn message with a 'My hand / act' button")


async def open_panel(table: Table, member):
    result = await member.click(last_turn_message(table), label="My hand / act")
    assert result.ephemeral
    return result.response


async def play_turn(table: Table, *, gift_to_dirk: bool = False) -> None:
    """The active player taps through one turn: buy the first tile offered, else take money;
    build each bought tile on the first numbered cell (or reserve it, or with ``gift_to_dirk``
    give it to Dirk); end the turn."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    for _ in range(30):
        if gift_to_dirk and button_of(panel, "Give it to Dirk") is not None:
            panel = (await member.click(panel, label="Give it to Dirk")).response
            continue
        choice = select_of(panel, "buy") or select_of(panel, "take") or select_of(panel, "place")
        if choice is not None:
            result = await member.select(panel, [choice["options"][0]["value"]],
                                         custom_id=choice["custom_id"])
        else:
            label = next(lbl for lbl in ("Reserve it", "End my turn")
                         if button_of(panel, lbl) is not None)
            result = await member.click(panel, label=label)
            if label == "End my turn":
                return
        panel = result.response
    raise AssertionError("the turn did not end")


async def play_to_the_end(table: Table, max_turns: int = 400, *, turn=None) -> None:
    turn = turn or play_turn
    for number in range(max_turns):
        game = await table.game()
        if game.status == "finished":
            return
        await turn(table) if turn is not play_turn else await play_turn(
            table, gift_to_dirk=number % 4 == 3)
    raise AssertionError("the game did not end")


async def type_turn(table: Table) -> None:
    """The active player plays one turn with slash commands and autocomplete only."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    thread = table.thread
    commands = ("alhambra buy", "alhambra take") if game.state.flow.phase == "action" else ()
    for command in commands:
        choices = await member.autocomplete(thread, command, "choice", "")
        if choices:
            result = await member.slash(thread, command, choice=choices[0]["value"])
            assert result.ephemeral
            break
    else:
        assert not commands, "neither buy nor take offered a choice"
    for _ in range(12):
        game = await table.game()
        if game.state.is_over or game.state.active_seat != game.seat_of(member.id):
            return
        choices = await member.autocomplete(thread, "alhambra place", "choice", "")
        if choices:
            result = await member.slash(thread, "alhambra place", choice=choices[0]["value"])
        elif game.state.flow.phase == "action":
            choices = await member.autocomplete(thread, "alhambra take", "choice", "")
            result = await member.slash(thread, "alhambra take", choice=choices[0]["value"])
        else:
            result = await member.slash(thread, "alhambra confirm")
        assert result.ephemeral
    raise AssertionError("the typed turn did not end")


def private_text(result) -> str:
    """Everything a user was answered (contents and embeds); asserts all of it was private."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    assert messages and all(m.ephemeral for m in messages)
    return " ".join([m.content for m in messages]
                    + [str(e.to_dict()) for m in messages for e in m.embeds])
