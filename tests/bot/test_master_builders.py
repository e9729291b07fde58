"""Expansion 4's master builders through the real bot on SimCord: the builder is used from
the private panel after placing (one button per currency, then the rebuild as Ammar's), the
thread tells it, a bad typed choice is refused privately and changes nothing, and a whole
game with the module runs from ``/alhambra new`` to the final scores. Also the pictures: a
builder is drawn unlike a plain 3."""

from __future__ import annotations

from engine.alhambra import problems
from engine.alhambra.modules.master_builders import held
from rendering.cards import card_image
from tests.engine.expansion1_helpers import own

from .driver import (
    buttons,
    making_games,
    number_buttons,
    open_panel,
    open_table,
    play_to_the_end,
    private_text,
    rules_page,
    take_buttons,
    tap,
    turn_done,
)
from .test_expansions_2_3 import all_posts, first, labels


def with_a_reserve(real_new_game):
    """``new_game`` as the engine makes it, then the starting seat has a pavilion east of
    the fountain and an arcades on its reserve (something to rebuild at once). Every path
    that makes the state uses it, so the game stays one game."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "master_builders" not in state.options.modules:
            return state
        state = own(state, state.active_seat, alhambra=((1, 0, "pavilion-6-N"),),
                    reserve=("arcades-8-N",))
        assert problems(state) == []
        return state
    return made


async def _table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    made = with_a_reserve(engine_module.new_game)
    making_games(monkeypatch, made)
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 17)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="master_builders")


async def test_a_master_builder_is_used_from_the_panel_for_an_extra_rebuild(simcord_env,
                                                                          monkeypatch):
    table = await _table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    mine = held(game.state, seat)
    assert len(mine) == 2
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    assert first(panel, lambda t: "🔨" in t) is None  # not before the turn's action
    panel = await tap(member, panel, next(iter(take_buttons(panel))))
    assert not turn_done(panel)  # MB7: a rebuild could follow, so the turn waits
    use = first(panel, lambda t: t.startswith("Use ") and "🔨3" in t)
    assert use is not None, labels(panel)
    panel = await tap(member, panel, use)
    after = await table.game()
    assert len(held(after.state, seat)) == 1 and after.state.discard[-1] in mine
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Rebuild")))
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Build in")))
    panel = await tap(member, panel, next(iter(number_buttons(panel))))
    after = await table.game()
    assert after.state.players[seat].reserve == () and after.state.active_seat == seat
    for _ in range(3):
        if turn_done(panel):
            break
        panel = await tap(member, panel, first(panel, lambda t: t == "End turn"))
    assert turn_done(panel)
    posts = " ".join(all_posts(table))
    assert "discarded a master builder" in posts and "for one more rebuild" in posts
    # the builders dealt face down are no starting money (MB2): the thread names a builder
    # only when it is used
    assert posts.count("master builder") == 1 and "🔨" in posts
    # told at once (MB5), in the middle of the turn: the player is named, not pinged again
    told = next(p for p in all_posts(table) if "discarded a master builder" in p)
    assert "<@" not in told and "goes on with the turn" in told, told


async def test_a_bad_typed_builder_choice_is_refused_privately(simcord_env, monkeypatch):
    table = await _table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, next(iter(take_buttons(panel))))
    before = await table.game()
    typed = await member.autocomplete(table.thread, "alhambra rebuild", "choice", "")
    offered = [c["name"] for c in typed]
    assert any("master builder" in name for name in offered), offered
    for bad in (f"{before.version}:999", "master builder builder-ducat-4", "🔨"):
        result = await member.slash(table.thread, "alhambra rebuild", choice=bad)
        words = private_text(result)  # (private: asserted there)
        assert "Pick one of the suggested choices" in words or \
            "That choice is not available to you now" in words, words
        assert (await table.game()).version == before.version
    builder = next(c for c in typed if "master builder" in c["name"])
    result = await member.slash(table.thread, "alhambra rebuild", choice=builder["value"])
    assert result.ephemeral
    assert len(held((await table.game()).state, seat)) == 1


async def test_a_whole_game_with_master_builders(simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 5)
    table = await open_table(simcord_env, ["ana", "ben"], modules="master_builders")
    await play_to_the_end(table)
    game = await table.game()
    assert game.status == "finished" and game.state.scorings
    assert buttons is not None


def test_a_builder_is_drawn_unlike_a_plain_three():
    builder = card_image("builder-denar-1", 60, 84, (240, 230, 210))
    plain = card_image("denar-3-1", 60, 84, (240, 230, 210))
    assert builder.size == plain.size and builder.tobytes() != plain.tobytes()
    # the foot of the builder is the light band, not the currency's blue
    r, g, b = builder.getpixel((30, 78))
    assert r > 200 and g > 200


def test_the_trader_screen_offers_the_builder_before_the_move_x3():
    """X3: the builders' rebuild (step 2) comes before the trader moves (step 4): the panel
    opens on the trader's screen, and the builder is reachable from it."""
    from engine.alhambra import legal_actions
    from tests.bot.test_panel import as_game, walk
    from tests.engine.test_master_builders import _displaced_trader

    state, seat = _displaced_trader()
    actions = list(legal_actions(state, seat))
    uses = {i for i, a in enumerate(actions) if a.kind == "use_master_builder"}
    assert uses
    offered, _ = walk(as_game(state), seat)
    assert uses <= set(offered)
    assert all("🔨3" in offered[i] for i in uses)


async def test_the_player_aid_has_the_master_builders_with_every_default(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], modules="master_builders")
    member = table.member((await table.game()).user_of(0))
    rules = await rules_page(member, table.thread, "Master builders")
    assert "Master builders" in rules and "Ammar" in rules
    for default in ("MB1", "MB2", "MB3", "MB4", "MB5", "MB6", "MB7"):
        assert default in rules, default
