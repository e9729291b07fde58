## Die Wiederholung einer beendeten Partie

img-replay-start = Der Anfang
img-replay-turn = Zug { $turn } · { $name }
img-replay-scoring = Wertung { $round }
img-replay-final = Endstand

replay-button = Wiederholung ansehen
replay-answer = Die ganze Partie noch einmal, vom Anfang bis zum Endstand.
replay-not-over = Diese Partie läuft noch: Ihre Wiederholung kannst du ansehen, sobald sie zu Ende ist.
replay-cancelled = Diese Partie wurde abgebrochen, deshalb gibt es keine Wiederholung.
replay-unknown = Auf diesem Server gibt es keine solche beendete Partie.
replay-step-first = Anfang
replay-step-back = Zurück
replay-step-next = Weiter
replay-step-last = Ende
replay-step-scoring = Wertung { $round }
replay-step-gif = GIF zum Teilen
replay-step-where = { $step ->
    [start] Der Anfang
    [end] Der Endstand
    [round] Runde { $turn }
   *[turn] Zug { $turn }
} · Bild { $number } von { $count }
replay-step-how = Mit den Knöpfen gehst du durch die Partie: { $by ->
    [round] eine Runde zurück oder weiter
   *[turn] einen Zug zurück oder weiter, oder direkt zu einer Wertung
}. **{ replay-step-gif }** schickt dir die ganze Partie als bewegtes Bild, das du speichern oder weitergeben kannst.
replay-gif-answer = Die ganze Partie als bewegtes Bild, vom Anfang bis zum Endstand: zum Speichern oder Weitergeben.
replay-step-gone = Dieses Bild gehört nicht zur Wiederholung dieser Partie: Nichts wurde geändert.
replay-private-only = Diese Knöpfe blättern nur in deiner eigenen privaten Wiederholung: Nichts wurde geändert.
