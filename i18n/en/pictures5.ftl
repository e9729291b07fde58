# The turn post's glance (rendering/glance.py), expansion 5: a player's name, then these
# words, then the card or tile.
img-glance-caravanserai = bought a caravanserai
img-glance-sultan = bought a sultan card
img-glance-claimed = took with a sultan card
