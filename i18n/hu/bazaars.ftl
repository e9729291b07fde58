# Bazárok (4. kiegészítés, "Die Schatzkammer des Kalifen"): minden szó, amit a játékosok
# róluk olvasnak. A bazárnak nincs saját ára: annyiba kerül, mint az építőudvar
# pénznemének megfelelő mezőjén álló lap, pontosan fizetve.

## Nevek

# Egy bazár: a pénzneme és a három szín (épületekként), az `alhambra-tile` alakjaiban
# (bare, cap, the, acc, abl, sub, dat, ill, ela, ine, del, cau, nom).
alhambra-bazaar-tile = { $form ->
        [bare] {""}
        [cap] {"A "}
       *[the] {"a "}
    }{ alhambra-currency }-{ $form ->
        [acc] bazárt
        [abl] bazártól
        [sub] bazárra
        [dat] bazárnak
        [ill] bazárba
        [ela] bazárból
        [ine] bazárban
        [del] bazárról
        [cau] bazárért
       *[nom] bazár
    }{ $colours ->
        [none] {""}
       *[other] {" "}({ $colours })
    }
alhambra-how-to-play-bazaars = 🏪 **Bazárok**: a zsákból húzott bazár az építőudvar mellett vár. Megvétele egy akció: fizesd ki pontosan a pénzneme mezőjén álló lap árát (a paneleden: „Bazárok”). A végén mindegyik pontot ér: a körülötte álló illő épületek × az ott lévő színei.
module-bazaars =
    .title = Bazárok
    .description = A bazárok az építőudvar mellett várnak: pontosan a pénznemük lapjának áráért veheted meg őket. A végén mindegyik a körülötte álló épületek színei szerint ér pontot.

## Választások és a napló

alhambra-act-buy-bazaar = Vásárlás: { $tile }, fizetés: { $cards }
    .tile = bare
alhambra-act-karim-bazaar = Abdul Karim kifizeti ezt: { $tile } (pontos fizetésnek számít)
    .tile = bare
alhambra-log-bazaar-waiting = 🏪 { $tile } az építőudvar mellett vár; újabb lapot húztunk.
    .tile = cap
alhambra-log-bazaar-bought = { $how ->
        [karim] 🏪 { $who } Abdul Karimmal megvette { $tile } (ár: { $price })
        [vizier] 🏪 { $who } a vezírrel megvette { $tile }, fizetett: { $cards } (ár: { $price })
       *[plain] 🏪 { $who } megvette { $tile }, fizetett: { $cards }
    }{ $how ->
        [vizier] {""}
       *[other] { $exact ->
                [unused] {" "}(pontosan)
               *[yes] {" "}(pontosan: még egy akció)
            }
    }.
    .tile = acc

## A panel

alhambra-panel-bazaars-line = Vegyél egy bazárt az építőudvar mellől (pontosan az áráért)
alhambra-button-bazaars = Bazárok
alhambra-panel-bazaars-title = 🏪 Bazárok
alhambra-panel-bazaars = Egy bazár annyiba kerül, mint a pénzneme mezőjén álló lap, és pontosan kell fizetni (így még egy akciót választhatsz). A végén pontot ér: a körülötte álló, színben illő épületek száma × az ott lévő színei száma.
alhambra-button-bazaar = { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-button-bazaar-karim = Abdul Karim kifizeti ezt: { $tile }
    .tile = bare
alhambra-panel-bazaar-pay-title = { $tile } kifizetése ({ $price } { alhambra-currency })
    .tile = cap
alhambra-panel-bazaar-pay = A bazárt pontosan fizeted ki; még egy akciót választhatsz.

## Képek

img-building-bazaar = Bazár
img-term-bazaars = Bazárok
img-bazaars-waiting = Bazárok
img-bazaar-no-price = —
img-legend-bazaar = Bazár: a rajta álló szám a pontjai a játék végén

## A motor indoklásai

engine-bazaar-not-waiting = Ez a bazár nem vár az építőudvar mellett
engine-bazaar-slot-empty = Az építőudvar { $currency }-mezője üres: a bazár annyiba kerül, mint az ottani lap, ezért most nem veheted meg
engine-bazaar-cannot-buy = Nem veheted meg a bazárt ({ $price } { $currency }): { $problem }
engine-bazaar-not-exact = A bazárt pontosan kell kifizetni: az ára { $price } { $currency }, a kártyáid együtt { $total }

## Játékos-segédlet

alhambra-rules-bazaars =
    {"*"}*Bazárok** (4. kiegészítő; `bazaars` modul, csak az Alhambra lapjaival): nyolc bazár kerül a zsákba, pénznemenként kettő, mindegyiken három épületszín (BZ1). Ha az építőudvarhoz bazárt húzunk, az a pénzneme alatt az udvar mellett vár, és újabb lapot húzunk; egy pénznem alatt több is várhat (BZ4). Laila ilyenkor újra húz. Amit Géza húz, az az övé marad, és nem ér pontot (BZ4).
    {"*"}*Bazár vásárlása**: Egy várakozó bazár megvétele akció: annyiba kerül, mint a pénzneme mezőjén álló lap, pontosan, abban a pénznemben (pénzváltó, gyémánt és visszajáró érme segít; túlfizetésért nem jár vissza semmi), és a pontos fizetés még egy akciót ad (BZ2). Amíg az a mező üres, nem vehető meg; egy tábor is ugyanúgy megszabja az árat (BZ3). A vezírrel is megveheted, Abdul Karim kifizetheti, Abdul Knihstig kártyája 10-es vagy drágább bazár után jár.
    {"*"}*Építés és értékelés**: Úgy építed be, mint egy épületet (falak nélkül), vagy tartalékba teszed; lakó nem kerül rá, fafal nem változtat rajta. Az utolsó értékeléskor minden beépített bazár M × D pontot ér (legfeljebb 24-et): M = a körülötte lévő 8 mezőn álló, három színének megfelelő épületek, D = hány színe van ott. Építőműhely, tábor és másik bazár sosem számít: csak az épületeknek van színe (BZ5); a tartalékban lévő bazár nem ér pontot (BZ6). A végén még várakozó bazárokat nem osztjuk ki.
    {"*"}*A mi döntéseink**: az ár a vásárláskor számít (BZ7); ha Laila húzásai csupa bazárral ürítik ki a zsákot, az udvar lapja marad (BZ8); a bazárt, mint bármely megvett lapot, Gézának is adhatod (BZ9).
