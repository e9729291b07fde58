# Erweiterung 4: die Schatzkammer (Modul treasure_chamber)

## Bilder
img-chests-chamber = Schatzkammer
img-chests-room-empty = leer
img-term-treasure_chamber = Schatztruhen
img-legend-chest = Schatztruhe (zählt in der Alhambra, nicht in der Reserve)

## Das Regelmodul
module-treasure_chamber =
    .title = Schatzkammer
    .description = Drei Räume voller Schatztruhen: Kaufe einen Raum für 8 in beliebigem Geld; jede Truhe kommt auf ein Gebäude ihrer Farbe, und die meisten Truhen punkten.

## Wörter
# $building: die Farbe der Truhe, benannt nach dem Gebäude dieser Farbe; $count: wie viele
alhambra-chests-colour = { $count ->
        [one] {""}
       *[other] { $count } {""}
    }{ $building ->
        [pavilion] blau
        [seraglio] rot
        [arcades] braun
        [chambers] weiß
        [garden] grün
       *[tower] lila
    }
alhambra-chests-none = keine Truhen
alhambra-how-to-play-chests = **Schatzkammer**: Als deine Aktion kaufst du alle Schatztruhen eines Raums für mindestens 8 in beliebigem Geld (kein Wechselgeld, keine Zusatzaktion). Am Ende deines Zuges kommt jede Truhe auf ein Gebäude ihrer Farbe in deiner Alhambra; der Rest geht nach links weiter. Die meisten Truhen bringen 7, 14/7, 22/14/7 Punkte.

## Auswahl
alhambra-act-buy-chests = Die Truhen aus Raum { $room } für { $cards } kaufen
alhambra-act-place-chest = Eine Truhe auf { $tile } stellen
    .tile = acc
alhambra-act-pass-chests = Truhen auf meine zuerst gebauten Gebäude stellen

## Das Panel
alhambra-panel-chests-line = Die Schatztruhen eines Raums der Schatzkammer kaufen (mindestens { $price }, beliebiges Geld)
alhambra-button-chests = Truhen kaufen…
alhambra-panel-chest-place-line = Die Gebäude für deine Truhen wählen
alhambra-button-chest-place = Truhen aufstellen…
alhambra-panel-chests-title = Schatzkammer: welcher Raum?
# $rooms: eine Zeile je Raum
alhambra-panel-chests = Nimm alle Truhen eines Raums und zahle mindestens { $price } in beliebig gemischtem Geld (auch Diamanten und Münzen; kein Wechselgeld, keine Zusatzaktion). Am Ende deines Zuges kommt jede Truhe auf ein Gebäude ihrer Farbe in deiner Alhambra (nicht in der Reserve, eine je Gebäude); was du nicht unterbringst, geht an den Spieler links von dir.
    { $rooms }
alhambra-panel-chests-room = Raum { $room }: { $chests }
alhambra-button-chest-room = Raum { $room } { $chests }
alhambra-panel-chests-pay-title = Raum { $room } bezahlen
alhambra-panel-chests-pay = Die Truhen { $chests }: Zahle mindestens { $price }. Die kleinsten Zahlungen zuerst; du bekommst nichts zurück.
alhambra-panel-chest-place-title = Deine Truhen
alhambra-panel-chest-place = Noch aufzustellen: { $chests }. Wähle ein nummeriertes Gebäude für eine Truhe seiner Farbe (eine Truhe je Gebäude). Wo nur ein Platz bleibt, kommen die Truhen am Ende deines Zuges von selbst dorthin.
alhambra-panel-rebuild-before-chests-title = Der zusätzliche Umbau von Ammar El'Schauf
alhambra-panel-rebuild-before-chests = Baue vorher um, wenn du willst: Sobald du eine Truhe aufgestellt hast, ist der zusätzliche Umbau weg.
alhambra-caption-chest = Welches Gebäude bekommt eine Truhe?
alhambra-panel-chests-passed-title = 🧰 Weitergegebene Truhen für dich
alhambra-panel-chests-passed = { $buyer } konnte { $chests } nicht unterbringen: Du verteilst sie. Wähle ein nummeriertes Gebäude für eine Truhe seiner Farbe (eine Truhe je Gebäude); wo nur ein Platz bleibt, kommt die Truhe von selbst dorthin. Oder tippe auf den letzten Knopf: Jede kommt auf dein zuerst gebautes Gebäude ihrer Farbe.
alhambra-panel-chests-passed-waiting-title = 🧰 Weitergegebene Truhen
alhambra-panel-chests-passed-waiting = { $name } wählt die Gebäude für die Truhen, die { $buyer } nicht unterbringen konnte: { $chests }. Dann endet der Zug von { $buyer }.
alhambra-button-chests-passed-default = Für mich aufstellen (zuerst gebaute)

## Der Thread
alhambra-log-chests-bought = 🧰 { $who } hat die Truhen aus Raum { $room } gekauft, { $chests }, für { $cards }. { $refilled ->
        [yes] Der Raum wurde nachgefüllt: { $refill }.
        [later] Der Raum bleibt bis zum Ende des Zuges leer.
       *[no] Im Beutel sind zu wenige Truhen: Der Raum bleibt leer.
    }
alhambra-log-chest-placed = 🧰 { $who } hat eine Truhe auf { $tile } gestellt.
    .tile = acc
alhambra-log-chest-passed = 🧰 { $who } hat eine Truhe bekommen, die { $buyer } nicht unterbringen konnte: Sie steht jetzt auf { $tile }.
    .tile = dat
alhambra-log-chest-room-refilled = 🧰 Raum { $room } der Schatzkammer { $refilled ->
        [yes] wurde nachgefüllt: { $chests }.
       *[no] bleibt leer: Im Beutel sind zu wenige Truhen.
    }
alhambra-log-chests-returned = 🧰 { $count ->
        [one] Eine Truhe ({ $chests }), die niemand unterbringen konnte, kommt
       *[other] { $count } Truhen ({ $chests }), die niemand unterbringen konnte, kommen
    } zurück in den Beutel.
alhambra-log-chests-passed = 🧰 { $buyer } konnte { $count ->
        [one] eine Truhe
       *[other] { $count } Truhen
    } nicht unterbringen, { $chests }; { $who } wählt, wohin sie kommen.
alhambra-call-chests-passed = 🧰 { $user }: { $buyer } konnte die Truhen { $chests } nicht unterbringen; du darfst bis { $until } die Gebäude dafür wählen (**{ panel-button }**). Dann endet der Zug von { $buyer }.
alhambra-status-chests-passed = Zug { $turn }: { $name } wählt die Gebäude für die Truhen, die { $buyer } nicht unterbringen konnte.
alhambra-chests-time-up = ⏰ Die Zeit für { $names } ist um: Die weitergegebenen Truhen stehen auf den zuerst gebauten Gebäuden ihrer Farbe.

## Die Spielhilfe
alhambra-rules-treasure-chamber =
    {"*"}*Schatzkammer** (Erweiterung 4; `modules:` treasure_chamber; nur mit den Alhambra-Plättchen, auch zu zweit): 42 Schatztruhen in den sechs Gebäudefarben (9 grün, 9 lila, 7 weiß, 7 braun, 5 rot, 5 blau) in einem Beutel; je 4 in den 3 Räumen der Schatzkammer.
    {"*"}*Truhen kaufen** als deine Aktion: Nimm alle Truhen eines Raums und zahle mindestens 8 in beliebig gemischtem Geld: auch Diamanten (auch mit Geld) und Münzen, nie eine Wechselstube; kein Wechselgeld, keine Zusatzaktion bei passender Zahlung. Wesir und Abdul Karim kaufen nie Truhen. Der Raum bleibt bis zum Ende deines Zuges leer; dann, wenn die übrigen Truhen zurück im Beutel sind, wird er mit 4 aus dem Beutel nachgefüllt (weniger übrig: Er bleibt leer; TC6).
    {"*"}*Am Ende deines Zuges** (nach den gekauften Plättchen und einem zusätzlichen Umbau, bevor der fliegende Händler weiterzieht): Jede Truhe kommt auf ein Gebäude ihrer Farbe in deiner Alhambra, auch eines aus diesem Zug, nie in die Reserve, auf eine Bauhütte oder ein Feldlager; eine Truhe je Gebäude. Du wählst nur, wo es eine Wahl gibt (TC3); nach deiner ersten Truhe gibt es keinen zusätzlichen Umbau mehr (TC5). Übrige Truhen gehen nach links weiter, Spieler für Spieler; der Rest kommt zurück in den Beutel (TC8).
    • Weitergegebene Truhen verteilt ihr Empfänger, außerhalb seines Zuges: Wo er die Wahl hat, wartet das Ende deines Zuges auf ihn (bis seine Zeit um ist; dann kommt jede auf sein zuerst gebautes Gebäude ihrer Farbe, TC2); wer das Spiel verlassen hat, bekommt keine (TC7).
    • Ein Gebäude mit Truhe, das in die Reserve kommt, behält sie; sie zählt nur in der Alhambra (TC1, TC4). Jede Wertung: die meisten Truhen 7; 14/7; 22/14/7; Gleichstand teilt wie bei Gebäuden; ohne Truhen keine Punkte. Truhen werden am Ende nicht versteigert; Dirk bekommt keine.

## Ablehnungen
engine-chests-no-aid = Truhen bezahlst du mit Geld in beliebig gemischten Währungen: Eine Wechselstube brauchst du nicht, und sie kann nicht zahlen
engine-chests-too-little = Truhen kosten mindestens { $price }; deine Karten ergeben nur { $total } (es gibt kein Wechselgeld)
engine-chests-no-room = In der Schatzkammer gibt es keinen Raum { $room }: Die Räume sind 1 bis { $rooms }
engine-chests-room-empty = Raum { $room } der Schatzkammer ist leer
engine-chests-cannot-buy = Du kannst die Truhen aus Raum { $room } nicht kaufen: { $problem }
engine-chests-none-waiting = Du hast keine Truhen aufzustellen
engine-chests-place-first = { $count ->
        [one] Die Truhen kommen am Ende des Zuges auf deine Gebäude: Baue zuerst das gekaufte Plättchen ein oder lege es in die Reserve
       *[other] Die Truhen kommen am Ende des Zuges auf deine Gebäude: Baue zuerst die { $count } gekauften Plättchen ein oder lege sie in die Reserve
    }
engine-chests-not-built = Eine Truhe kommt auf ein Gebäude in deiner Alhambra (nicht in der Reserve)
engine-chests-wrong-colour = Eine Truhe kommt auf ein Gebäude ihrer eigenen Farbe, und keine deiner Truhen hat die Farbe dieses Gebäudes
engine-chests-taken = Auf diesem Gebäude steht schon eine Truhe: eine Truhe je Gebäude
engine-chests-choose-first = Wähle zuerst die Gebäude für deine Truhen
engine-chests-passing = { $name } wählt die Gebäude für die weitergegebenen Truhen
engine-character-ammar-after-chests = Der zusätzliche Umbau kommt, bevor deine Truhen aufgestellt werden: Du hast in diesem Zug schon eine aufgestellt
