# Wörter der Bilder, ergänzt für Issue 24 (rendering/): so, wie Spieler es lesen.

# Unter „Mauerkarten“ am Bauhof, wenn alle Mauerkarten verbraucht sind (kein Mauerstück mehr)
img-wall-cards-none-left = keine mehr
