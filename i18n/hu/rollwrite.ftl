# Alhambra Roll & Write (bot/rollwrite): a panel, a szál üzenetei, a játékossegédlet.
# Az épületek nevei az alapjáték magyar szabálykönyvéből: pavilon, szeráj, árkád, palota,
# kert, torony. Forduló = round, kör = a klasszikus mód egy játékosának lépése.
# $building egy épület neve (rollwrite-building); $colour "yellow" vagy "blue",
# $direction "up" vagy "down", $mode "simultaneous" vagy "classic".

game-title-rollwrite = Alhambra Roll & Write
game-the-rollwrite = egy Roll & Write játék

## Épületek, kockák és helyezések

rollwrite-building = { $building ->
    [pavilion] Pavilon
    [seraglio] Szeráj
    [arcades] Árkád
    [chambers] Palota
    [garden] Kert
   *[tower] Torony
}
rollwrite-cell = { $building } (sárga { $yellow } × kék { $blue })
rollwrite-place = { $place }.
rollwrite-hours = { $hours } óra

## Választások (gombok, listák, javaslatok gépeléskor)

rollwrite-other-pair = a másik kockapár
rollwrite-label-cross-two = { $first } + { $second } (3 érme)
rollwrite-label-gain-coins = Érmék szerzése
rollwrite-label-pass-full = Passz: az érmekészleted megtelt
rollwrite-label-pass-no-coins = Passz: a kockáid egyetlen áthúzott épületre sem mutatnak
rollwrite-label-gain = { $coins } érme szerzése
rollwrite-label-gain-capped = { $coins } érme szerzése (utána megtelik az érmekészleted)
rollwrite-label-turn = { $colour ->
    [yellow] Sárga
   *[blue] Kék
} kocka forgatása { $direction ->
    [up] felfelé
   *[down] lefelé
}: { $value } → { $after } (1 érme)
rollwrite-label-keep = Sárga { $yellow } és kék { $blue } megtartása (a másik pár továbbadása)
rollwrite-label-undo = Visszavonás: a kockák visszaforgatása (az érmék visszajárnak)
rollwrite-unavailable-undo = Most nincs mit visszavonni.

## Mi történt (a forduló eredménye és a /rollwrite log)

rollwrite-log-cross = { $name } áthúzott egy épületet: { $cell }.
rollwrite-log-cross-two = { $name } áthúzott egy épületet: { $cell }, és egy másodikat is (3 érme).
rollwrite-log-coins = { $name } érméket szerzett.
rollwrite-log-turn = { $name } { $direction ->
    [up] felfelé
   *[down] lefelé
} forgatott egy { $colour ->
    [yellow] sárga
   *[blue] kék
} kockát (az értéke { $value } volt; 1 érme).
rollwrite-log-keep = { $name } megtartotta ezt a párt: sárga { $yellow }, kék { $blue }.
rollwrite-log-undo = { $name } visszaforgatta a kockáit.
rollwrite-event-coins = { $name } { $coins } érmét szerzett.
rollwrite-event-coins-lost = { $name } { $coins } érmét szerzett ({ $lost } elveszett: az érmekészlet megtelt).
rollwrite-event-imaginary = { $name } ezt dobta: sárga { $yellow } × kék { $blue }, és ezt húzta át: { $building }.
rollwrite-event-column = { $building }: **{ $who }** bejelölte az oszlop minden mezőjét – { $places } hely, fejenként { $points } pont.
rollwrite-event-column-late = { $building }: { $who } bejelölte az oszlop minden mezőjét, de már nem maradt szabad helyezés.
rollwrite-event-retired = { $name } kilépett a játékból: a lapja megmarad és pontot ér, de többet nem lép.
rollwrite-event-game-over = **Vége a játéknak!** Győztes: { $winners }.
rollwrite-time-up = ⏰ Lejárt az idő. Aki nem lépett, érméket kapott: { $names }.

## A szál üzenetei és a /rollwrite status

rollwrite-started = **Elkezdődött az Alhambra Roll & Write** ({ $rounds } forduló; { $mode ->
    [classic] a körök az óramutató járása szerint követik egymást, a fel nem használt kockapárt továbbadjátok
   *[simultaneous] mindenki egyszerre lép ugyanarra a dobásra
}).
rollwrite-round-over = **{ $round }. forduló: vége.**
rollwrite-round-head = **Forduló: { $round } / { $rounds }.**
rollwrite-now-dice = { $head } A kockák: { $dice }
rollwrite-now-your-move = { $mentions }: jöhet a lépés! Nyomd meg a **{ $button }** gombot.
rollwrite-now-your-turn = { $head } { $mentions }, te következel ({ $name }): a kockáid { $dice }. Nyomd meg a **{ $button }** gombot.
# $count: how many players the game waits for
rollwrite-status =
    { $head } { $count ->
        [one] Rá várunk
       *[other] Rájuk várunk
    }: { $waiting }.
# $count: how many players the game waits for
rollwrite-status-dice =
    { $head } A kockák: { $dice }. { $count ->
        [one] Rá várunk
       *[other] Rájuk várunk
    }: { $waiting }.
rollwrite-final-heading = **Végső értékelés**
rollwrite-final-line = { $name }: **{ $total }** ({ $buildings } az épületekért, { $lines } a sorokért/oszlopokért, { $coins } az érmékért)
rollwrite-final-line-bonus = { $name }: **{ $total }** ({ $buildings } az épületekért, { $lines } a sorokért/oszlopokért, { $coins } az érmékért + { $bonus } extra pont)
rollwrite-final-winners = **Vége a játéknak!** { $count ->
    [one] Győztes
   *[other] Holtverseny, győztesek
}: { $winners }.

## A saját panel és a válaszok egy játékosnak

rollwrite-panel-title = A játékoslapod · { $name }
rollwrite-panel-summary =
    Forduló: { $round } / { $rounds } · érmék: { $coins } (bekarikázva { $circled } / { $supply }) · eddigi pontok: { $points }
    A kockáid: { $dice }
rollwrite-panel-footer = Roll & Write játék: { $game } · lépés: { $move }
rollwrite-panel-note = Megjegyzés
rollwrite-panel-cancelled = A játékot törölték
rollwrite-panel-cancelled-text = Ezt a játékot törölték; már nem lehet benne játszani.
rollwrite-panel-over = Vége a játéknak
rollwrite-panel-over-text = A végső értékelést a szálban találod.
rollwrite-panel-waiting = Várakozás
rollwrite-panel-played = Lejátszottad ezt a fordulót ({ $round }.). { $waiting }
rollwrite-panel-wait-turn = { $waiting } Ha szólunk, nyomd meg újra a **{ $button }** gombot.
rollwrite-choose-cross = ✏️ Épület áthúzása…
rollwrite-choose-keep = 🎲 Egy pár megtartása, a másik továbbadása…
rollwrite-choose-turn = 🔧 Kocka forgatása (egyenként 1 érme)…
rollwrite-choose-page = { $choose } ({ $page }/{ $pages }. oldal)
rollwrite-more-choices = További lehetőségek ›
# $count: how many players the game waits for
rollwrite-waiting-for =
    { $count ->
        [one] Rá várunk
       *[other] Rájuk várunk
    }: { $names }.
rollwrite-turn-of = { $names } következik.
rollwrite-played-already = Ezt a fordulót ({ $round }.) már lejátszottad. { $waiting }
rollwrite-not-your-turn = { $names } következik, nem te.
rollwrite-posted-over = Vége a játéknak: a végső értékelés a szálban van.
rollwrite-posted-round = A forduló kész: a következő dobás a szálban van.
rollwrite-posted-turn = A köröd kész. A következő játékost értesítettük.
rollwrite-done-round = Ebben a fordulóban végeztél. { $waiting }
rollwrite-done-step = Kész. A paneled mutatja, mi következik.
rollwrite-waiting-words = te következel
rollwrite-skip-words = az elforgatott kockái visszaállnak, megkapja a kockái szerinti érméket, és a köre véget ér.

## Az asztal beállításai (bot/rollwrite/options.py)

rollwrite-options-mode = Mód: { $name } { $mode ->
    [classic] (körök az óramutató járása szerint, a kockákat továbbadjátok)
   *[simultaneous] (mindenki egyszerre lép egy dobásra)
}
rollwrite-options-players = Játékosok: 1–{ $most } (két játékos mellé egy képzeletbeli játékos kerül)
rollwrite-options-solo = Egyedül: { $opponents } képzeletbeli játékos
rollwrite-options-solo-beat = Egyedül: { $opponents } képzeletbeli játékos, akiket le kell győznöd
rollwrite-options-timer = Fordulóidő: { $hours } (aki nem lép, érméket kap)
rollwrite-options-no-timer = Fordulóidő: nincs
rollwrite-options-reminders = Emlékeztető: { $hours } tétlenség után
rollwrite-options-no-reminders = Emlékeztető: nincs

## Kezdőknek és a játékossegédlet (/rollwrite szabályok)

rollwrite-how-to-play = Minden fordulóban egy sárga és egy kék kockát használsz: **húzd át** a játékoslapodon azt az épületet, ahol a kettő találkozik, vagy **szerezz érméket** a már áthúzott épületekért, amelyekre mutatnak. Az érmékből kockát forgathatsz, vagy egy második épületet húzhatsz át. Töltsd ki elsőként az oszlopokat, szerezz többséget, tölts ki sorokat. A játékossegédlet: `/{ cmd-rollwrite } { cmd-rules }`.
rollwrite-rules =
    {"**"}Alhambra Roll & Write: játékossegédlet**
    Minden fordulóban egy sárga és egy kék kockát használsz. **Egyszerre mód** (alapbeállítás): a bot két sárga és két kék kockával dob mindenkinek, és minden játékos egyszerre lép a saját paneljén. **Klasszikus mód**: a körök az óramutató járása szerint követik egymást; akinél négy kocka van, az lép, majd a fel nem használt kockapárt továbbadja a bal oldali szomszédjának.
    {"**"}A lépésed** (fordulónként egy, a **{ $button }** gombbal):
    • **Épület áthúzása**: bármelyik sárga × kék metszéspont, amelyet még nem húztál át.
    • **Érmék szerzése**: 1 érme minden olyan metszéspontért, amelynek épülete már át van húzva (0-4).
    {"**"}Különleges akciók** (a lépésed előtt vagy vele együtt): 1 érméért egy kockát eggyel felfelé vagy lefelé forgathatsz (1 és 6 között nincs átfordulás; annyiszor, ahányszor fizetni tudsz); 3 érméért a másik kockapárral egy második épületet is áthúzhatsz. A **visszavonás** visszaforgatja a kockákat és visszaadja ezeket az érméket, amíg nem lépsz.
    {"**"}Értékelés**: aki elsőként jelöli be egy épülettípus oszlopának minden mezőjét, a forduló végén megkapja az 1. helyezés pontjait (ha ugyanabban a fordulóban többen is, osztoznak rajta, lefelé kerekítve); a játék végén a maradék helyezések a többség szerint járnak; a 4/5/6 áthúzott épületet tartalmazó sorok és oszlopok 2/5/10 pontot érnek; minden 2 el nem költött érme 1 pont. Egyedül és kettesben képzeletbeli játékosok is játszanak, akik minden fordulóban építenek.
    {"*"}A lap elrendezése (melyik épület melyik metszéspontban van), a pontlap mezői, a ponttáblázat és az érmekészlet mérete a projekt saját rekonstrukciója: a nyomtatott játék képei nem voltak elérhetők, ezért a számok eltérhetnek a nyomtatott tömbjeidtől.*
