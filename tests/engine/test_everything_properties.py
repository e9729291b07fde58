"""Everything at once (issue 27): every module that plays with the base game, expansions 1-6
and the promos in one game (:func:`engine.alhambra.everything`), as random legal games for
two (Dirk) and four players; every invariant (the JSON round trip, the cards and tiles
counted, the hidden parts out of every public view and every other seat's view) after the
first action that shows each kind of event, after every 13th action and at the end (such a
game is some 2,600 actions long: checking each would cost minutes; every module's own
suite checks after every action); listed actions apply and read back; a replay of the log
gives the stored snapshot.
The six modules of expansion 6 and the promos together get the same suite with every action
checked. Each module's own rules and secrets are checked by its own suite; this one proves
they all play together to the end."""

import random

import pytest

from engine.alhambra import everything, new_game
from engine.alhambra.events import WindowAnswered
from engine.alhambra.modules import acting_after
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay


def check(before, action, after, events):
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)


def test_everything_is_every_box_at_once():
    names = everything()
    assert len(names) >= 20 and "granada" not in names and "alhambra_granada" not in names
    assert new_game(4, seed=1, modules=names).options.modules


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_every_module_keep_every_invariant(players):
    modules = everything()
    seen = set()

    def step(before, action, after, events):
        new = {event.kind for event in events} - seen
        seen.update(new)
        if new or after.moves % 13 == 0 or after.is_over:
            check(before, action, after, events)

    final, _ = play_random_game(players, 70 + players, random.Random(players),
                                modules=modules, on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert len(final.scorings) == 3


def test_a_bare_answer_in_the_window_leaves_the_hooks_it_skips_nothing_to_do():
    """``apply`` asks no after-action hook after a bare answer in the vizier's window (a
    pass, or an act waiting for the seats before it) but those of ``after_bare_answers``:
    over a whole game with every module, each hook it skips, asked anyway, changes nothing
    and tells nothing."""
    modules = tuple(everything())
    skipped = [m for m in acting_after(modules) if not m.after_bare_answers]
    bare = []

    def step(before, action, after, events):
        if len(events) != 1 or type(events[0]) is not WindowAnswered:
            return
        bare.append(action.kind)
        for module in skipped:
            told = list(events)
            again = module.after_action(after, events[0].seat, action, told)
            assert again == after and told == events, (module.name, action)

    final, _ = play_random_game(4, 5, random.Random(5), modules=modules, on_step=step)
    assert final.is_over and len(skipped) >= 10
    assert len(bare) > 200 and "pass_vizier" in bare


def test_every_listed_action_with_every_module_applies_and_reads_back():
    check_listed_actions(new_game(3, seed=37, modules=everything()), random.Random(37),
                         steps=250)


#: Expansion 6 and the promos, the six modules of issue 27 together.
SIX = ["falcons", "building_sites", "exchange_certificate", "portals", "magic_buildings",
       "medina"]
#: What a game of the six must have seen happen (event kinds).
SIX_SEEN = {"falcons_bought", "site_bought", "certificate_issued", "portal_bought"}


@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_the_six_new_modules_together_keep_every_invariant(players):
    seen = set()

    def step(before, action, after, events):
        seen.update(event.kind for event in events)
        check(before, action, after, events)

    final, _ = play_random_game(players, 90 + players, random.Random(players), modules=SIX,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    if players == 4:  # (a short two-player game need not see all of them)
        assert seen >= SIX_SEEN, SIX_SEEN - seen
    assert any(t.startswith(("magic-", "medina-")) for p in final.players
               for *_, t in p.alhambra)


def test_replaying_a_game_with_every_module_gives_the_stored_snapshot():
    check_replay(everything(), players=4, seed=2471, driver=11)
