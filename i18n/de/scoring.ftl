# Neue Wertungskärtchen (5. Erweiterung, "Die Macht des Sultans"; Modul new_scoring_tiles):
# jedes Wort, das Spieler dazu lesen. Ein Kärtchen ordnet die sechs Gebäude: das erste zählt
# wie Pavillons, das zweite wie Serails … das letzte wie Türme.

module-new_scoring_tiles =
    .title = Neue Wertungskärtchen
    .description = Drei Wertungskärtchen, eins je Wertung, von Anfang an offen: Jedes ordnet die Gebäude neu, das erste darauf zählt wie Pavillons, das letzte wie Türme.
alhambra-how-to-play-new-scoring-tiles = 📜 **Wertungskärtchen**: Jede Wertung hat ihr eigenes Kärtchen (im Bild des Bauhofs unter dem Geld). Das erste Gebäude darauf bekommt die Punkte der Pavillons, das zweite die der Serails … das letzte die der Türme.

## Das Protokoll

# Unter der Überschrift einer Wertung. $order: "1 Turm, 2 Serail, ..." (welches Gebäude
# welche Zeile der Wertungstabelle bekommt)
alhambra-score-tile = 📜 Wertungskärtchen dieser Wertung: { $order }. Jedes Gebäude bekommt die Punkte dieser Zeile (1 = die der Pavillons … 6 = die der Türme).

## Bilder

img-scoring-tiles = Wertungskärtchen
# $round: 1, 2, 3
img-scoring-tile-round = { $round }. Wertung
img-scoring-tile-now = jetzt
# Über den Zeilen einer Wertungstabelle mit Kärtchen: Jedes Gebäude bekommt die Punkte
# seiner Zeile
img-scoring-tile-rows = Wertungskärtchen { $round } ordnet die Zeilen:
img-scoring-tile-pays = Zeile 1 zählt wie Pavillons … Zeile 6 wie Türme

## Die Spielhilfe

alhambra-rules-new-scoring-tiles =
    {"*"}*Neue Wertungskärtchen** (5. Erweiterung, nur mit den Plättchen der Alhambra): 18 Kärtchen, jedes ordnet die sechs Gebäude. Beim Aufbau werden drei zufällig gezogen, eins je Wertung, der Rest kommt aus dem Spiel. Alle drei liegen von Anfang an offen (NS1): Das Bild des Bauhofs zeigt sie unter dem Geld.
    {"*"}*Wertung**: In jeder Wertung bekommt das Gebäude auf Platz 1 ihres Kärtchens die Punkte der Pavillon-Zeile der Wertungstabelle, Platz 2 die der Serail-Zeile … Platz 6 die der Turm-Zeile, jeweils in der Spalte dieser Wertung. Gleichstände teilen sich die Plätze wie immer. Bauhütten, Bonuskarten und Hakim Wahid zählen wie gewohnt; auch Dirks Gebäude werden nach dem Kärtchen gewertet.
    {"*"}*Unsere Entscheidungen**: Eine Wertungskarte wertet, wann immer sie gezogen wird, mit dem Kärtchen ihrer Wertung, die Schlusswertung mit dem dritten (NS2); die Kärtchen ändern sich im Spiel nie (NS3).
