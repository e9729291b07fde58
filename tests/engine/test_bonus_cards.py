"""Bonus cards, expansion 1 "Die Gunst des Wesirs" (family box rule book p. 14-16, "Die
Bonuskarten"), rule by rule, through ``apply`` and ``legal_actions``."""

import random

import pytest

from engine.alhambra import (
    BadOptions,
    GameState,
    IllegalAction,
    apply,
    legal_actions,
    modules_problem,
    new_game,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import (
    EndTurn,
    KeepBonusCardsHidden,
    RebuildExchange,
    RebuildPlace,
    RebuildRemove,
    RestartTurn,
    RetireSeat,
    RevealBonusCard,
    TakeMoney,
)
from engine.alhambra.components import BASE_PAYOUTS, BASE_TILES, TILES
from engine.alhambra.events import BonusCardReturned, BonusCardRevealed, ScoringRound
from engine.alhambra.modules.bonus_cards import (
    BONUS_CARDS,
    HANDS,
    OUT,
    REVEALED,
    TILE_OF,
    keeps_hidden,
    matching,
)
from engine.alhambra.random_play import choose

from .expansion1_helpers import own, quick_turn, scoring_of, with_scoring_next
from .helpers import rebase, update_player

GARDEN = "bonus-garden-10"
GARDEN_TILE = "garden-10-none"


def bonus_game(players: int = 3, seed: int = 1, *more: str) -> GameState:
    return new_game(players, seed=seed, modules=["bonus_cards", *more])


def cards_of(state: GameState) -> tuple[list, list, list]:
    data = state.modules_state
    return data[HANDS], data[REVEALED], data[OUT]


def give_card(state: GameState, seat: int | None, card: str, *, shown: bool = False
              ) -> GameState:
    """``card`` goes to ``seat`` (hidden, or revealed with ``shown``; None: out of the game);
    whoever had it gets one of the receiver's other cards in exchange, so every seat keeps
    its number of cards."""
    in_hand, revealed, out = ([list(c) for c in cards_of(state)[0]],
                              [list(c) for c in cards_of(state)[1]], list(cards_of(state)[2]))
    source = next(pile for pile in [*in_hand, *revealed, out] if card in pile)
    source.remove(card)
    if seat is None:
        if source is not out:
            spare = next(c for c in out if c != card)
            out.remove(spare)
            source.append(spare)
        out.append(card)
    else:
        if source is not in_hand[seat] and source is not revealed[seat]:
            spare = next(c for c in in_hand[seat] if c != card)
            in_hand[seat].remove(spare)
            source.append(spare)
        (revealed if shown else in_hand)[seat].append(card)
    return rebase(state, modules_state={**state.modules_state, HANDS: in_hand,
                                        REVEALED: revealed, OUT: out})


# -- material and setup ---------------------------------------------------------------------


def test_the_ten_cards_show_the_ten_base_tiles_without_walls():
    """"Die 10 Karten zeigen all diejenigen Gebäudeplättchen, die über keinerlei Stadtmauer
    verfügen. Karten gleicher Gebäudeart unterscheidet man am Preis.\""""
    assert len(BONUS_CARDS) == 10
    assert set(TILE_OF.values()) == {t.id for t in BASE_TILES if not t.walls}
    for card, tile in TILE_OF.items():
        assert card == f"bonus-{TILES[tile].building}-{TILES[tile].price}"


@pytest.mark.parametrize(("players", "each"), [(2, 3), (3, 3), (4, 2), (5, 2), (6, 1)])
def test_dealing_three_two_or_one_card_each_by_the_number_of_players(players, each):
    """"Bei 2 und 3 Spielern erhält jeder 3 Bonuskarten, bei 4 und 5 Spielern erhält jeder 2
    Bonuskarten und bei 6 Spielern erhält jeder 1 Bonuskarte. Nicht verteilte Bonuskarten
    kommen verdeckt aus dem Spiel.\""""
    state = bonus_game(players, seed=players)
    in_hand, revealed, out = cards_of(state)
    assert [len(cards) for cards in in_hand] == [each] * players
    assert revealed == [[]] * players
    assert len(out) == 10 - each * players
    assert sorted([c for cards in in_hand for c in cards] + out) == sorted(BONUS_CARDS)
    assert problems(state) == []
    if players == 2:  # Dirk is no player: he gets none
        assert state.options.modules == ("dirk", "bonus_cards") and len(in_hand) == 2


def test_the_deal_is_shuffled_with_the_game_seed():
    deals = {tuple(map(tuple, cards_of(bonus_game(3, seed))[0])) for seed in range(8)}
    assert len(deals) > 1
    assert cards_of(bonus_game(3, 5)) == cards_of(bonus_game(3, 5))
    # the base game's own setup is the same with the module on
    plain, with_cards = new_game(3, seed=5), bonus_game(3, 5)
    assert (plain.bag, plain.deck, plain.display) == (with_cards.bag, with_cards.deck,
                                                     with_cards.display)


# -- revealing -------------------------------------------------------------------------------


def test_the_book_example_a_revealed_garden_10_makes_two_gardens():
    """"Ein Spieler hat in seine Alhambra den Garten ohne Stadtmauer mit dem Preis „10“
    eingebaut, die passende Bonuskarte hat er aufgedeckt. Bei einer Wertung hätte dieser
    Spieler nun 2 Gärten." Another player with one garden would have tied; now the card's
    owner is first alone."""
    state = with_scoring_next(bonus_game(3, seed=2))
    seat = state.active_seat
    other = (seat + 1) % 3
    state = own(state, seat, alhambra=((1, 0, GARDEN_TILE),))
    state = own(state, other, alhambra=((1, 0, "garden-11-none"),))
    state = give_card(state, seat, GARDEN)
    state = give_card(state, None, "bonus-garden-11")  # the other's garden has no card
    assert problems(state) == []
    state, events = apply(state, seat, RevealBonusCard(card=GARDEN))
    assert events == [BonusCardRevealed(seat=seat, card=GARDEN)]
    assert GARDEN in cards_of(state)[1][seat] and GARDEN not in cards_of(state)[0][seat]
    after, events = quick_turn(state)
    record = scoring_of(events)
    assert record.counts["garden"][seat] == 2 and record.counts["garden"][other] == 1
    assert record.added["bonus_cards"]["garden"][seat] == 1
    assert record.points["garden"][seat] == BASE_PAYOUTS[1]["garden"][0]
    assert record.points["garden"][other] == 0
    assert after.players[seat].score == record.points["garden"][seat] + record.walls[seat]
    assert problems(after) == []


def test_a_card_may_be_revealed_only_while_its_building_stands_in_the_alhambra():
    """"Allerdings darf man sie nur aufdecken, wenn man genau das abgebildete Gebäude auch in
    der eigenen Alhambra eingebaut hat!" A tile on the reserve, or bought and still waiting,
    is not built."""
    state = give_card(bonus_game(3, seed=3), 0, GARDEN)
    reveal = RevealBonusCard(card=GARDEN)
    with pytest.raises(IllegalAction, match="does not stand in your Alhambra") as caught:
        apply(state, 0, reveal)
    assert caught.value.message_id == "engine-bonus-not-built"
    assert caught.value.arguments == {"tile": GARDEN_TILE}
    reserved = own(state, 0, reserve=(GARDEN_TILE,))
    with pytest.raises(IllegalAction, match="on your reserve") as caught:
        apply(reserved, 0, reveal)
    assert caught.value.message_id == "engine-bonus-on-reserve"
    waiting = own(state, 0, bought=(GARDEN_TILE,))
    with pytest.raises(IllegalAction) as caught:
        apply(waiting, 0, reveal)
    assert caught.value.message_id == "engine-bonus-not-built"
    for refused in (state, reserved, waiting):
        assert reveal not in list(legal_actions(refused, 0))
    built = own(state, 0, alhambra=((0, 1, GARDEN_TILE),))
    assert reveal in list(legal_actions(built, 0))
    after, _ = apply(built, 0, reveal)
    assert problems(after) == []


def test_only_the_owner_reveals_a_card_and_only_once():
    state = give_card(bonus_game(3, seed=4), 0, GARDEN)
    state = own(state, 0, alhambra=((0, 1, GARDEN_TILE),))
    with pytest.raises(IllegalAction, match="you do not hold the bonus card of the Garden 10"
                       ) as caught:
        apply(state, 1, RevealBonusCard(card=GARDEN))
    assert caught.value.message_id == "engine-bonus-not-yours"
    state, _ = apply(state, 0, RevealBonusCard(card=GARDEN))
    with pytest.raises(IllegalAction, match="revealed already") as caught:
        apply(state, 0, RevealBonusCard(card=GARDEN))
    assert caught.value.message_id == "engine-bonus-revealed"
    with pytest.raises(IllegalAction) as caught:
        apply(state, 0, RevealBonusCard(card="bonus-fountain-0"))
    assert caught.value.message_id == "engine-bonus-unknown"
    assert caught.value.arguments == {"card": "bonus-fountain-0"}


def test_a_card_is_revealed_any_time_also_out_of_turn():
    """"... kann diese dann jederzeit aufdecken": whoever's turn it is, in any phase."""
    state = bonus_game(3, seed=5)
    other = (state.active_seat + 1) % 3
    state = give_card(state, other, GARDEN)
    state = own(state, other, alhambra=((0, 1, GARDEN_TILE),))
    assert list(legal_actions(state, other)) == [RevealBonusCard(card=GARDEN),
                                                 KeepBonusCardsHidden(on=True)]
    after, events = apply(state, other, RevealBonusCard(card=GARDEN))
    assert events == [BonusCardRevealed(seat=other, card=GARDEN)]
    assert after.flow == state.flow and after.moves == state.moves + 1
    # the active seat did nothing yet: it has nothing to undo
    assert "restart_turn" not in legal_actions(after, after.active_seat).kinds()
    assert list(legal_actions(after, other)) == [KeepBonusCardsHidden(on=True)]


def test_restarting_the_turn_never_hides_a_revealed_card_again():
    """B2: a revealed card was seen by everyone."""
    state = bonus_game(3, seed=6)
    seat = state.active_seat
    other = (seat + 1) % 3
    state = give_card(state, other, GARDEN)
    state = own(state, other, alhambra=((0, 1, GARDEN_TILE),))
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, other, RevealBonusCard(card=GARDEN))
    back, _ = apply(state, seat, RestartTurn())
    assert GARDEN in cards_of(back)[1][other]
    assert len(back.players[seat].hand) == len(state.players[seat].hand) - 1
    assert problems(back) == []


def test_a_reveal_in_the_middle_of_a_turn_replays_from_the_turns_start():
    """B2 and B5: the turn's start is the state the action log reached there (the turn
    post replays the turn's actions from it); a reveal by another seat after the active
    seat has acted leaves it as it was, and replaying the turn from it gives the same
    state, the reveal's event included."""
    state = bonus_game(3, seed=6)
    seat = state.active_seat
    other = (seat + 1) % 3
    state = give_card(state, other, GARDEN)
    state = own(state, other, alhambra=((0, 1, GARDEN_TILE),))
    log = [(seat, TakeMoney(cards=(state.display[0],))), (other, RevealBonusCard(card=GARDEN)),
           (seat, RestartTurn()), (seat, TakeMoney(cards=(state.display[1],)))]
    for who, action in log[:2]:
        state, _ = apply(state, who, action)
    start = state.turn_start
    assert start.moves == 0 and GARDEN in cards_of(start)[0][other]  # as the log was there
    for who, action in log[2:]:
        state, _ = apply(state, who, action)
    # replayed as the turn post does (bot.alhambra.posts.events_since): the saved start
    # holds no start of its own, so the turn begins there
    replayed, events = start.model_copy(update={"turn_start": start}), []
    for who, action in log:
        replayed, more = apply(replayed, who, action)
        events += more
    assert replayed == state
    assert BonusCardRevealed(seat=other, card=GARDEN) in events
    assert GARDEN in cards_of(state)[1][other]  # the restart did not hide it again


def test_a_card_goes_back_to_the_hand_when_its_tile_is_taken_out():
    """"Baut ein Spieler ein Gebäudeplättchen wieder ab, zu dem er bereits die passende
    Bonuskarte aufgedeckt hatte, muss er diese Bonuskarte zurück auf die Hand nehmen. Weder
    die Bonuskarte noch das Gebäudeplättchen in der Reserve zählen bei einer Wertung. Erst
    wenn das Gebäudeplättchen wieder in die Alhambra eingebaut wird, zählt auch die hierzu
    passende, wieder aufgedeckte Bonuskarte.\""""
    state = with_scoring_next(bonus_game(3, seed=7))
    seat = state.active_seat
    state = give_card(state, seat, GARDEN, shown=True)
    state = own(state, seat, alhambra=((1, 0, GARDEN_TILE),))
    assert problems(state) == []
    state, events = apply(state, seat, RebuildRemove(x=1, y=0))
    assert BonusCardReturned(seat=seat, card=GARDEN) in events
    assert GARDEN in cards_of(state)[0][seat] and GARDEN not in cards_of(state)[1][seat]
    assert RevealBonusCard(card=GARDEN) not in list(legal_actions(state, seat))
    state, _ = apply(state, seat, EndTurn())  # nothing taken: nothing refilled yet
    state, events = quick_turn(state)  # the next seat's refill reveals scoring card A
    record = scoring_of(events)
    assert record.counts["garden"][seat] == 0 and "bonus_cards" not in record.added
    assert GARDEN in cards_of(state)[0][seat]  # still hidden: the tile is not built
    # built in again (a rebuild on a later turn), the card may be revealed again
    state = own(state, seat, alhambra=((1, 0, GARDEN_TILE),))
    assert RevealBonusCard(card=GARDEN) in list(legal_actions(state, seat))


def test_an_exchange_takes_the_tile_out_too():
    state = bonus_game(3, seed=8)
    seat = state.active_seat
    state = give_card(state, seat, GARDEN, shown=True)
    state = own(state, seat, alhambra=((1, 0, GARDEN_TILE),),
                          reserve=("garden-11-none",))
    state, events = apply(state, seat, RebuildExchange(tile="garden-11-none", x=1, y=0))
    assert events[-1] == BonusCardReturned(seat=seat, card=GARDEN)
    assert GARDEN in cards_of(state)[0][seat]
    assert problems(state) == []


def test_the_rebuild_back_in_and_reveal_in_one_turn():
    state = bonus_game(3, seed=9)
    seat = state.active_seat
    state = give_card(state, seat, GARDEN)
    state = own(state, seat, reserve=(GARDEN_TILE,))
    state, _ = apply(state, seat, RebuildPlace(tile=GARDEN_TILE, x=1, y=0))
    state, events = apply(state, seat, RevealBonusCard(card=GARDEN))
    assert events == [BonusCardRevealed(seat=seat, card=GARDEN)]
    # restarting the turn takes the tile out again: the card is back in the hand
    back, _ = apply(state, seat, RestartTurn())
    assert GARDEN in cards_of(back)[0][seat] and problems(back) == []


def last_turn_next(state: GameState, keeper: int) -> GameState:
    """The bag is empty and the market too: the next turn's refill fails and the final
    scoring follows at once (no left-over tiles to hand out). The tiles go to ``keeper``'s
    reserve, where they count for nothing."""
    left = state.bag + tuple(t for t in state.market if t)
    state = rebase(state, bag=(), market=(None,) * len(state.market))
    return update_player(state, keeper, reserve=state.players[keeper].reserve + left)


def a_matching_card(players: int = 3, seed: int = 10) -> tuple[GameState, int, int]:
    """A game where ``other`` (not the active seat) holds the Garden 10's bonus card hidden
    and has that garden built: the card matches."""
    state = bonus_game(players, seed=seed)
    seat = state.active_seat
    other = (seat + 2) % players
    state = give_card(state, other, GARDEN)
    state = own(state, other, alhambra=((1, 0, GARDEN_TILE),))
    assert problems(state) == []
    return state, seat, other


def public_of(state: GameState, events: list) -> str:
    """Everything the table may see after an action: the public view and the events."""
    return view(state, None).model_dump_json() + "".join(e.model_dump_json() for e in events)


def test_by_default_a_scoring_reveals_and_counts_a_matching_card():
    """B4: "Eine passende Bonuskarte darf man jederzeit aufdecken, falls das
    Gebäudeplättchen schon in der eigenen Alhambra verbaut ist, d.h. auch während einer
    Wertung" (p. 16). Without a standing choice of its owner, a scoring reveals a matching
    card as it begins and counts it: a player who is away never loses points."""
    state, _, other = a_matching_card()
    assert view(state, other).modules_view["bonus_cards"]["keep_hidden"] is False
    after, events = quick_turn(with_scoring_next(state))
    record = scoring_of(events)
    assert record.counts["garden"][other] == 2
    assert record.added["bonus_cards"] == {"garden": tuple(1 if s == other else 0
                                                          for s in range(3))}
    revealed = BonusCardRevealed(seat=other, card=GARDEN, automatic=True)
    assert events.index(revealed) < events.index(next(e for e in events
                                                      if isinstance(e, ScoringRound)))
    assert GARDEN in cards_of(after)[1][other]
    assert problems(after) == []


def test_a_card_is_revealed_by_choice_between_scorings():
    """"Wer im Laufe des Spiels das Gebäude in seine Alhambra platziert, zu welchem er die
    passende Bonuskarte besitzt, kann diese dann jederzeit aufdecken" and "Es kann durchaus
    sinnvoll sein, eine Bonuskarte erst später aufzudecken" (p. 16): turns without a scoring
    never reveal a matching card; its owner reveals it when they choose, out of turn too."""
    state, _, other = a_matching_card()
    for _ in range(3):
        state, events = quick_turn(state)
        assert not any(isinstance(e, (ScoringRound, BonusCardRevealed)) for e in events)
        assert GARDEN in cards_of(state)[0][other]
        assert GARDEN not in public_of(state, events)
    assert state.active_seat != other
    assert RevealBonusCard(card=GARDEN) in list(legal_actions(state, other))
    after, events = apply(state, other, RevealBonusCard(card=GARDEN))
    assert events == [BonusCardRevealed(seat=other, card=GARDEN)]
    assert GARDEN in cards_of(after)[1][other] and GARDEN in public_of(after, events)
    assert after.flow == state.flow and after.scores == state.scores


def test_keeping_a_card_hidden_at_a_scoring_does_not_count_it_and_keeps_it_secret():
    """B4: "Es kann durchaus sinnvoll sein, eine Bonuskarte erst später aufzudecken, um z.B.
    die anderen Mitspieler über die tatsächlichen Mehrheitsverhältnisse im Unklaren zu
    lassen" (p. 16). The standing choice "keep hidden" (any time, out of turn, private):
    scoring round 1 leaves the matching card hidden and uncounted, and nothing the table
    sees names it or tells that it matched."""
    state, seat, other = a_matching_card()
    public_before = view(state, None).model_dump(exclude={"moves"})
    state, events = apply(state, other, KeepBonusCardsHidden(on=True))
    # the choice is private: only the count of moves tells that someone did something
    assert events == [] and view(state, None).model_dump(exclude={"moves"}) == public_before
    assert view(state, other).modules_view["bonus_cards"]["keep_hidden"] is True
    assert "keep_hidden" not in view(state, None).modules_view["bonus_cards"]
    assert view(state, seat).modules_view["bonus_cards"]["keep_hidden"] is False  # its own
    assert list(legal_actions(state, other)) == [RevealBonusCard(card=GARDEN),
                                                 KeepBonusCardsHidden(on=False)]
    after, events = quick_turn(with_scoring_next(state))
    record = scoring_of(events)
    assert record.round == 1
    assert record.counts["garden"][other] == 1
    assert "bonus_cards" not in record.added
    assert not any(isinstance(e, BonusCardRevealed) for e in events)
    assert GARDEN in cards_of(after)[0][other]
    assert GARDEN not in public_of(after, events)
    assert view(after, None).modules_view["bonus_cards"]["hidden"][other] == 3
    assert problems(after) == []
    # still the owner's to reveal later, and switching back is a choice too
    assert RevealBonusCard(card=GARDEN) in list(legal_actions(after, other))
    back, _ = apply(after, other, KeepBonusCardsHidden(on=False))
    assert view(back, other).modules_view["bonus_cards"]["keep_hidden"] is False


def test_the_standing_choice_is_no_move_of_the_turn():
    """B4, B5: set out of turn before the active seat has acted, it leaves that seat
    nothing to undo; set after, restarting the turn does not take it back."""
    state, seat, other = a_matching_card()
    state, _ = apply(state, other, KeepBonusCardsHidden(on=True))
    assert "restart_turn" not in legal_actions(state, seat).kinds()
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, other, KeepBonusCardsHidden(on=False))
    back, _ = apply(state, seat, RestartTurn())
    assert not keeps_hidden(back, other)
    assert len(back.players[seat].hand) == len(state.players[seat].hand) - 1
    assert problems(back) == []


def test_the_final_scoring_reveals_and_counts_every_matching_card():
    """B4: nothing comes after the final scoring to keep a card for ("Während der dritten
    Wertung ... kann man dann eventuell für die eine oder andere Überraschung sorgen",
    p. 16): every matching hidden card is revealed and counts, "keep hidden" or not; a
    card whose tile is not built stays hidden."""
    state, seat, other = a_matching_card()
    state, _ = apply(state, other, KeepBonusCardsHidden(on=True))
    unbuilt = [c for c in cards_of(state)[0][other] if c != GARDEN]
    after, events = quick_turn(last_turn_next(state, seat))
    assert after.is_over
    record = scoring_of(events)
    assert record.round == 3
    assert record.counts["garden"][other] == 2
    assert record.added["bonus_cards"]["garden"][other] == 1
    assert BonusCardRevealed(seat=other, card=GARDEN, automatic=True) in events
    assert cards_of(after)[1][other] == [GARDEN]
    assert cards_of(after)[0][other] == unbuilt
    assert unbuilt and not any(card in public_of(after, events) for card in unbuilt)


def test_a_reveal_of_a_card_that_does_not_match_or_is_not_yours_is_refused():
    """"Eine passende Bonuskarte darf man jederzeit aufdecken, falls das Gebäudeplättchen
    schon in der eigenen Alhambra verbaut ist" (p. 16): a card whose tile is not built, or
    another player's card, is refused with its reason and changes nothing."""
    state, seat, other = a_matching_card()
    unbuilt = next(c for c in cards_of(state)[0][other] if c != GARDEN)
    with pytest.raises(IllegalAction, match="does not stand in your Alhambra") as caught:
        apply(state, other, RevealBonusCard(card=unbuilt))
    assert caught.value.message_id == "engine-bonus-not-built"
    assert caught.value.arguments == {"tile": TILE_OF[unbuilt]}
    with pytest.raises(IllegalAction, match="you do not hold the bonus card") as caught:
        apply(state, seat, RevealBonusCard(card=GARDEN))  # other's card, built by other
    assert caught.value.message_id == "engine-bonus-not-yours"
    assert caught.value.arguments == {"tile": GARDEN_TILE}
    for seat_ in range(3):
        listed = list(legal_actions(state, seat_))
        assert RevealBonusCard(card=unbuilt) not in listed
        assert (RevealBonusCard(card=GARDEN) in listed) == (seat_ == other)


def test_the_standing_choice_is_refused_when_it_would_change_nothing():
    state, _, other = a_matching_card()
    with pytest.raises(IllegalAction, match="set so already") as caught:
        apply(state, other, KeepBonusCardsHidden(on=False))
    assert caught.value.message_id == "engine-bonus-setting-unchanged"
    assert caught.value.arguments == {"on": "no"}
    for card in list(cards_of(state)[0][other]):
        state = own(give_card(state, other, card, shown=True), other,
                    alhambra=tuple((i + 1, 0, TILE_OF[c]) for i, c in enumerate(
                        cards_of(state)[1][other] + [card])))
    assert cards_of(state)[0][other] == [] and problems(state) == []
    with pytest.raises(IllegalAction, match="no hidden bonus card") as caught:
        apply(state, other, KeepBonusCardsHidden(on=True))
    assert caught.value.message_id == "engine-bonus-none-hidden"
    assert "keep_bonus_cards_hidden" not in legal_actions(state, other).kinds()


def test_a_player_who_left_keeps_the_choice_and_the_final_scoring_reveals_the_cards():
    """B3 with B4: a seat that left changes no setting; its matching cards are revealed
    and counted at the final scoring."""
    state, seat, other = a_matching_card()
    state, _ = apply(state, other, KeepBonusCardsHidden(on=True))
    state, _ = apply(state, other, RetireSeat())
    with pytest.raises(IllegalAction) as caught:
        apply(state, other, KeepBonusCardsHidden(on=False))
    assert caught.value.message_id == "engine-already-left"
    assert list(legal_actions(state, other)) == []
    after, events = quick_turn(with_scoring_next(state))
    assert GARDEN in cards_of(after)[0][other]
    after, events = quick_turn(last_turn_next(after, after.active_seat))
    assert after.is_over and GARDEN in cards_of(after)[1][other]
    assert scoring_of(events).added["bonus_cards"]["garden"][other] == 1


# -- hidden information ---------------------------------------------------------------------


def test_the_public_view_never_shows_a_hidden_card():
    state = bonus_game(4, seed=11)
    state = give_card(state, 1, GARDEN, shown=True)
    state = own(state, 1, alhambra=((1, 0, GARDEN_TILE),))
    in_hand, revealed, out = cards_of(state)
    hidden = [c for cards in in_hand for c in cards] + out
    public = view(state, None)
    text = public.model_dump_json()
    assert hidden and not any(card in text for card in hidden)
    assert public.modules_view["bonus_cards"] == {
        "revealed": revealed, "hidden": [len(c) for c in in_hand], "out_of_game": len(out)}
    assert GARDEN in text
    for seat in range(4):
        mine = view(state, seat)
        assert mine.modules_view["bonus_cards"]["hand"] == in_hand[seat]
        others = [c for s, cards in enumerate(in_hand) if s != seat for c in cards] + out
        assert not any(card in mine.model_dump_json() for card in others)


# -- rule modules and texts -----------------------------------------------------------------


@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_not_played_with_granada_or_the_combination(game):
    """shared/EXPANSIONS.md X1: Granada allows only the vizier and the exchange offices of
    expansion 1."""
    problem = modules_problem([game, "bonus_cards"])
    assert problem.message_id == "engine-modules-not-with"
    assert dict(problem.arguments) == {"module": "bonus_cards", "modules": (game,)}
    with pytest.raises(BadOptions, match="cannot be played with") as caught:
        new_game(3, seed=1, modules=["bonus_cards", game])
    assert caught.value.message_id == "engine-modules-not-with"
    assert modules_problem(["bonus_cards"], 2) is None and modules_problem(["bonus_cards"]) is None


def test_the_text_form_reads_back():
    action = RevealBonusCard(card=GARDEN)
    assert str(action) == "reveal bonus-garden-10"
    assert parse_action(str(action)) == action
    for on in (True, False):
        setting = KeepBonusCardsHidden(on=on)
        assert str(setting) == f"bonus keep hidden {'on' if on else 'off'}"
        assert parse_action(str(setting)) == setting


def test_a_broken_state_is_reported():
    state = give_card(bonus_game(3, seed=12), 0, GARDEN, shown=True)  # the tile is not built
    assert any("not built" in p for p in problems(state))
    in_hand, revealed, out = cards_of(bonus_game(3, seed=12))
    doubled = rebase(state, modules_state={**state.modules_state, HANDS: in_hand,
                                           REVEALED: revealed, OUT: out + [in_hand[0][0]]})
    assert any("not accounted for once" in p for p in problems(doubled))


# -- whole games ----------------------------------------------------------------------------


def _play(players: int, seed: int, rng: random.Random, reveal_chance: float) -> GameState:
    """A random game in which, besides the active seat's moves, any seat may reveal a card
    or change its standing choice (B4) out of turn (when it can, with ``reveal_chance``;
    the active seat holds a card back with the rest: the scorings reveal those unless kept
    hidden); every invariant is checked after every action."""
    state = new_game(players, seed=seed, modules=["bonus_cards", "building_yards"])
    for _ in range(20_000):
        if state.is_over:
            return state
        free = [(s, a) for s in range(players) if s != state.active_seat
                for a in legal_actions(state, s)]
        if free and rng.random() < reveal_chance:
            seat, action = rng.choice(free)
            assert action.kind in ("reveal_bonus_card", "keep_bonus_cards_hidden")
        else:
            seat = state.active_seat
            action = choose(state, seat, rng, restart_chance=0.05)
            while action.kind == "reveal_bonus_card" and rng.random() >= reveal_chance:
                action = choose(state, seat, rng, restart_chance=0.05)  # (held back)
        before = state
        state, events = apply(state, seat, action)
        assert problems(state) == [], (action, problems(state))
        assert GameState.model_validate_json(state.model_dump_json()) == state
        in_hand, _, out = cards_of(state)
        public = view(state, None).model_dump_json()
        assert not any(c in public for cards in in_hand for c in cards)
        assert not any(c in public for c in out)
        if not any(isinstance(e, ScoringRound) for e in events):
            assert state.scores == before.scores
        for record in [e.record for e in events if isinstance(e, ScoringRound)]:
            for seat_, cards in enumerate(cards_of(state)[1]):  # every revealed card counted
                counted = {}
                for card in cards:
                    building = TILES[TILE_OF[card]].building
                    counted[building] = counted.get(building, 0) + 1
                added = record.added.get("bonus_cards", {})
                assert {b: n[seat_] for b, n in added.items() if n[seat_]} == counted
                kept = record.round < 3 and keeps_hidden(state, seat_)
                assert kept or not matching(state, seat_)  # B4: revealed, or kept hidden
                if kept:
                    assert not any(isinstance(e, BonusCardRevealed) and e.seat == seat_
                                   and e.automatic for e in events)
    raise AssertionError(f"game {seed} did not end")


@pytest.mark.parametrize(("players", "seed", "reveal_chance"), [
    (2, 1, 0.8), (3, 2, 0.8), (4, 3, 0.1), (5, 4, 0.8), (6, 5, 0.1), (2, 6, 0.0), (3, 7, 0.1),
    (3, 8, 0.0)])
def test_random_games_with_reveals_out_of_turn_keep_every_invariant(players, seed,
                                                                    reveal_chance):
    final = _play(players, seed, random.Random(seed), reveal_chance)
    assert final.is_over and [r.round for r in final.scorings][-1] == 3
    assert final.scores == list(final.scorings[-1].totals)
