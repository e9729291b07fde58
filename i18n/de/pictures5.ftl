# Das erste Bild des Zugbeitrags (rendering/glance.py), Erweiterung 5: ein Name, dann diese
# Wörter, dann die Karte oder das Plättchen.
img-glance-caravanserai = kaufte eine Karawanserei
img-glance-sultan = kaufte eine Sultankarte
img-glance-claimed = nahm mit einer Sultankarte
