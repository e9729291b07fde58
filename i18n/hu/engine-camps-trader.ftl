# Az okok, amiért a szabályok elutasítanak egy lépést a táborokkal (2. kiegészítő) és a
# vándorkereskedővel (3. kiegészítő), és a két modul neve (lásd engine.ftl). $building egy
# lakó színe, az ilyen színű épület nevével.

## Táborok (2. kiegészítő)

engine-camp-bastion-open = A tábor { engine-side } bástyájának ({ $place }) városfalnak kell támaszkodnia, de ott nincs lap
engine-camp-bastion-no-wall = A tábor { engine-side } bástyájának ({ $place }) városfalnak kell támaszkodnia, de { $other_tile } azon az oldalon nincs városfala
    .other_tile = dat
engine-camp-touches = Egy tábor más lapokat csak városfalnak támaszkodó bástyával érinthet: itt ({ $place }) { engine-side } oldala érintené { $other_tile }
    .other_tile = acc
engine-camp-blocks = A tábor bástya nélküli oldalához nem lehet építeni: { $tile } ({ $place }) { engine-side } oldalával a táborhoz érne
    .tile = cap
engine-camp-remove-wall = Egy tábor bástyája támaszkodik { $tile } ({ $place }): a városfalának maradnia kell
    .tile = sub

## A vándorkereskedő (3. kiegészítő)

engine-trader-colour = { $building ->
        [pavilion] kék
        [seraglio] piros
        [arcades] barna
        [chambers] fehér
        [garden] zöld
       *[tower] lila
    }
engine-trader-no-colour = Nincsenek „{ $building }” színű lakók
engine-trader-supply-lacks = A készletben nincs { engine-trader-colour } lakó
engine-trader-lacks = A vándorkereskedődön nincs { engine-trader-colour } lakó
engine-trader-no-refill = A vándorkereskedőd csak akkor kap új lakót, ha egy lakója egy épületre költözött
engine-trader-no-swap = Csak akkor cserélhetsz lakót a készlettel, ha a vándorkereskedődet kiszorították, és egyik lakója sem illett az épülethez
engine-trader-swap-same = Egy lakót csak más színűre cserélhetsz
engine-trader-not-displaced = A vándorkereskedőd csak akkor lép tovább, ha egy lap kiszorította (vagy egy átépítés után egyik lap mellett sem áll)
engine-trader-refill-first = Előbb tegyél egy lakót a készletből a vándorkereskedődre
engine-trader-place-first = A vándorkereskedő a kör végén lép tovább: előbb építsd be vagy tedd a tartalékmezőre a megvett { $count } lapot
engine-trader-square-alone = A vándorkereskedő egy üres mezőre kerül az Alhambrád egyik lapja mellé, nem ide: { $place }
engine-trader-move-first = Előbb tedd a vándorkereskedődet az Alhambrád egyik lapja mellé

## A modulok

module-camps =
    .title = Táborok
    .description = A zsákból húzott táborok a városfalon kívül állnak: minden bástya egy pontot ér a mögötte húzódó egyenes sor minden lapjáért.
module-street_trader =
    .title = Vándorkereskedő
    .description = A vándorkereskedőd mezőjére épített lap elviszi egy lakóját; a sokféle színű lakók készletként pontoznak.
