# Die Sultankarten (Erweiterung 5, „Die Macht des Sultans“): alle Wörter, die Spieler dazu
# lesen. Eine Sultankarte heißt nach ihrer Währung, der erwürfelte Typ nach dem Gebäude.

module-sultan =
    .title = Sultankarten
    .description = Sultankarten kommen mit dem Geld: kaufe eine für 7 und würfle ein Gebäude; kommt so ein Gebäude auf den Bauhof, nimmst du es umsonst.
alhambra-how-to-play-sultan = 👳 **Sultankarten**: Eine aufgedeckte Sultankarte liegt neben dem Geld. Sie für 7 in ihrer Währung zu kaufen ist eine Aktion (passend: noch eine Aktion); der Würfel markiert ein Gebäude darauf. Kommt ein Gebäude dieser Art auf den Bauhof, darfst du es mit der Karte umsonst nehmen (du wirst in deinem Panel gefragt).

alhambra-options-sultan = Sultankarten: { $minutes } Minuten, um ein neues Plättchen zu nehmen

alhambra-next-sultan = 👳 Deine Sultankarte nimmt das nächste Gebäude „{ $building }“, das auf den Bauhof kommt. { $exact ->
        [yes] Du hast passend bezahlt: mach noch eine Aktion oder beende deinen Zug.
       *[no] Beende deinen Zug, wenn du fertig bist.
    }

## Ablehnungen

engine-sultan-not-shown = Diese Sultankarte liegt nicht neben der Geldauslage
engine-sultan-cannot-pay = Du kannst die Sultankarte ({ $price } { alhambra-currency }) nicht kaufen: { $problem }
engine-sultan-no-claim = Gerade kann kein Plättchen mit einer Sultankarte genommen werden
engine-sultan-wrong-card = Diese Sultankarte nimmt dieses Gebäude nicht
engine-sultan-no-dirk = Nur im Spiel zu zweit kann ein Plättchen an { alhambra-dirk } gehen
engine-sultan-where = Baue das Plättchen oder lege es in deine Reserve
engine-sultan-answered = Du hast schon geantwortet
engine-sultan-window = Andere dürfen das neue Plättchen mit einer Sultankarte nehmen

## Auswahl und Protokoll

alhambra-act-buy-sultan = Die Sultankarte { alhambra-currency } ({ $price }) mit { $cards } kaufen
alhambra-act-sultan-claim = Das neue Plättchen mit deiner Sultankarte { alhambra-currency } nehmen{ $how ->
        [reserve] {" "}und in deine Reserve legen
        [dirk] {" "}und { alhambra-dirk } geben
       *[build] {" "}und { $place } bauen
    }
alhambra-act-sultan-claim-tile = Das Plättchen { $tile } mit deiner Sultankarte nehmen{ $how ->
        [reserve] {" "}und in deine Reserve legen
        [dirk] {" "}und { alhambra-dirk } geben
       *[build] {" "}und { $place } bauen
    }
alhambra-act-sultan-pass = Das neue Plättchen liegen lassen (passen)
alhambra-log-sultan-shown = 👳 Eine Sultankarte { alhambra-currency } liegt neben dem Geld.
alhambra-log-sultan-bought = 👳 { $who } hat die Sultankarte { alhambra-currency } mit { $cards } gekauft{ $exact ->
        [yes] {" "}(passend: noch eine Aktion)
       *[no] {""}
    } und { $building } gewürfelt.
alhambra-log-sultan-asked = 👳 Das Plättchen { $tile } kam auf den Bauhof: { $names } { $count ->
        [one] darf es mit einer Sultankarte nehmen
       *[other] dürfen es mit Sultankarten nehmen
    }.
alhambra-log-sultan-answered = 👳 { $who } hat geantwortet.
alhambra-log-sultan-claimed = 👳 { $who } hat das Plättchen { $tile } mit einer Sultankarte genommen (umsonst).
alhambra-log-sultan-closed = 👳 Niemand hat das Plättchen { $tile } mit einer Sultankarte genommen.
alhambra-sultan-time-up = ⏰ Die Zeit für die Sultankarten ist um: { $names } { $count ->
        [one] hat
       *[other] haben
    } gepasst.
alhambra-call-sultan = 👳 { $users }: Das Plättchen { $tile } kam auf den Bauhof. { $count ->
        [one] Du darfst es mit deiner Sultankarte
       *[other] Ihr dürft es mit euren Sultankarten
    } nehmen, bis { $until } (**{ panel-button }**). Danach ist { $next } am Zug.
alhambra-status-sultan = Zug { $turn }: { $names } { $count ->
        [one] darf
       *[other] dürfen
    } das Plättchen { $tile } mit einer Sultankarte nehmen; dann wählt { $name }.

## Das Panel

alhambra-sultan-card-type = { alhambra-currency } → { $building }
alhambra-sultan-held = 👳 Sultankarten: { $cards }
alhambra-panel-sultan-line = Eine Sultankarte neben dem Geld kaufen ({ $price } in ihrer Währung)
alhambra-button-sultan = Sultankarten
alhambra-panel-sultan-title = 👳 Sultankarten
alhambra-panel-sultan = Eine Sultankarte kostet { $price } in ihrer Währung (passend: noch eine Aktion). Dann markiert der Würfel ein Gebäude darauf: kommt eins dieser Art auf den Bauhof, darfst du es umsonst nehmen.
alhambra-button-sultan-card = Sultankarte { alhambra-currency } · { $price }
alhambra-panel-sultan-pay-title = Bezahle die Sultankarte { alhambra-currency } ({ $price })
alhambra-panel-sultan-pay = Genau { $price } gibt dir noch eine Aktion.
alhambra-panel-sultan-claim-title = 👳 Deine Sultankarte
alhambra-panel-sultan-claim = Das Plättchen { $tile } kam ins Feld { alhambra-currency }. Nimm es umsonst mit deiner Sultankarte (die Karte ist dann weg) oder passe. Dann ist { $next } am Zug.
alhambra-button-sultan-take = Das Plättchen { $tile } mit deiner Sultankarte nehmen
alhambra-panel-sultan-place-title = Wohin kommt das Plättchen { $tile }?
alhambra-panel-sultan-place = { $where }
alhambra-panel-sultan-waiting-title = 👳 Zuerst die Sultankarten
alhambra-panel-sultan-waiting = Das Plättchen { $tile } kam auf den Bauhof: { $names } { $count ->
        [one] darf es mit einer Sultankarte nehmen
       *[other] dürfen es mit Sultankarten nehmen
    }.

## Bilder

img-sultan-cards = Sultankarten
img-sultan-for-sale = Sultankarten zu kaufen (je { $price })
img-sultan-held = Sultankarten von { $name }
img-sultan-claim = Neu auf dem Bauhof: { $names } { $count ->
        [one] darf es mit einer Sultankarte nehmen
       *[other] dürfen es mit Sultankarten nehmen
    }

## Spielhilfe

alhambra-rules-sultan =
    {"*"}*Sultankarten** (Erweiterung 5; `sultan`, nur Alhambra-Plättchen): 8 Sultankarten, 2 je Währung (SU4), kommen ins Geld: 3 in Stapel 1, 2 in Stapel 2, 3 in Stapel 3. Eine aufgedeckte liegt neben der Geldauslage wie eine Mauerkarte (SU1); eine weitere wird gezogen.
    {"*"}*Kaufen**: Eine zu kaufen ist eine Aktion: 7 in ihrer Währung (Hilfen wie Wechselstuben zählen). Passend: noch eine Aktion; wer überzahlt, bekommt Wechselgeld (SU4). Nicht mit dem Wesir. Dann wird gewürfelt: das Gebäude wird sichtbar auf der Karte markiert, sie nimmt nur diese Art (SU2).
    {"*"}*Ein Plättchen nehmen**: Kommt beim Auffüllen ein Gebäude dieser Art auf den Bauhof, darf der Besitzer die Karte abgeben und das Plättchen umsonst nehmen: sofort bauen, in die Reserve legen oder Dirk geben; das Feld wird neu gefüllt (SU3). Gefragt wird jeder Besitzer so einer Karte im Panel; es gewinnt, wer dem nächsten Spieler in Zugreihenfolge am nächsten ist, vor dem Wesir. Keine Antwort rechtzeitig: passen. Kein Kauf: kein Kundschafter, kein Wechselgeld, kein Karawanserei-Schritt.
    {"*"}*Unsere Entscheidungen**: das Nehmen ist ein eigenes Fenster, ein neues Plättchen nach dem anderen (SU5); eine benutzte Karte ist aus dem Spiel (SU6); jedes Auffüllen öffnet das Nehmen sofort, auch nach einem Kauf mit dem Wesir oder Lailas Tausch (SU7); lässt sich der Bauhof danach nicht füllen, endet das Spiel (SU8); du darfst mehrere Karten haben und wählst, welche (SU9); verlässt der nächste Spieler inzwischen das Spiel, endet das Nehmen mit diesem Zug (SU10).
