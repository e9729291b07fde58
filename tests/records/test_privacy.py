"""ST3: a statistic holds nothing that was hidden (a hand's money, the deck, face-down cards).
The proof, step by step over whole games with expansions: each log entry's share of the
statistics (what :class:`records.statistics.Tally` counts from its events: payments, money
taken, rebuilds, tiles bought, the scoring, the end) is the same when every part of the game
hidden from the acting seat is dealt again (``tests.ai.hidden.redealt``), and also, for the
actions that play no card of the actor's hand, when the parts hidden from another seat are
(the actor's own hand dealt again too). The only exceptions are what a redeal makes happen
in that very step, in public: a scoring card it brings to the display or takes away (when
both score, they score the same), a bonus card the scoring turns up (expansion 1: shown from
then on), and the end of the game, whose final scoring reveals what the book reveals then
(the bonus cards held, the money that wins the left-over tiles): the issue allows what the
final scoring reveals after the end. The events themselves do change (the money drawn, the
tiles drawn): the redeal is felt, the statistics do not feel it."""

import random

import pytest

from engine import rollwrite
from engine.alhambra import IllegalAction, apply, everything
from records.rw_statistics import RollWriteTally
from records.statistics import Tally
from tests.ai.hidden import redealt, redealt_rollwrite

from .games import logged_game, logged_rollwrite

GAMES = [
    ((), 3),
    (("granada",), 2),
    (("alhambra_granada",), 3),
    (("vizier", "exchange_offices", "bonus_cards", "building_yards"), 4),
    (("city_gates", "diamonds", "camps", "thieves", "wall_cards", "street_trader", "change",
      "characters"), 3),
    (("master_builders", "characters", "thieves", "change", "exchange_offices"), 6),
    (("sultan", "vizier", "characters", "change", "diamonds", "exchange_offices"), 3),
    (("building_sites", "change", "diamonds", "exchange_offices", "treasure_chamber",
      "street_trader"), 5),
    (tuple(everything()), 4),
]


#: Actions that play no card of the actor's hand: they stay possible when its hand is
#: dealt again.
HANDLESS = frozenset({"take_money", "end_turn", "place", "reserve", "rebuild_place",
                      "rebuild_remove", "rebuild_exchange"})


def share(players: int, seat: int, events: list):
    """What the statistics count from one entry's events (ST1's holding back aside)."""
    tally = Tally(players)
    tally.entry(seat, events, None, undo_point=True, alone=True)
    return tally.seats, tally.records, tally.scores


def _same_but_scoring(mine, theirs, events, other_events) -> bool:
    (seats, records, scores), (other_seats, other_records, other_scores) = mine, theirs
    if seats != other_seats:
        return False
    revealing = any(e.kind == "bonus_card_revealed" for e in (*events, *other_events))
    if scores is not None or other_scores is not None or revealing:
        return True  # the end, or a scoring that reveals a card: public from then on
    return not (records and other_records) or records == other_records


@pytest.mark.parametrize("modules, players", GAMES)
def test_the_statistics_never_read_what_was_hidden(modules, players):
    initial, final, log, answered = logged_game(players, 5, modules)
    rng = random.Random(1)
    state, felt, compared, others = initial, 0, 0, 0
    for (seat, action, _), events in zip(log, answered, strict=True):
        counted = share(players, seat, events)
        viewers = [seat] + ([(seat + 1) % players] if action.kind in HANDLESS else [])
        for viewer in viewers:
            try:
                _, dealt_events = apply(redealt(state, viewer, rng), seat, action)
            except (IllegalAction, ValueError):
                # the actor's own view keeps every action legal, but for the answers
                # waiting in an open window, kept while the cards behind them are dealt
                # again (HD1 of tests.ai.hidden)
                assert viewer != seat or state.flow.window_seats
                continue
            assert _same_but_scoring(share(players, seat, dealt_events), counted, events,
                                     dealt_events), \
                (action, events, dealt_events)
            compared += 1
            others += viewer != seat
            felt += dealt_events != events
        state, _ = apply(state, seat, action)
    assert compared > len(log) and others > 0
    assert felt > 0  # the redeal changed what happened: the comparison could fail


@pytest.mark.parametrize("players, options", [(3, {}), (2, {"mode": "classic"})])
def test_roll_and_write_statistics_never_read_the_future(players, options):
    """Roll & Write hides only its future rolls: each step's share is the same with
    another seed (but for what an imaginary player rolls in that step, in public)."""
    initial, final, log, answered = logged_rollwrite(players, 6, **options)
    rng = random.Random(2)
    state, felt = initial, 0
    for (seat, action, _), events in zip(log, answered, strict=True):
        _, dealt_events = rollwrite.apply(redealt_rollwrite(state, seat, rng), seat, action)
        mine, theirs = (RollWriteTally(players, state.mode, None) for _ in range(2))
        mine.entry(seat, events, None)
        theirs.entry(seat, dealt_events, None)
        assert mine.seats == theirs.seats
        if not any(e.kind == "imaginary_built" for e in (*events, *dealt_events)):
            assert mine.final == theirs.final  # (an imaginary player's roll is a new one)
        felt += dealt_events != events
        state, _ = rollwrite.apply(state, seat, action)
    assert felt > 0
