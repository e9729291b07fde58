# The engine's reasons for refusing a move with expansion 2's city gates and expansion 3's
# wall cards (see engine.ftl for the placeholders: $tile and $start_tile are tiles in the
# form their attribute names, $place a place, $side one of N, E, S, W).

## City gates

engine-gate-no-card = you hold no gate card
engine-gate-bad-side = there is no side '{ $side }': the sides are N, E, S and W
engine-gate-none-shown = no gate card lies by the gates
engine-gate-no-neighbour = a gate opens a wall between two tiles: no tile stands on the { engine-side } side of the { $tile } { $place }
    .tile = bare
engine-gate-wooden-wall = a gate never opens a wooden wall
engine-gate-no-wall = a gate goes only on a double wall: the { $tile } has no wall on its { engine-side } side
    .tile = bare
engine-exchange-cuts = with the { $tile } { $place } some tiles could no longer be reached on foot from the { $start_tile }
    .tile = bare
    .start_tile = bare

## Wall cards

engine-wall-card-not-shown = that wall card does not lie beside the money display
engine-wall-start = the { $start_tile } takes no wooden walls
    .start_tile = bare
engine-wall-not-yours = wooden walls go only on one of your tiles: built, on your reserve or waiting to be built
engine-wall-covered = the { $tile } has a wall on its { engine-side } side already: a wooden wall never goes over a wall
    .tile = bare
engine-wall-cuts = with wooden walls there, some tiles could no longer be reached on foot from the { $start_tile }
    .start_tile = bare
engine-gate-camp = a gate is never built on a camp
engine-gate-not-there = no gate can be built there
engine-wall-camp = a camp takes no wooden walls: its bastions are its walls
