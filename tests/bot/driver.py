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


async def play_turn(table: Table) -> None:
    """The active player taps through one turn: buy the first tile offered, else take money;
    build each bought tile on the first numbered cell (or reserve it); end the turn."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    for _ in range(30):
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


async def play_to_the_end(table: Table, max_turns: int = 400) -> None:
    for _ in range(max_turns):
        game = await table.game()
        if game.status == "finished":
            return
        await play_turn(table)
    raise AssertionError("the game did not end")
