# Váltójegyek (6. kiegészítő, „Die Falkner”). $currency: a pénznem (szavai az
# alhambra-currency üzenetben); $who: egy név. A váltójegy egy valutakő a játékos
# váltójegy-kártyáján.

## Nevek

alhambra-certificate-amount = váltójegy { $value } { alhambra-currency }
alhambra-how-to-play-certificates = 🎫 **Váltójegyek**: ha túlfizetsz egy vásárlást (épületet, tábort, licitet vagy gyémántokkal), elveszel egy ilyen pénznemű valutakövet a túlfizetés értékére; ha már van ilyened, az feljebb lép (legfeljebb 10-ig). Egészben fizet, a pénzneme pénzeként (🎫 a fizetés gombjain); ha pontosan fizetsz vele, újabb akciót kapsz.
module-exchange_certificate =
    .title = Váltójegyek
    .description = Fizess túl egy vásárlást, és vegyél el egy valutakövet a túlfizetés értékére (legfeljebb 10); később a pénzneme pénzeként fizethetsz vele.

## Választások és napló

alhambra-act-overpay-for = { $take ->
        [coins] Ha túlfizetek: visszajáró érméket kérek
       *[certificate] Ha túlfizetek: váltójegyet kérek
    }
alhambra-log-certificate-issued = 🎫 { $who } { $overpaid } { alhambra-currency } értékben túlfizetett: { $before ->
        [0] új váltójegyet kapott, értéke { $value }.
       *[other] a váltójegye mostantól { $value } értékű (eddig { $before }).
    }
alhambra-log-certificate-spent = 🎫 { $who } egy { $value } { alhambra-currency } értékű váltójeggyel fizetett; a kő visszakerült a készletbe.

## Elutasítások (motor)

engine-certificate-no-change = visszajáró nélkül a túlfizetés mindig váltójegyet ad
engine-certificate-choice-unchanged = { $take ->
        [coins] a túlfizetés már most is érméket ad neked
       *[certificate] a túlfizetés már most is váltójegyet ad neked
    }

## Játékos segédlet

alhambra-rules-exchange-certificate =
    {"*"}*Váltójegyek** (6. kiegészítő; `exchange_certificate` modul, Granadával és a kombinációval is): minden játékosnak van egy váltójegy-kártyája. A valutakövek a készletben vannak: pénznemenként 1 két játékosnál, 2 három-négy játékosnál, 3 öt-hat játékosnál.
    {"*"}*Hogyan kapsz követ**: ha X-szel túlfizetsz egy épületet (a vezírrel vettet is), egy tábort, egy karakterre tett licitet, vagy gyémántokkal fizetsz túl, elveszel egy ilyen pénznemű követ a készletből, és X-re állítod; ha már van ilyen pénznemű köved, az X-szel feljebb lép, legfeljebb 10-ig (EC1). Pénznemenként egy kő jár. Gyémántokért az építőudvar azon mezőjének pénzneme jár, ahonnan vettél (EC4); licitért az a pénznem, amiben fizetted (EC6); minden építőudvarból vett lap számít, a granadai átfordítás nem (EC5).
    {"*"}*Költés**: a kő egészben fizet, a pénzneme pénzeként, bárhol, ahol pénz fizet (lapok, vezír, licitek, táborok, bazárok, ládák, szultánkártyák), majd visszakerül a készletbe (EC2). Ha pontosan fizetsz vele, az pontos fizetés: újabb akció, és a felderítő. A végső kiosztásnál pénznek számít.
    {"*"}*Visszajáróval**: te választasz érmék és váltójegy között (EC3): váltójegyet kapsz, hacsak a paneleden át nem váltottál érmékre (🎫, bármikor); ha nem nyerhetsz követ, érméket kapsz (EC9).
    {"*"}*A mi döntéseink**: a kő pénzként van a kezedben (EC7); minden kő nyilvános, és Yammeradnak és Machmának a kő nem kézben tartott kártya (EC8). A kő sólymot, építési területet és kapuzatot is fizet, mint a pénz, és az építési terület túlfizetése is követ ad (EC10).

## Képek

img-certificate-title = Váltójegyek
img-certificate-pool = Kövek a készletben
img-certificate-none = nincs váltójegy
