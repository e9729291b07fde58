# Sólymok (6. kiegészítő, „Die Falkner”): minden szó, amit a játékosok róluk olvasnak.

## Nevek

module-falcons =
    .title = Sólymok
    .description = Három pakli sólyom: vegyél sólymokat darabonként 6-ért, és tedd őket oda, ahol négy lapod találkozik; minden értékeléskor egy szín n sólyma n × (n + 1) pontot ér.
alhambra-how-to-play-falcons = 🦅 **Sólymok**: akcióként (nem a pontos fizetés utáni plusz akcióként) sólymokat vehetsz darabonként 6-ért, bármilyen pénznemben, és mindegyiket oda teszed, ahol négy lapod találkozik, köztük a két színének épületeivel (a paneleden „Sólymok”). Minden értékelés: 2, 6, 12, 20, 30 pont egy szín 1-5 sólymáért.
alhambra-falcon = { $colour ->
        [black] fekete
        [brown] barna
       *[white] fehér
    } sólyom ({ $first } + { $second })
alhambra-falcon-at = { $colour ->
        [black] fekete
        [brown] barna
       *[white] fehér
    } sólyom ({ $point }. pont)
alhambra-falcon-at-brief = { $colour ->
        [black] fekete
        [brown] barna
       *[white] fehér
    } ({ $point }.)

## Választások és a napló

alhambra-act-buy-falcons = Vásárlás: { $falcons }, fizetés: { $cards }
alhambra-act-buy-falcons-brief = Sólymok: { $falcons }, fizetés: { $cards }
alhambra-log-falcons-bought = 🦅 { $who } { $count ->
        [one] egy sólymot
       *[other] { $count } sólymot
    } vett: { $falcons }; fizetés: { $cards }.
alhambra-log-falcons-revealed = Most felül: { $falcons }.

## A panel

alhambra-panel-falcons-line = Sólymok vásárlása (darabja 6), oda, ahol négy lapod találkozik
alhambra-button-falcons = Sólymok
alhambra-panel-falcons-title = 🦅 Sólymok
alhambra-panel-falcons = { $chosen ->
        [none] Válassz egy sólymot egy pakli tetejéről. Mindegyik 6-ba kerül, bármilyen pénznemben (visszajáró érme nélkül, visszajáró és plusz akció nincs).
       *[some] Választva: { $chosen } ({ $price }). Vegyél hozzá sólymot egy másik pakliból, vagy fizess.
    }
alhambra-button-falcon-add = { $falcon }
alhambra-panel-falcon-point-title = 🦅 Hová ül: { $falcon }?
alhambra-panel-falcon-point = Egy számozott pontra: ott négy lapod találkozik, köztük ezek: { $first } és { $second }.
alhambra-button-falcon-point = { $point }. pont
alhambra-button-falcons-pay = Fizetés: { $cards }
img-falcons-where = Hová ül: { $falcon }?

## Képek

img-glance-falcons = sólymot vett
img-term-falcons = Sólymok
img-falcons = Sólymok
img-falcons-left = még { $count }
img-legend-falcon = Sólyom: azon a ponton, ahol négy lap találkozik

## A szabályok indokai

engine-falcons-not-extra = a pontos fizetés utáni plusz akcióval nem vehetsz sólymot
engine-falcons-none = válassz legalább egy sólymot
engine-falcons-no-stack = ilyen sólyompakli nincs
engine-falcons-gone = a { $colour ->
        [black] fekete
        [brown] barna
       *[white] fehér
    } sólymok elfogytak
engine-falcons-one-each = egyszerre minden pakliból csak egy sólymot
engine-falcons-same-point = egy pontra csak egy sólyom ülhet
engine-falcons-bad-point = a sólyom olyan szabad pontra ül, ahol négy lapod találkozik, és köztük van mindkét színének egy-egy épülete
engine-falcons-no-coins = sólymot nem fizethetsz visszajáró érmével
engine-falcons-no-aid = a sólymot bármilyen pénznemű pénzzel fizeted: pénzváltó nem kell, és nem is fizethet
engine-falcons-too-little = { $count ->
        [one] egy sólyom ára
       *[other] { $count } sólyom ára
    } { $price }; a kiválasztott kártyáid összege { $total } (visszajáró nincs)
engine-falcons-cannot-buy = nem veheted meg a sólymokat: { $problem }
engine-falcons-tile-held = ezen a lapon sólyom ül: a lap az Alhambrádban marad

## Játékossegéd

alhambra-rules-falcons =
    {"*"}*Sólymok** (6. kiegészítő; `falcons`, csak Alhambra-lapok): 15 sólyom, 5 fekete, 5 barna, 5 fehér, három pakliban szín szerint, mindegyik megkeverve; csak a legfelsők láthatók (FA3). Minden sólyom két épületszínt mutat: a hat szín 15 párját, minden sólyomszín lefedi mind a hatot (FA2).
    {"*"}*Vásárlás**: sólymot venni egy akció, soha nem a pontos fizetés utáni plusz akció. Vedd el egy, két vagy mindhárom pakli legfelső sólymát (mindegyikből legfeljebb egyet, FA6), és tedd mindegyiket azonnal oda, ahol négy beépített lapod találkozik, pontonként egy sólymot, úgy, hogy a négy között legyen a két színének egy-egy épülete (FA1; nem olyan pontra, amelyet csak a kör lapjai hoznának létre, FA7). Darabja 6, együtt fizetve bármilyen pénznemben pénzzel, gyémánttal, építőmesterrel vagy karavánszerájjal, visszajáró érmével soha; visszajáró és plusz akció nincs (FA3). Építőműhely sosem ad színt, de sólyom ülhet mellette.
    {"*"}*Értékelés és átépítés**: minden értékeléskor egy szín n sólyma n × (n + 1) pontot ér: 2, 6, 12, 20, 30. Átépítés sosem vesz ki (FA4) és sosem cserél ki (FA5) sólyom alatti lapot; a sólyom sosem mozdul (FA9). Géza nem kap sólymot.
    {"*"}*Saját döntéseink**: az a vásárlás, amely új legfelső sólymot fordít fel, nem vonható vissza (FA8). A kapuzat csak fél helyet tölt ki, a befejezetlen építési terület pedig csak az építésnél, a lyukaknál, a táborok vonalainál, a támadóknál és a falaknál számít: egyik sem számít lapnak egy pontnál (FA10).
