# Erweiterung 4: die Baumeister. $currency: die Währung (Wörter über alhambra-currency),
# $value: der Wert, $card: ein Baumeister auf einer Schaltfläche ("🟦● 🔨3"), $who: ein Name.

## Das Regelmodul

module-master_builders =
    .title = Baumeister
    .description = Geheime Baumeisterkarten im Wert von 3: Zahle mit einer wie mit Geld, oder wirf sie nach dem Platzieren deiner Plättchen ab und baue einmal mehr um.

## Geld: "Baumeister 3 Denar", "2 Baumeister zu je 3 Denar"

alhambra-builders = { $count ->
        [one] Baumeister { $value } { alhambra-currency }
       *[other] { $count } Baumeister zu je { $value } { alhambra-currency }
    }

## Auswahl, Panel und Verlauf

alhambra-act-master-builder = Einen Baumeister ({ $value } { alhambra-currency }) abwerfen und einmal mehr umbauen
alhambra-button-master-builder = { $card } zum Umbauen einsetzen
alhambra-panel-master-builder-line = { $count ->
        [one] Du kannst deinen Baumeister abwerfen und einmal mehr umbauen (mit Ammar El'Schauf zweimal).
       *[other] Du kannst einen Baumeister abwerfen und einmal mehr umbauen (mit Ammar El'Schauf zweimal); auch mehrere nacheinander.
    }
alhambra-log-master-builder = 🔨 { $who } warf einen Baumeister ({ $value } { alhambra-currency }) ab und darf { $count ->
        [one] einmal mehr umbauen
       *[other] zweimal mehr umbauen
    }.

## Ablehnungen (Engine)

engine-builders-not-one = { $card } ist kein Baumeister
engine-builders-not-held = Diesen Baumeister hast du nicht
engine-builders-no-rebuild = In deiner Alhambra ist gerade kein Umbau möglich
engine-builders-use-first = Wirf zuerst einen Baumeister ab: Er gibt dir den zusätzlichen Umbau
engine-builders-used-up = Die zusätzlichen Umbauten deiner Baumeister sind verbraucht: Wirf noch einen ab, um einmal mehr umzubauen

## Für Neue und die Spielhilfe

alhambra-how-to-play-master-builders = **Baumeister**: Deine geheimen Baumeisterkarten sind Geld im Wert von 3. Nach dem Platzieren deiner Plättchen kannst du stattdessen einen abwerfen und einmal mehr umbauen.
alhambra-rules-master-builders =
    {"*"}*Baumeister** (Erweiterung 4): 16 Karten im Wert von 3, vier je Währung. Vor dem Startgeld bekommt jeder 2 verdeckt (sie zählen nicht zum Startgeld: MB2); je 3 kommen in den 3. und 5. Geldstapel (bei 6 Spielern 3 und 1); der Rest geht ungesehen aus dem Spiel. Welche du hast, bleibt geheim.
    — Als Geld ist ein Baumeister in jeder Hinsicht eine 3 seiner Währung: Du nimmst ihn im Rahmen von 5, zahlst mit ihm (passend, mit Wechselgeld, mit Wechselstuben), ein Dieb darf ihn stehlen; er zählt als Geld für Yammerad, Machma und Faruk und bei der Verteilung am Spielende.
    — Als Baumeister: In deinem Zug, nachdem du die gekauften Plättchen platziert hast und bevor dein Händler zieht, wirfst du ihn ab und baust einmal mehr um (ein Plättchen herausnehmen, eines aus der Reserve bauen, auch mit Stadttorkarte, oder tauschen). Mit Ammar El'Schauf gibt jeder zwei, und Ammars eigener bleibt (MB3). Mehrere in einem Zug sind erlaubt (MB1). Nie nach der Verteilung am Spielende.
    — Unsere Entscheidungen: Ein eingesetzter Baumeister kommt auf den Ablagestapel (MB4); das Einsetzen sehen alle, und dein Zug lässt sich nicht mehr davor zurücksetzen (MB5); er wird nur angeboten, solange ein Umbau möglich ist, und seine Umbauten verfallen am Ende deines Zuges (MB6); solange einer eingesetzt werden könnte, wartet dein Zug auf „Zug beenden“, ob du einen hast oder nicht (MB7).

## Pictures: the word at the foot of a master builder card

img-card-builder = Baumeister
