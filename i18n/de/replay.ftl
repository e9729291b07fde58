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
