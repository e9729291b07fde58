"""The Alhambra + Granada combination (family box rule book p. 12-13) through the bot: the
panel buys either tile of a market slot (the Alhambra tile or the Granada tile), numbers
the places of both cities on one plane, turns Granada tiles over and hands out the
left-over tiles one by one; the words explain the second tile, Granada's beginning and the
extra scoring terms; whole games run from `/alhambra new` to the final scores."""

import random
import re

from bot.alhambra.panel import Screen, build_panel
from bot.alhambra.positions import place_cells
from bot.alhambra.rules_text import sections
from bot.alhambra.texts import action_label, event_line, money_text, scoring_lines
from bot.tables.rules import PAGE_LIMIT, pages
from engine.alhambra import apply, legal_actions, new_game, view
from engine.alhambra.actions import Buy, BuySecond
from engine.alhambra.components import CARDS, TILES, other_face
from engine.alhambra.events import (
    FinalTilesAwarded,
    MarketRefilled,
    ScoringRecord,
    ScoringRound,
    TileBought,
    TilePlaced,
)
from engine.alhambra.random_play import choose
from rendering import legal_cells
from tests.engine.granada_helpers import give_hand
from tests.engine.helpers import random_game_states, rebase

from .driver import (
    button_of,
    buy_buttons,
    number_buttons,
    open_panel,
    open_table,
    payment_buttons,
    play_to_the_end,
    private_text,
    rules_page,
    take_buttons,
    turn_done,
)
from .driver import buttons as message_buttons
from .test_panel import (
    COORDINATES,
    as_game,
    assert_every_action_is_one_button,
    buttons,
    labels,
    parts,
    walk,
)

NAMES = ["Ana", "Ben", "Cem"]
IDS = re.compile(r"granada-|residential_quarter|bathhouse|alhambra_granada|_second|_")
COMBINATION = ["alhambra_granada"]


def combination(players: int = 3, seed: int = 5, modules=COMBINATION):
    return new_game(players, seed=seed, modules=list(modules))


def combination_states(count: int, seed: int, modules=COMBINATION):
    """Mid-game states of random combination games (2 to 4 players), the end's hand-out
    too."""
    return random_game_states(modules, seed, every=600 // count, moves=3000)


# -- the panel --------------------------------------------------------------------------------

def test_every_legal_combination_action_is_one_button_on_some_screen_and_nothing_else():
    kinds = set()
    for modules in (COMBINATION, COMBINATION + ["granada_simplified"]):
        kinds |= assert_every_action_is_one_button(
            combination_states(8, 3, modules),
            readable=lambda text: not IDS.search(text.replace("_", "")))
    assert {("action", "buy_second"), ("placing", "place"), ("final_placing", "place"),
            ("action", "rebuild_exchange")} <= kinds


def test_both_tiles_of_a_slot_are_buttons_named_by_their_tiles_one_way_to_pay_is_one_tap():
    # a slot whose two tiles both cost less than 9: a single 9 pays either, one way only
    state, slot = next((s, i) for s in (combination(seed=n) for n in range(40))
                       for i in range(4)
                       if max(TILES[s.market[i]].price, TILES[s.second_market[i]].price) < 9)
    seat = state.active_seat
    alhambra, granada = state.market[slot], state.second_market[slot]
    currency = ("denar", "dirham", "ducat", "guilder")[slot]
    card = next(c for c in CARDS if c.startswith(currency) and CARDS[c].value == 9)
    state = give_hand(state, seat, card)
    panel = build_panel(as_game(state), seat)
    actions = list(legal_actions(state, seat))
    names = labels(panel)
    shape = "●◆■▲"[slot]  # beside the colour, the currency's shape (colour-blind players)
    first = names.index(f"{shape} Buy {_name(alhambra)}")
    second = names.index(f"{shape} Buy Granada {_name(granada)}")
    assert second == first + 1  # the slot's Alhambra tile, then its Granada tile
    for index, action in ((first, Buy(slot=currency, cards=(card,))),
                          (second, BuySecond(slot=currency, cards=(card,)))):
        what, arg = parts(buttons(panel)[index].custom_id)
        assert what == "do"  # one tap buys it
        assert actions[int(arg)] == action
    assert "each slot holds an Alhambra tile and a Granada tile" in str(panel.embed.to_dict())


def test_several_ways_to_pay_the_granada_tile_lead_to_its_payments_exact_first():
    state = combination()
    seat = state.active_seat
    granada = state.second_market[1]
    price = TILES[granada].price
    low = [c for c in CARDS if c.startswith("dirham-") and CARDS[c].value < price]
    exact = next((a, b) for a in low for b in low
                 if a < b and CARDS[a].value + CARDS[b].value == price)
    big = next(c for c in CARDS if c.startswith("dirham-") and CARDS[c].value > price
               and c not in exact)
    state = give_hand(state, seat, *exact, big)
    game = as_game(state)
    panel = build_panel(game, seat)
    button = next(b for b in buttons(panel)
                  if b.label == f"◆ Buy Granada {_name(granada)} · exact")
    what, arg = parts(button.custom_id)
    assert what == "view" and Screen.parse(arg).name == "pay2"
    pay = build_panel(game, seat, screen=Screen.parse(arg))
    assert f"Pay the Granada tile {_name(granada)}" in str(pay.embed.to_dict())
    names = labels(pay)
    assert names[0].endswith("· exact, +1 action") and names[-1] == "‹ Back"
    actions = list(legal_actions(state, seat))
    chosen = actions[int(parts(buttons(pay)[0].custom_id)[1])]
    assert chosen.kind == "buy_second" and chosen.slot == "dirham"
    assert set(chosen.cards) == set(exact)


def test_many_ways_to_take_money_beside_the_double_market_keep_every_choice_reachable():
    """After an exact payment: 15 ways to take money, seven tiles to buy, Place it and Undo
    are more than Discord's five rows hold; the takes move behind one button."""
    state = combination()
    seat = state.active_seat
    price = TILES[state.market[0]].price
    exact = [c for c in CARDS if c.startswith("denar-") and CARDS[c].value == min(price, 8)]
    exact = exact[:1] + [c for c in CARDS if c.startswith("denar-")
                         and CARDS[c].value == price - 8][:1] if price > 8 else exact[:1]
    rich = [c for cur in ("denar", "dirham", "ducat", "guilder")
            for c in [c for c in CARDS if c.startswith(cur) and CARDS[c].value == 9][:2]]
    state = give_hand(state, seat, *exact, *rich)
    state, _ = apply(state, seat, Buy(slot="denar", cards=tuple(exact)))
    assert state.flow.extra_action
    display = tuple(next(c for c in CARDS if c.startswith(currency) and CARDS[c].value == v
                         and c not in exact)
                    for currency, v in (("denar", 1), ("dirham", 1), ("ducat", 1),
                                        ("guilder", 2)))
    state = give_hand(state, seat, *state.players[seat].hand)
    state = rebase(state, display=display,
                   deck=tuple(c for c in state.deck if c not in display),
                   discard=tuple(c for c in state.discard if c not in display))
    actions = list(legal_actions(state, seat))
    assert sum(a.kind == "take_money" for a in actions) == 15  # every set of the four
    assert sum(a.kind in ("buy", "buy_second") for a in actions) == 7
    offered, panels = walk(as_game(state), seat)
    assert set(offered) == set(range(len(actions)))
    assert all(len(buttons(panel)) <= 25 for panel in panels)
    main = build_panel(as_game(state), seat, screen=Screen("main"))
    assert "Take money…" in labels(main) and "Place it" in labels(main)


def test_a_granada_tile_is_numbered_where_the_combination_allows_it():
    for state in combination_states(6, 11):
        seat = state.active_seat
        player = state.players[seat]
        for tile in set(player.bought):
            cells = place_cells(state, seat, tile)
            engine = sorted({(a.x, a.y) for a in legal_actions(state, seat)
                             if a.kind == "place" and a.tile == tile},
                            key=lambda c: (c[1], c[0]))
            assert cells == engine
            public = view(state, None).players[seat]
            assert legal_cells(public.alhambra, tile, public.cities) == cells
            panel = build_panel(as_game(state), seat)
            if panel.picture.kwargs.get("tile") == tile:
                assert panel.picture.kwargs["numbers"] == cells


def _flip_states(seed: int):
    """Random combination states where a waiting Granada tile may be turned over more than
    one way and its other side fits somewhere."""
    for state in combination_states(60, seed):
        seat = state.active_seat
        if state.flow.phase != "placing":
            continue
        actions = list(legal_actions(state, seat))
        for tile in dict.fromkeys(state.players[seat].bought):
            flips = [a for a in actions if a.kind == "flip" and a.tile == tile]
            back = other_face(tile)
            if len(flips) > 1 and place_cells(state, seat, back) and \
                    state.players[seat].bought[0] == tile:
                yield state, seat, tile


def test_a_granada_tile_bought_in_the_combination_turns_over_and_its_other_side_is_numbered():
    state, seat, tile = next(_flip_states(2))
    back = other_face(tile)
    panel = build_panel(as_game(state, 1), seat)
    text = str(panel.embed.to_dict())
    assert f"Its other side is the **{_name(back)}**" in text
    flip = next(b for b in buttons(panel) if b.label.startswith("Turn over →"))
    what, arg = parts(flip.custom_id)
    assert what == "view" and Screen.parse(arg).name == "flip"  # several ways to pay
    screen = build_panel(as_game(state, 1), seat, screen=Screen.parse(arg))
    assert screen.picture.kwargs["tile"] == back
    assert screen.picture.kwargs["numbers"] == place_cells(state, seat, back)
    assert [b.label for b in buttons(screen)][-1] == "‹ Back"
    actions = list(legal_actions(state, seat))
    turned, _ = apply(state, seat, actions[int(parts(buttons(screen)[0].custom_id)[1])])
    after = build_panel(as_game(turned, 2), seat)
    numbered = [b for b in buttons(after) if b.label.isdigit()]
    assert len(numbered) == len(place_cells(turned, seat, back)) > 0
    assert f"Place the {_name(back)}" in str(after.embed.to_dict())
    assert after.picture.kwargs["numbers"] == place_cells(turned, seat, back)


# -- the words --------------------------------------------------------------------------------

def test_the_second_tile_granadas_beginning_and_the_refill_are_plain_sentences():
    state = combination()
    bought = TileBought(seat=0, slot="denar", tile="granada-market-4", cards=("denar-5-1",),
                        exact=False, second=True)
    assert event_line(bought, NAMES) == "Ana bought the Granada tile Market 4 for 5 Denar."
    label = action_label(BuySecond(slot="denar", cards=("denar-5-1",)),
                         second_market={"denar": "granada-market-4"})
    assert label == "Buy the Granada tile Market 4 for 5 Denar"
    placed = TilePlaced(seat=0, tile="granada-market-4", x=1, y=0)
    assert event_line(placed, NAMES, state) == ("Ana began their Granada: the Market 4 east "
                                                "of the fountain, moat against wall.")
    refill = MarketRefilled(tiles={"denar_second": "granada-market-4", "dirham": "tower-7-NEW"})
    assert event_line(refill, NAMES) == ("New Granada tiles lie even side up; the marker "
                                         "turns: the next Granada tiles show odd sides.")
    awarded = FinalTilesAwarded(awards={"denar": 1, "dirham": None},
                                tiles={"denar": "tower-7-NEW"},
                                second_tiles={"denar": "granada-market-4",
                                              "dirham": "granada-park-4"})
    line = event_line(awarded, NAMES)
    assert "the Tower 7 and the Market 4 to Ben" in line
    assert "the Park 4 to nobody (a tie)" in line and "One by one" in line


def test_the_scoring_lines_explain_wall_moat_and_wall_beside_moat_in_words():
    record = ScoringRecord(
        round=2,
        counts={"tower": (2, 1, 0), "arena": (2, 2, 0)},
        points={"tower": (13, 6, 0), "arena": (8, 4, 0)},
        walls=(5, 2, 0), totals=(40, 20, 3),
        visible={"arena": 4}, best_prices={"arena": (9, 5, 0)},
        extra={"moat": (3, 0, 1), "wall_and_moat": (4, 2, 0)})
    text = scoring_lines(ScoringRound(round=2, record=record), NAMES, modules=COMBINATION)
    assert "Granada's buildings: places pay ×2, ×1 the number of such buildings" in text
    assert "The Alhambra's buildings pay by the base game's table" in text
    assert "Arena: Ana first (×2 of 4 built = 8), Ben second (×1 of 4 built = 4)" in text
    assert "Tower:" not in text  # the base table needs no explaining
    assert ("Ana: +33 (21 points for buildings + 5 for the longest wall + 3 for the longest "
            "moat + 4 for wall beside moat (2 points per side)) = 40 points") in text


def test_the_rules_have_a_combination_section_in_pages_of_one_screen():
    parts_ = [page.words for page in pages(sections())]
    assert all(len(part) <= PAGE_LIMIT for part in parts_)
    section = next(p for p in parts_ if "**Alhambra + Granada**" in p)
    for words in ("an Alhambra tile and a Granada tile", "one plane", "wall against moat",
                  "longest moat", "2 points per side", "reconstruction", "neither tile"):
        assert words in section, words


def test_a_real_combination_game_reads_without_ids_or_coordinates():
    rng = random.Random(4)
    state = new_game(NAMES, seed=4, modules=COMBINATION)
    lines, kinds = [], set()
    while not state.is_over:
        seat = state.active_seat
        action = choose(state, seat, rng)
        public = view(state, None)
        lines.append(action_label(action, market=public.market,
                                  second_market=public.second_market,
                                  alhambra=state.players[seat].alhambra,
                                  bought=state.players[seat].bought))
        before = state
        state, events = apply(state, seat, action)
        for event in events:
            kinds.add(event.kind)
            line = event_line(event, NAMES, before, modules=COMBINATION)
            if line:
                lines.append(line)
    text = "\n".join(lines)
    assert "bought the Granada tile" in text and "began their Granada" in text
    assert "for the longest moat" in text and "wall beside moat" in text
    assert not IDS.search(text), IDS.search(text)
    assert not COORDINATES.search(text)


# -- the pictures -----------------------------------------------------------------------------

def test_the_pictures_show_wall_and_moat_as_scored_and_the_scoring_table_shows_every_term():
    from engine.alhambra.modules import REGISTRY
    from engine.alhambra.ruleset import rules_of
    from rendering import render_hand, render_market, render_overview, render_scoring_table
    from rendering.panel import stats_of
    from rendering.scoring import table_image

    states = list(combination_states(4, 7))
    checked = 0
    for state in states:
        public = view(state, None)
        for seat, player in enumerate(public.players):
            stats = stats_of(player.alhambra, public.buildings)
            extra = REGISTRY["alhambra_granada"].extra_scoring(state, 1)
            assert stats.wall == rules_of(state).barrier_points(state, seat)
            assert stats.moat == extra["moat"][seat]
            checked += 1
    assert checked
    final = next(s for s in states[::-1] if s.scorings)
    public = view(final, None)
    assert set(public.scorings[-1].extra) == {"moat", "wall_and_moat"}
    assert table_image(public).height > 0
    for png in (render_overview(public), render_market(public),
                render_scoring_table(public, chart=True),
                render_hand(view(final, final.active_seat or 0))):
        assert png.startswith(b"\x89PNG")


# -- whole games through the bot --------------------------------------------------------------

def _name(tile: str) -> str:
    from bot.alhambra.positions import tile_name
    return tile_name(tile)


async def combination_turn(table) -> None:
    """Like the driver's turn, but every other turn the Granada tile of a slot is bought
    first (``Buy Granada …``), a bought Granada tile is turned over whenever that is
    offered (once per turn), and every fifth version a tile goes to the reserve instead of
    being built. Every panel it sees must be private."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    turned = False
    granada_first = game.state.flow.turn % 2 == 0
    for _ in range(40):
        if turn_done(panel) or not message_buttons(panel):
            return
        named = {c.get("label", ""): c for c in message_buttons(panel)}
        flip_pay = [c for label, c in named.items() if label.endswith("· turn over")]
        flip = [c for label, c in named.items() if label.startswith("Turn over →")]
        granada = [c for c in buy_buttons(panel) if "Buy Granada " in c["label"]]
        choices = flip_pay + ([] if turned else flip)
        if game.version % 5 == 0 and "Reserve it" in named:
            choices = [named["Reserve it"]]
        choices += payment_buttons(panel) + number_buttons(panel)
        choices += (granada if granada_first else []) + buy_buttons(panel) + take_buttons(panel)
        choices += [c for c in (button_of(panel, "Reserve it"), button_of(panel, "Decline"),
                                button_of(panel, "End turn")) if c is not None]
        assert choices, list(named)
        if choices[0] in flip:
            turned = True
        result = await member.click(panel, custom_id=choices[0]["custom_id"])
        panel = result.response
        assert panel.ephemeral and all(m.ephemeral for m in result.followups)  # private
        game = await table.game()
    raise AssertionError("the turn did not end")


async def _assert_played_through(table, names: int) -> str:
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert await table.store.verify_replay(game.id) == []
    history = table.thread.history()
    final = history[-1]
    assert "Final scores" in final.content and "Game over" in final.content
    assert "wall " in final.content and "moat " in final.content
    assert {a.filename for a in final.attachments} >= {"overview.png", "scoring.png"}
    texts = "\n".join(m.content for m in history)
    public = history + table.channel.history()
    for message in public:  # nothing private ever reached a public message
        assert "hand.png" not in {a.filename for a in message.attachments}
        assert not any("Your panel" in (e.title or "") for e in message.embeds)
    for player in game.state.players:
        if player.hand:
            assert money_text(player.hand) not in texts
    assert not IDS.search(texts.replace("_", "")), IDS.search(texts)
    assert "_second" not in texts and "alhambra_granada" not in texts
    assert "for the longest moat" in texts
    return texts


async def test_a_whole_combination_game_from_alhambra_new_with_panel_taps_only(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="alhambra_granada")
    game = await table.game()
    assert game.state.options.modules == ("alhambra_granada",)
    await play_to_the_end(table, turn=combination_turn)
    texts = await _assert_played_through(table, 3)
    entries = await table.store.action_log(game.id)
    assert any(e.action.kind == "buy_second" for e in entries)  # through the panel
    game = await table.game()
    assert any(t.city == "granada" for p in game.state.players for _, _, t in
               ((x, y, TILES[t]) for x, y, t in p.alhambra))
    assert "bought the Granada tile" in texts and "began their Granada" in texts
    assert " turned the " in texts and " over: the " in texts  # a paid flip
    member = table.players[0]
    rules = await rules_page(member, table.thread, "Alhambra + Granada")
    assert "**Alhambra + Granada**" in rules and "reconstruction" in rules


async def test_a_whole_two_player_simplified_combination_game_with_dirk(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"],
                             modules="alhambra_granada, granada_simplified")
    game = await table.game()
    assert set(game.state.options.modules) == {"alhambra_granada", "granada_simplified",
                                               "dirk"}
    await play_to_the_end(table, turn=combination_turn)
    texts = await _assert_played_through(table, 2)
    game = await table.game()
    assert len(game.state.dirk) > 12  # his six and six, and gifts
    assert "Places pay" not in texts  # the simplified points need no multipliers
    final = table.thread.history()[-1]
    assert "Dirk" not in final.content.split("**Final")[1]


async def test_typing_buy_offers_the_granada_tile_and_buys_it(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="alhambra_granada")
    lobby = table.thread.history()[0]
    assert "Rules: Alhambra + Granada (" in str(lobby.embeds[0].to_dict())
    for _ in range(12):  # the first player who can afford a Granada tile types its purchase
        game = await table.game()
        member = table.member(game.user_of(game.state.active_seat))
        choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "")
        granada = [c for c in choices if c["name"].startswith("Buy the Granada tile ")]
        if granada:
            break
        await combination_turn(table)
    else:
        raise AssertionError("nobody could afford a Granada tile")
    assert not IDS.search(" ".join(c["name"] for c in choices).replace("_", ""))
    result = await member.slash(table.thread, "alhambra buy", choice=granada[0]["value"])
    text = private_text(result)
    assert "place the " in text.lower()
    after = await table.game()
    seat = after.seat_of(member.id)
    assert [e.action.kind for e in await table.store.action_log(game.id)][-1] == "buy_second"
    tile = after.state.players[seat].bought[0]
    assert TILES[tile].city == "granada"
    places = await member.autocomplete(table.thread, "alhambra place", "choice", "")
    numbered = [c for c in places if c["name"][0].isdigit()]
    assert len(numbered) == len(place_cells(after.state, seat, tile))
