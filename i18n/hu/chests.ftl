# 4. kiegészítő: a kincstár (treasure_chamber modul)

## Képek
img-chests-chamber = Kincstár
img-chests-room-empty = üres
img-chests-bag = Ládák a zsákban
img-term-treasure_chamber = Kincsesládák
img-legend-chest = Kincsesláda (az Alhambrában számít, a tartalékban nem)
