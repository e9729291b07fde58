# A 2. kiegészítés ("Die Tore der Stadt") karakterei: árverésük és képességeik a panelen, a
# begépelt parancsokban és a szálban. A karakter neve úgy áll, ahogy a kártyáján
# (img-character-name-<id>), a képessége egy sorban (img-character-<id>).

## Mit tesz egy választás (gombok, begépelt parancsok)

alhambra-act-bid = Licit: { $amount }
alhambra-act-pass-bid = Passz: erre a karakterre többet nem licitálsz
alhambra-act-pay-character = Fizetés: { $cards }
alhambra-act-laila = Laila Wundabah: csere a zsákból húzott lapra, ezt adod vissza: { $tile }
    .tile = bare
alhambra-act-machma = Machma Klain: ezt adod: { $give }, ezt kapod: { $take }
alhambra-act-yammerad = Yammerad: a pénzpakli felső lapjának felhúzása
alhambra-act-karim = Abdul Karim kifizeti ezt: { $tile } (pontos fizetésnek számít)
    .tile = bare
alhambra-act-knihstig = Abdul Knihstig: ezt is elveszed: { $cards }

## A panel

alhambra-panel-auction-title = 🎭 Árverés: { $character }
alhambra-panel-auction = { $effect }
    { $high ->
        [0] Még nincs licit.
       *[other] A legmagasabb licit: { $high } ({ $leader }).
    } Licitálj többet, vagy passzolj (a passz végleges). A nyertes egy pénznemben fizeti ki a licitet; a pénzváltók, a gyémántok és az érmék segítenek.
alhambra-panel-auction-pay-title = 🎭 Megnyerted: { $character }, { $amount } pénzért
alhambra-panel-auction-pay = Válaszd ki, hogyan fizetsz legalább { $amount } pénzt egy pénznemben.
alhambra-panel-auction-waiting-title = 🎭 Árverés: { $character }
alhambra-panel-auction-waiting = { $paying ->
        [yes] { $name } nyert, és most választja ki, hogyan fizet.
       *[no] Várunk, hogy { $name } licitáljon vagy passzoljon. { $high ->
            [0] Még nincs licit.
           *[other] A legmagasabb licit: { $high } ({ $leader }).
        }
    }
alhambra-panel-laila = Laila Wundabah az akciód előtt kicseréli az építőudvar egyik lapját egy új, zsákból húzott lapra. Melyiket?
alhambra-panel-machma = Machma Klain: az akciód előtt add le egy pénzkártyádat, és vegyél el a kirakott pénzkártyák közül egy ugyanannyit vagy kevesebbet érő kártyát.
alhambra-panel-karim = Abdul Karim egyszer kifizeti az építőudvar egy épületének teljes árát, aztán kikerül a játékból. Ez pontos fizetésnek számít: még egyszer te következel.
alhambra-button-laila = Laila…
alhambra-button-machma = Machma…
alhambra-button-karim = Abdul Karim…
alhambra-panel-laila-line = Laila Wundabah: egy lap cseréje az építőudvarban (az akciód előtt)
alhambra-panel-machma-line = Machma Klain: egy pénzkártya cseréje (az akciód előtt)
alhambra-panel-yammerad-line = Yammerad: egy pénzkártya húzása (az akciód előtt)
alhambra-panel-karim-line = Abdul Karim: egyszer kifizet egy épületet

## Pingek, állás, a szál

alhambra-options-auction = Karakterárverések: { $minutes } perc minden licitre
alhambra-call-auction = { $user }, te licitálsz erre: { $character } ({ $high ->
        [0] még nincs licit
       *[other] a legmagasabb { $high }
    }). Licitálj többet vagy passzolj, eddig: { $until }.
alhambra-call-auction-pay = { $user }, megnyerted: { $character }, { $amount } pénzért. Válaszd ki, hogyan fizetsz, eddig: { $until }.
alhambra-status-auction = { $turn }. kör: { $character } árverése { $name } válaszára vár.
alhambra-auction-time-up = ⏰ Lejárt { $name } ideje az árverésen: { $paying ->
        [yes] a licitet az első felkínált módon fizette ki.
       *[no] passzolt.
    }

alhambra-log-character-revealed = 🎭 A pénzpakliból felfordult: { $character }. Árverés következik.
alhambra-log-character-auction = 🎭 Árverés: { $character }. Elsőként { $first } licitál, aztán az óramutató járása szerint.
alhambra-log-character-bid = { $who } licitje { $character } karakterre: { $amount }.
alhambra-log-character-passed = { $who } passzol ({ $character }).
alhambra-log-character-won = 🎭 { $who } megnyerte: { $character }, { $amount } pénzért.
alhambra-log-character-paid = { $who } fizetett ({ $character }): { $cards }.
alhambra-log-character-unsold = 🎭 Senki sem licitált erre: { $character }. A kártya kikerül a játékból.
alhambra-log-laila = 🎭 { $who } Laila Wundabah-t használta: visszament a zsákba: { $old }, kijött: { $new }.
    .old = bare
    .new = bare
alhambra-log-machma = 🎭 { $who } Machma Klaint használta: leadta: { $give }, elvette: { $take }.
alhambra-log-yammerad = 🎭 { $who } Yammeradot használta, és { $count ->
        [0] nem húzott lapot: elfogyott a pakli
        [one] húzott egy lapot a pakliból, a többiek nem látják
       *[other] húzott { $count } lapot a pakliból, a többiek nem látják
    }.
alhambra-log-karim = 🎭 Abdul Karim kifizette { $who } helyett: { $tile }, és kikerül a játékból.
    .tile = bare
alhambra-log-knihstig = 🎭 { $who } Abdul Knihstiget használta, és ezt is elvette: { $cards }.
alhambra-log-ammar = 🎭 { $who } Ammar El'Schauf segítségével még egyszer átépített.
alhambra-log-hakim = 🎭 Hakim Wahid fél épületnek számított { $name } javára: { $building }.

## Begépelt parancsok

cmd-alhambra-expansion = kiegészítő
    .description = Kiegészítők: kapu- vagy falkártya, vándorkereskedő, karakter, karavánszeráj, kultúralapkák, szultán
opt-alhambra-expansion-choice = választás
    .description = Mit szeretnél tenni
cmd-alhambra-bid = licit
    .description = Karakter árverése: licit, passz, vagy fizetés, ha nyertél
opt-alhambra-bid-choice = választás
    .description = Mennyit, vagy passz

## Újaknak és a játékossegéd

alhambra-how-to-play-characters = 🎭 **Karakterek**: ha egy felfordul a pénzpakliból, sorban mindenki licitálhat rá (elsőként a következő játékos). A karaktereid lehetőségei a paneleden jelennek meg.
alhambra-rules-characters =
    {"*"}*Karakterek**: a tíz kártyából hat (véletlenszerűen) a 2., 3. és 4. pénzpakliba kerül. A felforduló karaktert azonnal elárverezzük: elsőként a következő játékos licitál, aztán az óramutató járása szerint; emelhetsz vagy passzolhatsz, a passz végleges; a legtöbbet ígérő egy pénznemben fizeti ki a licitet (a pénzváltók, a gyémántok és az érmék segítenek; túlfizetésért a visszajáró pénz modullal érmék járnak). Ha senki sem licitál, a kártya kikerül a játékból. Laila, Machma és Yammerad közül körönként legfeljebb egy, az akciód előtt.
    — Laila Wundabah az építőudvar egy épületét egy zsákból húzott új lapra cseréli (előbb húz, aztán a régi visszamegy). Machma Klain egy pénzkártyádat egy ugyanannyit vagy kevesebbet érő nyitott kártyára cseréli. Yammerad felhúzza a pénzpakli felső lapját, amíg 3-nál kevesebb pénzkártyád van.
    — Abdul Karim egyszer kifizeti az építőudvar egy épületét (tábort nem); ez pontos fizetésnek számít. Abdul Knihstig: ha 10-es vagy drágább lapot veszel, elvehetsz egy nyitott kártyát is. Ammar El'Schauf: körönként még egy átépítés, a lerakás után. Faruk Will'haben: legfeljebb 7 értékű pénzt vehetsz el 5 helyett.
    — Minden értékeléskor: Hakim Wahid fél épületet ér abból a fajtából, amelyik a legtöbbet hozza neked (kell egy ilyen épületed), Yusuf E'Passuf a leghosszabb falad minden 3 oldaláért 1 pontot; Fatima 8 pontot az utolsó értékeléskor.
    — A mi döntéseink: a kör végén felforduló kártyák árverése a következő kör elején van, a vezír és a tolvajok előtt; aki nem tud emelni, azt is megkérdezzük (így senki sem tudja meg, mi van nálad); ha lejár az idő, a licitáló passzol, a nyertes pedig az első felkínált módon fizet; aki kilép, az passzolt; a játék végén felforduló kártyákat nem árverezzük el.
