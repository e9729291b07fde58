# A körbejegyzés első képe (rendering/glance.py), 5. kiegészítő: egy név, aztán ezek a
# szavak, aztán a kártya vagy a lap.
img-glance-caravanserai = karavánszerájt vett
img-glance-sultan = szultánkártyát vett
img-glance-claimed = szultánkártyával elvette
