"""Words for the characters of expansion 2: what each choice does (bids, the payment, the
characters' powers), what each event did, the auction's ping, status and panel texts. The
words are in the catalogues (``i18n/<lang>/characters.ftl``); a character's name is printed
as on its card and its power said in one line, both from the pictures' catalogue
(``img-character-name-<id>``, ``img-character-<id>``)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.tables.seats import call_of
from engine.alhambra.modules import characters
from i18n import DEFAULT, text

from ...money_words import cards_text
from ...positions import Tile, building_name, say

#: The action kinds of the characters: the auction's, and the powers used in a turn.
AUCTION_KINDS = ("bid_for_character", "pass_bid", "pay_for_character")
POWER_KINDS = ("use_laila", "use_machma", "use_yammerad", "buy_with_karim",
               "take_with_knihstig")


def character_name(card: str, *, lang: str = DEFAULT) -> str:
    return text(lang, f"img-character-name-{card}")


def character_power(card: str, *, lang: str = DEFAULT) -> str:
    return text(lang, f"img-character-{card}")


def auction(state) -> dict | None:
    """The running auction (None: none, or the characters are not played)."""
    return characters.auction(state) if "characters" in state.options.modules else None


def action_label(action, *, market: dict | None = None, lang: str = DEFAULT) -> str | None:
    """A character's choice in words (None: not one of theirs)."""
    kind = action.kind
    if kind == "bid_for_character":
        return text(lang, "alhambra-act-bid", amount=action.amount)
    if kind == "pass_bid":
        return text(lang, "alhambra-act-pass-bid")
    if kind == "pay_for_character":
        return text(lang, "alhambra-act-pay-character", cards=cards_text(action.cards, lang=lang))
    if kind in ("use_laila", "buy_with_karim"):
        tile = (market or {}).get(action.slot)
        key = "alhambra-act-laila" if kind == "use_laila" else "alhambra-act-karim"
        return say(lang, key, tile=Tile(tile) if tile else action.slot)
    if kind == "use_machma":
        return text(lang, "alhambra-act-machma", give=cards_text([action.give], lang=lang),
                    take=cards_text([action.take], lang=lang))
    if kind == "use_yammerad":
        return text(lang, "alhambra-act-yammerad")
    if kind == "take_with_knihstig":
        return text(lang, "alhambra-act-knihstig", cards=cards_text([action.card], lang=lang))
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A character's event in words (None: not one of theirs)."""
    kind = event.kind
    if not kind.startswith("character_"):
        return None
    card = getattr(event, "card", None) or getattr(event, "character", "")
    name = character_name(card, lang=lang)
    if kind == "character_revealed":
        return text(lang, "alhambra-log-character-revealed", character=name)
    if kind == "character_auction_opened":
        return text(lang, "alhambra-log-character-auction", character=name,
                    first=names[event.order[0]] if event.order else "")
    if kind == "character_bid":
        return text(lang, "alhambra-log-character-bid", who=who, amount=event.amount,
                    character=name)
    if kind == "character_bid_passed":
        return text(lang, "alhambra-log-character-passed", who=who, character=name)
    if kind == "character_won":
        return text(lang, "alhambra-log-character-won", who=who, amount=event.amount,
                    character=name)
    if kind == "character_paid":
        return text(lang, "alhambra-log-character-paid", who=who, character=name,
                    cards=cards_text(event.cards, lang=lang))
    if kind == "character_unsold":
        return text(lang, "alhambra-log-character-unsold", character=name)
    if kind == "character_used":
        return _used_line(event, who, lang)
    return None


def _used_line(event, who: str, lang: str) -> str | None:
    card = event.character
    if card == "laila_wundabah" and len(event.tiles) == 2:
        return say(lang, "alhambra-log-laila", who=who, old=Tile(event.tiles[0]),
                   new=Tile(event.tiles[1]))
    if card == "machma_klain" and len(event.cards) == 2:
        return text(lang, "alhambra-log-machma", who=who,
                    give=cards_text([event.cards[0]], lang=lang),
                    take=cards_text([event.cards[1]], lang=lang))
    if card == "yammerad":  # drawn in secret: how many, never which (a stored log named
        # them in ``cards``: still only counted)
        return text(lang, "alhambra-log-yammerad", who=who,
                    count=getattr(event, "drawn", 0) or len(event.cards))
    if card == "abdul_karim" and event.tiles:
        return say(lang, "alhambra-log-karim", who=who, tile=Tile(event.tiles[0]))
    if card == "abdul_knihstig":
        return text(lang, "alhambra-log-knihstig", who=who,
                    cards=cards_text(event.cards, lang=lang))
    if card == "ammar_el_schauf":
        return text(lang, "alhambra-log-ammar", who=who)
    return None


def hakim_lines(record, names: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    """Whom Hakim Wahid counted for at a scoring, and as which kind (the engine chose the
    kind that helped most)."""
    halves = (record.halves or {}).get("characters") or {}
    return [text(lang, "alhambra-log-hakim", name=names[seat],
                 building=building_name(building, lang=lang))
            for building, marks in halves.items()
            for seat, half in enumerate(marks) if half and seat < len(names)]


def call(game, state, lang: str, until: str) -> str | None:
    """The ping of the seat asked in an auction (None: no auction runs)."""
    running = auction(state)
    if running is None:
        return None
    user = call_of(game, running["asked"], lang)
    name = character_name(running["card"], lang=lang)
    if running.get("paying"):
        return text(lang, "alhambra-call-auction-pay", user=user, character=name,
                    amount=running.get("high") or 0, until=until)
    return text(lang, "alhambra-call-auction", user=user, character=name,
                high=running.get("high") or 0, until=until)


def status(state, lang: str) -> str | None:
    running = auction(state)
    if running is None:
        return None
    return text(lang, "alhambra-status-auction", turn=state.flow.turn,
                character=character_name(running["card"], lang=lang),
                name=state.players[running["asked"]].name)


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-characters")] if "characters" in modules else []
