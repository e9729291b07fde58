# Die Charaktere der 2. Erweiterung: die Ablehnungen der Regeln, die Versteigerung und das
# Regelmodul. Die Namen der Charaktere bleiben, wie sie gedruckt sind.

## Alhambra, 2. Erweiterung: die Versteigerung eines Charakters

engine-character-auction = { $character } wird versteigert: Zuerst antwortet { $name }
engine-character-no-auction = Gerade wird kein Charakter versteigert
engine-character-not-asked = In der Versteigerung antwortet jetzt { $name }
engine-character-still-bidding = Die Versteigerung läuft noch: Biete oder passe
engine-character-pay-first = Du hast die Versteigerung gewonnen: Wähle, wie du deine { $amount } bezahlst
engine-character-bid-too-low = Biete mindestens { $least }
engine-character-bid-unpayable = { $amount } kannst du in keiner Währung bezahlen, auch nicht mit Wechselstuben oder Diamanten
engine-character-cannot-pay = { $amount } für { $character } lassen sich so nicht bezahlen: { $problem }

## Alhambra, 2. Erweiterung: einen Charakter einsetzen

engine-character-not-owned = { $character } gehört dir nicht
engine-character-one-per-turn = Du hast in diesem Zug schon { $character } eingesetzt: Laila, Machma und Yammerad zusammen nur einmal pro Zug
engine-character-turn-start = { $character } hilft nur zu Beginn deines Zuges, vor deiner Aktion
engine-character-not-building = So lässt sich nur ein Gebäude nehmen, kein Feldlager
engine-character-bag-empty = Der Beutel ist leer: Es gibt kein neues Plättchen zum Tauschen
engine-character-give-money = Gib eine deiner Geldkarten ab
engine-character-take-money = Nimm eine Geldkarte aus der Auslage
engine-character-machma-value = Machma nimmt eine Karte im Wert von höchstens { $most }
engine-character-yammerad-rich = Yammerad hilft nur, wenn du weniger als { $least } Geldkarten auf der Hand hast
engine-character-deck-empty = Der Geldkartenstapel ist leer
engine-character-knihstig-no-claim = Knihstig gibt eine Karte nur, wenn du in diesem Zug ein Gebäude zum Preis von { $least } oder mehr gekauft hast, einmal
engine-character-knihstig-not-now = Knihstig gibt seine Karte nur in deinem eigenen Zug
engine-character-not-on-display = { $card } liegt nicht in der Auslage
engine-character-ammar-used = Ammar El'Schauf erlaubt einen zusätzlichen Umbau pro Zug: Er ist schon verbraucht
engine-character-ammar-bought = Baue die gekauften Plättchen ein oder lege sie in die Reserve, bevor du zusätzlich umbaust

## Das Regelmodul

module-characters =
    .title = Charaktere
    .description = Zehn Charaktere kommen zum Geld, sechs davon ins Spiel: Jeder wird versteigert, sobald er auftaucht, und hilft seinem Besitzer.
