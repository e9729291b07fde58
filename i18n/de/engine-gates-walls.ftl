# Die Gründe der Engine, einen Zug mit den Stadttoren (2. Erweiterung) und den Mauerkarten
# (3. Erweiterung) abzulehnen (Platzhalter: siehe engine.ftl).

## Stadttore

engine-gate-no-card = Du hast keine Stadttorkarte
engine-gate-bad-side = Eine Seite „{ $side }“ gibt es nicht: Die Seiten heißen N, E, S und W
engine-gate-none-shown = Bei den Holztoren liegt keine Stadttorkarte
engine-gate-no-neighbour = Ein Stadttor öffnet eine Mauer zwischen zwei Plättchen: An der { engine-side }seite von { $tile } { $place } liegt keines
    .tile = dat
engine-gate-wooden-wall = Ein Stadttor überbrückt nie eine Holzmauer
engine-gate-no-wall = Ein Stadttor kommt nur auf eine doppelte Mauer: Das Plättchen { $tile } hat an der { engine-side }seite keine Mauer
    .tile = bare
engine-exchange-cuts = Mit { $tile } { $place } wären manche Plättchen vom { $start_tile } aus nicht mehr zu Fuß zu erreichen
    .tile = dat
    .start_tile = bare

## Mauerkarten

engine-wall-card-not-shown = Diese Mauerkarte liegt nicht neben den Geldkarten aus
engine-wall-start = Auf { $start_tile } kommt keine Holzmauer
    .start_tile = acc
engine-wall-not-yours = Holzmauern kommen nur auf eigene Plättchen: eingebaut, in der Reserve oder noch nicht eingebaut
engine-wall-covered = Das Plättchen { $tile } hat an der { engine-side }seite schon eine Mauer: Eine Holzmauer kommt nie über eine Mauer
    .tile = bare
engine-wall-cuts = Mit diesen Holzmauern wären manche Plättchen vom { $start_tile } aus nicht mehr zu Fuß zu erreichen
    .start_tile = bare
engine-gate-camp = Auf ein Feldlager kommt kein Stadttor
engine-gate-not-there = Dort kann kein Stadttor gebaut werden
engine-wall-camp = Ein Feldlager bekommt keine Holzmauer: Seine Bastionen sind seine Mauern
