"""The kit: everything of the core a rule module may call, one line each.

A module (:mod:`.modules`) imports the game's data from the public face (:mod:`.actions`,
:mod:`.events`, :mod:`.components`, :mod:`.errors`, :mod:`.state`), the seam it plugs into
from :mod:`.modules.seam`, and every function or helper of the core from here, and from
nowhere else (``tests/test_structure.py`` checks it). A name a module needs and the kit
lacks is added here, with its line, so the kit stays the one list of what the core offers.
"""

# ruff: noqa: I001  (grouped by the core's rooms, one line each, not sorted)

from __future__ import annotations

# -- edges: per-player edge changes (wooden walls, gates), EXPANSIONS.md 0.2 ---------------
from .edges import EdgePlane  # a plane answering with the edges a module changed
from .edge_changes import Edges  # a module's changes to one seat's edges (sticks, gates)
from .edges import edges_of  # every active module's edge changes of a seat (None: none)
from .edges import effective_grid  # a seat's tiles with the walls they have in play
from .edges import exchange_problem as edge_exchange_problem  # a swap, judged on such edges
from .edges import passable  # whether one may walk across an edge (a gate: yes)
from .edges import placement_problem as edge_placement_problem  # a tile's place, on edges
from .edges import plane_problems as edge_plane_problems  # a whole city's faults, on edges
from .edges import stick_map  # the wooden walls of a seat, by tile and side
from .edges import walk  # the cells reached on foot from the start, over edges
from .edges import with_walls  # a tile with a module's walls added to its own

# -- the end of a turn, the money display, the scorings (rule book p. 5-6) ------------------
from .endturn import announce_awards  # the final distribution's tiles, told to the table
from .endturn import begin_turn  # the next seat's turn begins (the flow moves on)
from .endturn import complete_turn  # a turn's end goes on after a module held it
from .endturn import draw_card  # the next money card from the deck (or None: empty)
from .endturn import final_scoring  # the third scoring and the end of the game
from .endturn import left_over_awards  # who receives the market's last tiles (p. 6)
from .endturn import module_card  # a module's card that turned up (who handles it)
from .endturn import refill_display  # the money display filled to four (scorings as due)
from .endturn import scoring_round  # a scoring round of the rule book (A, B or the last)

# -- listings worked out only when asked --------------------------------------------------
from .later import Later  # a listing group whose actions are made when first asked for
from .later import buy_group  # the purchases of a slot, as a group made when asked
from .later import known_some  # a group known to hold some actions, made when asked

# -- money: payments and what a hand holds (p. 4) ----------------------------------------
from .money import CURRENCY  # a card's currency (None: no money)
from .money import VALUE  # a card's value
from .money import best_joker_money  # the best payment where aids pay any currency
from .money import cards_problem  # why cards cannot be paid with (not held, twice)
from .money import change_coins  # the coins of the change a payment overpays for
from .money import copy_key  # a payment's key, to list each payment once
from .money import exact_payments  # every exact payment of a price in one currency
from .money import hand_money  # a seat's money by currency, aids beside it
from .money import has_aids  # whether a hand holds money aids (diamonds, builders, ...)
from .money import minimal_payments  # the payments of at least a price, none wasted
from .money import mixed_minimal_payments  # those in any mix of currencies
from .money import payment_problem  # why cards do not pay a price in a currency
from .money import purchase_payments  # the payments a purchase lists (aids included)
from .money import take_money_problem  # why cards may not be taken from the display
from .money import total  # what cards are worth together

# -- placement: where a tile may go (p. 5 and RULES.md) -----------------------------------
from .placement import BIT_STEPS  # the neighbour of each wall bit
from .placement import ORIGIN  # the start tile's cell (0, 0)
from .placement import SIDE_STEPS  # the neighbour on each side (N, E, S, W)
from .placement import Coord  # a cell (x, y)
from .placement import Grid  # a city's tiles by cell
from .placement import barrier_reason  # why a tile may not stand beside another
from .placement import bounds_of  # the smallest box around cells
from .placement import building_of  # a tile's building inside a sentence
from .placement import enclosed_holes  # the empty cells a city encloses
from .placement import escapes  # whether an empty cell reaches outside a box
from .placement import exchange_problem  # why a reserve tile may not replace a built one
from .placement import frees_enclosed_cell  # whether taking a tile out frees a hole
from .placement import frontier  # the empty cells beside a city
from .placement import makes_hole  # whether building a cell would enclose a hole
from .placement import neighbour  # the cell beside a cell on a side
from .placement import place_words  # a cell in a player's words
from .placement import placement_problem  # why a tile may not go to a cell
from .placement import reachable  # the cells reached on foot from the start
from .placement import removal_problem  # why a built tile may not be taken out
from .placement import start_tile_id  # the start tile's id (the fountain's, Granada's)
from .placement import start_words  # the start tile in words
from .placement import walk_and_cuts  # what walking reaches, and the cuts a removal makes
from .placement import wall_bits  # a tile's walls as bits

# -- places in words, planes ----------------------------------------------------------------
from .places import tile_words  # a tile's name in the engine's English
from .places import where  # a cell in words, beside a built tile
from .planes import Plane  # a seat's city with its placement answers kept
from .planes import plane_cache  # the planes kept for a state

# -- the game's flow: the core's handlers and listings -------------------------------------
from .restart import restart_turn as handle_restart_turn  # the core's undo of a turn
from .rules import HANDLERS as CORE_HANDLERS  # the core's handler of each action kind
from .rules import PHASE_HINT  # what a seat may do in each phase, in words
from .rules import PlaneOf  # a seat's plane, looked up when first asked for
from .rules import placing_handlers  # the handlers of placing a bought tile
from .rules import rebuild_groups  # the three rebuilds of a seat, as listing groups

# -- rule sets: what a game is played with -------------------------------------------------
from .ruleset import BASE_RULES  # the base game's rule set
from .ruleset import Majorities  # the majorities of a scoring round
from .ruleset import RuleSet  # a rule set (or a module's mixin of one)
from .ruleset import count_buildings  # each seat's buildings of each type
from .ruleset import rules_of  # the rule set a game is played with
from .ruleset import split_stacks  # the money deck split into its five stacks

# -- scoring (p. 6) -------------------------------------------------------------------------
from .scoring import longest_outer_wall  # a city's longest outer wall
from .scoring import longest_trail_sides  # the sides of that wall
from .scoring import rank_payouts  # the points of each seat by rank, ties shared
from .scoring import side_edge  # a tile side as the edge between two corners

# -- building sites' marks: what every module must know of an unfinished site (BS3) --------
from .site_marks import SITES  # the key of the sites' marks in the state
from .site_marks import finished  # a seat's built tiles that are no building site
from .site_marks import is_site  # whether a cell holds a building site
from .site_marks import sites  # a seat's building sites

# -- standing settings of a seat (always pass, keep hidden), kept over an undo -------------
from .standing import begins_the_turn  # the settings carried into a restored turn
from .standing import is_on  # whether a seat's setting is on
from .standing import kept  # a restored state keeping the settings made since
from .standing import seats_set  # the seats whose setting is on
from .standing import switched  # a seat's setting switched on or off

# -- a turn's steps (p. 4-5) ----------------------------------------------------------------
from .turn import action_done  # a seat's main action is done (the extra action, p. 4)
from .turn import buy_second as handle_buy_second  # the core's buying of a slot's 2nd tile
from .turn import from_bought  # a tile taken from the seat's waiting bought tiles
from .turn import place as handle_place  # the core's placing of a bought tile
from .turn import rebuild_exchange as handle_rebuild_exchange  # the core's swap of a tile
from .turn import rebuild_place as handle_rebuild_place  # the core's build from the reserve
from .turn import rebuild_remove as handle_rebuild_remove  # the core's taking of a tile out
from .turn import reserve  # the core's reserving of a bought tile
from .turn import reserve_tile  # a tile put on a seat's reserve
from .turn import take_money as handle_take_money  # the core's taking of money
from .turn import with_player  # the state with one seat's player changed

# -- the one window between two turns (vizier, thieves; WS1) --------------------------------
from .window import KEY as WINDOW_KEY  # the window's key in the state
from .window import answered as window_answered  # whether (how) a seat has answered
from .window import close as close_window  # the window closed (the next turn goes on)
from .window import data as window_data  # the open window's data (None: none)
from .window import is_open as window_is_open  # whether the window is open
from .window import open_between_turns  # the window opened after a seat's turn
from .window import pass_if_nothing_else  # a seat passes when nothing else is left to it

#: Every name of the kit.
__all__ = [
    "BASE_RULES",
    "BIT_STEPS",
    "CORE_HANDLERS",
    "CURRENCY",
    "Coord",
    "EdgePlane",
    "Edges",
    "Grid",
    "Later",
    "Majorities",
    "ORIGIN",
    "PHASE_HINT",
    "Plane",
    "PlaneOf",
    "RuleSet",
    "SIDE_STEPS",
    "SITES",
    "VALUE",
    "WINDOW_KEY",
    "action_done",
    "announce_awards",
    "barrier_reason",
    "begin_turn",
    "begins_the_turn",
    "best_joker_money",
    "bounds_of",
    "building_of",
    "buy_group",
    "cards_problem",
    "change_coins",
    "close_window",
    "complete_turn",
    "copy_key",
    "count_buildings",
    "draw_card",
    "edge_exchange_problem",
    "edge_placement_problem",
    "edge_plane_problems",
    "edges_of",
    "effective_grid",
    "enclosed_holes",
    "escapes",
    "exact_payments",
    "exchange_problem",
    "final_scoring",
    "finished",
    "frees_enclosed_cell",
    "from_bought",
    "frontier",
    "hand_money",
    "handle_buy_second",
    "handle_place",
    "handle_rebuild_exchange",
    "handle_rebuild_place",
    "handle_rebuild_remove",
    "handle_restart_turn",
    "handle_take_money",
    "has_aids",
    "is_on",
    "is_site",
    "kept",
    "known_some",
    "left_over_awards",
    "longest_outer_wall",
    "longest_trail_sides",
    "makes_hole",
    "minimal_payments",
    "mixed_minimal_payments",
    "module_card",
    "neighbour",
    "open_between_turns",
    "pass_if_nothing_else",
    "passable",
    "payment_problem",
    "place_words",
    "placement_problem",
    "placing_handlers",
    "plane_cache",
    "purchase_payments",
    "rank_payouts",
    "reachable",
    "rebuild_groups",
    "refill_display",
    "removal_problem",
    "reserve",
    "reserve_tile",
    "rules_of",
    "scoring_round",
    "seats_set",
    "side_edge",
    "sites",
    "split_stacks",
    "start_tile_id",
    "start_words",
    "stick_map",
    "switched",
    "take_money_problem",
    "tile_words",
    "total",
    "walk",
    "walk_and_cuts",
    "wall_bits",
    "where",
    "window_answered",
    "window_data",
    "window_is_open",
    "with_player",
    "with_walls",
]
