"""Real game views to draw: for the example images, the tests and the benchmark.

Random games from the engine give true mid-game and end-of-game views. Random play keeps
Alhambras small, so :func:`grown_alhambra` builds a large one tile by tile at legal
positions (the engine's own placement rules), and :func:`with_alhambras` puts such
Alhambras into a real view. Every game function takes the engine's ``modules`` (e.g.
``("granada",)``); ``grown_alhambra(..., city="granada")`` grows a Granada city from
Granada's start tile with its faces. :func:`combination_examples` draws a real Alhambra +
Granada game (both cities on one plane). :func:`expansion1_examples` draws a real game with
the vizier and the exchange offices, and bonus cards and building yards laid into its views
(:func:`with_expansion1`) until the engine plays them. :func:`expansions23_examples` draws
real games with expansions 2 and 3 (:func:`expansions23_state`: the first state after a
scoring that shows gates and wooden walls, or camps; the overview where a character is
being auctioned); :func:`with_characters` lays characters into views for the tests.
:func:`expansion4_examples` draws a real game with expansion 4's four modules
(:func:`expansion4_state`, :func:`expansion4_hand`). :func:`expansion5_examples` draws a
real game with expansion 5's four modules (:func:`expansion5_state`).
"""

from __future__ import annotations

import random

from engine.alhambra import PublicView, view
from engine.alhambra.components import BASE_TILES, BUILDINGS, OTHER_FACE, TILES
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.building_yards import YARDS
from engine.alhambra.modules.granada import START as GRANADA_START
from engine.alhambra.modules.granada import TILE_IDS as GRANADA_TILE_IDS
from engine.alhambra.placement import legal_positions
from engine.alhambra.random_play import play_random_game
from engine.alhambra.state import Built, GameState, grid_of
from engine.alhambra.view import SeatView

from .sample_games import game_states, named
from .samples_certificates import certificates_examples
from .samples_statistics import statistics_examples


def mid_game(players: int, seed: int, modules: tuple[str, ...] = ()) -> GameState:
    """A state between the first and the second scoring round (or half-way)."""
    states = game_states(players, seed, modules)
    after_first = [s for s in states if len(s.scorings) == 1 and s.flow.phase == "action"]
    return after_first[len(after_first) // 2] if after_first else states[len(states) // 2]


def end_of_game(players: int, seed: int, modules: tuple[str, ...] = ()) -> GameState:
    return game_states(players, seed, modules)[-1]


def _pool(city: str, rng: random.Random) -> list:
    if city == "granada":  # one face of each physical tile, either side up
        return [TILES[t if rng.random() < 0.5 else OTHER_FACE[t]] for t in GRANADA_TILE_IDS]
    return list(BASE_TILES)


def grown_alhambra(tiles: int, seed: int, city: str = "alhambra") -> tuple[Built, ...]:
    """An Alhambra (or, ``city="granada"``, a Granada city) of up to ``tiles`` tiles, each
    built at a legal position.

    Cells near the start tile are preferred, as players tend to build compactly.
    """
    rng = random.Random(seed)
    pool = _pool(city, rng)
    rng.shuffle(pool)
    start = GRANADA_START.id if city == "granada" else "fountain"
    built: list[Built] = [(0, 0, start)]
    grid = grid_of(tuple(built))
    progress = True
    while len(built) - 1 < tiles and progress:
        progress = False
        for tile in list(pool):
            cells = legal_positions(grid, tile)
            if not cells:
                continue
            x, y = min(cells, key=lambda c: (max(abs(c[0]), abs(c[1])), rng.random()))
            built.append((x, y, tile.id))
            grid[(x, y)] = tile
            pool.remove(tile)
            progress = True
            if len(built) - 1 >= tiles:
                break
    return tuple(built)


def with_alhambras(public: PublicView, tiles: int, seed: int) -> PublicView:
    """``public`` with every player's Alhambra replaced by a grown one of ``tiles`` tiles
    (Granada cities in a Granada game)."""
    city = "granada" if public.rule_set == "granada" else "alhambra"
    players = tuple(
        p.model_copy(update={"alhambra": grown_alhambra(tiles, seed * 100 + p.seat, city)})
        for p in public.players
    )
    return public.model_copy(update={"players": players})


def large_overview(players: int = 6, tiles: int = 40, seed: int = 3) -> PublicView:
    """The public view of a real finished game whose Alhambras all hold ``tiles`` tiles."""
    return with_alhambras(view(end_of_game(players, seed), None), tiles, seed)


def write_examples(folder: str) -> list[str]:
    """Write the example pictures shown in the README; returns the file names."""
    from pathlib import Path

    from engine.alhambra import view as seat_view

    from . import (
        render_alhambra,
        render_hand,
        render_overview,
        render_scoring_table,
    )

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    state = mid_game(6, 5)
    public = named(view(state, None))
    grown = tuple(
        p.model_copy(update={"alhambra": grown_alhambra(6 + 3 * p.seat, 20 + p.seat)})
        for p in public.players
    )
    public = public.model_copy(update={"players": grown})
    active = public.players[public.active_seat]
    # the previous seat's newest tile, framed as built during the last turn
    before = public.players[(public.active_seat - 1) % len(public.players)]
    recent = [(before.seat, *before.alhambra[-1][:2])]
    final = named(view(end_of_game(4, 2), None))
    pictures = {
        "overview.png": render_overview(public, recent=recent),
        "alhambra-place.png": render_alhambra(active, tile="garden-8-NE", active=True),
        "scoring.png": render_scoring_table(final, chart=True),
        "hand.png": render_hand(named(seat_view(state, state.active_seat))),
    }
    pictures.update(granada_examples())
    pictures.update(combination_examples())
    pictures.update(expansion1_examples())
    pictures.update(expansions23_examples())
    pictures.update(expansion4_examples())
    pictures.update(expansion5_examples())
    pictures.update(medina_examples())
    pictures.update(certificates_examples())  # expansion 6 (rendering.samples_certificates)
    pictures.update(statistics_examples())  # issue 29 (rendering.samples_statistics)
    pictures["overview-de.png"] = language_example("de")
    pictures["glance.png"] = glance_example()
    for name, png in pictures.items():
        (out / name).write_bytes(png)
    return list(pictures)


def language_example(lang: str = "de", players: int = 3, seed: int = 4) -> bytes:
    """The overview of a real mid-game ``players``-player game with its words in ``lang``
    (the README's German example: ``overview-de.png``)."""
    from . import render_overview

    public = named(view(mid_game(players, seed), None))
    before = public.players[(public.active_seat - 1) % len(public.players)]
    return render_overview(public, recent=[(before.seat, *before.alhambra[-1][:2])], lang=lang)


def after_a_turn(players: int, seed: int, modules: tuple[str, ...] = (),
                 share: float = 0.5) -> tuple[PublicView, list]:
    """The public view right after a turn about ``share`` of the way through a random game,
    and that turn's events (what a turn post reports; :mod:`rendering.glance`)."""
    steps: list[tuple[GameState, list]] = []
    play_random_game(players, seed, random.Random(seed), modules=modules,
                     on_step=lambda _a, _b, new, events: steps.append((new, events)))
    ends = [i for i, (_, events) in enumerate(steps)
            if any(e.kind in ("turn_ended", "game_ended") for e in events)]
    end = ends[min(len(ends) - 1, round(share * (len(ends) - 1)))]
    start = max((i for i in ends if i < end), default=-1) + 1
    events = [e for _, step in steps[start:end + 1] for e in step]
    return named(view(steps[end][0], None)), events


def glance_example() -> bytes:
    """The glance after a busy turn of a real 4-player game (a tile bought and built, a
    rebuild): the README's ``glance.png``."""
    from . import render_glance

    return render_glance(*after_a_turn(4, 7, share=0.6))


def granada_public(tiles: int = 14, seed: int = 2) -> PublicView:
    """A real 4-player Granada game after its first scoring, with grown Granada cities."""
    return named(with_alhambras(view(mid_game(4, 1, ("granada",)), None), tiles, seed))


def granada_examples() -> dict[str, bytes]:
    """The Granada example pictures: overview, placing with the other side, both faces,
    final scoring."""
    from . import render_alhambra, render_faces, render_overview, render_scoring_table

    public = granada_public()
    seat = public.active_seat
    before = public.players[(seat - 1) % len(public.players)]
    recent = [(before.seat, *before.alhambra[-1][:2])]
    offer = next(t for t in public.market.values() if t is not None)
    final = named(view(end_of_game(4, 1, ("granada",)), None))
    return {
        "granada-overview.png": render_overview(public, recent=recent),
        "granada-place.png": render_alhambra(public.players[seat], tile=offer, active=True),
        "granada-faces.png": render_faces(offer),
        "granada-scoring.png": render_scoring_table(final, chart=True),
    }


def combination_public(seed: int = 5) -> PublicView:
    """A real 3-player Alhambra + Granada game after its first scoring: both cities grow on
    each player's plane."""
    return named(view(mid_game(3, seed, ("alhambra_granada",)), None))


def combination_examples() -> dict[str, bytes]:
    """The Alhambra + Granada example pictures: overview (the double market, both cities
    on one plane, wall and moat), placing a Granada tile, final scoring (longest moat, wall
    beside moat)."""
    from . import render_alhambra, render_overview, render_scoring_table

    public = combination_public()
    seat = public.active_seat
    before = public.players[(seat - 1) % len(public.players)]
    recent = [(before.seat, *before.alhambra[-1][:2])]
    offer = next(t for t in public.second_market.values() if t is not None)
    final = named(view(end_of_game(3, 5, ("alhambra_granada",)), None))
    return {
        "combination-overview.png": render_overview(public, recent=recent),
        "combination-place.png": render_alhambra(public.players[seat], tile=offer,
                                                 active=True),
        "combination-scoring.png": render_scoring_table(final, chart=True),
    }


# --- expansion 1: the vizier, exchange offices, bonus cards, building yards ------------------
#: The modules of expansion 1, in the order a game lists them.
EXPANSION1 = ("vizier", "exchange_offices", "bonus_cards", "building_yards")


def yard_tiles() -> tuple[str, ...]:
    """The building yards' ids (``yard-garden-1``), as the engine lays them out."""
    return tuple(tile.id for tile in YARDS)


def bonus_card_ids() -> tuple[str, ...]:
    """The ten bonus cards, one per wall-less tile: ``bonus-garden-10`` for Garden 10."""
    return tuple(f"bonus-{t.building}-{t.price}" for t in BASE_TILES if not t.walls)


def _with_yards(alhambra: tuple[Built, ...], yards: list[str]) -> tuple[Built, ...]:
    """``alhambra`` with ``yards`` built at legal cells next to buildings of their colour
    where there are such cells."""
    built = list(alhambra)
    for yard in yards:
        grid = grid_of(tuple(built))
        cells = legal_positions(grid, TILES[yard])
        if not cells:
            continue

        def beside(cell, yard=yard, grid=grid):
            x, y = cell
            return -sum(1 for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))
                        if (t := grid.get((x + dx, y + dy))) is not None
                        and t.building == TILES[yard].counts_as)

        x, y = min(cells, key=lambda c: (beside(c), abs(c[0]) + abs(c[1]), c))
        built.append((x, y, yard))
    return tuple(built)


def with_expansion1(public: PublicView, seed: int = 1, *, window: tuple[int, ...] = ()
                    ) -> PublicView:
    """``public`` with expansion 1's fields the engine does not fill yet: bonus cards
    (revealed where their tile stands in the seat's Alhambra, the others hidden), building
    yards (a few built beside their colour, one on a reserve, the stacks) and, with
    ``window``, the seats that may still use their vizier. A :class:`SeatView` also gets
    its own hidden bonus cards (``hand``), as the engine's view does."""
    rng = random.Random(seed)
    seats = len(public.players)
    fields = dict(public.modules_view)
    if "vizier" not in fields:
        fields["vizier"] = {"face_up": [seat % 3 != 1 for seat in range(seats)]}
    yards = list(yard_tiles())
    rng.shuffle(yards)
    players = list(public.players)
    if "building_yards" not in fields:
        for seat, player in enumerate(players):
            if seat % 2 == 0:
                mine = [y for y in yards if y not in _used(players)][:2]
                players[seat] = player.model_copy(
                    update={"alhambra": _with_yards(player.alhambra, mine)})
            elif seat == 1:
                spare = next(y for y in yards if y not in _used(players))
                players[seat] = player.model_copy(update={"reserve": player.reserve + (spare,)})
        left = [y for y in yard_tiles() if y not in _used(players)]
        stacks = {}
        for building in BUILDINGS:
            pile = [y for y in left if TILES[y].counts_as == building]
            if building == "seraglio":  # one stack used up
                pile = []
            stacks[building] = {"face_up": pile[0] if pile else None, "left": len(pile)}
        fields["building_yards"] = {"stacks": stacks}
    mine: list[str] = []
    if "bonus_cards" not in fields:
        cards = list(bonus_card_ids())
        rng.shuffle(cards)
        per_seat = 3 if seats <= 3 else 2 if seats <= 5 else 1
        revealed, hidden = [], []
        for seat, player in enumerate(players):
            dealt = cards[seat * per_seat:(seat + 1) * per_seat]
            built = {t for _, _, t in player.alhambra}
            shown = [c for c in dealt if f"{c.split('-')[1]}-{c.split('-')[2]}-none" in built]
            if not shown and seat == 0:
                shown = dealt[:1]
            revealed.append(shown)
            hidden.append([c for c in dealt if c not in shown])
        fields["bonus_cards"] = {"revealed": revealed, "hidden": [len(h) for h in hidden]}
        if isinstance(public, SeatView):
            mine = hidden[public.seat]
            fields["bonus_cards"] = {**fields["bonus_cards"], "hand": mine}
    modules = tuple(public.modules) + tuple(m for m in EXPANSION1 if m not in public.modules)
    return public.model_copy(update={"players": tuple(players), "modules_view": fields,
                                     "modules": modules,
                                     "window_seats": window or public.window_seats})


def _used(players) -> set[str]:
    return {t for p in players for t in [*(c for _, _, c in p.alhambra), *p.reserve]}


def with_added(public: PublicView, seed: int = 1) -> PublicView:
    """``public`` whose scoring records say what building yards and bonus cards added to the
    counts (``ScoringRecord.added``), the counts grown by as much."""
    rng = random.Random(seed)
    records = []
    for record in public.scorings:
        added: dict[str, dict[str, tuple[int, ...]]] = {"building_yards": {}, "bonus_cards": {}}
        counts = dict(record.counts)
        for building, values in record.counts.items():
            yards = tuple(rng.choice((0, 0, 0, 1, 2)) if i < len(record.totals) else 0
                          for i in range(len(values)))
            bonus = tuple(rng.choice((0, 0, 0, 0, 1)) if i < len(record.totals) else 0
                          for i in range(len(values)))
            added["building_yards"][building] = yards
            added["bonus_cards"][building] = bonus
            counts[building] = tuple(v + a + b for v, a, b in zip(values, yards, bonus,
                                                                   strict=True))
        records.append(record.model_copy(update={"added": added, "counts": counts}))
    return public.model_copy(update={"scorings": tuple(records)})


def expansion1_state(players: int = 4, seed: int = 4) -> GameState:
    """A real mid-game state with the vizier and the exchange offices (and bonus cards and
    building yards where the engine has them)."""
    return mid_game(players, seed, tuple(m for m in EXPANSION1 if m in REGISTRY))


def expansion1_public(players: int = 4, seed: int = 4, window: bool = True) -> PublicView:
    """The public view of :func:`expansion1_state` with all four modules' fields;
    ``window``: a seat whose vizier is face up may still use it."""
    public = with_expansion1(view(expansion1_state(players, seed), None), seed)
    return named(public.model_copy(update={"window_seats": _window(public)})
                 if window else public)


def _window(public: PublicView) -> tuple[int, ...]:
    """The first seat after the active one whose vizier is face up (none: empty)."""
    up = public.modules_view["vizier"]["face_up"]
    seats = len(public.players)
    start = public.active_seat or 0
    return next(((s,) for s in ((start + i) % seats for i in range(1, seats)) if up[s]), ())


def expansion1_examples() -> dict[str, bytes]:
    """Expansion 1's example pictures: the overview, the market, a hand and a scoring table
    with what building yards and bonus cards added."""
    from . import render_hand, render_market, render_overview, render_scoring_table

    state = expansion1_state()
    public = expansion1_public()
    seat = next((s for s, p in enumerate(state.players)
                 if any(c.startswith("exchange-") for c in p.hand)), state.active_seat)
    hand = named(with_expansion1(view(state, seat), 4))
    final = named(view(end_of_game(4, 3, EXPANSION1), None))
    if not any(record.added for record in final.scorings):  # the seed built no yard
        final = with_added(final)
    return {
        "expansion1-overview.png": render_overview(public),
        "expansion1-market.png": render_market(public),
        "expansion1-hand.png": render_hand(hand),
        "expansion1-scoring.png": render_scoring_table(final, chart=True),
    }


# --- expansions 2 and 3 -----------------------------------------------------------------------
#: Expansions 2 and 3, all eight modules; :data:`CAMP_GAME`, a smaller game whose boards
#: show camps.
ALL_EIGHT = ("city_gates", "diamonds", "characters", "camps", "thieves", "street_trader",
             "wall_cards", "change")
CAMP_GAME = ("camps", "street_trader", "thieves", "diamonds", "change")
#: The characters' ids (:func:`with_characters` lays some into a view, an auction too).
CHARACTER_IDS = ("laila_wundabah", "machma_klain", "yammerad", "abdul_karim", "abdul_knihstig",
                 "ammar_el_schauf", "faruk_will_haben", "hakim_wahid", "yusuf_e_passuf",
                 "fatima")


def _showing(state: GameState, modules: tuple[str, ...]) -> bool:
    """Whether ``state`` shows what its modules draw on the boards: a gate and a wooden
    wall on built tiles (the gates' game), two camps built (the camps' game)."""
    built = {t for p in state.players for _, _, t in p.alhambra}
    if "camps" in modules:
        return sum(t.startswith("camp-") for t in built) >= 2
    sticks = state.modules_state.get("wall_cards.sticks") or {}
    return bool(state.modules_state.get("city_gates.gates")) and any(t in built for t in sticks)


def expansions23_state(players: int = 4, seed: int = 1,
                       modules: tuple[str, ...] = ALL_EIGHT) -> GameState:
    """A real state of a random game with ``modules`` at its first turn after a scoring
    where the boards show what the modules put on them (else the mid-game state)."""
    states = game_states(players, seed, modules)
    found = [s for s in states if s.scorings and s.flow.phase == "action"
             and _showing(s, modules)]
    return found[0] if found else mid_game(players, seed, modules)


def with_characters(public: PublicView, seed: int = 1, *, auction: bool = True) -> PublicView:
    """``public`` with the characters' fields laid in by hand (for the tests: every seat
    count with owned characters and an auction, whatever the random game did): a character
    or two owned by some seats and, with ``auction``, one being auctioned with a high
    bid."""
    rng = random.Random(seed)
    cards = list(CHARACTER_IDS)
    rng.shuffle(cards)
    seats = len(public.players)
    owned = [cards[2 * s:2 * s + (s % 3)] for s in range(seats)]
    used = [c for hand in owned for c in hand]
    fields: dict = {"owned": owned, "used": [], "queued": 0, "auction": None}
    if auction:
        card = next(c for c in cards if c not in used)
        active = public.active_seat or 0
        fields["auction"] = {"card": card, "high": 6, "high_seat": (active + 1) % seats,
                             "asked": (active + 2) % seats, "passed": [active],
                             "paying": False}
    modules = tuple(public.modules) + (("characters",) if "characters" not in public.modules
                                       else ())
    return public.model_copy(update={"modules_view": {**public.modules_view,
                                                      "characters": fields},
                                     "modules": modules})


def expansions23_hand(players: int = 4, seed: int = 1,
                      modules: tuple[str, ...] = ALL_EIGHT) -> SeatView:
    """A seat's real view from a random game with ``modules``: the first seat and state
    whose hand shows the most of them (thieves first, then diamonds, coins, gate cards and
    the residents on its trader)."""
    best = None
    for state in game_states(players, seed, modules):
        for seat in range(players):
            seen = view(state, seat)
            fields = seen.modules_view
            thieves = len((fields.get("thieves") or {}).get("hand") or [])
            diamonds = sum(c.startswith("diamond-") for c in seen.hand)
            coins = sum(c.startswith("coin-") for c in seen.hand)
            gates = ((fields.get("city_gates") or {}).get("held") or [0] * players)[seat]
            trader = len((fields.get("street_trader") or {}).get("trader") or [])
            score = 3 * min(thieves, 2) + min(diamonds, 2) + min(coins, 2) + 2 * gates + \
                min(trader, 1)
            # (then a laid market: while residents are chosen it is empty, C-setup 8)
            score = (score, all(seen.market.values()))
            if best is None or score > best[0]:
                best = (score, seen)
    assert best is not None
    return best[1]


def _auctioning(state: GameState) -> bool:
    found = state.modules_state.get("characters.auction")
    return bool(found) and found.get("high") is not None and any(
        state.modules_state.get("characters.owned") or ())


def expansions23_examples() -> dict[str, bytes]:
    """Expansions 2 and 3's example pictures, from real games: the overview of a game with
    all eight modules (gates, wooden walls, residents, traders, the market's row with a
    character's auction, the characters owned), the overview of the camps' game and a
    hand."""
    from . import render_hand, render_overview

    states = game_states(4, 2, ALL_EIGHT)
    shown = [s for s in states if _auctioning(s) and _showing(s, ALL_EIGHT)] or \
        [s for s in states if _auctioning(s)] or [expansions23_state(4, 2)]
    public = named(view(shown[0], None))
    camps = named(view(expansions23_state(3, 4, CAMP_GAME), None))
    hand = named(expansions23_hand(4, 2))
    return {
        "expansions23-overview.png": render_overview(public),
        "expansions23-camps.png": render_overview(camps),
        "expansions23-hand.png": render_hand(hand),
    }


# --- expansion 4: the four modules together -----------------------------------------------
#: Expansion 4's four modules, in the order a game lists them.
EXPANSION4 = ("treasure_chamber", "master_builders", "invaders", "bazaars")


def _e4_shown(state: GameState) -> int:
    """How much of expansion 4 the public pictures of ``state`` show: waiting bazaars,
    scouts (face up or held), chests in the chamber's rooms and on buildings, a revealed
    invader card."""
    fields = state.modules_state
    public = view(state, None).modules_view
    chamber = public.get("treasure_chamber") or {}
    scouts = public.get("invaders") or {}
    return (min(2, len(fields.get("bazaars.waiting") or ()))
            + min(2, len(scouts.get("scouts") or ()) + len(scouts.get("held") or ()))
            + 2 * bool(scouts.get("held"))
            + min(2, sum(bool(room) for room in chamber.get("rooms") or ()))
            + min(3, len(chamber.get("chests") or ()) // 3)
            + 2 * bool(state.scorings))


def expansion4_state(players: int = 4, seed: int = 1,
                     modules: tuple[str, ...] = EXPANSION4 + ALL_EIGHT) -> GameState:
    """A real state of a random game with expansion 4's modules (and, by default, those of
    expansions 2 and 3) at the start of a turn that shows the most of expansion 4 in the
    market and on the boards: bazaars waiting, scouts, chests, an invader card revealed."""
    states = [s for s in game_states(players, seed, modules)
              if s.flow.phase == "action" and not s.is_over]
    return max(states, key=_e4_shown)


def expansion4_hand(players: int = 4, seed: int = 1,
                    modules: tuple[str, ...] = EXPANSION4 + ALL_EIGHT) -> SeatView:
    """A seat's real view from a random game with expansion 4's modules: the first seat and
    state whose hand shows the most of them (the top invader card it looked at, master
    builders, bazaars waiting with one it pays exactly)."""
    from engine.alhambra.components import CURRENCIES
    from engine.alhambra.modules.bazaars import CURRENCY_OF
    from engine.alhambra.money import exact_payments

    from .modules.bazaars.pictures import hand_bazaars, prices_of

    best = None
    for state in game_states(players, seed, modules):
        if state.is_over or state.flow.phase != "action":
            continue
        for seat in range(players):
            seen = view(state, seat)
            fields = seen.modules_view
            looked = bool((fields.get("invaders") or {}).get("seen"))
            builders = sum(c.startswith("builder-") for c in seen.hand)
            prices = prices_of(seen)
            waiting = [b for c in CURRENCIES for b in hand_bazaars(seen, c)]
            exact = any(exact_payments(seen.hand, CURRENCY_OF[b], prices[b]) for b in waiting)
            score = 5 * looked + 3 * min(builders, 1) + min(builders, 2) + \
                min(len(waiting), 2) + 2 * exact
            if best is None or score > best[0]:
                best = (score, seen)
    assert best is not None
    return best[1]


def expansion4_examples(players: int = 4, seed: int = 7) -> dict[str, bytes]:
    """Expansion 4's example pictures, from one real game with its four modules and those of
    expansions 2 and 3: the overview (the bazaars waiting under their slots, the scouts and
    the treasure chamber's rooms under the money, chests on the buildings, built bazaars
    with their M×D), a hand (master builders, the top invader card it looked at, the
    bazaars it can pay with their prices), the final scoring (the chests', bazaars' and
    invaders' rows, the invader card revealed and the open sides it struck, the chart) and
    the Alhambra with the most bazaars at the end (each with its score)."""
    from . import render_alhambra, render_hand, render_overview, render_scoring_table
    from .marks import marks_of

    modules = EXPANSION4 + ALL_EIGHT
    public = named(view(expansion4_state(players, seed, modules), None))
    hand = named(expansion4_hand(players, seed, modules))
    final = named(view(game_states(players, seed, modules)[-1], None))
    most = max(final.players, key=lambda p: (sum(t.startswith("bazaar-")
                                                 for *_, t in p.alhambra), len(p.alhambra)))
    return {
        "expansion4-overview.png": render_overview(public),
        "expansion4-hand.png": render_hand(hand),
        "expansion4-scoring.png": render_scoring_table(final, chart=True),
        "expansion4-alhambra.png": render_alhambra(most, marks=marks_of(final, most.seat)),
    }


# --- expansion 5: the four modules together ----------------------------------------------
#: Expansion 5's four modules, in the order a game lists them.
EXPANSION5 = ("caravanserai", "art_of_the_moors", "sultan", "new_scoring_tiles")


def _e5_shown(public: PublicView) -> int:
    """How much of expansion 5 the public pictures of ``public`` show: caravanserai tracks,
    culture tiles worth something, sultan cards held and for sale, an open claim."""
    from .modules.art_of_the_moors import culture_of
    from .modules.caravanserai import seat_tracks

    seats = range(len(public.players))
    sultan = public.modules_view.get("sultan") or {}
    return (2 * min(3, sum(len(seat_tracks(public, s)) for s in seats))
            + min(3, sum(bool(t[2]) for s in seats for t in culture_of(public, s)))
            + min(4, sum(len(cards) for cards in sultan.get("owned") or ()))
            + min(2, len(sultan.get("shown") or ())) + 3 * bool(sultan.get("claim")))


def expansion5_state(players: int = 4, seed: int = 2,
                     modules: tuple[str, ...] = EXPANSION5) -> GameState:
    """A real state of a random game with expansion 5's modules at the start of a turn after
    a scoring that shows the most of them (:func:`_e5_shown`)."""
    states = [s for s in game_states(players, seed, modules)
              if s.flow.phase == "action" and not s.is_over and s.scorings]
    return max(states, key=lambda s: _e5_shown(view(s, None)))


def expansion5_examples(players: int = 4, seed: int = 2) -> dict[str, bytes]:
    """Expansion 5's example pictures, from one real game with its four modules: the
    overview (the scoring tiles and the sultan cards under the money, each seat's
    caravanserai tracks and culture tiles), the hand of the seat with the most caravanserais
    (its tracks, the value as a card of its currency, its culture tiles) and the final
    scoring (the rows in the tile's order, the culture row, the chart)."""
    from . import render_hand, render_overview, render_scoring_table
    from .modules.caravanserai import seat_tracks

    state = expansion5_state(players, seed)
    public = named(view(state, None))
    seat = max(range(players), key=lambda s: (len(seat_tracks(public, s)), -s))
    final = named(view(game_states(players, seed, EXPANSION5)[-1], None))
    return {
        "expansion5-overview.png": render_overview(public),
        "expansion5-hand.png": render_hand(named(view(state, seat))),
        "expansion5-scoring.png": render_scoring_table(final, chart=True),
    }


def medina_examples(players: int = 3, seed: int = 7) -> dict[str, bytes]:
    """The medinas' example pictures, from one real game: the overview after the first
    scoring (each panel's medinas and the next scoring's loss) and the final scoring (the
    Medinas row)."""
    from . import render_overview, render_scoring_table

    public = named(view(mid_game(players, seed, ("medina",)), None))
    final = named(view(end_of_game(players, seed, ("medina",)), None))
    return {
        "medina-overview.png": render_overview(public),
        "medina-scoring.png": render_scoring_table(final, chart=True),
    }


if __name__ == "__main__":
    import sys

    print("\n".join(write_examples(sys.argv[1] if len(sys.argv) > 1 else "docs/images")))
