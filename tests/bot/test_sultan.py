"""The sultan's cards (expansion 5) through the real bot on SimCord: a card beside the money
is bought from the panel ("Sultan cards", one button per card) and its rolled building is
told in the thread; the claim window asks the card's owner on its panel ("Take <tile> with
your sultan card" / "Pass"), a claim from the panel takes the tile, and a claim nobody
answers is passed when the table's answer time runs out, so the game goes on; typed bad
input is refused in private and changes nothing; ``/alhambra rules`` has the section with
the module's defaults."""

from __future__ import annotations

from engine.alhambra import problems
from engine.alhambra.components import TILES
from engine.alhambra.modules import characters
from engine.alhambra.modules.sultan import OWNED, SHOWN
from tests.engine.helpers import rebase, with_hand

from .driver import buttons, making_games, open_panel, open_table, rules_page, tap
from .test_expansion1 import use_vizier
from .test_expansions_2_3 import all_posts, first, labels

MINUTE = 60


def card_shown(state):
    """The Denar sultan card lies beside the money, and the starting seat holds 4 + 3
    Denar (one payment: bought at once)."""
    seat = state.active_seat
    state = rebase(state, deck=tuple(c for c in state.deck if c != "sultan-denar-1"),
                   modules_state={**state.modules_state, SHOWN: ["sultan-denar-1"]})
    state = with_hand(state, seat, ("denar-4-1", "denar-3-1", "ducat-2-1"))
    assert problems(state) == []
    return state


def claim_due(state):
    """The seat after the starting one holds a sultan card of the type of the bag's next
    tile; the starting seat has bought the Denar slot's tile (on its reserve now) and only
    ends its turn: the refill draws that tile, and the claim window opens."""
    seat = state.active_seat
    owner = (seat + 1) % len(state.players)
    building = TILES[state.bag[0]].building
    every = [[] for _ in state.players]
    every[owner] = [["sultan-ducat-1", building]]
    market = list(state.market)
    old, market[0] = market[0], None
    players = list(state.players)
    players[seat] = players[seat].model_copy(update={"reserve": (old,)})
    state = rebase(state, deck=tuple(c for c in state.deck if c != "sultan-ducat-1"),
                   market=tuple(market), players=tuple(players),
                   flow=state.flow.model_copy(update={"phase": "placing", "actions": 1}),
                   modules_state={**state.modules_state, OWNED: every})
    assert problems(state) == []
    return state


async def sultan_table(simcord_env, monkeypatch, change, **options):
    import engine.alhambra as engine_module

    real = engine_module.new_game

    def made(*args, **kwargs):
        state = real(*args, **kwargs)
        return change(state) if "sultan" in state.options.modules else state

    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    options.setdefault("modules", "sultan")
    return await open_table(simcord_env, ["ana", "ben", "cem"], **options)


async def test_a_sultan_card_is_bought_from_the_panel_and_its_roll_told(simcord_env,
                                                                         monkeypatch):
    table = await sultan_table(simcord_env, monkeypatch, card_shown)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Sultan cards"))
    offer = first(panel, lambda t: t == "Denar sultan card · 7")
    assert offer is not None, labels(panel)
    panel = await tap(member, panel, offer)
    after = await table.game()
    (card, building), = after.state.modules_state[OWNED][seat]
    assert card == "sultan-denar-1" and after.state.flow.extra_action
    from bot.alhambra.positions import building_name
    name = building_name(building)
    assert f"Sultan cards: Denar → {name}" in str([e.to_dict() for e in panel.embeds])
    end = first(panel, lambda t: t == "End turn")
    if end is not None:
        await tap(member, panel, end)
    posts = " ".join(all_posts(table))
    assert f"bought the Denar sultan card for 4 + 3 Denar (exact: another action) and " \
        f"rolled {name}." in posts, posts


async def test_a_claim_taken_from_the_panel(simcord_env, monkeypatch):
    table = await sultan_table(simcord_env, monkeypatch, claim_due)
    game = await table.game()
    mover = game.state.active_seat
    owner = (mover + 1) % 3
    new = game.state.bag[0]
    member = table.member(game.user_of(mover))
    panel = await open_panel(table, member)
    await tap(member, panel, first(panel, lambda t: t == "End turn"))
    during = await table.game()
    assert during.state.flow.window_seats == (owner,)
    posts = " ".join(all_posts(table))
    assert "entered the market" in posts and "sultan card" in posts
    asked = table.member(game.user_of(owner))
    panel = await open_panel(table, asked)
    take = first(panel, lambda t: t.startswith("Take the ") and t.endswith("with your sultan card"))
    assert take is not None and first(panel, lambda t: t == "Pass") is not None, labels(panel)
    panel = await tap(asked, panel, take)
    await tap(asked, panel, first(panel, lambda t: t == "Reserve it"))
    after = await table.game()
    assert new in after.state.players[owner].reserve and not after.state.flow.window_seats
    assert "with a sultan card (free)" in " ".join(all_posts(table))
    # the seat not asked saw no claim of its own
    other = table.member(game.user_of((mover + 2) % 3))
    panel = await open_panel(table, other)
    assert first(panel, lambda t: "sultan card" in t) is None


async def test_a_claim_nobody_answers_passes_when_time_is_up(simcord_env, monkeypatch):
    table = await sultan_table(simcord_env, monkeypatch, claim_due, vizier_minutes=5)
    game = await table.game()
    mover = game.state.active_seat
    owner = (mover + 1) % 3
    new = game.state.bag[0]
    member = table.member(game.user_of(mover))
    panel = await open_panel(table, member)
    await tap(member, panel, first(panel, lambda t: t == "End turn"))
    during = await table.game()
    assert during.state.flow.window_seats == (owner,)
    # typed: a bad choice is refused in private and changes nothing; the claim is listed
    asked = table.member(game.user_of(owner))
    for typed in ("99", "sultan"):
        result = await asked.slash(table.thread, "alhambra expansion", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == during.version
    choices = await asked.autocomplete(table.thread, "alhambra expansion", "choice", "sultan")
    names = [c["name"] for c in choices]
    assert "Take the new tile with your Ducat sultan card onto your reserve" in names, names
    # the next player waits: the panel says so, it is not blocked forever
    await simcord_env.advance_time(16 * MINUTE)
    after = await table.game()
    assert not after.state.flow.window_seats and after.state.market[0] == new
    assert after.state.modules_state[OWNED][owner] == [["sultan-ducat-1",
                                                        TILES[new].building]]
    assert any("Time is up for the sultan card" in p for p in all_posts(table))
    assert "Nobody took the" in " ".join(all_posts(table))


def laila_claim_due(state):
    """The starting seat owns Laila Wundabah; the seat after it holds a sultan card of the
    type of the bag's next tile, the one Laila draws."""
    seat = state.active_seat
    owner = (seat + 1) % len(state.players)
    every = [[] for _ in state.players]
    every[owner] = [["sultan-ducat-1", TILES[state.bag[0]].building]]
    mine = [list(o) for o in state.modules_state[characters.OWNED]]
    mine[seat] = [characters.LAILA]
    state = rebase(state, deck=tuple(c for c in state.deck
                                     if c not in ("sultan-ducat-1", characters.LAILA)),
                   modules_state={**state.modules_state, OWNED: every,
                                  characters.OWNED: mine})
    assert problems(state) == []
    return state


async def test_lailas_tile_is_claimed_at_once_and_the_turn_goes_on(simcord_env, monkeypatch):
    """C-turn, C §7, SU c (SU7): Laila's swap is a refill, so the claim on the tile she drew
    opens at once: its owner is pinged and asked on the panel, the player whose turn it is
    waits; when the owner passes, that player's turn goes on from the panel."""
    table = await sultan_table(simcord_env, monkeypatch, laila_claim_due,
                               modules="sultan, characters")
    game = await table.game()
    mover = game.state.active_seat
    owner = (mover + 1) % 3
    new = game.state.bag[0]
    member = table.member(game.user_of(mover))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Laila…"))
    slot = next(b for b in buttons(panel) if b.get("style") == 1)  # the first tile's slot
    panel = await tap(member, panel, slot)
    during = await table.game()
    assert during.state.flow.window_seats == (owner,) and new in during.state.market
    assert during.state.active_seat == mover
    posts = all_posts(table)
    assert "entered the market" in posts[-1] and f"<@{game.user_of(owner)}>" in posts[-1]
    waiting = await open_panel(table, member)
    assert first(waiting, lambda t: t.startswith("Take money")) is None, labels(waiting)
    asked = table.member(game.user_of(owner))
    claim = await open_panel(table, asked)
    await tap(asked, claim, first(claim, lambda t: t == "Pass"))
    after = await table.game()
    assert not after.state.flow.window_seats and after.state.active_seat == mover
    assert new in after.state.market and problems(after.state) == []
    assert f"<@{game.user_of(mover)}>" in all_posts(table)[-1]
    panel = await open_panel(table, member)
    assert first(panel, lambda t: t == "End turn") is None
    assert labels(panel), labels(panel)


def vizier_refill_due(state):
    """The starting seat only ends its turn; the seat after it holds exactly the Denar
    slot's price in Denar (its vizier buys that tile); the seat after that holds a sultan
    card of the type of the bag's next tile, the one the vizier's refill draws."""
    seat = state.active_seat
    buyer, owner = (seat + 1) % 3, (seat + 2) % 3
    price = TILES[state.market[0]].price
    values = [price] if price <= 9 else [9, price - 9]
    state = with_hand(state, buyer, tuple(f"denar-{v}-{n + 1}" for n, v in enumerate(values)))
    every = [[] for _ in state.players]
    every[owner] = [["sultan-ducat-1", TILES[state.bag[0]].building]]
    state = rebase(state, deck=tuple(c for c in state.deck if c != "sultan-ducat-1"),
                   flow=state.flow.model_copy(update={"phase": "placing", "actions": 1}),
                   modules_state={**state.modules_state, OWNED: every})
    assert problems(state) == []
    return state


async def test_the_viziers_refill_is_claimed_before_the_vizier_window_opens_again(
        simcord_env, monkeypatch):
    """C §19 ("Die Gunst des Wesirs ist nachrangig zur Macht des Sultans"), SU c (SU7): the
    tile a vizier's purchase draws into the market is claimed before the next turn and
    before the vizier's window opens again; once the owner passed, the window asks the
    seats whose vizier is still face up, with its own time."""
    table = await sultan_table(simcord_env, monkeypatch, vizier_refill_due,
                               modules="sultan, vizier", vizier_minutes=5)
    game = await table.game()
    mover = game.state.active_seat
    buyer, owner = (mover + 1) % 3, (mover + 2) % 3
    new = game.state.bag[0]
    member = table.member(game.user_of(mover))
    panel = await open_panel(table, member)
    await tap(member, panel, first(panel, lambda t: t == "End turn"))
    assert (await table.game()).state.flow.window_seats[0] == buyer
    await use_vizier(table, buyer)
    during = await table.game()
    assert during.state.flow.window_seats == (owner,) and new in during.state.market
    assert "vizier.window" not in during.state.modules_state
    assert "entered the market" in all_posts(table)[-1]
    assert set(await table.store.timers_of(during.id)) & {"sultan"}
    asked = table.member(game.user_of(owner))
    claim = await open_panel(table, asked)
    await tap(asked, claim, first(claim, lambda t: t == "Pass"))
    after = await table.game()
    assert "vizier.window" in after.state.modules_state
    assert buyer not in after.state.flow.window_seats and after.state.flow.window_seats
    assert "vizier" in await table.store.timers_of(after.id)
    assert problems(after.state) == []


async def test_bad_typed_input_is_refused_in_private_and_changes_nothing(simcord_env,
                                                                          monkeypatch):
    table = await sultan_table(simcord_env, monkeypatch, card_shown)
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("99", "sultan", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "sultan")
    wanted = [c for c in choices if c["name"].startswith("Buy the Denar sultan card")]
    assert wanted, [c["name"] for c in choices]
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert after.state.modules_state[OWNED][before.state.active_seat][0][0] == "sultan-denar-1"


async def test_the_rules_aid_has_the_sultan_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Sultan cards")
    assert all(f"SU{n}" in words for n in range(1, 11)), words


def test_the_market_picture_shows_the_cards_for_sale_and_each_seats_cards():
    """The cards beside the display and each seat's cards with their buildings (public)
    are drawn under the money; a seat's cards change the picture, nothing is drawn
    without the module."""
    from engine.alhambra import new_game, view
    from rendering.market import market_image
    from rendering.modules.sultan import sultan_groups

    state = new_game(3, seed=3, modules=["sultan"])
    plain = market_image(view(state, None))
    state = rebase(state, deck=tuple(c for c in state.deck
                                     if c not in ("sultan-denar-1", "sultan-ducat-1")),
                   modules_state={**state.modules_state, SHOWN: ["sultan-denar-1"],
                                  OWNED: [[["sultan-ducat-1", "garden"]], [], []]})
    shown = market_image(view(state, None))
    assert shown.height > plain.height
    assert shown.tobytes() != market_image(view(rebase(state, modules_state={
        **state.modules_state, OWNED: [[["sultan-ducat-1", "tower"]], [], []]}), None)).tobytes()
    from rendering.rows import Sizes
    assert sultan_groups(view(new_game(3, seed=3), None), Sizes(20, 17, 40, 60), 800) == []


def test_the_panel_offers_every_purchase_and_every_claim_the_engine_lists():
    """Every sultan choice the engine lists is reachable from the panel: the purchases (one
    card, several payments: the ``supay`` screen), the claim's places, reserve, Dirk and
    the pass; a seat not asked in the claim is offered none."""
    from engine.alhambra import apply, legal_actions, new_game
    from engine.alhambra.actions import EndTurn
    from tests.bot.test_panel import as_game, walk

    state = new_game(3, seed=2, modules=["sultan"])
    a = state.active_seat
    state = rebase(state, deck=tuple(c for c in state.deck if c != "sultan-denar-1"),
                   modules_state={**state.modules_state, SHOWN: ["sultan-denar-1"]})
    state = with_hand(state, a, ("denar-4-1", "denar-3-1", "denar-5-1", "denar-2-1"))
    actions = list(legal_actions(state, a))
    wanted = {i for i, x in enumerate(actions) if x.kind == "buy_sultan_card"}
    assert len(wanted) > 1
    offered, _ = walk(as_game(state), a)
    assert wanted <= set(offered)
    for players in (3, 2):  # (two: "Give to Dirk" too)
        state = claim_due(new_game(players, seed=2, modules=["sultan"]))
        mover = state.active_seat
        owner = (mover + 1) % players
        state, _ = apply(state, mover, EndTurn())
        actions = list(legal_actions(state, owner))
        wanted = {i for i, x in enumerate(actions)
                  if x.kind in ("claim_with_sultan", "pass_sultan")}
        assert any(x.kind == "claim_with_sultan" and x.dirk for x in actions) == (players == 2)
        offered, _ = walk(as_game(state), owner)
        assert wanted <= set(offered)
        if players == 3:  # the seat not asked waits, told for whom
            _, panels = walk(as_game(state), (mover + 2) % 3)
            assert "Sultan cards first" in str(panels[0].embed.to_dict())
