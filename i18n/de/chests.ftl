# Erweiterung 4: die Schatzkammer (Modul treasure_chamber)

## Bilder
img-chests-chamber = Schatzkammer
img-chests-room-empty = leer
img-chests-bag = Truhen im Beutel
img-term-treasure_chamber = Schatztruhen
img-legend-chest = Schatztruhe (zählt in der Alhambra, nicht in der Reserve)
