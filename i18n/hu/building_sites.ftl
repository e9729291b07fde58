# Építési területek (6. kiegészítő, "Die Falkner"): minden szó, amit a játékosok olvasnak
# róluk. Az építési terület egy fél áron vett épület; amíg nincs befejezve, csak a falai
# számítanak. A jelzője pénznemében, teljes áron fejezed be.

alhambra-how-to-play-building-sites = 🏗️ **Építési területek**: egy építőudvari épületet építési területként megvenni egy akció: az ára fele (felfelé kerekítve) a mező pénznemében, és a zsákból húzott jelző mutatja, milyen pénznemben fejezed be. Addig csak a falai számítanak. A befejezés is egy akció: a teljes ára abban a pénznemben (a paneleden: „Építési területek”).
module-building_sites =
    .title = Építési területek
    .description = Vegyél meg egy építőudvari épületet fél áron építési területként; csak a falaival számít, amíg be nem fejezed a teljes áráért, a jelzője pénznemében.

## Választások és a napló

alhambra-act-buy-site = Vásárlás építési területként: { $tile }, fizetés: { $cards }
    .tile = bare
alhambra-act-buy-site-slot = A { alhambra-currency }-lap vásárlása építési területként, fizetés: { $cards }
alhambra-act-complete-site = Építési terület befejezése: { $tile }, fizetés: { $cards }
    .tile = bare
alhambra-log-site-bought = 🏗️ { $who } építési területként megvette ezt: { $tile }, fizetett: { $cards }{ $exact ->
        [yes] , az ár felét (pontosan: még egy akció)
        [unused] , az ár felét (pontosan)
       *[no] {" "}(fél ár: { $price })
    }. A jelzője: { alhambra-currency }; { $full } { alhambra-currency } áron fejezhető be.
    .tile = bare
alhambra-log-site-completed = 🏗️ { $who } befejezte az építési területet ({ $tile }), fizetett: { $cards }{ $exact ->
        [yes] {" "}(pontosan: még egy akció)
        [unused] {" "}(pontosan)
       *[no] {""}
    }.
    .tile = bare

## A panel

alhambra-panel-sites-line = Vegyél egy épületet építési területként (fél áron), vagy fejezd be az egyiket
alhambra-button-sites = Építési területek
alhambra-panel-sites-title = 🏗️ Építési területek
alhambra-panel-sites = Az építési terület a lap árának fele (felfelé kerekítve) a mezője pénznemében; utána egy jelző mutatja, milyen pénznemben fejezed be. Addig csak a falai számítanak: nincs többség, láda, lakó, kultúralap. A befejezés a teljes ár a jelző pénznemében. Pontos fizetés: még egy akció.
alhambra-button-site-buy = Terület: { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-button-site-complete = Befejezés: { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-panel-site-pay-title = Építési terület fizetése: { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-site-pay = Az ár fele, felfelé kerekítve. Pontos fizetés: még egy akció.
alhambra-panel-site-complete-title = Befejezés: { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-site-complete = A teljes ár a jelzője pénznemében. Pontos fizetés: még egy akció.

## Képek

img-site-unfinished = Terület
img-term-sites = Befejezetlen területek
img-legend-site = Befejezetlen terület: csak a falai számítanak

## A motor indoklásai

engine-site-not-this-tile = a { alhambra-currency }-lap nem vehető meg építési területként
engine-site-bag-empty = minden jelző foglalt: most nem lehet építési területet venni
engine-site-cannot-buy = Nem veheted meg az építési területet ({ $price } { alhambra-currency }): { $problem }
engine-site-not-a-site = ez a lap nem befejezetlen építési terület
engine-site-not-yours = ez az építési terület nem a tiéd
engine-site-cannot-complete = Nem fejezheted be az építési területet ({ $price } { alhambra-currency }): { $problem }

## A játékosegéd

alhambra-rules-building-sites =
    {"*"}*Építési területek** (6. kiegészítő; `building_sites` modul, csak az Alhambra lapjaival): nyolc jelző kerül egy saját zsákba, pénznemenként kettő (BS4).
    {"*"}*Terület vásárlása**: egy akció: egy építőudvari épületet az ára feléért (felfelé kerekítve) veszel meg a mező pénznemében (BS1); pénzváltó, gyémánt, érme és építőmester segít. Pontosan: még egy akció; túlfizetésnél visszajárót kapsz (BS1). Vakon húzol egy jelzőt, és mindenkinek megmutatod: ebben a pénznemben fejezed be; üres zsáknál nem lehet területet venni (BS2). Tábor nem lehet, a vezírrel sem. Úgy építed, teszed tartalékba és építed át, mint bármely lapot; a kör a jelző húzása előttre nem vonható vissza (BS7).
    {"*"}*Befejezés**: egy akció: a teljes nyomtatott ár a jelző pénznemében (pontosan: még egy akció); a jelző visszakerül a zsákba (BS2). Bármelyik területedet befejezheted: beépítve, tartalékban vagy épp megvéve (BS6).
    {"*"}*Amíg nincs kész**: a terület csak az építésnél, a lyukaknál, a táborok vonalainál, a támadóknál és a falaknál számít (kapu és fafal kerülhet rá): nincs többség, építőműhely, bónuszkártya, karavánszeráj-típus, bazárszín, lakó, láda, kultúralap, sólyompont (BS3). A végén befejezetlen marad, és soha nem kapja Géza (BS5). Vétele vagy befejezése nem hoz felderítőt és Knihstig-kártyát (BS8); minden terület pénzneme nyilvános, a zsákból csak a darabszám (BS9). Az elforgatott varázsépület építési terület marad (BS10).

## Az értékelési táblázat

img-sites-scored = Befejezetlen területek, csak a falaik számítottak: { $who }

## A kör egy pillantással

img-glance-site = építési területként megvette, még beépítendő
img-glance-site-built = építési területként megvette és beépítette
img-glance-site-reserved = építési területként megvette a tartalékba
img-glance-site-completed = befejezte az építési területet
