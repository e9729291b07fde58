# A körös poszt első képe (rendering/glance.py): a játékos neve, aztán egy ezekből, aztán a
# kártyák vagy lapok ("Ana  megvette és beépítette  [lap]"). Röviden.

img-glance-heading = Mi történt
img-glance-heading-latest = Mi történt (a legutóbbiak)
img-glance-took = elvett
img-glance-bought = megvette, még beépítendő
img-glance-bought-built = megvette és beépítette
img-glance-bought-reserved = megvette a tartalékba
img-glance-built = beépítette
img-glance-reserved = a tartalékba tette
img-glance-rebuilt = átépített
img-glance-dirk = Gézának adta
img-glance-yard = elvett egy építőműhelyt
img-glance-received = megkapta
img-glance-scoring = { $round ->
    [1] Első értékelés
    [2] Második értékelés
   *[other] Végső értékelés
}
img-glance-bought-dirk = megvette Gézának
img-glance-yard-built = elvett egy építőműhelyt és beépítette
img-glance-yard-reserved = elvett egy építőműhelyt a tartalékba
img-glance-received-built = megkapta és beépítette
img-glance-received-reserved = megkapta a tartalékba

# A körös poszt beágyazásainak címei, amelyek a többi képet mutatják (a gyors áttekintő kép
# nagyban fölöttük van).
alhambra-caption-overview = Minden Alhambra · nyisd meg teljes méretben
alhambra-caption-scoring = Az értékelés · nyisd meg teljes méretben
# A Roll & Write utolsó posztja: a végeredmény nagyban, a pontlap beágyazva.
rollwrite-caption-score-sheet = A pontlap · nyisd meg teljes méretben
