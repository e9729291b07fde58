# Medina (promó): minden szó, amit a játékosok a medinákról olvasnak. A medinát épületként
# veszik és építik, de nem épülettípus; minden értékeléskor az veszít pontot, akinek a
# legkevesebb van.

module-medina =
    .title = Medina
    .description = Kilenc medina kerül az épületek közé a zsákba. Minden értékeléskor az veszít pontot, aki a legkevesebb medinát építette.
alhambra-how-to-play-medina = 🕌 **Medinák**: a medinák a zsákból jönnek, és épületként veszed és építed őket, de egyik többségbe sem számítanak. Minden értékeléskor pontot veszít, aki a legkevesebbet építette (akinek egy sincs, még többet), úgyhogy időnként vegyél egyet.

## Képek

img-building-medina = Medina
img-term-medina = Medinák
# Egy játékos panelje: megépített medinák, és mennyit vinne el a következő értékelés ($points >= 0)
img-medina-standing = ×{ $count } · { $points ->
        [0] következő értékelés: ±0
       *[other] következő értékelés: −{ $points }
    }

## Játékossegéd

alhambra-rules-medina =
    {"*"}*Medina** (promó; `medina` modul, csak az Alhambra lapjaival, kétfős játékban is): kilenc medina, 2-től 10-ig minden árból egy, kerül a zsákba. A falaik (MD1): 2 észak+nyugat, 3 észak+kelet, 4 kelet+dél, 5 dél+nyugat, 6 észak, 7 kelet, 8 dél, 9 nyugat, 10 nincs.
    {"*"}*Vásárlás és építés**: a medinát épületként veszed és építed (pontos fizetés: még egy akció; túlfizetésért visszajáró érme jár; a vezír vehet egyet; Abdul Karim kifizethet egyet; Knihstig kártyája a 10-es medina után is jár; Laila kicserélhet egyet, MD4). Nem épülettípus: nincs többsége, az építőműhelyek nem veszik figyelembe, a karavánszerájhoz nem számít típusnak, nem ad kultúralapkát, Hakim sosem számolja. Nem kap lakót és kincsesládát, és nincs színe (MD3). Kapu vagy fa fal kerülhet rá; a táborok sorai és a támadók minden lapként számolják. A megmaradt medinákat a játék végén kiosztják.
    {"*"}*Értékelés** (minden értékeléskor, a támadók után): mindenkit, Gézát is, az Alhambrájában megépített medinák száma szerint rangsorolunk, a legkevesebbtől; a tartalékban lévő medinák nem számítanak (MD2). Egyenlő számnál a drágább legdrágább medina számít többnek. 1. értékelés: a legkevesebb 3-at veszít; 2.: 6-ot és 3-at; 3.: 9-et, 6-ot és 3-at. Akik helyen osztoznak, azok pontjain is osztoznak, felfelé kerekítve. Akinek nincs medinája, további 1, 2 vagy 3 pontot veszít. A pontszám 0 alá is mehet.
    {"*"}*Saját döntéseink**: a játékból kilépett játékosokat is rangsoroljuk (MD5); a paneled mutatja a medináidat, és hogy mennyit vinne el a következő értékelés (MD6).
