"""Der Palast von Alhambra as a table kind: what the core asks of it, answered from the
engine, the panel (:mod:`.panel`), the words (:mod:`.texts`) and the posts (:mod:`.posts`).

**The turn ends by itself** when nothing else can follow: after taking money, or after
building (or reserving) the last bought tile when the payment was not exact. The choice and
the end of the turn are committed together. Until then "Undo turn" rolls the whole turn
back; a turn that has ended is final, because the refilled money display and market are
already on the table.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import discord

from ai import choose_action
from bot.tables import ActionCommand, Pick, Picture, Post, TableKind
from bot.tables.guard import Refusal
from bot.tables.picks import number
from bot.tables.play import after_commit
from bot.tables.replays import replay_of
from bot.tables.seats import marked, only_person
from engine.alhambra import (
    EndTurn,
    IllegalAction,
    RetireSeat,
    apply,
    legal_actions,
    skip_turn_actions,
    view,
    window,
)
from engine.alhambra.actions import PassChests, PassSultan, PassVizier
from engine.alhambra.modules import characters, sultan
from engine.alhambra.modules import treasure_chamber as chamber
from engine.alhambra.modules.street_trader import choosing, default_choice
from i18n import said, text
from rendering.replay import render_game_replay, render_game_step
from storage import Game, GameMovedOn

from . import options as new_options
from .modules.characters.texts import AUCTION_KINDS, POWER_KINDS
from .modules.invaders.texts import private_note
from .modules.street_trader.texts import choosing_now
from .modules.treasure_chamber import texts as chest_words
from .modules.treasure_chamber.panel import passing_now
from .panel import Screen, build_panel
from .positions import Tile, building_name, numbered_cells, say, saying
from .posts import (
    initial_state,
    log_lines,
    overview_pictures,
    statistics_of,
    status_text,
    turn_post,
)
from .refusals import refusal_text
from .rules_text import rules, sections
from .stats import game_statistics
from .texts import action_label, cards_text, how_to_play
from .timing import window_length
from .turn_end import turn_ends_after
from .window_words import BARE, window_what


def state_modules(game: Game) -> tuple[str, ...]:
    return tuple(game.state.options.modules) if game.state is not None else ()


TURN_ENDING = ("turn_ended", "game_ended", "seat_retired")
#: The window between two turns (the vizier's, the thieves'): its close and its acts are
#: told in the thread (a theft re-opens it: the seats are called again).
VIZIER_POSTS = ("vizier_window_closed", "vizier_used", "thief_played",
                # change (expansion 3): coins drawn make the turn's start anew (no undo
                # past them), so what the turn did so far is told at once
                "change_given",
                # a master builder used (expansion 4, MB5): the same
                "master_builder_used",
                # a building site's marker drawn (expansion 6, BS7): the same
                "site_bought")
#: The modules that act in the window between two turns (the ``vizier`` timer closes it).
WINDOW_MODULES = ("vizier", "thieves")
#: A character's auction (expansion 2): each step asks the next seat (pinged in the thread,
#: with its deadline: the ``auction`` timer).
AUCTION_ASKS = ("character_auction_opened", "character_bid", "character_bid_passed",
                "character_won")
#: The sultan's cards (expansion 5): the die rolled for a card bought makes the turn's start
#: anew (no undo past the roll), so the purchase is told at once; each tile's claim asks its
#: seats (pinged, with the deadline: the ``sultan`` timer); a claim taken or let go is told.
SULTAN_POSTS = ("sultan_card_bought", "sultan_claim_opened", "sultan_claimed",
                "sultan_claim_closed")
AUCTION_POSTS = (*AUCTION_ASKS, "character_paid", "character_unsold",
                 # a turn-start power cannot be undone (CC12): what it did is told at once
                 "character_used")
#: The passes of the windows where seats act out of turn (between turns, an auction, the
#: sultan's claim).
PASSES = frozenset({"pass_window", "pass_vizier", "pass_bid", "pass_sultan"})
#: What a seat may do in such a window that is no answer to it: its standing settings, a
#: bonus card shown, leaving the game.
NO_ANSWER = frozenset({"vizier_always_pass", "thieves_always_pass", "keep_bonus_cards_hidden",
                       "overpay_for", "reveal_bonus_card", "retire_seat", "restart_turn"})


class AlhambraKind(TableKind):
    name = "alhambra"
    command = "alhambra"
    tells_computers_together = True
    button_prefix = "alh"
    select_prefix = "als"
    min_players = 2
    max_players = 6
    colour = discord.Colour.from_rgb(176, 96, 48)
    action_commands = (
        ActionCommand("take", ("take_money",)),
        # (expansion 4: a waiting bazaar is one more choice of "buy", not a command)
        # (expansion 5: a caravanserai too; expansion 6: what overpaying gives, a setting)
        ActionCommand("buy", ("buy", "buy_second", "buy_chests", "buy_bazaar",
                              "buy_bazaar_with_karim", "buy_caravanserai", "buy_sultan_card",
                              "overpay_for",
                              # expansion 6: a building site bought or completed, a portal,
                              # falcons
                              "buy_site", "complete_site", "buy_portal", "buy_falcons")),
        ActionCommand("place", ("place", "place_gate", "reserve", "give_to_dirk", "flip",
                                "place_chest", "rotate_magic",
                                # expansion 4: chests passed on, their receiver's default
                                "pass_chests")),
        ActionCommand("rebuild", ("rebuild_place", "rebuild_remove", "rebuild_exchange",
                                  "rebuild_place_gate", "use_master_builder")),
        ActionCommand("vizier", ("use_vizier", "pass_vizier", "turn_vizier_up",
                                 "vizier_always_pass")),
        ActionCommand("yard", ("take_yard",)),
        ActionCommand("reveal", ("reveal_bonus_card", "keep_bonus_cards_hidden")),
        # expansions 2 and 3: Discord allows 25 commands in a group, so their choices in a
        # turn share one command; bids and thieves (out of turn) have their own
        ActionCommand("expansion", ("take_gate_card", "use_wall_card", "refill_trader",
                                    "swap_trader", "move_trader", "choose_residents",
                                    *POWER_KINDS, "step_caravanserai", "turn_culture_tiles",
                                    # expansion 5: the sultan's claim (out of turn)
                                    "claim_with_sultan", "pass_sultan")),
        ActionCommand("bid", AUCTION_KINDS),
        ActionCommand("thief", ("play_thief", "pass_window", "thieves_always_pass")),
        ActionCommand("undo", ("restart_turn",), needs_choice=False,
                      unavailable="alhambra-unavailable-undo"),
        ActionCommand("end", ("end_turn",), needs_choice=False,
                      unavailable="alhambra-unavailable-end"),
    )

    def rules_sections(self, lang: str) -> list[str]:
        return sections(lang)

    def rules_text(self, lang: str) -> str:
        return rules(lang)

    def how_to_play(self, lang: str) -> str:
        return how_to_play(lang=lang)

    def skip_words(self, lang: str) -> str:
        return text(lang, "alhambra-skip-words")

    # -- the engine ---------------------------------------------------------------------

    def legal_actions(self, state, seat: int) -> list:
        return list(legal_actions(state, seat))

    def apply(self, state, seat: int, action) -> tuple[Any, list]:
        return apply(state, seat, action)

    def new_state(self, game: Game):
        return initial_state(game)

    def retire_action(self):
        return RetireSeat()

    def computer_action(self, state, seat: int, level: str, rng) -> Any:
        return choose_action(state, seat, level=level, rng=rng)

    def automatic_answer(self, game: Game) -> tuple[int, Any] | None:
        """Issue 24's rule (WS1) asks every seat a window might concern by what the table
        sees, so that being asked tells the other people nothing of a hand. At a table of
        one person and computers there is nobody to tell: where nothing of hers fits (only
        a pass is an answer she could give), she passes at once instead of being held. At a
        table of several people every seat asked is asked, as the engine says."""
        state = game.state
        person = only_person(game)
        if state is None or person is None or person not in state.flow.window_seats:
            return None
        passes = []
        for action in legal_actions(state, person):
            if action.kind in PASSES:
                passes.append(action)
            elif action.kind not in NO_ANSWER:
                return None  # something fits: she is asked
        return (person, passes[0]) if passes else None

    def skip_actions(self, state, seat: int) -> list:
        return skip_turn_actions(state, seat)

    def votes_apply(self, game: Game) -> bool:
        """One seat's turn (a vizier window passes by itself when its time is up)."""
        return len(game.active_seats) == 1 and not game.state.flow.window_seats

    def vote_outcome(self, name: str, choice: str, actions: list, lang: str) -> str:
        if choice == "remove":
            return text(lang, "alhambra-vote-removed", name=name)
        taken = [c for action in actions if action.kind == "take_money" for c in action.cards]
        parts = [text(lang, "alhambra-vote-skipped", name=name)]
        if taken:
            parts.append(text(lang, "alhambra-vote-took", cards=cards_text(taken, lang=lang)))
        if any(action.kind == "reserve" for action in actions):
            parts.append(text(lang, "alhambra-vote-reserved"))
        return ", ".join(parts) + "."

    # -- the lobby ----------------------------------------------------------------------

    def refusal_text(self, error: Exception, lang: str) -> str:
        return refusal_text(error, lang)

    def options_text(self, options: dict, lang: str) -> str:
        return new_options.options_text(options, lang)

    def rules_summary(self, options: dict, lang: str) -> str:
        return new_options.rules_summary(options, lang)

    def engine_options(self, options: dict, players: int) -> dict:
        return options

    def new_command(self, open_table):
        return new_options.new_command(self, open_table)

    async def statistics_pictures(self, store, game: Game, lang: str) -> list:
        if game.status != "finished":
            return []
        shown = marked(self, game)  # CS1: a computer's seat shows 🤖 (drawn ⚙)
        found = await game_statistics(store, shown, initial_state(shown))
        return [] if found is None else statistics_of(found, lang)

    # -- the panel ----------------------------------------------------------------------

    def build_panel(self, game: Game, seat: int, *, lang: str, screen: str | None = None,
                    note: str | None = None):
        return build_panel(game, seat, screen=Screen.parse(screen), note=note, lang=lang)

    def parse_pick(self, arg: str | None) -> Pick | None:
        index = number(arg)
        return None if index is None else Pick(index)

    def parse_select(self, arg: str | None, value: str) -> Pick | None:
        return self.parse_pick(value)

    def follow_ups(self, state, seat: int, action) -> list:
        """The end of the turn, when nothing else can follow ``action``."""
        return [EndTurn()] if turn_ends_after(state, seat, action) else []

    def not_acting_text(self, game: Game, seat: int, lang: str) -> str:
        """While the receiver of chests passed on chooses (TC2): that, in words (it is
        nobody's turn as such: the buyer's ends when the choice is made)."""
        if passing_now(game) is not None:
            return chest_words.status(game.state, lang)
        return super().not_acting_text(game, seat, lang)

    def first_panel_note(self, game: Game, seat: int, version: int | None,
                         lang: str) -> str | None:
        """From a message posted before this turn began, the panel says so."""
        turn_began = game.state.turn_start.moves if game.state.turn_start else game.version
        if version is not None and version < turn_began and game.state.active_seat == seat:
            return text(lang, "alhambra-note-older-message")
        return None

    # -- the thread ---------------------------------------------------------------------

    def post_due(self, game: Game, events: list) -> bool:
        """A turn ended, or a vizier's window closed or a vizier bought a tile, or an
        auction asks the next seat (or ended)."""
        return any(e.kind in TURN_ENDING or e.kind in VIZIER_POSTS or e.kind in AUCTION_POSTS
                   or e.kind in SULTAN_POSTS
                   or e.kind == "chests_passed"  # the receiver chooses (TC2): pinged
                   or (e.kind == "residents_chosen" and e.squares)  # the first turn begins
                   # the treasure chamber in games stored before issue 40: chests drawn at
                   # the purchase made the turn's start anew, so it was told at once (TC6
                   # now refills the room as the turn ends)
                   or (e.kind == "chests_bought" and e.refill)
                   for e in events)

    def told_with_the_next(self, game: Game, events: list) -> bool:
        """An answer in the window between turns (a pass, or an act waiting for seats with
        priority: told alike, WS1): a line of the next post."""
        return bool(events) and all(e.kind in BARE for e in events)

    def post_can_wait(self, game: Game, events: list, seat: int | None) -> bool:
        """A window between turns closed by the answer of the player whose turn now
        begins: nothing changed on the table and nobody else is to be pinged. Her panel
        goes on to her turn; the window's close is a line of her turn's post."""
        state = game.state
        return (seat is not None and not state.is_over and game.active_seats == (seat,)
                and state.active_seat == seat and bool(events)
                and all(e.kind in BARE for e in events))

    async def post(self, store, game: Game, *, since=None, events=(), lang: str,
                   headline=None, before=None) -> Post:
        return await turn_post(store, game, before=before, since=since, events=list(events),
                               headline=headline, lang=lang)

    def posted_note(self, game: Game, seat: int, lang: str) -> str:
        if game.state.is_over:
            return text(lang, "alhambra-note-game-over")
        return text(lang, "alhambra-note-turn-done")

    def told_with_computers_note(self, game: Game, seat: int, lang: str) -> str:
        return text(lang, "alhambra-note-computers-play")

    def next_step(self, game: Game, seat: int, events: list, lang: str) -> str:
        scout = private_note(view(game.state, seat).modules_view, seat, events, lang=lang)
        step = self._next_step(game, seat, events, lang)
        return f"{scout}\n{step}" if scout else step

    def _next_step(self, game: Game, seat: int, events: list, lang: str) -> str:
        state = game.state
        drawn = sum(getattr(e, "drawn", 0) for e in events if e.kind == "character_used")
        if drawn:  # Yammerad's card, drawn in secret: told to the drawer alone (the last in
            # the hand; the public log says only how many)
            return text(lang, "alhambra-next-yammerad",
                        cards=cards_text(state.players[seat].hand[-drawn:], lang=lang))
        bought = [e for e in events if e.kind == "tile_bought"]
        waiting = state.players[seat].bought
        rolled = [e for e in events if e.kind == "sultan_card_bought"]
        if rolled and not waiting:  # expansion 5: the die's building, and what follows
            return text(lang, "alhambra-next-sultan",
                        building=building_name(rolled[-1].building, lang=lang),
                        exact="yes" if state.flow.extra_action else "no")
        if state.flow.extra_action:  # placing first gives the extra action up: say so
            lost = " " + text(lang, "phone-next-exact-lost")
            if bought:
                return say(lang, "alhambra-next-exact-tile", tile=Tile(bought[-1].tile),
                           waiting=Tile(waiting[0])) + lost
            if not waiting:  # nothing to place (a caravanserai, expansion 5)
                return text(lang, "alhambra-next-exact-nothing")
            return say(lang, "alhambra-next-exact", waiting=Tile(waiting[0])) + lost
        if waiting:
            return say(lang, "alhambra-next-place", tile=Tile(waiting[0]),
                       bought="yes" if bought else "no")
        return text(lang, "alhambra-next-done")

    # -- the vizier's window ----------------------------------------------------------------

    def timers_after(self, game: Game, events: list, now: datetime) -> dict:
        """``vizier``: the window between turns closes by itself when its time is up;
        ``auction``: a character's auction answers for the seat asked when its time is up
        (each step of the auction gives the next seat the same time)."""
        state = game.state
        modules = set(state_modules(game))
        running = game.status == "running" and state is not None and not state.is_over
        timers: dict = {}
        if modules & set(WINDOW_MODULES):
            if not (running and window.is_open(state)):
                timers["vizier"] = None
            elif any(e.kind == "vizier_window_opened" for e in events):
                timers["vizier"] = now + window_length(game.options)
        if "characters" in modules:
            if not (running and characters.asked(state) is not None):
                timers["auction"] = None
            elif any(e.kind in AUCTION_ASKS for e in events):
                timers["auction"] = now + window_length(game.options)
        if "sultan" in modules:  # the sultan's claim: every seat asked passes at its end
            if not (running and sultan.claim(state) is not None):
                timers["sultan"] = None
            elif any(e.kind == "sultan_claim_opened" for e in events):
                timers["sultan"] = now + window_length(game.options)
        if "treasure_chamber" in modules:  # chests passed on: the default at its end (TC2)
            if not (running and passing_now(game) is not None):
                timers["chests"] = None
            elif any(e.kind == "chests_passed" for e in events):
                timers["chests"] = now + window_length(game.options)
        if "street_trader" in modules:  # the start: the players choose their residents
            if not (running and choosing_now(state)):
                timers["residents"] = None
            elif not events:  # the game has just started
                timers["residents"] = now + window_length(game.options)
        return timers

    async def on_timer(self, client, name: str, game: Game, now: datetime):
        if game.state is None or game.state.is_over:
            return None
        if name == "vizier":
            return await self._window_time_up(client, game)
        if name == "auction":
            return await self._auction_time_up(client, game)
        if name == "residents":
            return await self._residents_time_up(client, game)
        if name == "sultan":
            return await self._sultan_time_up(client, game)
        if name == "chests":
            return await self._chests_time_up(client, game)
        return None

    async def _chests_time_up(self, client, game: Game):
        """Time is up for the receiver of chests passed on: they go on its buildings of
        their colour built first (TC2's default), and the buyer's turn ends."""

        asked = chamber.passing(game.state)

        def idle(state):  # (a receiver asked after it has its own time)
            found = chamber.passing(state)
            if asked is None or found is None or found["seat"] != asked["seat"]:
                return None
            return found["seat"], PassChests()

        return await self._answer_for_the_idle(client, game, idle, "alhambra-chests-time-up")

    async def _residents_time_up(self, client, game: Game):
        """Time is up at the start: every seat still choosing keeps the residents and the
        side drawn for it (ST2), so a player who is away never holds the game up."""

        def idle(state):
            seat = next(iter(choosing(state)), None)
            return None if seat is None else (seat, default_choice(state, seat))

        return await self._answer_for_the_idle(client, game, idle, "alhambra-residents-time-up")

    async def _sultan_time_up(self, client, game: Game):
        """Time is up for the sultan's claim: every seat asked that has not answered passes
        (SU5), so a player who is away never holds the game up."""

        def idle(state):
            seats = state.flow.window_seats
            if not seats or state.is_over or sultan.claim(state) is None:
                return None
            return seats[0], PassSultan()

        return await self._answer_for_the_idle(client, game, idle, "alhambra-sultan-time-up")

    async def _window_time_up(self, client, game: Game):
        """Time is up; every seat that has not answered passes (a window the thieves
        opened too: the timer keeps the vizier's name)."""
        what = window_what(game.state) if game.state.flow.window_seats else "vizier"

        def idle(state):
            seats = state.flow.window_seats
            if not seats or state.is_over or not window.is_open(state):
                return None
            return seats[0], PassVizier()

        return await self._answer_for_the_idle(
            client, game, idle,
            "alhambra-vizier-time-up" if what == "vizier" else "alhambra-window-time-up")

    async def _answer_for_the_idle(self, client, game: Game, idle, headline_id: str):
        """Answers for each seat whose time ran out (``idle``: the next such seat of a state
        and its answer, or None), one commit each; a seat that answered at this very moment
        is left alone. One post names them all."""
        after, events, names = game, [], []
        for _ in range(len(game.state.players) * 2):
            found = idle(after.state)
            if found is None:
                break
            seat, answer = found
            try:
                done = await client.store.apply_actions(
                    game.id, seat, [answer], expected_version=after.version)
            except (GameMovedOn, IllegalAction):  # they answered at this very moment
                after = await client.store.load_game(game.id)
                continue
            after, events = done.game, events + done.events
            names.append(after.state.players[seat].name)
        if not names:
            return None
        headline = said(headline_id, names=", ".join(names), count=len(names))
        await after_commit(client, self, game, after, events, seat=None, headline=headline)
        return None

    async def _auction_time_up(self, client, game: Game):
        """Time is up for the seat asked in an auction: it passes (CC2), or, having won,
        pays the first way offered (CC4)."""
        state = game.state
        seat = characters.asked(state)
        if seat is None:
            return None
        paying = characters.expected(state) == "pay"
        choices = [a for a in legal_actions(state, seat)
                   if a.kind == ("pay_for_character" if paying else "pass_bid")]
        if not choices:
            return None
        try:
            done = await client.store.apply_actions(game.id, seat, choices[:1],
                                                    expected_version=game.version)
        except (GameMovedOn, IllegalAction):  # they answered at this very moment
            return None
        headline = said("alhambra-auction-time-up", name=state.players[seat].name,
                        paying="yes" if paying else "no")
        await after_commit(client, self, game, done.game, done.events, seat=None,
                           headline=headline)
        return None

    async def replay_picture(self, store, game: Game, lang: str,
                             step: int | None = None) -> Picture:
        return await replay_of(self, store, game, lang, (render_game_replay, render_game_step),
                               initial_state(game), step)

    def status(self, game: Game, lang: str) -> Post:
        return Post(status_text(game, lang),
                    overview_pictures(view(game.state, None), [], lang))

    async def log_lines(self, store, game: Game, lang: str) -> list[str]:
        return await log_lines(store, game, lang)

    # -- typed actions ------------------------------------------------------------------

    def action_label(self, game: Game, seat: int, action, lang: str,
                     most: int | None = None) -> str:
        state = game.state
        alhambra = state.players[seat].alhambra
        cell = None
        if action.kind in ("place", "place_gate"):
            cells = numbered_cells(state, seat, action.tile, self.legal_actions(state, seat))
            cell = cells.index((action.x, action.y)) + 1 if (action.x, action.y) in cells \
                else None
        elif action.kind == "move_trader":
            cells = sorted(((a.x, a.y) for a in self.legal_actions(state, seat)
                            if a.kind == "move_trader"), key=lambda c: (c[1], c[0]))
            cell = cells.index((action.x, action.y)) + 1 if (action.x, action.y) in cells \
                else None
        public = view(state, None)
        return action_label(action, market=public.market, alhambra=alhambra,
                            cell_number=cell, bought=state.players[seat].bought,
                            second_market=public.second_market, lang=lang, most=most)

    def typed_pick(self, game: Game, seat: int, command: ActionCommand,
                   text: str) -> tuple[int, int] | None:
        """``/alhambra place 3``: the place numbered 3 in the picture of the panel."""
        wanted = number(text)
        if command.name != "place" or wanted is None:
            return None
        state = game.state
        if seat != state.active_seat or not state.players[seat].bought:
            raise Refusal("alhambra-refusal-nothing-waiting")
        player = state.players[seat]
        tile = player.bought[0]
        actions = self.legal_actions(state, seat)
        cells = numbered_cells(state, seat, tile, actions)
        if not 1 <= wanted <= len(cells):
            raise Refusal(saying("alhambra-refusal-no-place", number=wanted, tile=Tile(tile),
                                 count=len(cells)))
        x, y = cells[wanted - 1]
        # a cell reached only with a gate (city gates): its first gate
        found = [i for i, a in enumerate(actions) if a.kind in ("place", "place_gate")
                 and a.tile == tile and (a.x, a.y) == (x, y)]
        found.sort(key=lambda i: actions[i].kind != "place")
        return game.version, found[0]
