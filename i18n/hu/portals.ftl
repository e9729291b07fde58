# Kapuzatok (6. kiegészítés, „Die Falkner”): minden szó, amit a játékosok róluk olvasnak.

## Nevek

# Egy kapuzat, az `alhambra-tile` alakjaiban. $building: a típusa
alhambra-portal-tile = { $form ->
        [bare] {""}
        [cap] {"A "}
       *[the] {"a "}
    }{ alhambra-building }-{ $form ->
        [acc] kapuzatot
        [abl] kapuzattól
        [sub] kapuzatra
        [dat] kapuzatnak
        [ill] kapuzatba
        [ela] kapuzatból
        [ine] kapuzatban
        [del] kapuzatról
        [cau] kapuzatért
       *[nom] kapuzat
    }
# A face's open sides: $sides, e.g. "top and right"
alhambra-portal-open = (nyitott: { $sides })
alhambra-how-to-play-portals = 🚪 **Kapuzatok**: egy épület megvétele után rögtön vehetsz egy azonos típusú kapuzatot (6, az első értékelés után 4, a második után 2; az épület pénznemében, soha nem ad újabb akciót). Fél helyet tölt ki egy azonos típusú épület mellett; a ferde fala 1-et ér a falad hosszában, és a leghosszabb faladon álló minden kapuzat 2 ponttal többet ér.
module-portals =
    .title = Kapuzatok
    .description = Vegyél kapuzatot egy azonos típusú épülettel: fél helyet tölt ki az épület mellett, és a leghosszabb faladon álló minden kapuzat 2 ponttal többet ér.

## Választások és a napló

alhambra-act-buy-portal = Kapuzat vásárlása, fizetés: { $cards }
alhambra-log-portal-bought = 🚪 { $who } vett egy { alhambra-building }-kapuzatot, fizetett: { $cards } (ár: { $price }).

## A panel

alhambra-panel-portal-line = Vegyél kapuzatot az épülethez, amit az imént vettél
alhambra-button-portal = { alhambra-building }-kapuzat · { $price } { alhambra-currency }
alhambra-panel-portal-pay-title = 🚪 { alhambra-building }-kapuzat ({ $price } { alhambra-currency })
alhambra-panel-portal-pay = A kapuzatot az épülettől külön, annak pénznemében fizeted; a pontos fizetés nem ad újabb akciót.
alhambra-panel-portal-place-title = 🚪 Hová kerüljön a { alhambra-building }-kapuzat?
alhambra-panel-portal-place = { $count ->
        [0] Most sehová sem fér: tedd a tartalékodba.
        [one] Egy hely van megszámozva a képen: a háromszög mutatja, melyik felét tölti ki.
       *[other] { $count } hely van megszámozva a képen: minden háromszög mutatja, a hely melyik felét tölti ki a kapuzat.
    } A nyitott oldalainak egyike érintsen egy ilyen épületet: { alhambra-building }.
alhambra-caption-portal-place = Hová kerüljön a { alhambra-building }-kapuzat?

## Elutasítások

engine-portal-camp = a kapuzat soha nem érinthet tábort ({ $place })
engine-portal-type = a { alhambra-building }-kapuzat egyik nyitott oldalának egy ilyen épületet kell érintenie: { alhambra-building } ({ $place })
engine-portal-corner = válaszd ki, merre nézzen a kapuzat
engine-portal-keep = a kapuzat { $place } mellett meg kell maradnia egy ilyen épületnek: { alhambra-building }
engine-portal-no-exchange = a tartalékból a kapuzat üres helyre épül, sosem cserével
engine-portal-not-now = kapuzatot csak közvetlenül egy azonos típusú épület után vehetsz
engine-portal-none-left = nem maradt { alhambra-building }-kapuzat
engine-wall-portal = Kapuzat nem kaphat fa falat: a ferde oldala a fala
engine-portal-cannot-buy = nem veheted meg a kapuzatot ({ $price } { $currency }): { $problem }

## Képek

# The portals' row under the market; $price: what one costs now
img-portals = Kapuzatok (darabja { $price }, azonos típusú épülettel)
img-term-portals = Kapuzatok
img-building-portal = Kapuzat

## A játékossegéd

alhambra-rules-portals =
    {"*"}*Kapuzatok** (6. kiegészítés; `portals` modul, csak az Alhambra lapjaival): 18 kapuzat, típusonként 3, színek szerint az építőudvar mellett. A kapuzat háromszög: egy hely felét tölti ki átlósan; két rövid oldala nyitott, a hosszú oldala kapus fal (PO1).
    {"*"}*Kapuzat vásárlása**: egy épület megvétele után (fizetve vagy Abdul Karimmal) rögtön vehetsz egy azonos típusú kapuzatot: 6 az első értékelés előtt, 4 a második előtt, utána 2, az épület pénznemében. Külön fizeted, és soha nem ad és nem vesz el újabb akciót (X2/PO2); a fizetési segédletek segítenek, túlfizetésnél visszajár. Soha nem építőműhellyel, táborral, bazárral vagy építési területtel. Géza soha nem kap kapuzatot (X5).
    {"*"}*Építés**: építéskor választod ki, merre nézzen. Egyik nyitott oldala érintsen egy azonos típusú épületet (a varázsépület számít, az építőműhely és a bazár nem, PO3); egyik oldala sem érinthet tábort. Átépítés után is maradjon mellette ilyen épület (PO3); a tartalékból üres helyre épül, sosem cserével (PO8).
    {"*"}*Értékelés**: a ferde fala 1-et ér a leghosszabb falban; az értékelt falon álló minden kapuzat 2 ponttal többet ér; egyforma hosszú falak közül a több kapuzatos számít (PO4).
    {"*"}*Döntéseink**: az üres fél két oldala illesztésnél és járásnál falnak számít (PO5); a ferde fal mindig külső fal, az üres fél oldalai soha (PO6). A vezírrel is vehetsz egyet: közvetlenül a vásárlása után, két kör között; a tartalékodba kerül (PO7). Kapuzat nem kaphat fa falat (PO9).
