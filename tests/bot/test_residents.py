"""The street trader's start through the real bot on SimCord (compendium of the expansions,
setup 8: "jeder Spieler [muss] sich vorher seine Bewohner ... aussuchen"; the trader lies at
its player's fountain): every player chooses three residents and the trader's side from the
private panel, all at once, before the first turn; a player who does not answer in time
keeps the ones drawn for them."""

from __future__ import annotations

from bot.alhambra.posts import initial_state
from engine.alhambra import apply, view
from engine.alhambra.modules.street_trader import choosing, squares, traders

from .driver import buttons, open_panel, open_table, tap

MINUTE = 60


def labelled(panel, start: str) -> dict:
    found = [b for b in buttons(panel) if b.get("label", "").startswith(start)]
    assert found, [b.get("label") for b in buttons(panel)]
    return found[0]


def panel_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


def public_posts(table) -> list[str]:
    stored = table.env.backend.messages.get(table.thread.id, {})
    return [m.content for m in sorted(stored.values(), key=lambda m: m.id)
            if m.visible_to(None)]


async def replayed(table):
    """The stored game replayed from its log (what the table really did)."""
    game = await table.game()
    state = initial_state(game)
    for entry in await table.store.action_log(game.id):
        state, _ = apply(state, entry.seat, entry.action)
    return game, state


async def choose_by_taps(table, member, colours: list[str], side: str) -> None:
    """Open the panel, put back what was drawn, tap ``colours`` and ``side``, then Done."""
    panel = await open_panel(table, member)
    assert "Choose your residents" in panel_text(panel)
    for button in [b for b in buttons(panel) if b.get("label", "").startswith("✓ ")]:
        panel = await tap(member, panel, labelled(panel, button["label"]))
    assert "nobody yet" in panel_text(panel)
    assert not [b for b in buttons(panel) if b.get("label") == "Done"]
    for colour in colours:
        panel = await tap(member, panel, next(b for b in buttons(panel)
                                              if f" {colour} (" in b.get("label", "")
                                              and not b["label"].startswith("✓ ")))
    panel = await tap(member, panel, labelled(panel, f"{side} side"))
    assert f"on the {side} side of the fountain" in panel_text(panel)
    panel = await tap(member, panel, labelled(panel, "Done"))
    assert "Choose your residents" not in panel_text(panel)


async def test_every_player_chooses_residents_and_side_by_taps_before_the_first_turn(
        simcord_env):
    """C-setup 8: each player picks their residents (and the trader's side of the fountain)
    at the start, from the panel; the first turn begins when the last has chosen."""
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="street_trader",
                             vizier_minutes=5)
    game = await table.game()
    assert choosing(game.state) == [0, 1, 2]
    # C-setup 8 (ST b): the market is laid only once the residents are chosen
    assert all(set(view(game.state, seat).market.values()) == {None} for seat in (None, 0, 1, 2))
    start = public_posts(table)[-1]
    assert "choose the three residents" in start, start
    assert all(f"<@{m.id}>" in start for m in table.players)
    picks = {"ana": (["red", "white", "purple"], "top"),
             "ben": (["blue", "brown", "green"], "left"),
             "cem": (["blue", "red", "brown"], "bottom")}
    by_name = {m.name: m for m in table.players}
    for name in ("cem", "ana", "ben"):
        await choose_by_taps(table, by_name[name], *picks[name])
    game, state = await replayed(table)
    assert choosing(state) == [] and game.state.flow.window_seats == ()
    assert None not in game.state.market and state.market == game.state.market
    buildings = {"blue": "pavilion", "red": "seraglio", "brown": "arcades",
                 "white": "chambers", "green": "garden", "purple": "tower"}
    steps = {"top": [0, -1], "left": [-1, 0], "bottom": [0, 1]}
    for seat in range(len(game.state.players)):
        colours, side = picks[next(m.name for m in table.players
                                   if m.id == game.user_of(seat))]
        assert sorted(traders(state)[seat]) == sorted(buildings[c] for c in colours)
        assert squares(state)[seat] == steps[side]
    posts = public_posts(table)
    assert "the game begins" in posts[-1] or any("the game begins" in p for p in posts[-3:])
    mover = game.user_of(game.state.active_seat)
    assert f"<@{mover}>" in posts[-1], posts[-1]
    # nothing a player chose shows in public
    assert not [p for p in posts if "purple (" in p or "green (" in p]


async def test_a_player_who_does_not_choose_keeps_the_drawn_residents_when_time_is_up(
        simcord_env):
    """A player away is never stuck: when the table's answer time is up, everybody still
    choosing keeps what was drawn for them (ST2) and the first turn begins."""
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="street_trader",
                             vizier_minutes=5)
    drawn = [list(t) for t in traders((await table.game()).state)]
    ana = table.players[0]
    await choose_by_taps(table, ana, ["red", "white", "purple"], "right")
    game = await table.game()
    assert len(choosing(game.state)) == 2
    await simcord_env.advance_time(16 * MINUTE)  # the pacing loop looks every 10 minutes
    game, state = await replayed(table)
    assert choosing(state) == [] and game.state.flow.window_seats == ()
    ana_seat = next(s for s in range(3) if game.user_of(s) == ana.id)
    for seat in range(3):
        if seat != ana_seat:
            assert traders(state)[seat] == drawn[seat]
    assert sorted(traders(state)[ana_seat]) == ["chambers", "seraglio", "tower"]
    headline = [p for p in public_posts(table) if "Time is up for choosing residents" in p]
    assert headline, public_posts(table)[-2:]
    first_line = headline[-1].split("\n")[0]
    others = [game.state.players[s].name for s in range(3) if s != ana_seat]
    assert all(name in first_line for name in others), first_line
    assert game.state.players[ana_seat].name not in first_line
    mover = game.user_of(game.state.active_seat)
    assert f"<@{mover}>" in headline[-1]  # the first turn begins
