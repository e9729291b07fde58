"""``/alhambra new`` offers the board game's boxes whole (bot/alhambra/boxes.py): Discord
shows at most 25 suggestions, fewer than the engine's modules, so a box stands for its
modules, the suggestions narrow to what is typed, and only what can still be played with
the modules chosen so far is suggested."""

from bot.alhambra.boxes import BOXES, EVERYTHING, box_modules, boxes
from bot.alhambra.options import _box_label, box_title, module_titles
from engine.alhambra import available_modules
from i18n import LANGUAGES

from .driver import private_text


async def suggestions(member, channel, typed: str) -> list[dict]:
    return await member.autocomplete(channel, "alhambra new", "modules", typed)


async def test_boxes_come_first_and_every_module_can_be_found_by_typing(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    offered = await suggestions(ana, channel, "")
    assert len(offered) <= 25  # Discord's limit
    boxes = [c for c in offered if c["name"].startswith("📦")]
    assert [c["value"] for c in boxes] == [
        *(box for box in BOXES if box_modules(box)), EVERYTHING]
    assert offered[:len(boxes)] == boxes
    assert boxes[3]["name"] == ("📦 Expansion 4 (Treasure chamber, Master builders, Invaders "
                                "and scouts, Bazaars)")  # 101 characters with its subtitle
    assert "Granada" in offered[len(boxes)]["name"]  # a whole game of its own, up front
    for module in available_modules():  # more than 25, each found by a few letters
        first = f"{module.requires[0]}, " if module.requires else ""  # Granada's scoring
        typed = first + module.title[:5].lower()
        found = [c["value"] for c in await suggestions(ana, channel, typed)]
        assert first + module.name in found, (module.name, typed, found)
        assert all(len(v) <= 100 for v in found)


async def test_after_a_choice_only_what_still_combines_is_suggested(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    after_granada = [c["value"] for c in await suggestions(ana, channel, "granada, ")]
    assert "granada, granada_simplified" in after_granada
    assert "granada, vizier" in after_granada
    assert "granada, bazaars" not in after_granada  # X1: Alhambra tiles only
    assert not any(v.startswith("granada, expansion") for v in after_granada)
    after_box = [c["value"] for c in await suggestions(ana, channel, "expansion4, ")]
    assert "expansion4, expansion5" in after_box
    assert "expansion4, bazaars" not in after_box  # chosen already, with its box
    assert "expansion4, granada" not in after_box


async def test_a_box_typed_by_name_in_any_language_opens_a_game_with_its_modules(
        simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    await ana.slash(channel, "alhambra new",
                    modules="4. Erweiterung: Die Schatzkammer des Kalifen, vizier")
    game = await simcord_env.bot.store.game_by_thread(channel.threads[-1].id)
    assert game.options["rules"] == {"modules": [*BOXES["expansion4"], "vizier"]}
    await ana.slash(channel, "alhambra new", modules="everything")
    game = await simcord_env.bot.store.game_by_thread(channel.threads[-1].id)
    assert game.options["rules"] == {"modules": box_modules(EVERYTHING)}
    refused = await ana.slash(channel, "alhambra new", modules="expansion4, granada")
    assert "cannot be played" in private_text(refused)


def test_every_box_is_suggested_whole_within_100_characters_in_every_language():
    """Issue 36: the suggestions of expansions 4 and 5 were 101-110 characters (en, de, hu)
    and Discord's cut took their last module. A box whose title and modules pass 100
    characters is named by its number alone, before every one of its modules."""
    shortened = []
    for lang in LANGUAGES:
        for box in boxes():
            label = _box_label(box, lang)
            assert len(label) <= 100 and not label.endswith("…"), label
            if box != EVERYTHING:
                assert all(title in label for title in module_titles(box_modules(box), lang))
                if box_title(box, lang) not in label:
                    shortened.append((lang, box))
    assert ("en", "expansion4") in shortened and ("de", "expansion5") in shortened
    assert ("en", "expansion1") not in shortened
