# A motor indokai, amikor a városkapukkal (2. kiegészítő) vagy a falkártyákkal
# (3. kiegészítő) elutasít egy lépést (a helykitöltők: lásd engine.ftl).

## Városkapuk

engine-gate-no-card = Nincs kapukártyád
engine-gate-bad-side = Nincs „{ $side }” oldal: az oldalak N, E, S és W
engine-gate-none-shown = A kapuk mellett nem fekszik kapukártya
engine-gate-no-neighbour = A városkapu két lap közötti falat nyit meg: { $tile } ({ $place }) { engine-side } oldalán nincs lap
    .tile = cap
engine-gate-wooden-wall = Városkapu soha nem nyithat meg fa falat
engine-gate-no-wall = Városkapu csak dupla falra kerülhet: { $tile } { engine-side } oldalán nincs fal
    .tile = cap
engine-exchange-cuts = { $tile } ({ $place }) beépítésével néhány lap már nem volna gyalog elérhető { $start_tile }
    .tile = cap
    .start_tile = abl

## Falkártyák

engine-wall-card-not-shown = Ez a falkártya nem fekszik a pénzkártyák mellett
engine-wall-start = { $start_tile } nem kaphat fa falat
    .start_tile = cap
engine-wall-not-yours = Fa fal csak a saját lapjaidra kerülhet: beépítve, a tartalékmeződön vagy beépítésre várva
engine-wall-covered = { $tile } { engine-side } oldalán már van fal: fa fal soha nem kerül falra
    .tile = cap
engine-wall-cuts = Ezekkel a fa falakkal néhány lap már nem volna gyalog elérhető { $start_tile }
    .start_tile = abl
engine-gate-camp = Táborra nem kerülhet városkapu
engine-gate-not-there = Oda nem építhető városkapu
engine-wall-camp = Tábor nem kaphat fa falat: a bástyái a falai
