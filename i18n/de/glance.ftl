# Das erste Bild des Zugbeitrags (rendering/glance.py): der Name, dann eines dieser Wörter,
# dann die Karten oder Plättchen ("Ana  kaufte und baute ein  [Plättchen]"). Kurz halten.

img-glance-heading = Was passiert ist
img-glance-heading-latest = Was passiert ist (das Neueste)
img-glance-took = nahm
img-glance-bought = kaufte, noch einzubauen
img-glance-bought-built = kaufte und baute ein
img-glance-bought-reserved = kaufte für die Reserve
img-glance-built = baute ein
img-glance-reserved = legte in die Reserve
img-glance-rebuilt = baute um
img-glance-dirk = gab Dirk
img-glance-yard = nahm eine Bauhütte
img-glance-received = erhielt
img-glance-scoring = { $round ->
    [1] 1. Wertung
    [2] 2. Wertung
   *[other] Schlusswertung
}
img-glance-bought-dirk = kaufte für Dirk
img-glance-yard-built = nahm eine Bauhütte und baute sie ein
img-glance-yard-reserved = nahm eine Bauhütte für die Reserve
img-glance-received-built = erhielt und baute ein
img-glance-received-reserved = erhielt für die Reserve

# Die Titel der Einbettungen im Zugbeitrag, die die anderen Bilder zeigen (das Überblicksbild
# steht groß darüber).
alhambra-caption-overview = Alle Alhambras · zum Vergrößern öffnen
alhambra-caption-scoring = Die Wertung · zum Vergrößern öffnen
# Der letzte Beitrag von Roll & Write: die Schlusstabelle groß, der Punktezettel eingebettet.
rollwrite-caption-score-sheet = Der Punktezettel · zum Vergrößern öffnen
