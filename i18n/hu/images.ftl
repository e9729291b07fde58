# A képeken megjelenő szavak (rendering/): építőudvar, Alhambrák, áttekintés, kéz,
# értékelőtáblák és grafikon, Granada és a kombináció, a Roll & Write játékoslapja,
# pontlapja és végső értékelése. Az alapjáték magyar szabálykönyvének szavai: pavilon,
# szeráj, árkád, palota, kert, torony; Denar, Dirham, Dukat, Gulden; építőudvar,
# tartalék(mező), városfal, értékelés, zsák, talon, pakli. Granada épületei és az árok
# (Graben) saját fordítás. Röviden: sok felirat rögzített dobozban áll, telefonon olvassák.

## Épületek és pénznemek

img-building-pavilion = Pavilon
img-building-seraglio = Szeráj
img-building-arcades = Árkád
img-building-chambers = Palota
img-building-garden = Kert
img-building-tower = Torony
img-building-arena = Aréna
img-building-bathhouse = Fürdőház
img-building-library = Könyvtár
img-building-hostel = Fogadó
img-building-hospital = Kórház
img-building-market = Piac
img-building-park = Park
img-building-school = Iskola
img-building-residential_quarter = Lakónegyed
img-currency-denar = Denar
img-currency-dirham = Dirham
img-currency-ducat = Dukat
img-currency-guilder = Gulden
img-ordinal = { $place }.
img-seat = { $seat }. játékos
img-total = Összesen

## Ki következik

img-status-over = Vége · { $count ->
    [one] győztes:
   *[other] győztesek:
} { $names }
img-status-final-placing = Utolsó lapok · { $name } épít
img-status-placing = { $turn }. kör · { $name } épít
img-status-play = { $turn }. kör · { $name } következik
img-status-play-extra = { $turn }. kör · { $name } következik (újabb akció)

## Építőudvar, pénz és paklik

img-market-empty = üres
img-market-back = hátoldal
img-pile-deck = Pakli
img-pile-discard = Talon
img-pile-bag = Zsák
img-pile-tiles = { $count } lap
img-pile-scoring = Következő értékelés
img-pile-none = nincs
img-scoring-next = { $round ->
    [1] 1. (a háromból)
    [2] 2. (a háromból)
   *[other] a játék végén
}
img-card-scoring = Értékelés
img-card-exchange = Pénzváltó
img-yards = Építőműhelyek
img-marker = Fekete jelző:
img-marker-next = következő feltöltés: { $side ->
    [even] páros
   *[odd] páratlan
} oldal felül
img-marker-granada = új Granada-lapok: { $side ->
    [even] páros
   *[odd] páratlan
} oldal felül

## Egy játékos tablója

img-points = pont
img-panel-barrier = { $barrier ->
    [moat] árok
   *[wall] fal
} { $length }
img-panel-cards = { $count } kártya
img-panel-built = { $count } beépítve
img-to-place = Beépítendő
img-reserve = Tartalék
img-panel-bonus = Bónusz

## Az áttekintés

img-leaders = Ki vezet az egyes épületeknél (legtöbb lap)
img-leaders-price = Ki vezet az egyes épületeknél (legtöbb lap; döntetlen: legdrágább lap)
img-dirk-tiles = { $count } lap
img-dirk-note = képzeletbeli harmadik játékos · csak többség
img-vizier-ready = Vezír kész
img-vizier-used = Vezír felhasználva
img-vizier-window = Vezír: { $names } döntésére várunk
img-legend-bonus-hidden = rejtett bónuszkártya
img-legend-yard = építőműhely

## Lap elhelyezése és Granada két oldala

img-tile = { $building } { $price }
img-where = Hová kerüljön ez a lap: { $tile }?
img-pick-numbers = Válassz egy számot: 1–{ $count }
img-pick-one = Válaszd az 1-es számot
img-no-cell = Nincs szabályos hely: tedd a tartalékmeződre
img-other-side = Másik oldal:
img-flip-cost = megfordítás: { $cost }+ egy pénznemben
img-faces-title = Így építed be, vagy megfordítva?
img-faces-as-it-lies = Ahogy fekszik
img-faces-turned = Megfordítva
img-faces-free = ingyen
img-faces-costs = { $cost }+ (egy pénznemben)
img-tile-yard = építőműhely ({ $building })
img-building-yard = Építőműhely

## A kéz

img-hand-title = A pénzed, { $name }
img-hand-count = { $count } kártya · összesen { $total }
img-hand-no-cards = nincs kártya
img-hand-tiles = Lapok
img-hand-slot-empty = üres mező
img-hand-exact = pontos
img-hand-extra-action = +1 akció
img-hand-can-pay = kifizethető
img-hand-of = { $price } / { $have }
img-hand-short = hiányzik { $missing }
img-hand-costs = ár: { $price }
img-vizier-turn-up = újra felfordítani egy akció
img-vizier-always-pass = mindig passzolsz
img-vizier-answered = már válaszoltál
img-vizier-now = most bevetheted
img-hand-offices = Pénzváltók
img-hand-offices-note = mindegyik egy vásárlást fizet a két pénznemében
img-hand-bonus = Bónuszkártyák
img-hand-none = nincs
img-bonus-hidden = rejtett
img-bonus-revealed = felfedve

## Értékelőtáblák és grafikon

img-scoring-final = Végső értékelés
img-scoring-round = { $round }. értékelés
img-scoring-points-tiles = pont (lap)
img-scoring-this-round = Ez az értékelés
img-scoring-barrier = { $barrier ->
    [moat] Árok
   *[wall] Városfal
}
img-scoring-longest-wall = Leghosszabb fal
img-scoring-longest-moat = Leghosszabb árok
img-scoring-wall-and-moat = Fal az árok mellett
img-scoring-per-side = oldalanként 2 pont
img-scoring-all-cities-1 = összes
img-scoring-all-cities-2 = város
img-rules-multipliers = Pontok: { $pays } az összes város lapjai
img-rules-multipliers-combined = Granada: { $pays } az összes város lapjai
img-rules-fixed = Pontok: { $pays }
img-rules-fixed-combined = Granada: { $pays }
img-rules-times = { $place }. { $times }×
img-rules-points = { $place }. { $points }
img-rules-ties = Döntetlen: a drágább lap áll előrébb
img-rules-alhambra = Alhambra: az alapjáték táblázata; döntetlennél osztozás
img-chart-final = Végeredmény
img-chart-rounds = Pontok értékelésenként
img-chart-round = { $round }. értékelés
img-chart-winner = győztes
img-added-building_yards = építőműhelyekből
img-added-bonus_cards = bónuszkártyákból

## Roll & Write: a játékoslap

img-rw-over = Vége
img-rw-keep = Tarts meg egy párt
img-rw-your-move = Te következel
img-rw-done = Ebben a fordulóban kész
img-rw-waiting = Várakozás
img-rw-round = Forduló: { $round }/{ $rounds }
img-rw-points = { $points } pont
img-rw-points-so-far = eddig { $points } pont
img-rw-coins = Érmék: { $coins }
img-rw-coins-spent = (elköltve { $spent })
img-rw-coins-turn = { $count } a kockákra ebben a körben
img-rw-gained = { $circled }/{ $supply } megszerezve
img-rw-no-place = nincs hely

## Roll & Write: a pontlap és a végső értékelés

img-rw-score-sheet = Pontlap
img-rw-round-of = Forduló: { $round } / { $rounds }
img-rw-winner = Győztes: { $names }
img-rw-shared = Közös győzelem: { $names }
img-rw-roll = Dobás:
img-rw-everyone = Mindenki ezt a dobást játssza
img-rw-waiting-for = Hátravan: { $names }
img-rw-turn = Soron: { $name }
img-rw-turn-keep = Soron: { $name } (megtart egy párt)
img-rw-place-row = { $place }. hely
img-rw-points-head = Pont
img-rw-total-head = Össz.
img-rw-imaginary = képzeletbeli
img-rw-not-counted = nem számít
img-rw-rounds = Fordulók
img-rw-final = Végső értékelés
img-rw-lines = Sorok és oszlopok
img-rw-coins-row = Érmék
img-rw-bonus = Extra pontok
img-rw-built = { $count } áthúzva
img-rw-built-in-game = { $count } áthúzva · játékban
img-rw-built-note = „Áthúzva”: a lap összes épülete, a { $count } kezdő épülettel együtt.
