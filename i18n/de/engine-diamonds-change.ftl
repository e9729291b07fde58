# Erweiterung 2: die Diamanten, Erweiterung 3: das Wechselgeld (engine/alhambra/diamonds.py,
# change.py): warum die Engine einen Zug ablehnt, und die beiden Regelmodule.

## Mit Diamanten zahlen

# $diamonds, $others: wie viele Diamanten und andere Karten gewählt wurden (hier nicht genutzt)
engine-pay-diamonds-alone = Diamanten zahlen nur mit Diamanten, nie mit Geld gemischt: Zusammen mit ihnen darfst du weder anderes Geld noch eine Wechselstube einsetzen
engine-pay-diamonds-too-little = Das Plättchen kostet { $price } { $currency }; deine Diamanten ergeben nur { $total }

## Die Regelmodule

module-diamonds =
    .title = Diamanten
    .description = Elf Diamantkarten unter dem Geld: Sie bezahlen jedes Gebäude, nur mit Diamanten, nie mit Geld gemischt, und sind am Ende nichts wert.
module-change =
    .title = Wechselgeld
    .description = Zahle 2 oder mehr zu viel und ziehe für je 2 zu viel eine Münze Wechselgeld aus dem Beutel; Münzen sind Geld im Wert von 1.
