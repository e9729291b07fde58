"""The falcons (expansion 6) through the real bot on SimCord: falcons are bought from the
panel ("Falcons" on the main screen, the falcon, its point numbered on the picture, the
payment: four taps) and the thread tells what happened; typed, buying falcons is one more
choice of ``/alhambra buy`` naming the point by its number, and a bad choice is refused in
private and changes nothing; ``/alhambra rules`` has the section with every default. The
panel's screens offer every purchase the engine lists."""

from __future__ import annotations

from engine.alhambra import legal_actions, new_game, problems
from engine.alhambra.modules import falcons as fa
from tests.bot.test_panel import as_game, walk
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import rebase, with_hand

from .driver import making_games, open_panel, open_table, rules_page, tap
from .test_expansions_2_3 import all_posts, first, labels

#: Fountain (0, 0), Pavilion (1, 0), Seraglio (0, 1), Arcades (1, 1), Chambers (2, 0),
#: Garden (2, 1): points (1, 1) (blue, red, brown) and (2, 1) (blue, white, brown, green).
ALHAMBRA = ((1, 0, "pavilion-8-none"), (0, 1, "seraglio-9-none"), (1, 1, "arcades-9-none"),
            (2, 0, "chambers-10-none"), (2, 1, "garden-10-none"))
BLUE_RED, BLUE_WHITE = "falcon-black-1", "falcon-brown-3"
#: Pavilion + Tower: no tower is built, so this top fits no point.
BLUE_PURPLE = "falcon-white-5"


def falcons_ready(state, seat: int):
    """``seat`` owns :data:`ALHAMBRA`, holds 9 + 3 Denar and 2 Dirham, and the black, brown
    and white stacks show the Pavilion + Seraglio, Pavilion + Chambers and Pavilion + Tower
    falcons (the white top fits nowhere, whatever the game's seed)."""
    state = own(state, seat, alhambra=ALHAMBRA)
    stacks = fa.stacks(state)
    for falcon in (BLUE_RED, BLUE_WHITE, BLUE_PURPLE):
        stack = stacks[fa.KIND[falcon]]
        stack.remove(falcon)
        stack.insert(0, falcon)
    state = rebase(state, modules_state={**state.modules_state, fa.STACKS: stacks})
    state = with_hand(state, seat, ("denar-9-1", "denar-3-1", "dirham-2-1"))
    assert problems(state) == []
    return state


def ready(real_new_game):
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "falcons" not in state.options.modules:
            return state
        return falcons_ready(state, state.active_seat)
    return made


async def falcon_table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    making_games(monkeypatch, ready(engine_module.new_game))
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="falcons")


async def test_a_falcon_is_bought_from_the_panel_in_four_taps(simcord_env, monkeypatch):
    table = await falcon_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Falcons"))  # 1
    shown = labels(panel)
    assert "black falcon (Pavilion + Seraglio)" in shown, shown
    assert "brown falcon (Pavilion + Chambers)" in shown, shown
    assert not any("white falcon" in t for t in shown)  # its top fits nowhere
    panel = await tap(member, panel, first(                                  # 2
        panel, lambda t: t == "brown falcon (Pavilion + Chambers)"))
    points = [t for t in labels(panel) if t.startswith("Point ")]
    assert points == ["Point 2"], labels(panel)  # (1, 1) is point 1, (2, 1) point 2
    panel = await tap(member, panel, first(panel, lambda t: t == "Point 2"))  # 3
    text = str([e.to_dict() for e in panel.embeds])
    assert "Chosen: brown falcon (Pavilion + Chambers) (6)" in text, text
    pays = [t for t in labels(panel) if t.startswith("Pay ")]
    assert pays and pays[0].endswith("pays 9"), labels(panel)  # the least money first
    assert "black falcon (Pavilion + Seraglio)" in labels(panel)  # another may be added
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Pay ")))  # 4
    after = await table.game()
    assert fa.falcons_of(after.state, seat) == [(2, 1, BLUE_WHITE)]
    assert after.state.flow.phase != "action" or after.state.active_seat != seat
    posts = " ".join(all_posts(table))
    assert "bought a falcon for" in posts and "brown falcon (Pavilion + Chambers)" in posts


async def test_two_falcons_at_once_from_the_panel(simcord_env, monkeypatch):
    table = await falcon_table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    panel = await tap(member, panel, first(panel, lambda t: t == "Falcons"))
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("black falcon")))
    panel = await tap(member, panel, first(panel, lambda t: t == "Point 1"))
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("brown falcon")))
    panel = await tap(member, panel, first(panel, lambda t: t == "Point 2"))
    pays = [t for t in labels(panel) if t.startswith("Pay ")]
    assert pays and all("pays 12" in t or "pays 14" in t for t in pays), pays
    panel = await tap(member, panel, first(panel, lambda t: t.startswith("Pay ")))
    after = await table.game()
    assert fa.falcons_of(after.state, seat) == [(1, 1, BLUE_RED), (2, 1, BLUE_WHITE)]


async def test_falcons_are_a_choice_of_the_typed_buy_and_bad_input_changes_nothing(
        simcord_env, monkeypatch):
    table = await falcon_table(simcord_env, monkeypatch)
    before = await table.game()
    member = table.member(before.user_of(before.state.active_seat))
    for typed in ("99", "falcons", "-1"):
        result = await member.slash(table.thread, "alhambra buy", choice=typed)
        assert result.ephemeral
        assert (await table.game()).version == before.version
    choices = await member.autocomplete(table.thread, "alhambra buy", "choice", "falcon")
    names = [c["name"] for c in choices]
    wanted = [c for c in choices if c["name"].startswith("Buy the black falcon on point 1 ")]
    assert wanted, names
    result = await member.slash(table.thread, "alhambra buy", choice=wanted[0]["value"])
    assert result.ephemeral
    after = await table.game()
    assert fa.falcons_of(after.state, before.state.active_seat) == [(1, 1, BLUE_RED)]


async def test_the_rules_aid_has_the_falcons_section(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    words = await rules_page(table.players[0], table.channel, "Falcons")
    assert all(f"FA{n}" in words for n in range(1, 11)), words


def test_the_panel_offers_every_falcon_purchase_the_engine_lists():
    state = new_game(3, seed=2, modules=["falcons"])
    a = state.active_seat
    state = falcons_ready(state, a)
    actions = list(legal_actions(state, a))
    wanted = {i for i, x in enumerate(actions) if x.kind == "buy_falcons"}
    assert len(wanted) == 3  # black on 1, brown on 2, both (9 + 3 Denar)
    offered, _ = walk(as_game(state), a)
    assert wanted <= set(offered)


def test_how_to_play_tells_newcomers_about_the_falcons():
    from bot.alhambra.texts import how_to_play

    assert "**Falcons**" in how_to_play(("falcons",))
    assert "Falcons" not in how_to_play(())
