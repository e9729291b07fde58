# 1. Erweiterung, „Die Gunst des Wesirs“: der Wesir, die Wechselstuben, die Bonuskarten und
# die Bauhütten, in den Worten der Familybox-Spielregel (Wesirstein, aktiviert, Bonuszug,
# Wechselstube, Ablagestapel, Bonuskarte, Bauhütte nehmen, Bauhof, Reserve).

## Wechselstuben (Karten des Geldkartenstapels)

alhambra-office = Wechselstube { $first }/{ $second }

## Für Neulinge (eine Zeile je Modul der Partie)

alhambra-how-to-play-expansion1 = { $module ->
        [vizier] **Wesir**: Zwischen zwei Zügen darfst du, solange dein Wesirstein aktiviert ist, außer der Reihe ein Plättchen im Bauhof kaufen, wenn du es *genau passend* bezahlst (ohne Bonuszug); baue es sofort ein oder lege es in die Reserve. Danach liegt dein Wesirstein verdeckt, bis du ihn mit einer Aktion deines Zuges wieder aktivierst.
        [exchange_offices] **Wechselstuben**: Nimm statt Geld eine aus der Auslage. Sie bezahlt einen Kauf in jeder beliebigen Kombination ihrer beiden Währungen, wenn die Währung des Feldes darauf abgebildet ist.
        [bonus_cards] **Bonuskarten**: Jede deiner verdeckten Karten zeigt ein Plättchen ohne Stadtmauer. Steht dieses Plättchen in deiner Alhambra, darfst du die Karte jederzeit aufdecken: Sie zählt wie ein weiteres Gebäude dieser Art. Die Wertungen decken sie für dich auf, außer du lässt sie im Panel verdeckt (dann zählt sie nicht); die Schlusswertung deckt sie immer auf.
       *[building_yards] **Bauhütten**: Statt Geld zu nehmen, zu kaufen oder umzubauen, nimm dir eine Bauhütte (kostenlos, höchstens drei). Bei einer Wertung zählt sie wie ein weiteres Gebäude ihrer Farbe für jedes gleichfarbige Nachbargebäude ohne Stadtmauer dazwischen.
    }

## Auswahl (Knöpfe, Menüs, Vorschläge)

alhambra-act-vizier-up = Den Wesir wieder aktivieren
alhambra-act-vizier = Wesir: { $second ->
        [yes] Granadaplättchen{" "}
       *[no] {""}
    }{ $tile } für { $cards } kaufen und { $place } bauen{ $position }
    .tile = bare
alhambra-act-vizier-brief = Wesir: { $second ->
        [yes] Granadaplättchen{" "}
       *[no] {""}
    }{ $tile }{ $position } { $place }, für { $cards }
    .tile = bare
alhambra-act-vizier-reserve = Wesir: { $second ->
        [yes] Granadaplättchen{" "}
       *[no] {""}
    }{ $tile } für { $cards } kaufen und in die Reserve legen{ $position }
    .tile = bare
alhambra-act-vizier-reserve-brief = Wesir: { $second ->
        [yes] Granadaplättchen{" "}
       *[no] {""}
    }{ $tile }{ $position } in die Reserve, für { $cards }
    .tile = bare
alhambra-act-vizier-slot = Wesir: Das { alhambra-currency }-{ $second ->
        [yes] Granadaplättchen
       *[no] Plättchen
    } für { $cards } kaufen
alhambra-act-vizier-pass = Passen: den Wesir jetzt nicht einsetzen
alhambra-act-vizier-always = { $on ->
        [yes] Mit dem Wesir immer passen (zwischen den Zügen nicht mehr fragen)
       *[no] Wieder fragen, wenn mein Wesir kaufen könnte
    }
alhambra-act-reveal-bonus = Bonuskarte aufdecken: { $tile }
    .tile = bare
alhambra-act-take-yard = Bauhütte nehmen ({ $building })

## Was geschah (der Zug-Beitrag und /alhambra log)

alhambra-log-vizier-up = { $who } aktivierte den Wesirstein wieder (Bildseite nach oben).
alhambra-log-vizier-window = 🧙 { $count ->
        [one] { $names } darf jetzt den Wesir einsetzen.
       *[other] { $names } dürfen jetzt ihren Wesir einsetzen (Vorrang in dieser Reihenfolge).
    }
alhambra-log-vizier-passed = { $who } passt: diesmal kein Wesir.
alhambra-log-vizier-used = 🧙 { $who } nimmt die Gunst des Wesirs in Anspruch:
alhambra-log-vizier-bought = { $who } kaufte außer der Reihe { $second ->
        [yes] das Granadaplättchen
       *[no] das Plättchen
    } { $tile } für { $cards } (genau passend, ohne Bonuszug).
    .tile = bare
alhambra-log-vizier-closed = 🧙 Diesmal kein Wesir mehr: Das Spiel geht weiter.
alhambra-log-bonus-revealed = { $automatic ->
        [yes] Die Bonuskarte { $tile } von { $who } wurde zur Wertung aufgedeckt, da ihr Plättchen eingebaut ist: Sie zählt wie ein weiteres Gebäude dieser Art.
       *[no] { $who } deckte die Bonuskarte { $tile } auf: Sie zählt bei den Wertungen wie ein weiteres Gebäude dieser Art.
    }
    .tile = bare
alhambra-log-bonus-returned = Die Bonuskarte { $tile } von { $who } kam verdeckt zurück auf die Hand: Ihr Plättchen hat die Alhambra verlassen.
    .tile = bare
alhambra-log-yard-taken = { $who } nahm sich eine Bauhütte ({ $building }).

## Wertungen: was Bonuskarten und Bauhütten dazuzählen

alhambra-score-added = Gezählt für { $name }: { $parts }
alhambra-score-added-building = { $building } { $count } (davon { $added })
alhambra-score-added-from = { $count } durch { $module ->
        [bonus_cards] Bonuskarten
        [building_yards] Bauhütten
       *[other] { $words }
    }
alhambra-score-how-added = { $how }; mitgezählt: { $added }

## Die Übersicht (/alhambra rules): Eine Zeile darf in Fluent nicht mit * beginnen ({"*"}
## steht dafür); eine fette Zwischenüberschrift etwa alle 1500 Zeichen lässt den Kern die
## Übersicht in Discord-Nachrichten teilen.

alhambra-rules-expansion1 =
    {"*"}*1. Erweiterung: Die Gunst des Wesirs** (`module:vizier`, `exchange_offices`, `bonus_cards`, `building_yards`): jedes Modul einzeln oder mit den anderen, auch zu zweit; der Wesir und die Wechselstuben auch mit Granada und der Kombination (Bonuskarten und Bauhütten gehören zu den Gebäuden der Alhambra).
    {"*"}*Die Gunst des Wesirs** (`vizier`): Jeder beginnt mit aktiviertem Wesirstein (Bildseite nach oben).
    • **Zwischen den Zügen**: Ist ein Zug komplett beendet, fragt der Bot jeden, dessen Wesirstein aktiviert ist und der ein Plättchen im Bauhof *genau passend* bezahlen könnte. Vorrang hat, wer eigentlich am Zug wäre; der Letzte ist, wer gerade seinen Zug beendet hat.
    • **Antworte** einmal: **einsetzen** (das Plättchen, seine passende Zahlung und wohin es kommt: sofort nach den Bauregeln eingebaut oder in deine Reserve), **passen** oder **immer passen** einstellen (du wirst nicht mehr gefragt, bis du es jederzeit wieder ausschaltest).
    {"*"}*Wesir: der Einsatz und das Ende der Antworten**
    • Ein Einsatz gilt, sobald alle vor dir in der Reihenfolge gepasst haben. Dein Wesirstein wird umgedreht (Bild nach unten); du verzichtest auf den Bonuszug. Der Bauhof wird aufgefüllt, und alle, die ihren Wesir noch einsetzen könnten, werden erneut gefragt.
    • Die Runde der Antworten endet früher, wenn alle geantwortet haben; läuft ihre Zeit ab (eine Option des Tisches), passt der Bot für alle, die nicht geantwortet haben. Dann geht der begonnene Zug weiter.
    • **Den Wesir wieder aktivieren**: eine Aktion deines Zuges, statt Geld zu nehmen, zu kaufen oder umzubauen.
    • Nie, wenn am Spielende die letzten Plättchen verteilt werden; mit dem Wesir nimmt man keine Bauhütte.
    {"*"}*Wesir: Wo die Regel schweigt, haben wir entschieden**
    • V1: Antworten bleiben geheim, bis sie gelten: Ein Einsatz, der auf Spieler mit Vorrang wartet, zeigt sich nur als „hat geantwortet“.
    • V2: Ein mit dem Wesir gekauftes Plättchen wird wie ein im eigenen Zug gekauftes gelegt: In Granada darf es mit einer beliebigen Seite nach oben in die Reserve, oder es wird umgedreht und für mindestens 3 in einer Währung eingebaut (Regel S. 9).
    • V3: Kann der Bauhof nach einem Kauf mit dem Wesir nicht mehr aufgefüllt werden, endet das Spiel wie nach einem Zug.
    • V4: Wer das Spiel verlässt, während noch Antworten ausstehen, hat gepasst.
    {"*"}*Wechselstuben** (`exchange_offices`): sechs Karten, eine für jedes Paar von Währungen, je 2 verdeckt im 2., 3. und 4. Geldkartenstapel. In der Auslage zählen sie zu den vier Karten; statt Geld darfst du **eine** Wechselstube nehmen und beliebig viele auf der Hand halten.
    • Eine Wechselstube bezahlt genau einen Kauf, wenn die Währung des Feldes auf ihr abgebildet ist, in jeder beliebigen Kombination ihrer beiden Währungen; danach kommt sie auf den Ablagestapel (und mit ihm wieder ins Spiel, wenn neu gemischt wird). Passend bezahlt gibt es weiterhin den Bonuszug; auch der Wesir darf mit Wechselstuben zahlen. Nicht, wenn am Spielende die letzten Plättchen verteilt werden (dann zählt nur Geld).
    • E1 (unsere Entscheidung): Mehrere Wechselstuben dürfen einen Kauf bezahlen, aber jede muss die Währung des Feldes zeigen, und jede muss nötig sein: Die Zahlung enthält eine Karte ihrer anderen Währung.
    {"*"}*Bonuskarten** (`bonus_cards`): verdeckt verteilt, bei 2 und 3 Spielern 3 für jeden, bei 4 und 5 Spielern 2, bei 6 Spielern 1. Jede zeigt eines der zehn Plättchen ohne Stadtmauer.
    • Steht dieses Plättchen in deiner Alhambra, darfst du die Karte jederzeit aufdecken, auch außerhalb deines Zuges (ein Knopf in deinem Panel): Bei jeder Wertung zählt sie wie ein weiteres Gebäude dieser Art. Eine verdeckte Karte zählt nie.
    • Verlässt das Plättchen deine Alhambra, kommt die Karte verdeckt zurück auf die Hand, bis das Plättchen wieder eingebaut ist.
    {"*"}*Bonuskarten bei den Wertungen**
    • B4 (unsere Entscheidung): Die 1. und 2. Wertung decken jede verdeckte Karte, deren Plättchen in deiner Alhambra steht, für dich auf und zählen sie, außer du stellst in deinem Panel ein, dass deine Bonuskarten dort verdeckt bleiben (dann zählen sie nicht: Wer eine Karte zurückhält, lässt die anderen im Unklaren, wie die Spielregel rät). Diese Einstellung sieht sonst niemand. Du kannst sie jederzeit ändern, auch außerhalb deines Zuges. Die Schlusswertung deckt jede solche Karte auf und zählt sie.
    {"*"}*Bauhütten** (`building_yards`): 24 Bauhütten in den sechs Farben (3 Pavillon, 3 Serail, 4 Arkaden, 4 Gemächer, 5 Garten, 5 Turm), nach Farben gestapelt, die oberste jedes Stapels offen.
    • **Bauhütte nehmen**: eine neue Aktion statt Geld nehmen, kaufen oder umbauen. Sie kostet nichts (also nie passend: kein Bonuszug); baue sie nach den Bauregeln ein oder lege sie in die Reserve wie ein gekauftes Plättchen. Höchstens drei Bauhütten für jeden, die in der Reserve mitgezählt; Umbauen geht auch mit Bauhütten.
    • Bei einer Wertung zählt eine Bauhütte wie ein weiteres Gebäude ihrer Farbe für jedes gleichfarbige Nachbargebäude ohne Stadtmauer dazwischen (null bis drei; Bauhütten zählen nicht für Bauhütten). Ihre Stadtmauern werden wie üblich gewertet.
    • Die Mauerseiten der Bauhütten sind unsere Rekonstruktion (hier hat jede Bauhütte eine Mauer): Eine veröffentlichte Liste der gedruckten Mauern gibt es nicht.
    • Unsere Entscheidungen: Die nächste Bauhütte eines Stapels wird erst am Ende deines Zuges aufgedeckt (Y1); eine Bauhütte geht nie an Dirk (Y2); eine einmal aufgedeckte Bonuskarte bleibt gesehen, auch wenn du deinen Zug zurücknimmst (B2); wer die Partie verlassen hat, deckt keine Karten mehr selbst auf und behält seine Einstellung; die Schlusswertung deckt seine Karten auf (B3).
