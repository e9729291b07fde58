"""The magic buildings (promo) through the real bot on SimCord: one is bought from the panel
like any tile (named with its ✨), the placing screen offers one ↻ button per other position
that fits somewhere (MG1, MG4), one tap turns it and the places are numbered afresh, and it
is built so; typed, turning it is one more choice of ``/alhambra place``, and a bad choice is
refused in private and changes nothing; ``/alhambra rules`` has the section with the
module's defaults."""

from __future__ import annotations

from bot.alhambra.panel import build_panel
from bot.alhambra.panel_core import Screen
from bot.alhambra.positions import place_cells
from engine.alhambra import apply, legal_actions, new_game, problems
from engine.alhambra.actions import EndTurn, PassWindow, TakeMoney
from engine.alhambra.modules.magic_buildings import is_magic, quarters
from tests.bot.test_panel import as_game, walk
from tests.bot.test_panel import buttons as panel_buttons
from tests.engine.expansion1_helpers import claim, own
from tests.engine.helpers import market_with, rebase, with_hand
from tests.engine.test_thieves import with_display

from .driver import (
    button_of,
    buttons,
    buy_buttons,
    making_games,
    number_buttons,
    open_panel,
    open_table,
    payment_buttons,
    play_to_the_end,
    rules_page,
    take_buttons,
    tap,
    turn_done,
)
from .test_expansions_2_3 import all_posts, first, labels


def magic_for_sale(real_new_game):
    """``new_game`` as the engine makes it, then the magic Arcades (11) lies in the Dirham
    slot and the starting player holds 9 + 3 Dirham (an overpayment: placing follows)."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "magic_buildings" not in state.options.modules:
            return state
        state = market_with(claim(state, "magic-arcades"), dirham="magic-arcades")
        state = with_hand(state, state.active_seat, ("dirham-9-1", "dirham-3-1"))
        assert problems(state) == []
        return state
    return made


async def magic_table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    making_games(monkeypatch, magic_for_sale(engine_module.new_game))
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="magic_buildings")


async def test_a_magic_building_is_bought_turned_and_built_from_the_panel(simcord_env,
                                                                          monkeypatch):
    table = await magic_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    offer = first(panel, lambda t: "Arcades 11 ✨" in t)
    assert offer is not None, labels(panel)
    panel = await tap(member, panel, offer)
    payment = payment_buttons(panel)
    if payment:
        panel = await tap(member, panel, payment[0])
    assert (await table.game()).state.players[seat].bought == ("magic-arcades",)
    place = first(panel, lambda t: t == "Place it")  # (or the places are shown at once)
    if place is not None:
        panel = await tap(member, panel, place)
    turns = [b["label"] for b in buttons(panel) if b.get("label", "").startswith("↻")]
    assert turns == ["↻ 2", "↻ 3", "↻ 4"], labels(panel)  # around the fountain each fits
    text = str([e.to_dict() for e in panel.embeds])
    assert "A magic building: pick its position before you build it" in text
    assert panel.attachments  # the picture with the four positions
    panel = await tap(member, panel, first(panel, lambda t: t == "↻ 3"))
    after = await table.game()
    assert after.state.players[seat].bought == ("magic-arcades-r2",)  # walls bottom + left
    turns = [b["label"] for b in buttons(panel) if b.get("label", "").startswith("↻")]
    assert turns == ["↻ 1", "↻ 2", "↻ 4"], labels(panel)
    numbers = number_buttons(panel)
    assert len(numbers) == 2  # north and east of the fountain: its open sides face it
    panel = await tap(member, panel, numbers[0])
    for _ in range(3):
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn")
                          or buttons(panel)[0])
    after = await table.game()
    assert any(t == "magic-arcades-r2" for *_, t in after.state.players[seat].alhambra)
    posts = " ".join(all_posts(table))
    assert "Arcades 11 ✨" in posts


async def test_turning_is_a_choice_of_the_typed_place_and_bad_input_changes_nothing(
        simcord_env, monkeypatch):
    table = await magic_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "Arcades")
    buy = next(c for c in choices if "Arcades 11 ✨" in c["name"])
    result = await member.slash(table.thread, "alhambra buy", choice=buy["value"])
    assert result.ephemeral
    before = await table.game()
    assert before.state.players[seat].bought == ("magic-arcades",)
    for typed in ("99", "turn", "-1"):
        result = await member.slash(table.thread, "alhambra place", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra place", "choice", "Turn")
    names = [c["name"] for c in choices]
    wanted = [c for c in choices if c["name"].startswith("Turn the Arcades 11 ✨ to position 4")]
    assert wanted, names
    assert "(walls: top and left)" in wanted[0]["name"]
    result = await member.slash(table.thread, "alhambra place", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert after.state.players[seat].bought == ("magic-arcades-r3",)


async def test_the_rules_aid_has_the_magic_buildings_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Magic buildings")
    assert all(f"MG{n}" in words for n in range(1, 8)), words


def test_the_panel_offers_each_position_that_fits_and_the_vizier_his_positions():
    """The placing screen: every turn to a position with a place, none to one without
    (a shape of Alhambra where two positions of the Garden 13 fit nowhere); the vizier's
    window: every purchase of the magic building in every position that fits (MG5)."""
    state = new_game(3, seed=1, modules=["magic_buildings"])
    a = state.active_seat
    state = own(state, a, alhambra=((1, 0, "tower-9-NE"), (0, 1, "garden-8-SW"),
                                    (-1, 0, "magic-arcades-r3")), bought=("magic-garden-r1",))
    state = rebase(state, flow=state.flow.model_copy(update={"phase": "placing", "actions": 1}))
    actions = list(legal_actions(state, a))
    turns = {i: x for i, x in enumerate(actions) if x.kind == "rotate_magic"}
    fitting = {i for i, x in turns.items() if place_cells(state, a, x.to)}
    assert len(turns) == 3 and len(fitting) == 1  # only the fourth position fits (1 place)
    offered, _ = walk(as_game(state), a)
    assert set(offered) & set(turns) == fitting
    # the vizier, between turns: the next seat pays the Pavilion 9 exactly
    state = new_game(3, seed=2, modules=["magic_buildings", "vizier"])
    a = state.active_seat
    b, c = (a + 1) % 3, (a + 2) % 3
    state = market_with(claim(state, "magic-pavilion"), denar="magic-pavilion")
    state = with_hand(state, c, ("denar-9-1",))
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    actions = list(legal_actions(state, c))
    wanted = {i for i, x in enumerate(actions) if x.kind == "use_vizier"}
    assert {actions[i].face for i in wanted} >= {"magic-pavilion-r1", "magic-pavilion-r3"}
    offered, panels = walk(as_game(state), c)
    assert wanted <= set(offered)


async def magic_turn(table) -> int:
    """As :func:`.driver.play_turn`, but a magic building waiting to be built is turned
    once first (the first ↻ offered)."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    turned = False
    for taps in range(1, 41):
        if turn_done(panel) or not buttons(panel):
            return taps
        turn = next((b for b in buttons(panel) if b.get("label", "").startswith("↻")), None)
        choices = [turn] if turn is not None and not turned else []
        turned = turned or turn is not None
        choices += (payment_buttons(panel) + number_buttons(panel) + buy_buttons(panel)
                    + take_buttons(panel))
        choices += [c for c in (button_of(panel, "Reserve it"), button_of(panel, "End turn"))
                    if c is not None]
        panel = await tap(member, panel, choices[0])
    raise AssertionError("the turn did not end")


async def test_a_whole_two_player_game_with_magic_buildings_from_the_panel(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], modules="magic_buildings")
    await play_to_the_end(table, turn=magic_turn)
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert await table.store.verify_replay(game.id) == []
    built = [t for p in game.state.players for *_, t in p.alhambra + tuple(
        (0, 0, t) for t in p.reserve) if is_magic(t)]
    assert any(quarters(t) for t in built), built  # turned from the panel
    assert "Final scores" in table.thread.history()[-1].content


def test_a_sultan_claim_offers_each_position_that_fits_mg6():
    from tests.engine.test_magic_buildings import sultan_claim_of_magic

    state, owner = sultan_claim_of_magic()
    actions = list(legal_actions(state, owner))
    wanted = {i for i, x in enumerate(actions) if x.kind == "claim_with_sultan"}
    assert {actions[i].face for i in wanted} >= {"magic-garden-r1", "magic-garden-r2"}
    offered, panels = walk(as_game(state), owner)
    assert wanted <= set(offered)
    # each screen's numbers and reserve carry the actions of its own position only
    for screen, face in ((Screen("suplace"), None), (Screen("sumagic", 2), "magic-garden-r2")):
        panel = build_panel(as_game(state), owner, screen=screen)
        done = [int(b.custom_id.split(":")[-1]) for b in panel_buttons(panel)
                if b.custom_id.split(":")[-2] == "do"]
        assert done and all(actions[i].face == face for i in done), (screen, done)


def test_typed_choices_of_the_vizier_and_the_sultan_name_the_position():
    """Each turned purchase or claim reads differently (typed choices are picked by their
    words): "…, position 3 (walls: bottom)"."""
    from bot.alhambra.texts import action_label
    from engine.alhambra import view
    from tests.engine.test_magic_buildings import sultan_claim_of_magic

    state, owner = sultan_claim_of_magic()
    public = view(state, None)
    claims = [a for a in legal_actions(state, owner) if a.kind == "claim_with_sultan"]
    words = [action_label(a, market=public.market, alhambra=state.players[owner].alhambra)
             for a in claims]
    assert len(set(words)) == len(words), words
    turned = next(w for a, w in zip(claims, words, strict=True)
                  if a.face == "magic-garden-r2" and a.reserve)
    assert turned.endswith(", position 3 (walls: top, bottom and left)"), turned
