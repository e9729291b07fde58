"""Nothing secret leaks: whole random games of every module set, and after every action no
public event and no public view names a card that is secret at that moment (money in a
hand, the deck, the bag, thieves and bonus cards in a hand or out of the game face down,
the yards under a stack's top, the coins in the change's bag, the invader cards and the
face-down scouts (the top card seen only by the seats that looked), what left the game face
down at the setup); no seat's own view names another seat's secrets.

An event names a card secret both before and after its action only where the rules lay it
open in between: a payment is laid face up (then coins go back into the bag), and the
change is drawn face up (``laid_open``). Everything else a public event names was seen before
(taken from the display) or is seen after (revealed, discarded, played)."""

import random
import re
from collections.abc import Iterator

import pytest

from engine.alhambra import GameState, apply, legal_actions, new_game, view
from engine.alhambra.components import other_face
from engine.alhambra.events import CharacterUsed, MoneyTaken
from engine.alhambra.modules.characters import OWNED, YAMMERAD, owned
from engine.alhambra.random_play import choose

#: (event kind, field): cards the rules lay face up for everyone while they pass from one
#: secret place to another (a payment; the change's coins, drawn face up).
OPEN = {("tile_bought", "cards"), ("tile_flipped", "cards"), ("character_paid", "cards"),
        ("change_given", "coins"), ("coins_returned", "coins"), ("chests_bought", "cards"),
        ("bazaar_bought", "cards"), ("sultan_card_bought", "cards"), ("site_bought", "cards"),
        ("site_completed", "cards"), ("portal_bought", "cards"), ("falcons_bought", "cards"),
        ("caravanserai_bought", "cards")}


def laid_open(event, field: str) -> bool:
    """Whether the rules show the cards in this field of ``event`` to everyone (Machma's
    discarded card too: it goes onto the discard pile, and a coin from there back into
    the bag)."""
    return (event.kind, field) in OPEN or (
        event.kind == "character_used" and event.character == "machma_klain")

#: Module sets (players): the base game, with Dirk, Granada, the combination, expansion 1,
#: all eight modules of expansions 2 and 3, and those that go with Granada.
GAMES = [
    ((), 3),
    ((), 2),
    (("granada",), 3),
    (("alhambra_granada",), 2),
    (("vizier", "exchange_offices", "bonus_cards", "building_yards"), 4),
    (("city_gates", "diamonds", "camps", "thieves", "wall_cards", "street_trader", "change",
      "characters"), 3),
    (("granada", "diamonds", "thieves", "change", "vizier", "exchange_offices"), 3),
    (("alhambra_granada", "diamonds", "thieves", "change", "vizier", "exchange_offices"), 2),
    (("invaders", "vizier", "exchange_offices", "wall_cards", "camps", "characters"), 3),
    (("master_builders", "characters", "thieves", "change", "exchange_offices"), 3),
    (("granada", "master_builders"), 2),
    (("treasure_chamber", "diamonds", "change", "exchange_offices", "characters"), 3),
    (("bazaars", "vizier", "characters", "change", "diamonds", "exchange_offices"), 3),
    (("treasure_chamber", "master_builders", "invaders", "bazaars", "vizier", "thieves",
      "characters", "change", "diamonds"), 4),
    (("sultan", "vizier", "characters", "change", "diamonds", "exchange_offices"), 3),
    (("treasure_chamber", "master_builders", "invaders", "bazaars"), 2),
    (("new_scoring_tiles", "bonus_cards", "characters"), 3),
    (("caravanserai", "vizier", "characters", "change", "treasure_chamber", "bazaars",
      "master_builders", "diamonds", "exchange_offices"), 3),
    (("art_of_the_moors", "vizier", "master_builders", "invaders", "characters"), 3),
    (("medina", "invaders", "characters", "vizier", "change"), 2),
    (("magic_buildings", "vizier", "characters", "bazaars", "sultan"), 3),
    (("exchange_certificate", "change", "characters", "diamonds", "thieves", "vizier"), 3),
    (("alhambra_granada", "exchange_certificate", "change", "master_builders"), 2),
    (("building_sites", "change", "diamonds", "exchange_offices", "treasure_chamber",
      "street_trader"), 3),
    (("portals", "thieves", "characters", "change", "camps", "bonus_cards"), 3),
    (("falcons", "diamonds", "change", "master_builders", "characters", "camps"), 3),
    (("falcons",), 2),
]


def own_secrets(state: GameState, seat: int) -> set[str]:
    """What ``seat`` holds unseen by the others: its hand, thieves and hidden bonus
    cards."""
    found = set(state.players[seat].hand)
    for key in ("thieves.hands", "bonus_cards.hands"):
        held = state.modules_state.get(key) or ()
        if seat < len(held):
            found.update(held[seat])
    if seat in (state.modules_state.get("invaders.seen") or ()):  # looked at the top card
        found.update((state.modules_state.get("invaders.deck") or ())[:1])
    return found


def secrets(state: GameState, start: GameState) -> set[str]:
    """Every card nobody may name in public now (``start``: the game as set up, whose
    cards out of the game lie face down)."""
    found = set(state.deck)
    for seat in range(len(state.players)):
        found |= own_secrets(state, seat)
    for tile in state.bag:  # a two-faced tile in the bag shows neither face
        found.update(face for face in (tile, other_face(tile)) if face)
    data = state.modules_state
    for key in ("thieves.out", "bonus_cards.out", "change.bag", "invaders.deck",
                "invaders.scouts", "building_sites.bag"):
        found.update(data.get(key) or ())
    covered = data.get("building_yards.covered") or ()
    for building, stack in (data.get("building_yards.stacks") or {}).items():
        found.update(stack[0 if building in covered else 1:])
    for stack in (data.get("falcons.stacks") or {}).values():  # beneath each top
        found.update(stack[1:])
    found.update(start.out_of_game)
    return found


def names(value, field: str = "") -> Iterator[tuple[str, str]]:
    """Every string in a dumped model, with the field it stands in."""
    if isinstance(value, str):
        yield field, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield "", str(key)
            yield from names(item, str(key))
    elif isinstance(value, list | tuple):
        for item in value:
            yield from names(item, field)


def leaks_of(start: GameState, before: GameState, after: GameState, events: list,
             seats: bool = True) -> list[str]:
    """What this action told that it must not (``seats``: each seat's own view checked
    too)."""
    found = []
    hidden = secrets(after, start)
    still = secrets(before, start) & hidden  # secret throughout this action
    for event in events:
        for field, name in names(event.model_dump()):
            if name in still and not laid_open(event, field):
                found.append(f"{event.kind}.{field} names {name}")
    public = strings(view(after, None).model_dump_json())
    found += [f"the public view names {name}" for name in public & hidden]
    for seat in range(len(after.players)) if seats else ():
        seen = strings(view(after, seat).model_dump_json())
        others = hidden - own_secrets(after, seat)
        found += [f"seat {seat}'s view names {name}" for name in seen & others]
    return found


def strings(dumped: str) -> set[str]:
    """Every string (and key) in a model dumped as JSON."""
    return set(re.findall(r'"([^"\\]*)"', dumped))


@pytest.mark.parametrize(("modules", "players"), GAMES)
def test_no_public_event_or_view_names_a_secret_card(modules, players):
    start = None
    found: list[str] = []
    kinds: set[str] = set()
    played: set[str] = set()

    def check(before, action, after, events):
        nonlocal start
        start = start or before
        kinds.update(e.kind for e in events)
        played.add(action.kind)
        found.extend(f"move {after.moves} ({action}): {leak}"  # the seats' views now and then
                     for leak in leaks_of(start, before, after, events, after.moves % 5 == 0))

    final = play(modules, players, 5, check)
    assert final.is_over
    assert found == []
    assert {"money_taken", "tile_bought", "game_ended"} <= kinds  # a whole game was seen
    if "characters" in modules:
        assert "use_yammerad" in played  # a card drawn in secret was seen
    if "master_builders" in modules:
        assert "use_master_builder" in played  # a secret card shown by its owner


#: Drawn in secret whenever the game allows it, so that every game with the characters
#: shows what Yammerad tells.
PREFERRED = ("use_yammerad", "use_master_builder")


def play(modules, players: int, seed: int, check) -> GameState:
    """A whole game by :func:`~engine.alhambra.random_play.choose` (with the characters, the
    first seat owns Yammerad, starts with two cards and uses him whenever it may),
    ``check`` called after every action."""
    state = new_game(players, seed=seed, modules=list(modules))
    if "characters" in modules:  # the first seat owns Yammerad and holds two cards
        every = owned(state)
        every[0].append(YAMMERAD)
        first, *others = state.players
        kept, rest = first.hand[:2], first.hand[2:]
        state = state.model_copy(update={
            "players": (first.model_copy(update={"hand": kept}), *others),
            "deck": tuple(c for c in state.deck if c != YAMMERAD) + rest,
            "out_of_game": tuple(c for c in state.out_of_game if c != YAMMERAD),
            "modules_state": {**state.modules_state, OWNED: every}})
    rng = random.Random(seed)
    while not state.is_over and state.moves < 5000:
        window = state.flow.window_seats
        seat = rng.choice(window) if window else state.active_seat
        legal = legal_actions(state, seat)
        kind = next((k for k in PREFERRED if legal.has(k)), None)
        action = legal.of_kind(kind)[0] if kind else choose(state, seat, rng)
        after, events = apply(state, seat, action)
        check(state, action, after, events)
        state = after
    return state


def test_a_card_drawn_in_secret_is_caught():
    """The check itself: a public event naming a card that went from the deck into a hand
    (as Yammerad's did) is a leak; one taken from the display is not."""
    start = new_game(3, seed=1, modules=["characters"])
    card = start.deck[0]
    drawn = start.model_copy(update={"deck": start.deck[1:], "players": (
        start.players[0].model_copy(update={"hand": start.players[0].hand + (card,)}),
        *start.players[1:])})
    told = CharacterUsed(seat=0, character="yammerad", cards=(card,))
    assert f"character_used.cards names {card}" in leaks_of(start, start, drawn, [told])
    shown = start.display[0]
    taken = start.model_copy(update={"display": start.display[1:], "players": (
        start.players[0].model_copy(update={"hand": start.players[0].hand + (shown,)}),
        *start.players[1:])})
    assert leaks_of(start, start, taken, [MoneyTaken(seat=0, cards=(shown,))]) == []
