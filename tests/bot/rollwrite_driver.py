"""Playing Alhambra Roll & Write through the real bot the way people do: taps on panels."""

from __future__ import annotations

from .driver import Table, button_of, components, select_of

SHEET = "My panel"


async def open_rollwrite(env, names, **options) -> Table:
    """``/rollwrite new`` by the first name, the others join, the host starts."""
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in names]
    result = await members[0].slash(channel, "rollwrite new", **options)
    assert result.ephemeral
    thread = channel.threads[-1]
    lobby = thread.history()[0]  # the oldest message
    for member in members[1:]:
        result = await member.click(lobby, label="Join")
        assert result.ephemeral and "You joined" in result.response.content
    result = await members[0].click(lobby, label="Start")
    assert result.ephemeral and "started" in result.response.content
    return Table(env, guild, channel, thread, members)


def last_round_message(table: Table):
    for message in reversed(table.thread.history()):  # history is oldest first
        if any(c.get("label") == SHEET for c in components(message)):
            return message
    raise AssertionError("no public message with a 'My panel' button")


async def open_sheet(table: Table, member):
    result = await member.click(last_round_message(table), label=SHEET)
    assert result.ephemeral
    return result.response


def choices(panel) -> list[tuple[str, dict, str]]:
    """Every choice on a panel: (what, component, option value or '')."""
    found = []
    for component in components(panel):
        what = component["custom_id"].split(":")[3]
        if component["type"] == 3:
            found += [(what, component, option["value"]) for option in component["options"]]
        elif what == "do":
            found.append((what, component, ""))
    return found


async def pick(member, panel, what: str = "cross", number: int = 0):
    """Pick the ``number``-th option of the ``what`` select (``"gain"``: the coins button)."""
    if what == "gain":
        button = next(c for c in components(panel)
                      if c.get("label", "").startswith(("Gain", "Pass:")))
        return await member.click(panel, custom_id=button["custom_id"])
    select = select_of(panel, what)
    assert select is not None, f"no {what} select on the panel"
    value = select["options"][number % len(select["options"])]["value"]
    return await member.select(panel, [value], custom_id=select["custom_id"])


async def act(member, panel, style: int):
    """One whole move from a fresh panel, in one of a few styles (to vary the games):
    0 cross the first building, 1 cross the last, 2 turn a die then cross, 3 gain coins.
    Classic mode: keep the first pair when asked."""
    if style == 2 and select_of(panel, "turn") is not None:
        panel = (await pick(member, panel, "turn")).response
    if style == 3 or select_of(panel, "cross") is None:
        result = await pick(member, panel, "gain")
    else:
        result = await pick(member, panel, "cross", -1 if style == 1 else 0)
    panel = result.response
    if select_of(panel, "keep") is not None:
        panel = (await pick(member, panel, "keep")).response
    return panel


async def play_round(table: Table, order=None, style: int = 0) -> None:
    """Simultaneous mode: every seat still to act, in ``order`` (seat indices), plays once."""
    game = await table.game()
    seats = order if order is not None else game.state.active_seats
    panels = {seat: await open_sheet(table, table.players[seat]) for seat in seats}
    for n, seat in enumerate(seats):  # all panels opened first: everyone acts "at once"
        await act(table.players[seat], panels[seat], (style + n) % 4)


async def play_turn(table: Table, style: int = 0) -> None:
    """Classic mode: the active player plays one turn."""
    game = await table.game()
    member = table.players[game.state.active_seat]
    await act(member, await open_sheet(table, member), style)


__all__ = ["button_of", "choices", "open_rollwrite", "open_sheet", "pick", "play_round",
           "play_turn", "last_round_message", "act"]
