# Der Palast von Alhambra (Granada, és a kettő együtt): minden szó, amit a játékosok olvasnak,
# a magyar szabálykönyv szavaival (építőudvar, tartalékmező, pénzkártya, épületlap, átépítés).
#
# Lapok a mondatban: a mondat egy attribútumban adja meg a benne álló lap alakját (a
# helyőrző nevével: `.tile = acc`); az `alhambra-tile` ebben az alakban mondja ki a lapot:
# bare ("Torony 7"), the ("a Torony 7"), acc ("a Torony 7-et"), abl ("a Torony 7-től"),
# sub ("-re/-ra"), dat ("-nek/-nak"), ill ("-be/-ba"), ela ("-ből/-ból"), ine ("-ben/-ban").
# A rag a ár kiejtéséhez igazodik (3, 6, 8, 13: mély hangrend).

game-title-alhambra = Alhambra
game-the-alhambra = egy Alhambra-játék

## Lapok, pénz, helyek

alhambra-building = { $building ->
        [pavilion] Pavilon
        [seraglio] Szeráj
        [arcades] Árkád
        [chambers] Palota
        [garden] Kert
        [tower] Torony
        [arena] Aréna
        [bathhouse] Fürdőház
        [library] Könyvtár
        [hostel] Fogadó
        [hospital] Kórház
        [market] Piac
        [park] Park
        [school] Iskola
        [camp] Tábor
        [medina] Medina
        [residential_quarter] Lakónegyed
        [fountain] kút
        [start] kiindulómező
       *[other] { $building }
    }
alhambra-tile = { $form ->
        [bare] {""}
        [cap] { $building ->
                [arcades] Az
                [arena] Az
                [school] Az
                [yard] { $yard ->
                        [arcades] Az
                       *[other] A
                    }
               *[other] A
            }{" "}
       *[the] { $building ->
                [arcades] az
                [arena] az
                [school] az
                [yard] { $yard ->
                        [arcades] az
                       *[other] a
                    }
               *[other] a
            }{" "}
    }{ $building ->
        [fountain] { $form ->
                [acc] kutat
                [abl] kúttól
                [sub] kútra
                [dat] kútnak
                [ill] kútba
                [ela] kútból
                [ine] kútban
                [del] kútról
                [cau] kútért
               *[nom] kút
            }
        [yard] { $yard ->
                [pavilion] Pavilon
                [seraglio] Szeráj
                [arcades] Árkád
                [chambers] Palota
                [garden] Kert
               *[tower] Torony
            }-{ $form ->
                [acc] építőműhelyt
                [abl] építőműhelytől
                [sub] építőműhelyre
                [dat] építőműhelynek
                [ill] építőműhelybe
                [ela] építőműhelyből
                [ine] építőműhelyben
                [del] építőműhelyről
                [cau] építőműhelyért
               *[nom] építőműhely
            }
        [start] { $form ->
                [acc] kiindulómezőt
                [abl] kiindulómezőtől
                [sub] kiindulómezőre
                [dat] kiindulómezőnek
                [ill] kiindulómezőbe
                [ela] kiindulómezőből
                [ine] kiindulómezőben
                [del] kiindulómezőről
                [cau] kiindulómezőért
               *[nom] kiindulómező
            }
       *[other] { alhambra-building } { $price }{ $form ->
                [acc] -{ $price ->
                        [2] t
                        [3] at
                        [5] öt
                        [6] ot
                        [8] at
                        [12] t
                        [13] at
                       *[other] et
                    }
                [abl] -{ $price ->
                        [3] tól
                        [6] tól
                        [8] tól
                        [13] tól
                       *[other] től
                    }
                [sub] -{ $price ->
                        [3] ra
                        [6] ra
                        [8] ra
                        [13] ra
                       *[other] re
                    }
                [dat] -{ $price ->
                        [3] nak
                        [6] nak
                        [8] nak
                        [13] nak
                       *[other] nek
                    }
                [ill] -{ $price ->
                        [3] ba
                        [6] ba
                        [8] ba
                        [13] ba
                       *[other] be
                    }
                [ela] -{ $price ->
                        [3] ból
                        [6] ból
                        [8] ból
                        [13] ból
                       *[other] ből
                    }
                [ine] -{ $price ->
                        [3] ban
                        [6] ban
                        [8] ban
                        [13] ban
                       *[other] ben
                    }
                [del] -{ $price ->
                        [3] ról
                        [6] ról
                        [8] ról
                        [13] ról
                       *[other] ről
                    }
                [cau] -ért
               *[nom] {""}
            }
    }
alhambra-currency = { $currency ->
        [denar] Denar
        [dirham] Dirham
        [ducat] Dukat
       *[guilder] Gulden
    }
alhambra-amount = { $values } { alhambra-currency }
alhambra-hand-currency = { alhambra-currency } { $total } ({ $values })
alhambra-no-money = nincs pénzed
alhambra-place = { $tile } { $side ->
        [north] északra
        [east] keletre
        [south] délre
       *[west] nyugatra
    }
    .tile = abl
alhambra-place-alone = a többi laptól távol
alhambra-dirk = Géza
alhambra-nobody-tie = senki (döntetlen)

## Kezdőknek

alhambra-how-to-play = A körödben egyet teszel: **pénzt veszel fel** (egy kártyát, vagy többet, amelyek együtt legfeljebb 5-öt érnek), **megveszel** egy épületlapot (legalább az árát fizeted a pénznemében; ha *pontosan* fizetsz, még egy akció jár), vagy **átépíted** az Alhambrádat. Utána beépíted, amit vettél. A teljes játékossegédlet: `/{ cmd-alhambra } { cmd-rules }`.
alhambra-how-to-play-granada = **Granada**: minden lapnak két oldala van. A megvett lapot ingyen beépítheted úgy, ahogy látszik, vagy előbb **megfordíthatod** (legalább { $cost } egy pénznemben, visszajáró nincs); a tartalékmezőre bármelyik oldalával ingyen kerülhet. A várárkokat úgy kell építeni, mint a városfalakat.
alhambra-how-to-play-combination = **Alhambra + Granada**: az építőudvar minden mezőjén egy Alhambra-lap és egy Granada-lap (várárokkal) fekszik; bármelyiket megveheted. A két város egy síkon nő: az első Granada-lapodnak várárokkal kell az Alhambrád egy városfalához csatlakoznia, és a két város csak fal és árok mentén érintkezhet. Egy Granada-lapot **megfordíthatsz** (legalább { $cost } egy pénznemben). A várárok melletti városfal pluszpontot ér.

## Választások (gombok, menük, javaslatok)

alhambra-act-take = Pénz felvétele: { $cards }
alhambra-act-buy = Vásárlás: { $tile }, fizetés: { $cards }
    .tile = bare
alhambra-act-buy-slot = Vásárlás: a { alhambra-currency }-mező lapja, fizetés: { $cards }
alhambra-act-buy-second = Vásárlás: { $tile } (Granada-lap), fizetés: { $cards }
alhambra-act-buy-second-slot = Vásárlás: a { alhambra-currency }-mező Granada-lapja, fizetés: { $cards }
alhambra-act-place-numbered = { $number }: { $tile } beépítése { $place }
    .tile = the
alhambra-act-place = { $tile } beépítése { $place }
    .tile = cap
alhambra-act-reserve-turned = { $tile } megfordítása és a tartalékmezőre tétele { $other }-ként (ingyen)
    .tile = cap
alhambra-act-reserve = { $tile } a tartalékmezőre
    .tile = cap
alhambra-act-flip = { $tile } megfordítása, fizetés: { $cards } → { $other }
    .tile = cap
    .other = bare
alhambra-act-give = { $tile } odaadása Gézának
    .tile = cap
alhambra-act-rebuild-place = { $tile } beépítése a tartalékmezőről { $place }
    .tile = cap
alhambra-act-rebuild-remove = { $tile } ({ $place }) áthelyezése a tartalékmezőre
    .tile = cap
alhambra-act-rebuild-exchange = Csere: { $tile } a tartalékmezőről, { $old } ({ $place }) a tartalékmezőre
    .tile = the
    .old = the
alhambra-act-rebuild-exchange-brief = Csere: { $tile } (tartalékmezőről) ↔ { $old } ({ $place })
    .tile = bare
    .old = bare
alhambra-act-undo = Kör visszavonása
alhambra-act-end = Kör befejezése
alhambra-act-other = Más választás
alhambra-unavailable-undo = Most nincs mit visszavonni.
alhambra-unavailable-end = Most még nem fejezheted be a köröd: előbb vegyél fel pénzt, vásárolj vagy építs át, és építsd be vagy tedd a tartalékmezőre, amit vettél.

## Mi történt (a kör bejegyzése és a /alhambra log)

alhambra-log-money = { $who } felvett: { $cards }.
alhambra-log-bought = { $who } megvette { $tile }, fizetett: { $cards }{ $exact ->
        [yes] {" "}(pontosan: még egy akció)
        [unused] {" "}(pontosan)
       *[no] {""}
    }.
    .tile = acc
alhambra-log-bought-second = { $who } megvette { $tile } Granada-lapot, fizetett: { $cards }{ $exact ->
        [yes] {" "}(pontosan: még egy akció)
        [unused] {" "}(pontosan)
       *[no] {""}
    }.
    .tile = the
alhambra-log-began-granada = { $who } elkezdte Granadát: { $tile }{ $place }, várárok a városfal mellett.
    .tile = the
alhambra-log-built = { $who } beépítette { $tile }{ $place }.
    .tile = acc
alhambra-log-declined = { $who } lemondott { $tile }: a tartalékmezőre került, ahol sosem ér pontot.
    .tile = del
alhambra-log-reserved-turned = { $who } megfordította { $tile }, és { $other }-ként a tartalékmezőre tette (ingyen).
    .tile = acc
    .other = the
alhambra-log-reserved = { $who } a tartalékmezőre tette { $tile }.
    .tile = acc
alhambra-log-flipped = { $who } megfordította { $tile }: most { $other } (fizetett: { $cards }).
    .tile = acc
    .other = the
alhambra-log-marker = Az új { $which ->
        [granada] Granada-lapok
       *[market] lapok az építőudvarban
    } { $side ->
        [odd] páratlan
       *[even] páros
    } oldalukkal felfelé fekszenek; a jelzőkő átkerül: a következő { $which ->
        [granada] Granada-lapok
       *[market] lapok
    } { $after ->
        [odd] páratlan
       *[even] páros
    } oldalukat mutatják.
alhambra-log-given-dirk = { $who } Gézának ajándékozta { $tile }.
    .tile = acc
alhambra-log-rebuilt-exchange = { $who } átépített: { $tile } a tartalékmezőről { $old } helyére került{ $place }.
    .tile = the
    .old = the
alhambra-log-rebuilt-in = { $who } átépített: { $tile } a tartalékmezőről beépült{ $place }.
    .tile = the
alhambra-log-rebuilt-out = { $who } átépített: { $tile }{ $place } a tartalékmezőre került.
    .tile = the
alhambra-log-reshuffled = Elfogyott a pénzkártyapakli: a { $count } eldobott kártyát összekeverték.
alhambra-log-dirk-received = { alhambra-dirk } { $count } lapot kapott a zsákból.
alhambra-log-award = { $tile }: { $owner }
    .tile = the
alhambra-log-award-two = { $tile } és { $second }: { $owner }
    .tile = the
    .second = the
alhambra-log-awarded = A zsák kiürült! Az építőudvarban maradt lapokat az kapja, akinek a pénznemükből a legtöbb pénze van: { $parts }.
alhambra-log-awarded-one-by-one = Egyenként: mindegyiket azonnal be kell építeni úgy, ahogy fekszik (megfordítani már nem lehet), vagy le lehet mondani róla a tartalékmezőre.
alhambra-log-final-given = { $who } megkapja { $tile } (a legtöbb { alhambra-currency } nála van), és most beépíti úgy, ahogy fekszik, vagy lemond róla.
    .tile = acc
alhambra-log-retired = { $who } kilépett a játékból: az Alhambrája megmarad és tovább pontoz, de több köre nem lesz.
alhambra-log-game-over = **Vége a játéknak!** { $count ->
        [one] Győztes
       *[other] Győztesek
    }: { $winners }.

## Értékelések

alhambra-score-heading = **{ $round }. értékelés!**
alhambra-score-see-table = Ki hányadik lett az egyes épületeknél, és miért: lásd az értékelő táblázatot.
alhambra-score-multipliers = { $whose ->
        [combined] Granada épületei: a helyezések
       *[granada] A helyezések
    } ennyiszer annyi pontot érnek, ahány ilyen épület áll az összes városban: { $table }; azonos darabszámnál az áll elöl, akinél a legdrágább ilyen lap van.
alhambra-score-base-table = Az Alhambra épületei az alapjáték táblázata szerint pontoznak (egyenlőségnél osztoznak).
alhambra-score-buildings = { $points } pont az épületekért
alhambra-score-barrier = { $points } { $barrier ->
        [longest-wall] a leghosszabb városfalért
        [moat] a várárokért
       *[wall] a városfalért
    }
alhambra-score-term = { $points } { $term ->
        [moat] a leghosszabb várárokért
        [wall_and_moat] a várárok melletti városfalért (oldalanként 2 pont)
        [street_trader] a vándorkereskedő lakóiért
        [camps] a táborok bástyáiért
        [characters] a karakterekért (Yusuf, Fatima)
        [invaders] a támadók miatt
        [medina] a medinák miatt
        [treasure_chamber] a kincsesládákért
        [bazaars] a bazárokért
        [falcons] a sólymokért
        [art_of_the_moors] a kultúralapkákért
        [portals] a leghosszabb falon álló kapuzatokért
       *[other] ezért: { $words }
    }
alhambra-score-line = { $name }: { $gained } ({ $parts }) = { $total } pont
alhambra-score-building = { $name }: { $parts }
alhambra-score-rank = { $who } { $rank ->
        [1] első
        [2] második
        [3] harmadik
        [4] negyedik
        [5] ötödik
        [6] hatodik
       *[7] hetedik
    } ({ $how })
alhambra-score-how-multiplied = ×{ $times }, { $built } beépített épület = { $points }
alhambra-score-how-points = { $points } pont
alhambra-score-tie = döntetlen { $count } épülettel, a legmagasabb ár döntött: { $prices }

## A kezdés, a hívás, az állás

alhambra-start-heading = **Kezdődik a játék!** Mindenki induló pénze, nyíltan kiosztva:
alhambra-start-money = { $name }: { $cards } ({ $count } kártya, összesen { $worth })
alhambra-start-player = { $name } kezd: { $why ->
        [fewest] neki van a legkevesebb pénzkártyája
        [lowest] neki van a legkevesebb pénzkártyája, és ezek közül a legkisebb összértéke
       *[lot] a legkevesebb kártya és a legkisebb összérték másokkal egyezett: sorsolás döntött
    }. Innentől mindenki pénze titkos.
alhambra-call-turn = { $user }, te következel! Nyomd meg: **{ panel-button }**.
alhambra-call-received = { $user }, építsd be a kapott lapokat! Nyomd meg: **{ panel-button }**.
alhambra-call-received-one = { $user }, megkaptad { $tile }: építsd be úgy, ahogy fekszik, vagy mondj le róla! Nyomd meg: **{ panel-button }**.
    .tile = acc
alhambra-status-cancelled = Ezt a játékot törölték.
alhambra-status-over = Ennek a játéknak vége: a végeredmény a szálban olvasható.
alhambra-status-received-one = { $turn }. kör: { $name } a játék végén megkapta { $tile }, és most beépíti (vagy lemond róla).
    .tile = acc
alhambra-status-received = { $turn }. kör: { $name } a játék végén kapott lapokat építi be.
alhambra-status-placing = { $turn }. kör: { $name } most építi be { $tile }.
    .tile = acc
alhambra-status-extra = { $turn }. kör: { $name } pontos fizetés után még egy akciót választ.
alhambra-status-choosing = { $turn }. kör: { $name } választ: pénz felvétele, lapvásárlás vagy átépítés.
alhambra-final-heading = **Végeredmény**
alhambra-final-line = { $name }: **{ $score }** ({ $details })
alhambra-final-barrier = { $barrier ->
        [moat] várárok
       *[wall] városfal
    } { $length }
alhambra-final-exact = { $count } pontos fizetés
alhambra-final-per-turn = { NUMBER($hours, minimumFractionDigits: 1, maximumFractionDigits: 1) } óra körönként
alhambra-final-per-turn-none = — körönként

## Megjegyzések és válaszok

alhambra-note-older-message = Ez a gomb egy régebbi üzeneten volt; itt a paneled a mostani állapotban.
alhambra-note-game-over = Vége a játéknak: a végeredmény a szálban olvasható.
alhambra-note-turn-done = A köröd véget ért. A következő játékost értesítettük.
alhambra-note-computers-play = A köröd véget ért. Most a gépek lépnek; a szálban egyetlen üzenet mutatja majd az ő lépéseiket a tiéddel együtt.
alhambra-next-exact-tile = Pontosan fizettél { $tile }: válassz még egy akciót (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` vagy `{ cmd-alhambra-rebuild }`), vagy építsd be most { $waiting } (`/{ cmd-alhambra } { cmd-alhambra-place }`).
    .tile = cau
    .waiting = acc
alhambra-next-exact = Pontosan fizettél: válassz még egy akciót (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` vagy `{ cmd-alhambra-rebuild }`), vagy építsd be most { $waiting } (`/{ cmd-alhambra } { cmd-alhambra-place }`).
    .waiting = acc
alhambra-next-place = { $bought ->
        [yes] Megvetted.{" "}
       *[no] {""}
    }Most építsd be { $tile }: `/{ cmd-alhambra } { cmd-alhambra-place }` a paneled képén látható hely számával, vagy tedd a tartalékmezőre.
    .tile = acc
alhambra-next-done = Kész. A kör még visszavonható; a `/{ cmd-alhambra } { cmd-alhambra-end }` befejezi a köröd.
alhambra-refusal-nothing-waiting = Nincs megvett lapod, amely beépítésre vár.
alhambra-refusal-no-place = Nincs { $number }. hely { $tile } számára; a kép { $count ->
        [0] egy helyet sem számoz: tedd a tartalékmezőre
       *[other] csak 1-től { $count }-ig számoz
    }.
    .tile = the
alhambra-refusal-rules = Ezekkel a szabályokkal nem lehet játszani: { $problem }.
alhambra-skip-words = a befejezetlen köre visszavonódik, felveszi a kirakott pénzkártyák közül a legértékesebbet, és a köre véget ér.
alhambra-vote-removed = { $name } kilépett a játékból. Az Alhambrája megmarad és tovább pontoz; több köre nem lesz.
alhambra-vote-skipped = { $name } köre kimaradt
alhambra-vote-took = felvett: { $cards }
alhambra-vote-reserved = a várakozó lapjai a tartalékmezőre kerültek

## Az asztal beállításai

alhambra-options-base-game = az alapjáték
alhambra-options-rules = Szabályok: { $rules } (két játékosnál { alhambra-dirk } is játszik)
alhambra-options-players = Játékosok: 2–{ $most }
alhambra-options-reminders = Emlékeztető: { $every } után
alhambra-options-reminders-off = Emlékeztető: nincs
alhambra-options-deadline = Határidő egy körre: { $after }
alhambra-options-deadline-none = Határidő egy körre: nincs
alhambra-hours = { $hours } óra

## A saját panel

alhambra-panel-title = A paneled · { $name }
alhambra-panel-reserve = A tartalékmeződ
alhambra-panel-note = Megjegyzés
alhambra-panel-footer = { $table }. asztal · { $move }. lépés
alhambra-panel-cancelled-title = A játékot törölték
alhambra-panel-cancelled = Ezt a játékot törölték; többé nem lehet benne játszani.
alhambra-panel-over-title = Vége a játéknak
alhambra-panel-over = A végeredmény a szálban olvasható.
alhambra-panel-left-title = Kiléptél ebből a játékból
alhambra-panel-left = Az Alhambrád megmarad és tovább pontoz; több köröd nem lesz.
alhambra-panel-waiting-title = Várakozás
alhambra-panel-waiting = Most { $name } következik. Nyomd meg újra: **{ panel-button }**, amikor szólunk.
alhambra-panel-how-to-play = Így kell játszani
alhambra-panel-your-turn = Te következel
alhambra-panel-paid-exactly = **Pontosan fizettél!** Választhatsz még egy akciót, vagy beépítheted, amit vettél (**{ alhambra-button-place-it }**).
alhambra-panel-take = **Pénz felvétele**: koppints a felveendő kártyákra.{ $ends ->
        [yes] {" "}Utána véget ér a köröd.
       *[no] {""}
    }
alhambra-panel-buy = **Vásárlás**: koppints egy lapra az építőudvarban{ $both ->
        [yes] : minden mezőn egy Alhambra-lap és egy Granada-lap (várárokkal) fekszik; bármelyiket megveheted.
       *[no] .
    }
alhambra-panel-rebuild = **Átépítés**: inkább az Alhambrádat { $both ->
        [yes] vagy a Granadádat építed át.
       *[no] építed át.
    }
alhambra-panel-nothing-title = Nincs mit tenni
alhambra-panel-nothing = Ebben a körben nem vehetsz fel pénzt, nem vásárolhatsz és nem építhetsz át, ezért passzolsz.
alhambra-panel-take-screen-title = Pénz felvétele
alhambra-panel-take-screen = Koppints a felveendő kártyákra.
alhambra-panel-pay-title = { $tile } kifizetése ({ $price } { alhambra-currency })
    .tile = cap
alhambra-panel-pay = Ha pontosan fizetsz, még egy akciót választhatsz. Visszajáró nincs.
alhambra-panel-pay-second-title = { $tile } Granada-lap kifizetése ({ $price } { alhambra-currency })
    .tile = cap
alhambra-panel-pay-second = Ha pontosan fizetsz, még egy akciót választhatsz. Visszajáró nincs.
alhambra-panel-place-title = { $tile } beépítése
    .tile = cap
alhambra-place-where = { $count ->
        [0] most sehová sem fér be
       *[other] koppints egy számra a képen ({ $count } hely)
    }
alhambra-place-granada-first = (az első Granada-lapodnak várárokkal kell az Alhambrád egy városfalához csatlakoznia)
alhambra-place-final-as-it-lies = Építsd be úgy, ahogy fekszik: { $where }; megfordítani már nem lehet. Vagy **{ alhambra-button-decline }**: a tartalékmeződre kerül, ahol sosem ér pontot.
alhambra-place-final = Építsd be most: { $where }. Vagy **{ alhambra-button-decline }**: a tartalékmeződre kerül, ahol sosem ér pontot.
alhambra-place-build = Építsd be: { $where }, vagy tedd a tartalékmeződre.
alhambra-place-other-side-flip = A másik oldala **{ $tile }**: a megfordítás legalább { $cost } egy pénznemben (visszajáró nincs); a tartalékmezőre bármelyik oldalával ingyen kerülhet.
    .tile = the
alhambra-place-other-side-poor = A másik oldala **{ $tile }**: a megfordítás legalább { $cost } egy pénznemben, többe, mint amennyi bármelyikből van; a tartalékmezőre bármelyik oldalával ingyen kerülhet.
    .tile = the
alhambra-place-other-side-nowhere = A másik oldala, { $tile }, most sehová sem fér a városodba; a tartalékmezőre bármelyik oldalával ingyen kerülhet.
    .tile = the
alhambra-place-more-waiting = Ezen kívül még { $count } megvett lap vár.
alhambra-panel-received-title = Véget ér a játék: megkaptad { $tile }
    .tile = acc
alhambra-panel-received-why = A zsák kiürült, ezért az építőudvarban maradt lapok egyenként ahhoz kerülnek, akinek a pénznemükből a legtöbb pénze van{ $currency ->
        [none] , és ebből a pénznemből neked van a legtöbb
       *[other] : a legtöbb { alhambra-currency } nálad van
    }.
alhambra-panel-flip-title = { $tile } megfordítása
    .tile = cap
alhambra-panel-flip = A másik oldala **{ $other }** (a kép megszámozza, hová fér be). A megfordítás legalább { $cost } egy pénznemben; visszajáró nincs. Koppints arra, amivel fizetsz; utána beépíted.
    .other = the
alhambra-panel-rebuild-screen-title = Az Alhambrád{ $both ->
        [yes] {" "}és Granadád
       *[no] {""}
    } átépítése
alhambra-panel-rebuild-screen = Pénzfelvétel vagy vásárlás helyett vegyél ki egy lapot a tartalékmeződre, vagy építs be egy lapot a tartalékmezőről (üres helyre, vagy egy beépített lap helyére cserélve).{ $both ->
        [yes] {" "}Bármelyik város lapjai; ahol a két város találkozik, városfalnak kell várárokkal érintkeznie.
       *[no] {""}
    }
alhambra-panel-take-out-title = Lap kivétele
alhambra-panel-take-out = Koppints annak a lapnak a számára, amely a tartalékmeződre kerül.
alhambra-panel-build-in-title = { $tile } beépítése
    .tile = cap
alhambra-panel-build-in = Koppints egy számra: üres helyen oda épül; beépített lapon (⇄) kicseréled, és az a lap a tartalékmeződre kerül.
alhambra-caption-turned-over = Megfordítva ide fér be
alhambra-caption-take-out = Melyik lap kerüljön a tartalékmezőre?
alhambra-caption-build-in = Hová kerüljön { $tile }?
    .tile = the

## Gombok (legfeljebb 80 karakter)

alhambra-button-buy = { $tile } megvétele
alhambra-button-buy-second = Granada: { $tile } megvétele
alhambra-button-exact = pontos
alhambra-button-take-more = Pénz felvétele…
alhambra-button-rebuild = Átépítés…
alhambra-button-place-it = Beépítés
alhambra-button-back = ‹ Vissza
alhambra-button-pay-exact = pontos, +1 akció
alhambra-button-pays = { $paid } fizetése
alhambra-button-more-payments = További fizetések ({ $page }/{ $pages }) ›
alhambra-button-more-places = További helyek ({ $page }/{ $pages }) ›
alhambra-button-more-reserve = További tartaléklapok ({ $page }/{ $pages }) ›
alhambra-button-more = Továbbiak ({ $page }/{ $pages }) ›
alhambra-button-decline = Lemondok róla
alhambra-button-reserve = Tartalékmezőre
alhambra-button-reserve-as = Tartalékmezőre mint { $tile }
alhambra-button-turn-over-paying = Megfordítás → { $tile } · { $cards }
alhambra-button-turn-over = Megfordítás → { $tile } ({ $cost } pénz)
alhambra-button-turn-over-short = megfordítás
alhambra-button-give-dirk = Gézának adom
alhambra-button-next-tile = Következő: { $tile } ›
alhambra-button-another-action = Még egy akció ›
alhambra-button-take-out = Lap kivétele
alhambra-button-build-in = { $tile } beépítése
    .tile = bare

## 1. kiegészítés a panelen és a szálban

alhambra-button-yards = Építőműhely…
alhambra-panel-yard = **Építőműhely**: helyette ingyen elvehetsz egyet (ez az akciód); a köröd végén építed be. Legfeljebb hármat.
alhambra-panel-vizier-up = **Fordítsd vissza a vezíredet** (ez az akciód), hogy később használhasd.
alhambra-panel-yards-title = Építőműhely elvétele
alhambra-panel-yards = Ingyenes, és ez az akciód ebben a körben. Minden azonos színű szomszédjáért, amelytől nem választja el városfal, egy ilyen színű épületnek számít (0–3).
alhambra-panel-window-title = Előbb a vezírek
alhambra-panel-window = { $names } még { $count ->
        [one] használhatja a vezírét
       *[other] használhatják a vezírüket
    }. { $answered ->
        [yes] Már válaszoltál: akkor vásárolsz, ha mindenki előtted passzolt.
       *[no] Utána { $next } következik.
    }
alhambra-panel-vizier-title = 🧙 A vezíred
alhambra-panel-vizier = **Most**, soron kívül megvehetsz egy lapot az építőudvarból, **pontosan** fizetve (extra akció nélkül), és azonnal beépíted. A vezíred ezután lefordítva fekszik, amíg akcióként vissza nem fordítod. Vagy passzolj: akkor { $next } következik.
alhambra-button-vizier-buy = { $tile } · { $cards }
alhambra-button-vizier-pass = Passz
alhambra-panel-vizier-place-title = A vezír megveszi: { $tile }
    .tile = bare
alhambra-panel-vizier-place = Fizetsz: { $cards }. Építsd be: { $where }, vagy tedd a tartalékmezőre.
alhambra-call-vizier = 🧙 { $users }: most { $count ->
        [one] használhatod a vezíredet
       *[other] használhatjátok a vezíreteket
    }, eddig: { $until } (**{ panel-button }**). Utána { $next } következik.
alhambra-status-vizier = { $turn }. kör: { $names } még { $count ->
        [one] használhatja a vezírét
       *[other] használhatják a vezírüket
    }; utána { $name } választ.
# $count: how many passed
alhambra-vizier-time-up =
    ⏰ Lejárt a vezír ideje: { $names } { $count ->
        [one] passzolt
       *[other] passzoltak
    }.
alhambra-options-vizier = Vezír: { $minutes } perc két kör között
