"""Where rule modules meet: the only places a module imports another (shared/EXPANSIONS.md §8,
the interaction matrix, and the module's own section).

A module plugs into the core through the seam (:mod:`.seam`) and the kit
(:mod:`engine.alhambra.kit`) and knows no other module, except where the books tie two of
them: then it imports the other, and the pair is written down here with the rule that ties
them. ``tests/test_structure.py`` checks that a module imports another only along a pair of
this table, and that every pair here is still used. :mod:`.extra_rebuilds` is no module of
its own: it is the one rule of every module that grants extra rebuilds (EXPANSIONS.md 0.3,
X3), and meets the modules whose steps it must wait for.
"""

from __future__ import annotations

#: (the module that imports, the module it imports) -> the rule that ties them.
MEETINGS: dict[tuple[str, str], str] = {
    ("alhambra_granada", "granada"):
        "the combination plays Granada's tiles, faces and scoring beside the Alhambra (CB)",
    ("vizier", "granada"):
        "the vizier may buy a Granada tile turned over, paying for the turn (VZ, CB)",
    ("vizier", "bazaars"):
        "the vizier may buy a waiting bazaar, paid exactly (VZ×BZ +, BZ)",
    ("bazaars", "characters"):
        "Abdul Karim may pay a waiting bazaar (CH×BZ +, BZ)",
    ("master_builders", "characters"):
        "a master builder grants two rebuilds to Ammar El'Schauf's owner (CH×MB o, MB3)",
    ("master_builders", "extra_rebuilds"):
        "the master builders grant extra rebuilds (MB, X3)",
    ("characters", "extra_rebuilds"):
        "Ammar El'Schauf grants an extra rebuild (CH, CC9, X3)",
    ("characters", "medina"):
        "Abdul Karim may pay a medina, and Hakim Wahid never counts one (CH×MD o)",
    ("characters", "change"):
        "a character's bid overpaid gives change (CH×CG +, CG)",
    ("characters", "exchange_certificate"):
        "a character's bid overpaid issues a certificate in the bid's currency (EC6)",
    ("extra_rebuilds", "city_gates"):
        "an extra rebuild may build a tile from the reserve with a gate (GT c, X3)",
    ("extra_rebuilds", "street_trader"):
        "no extra rebuild once the street trader moved this turn (X3 step 4)",
    ("extra_rebuilds", "treasure_chamber"):
        "no extra rebuild once a chest was placed by choice this turn (X3 step 3, TC5)",
    ("building_sites", "camps"):
        "a camp is never bought as a building site (BS×CA -)",
    ("building_sites", "change"):
        "a building site overpaid gives change (BS×CG +)",
    ("building_sites", "exchange_certificate"):
        "a building site overpaid issues a certificate (BS×EC +)",
    ("caravanserai", "change"):
        "a caravanserai overpaid gives change (CG, KS)",
    ("exchange_certificate", "change"):
        "overpaying gives change or a certificate, as the seat chose (EC9, CG×EC)",
    ("falcons", "change"):
        "falcons are never paid with coins of the change (FA)",
    ("invaders", "camps"):
        "camps neither lose points to invaders nor leave their cells open (IN1)",
    ("portals", "camps"):
        "the longest wall leaves camps out, as the camps measure it (CA7), beside portals",
    ("portals", "change"):
        "a portal overpaid gives change (PO×CG +)",
    ("sultan", "change"):
        "a sultan card overpaid gives change (SU×CG +)",
}
