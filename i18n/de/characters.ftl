# Die Charaktere der 2. Erweiterung ("Die Tore der Stadt"): ihre Versteigerungen und ihre
# Fähigkeiten, im Panel, in den getippten Befehlen und im Thread. Der Name eines Charakters
# steht wie auf seiner Karte (img-character-name-<id>), seine Fähigkeit in einer Zeile
# (img-character-<id>).

## Was eine Wahl tut (Knöpfe, getippte Befehle)

alhambra-act-bid = { $amount } bieten
alhambra-act-pass-bid = Passen: für diesen Charakter bietest du nicht mehr
alhambra-act-pay-character = Mit { $cards } bezahlen
alhambra-act-laila = Laila Wundabah: { $tile } gegen ein Plättchen aus dem Beutel tauschen
    .tile = acc
alhambra-act-machma = Machma Klain: { $give } abgeben, { $take } nehmen
alhambra-act-yammerad = Yammerad: die oberste Karte des Geldstapels ziehen
alhambra-act-karim = Abdul Karim bezahlt { $tile } (zählt als passend)
    .tile = acc
alhambra-act-knihstig = Abdul Knihstig: zusätzlich { $cards } nehmen

## Das Panel

alhambra-panel-auction-title = 🎭 Versteigerung: { $character }
alhambra-panel-auction = { $effect }
    { $high ->
        [0] Noch kein Gebot.
       *[other] Höchstes Gebot: { $high }, von { $leader }.
    } Biete mehr oder passe (Passen ist endgültig). Wer gewinnt, zahlt das Gebot in einer Währung; Wechselstuben, Diamanten und Münzen helfen.
alhambra-panel-auction-pay-title = 🎭 Du hast { $character } für { $amount } ersteigert
alhambra-panel-auction-pay = Wähle, wie du mindestens { $amount } in einer Währung bezahlst.
alhambra-panel-auction-waiting-title = 🎭 Versteigerung: { $character }
alhambra-panel-auction-waiting = { $paying ->
        [yes] { $name } hat gewonnen und wählt, wie bezahlt wird.
       *[no] Wir warten, bis { $name } bietet oder passt. { $high ->
            [0] Noch kein Gebot.
           *[other] Höchstes Gebot: { $high }, von { $leader }.
        }
    }
alhambra-panel-laila = Laila Wundabah tauscht vor deiner Aktion ein Plättchen des Bauhofs gegen ein neues aus dem Beutel. Welches?
alhambra-panel-machma = Machma Klain: Gib vor deiner Aktion eine deiner Geldkarten ab und nimm eine Karte aus der Geldauslage, die gleich viel oder weniger wert ist.
alhambra-panel-karim = Abdul Karim bezahlt einmal den vollen Preis eines Gebäudes im Bauhof und verlässt dann das Spiel. Das zählt als passend bezahlt: Du bist noch einmal am Zug.
alhambra-button-laila = Laila…
alhambra-button-machma = Machma…
alhambra-button-karim = Abdul Karim…
alhambra-panel-laila-line = Laila Wundabah: ein Plättchen im Bauhof tauschen (vor deiner Aktion)
alhambra-panel-machma-line = Machma Klain: eine Geldkarte tauschen (vor deiner Aktion)
alhambra-panel-yammerad-line = Yammerad: eine Geldkarte ziehen (vor deiner Aktion)
alhambra-panel-karim-line = Abdul Karim: bezahlt einmal ein Gebäude

## Pings, Stand, der Thread

alhambra-options-auction = Versteigerungen der Charaktere: { $minutes } Minuten für jedes Gebot
alhambra-call-auction = { $user }, dein Gebot für { $character }: { $high ->
        [0] noch kein Gebot
       *[other] das höchste ist { $high }
    }. Biete mehr oder passe, bis { $until }.
alhambra-call-auction-pay = { $user }, du hast { $character } für { $amount } ersteigert: Wähle, wie du bezahlst, bis { $until }.
alhambra-status-auction = Zug { $turn }: Die Versteigerung von { $character } wartet auf { $name }.
alhambra-auction-time-up = ⏰ Die Zeit von { $name } in der Versteigerung ist um: { $paying ->
        [yes] das Gebot wurde auf die erste angebotene Weise bezahlt.
       *[no] gepasst.
    }

alhambra-log-character-revealed = 🎭 { $character } wurde vom Geldstapel aufgedeckt: Es folgt eine Versteigerung.
alhambra-log-character-auction = 🎭 Versteigerung von { $character }: { $first } bietet zuerst, dann im Uhrzeigersinn.
alhambra-log-character-bid = { $who } bietet { $amount } für { $character }.
alhambra-log-character-passed = { $who } passt bei { $character }.
alhambra-log-character-won = 🎭 { $who } ersteigert { $character } für { $amount }.
alhambra-log-character-paid = { $who } bezahlt { $character } mit { $cards }.
alhambra-log-character-unsold = 🎭 Niemand hat für { $character } geboten: Die Karte verlässt das Spiel.
alhambra-log-laila = 🎭 { $who } setzte Laila Wundabah ein: Das Plättchen { $old } ging zurück in den Beutel, das Plättchen { $new } kam heraus.
    .old = bare
    .new = bare
alhambra-log-machma = 🎭 { $who } setzte Machma Klain ein: gab { $give } ab, nahm { $take }.
alhambra-log-yammerad = 🎭 { $who } setzte Yammerad ein und zog { $count ->
        [0] keine Karte: der Stapel war leer
        [one] eine Karte vom Stapel, verdeckt für die anderen
       *[other] { $count } Karten vom Stapel, verdeckt für die anderen
    }.
alhambra-log-karim = 🎭 Abdul Karim bezahlte für { $who } { $tile } und verlässt das Spiel.
    .tile = acc
alhambra-log-knihstig = 🎭 { $who } setzte Abdul Knihstig ein und nahm zusätzlich { $cards }.
alhambra-log-ammar = 🎭 { $who } setzte Ammar El'Schauf für einen weiteren Umbau ein.
alhambra-log-hakim = 🎭 Hakim Wahid zählte für { $name } als halbes Gebäude mehr: { $building }.

## Getippte Befehle

cmd-alhambra-expansion = erweiterung
    .description = Erweiterungen: Tor- oder Mauerkarte, Händler, Charakter, Karawanserei, Kulturplättchen, Sultan
opt-alhambra-expansion-choice = auswahl
    .description = Was du tun willst
cmd-alhambra-bid = gebot
    .description = Versteigerung eines Charakters: bieten, passen oder bezahlen, wenn du gewonnen hast
opt-alhambra-bid-choice = auswahl
    .description = Wie viel, oder passen

## Für Neue und die Spielhilfe

alhambra-how-to-play-characters = 🎭 **Charaktere**: Wird einer vom Geldstapel aufgedeckt, bieten alle reihum darauf (der nächste Spieler zuerst). Was deine Charaktere können, erscheint in deinem Panel.
alhambra-rules-characters =
    {"*"}*Charaktere**: Sechs der zehn Karten (zufällig gewählt) werden in den 2., 3. und 4. Geldkartenstapel gemischt. Ein aufgedeckter Charakter wird sofort versteigert: Der nächste Spieler bietet zuerst, dann im Uhrzeigersinn; erhöhen oder passen, Passen ist endgültig; wer am meisten bietet, zahlt das Gebot in einer Währung (Wechselstuben, Diamanten und Münzen helfen; wer überzahlt, bekommt mit dem Wechselgeld Münzen zurück). Bietet niemand, verlässt die Karte das Spiel. Höchstens einer von Laila, Machma und Yammerad pro Zug, vor deiner Aktion.
    — Laila Wundabah tauscht ein Gebäude im Bauhof gegen ein neues Plättchen aus dem Beutel (erst ziehen, dann kommt das alte zurück). Machma Klain tauscht eine deiner Geldkarten gegen eine offene Karte gleichen oder geringeren Werts. Yammerad zieht die oberste Karte des Geldstapels, solange du weniger als 3 Geldkarten hast.
    — Abdul Karim bezahlt einmal ein Gebäude im Bauhof ganz (kein Feldlager); das zählt als passend. Abdul Knihstig: Wer ein Plättchen für 10 oder mehr kauft, nimmt zusätzlich eine offene Karte. Ammar El'Schauf: jeden Zug ein Umbau mehr, nach dem Bauen. Faruk Will'haben: Geld im Wert bis 7 statt 5 nehmen.
    — Bei jeder Wertung: Hakim Wahid zählt als halbes Gebäude der Art, die dir am meisten nützt (du brauchst eines dieser Art), Yusuf E'Passuf bringt 1 Punkt je 3 Seiten deiner längsten Mauer; Fatima bringt 8 Punkte bei der letzten Wertung.
    — Unsere Entscheidungen: Am Zugende aufgedeckte Karten werden versteigert, wenn der nächste Zug beginnt, vor Wesir und Dieben; wer nicht erhöhen kann, wird trotzdem gefragt (so erfährt niemand, was du hast); läuft die Zeit ab, passt der Bieter, und wer gewonnen hat, zahlt auf die erste angebotene Weise; wer das Spiel verlässt, hat gepasst; bei Spielende aufgedeckte Karten werden nicht versteigert.
