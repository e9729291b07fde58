# Die Diebe der 3. Erweiterung und das Fenster zwischen zwei Zügen, das sie mit dem Wesir
# teilen.

## Alhambra, 3. Erweiterung: Die Diebe

engine-thieves-window = Die anderen dürfen noch Diebe ausspielen
engine-thief-unknown = Eine Diebeskarte { $thief } gibt es nicht
engine-thief-next-player = Du bist als Nächster am Zug: Der nächste Spieler darf keine Diebe ausspielen
engine-thief-not-yours = Diese { $currency }-Diebeskarte hast du nicht auf der Hand
engine-thief-not-on-display = { $card } liegt nicht in der Auslage
engine-thief-office = Ein Dieb darf keine Wechselstube stehlen ({ $card })
engine-thief-wrong-currency = Ein { $currency }-Dieb stiehlt nur eine Geldkarte in { $currency }, nicht { $card }

## Alhambra, 1. Erweiterung: der Wesir im gemeinsamen Fenster

engine-vizier-always-passes = Dein Wesir passt immer: Schalte das zuerst aus

## Das Regelmodul

module-thieves =
    .title = Die Diebe
    .description = Verdeckte Diebeskarten: Zwischen zwei Zügen stiehlt jeder Dieb eine Geldkarte seiner Währung aus der Auslage.
