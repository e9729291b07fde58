"""Money in words: currencies, money cards, exchange offices (expansion 1), diamonds
(expansion 2) and the coins of the change (expansion 3), for sentences ("8 + 2 Dirham",
"Diamonds 6 + 5", "1 Denar coin", "master builder 3 Denar"), for buttons ("🟩◆ 8+2", "💎 6",
"🟦● 1 coin", "🟦● 🔨3") and for a hand on the panel.

A currency is never told by its colour alone (colour-blind players): beside its colour it
carries the shape the pictures draw for it (:func:`rendering.icons.draw_currency_mark`:
denar disc ●, dirham diamond ◆, ducat square ■, guilder triangle ▲)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.components import CARDS
from i18n import DEFAULT, text

from .brevity import SHORT_MONEY, brevity

#: The currencies in the game's order (the words are ``alhambra-currency``'s).
CURRENCY_ORDER = ("denar", "dirham", "ducat", "guilder")
CURRENCY_EMOJI = {"denar": "🟦", "dirham": "🟩", "ducat": "🟧", "guilder": "🟨"}
#: Each currency's shape, as the pictures draw it (:func:`rendering.icons.draw_currency_mark`).
CURRENCY_SHAPE = {"denar": "●", "dirham": "◆", "ducat": "■", "guilder": "▲"}
#: A currency in text: its colour and its shape ("🟩◆").
CURRENCY_MARK = {c: CURRENCY_EMOJI[c] + CURRENCY_SHAPE[c] for c in CURRENCY_EMOJI}
#: A diamond (expansion 2): it pays any currency, with diamonds only.
DIAMOND = "💎"
#: A master builder (expansion 4): money worth 3 that may be discarded for a rebuild.
BUILDER = "🔨"
#: A caravanserai's value (expansion 5): one money item, spent whole.
CARAVANSERAI = "🐪"
#: An exchange certificate (expansion 6): a currency stone, one money item, spent whole.
CERTIFICATE = "🎫"


def shaped(currency: str, label: str) -> str:
    """A button's label beside the currency's colour (the button's emoji): its shape
    first, "◆ Buy Pavilion 8"."""
    return f"{CURRENCY_SHAPE[currency]} {label}"


def currency_name(currency: str, *, lang: str = DEFAULT) -> str:
    """"Denar", "Guilder" (German and Hungarian: "Gulden")."""
    return text(lang, "alhambra-currency", currency=currency)


def _is_coin(card: str) -> bool:
    """A coin of the change (expansion 3): a money card worth 1 that never was in the
    deck."""
    return card.startswith("coin-")


def _is_diamond(card: str) -> bool:
    return CARDS[card].kind == "diamond"


def _is_builder(card: str) -> bool:
    """A master builder (expansion 4): money with the builder's role."""
    return CARDS[card].role == "builder"


def _is_caravanserai(card: str) -> bool:
    """A caravanserai's value (expansion 5): money with the caravanserai's role."""
    return CARDS[card].role == "caravanserai"


def _caravanserais(cards: Sequence[str]) -> dict[str, list[int]]:
    """The caravanserais' values among ``cards``: currency -> values, in currency order."""
    found: dict[str, list[int]] = {}
    for card in cards:
        if _is_caravanserai(card):
            found.setdefault(CARDS[card].currency, []).append(CARDS[card].value)
    return {c: found[c] for c in CURRENCY_ORDER if c in found}


def _is_certificate(card: str) -> bool:
    """An exchange certificate (expansion 6): money with the certificate's role."""
    return CARDS[card].role == "certificate"


def _certificates(cards: Sequence[str]) -> dict[str, int]:
    """The certificates among ``cards``: currency -> value (one per currency), in order."""
    found = {CARDS[c].currency: CARDS[c].value for c in cards if _is_certificate(c)}
    return {c: found[c] for c in CURRENCY_ORDER if c in found}


def certificate_short(value: int) -> str:
    """A certificate on a button or in a hand: '🎫3'."""
    return f"{CERTIFICATE}{value}"


def caravanserai_short(value: int) -> str:
    """A caravanserai's value on a button or in a hand: '🐪3'."""
    return f"{CARAVANSERAI}{value}"


def _builders(cards: Sequence[str]) -> dict[str, list[int]]:
    """The master builders among ``cards``: currency -> their values, in currency order."""
    found: dict[str, list[int]] = {}
    for card in cards:
        if _is_builder(card):
            found.setdefault(CARDS[card].currency, []).append(CARDS[card].value)
    return {c: found[c] for c in CURRENCY_ORDER if c in found}


def builder_short(value: int) -> str:
    """A master builder's value on a button or in a hand: '🔨3'."""
    return f"{BUILDER}{value}"


def _by_currency(cards: Sequence[str]) -> dict[str, list[int]]:
    """Money cards by currency, largest first (exchange offices, diamonds and coins left
    out: see :func:`_offices`, :func:`_diamonds`, :func:`_coins`)."""
    values: dict[str, list[int]] = {}
    for card in cards:
        if CARDS[card].currency is not None and not _is_coin(card) and not _is_diamond(card) \
                and not _is_builder(card) and not _is_caravanserai(card) \
                and not _is_certificate(card):
            values.setdefault(CARDS[card].currency, []).append(CARDS[card].value)
    return {c: sorted(v, reverse=True) for c, v in values.items()}


def _diamonds(cards: Sequence[str]) -> list[int]:
    """The values of the diamonds (expansion 2) among ``cards``, largest first."""
    return sorted((CARDS[c].value for c in cards if _is_diamond(c)), reverse=True)


def _coins(cards: Sequence[str]) -> dict[str, int]:
    """How many coins of change (expansion 3) of each currency ``cards`` hold."""
    found: dict[str, int] = {}
    for card in cards:
        if _is_coin(card):
            found[CARDS[card].currency] = found.get(CARDS[card].currency, 0) + 1
    return {c: found[c] for c in CURRENCY_ORDER if c in found}


def _offices(cards: Sequence[str]) -> list[str]:
    """The exchange offices (expansion 1) among ``cards``, in their order."""
    return [card for card in cards if CARDS[card].pays]


def office_name(card: str, *, lang: str = DEFAULT) -> str:
    """An exchange office: "Exchange office Denar/Guilder"."""
    first, second = CARDS[card].pays
    return text(lang, "alhambra-office", first=currency_name(first, lang=lang),
                second=currency_name(second, lang=lang))


def _office_short(card: str) -> str:
    """'⇄🟦●🟨▲' (no words)."""
    return "⇄" + "".join(CURRENCY_MARK[currency] for currency in CARDS[card].pays)


def cards_text(cards: Sequence[str], *, lang: str = DEFAULT) -> str:
    """'8 + 2 Dirham', '2 Denar + 3 Dirham', '5 Denar + 4 Guilder + Exchange office
    Denar/Guilder', 'Diamonds 6 + 5', '1 Denar coin' (said briefly: as on the buttons,
    :func:`cards_short`)."""
    if brevity() >= SHORT_MONEY:
        return cards_short(cards, lang=lang)
    groups = _by_currency(cards)
    parts = [text(lang, "alhambra-amount", values=" + ".join(map(str, values)),
                  currency=currency)
             for currency, values in groups.items()]
    parts += [text(lang, "alhambra-coins", count=count, currency=currency)
              for currency, count in _coins(cards).items()]
    parts += [text(lang, "alhambra-builders", count=len(values), value=values[0],
                   currency=currency) for currency, values in _builders(cards).items()]
    parts += [text(lang, "alhambra-caravanserai-amount", value=value, currency=currency)
              for currency, values in _caravanserais(cards).items() for value in values]
    parts += [text(lang, "alhambra-certificate-amount", value=value, currency=currency)
              for currency, value in _certificates(cards).items()]
    diamonds = _diamonds(cards)
    if diamonds:
        parts.append(text(lang, "alhambra-diamonds", count=len(diamonds),
                          values=" + ".join(map(str, diamonds))))
    parts += [office_name(card, lang=lang) for card in _offices(cards)]
    return " + ".join(parts)


def cards_short(cards: Sequence[str], *, lang: str = DEFAULT) -> str:
    """For a button: '🟩◆ 8+2', '🟦● 2 · 🟩◆ 3', '🟦● 5 · 🟨▲ 4 · ⇄🟦●🟨▲', '💎 6+5',
    '🟦● 1 coin'."""
    groups = _by_currency(cards)
    parts = [f"{CURRENCY_MARK[currency]} {'+'.join(map(str, values))}"
             for currency, values in groups.items()]
    parts += [f"{CURRENCY_MARK[currency]} " + text(lang, "alhambra-coins-short", count=count)
              for currency, count in _coins(cards).items()]
    parts += [f"{CURRENCY_MARK[currency]} " + "+".join(map(builder_short, values))
              for currency, values in _builders(cards).items()]
    parts += [f"{CURRENCY_MARK[currency]} " + "+".join(map(caravanserai_short, values))
              for currency, values in _caravanserais(cards).items()]
    parts += [f"{CURRENCY_MARK[currency]} {certificate_short(value)}"
              for currency, value in _certificates(cards).items()]
    diamonds = _diamonds(cards)
    if diamonds:
        parts.append(f"{DIAMOND} {'+'.join(map(str, diamonds))}")
    parts += [_office_short(card) for card in _offices(cards)]
    return " · ".join(parts)


def money_text(hand: Sequence[str], *, lang: str = DEFAULT) -> str:
    """A hand by currency: '🟦● Denar 7 (5+2) · 🟩◆ Dirham 3 (3)' (coins of the change
    counted in, and said: 'Denar 8 (5+2, 1 coin)'), the diamonds ('💎 Diamonds 11 (6+5)'),
    then the exchange offices it holds: '⇄🟦●🟨▲ Exchange office Denar/Guilder'."""
    parts = []
    coins = _coins(hand)
    groups = _by_currency(hand)
    builders = _builders(hand)  # (expansion 4: '🔨3' among the values, counted in)
    camels = _caravanserais(hand)  # (expansion 5: '🐪3' among the values, counted in)
    stones = {c: [v] for c, v in _certificates(hand).items()}  # (expansion 6: '🎫3')
    for currency in [c for c in CURRENCY_ORDER if c in groups or c in coins or c in builders
                     or c in camels or c in stones]:
        values = groups.get(currency, [])
        marked = builders.get(currency, [])
        carried = camels.get(currency, []) + stones.get(currency, [])
        listed = "+".join([*map(str, values), *map(builder_short, marked),
                           *map(caravanserai_short, camels.get(currency, [])),
                           *map(certificate_short, stones.get(currency, []))])
        if coins.get(currency):
            listed = text(lang, "alhambra-hand-with-coins", values=listed or "0",
                          count=coins[currency])
        parts.append(CURRENCY_MARK[currency] + " " + text(
            lang, "alhambra-hand-currency", currency=currency,
            total=str(sum(values) + sum(marked) + sum(carried) + coins.get(currency, 0)),
            values=listed))
    diamonds = _diamonds(hand)
    if diamonds:
        parts.append(DIAMOND + " " + text(lang, "alhambra-hand-diamonds", count=len(diamonds),
                                          total=sum(diamonds),
                                          values="+".join(map(str, diamonds))))
    parts += [_office_short(card) + " " + office_name(card, lang=lang)
              for card in sorted(_offices(hand), key=_office_order)]
    return " · ".join(parts) if parts else text(lang, "alhambra-no-money")


def _office_order(card: str) -> tuple[int, ...]:
    return tuple(CURRENCY_ORDER.index(c) for c in CARDS[card].pays)
