"""Issue 12, everywhere else: standalone Granada through the bot. The panel offers every
legal action (turning a tile over with its cost and payments, reserving either side, the
end-of-game hand-out built or declined), the texts explain flips, the marker and the
multiplied majorities in words, and whole games run from `/alhambra new` to the scores."""

import random
import re

from bot.alhambra.panel import Screen, build_panel
from bot.alhambra.positions import tile_name
from bot.alhambra.posts import status_text, turn_call
from bot.alhambra.rules_text import RULES, sections
from bot.alhambra.texts import action_label, event_line, scoring_lines
from bot.tables.rules import PAGE_LIMIT, pages
from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.actions import Buy, EndTurn, Reserve, TakeMoney
from engine.alhambra.components import CARDS, TILES, other_face
from engine.alhambra.events import (
    FinalTileGiven,
    MarketRefilled,
    ScoringRecord,
    ScoringRound,
    TileFlipped,
    TileReserved,
)
from engine.alhambra.random_play import choose
from rendering import legal_cells
from tests.engine.granada_helpers import (
    build_city,
    give_hand,
    granada,
    left_over_ending,
    put_market,
)
from tests.engine.helpers import random_game_states

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
    tap,
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
)

NAMES = ["Ana", "Ben", "Cem"]
IDS = re.compile(r"granada-|residential_quarter|bathhouse|_")


def bought(face: str, *hand: str, seed: int = 5):
    """A 3-player Granada turn right after buying ``face`` for more than its price (no
    extra action): the seat must build it, turn it over, or reserve it."""
    state = granada(3, seed)
    seat = state.active_seat
    state = put_market(state, denar=face)
    state = build_city(state, seat)
    price = TILES[face].price
    payment = next(c for c in CARDS if c.startswith("denar-") and CARDS[c].value == price + 1)
    state = give_hand(state, seat, payment, *hand)
    state, _ = apply(state, seat, Buy(slot="denar", cards=(payment,)))
    assert not state.flow.extra_action
    return state, seat


def button(panel, start: str):
    return next(b for b in buttons(panel) if b.label.startswith(start))


def granada_states(count: int, seed: int, modules=("granada",)):
    """Mid-game states of random Granada games (2 to 4 players), the end's hand-out too."""
    return random_game_states(modules, seed, every=400 // count, moves=1500)


# -- the panel --------------------------------------------------------------------------------

def test_every_legal_granada_action_is_one_button_on_some_screen_and_nothing_else():
    kinds = set()
    for modules in (("granada",), ("granada", "granada_simplified")):
        kinds |= assert_every_action_is_one_button(
            granada_states(10, 3, modules), readable=lambda text: "granada-" not in text)
    assert ("placing", "flip") in kinds and ("final_placing", "place") in kinds


def test_turning_over_shows_the_other_side_and_its_cost_then_the_payments_then_the_places():
    state, seat = bought("granada-school-2", "ducat-2-1", "ducat-1-1", "guilder-9-1")
    back = other_face("granada-school-2")
    game = as_game(state, 1)
    panel = build_panel(game, seat)
    text = str(panel.embed.to_dict())
    other = tile_name(back)
    assert other == "Residential quarter 3"  # the data's English name
    assert f"Its other side is the **{other}**" in text
    flip = button(panel, "Turn over →")
    assert flip.label == f"Turn over → {other} (3 money)"
    assert "Reserve it" in labels(panel) and f"Reserve it as {other}" in labels(panel)
    what, arg = parts(flip.custom_id)
    assert what == "view" and Screen.parse(arg).name == "flip"
    pay = build_panel(game, seat, screen=Screen.parse(arg))
    assert labels(pay) == ["🟧■ 2+1 · turn over", "🟨▲ 9 · turn over", "‹ Back"]
    assert pay.picture.kwargs["tile"] == back  # where the other side would fit, numbered
    assert "costs at least 3 in one currency" in str(pay.embed.to_dict())
    actions = list(legal_actions(state, seat))
    action = actions[int(parts(button(pay, "🟨▲ 9").custom_id)[1])]
    assert (action.kind, action.tile, action.cards) == ("flip", "granada-school-2",
                                                        ("guilder-9-1",))
    turned, _ = apply(state, seat, action)
    after = build_panel(as_game(turned, 2), seat)
    numbered = [b for b in buttons(after) if b.label.isdigit()]
    cells = legal_cells(turned.players[seat].alhambra, back)
    assert len(numbered) == len(cells) > 0
    assert f"Place the {other}" in str(after.embed.to_dict())
    assert after.picture.kwargs["tile"] == back
    # it may be turned back (for another payment) or reserved either side up
    assert "Turn over → School 2 · 🟧■ 2+1" in labels(after)
    assert "Reserve it as School 2" in labels(after)


def test_one_way_to_pay_turns_the_tile_over_with_one_tap():
    state, seat = bought("granada-school-2", "dirham-5-1")
    panel = build_panel(as_game(state, 1), seat)
    flip = button(panel, "Turn over")
    assert flip.label == "Turn over → Residential quarter 3 · 🟩◆ 5"
    what, arg = parts(flip.custom_id)
    assert what == "do"
    action = list(legal_actions(state, seat))[int(arg)]
    assert (action.kind, action.cards) == ("flip", ("dirham-5-1",))


def test_no_money_to_turn_over_still_says_what_the_other_side_is():
    state, seat = bought("granada-school-2", "dirham-2-1")
    panel = build_panel(as_game(state, 1), seat)
    assert not any(label.startswith("Turn over") for label in labels(panel))
    assert "Reserve it as Residential quarter 3" in labels(panel)
    text = str(panel.embed.to_dict())
    assert "Its other side is the **Residential quarter 3**" in text
    assert "more than you hold of any" in text  # it fits: only the money is missing


def test_reserving_either_side_up_is_one_tap_each():
    state, seat = bought("granada-park-4")
    back = other_face("granada-park-4")
    panel = build_panel(as_game(state, 1), seat)
    actions = list(legal_actions(state, seat))
    chosen = {actions[int(parts(b.custom_id)[1])] for b in buttons(panel)
              if b.label.startswith("Reserve it")}
    assert chosen == {Reserve(tile="granada-park-4"), Reserve(tile=back)}
    label = action_label(Reserve(tile=back), bought=state.players[seat].bought)
    assert label.startswith("Turn the Park 4 over and put it on your reserve as the ")
    assert label.endswith(" 5 (free)")


def ending(seed: int = 10):
    """A 3-player Granada game about to hand out its left-over tiles: denar goes to one
    seat, ducat to another (the engine's own test situation), its last turn played."""
    state, seat, others = left_over_ending(seed)
    state, events = apply(state, seat, TakeMoney(cards=("guilder-2-1",)))
    state, more = apply(state, seat, EndTurn())
    return state, others, events + more


def test_the_end_of_game_tile_is_built_as_it_lies_or_declined_and_the_panel_says_why():
    state, (first, second), events = ending()
    assert state.flow.phase == "final_placing" and state.active_seat == first
    panel = build_panel(as_game(state, 1), first)
    text = str(panel.embed.to_dict())
    assert "you received the School 2" in text
    assert "go one by one to whoever holds the most money of their currency: you hold the " \
           "most Denar" in text
    assert "cannot be turned over" in text and "never scores" in text
    names = labels(panel)
    assert "Decline" in names and "Reserve it" not in names
    assert not any(n.startswith("Turn over") or n.startswith("Reserve it as") for n in names)
    actions = list(legal_actions(state, first))
    decline = actions[int(parts(button(panel, "Decline").custom_id)[1])]
    assert decline == Reserve(tile="granada-school-2")
    numbered = [b for b in buttons(panel) if b.label.isdigit()]
    assert len(numbered) == len(legal_cells(state.players[first].alhambra, "granada-school-2"))
    assert "building (or declining) the School 2" in status_text(as_game(state, 1))
    before = state
    state, _ = apply(state, first, decline)
    line = event_line(TileReserved(seat=first, tile="granada-school-2"), NAMES, before)
    assert line == f"{NAMES[first]} declined the School 2: it lies on the reserve, where it " \
                   "never scores."
    given = next(e for e in events if e.kind == "final_tile_given")
    assert "receives the School 2 (the most Denar) and builds it now as it lies" in \
        event_line(given, NAMES)
    awarded = event_line(next(e for e in events if e.kind == "final_tiles_awarded"), NAMES)
    assert "One by one" in awarded and "declined to the reserve" in awarded


def test_the_ping_names_the_received_tile(monkeypatch):
    state, (first, _), _ = ending()
    game = as_game(state, 1)
    monkeypatch.setattr(type(game), "user_of", lambda self, seat: 42)
    assert turn_call(game) == ("<@42>, build the School 2 you received as it lies, or "
                               "decline it! Press **My panel**.")


# -- the words --------------------------------------------------------------------------------

def test_flips_the_marker_and_turned_reserves_are_plain_sentences():
    flip = TileFlipped(seat=0, tile="granada-arena-2", to=other_face("granada-arena-2"),
                       cards=("ducat-3-1",))
    back = other_face("granada-arena-2")
    line = event_line(flip, NAMES)
    assert re.fullmatch(r"Ana turned the Arena 2 over: the [A-Z][a-z ]+ 3 \(paid 3 Ducat\)\.",
                        line), line
    refill = MarketRefilled(tiles={"dirham": back})
    assert event_line(refill, NAMES) == ("New market tiles lie odd side up; the marker turns: "
                                         "the next market tiles show even sides.")
    assert event_line(MarketRefilled(tiles={"denar": "granada-arena-2"}), NAMES).endswith(
        "the next market tiles show odd sides.")
    assert event_line(MarketRefilled(tiles={"denar": "garden-10-none"}), NAMES) is None
    turned = TileReserved(seat=1, tile=back, turned=True)
    assert event_line(turned, NAMES).startswith("Ben turned the Arena 2 over and put it on "
                                                "the reserve as the ")
    given = FinalTileGiven(seat=2, slot="guilder", tile="granada-bathhouse-4")
    assert "Cem receives the Bath house 4 (the most Guilder)" in event_line(given, NAMES)


def test_scoring_lines_explain_multipliers_and_the_price_tie_break():
    """Participants: Ana, Ben, Cem, then Dirk (who competes but adds nothing to "built")."""
    record = ScoringRecord(
        round=3,
        counts={"arena": (3, 2, 2, 1), "school": (0, 0, 0, 0), "park": (1, 0, 0, 0)},
        points={"arena": (21, 7, 14, 0), "school": (0, 0, 0, 0), "park": (3, 0, 0, 0)},
        walls=(5, 2, 0), totals=(29, 9, 14),
        visible={"arena": 7, "school": 0, "park": 1},
        best_prices={"arena": (9, 5, 11, 13), "school": (0, 0, 0, 0), "park": (6, 0, 0, 0)})
    text = scoring_lines(ScoringRound(round=3, record=record), NAMES, modules=("granada",))
    assert "Places pay ×3, ×2, ×1 the number of such buildings in all cities" in text
    assert ("Arena: Ana first (×3 of 7 built = 21), Cem second (×2 of 7 built = 14), "
            "Ben third (×1 of 7 built = 7) (tie at 2, broken by the highest price: Cem 11, "
            "Ben 5)") in text
    assert "Park: Ana first (×3 of 1 built = 3)" in text
    assert "School" not in text  # nobody has one
    assert "Ana: +29 (24 points for buildings + 5 for the moat) = 29 points" in text
    simple = scoring_lines(ScoringRound(round=3, record=record), NAMES,
                           modules=("granada", "granada_simplified"))
    assert "Places pay" not in simple and "Arena: Ana first (21 points)" in simple
    brief = scoring_lines(ScoringRound(round=3, record=record), NAMES, modules=("granada",),
                          brief=True)  # a crowded post keeps the players' lines
    assert "Arena:" not in brief and "Ana: +29 (24 points" in brief


def test_a_real_granada_game_reads_without_ids_or_coordinates():
    rng = random.Random(4)
    state = new_game(NAMES, seed=4, modules=["granada"])
    lines, kinds = [], set()
    while not state.is_over:
        seat = state.active_seat
        action = choose(state, seat, rng)
        lines.append(action_label(action, alhambra=state.players[seat].alhambra,
                                  bought=state.players[seat].bought))
        before = state
        state, events = apply(state, seat, action)
        for event in events:
            kinds.add(event.kind)
            line = event_line(event, NAMES, before, modules=("granada",))
            if line:
                lines.append(line)
    text = "\n".join(lines)
    assert {"tile_flipped", "scoring_round", "final_tiles_awarded"} <= kinds
    assert "turned the" in text and "the next market tiles show" in text
    assert "for the moat" in text and "×" in text
    assert not IDS.search(text), IDS.search(text)
    assert not COORDINATES.search(text)


def test_the_rules_have_a_granada_section_that_says_the_tiles_are_a_reconstruction():
    assert "**Granada**" in RULES and "reconstruction" in RULES
    assert "turn it over" in RULES and "granada_simplified" in RULES
    parts = pages(sections())
    assert all(len(part.words) <= PAGE_LIMIT for part in parts)  # a phone screen each
    assert [part.title for part in parts[:2]] == ["Alhambra: the player aid", "Granada"]
    assert parts[1].words.startswith("**Granada**")  # an entry of the picker of its own


# -- whole games through the bot ----------------------------------------------------------------

async def granada_turn(table) -> None:
    """Like the driver's turn, but a bought tile is turned over whenever that is offered
    (once per tile), and every third one goes to the reserve with its other side up."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    turned = 0
    for _ in range(40):
        if turn_done(panel) or not message_buttons(panel):
            return
        flip_pay = [c for c in message_buttons(panel) if c.get("label", "").endswith(
            "· turn over")]
        flip = [c for c in message_buttons(panel) if c.get("label", "").startswith("Turn over")]
        other_side = [c for c in message_buttons(panel)
                      if c.get("label", "").startswith("Reserve it as")]
        choices = flip_pay + (flip if not turned else [])
        if game.version % 3 == 0 and other_side:
            choices = other_side
        choices += (payment_buttons(panel) + number_buttons(panel) + buy_buttons(panel)
                    + take_buttons(panel))
        choices += [c for c in (button_of(panel, "Reserve it"), button_of(panel, "Decline"),
                                button_of(panel, "End turn")) if c is not None]
        assert choices, [c.get("label") for c in message_buttons(panel)]
        if choices[0] in flip:
            turned += 1
        panel = await tap(member, panel, choices[0])
    raise AssertionError("the turn did not end")



async def test_a_whole_granada_game_from_alhambra_new_with_panel_taps_only(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules="granada")
    game = await table.game()
    assert game.state.options.modules == ("granada",)
    await play_to_the_end(table, turn=granada_turn)
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert await table.store.verify_replay(game.id) == []
    history = table.thread.history()
    final = history[-1]
    assert "Final scores" in final.content and "Game over" in final.content
    assert "moat" in final.content
    assert {a.filename for a in final.attachments} >= {"overview.png", "scoring.png"}
    texts = "\n".join(m.content for m in history)
    assert "the next market tiles show" in texts and "×" in texts
    assert " turned the " in texts and " over: the " in texts  # paid flips
    assert "on the reserve as the " in texts  # the other side up, free
    assert not IDS.search(texts.replace("_", "")), IDS.search(texts)
    member = table.players[0]
    log = private_text(await member.slash(table.thread, "alhambra log"))
    assert not COORDINATES.search(log)
    rules = await rules_page(member, table.thread, "Granada")
    assert "reconstruction" in rules


async def test_a_whole_two_player_simplified_granada_game_with_dirk(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"],
                             modules="granada, granada_simplified")
    game = await table.game()
    assert set(game.state.options.modules) >= {"granada", "granada_simplified", "dirk"}
    await play_to_the_end(table)
    game = await table.game()
    assert game.status == "finished" and len(game.state.dirk) > 12
    assert await table.store.verify_replay(game.id) == []
    final = table.thread.history()[-1]
    assert "Final scores" in final.content and "Dirk" not in final.content.split("**Final")[1]
