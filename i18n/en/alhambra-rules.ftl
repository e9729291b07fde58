# The player aid of /alhambra rules: one message a section, each beginning with its bold
# heading (a line may not begin with * in Fluent: {"*"} stands for it).

alhambra-rules-base =
    {"*"}*Alhambra: the player aid**
    {"*"}*On your turn** do one action:
    • **Take money**: one card of any value, or several cards totalling at most 5.
    • **Buy a tile**: pay at least its price in the currency of its market slot. No change!
      Pay *exactly* and you *may* act once more (up to 5 actions a turn).
    • **Rebuild**: build a reserve tile in, take a tile out to the reserve, or swap one.
    Then build what you bought (or put it on your reserve; with 2 players you may give it to
    Dirk). Your turn ends by itself when nothing else can follow; until then **Undo turn**
    rolls the whole turn back. Nothing at all possible? **End turn** passes.
    {"*"}*Building rules**: tiles are never turned; touching sides must both have a wall or both
    none; every tile must be walkable from the fountain without crossing a wall; at least one
    full side must touch; no enclosed empty holes.
    {"*"}*Scoring** (when a scoring card comes up in the money, and at the end), points for 1st/2nd/3rd most:
    Pavilion 1 · 8/1 · 16/8/1 — Seraglio 2 · 9/2 · 17/9/2 — Arcades 3 · 10/3 · 18/10/3
    Chambers 4 · 11/4 · 19/11/4 — Garden 5 · 12/5 · 20/12/5 — Tower 6 · 13/6 · 21/13/6
    Ties share the places' points, rounded down. The reserve never counts. Plus 1 point per
    side of your longest outer wall. The game ends when the market cannot be refilled.

alhambra-rules-granada =
    {"*"}*Granada** (`modules:granada`): two-sided tiles (the printed backs and moats
    are not public: this tile set is a reconstruction). The first market shows even sides, then
    the marker alternates odd/even after each refill. Build a bought tile as it shows for free,
    or **turn it over** first for at least 3 in one currency (no change); the reserve takes
    either side free (never turned again). Moats follow the wall rules. Places pay
    ×1 | ×2, ×1 | ×3, ×2, ×1 the number of such buildings in all cities (`granada_simplified`:
    3 | 10, 3 | 18, 10, 3); equal counts: the highest-priced tile wins. At the end the left-over
    tiles go out one by one: build each at once as it lies, or decline it (to the reserve).

alhambra-rules-combination =
    {"*"}*Alhambra + Granada** (`modules:alhambra_granada`, `granada_simplified` may be added):
    Granada's rules and tiles beside the Alhambra's; the Granada tile set is a reconstruction
    here too (the printed backs and moats are not public).
    • **Market**: every slot holds an Alhambra tile and a Granada tile; buy either, paid as
      usual. The marker turns after a refill that laid out Granada tiles.
    • **Two cities on one plane**: you start with the fountain only. Your first Granada tile
      must touch your Alhambra, moat against wall; it stands in for Granada's start tile and
      is never moved. Within a city the usual rules (moats like walls); an Alhambra tile and a
      Granada tile touch only wall against moat; every tile must be walkable from its own
      city's start. Rebuilding works with tiles of both cities.
    • **Scoring**: the Alhambra's buildings by the base table, Granada's by its multipliers
      (or `granada_simplified`'s points); 1 point per side of your longest wall and of your
      longest moat (the other city counts as empty ground); and 2 points per side of your
      longest stretch of wall beside moat.
    • **End**: when a slot holds neither tile after a refill. The most money in a currency
      wins both tiles of its slot (the Alhambra tile first), handed out one by one as in
      Granada: build each as it lies, or decline it.

