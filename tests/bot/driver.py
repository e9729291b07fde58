"""Playing Alhambra through the real bot the way people do: taps on buttons and selects."""

from __future__ import annotations

from dataclasses import dataclass, field

from simcord.results import to_discord_message

#: The button of every public turn message that opens a player's private panel.
PANEL = "My panel"


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


#: Where the bot looks the engine's ``new_game`` up: a test that shapes its new games
#: patches every one, so the game stays one game (lobby; posts and statistics replay the log
#: from ``bot.alhambra.stats.initial_state``).
NEW_GAME_PATHS = ("engine.alhambra.new_game", "bot.alhambra.stats.new_game")


def making_games(monkeypatch, made) -> None:
    """Every new game the bot makes is ``made(...)`` (a test's shaped start)."""
    for where in NEW_GAME_PATHS:
        monkeypatch.setattr(where, made)


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


def buttons(message) -> list[dict]:
    return [c for c in components(message) if c["type"] == 2]


def take_buttons(panel) -> list[dict]:
    """The "take money" choices of a panel (the 💰 buttons)."""
    return [c for c in buttons(panel) if (c.get("emoji") or {}).get("name") == "💰"]


#: The shapes of the currencies that lead a buy button's label ("◆ Buy Pavilion 8").
SHAPES = "●◆■▲"


def buy_buttons(panel) -> list[dict]:
    return [c for c in buttons(panel)
            if c.get("label", "").lstrip(SHAPES + " ").startswith("Buy ")]


def payment_buttons(panel) -> list[dict]:
    return [c for c in buttons(panel)
            if "exact, +1 action" in c.get("label", "") or "· pays " in c.get("label", "")]


def number_buttons(panel) -> list[dict]:
    """The numbered places (or tiles) of a panel's picture, in number order."""
    return [c for c in buttons(panel)
            if c.get("label", "").split(":")[0].split(" ")[0].isdigit()]


def last_turn_message(table: Table):
    """The newest public message with the "My panel" button (read from the simulated
    Discord's store newest first: a long game's history is not copied on every look)."""
    stored = table.env.backend.messages.get(table.thread.id, {})
    for message in sorted(stored.values(), key=lambda m: m.id, reverse=True):
        if message.visible_to(None) and any(
                c.get("label") == PANEL for row in message.components
                for c in row.get("components", [])):
            return to_discord_message(table.env, message)
    raise AssertionError(f"no public turn message with a '{PANEL}' button")


async def open_panel(table: Table, member):
    result = await member.click(last_turn_message(table), label=PANEL)
    assert result.ephemeral
    return result.response


def turn_done(panel) -> bool:
    """Whether the panel says the turn just ended (it ends by itself, or by "End turn")."""
    text = str([e.to_dict() for e in panel.embeds])
    return any(words in text for words in ("Turn done", "game is over", "move is saved"))


async def tap(member, panel, component):
    """One tap on a panel's button: the panel as it is afterwards."""
    return (await member.click(panel, custom_id=component["custom_id"])).response


async def play_turn(table: Table, *, gift_to_dirk: bool = False, prefer_take: bool = False
                    ) -> int:
    """The active player taps through one turn: buy the first tile offered (paying the first
    way offered), else take money; build each bought tile on place 1 (or reserve it, decline
    a Granada end-of-game tile, or with ``gift_to_dirk`` give it to Dirk). The turn ends by
    itself (or with "End turn"). Returns the taps it took, counting "My panel" (a button is
    one tap)."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    taps = 1
    for _ in range(40):
        if turn_done(panel) or not buttons(panel):  # the turn has ended
            return taps
        dirk = button_of(panel, "Give to Dirk")
        choices = [dirk] if gift_to_dirk and dirk else []
        order = (take_buttons, buy_buttons) if prefer_take else (buy_buttons, take_buttons)
        choices += (payment_buttons(panel) + number_buttons(panel) + order[0](panel)
                    + order[1](panel))
        choices += [c for c in (button_of(panel, "Reserve it"), button_of(panel, "Decline"),
                                button_of(panel, "End turn")) if c is not None]
        assert choices, f"nothing to tap on {[c.get('label') for c in buttons(panel)]}"
        panel = await tap(member, panel, choices[0])
        taps += 1
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
        if commands:  # nothing to take or buy: the seat passes (or rebuilds)
            result = await member.slash(thread, "alhambra end")
            assert result.ephemeral
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
            result = await member.slash(thread, "alhambra end")
        assert result.ephemeral
    raise AssertionError("the typed turn did not end")


async def rules_page(member, channel, title: str) -> str:
    """``/alhambra rules``, then the page of the picker whose entry begins with ``title``:
    its words."""
    result = await member.slash(channel, "alhambra rules")
    assert result.ephemeral and not result.followups
    menu = next(c for c in components(result.response) if c["type"] == 3)
    option = next(o for o in menu["options"] if o["label"].startswith(title))
    picked = await member.select(result.response, [option["value"]],
                                 custom_id=menu["custom_id"])
    return picked.response.content


def private_text(result) -> str:
    """Everything a user was answered (contents and embeds); asserts all of it was private."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    assert messages and all(m.ephemeral for m in messages)
    return " ".join([m.content for m in messages]
                    + [str(e.to_dict()) for m in messages for e in m.embeds])
