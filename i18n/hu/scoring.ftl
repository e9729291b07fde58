# Új értékelőlapkák (5. kiegészítő, "Die Macht des Sultans"; new_scoring_tiles modul):
# minden szó, amit a játékosok róluk olvasnak. Egy lapka sorba rendezi a hat épületet: az
# első úgy pontoz, mint a pavilonok, a második mint a szerájok … az utolsó mint a tornyok.

module-new_scoring_tiles =
    .title = Új értékelőlapkák
    .description = Három értékelőlapka, értékelésenként egy, kezdettől felfordítva: mindegyik újrarendezi az épületeket, az első rajta úgy pontoz, mint a pavilonok, az utolsó mint a tornyok.
alhambra-how-to-play-new-scoring-tiles = 📜 **Értékelőlapkák**: minden értékelésnek saját lapkája van (az építőudvar képén, a pénz alatt). Az első épület rajta a pavilonok pontjait kapja, a második a szerájokét … az utolsó a tornyokét.

## A napló

# Egy értékelés címe alatt. $order: "1 Torony, 2 Szeráj, ..." (melyik épület kapja az
# értékelő táblázat melyik sorát)
alhambra-score-tile = 📜 Ennek az értékelésnek a lapkája: { $order }. Minden épület annak a sornak a pontjait kapja (1 = a pavilonokét … 6 = a tornyokét).

## Képek

img-scoring-tiles = Értékelőlapkák
# $round: 1, 2, 3
img-scoring-tile-round = { $round }. értékelés
img-scoring-tile-now = most
# Egy lapkával játszott értékelő táblázat sorai fölött: minden épület a sora pontjait kapja
img-scoring-tile-rows = { $round }. értékelőlapka: ez adja a sorok rendjét.
img-scoring-tile-pays = az 1. sor pavilonként … a 6. toronyként pontoz

## A játékos segédlet

alhambra-rules-new-scoring-tiles =
    {"*"}*Új értékelőlapkák** (5. kiegészítő, csak az Alhambra lapjaival): 18 lapka, mindegyik sorba rendezi a hat épületet. Előkészítéskor hármat húzunk véletlenszerűen, értékelésenként egyet, a többi kikerül a játékból. Mindhárom kezdettől felfordítva fekszik (NS1): az építőudvar képe mutatja őket a pénz alatt.
    {"*"}*Értékelés**: Minden értékeléskor a lapkája 1. helyén álló épület az értékelő táblázat pavilon-sorának pontjait kapja, a 2. helyen álló a szeráj-sorét … a 6. helyen álló a torony-sorét, mindig az adott értékelés oszlopában. Holtverseny esetén a helyezéseken ugyanúgy osztoztok, mint mindig. Az építőműhelyek, a bónuszkártyák és Hakim Wahid a szokott módon számítanak; Géza épületei is a lapka szerint kapnak pontot.
    {"*"}*A mi döntéseink**: egy értékelőkártya, bármikor húzzák is, a saját értékelésének lapkájával pontoz, az utolsó értékelés a harmadikkal (NS2); a lapkák a játék során sosem változnak (NS3).
