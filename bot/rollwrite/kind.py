"""Alhambra Roll & Write as a table kind.

**Simultaneous rounds**: several players act on the same roll at once, so their choices are
applied with ``rebase`` (a panel a few moves behind because *others* acted is still valid:
the engine stamps each choice with its round, and the store refuses a seat's second tap made
on the same version). **Classic mode** is turn-based like Alhambra: the version must match.

Its own timer is ``round``: when a table's ``round_hours`` have passed since a round (a turn,
in classic mode) began, every seat that has not acted plays the idle way
(``timeout_actions``: dice turned back, coins gained; classic mode keeps the first pair),
and the round's result is posted (in the table's language).

Every word is in the catalogues (``i18n/<lang>/rollwrite*.ftl``); each method says them in
the language ``lang`` the core passes (the tapping player's for private things, the
table's for public ones).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

import discord

from ai import choose_rollwrite_action
from bot.limits import fit
from bot.tables import ActionCommand, Pick, Picture, Post, TableKind
from bot.tables.picks import number, pair
from bot.tables.play import after_commit
from bot.tables.replays import replay_of
from bot.tables.seats import marked
from engine.errors import IllegalAction
from engine.rollwrite import (
    RetireSeat,
    apply,
    legal_actions,
    timeout_actions,
)
from i18n import said, text
from rendering.rollwrite.replay import render_rollwrite_game_replay, render_rollwrite_step
from storage import Game, GameMovedOn

from . import options as new_options
from .panel import PANEL_BUTTON, build_panel, waiting_text
from .posts import initial_state, log_lines, round_post, status_post
from .refusals import refusal_text
from .stats import game_statistics, statistics_picture
from .texts import action_label, rules_text

log = logging.getLogger(__name__)

#: Events after which a new public message is posted.
CLOSING = {"simultaneous": ("round_ended", "game_ended"), "classic": ("turn_ended", "game_ended")}
#: Events that start a new round (a new turn in classic mode): the round timer starts anew.
STARTING = {"simultaneous": ("round_started",), "classic": ("turn_ended",)}


class RollwriteKind(TableKind):
    name = "rollwrite"
    command = "rollwrite"
    button_prefix = "rwb"
    select_prefix = "rws"
    min_players = 1
    max_players = 5
    colour = discord.Colour.from_rgb(214, 160, 48)
    action_commands = (
        ActionCommand("cross", ("cross",)),
        ActionCommand("coins", ("gain_coins",)),
        ActionCommand("turn", ("turn_die",)),
        ActionCommand("keep", ("keep_pair",)),
        ActionCommand("undo", ("restart_turn",),
                      needs_choice=False, unavailable="rollwrite-unavailable-undo"),
    )

    def rules_text(self, lang: str) -> str:
        return rules_text(lang, text(lang, PANEL_BUTTON))

    def how_to_play(self, lang: str) -> str:
        return text(lang, "rollwrite-how-to-play")

    def skip_words(self, lang: str) -> str:
        return text(lang, "rollwrite-skip-words")

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
        return choose_rollwrite_action(state, seat, level=level, rng=rng)

    def skip_actions(self, state, seat: int) -> list:
        return list(timeout_actions(state, seat))

    def votes_apply(self, game: Game) -> bool:
        return game.state.mode == "classic" and len(game.active_seats) == 1

    def playing_seats(self, state) -> tuple[int, ...]:
        return tuple(s for s in range(len(state.players)) if s not in state.retired)

    # -- the lobby ----------------------------------------------------------------------

    def refusal_text(self, error: Exception, lang: str) -> str:
        return refusal_text(error, lang)

    def options_text(self, options: dict, lang: str) -> str:
        return new_options.options_text(options, lang)

    def rules_summary(self, options: dict, lang: str) -> str:
        return new_options.rules_summary(options, lang)

    def engine_options(self, options: dict, players: int) -> dict:
        return {**options, "rules": new_options.engine_rules(options, players)}

    def new_command(self, open_table):
        return new_options.new_command(self, open_table)

    # -- the panel ----------------------------------------------------------------------

    def build_panel(self, game: Game, seat: int, *, lang: str, screen: str | None = None,
                    note: str | None = None):
        return build_panel(game, seat, lang=lang, page=number(screen) or 0, note=note)

    def parse_pick(self, arg: str | None) -> Pick | None:
        picked = pair(arg, "-")
        return None if picked is None else Pick(picked[1], picked[0])

    def parse_select(self, arg: str | None, value: str) -> Pick | None:
        stamp = pair(arg, "-")
        index = number(value)
        return None if stamp is None or index is None else Pick(index, stamp[0])

    def current_stamp(self, game: Game) -> int | None:
        return game.state.round

    def pick_is_current(self, game: Game, seat: int, version: int, pick: Pick) -> bool:
        state = game.state
        if pick.stamp != state.round:
            return False
        return state.mode == "simultaneous" or game.version == version

    def rebase(self, game: Game) -> bool:
        return game.state.mode == "simultaneous"

    def not_acting_text(self, game: Game, seat: int, lang: str) -> str:
        state = game.state
        if state.mode == "simultaneous":
            return text(lang, "rollwrite-played-already", round=state.round,
                        waiting=waiting_text(game, lang))
        names = ", ".join(state.players[s].name for s in state.active_seats)
        return text(lang, "rollwrite-not-your-turn", names=names)

    # -- the thread ---------------------------------------------------------------------

    def post_due(self, game: Game, events: list) -> bool:
        return any(e.kind in CLOSING[game.state.mode] for e in events)

    async def post(self, store, game: Game, *, since=None, events=(), lang: str,
                   headline=None, before=None) -> Post:
        if since is None and before is not None:
            since = before.messages.get("posted_version", before.messages.get("rw_version"))
            since = before.version if since is None else since
        return await round_post(store, game, since=since, events=list(events),
                                headline=headline, lang=lang)

    async def statistics_pictures(self, store, game: Game, lang: str) -> list:
        if game.status != "finished":
            return []
        found = await game_statistics(store, marked(self, game))
        return [] if found is None else [statistics_picture(found, lang)]

    def posted_note(self, game: Game, seat: int, lang: str) -> str:
        if game.state.is_over:
            return text(lang, "rollwrite-posted-over")
        if game.state.mode == "simultaneous":
            return text(lang, "rollwrite-posted-round")
        return text(lang, "rollwrite-posted-turn")

    def next_step(self, game: Game, seat: int, events: list, lang: str) -> str:
        if any(e.kind == "seat_acted" for e in events):
            return text(lang, "rollwrite-done-round", waiting=waiting_text(game, lang))
        return text(lang, "rollwrite-done-step")

    def status(self, game: Game, lang: str) -> Post:
        return status_post(game, lang)

    async def log_lines(self, store, game: Game, lang: str) -> list[str]:
        return await log_lines(store, game, lang)

    async def replay_picture(self, store, game: Game, lang: str,
                             step: int | None = None) -> Picture:
        return await replay_of(self, store, game, lang,
                               (render_rollwrite_game_replay, render_rollwrite_step),
                               initial_state(game), step)

    def waiting_words(self, game: Game, lang: str) -> str:
        return text(lang, "rollwrite-waiting-words")

    # -- typed actions ------------------------------------------------------------------

    def action_label(self, game: Game, seat: int, action, lang: str,
                     most: int | None = None) -> str:
        me = game.state.players[seat]
        words = action_label(action, lang, me.dice)  # short by nature: a die, a pair, coins
        return words if most is None else fit(words, most)

    # -- the round timer ----------------------------------------------------------------

    def timers_after(self, game: Game, events: list, now: datetime) -> dict:
        if game.status != "running" or game.state.is_over:
            return {"round": None}
        hours = game.options.get("round_hours")
        if not hours:
            return {}
        starting = STARTING[game.state.mode]
        if game.version == 0 or any(e.kind in starting for e in events):
            return {"round": now + timedelta(hours=float(hours))}
        return {}

    async def on_timer(self, client, name: str, game: Game, now: datetime):
        """``round``: time is up for the seats that have not acted."""
        if name != "round" or game.state is None or game.state.is_over:
            return None
        state = game.state
        mode, round_ = state.mode, state.round
        after, events, idle = game, [], []
        for seat in state.active_seats:
            if seat not in after.state.active_seats or after.state.round != round_:
                continue
            try:
                done = await client.store.apply_actions(
                    game.id, seat, list(timeout_actions(after.state, seat)),
                    expected_version=after.version, rebase=mode == "simultaneous")
            except (GameMovedOn, IllegalAction):  # they acted at this very moment
                continue
            after, events = done.game, events + done.events
            idle.append(state.players[seat].name)
        if not idle:
            return None
        # said in the table's language when it is posted (bot.tables.play.publish)
        headline = said("rollwrite-time-up", names=", ".join(idle))
        if any(e.kind in CLOSING[mode] for e in events):
            await after_commit(client, self, game, after, events, seat=None,
                               headline=headline)
        return None
