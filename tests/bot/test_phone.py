"""Issue 24, a phone player's rough edges, through the real bot on SimCord: the extra action
of an exact payment (the panel says what placing costs, the log says what happened),
currencies told apart by shape as well as colour, and the player aid as one message with
a section picker."""

from __future__ import annotations

import sqlite3

import discord
import pytest
import simcord.interactions

import bot.alhambra  # noqa: F401  (the kinds register themselves)
import bot.rollwrite  # noqa: F401
import engine.alhambra as engine_module
from bot.alhambra.kind import AlhambraKind
from bot.tables.registry import kinds
from bot.tables.rules import PAGE_LIMIT, page_label, pages, rules_message
from engine.alhambra import problems
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from tests.engine.helpers import with_hand

from .driver import (
    SHAPES,
    button_of,
    buttons,
    components,
    last_turn_message,
    making_games,
    number_buttons,
    open_panel,
    open_table,
    play_turn,
    take_buttons,
    tap,
    turn_done,
)
from .driver import private_text as text_of

COLOURS = {"🟦": "●", "🟩": "◆", "🟧": "■", "🟨": "▲"}


@pytest.fixture
def locales(monkeypatch):
    """``locales[user_id] = "de"``: a user's Discord language (else ``en-US``), as in
    tests/bot/test_languages.py."""
    chosen: dict[int, str] = {}
    build = simcord.interactions.base_payload

    def with_locales(backend, *, user_id, guild_id, **rest):
        record, payload = build(backend, user_id=user_id, guild_id=guild_id, **rest)
        payload["locale"] = chosen.get(user_id, "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locales)
    return chosen


def embed_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


def paying_exactly(real_new_game):
    """``new_game`` as the engine makes it, then the start player holds Denar cards worth
    exactly the Denar tile's price (one way to pay it: bought with one tap)."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        seat = state.active_seat
        price = TILES[state.market[0]].price
        values = [price] if price <= 9 else [9, price - 9]
        cards, taken = [], set()
        for value in values:
            card = next(c for c in CARDS if CARDS[c].currency == "denar"
                        and CARDS[c].kind == "money" and CARDS[c].value == value
                        and c not in taken and (c in state.deck or any(
                            c in p.hand for p in state.players) or c in state.display))
            taken.add(card)
            cards.append(card)
        state = with_hand(state, seat, tuple(cards))
        assert problems(state) == []
        return state
    return made


@pytest.fixture
def exact_start(monkeypatch):
    made = paying_exactly(engine_module.new_game)
    making_games(monkeypatch, made)


async def buy_exactly(table):
    """The start player buys the Denar tile, paid exactly: (member, panel after the buy)."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    buy = next(b for b in buttons(panel) if "Buy " in b.get("label", "")
               and b.get("label", "").startswith("●"))
    assert buy["label"].endswith("· exact")
    panel = await tap(member, panel, buy)
    after = await table.game()
    assert after.state.flow.extra_action and after.state.players[game.state.active_seat].bought
    return member, panel


# -- item 1: paying exactly, then tapping a place -----------------------------------------

async def test_placing_after_an_exact_payment_says_the_extra_action_is_lost(simcord_env,
                                                                             exact_start):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel = await buy_exactly(table)
    words = embed_text(panel)
    # the line above the numbers says what a number (or Reserve it) costs
    assert "gives that action up and ends your turn" in words
    assert button_of(panel, "Another action ›") is not None
    panel = await tap(member, panel, number_buttons(panel)[0])
    assert turn_done(panel)
    post = last_turn_message(table).content
    assert "(exact: another action)" not in post
    assert "(exact)." in post
    assert "(The extra action for paying exactly went unused.)" in post


async def test_an_extra_action_taken_is_logged_as_another_action(simcord_env, exact_start):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel = await buy_exactly(table)
    panel = await tap(member, panel, button_of(panel, "Another action ›"))
    panel = await tap(member, panel, take_buttons(panel)[0])
    assert "ends your turn" not in embed_text(panel)  # the extra action is taken
    panel = await tap(member, panel, number_buttons(panel)[0])
    assert turn_done(panel)
    post = last_turn_message(table).content
    assert "(exact: another action)" in post and "went unused" not in post


async def test_a_typed_exact_purchase_says_that_placing_first_gives_the_action_up(
        simcord_env, exact_start):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    buys = await member.autocomplete(table.thread, "alhambra buy", "choice", "")
    choice = next(b for b in buys if "Denar" in b["name"])
    words = text_of(await member.slash(table.thread, "alhambra buy", choice=choice["value"]))
    assert "You paid exactly" in words
    assert "Placing a tile first gives the extra action up." in words


# -- item 2: currencies by shape as well as colour ------------------------------------------

def currency_problems(panel) -> list[str]:
    """Buttons that tell a currency by its colour alone."""
    wrong = []
    for button in buttons(panel):
        label = button.get("label", "")
        emoji = (button.get("emoji") or {}).get("name")
        if emoji in COLOURS and not label.startswith(COLOURS[emoji]):
            wrong.append(f"{emoji} {label}")
        for n, char in enumerate(label):
            if char in COLOURS and label[n + 1:n + 2] != COLOURS[char]:
                wrong.append(f"{emoji or ''} {label}")
    return wrong


async def test_buttons_name_a_currency_by_its_shape_too(simcord_env, exact_start):
    """The pictures draw denar ●, dirham ◆, ducat ■, guilder ▲: every button that shows a
    currency's colour shows its shape beside it (the buys, the takes, the payments)."""
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    takes = take_buttons(panel)
    buys = [b for b in buttons(panel) if "Buy " in b.get("label", "")]
    assert takes and buys
    assert currency_problems(panel) == []
    for buy in buys:
        currency = CURRENCIES[list(COLOURS).index(buy["emoji"]["name"])]
        assert buy["label"].startswith(SHAPES[CURRENCIES.index(currency)] + " Buy ")
    assert all(any(f"{colour}{shape} " in b["label"] for colour, shape in COLOURS.items())
               for b in takes)
    # the hand above the buttons too: "🟦● Denar 7 (…)"
    assert any(f"{colour}{shape} " in embed_text(panel) for colour, shape in COLOURS.items())
    # a turn played on: every panel on the way
    for _ in range(3):
        if turn_done(panel) or not buttons(panel):
            break
        assert currency_problems(panel) == []
        panel = await tap(member, panel, number_buttons(panel)[0] if number_buttons(panel)
                          else takes[0])


# -- item 4: faults that answered "Sorry" -------------------------------------------------------

def make_kind_unknown(path, game_id):
    """The game's stored kind is one this bot does not know (a newer release wrote it, or
    the row is damaged)."""
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET kind = 'chess960' WHERE id = ?", (game_id,))


async def test_a_game_of_an_unknown_kind_tells_its_players_and_the_host_can_end_it(
        simcord_env, bot_settings):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0)
    await play_turn(table)
    game = await table.game()
    host, other = table.players
    turn_message = last_turn_message(table)
    make_kind_unknown(bot_settings.database_path, game.id)
    for answer in (await other.click(turn_message, label="My panel"),
                   await other.slash(table.thread, "alhambra status"),
                   await other.slash(table.thread, "alhambra panel"),
                   await other.slash(table.thread, "alhambra table repair")):
        words = text_of(answer)
        assert "newer version of this bot" in words and "/alhambra table cancel" in words, words
        assert "went wrong" not in words
    notes = [m for m in table.thread.history() if "newer version of this bot" in m.content]
    assert len(notes) == 1 and f"<@{host.id}>" in notes[0].content  # told once, to the host
    result = await host.slash(table.thread, "alhambra table cancel")
    assert "You cancelled this game" in text_of(result)
    assert (await table.store.load_summary(game.id)).status == "abandoned"


async def test_every_refusal_on_a_cancelled_game_says_it_was_cancelled(simcord_env):
    """After ``/alhambra table cancel`` a player's every command (and a vote) is told that the
    game was cancelled, whether or not they are the host, never "only the players of a
    running game" or "only the host"."""
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    host = table.players[0]
    await host.slash(table.thread, "alhambra table cancel")
    commands = [("alhambra join", {}), ("alhambra leave", {}), ("alhambra start", {}),
                ("alhambra table repair", {}),
                ("alhambra table remove", {"player": table.players[2]}),
                ("alhambra table language", {"language": "de"}), ("alhambra end", {}),
                ("alhambra undo", {}), ("alhambra take", {"choice": "0:0"}),
                ("alhambra take", {"choice": "something typed"}),
                ("alhambra place", {"choice": "1"}), ("alhambra thief", {"choice": "x"})]
    for member in table.players[:2]:  # the host, and a player
        for command, options in commands:
            words = text_of(await member.slash(table.thread, command, **options))
            assert "cancelled" in words, (member.name, command, words)
        words = text_of(await member.slash(table.thread, "alhambra table cancel"))
        assert "already cancelled" in words, (member.name, words)
    stranger = table.guild.add_member(simcord_env.create_user("dan"))
    for command in ("alhambra panel", "alhambra join", "alhambra end"):
        words = text_of(await stranger.slash(table.thread, command))
        assert "cancelled" in words, (command, words)


async def test_a_vote_on_a_cancelled_game_says_it_was_cancelled(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0,
                             deadline_hours=1)
    await simcord_env.advance_time(2 * 3600)
    vote = next(m for m in table.thread.history() if "You may vote" in m.content)
    game = await table.game()
    voter = next(p for p in table.players if p.id != game.user_of(game.state.active_seat))
    await table.players[0].slash(table.thread, "alhambra table cancel")
    words = text_of(await voter.click(vote, label="Skip their turn"))
    assert "cancelled" in words, words


# -- item 3: the player aid, one message with a section picker -------------------------------

def rules_menu(message) -> dict:
    return next(c for c in components(message) if c["type"] == 3)


async def pick_rules(member, message, title: str):
    """Pick the entry of the rules' menu that begins with ``title``: the message after."""
    menu = rules_menu(message)
    option = next(o for o in menu["options"] if o["label"].startswith(title))
    result = await member.select(message, [option["value"]], custom_id=menu["custom_id"])
    assert result.response is not None and not result.followups
    return result.response


async def test_the_rules_are_one_private_message_with_a_section_picker(simcord_env):
    """``/alhambra rules`` answers with ONE private message (it was 8-9, 13-15k
    characters): the first page, a menu of the sections (PH4) and "Next"; picking a section
    edits that message to show its first page, a phone screen (≤ PAGE_LIMIT characters) at
    a time, and "Next" steps through every page."""
    table = await open_table(simcord_env, ["ana", "ben"], modules="alhambra_granada")
    ana = table.players[0]
    result = await ana.slash(table.thread, "alhambra rules")
    assert result.ephemeral and not result.followups
    message = result.response
    assert "Building rules" in message.content and len(message.content) <= PAGE_LIMIT
    menu = rules_menu(message)
    labels = [o["label"] for o in menu["options"]]
    found = pages(AlhambraKind().rules_sections("en"))
    assert len(labels) == sum(1 for p in found if p.part == 1) >= 10 and len(labels) <= 25
    assert len(found) > len(labels)  # a long section has several pages, one entry
    assert labels[:3] == ["Alhambra: the player aid", "Granada", "Alhambra + Granada"]
    assert "Expansion 1: The Vizier's Favour" in labels and "Characters" in labels
    vizier = [p for p in found if p.title == "Expansion 1: The Vizier's Favour"]
    assert len(vizier) >= 2
    shown = await pick_rules(ana, message, "Alhambra + Granada")
    assert shown.content.startswith("**Alhambra + Granada**") and "reconstruction" in shown.content
    assert next(o for o in rules_menu(shown)["options"] if o.get("default"))["label"] == \
        "Alhambra + Granada"
    # every page in turn, by "Next", comes back round to the first
    seen = [shown.content]
    for _ in found:
        nxt = next(c for c in buttons(shown) if c.get("label", "").startswith("Next: "))
        shown = (await ana.click(shown, custom_id=nxt["custom_id"])).response
        assert len(shown.content) <= PAGE_LIMIT
        seen.append(shown.content)
    assert seen[-1] == seen[0] and len(set(seen)) == len(found)
    assert f"**Expansion 1: The Vizier's Favour** (2/{len(vizier)})" in " ".join(seen)


async def test_roll_and_write_rules_fit_one_screen_and_speak_the_users_language(simcord_env,
                                                                                 locales):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    locales[ana.id] = "de"
    result = await ana.slash(channel, "rollwrite rules")
    assert result.ephemeral and not result.followups
    message = result.response
    assert "Spielhilfe" in message.content and len(message.content) <= PAGE_LIMIT
    assert not [c for c in components(message) if c["type"] == 3]  # one section: no menu
    nxt = next(c for c in buttons(message) if c.get("label", "").startswith("Weiter"))
    shown = (await ana.click(message, custom_id=nxt["custom_id"])).response
    assert shown.content.startswith("**Alhambra Roll & Write: die Spielhilfe** (2/2)")


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
def test_every_page_of_every_aid_fits_one_phone_screen_and_nothing_is_lost(lang):
    """Every section of every game kind (Alhambra: the base game, Granada, the combination,
    expansion 1, expansions 2 and 3, the characters; Roll & Write) in every language: each
    page at most PAGE_LIMIT characters, at most 25 entries, every line of the aid on a page."""
    for kind in kinds():
        sections = kind.rules_sections(lang)
        found = pages(sections)
        assert 1 <= sum(1 for p in found if p.part == 1) <= 25, (kind.name, len(found))
        for page in found:
            assert len(page.words) <= PAGE_LIMIT, (kind.name, page.title, len(page.words))
            assert len(page_label(page, lang)) <= 100
        for n in range(len(found)):  # the message of each page: Discord's limits
            words, view = rules_message(kind, lang, n)
            assert words == found[n].words
            for item in view.children:
                item = getattr(item, "item", item)
                if isinstance(item, discord.ui.Button):
                    assert len(item.label) <= 80, item.label
                else:
                    assert len(item.options) == sum(1 for p in found if p.part == 1) <= 25
        shown = "\n".join(page.words for page in found)
        for section in sections:
            for line in section.split("\n"):
                assert all(word in shown for word in line.split()), line


async def test_after_a_restart_the_thread_of_an_unknown_kind_of_game_is_told_once(
        simcord_env, make_bot, bot_settings):
    """The startup check of every stored game finds it too: its thread is told what is
    wrong and how to end it (not "repair", which cannot rebuild an unknown game)."""
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    make_kind_unknown(bot_settings.database_path, game.id)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(11 * 60)
    notes = [m.content for m in table.thread.history() if "newer version" in m.content]
    assert len(notes) == 1 and "/alhambra table cancel" in notes[0] and "repair" not in notes[0]
