# Wörter der Bilder, wenn die vier Module der 4. Erweiterung zusammen gespielt werden (Issue 25).

# Unter der Geldauslage: die Überschrift der Schatzkammer über ihren drei Räumen
img-chests-chamber-bag = Schatzkammer · { $count } { $count ->
        [one] Truhe
       *[other] Truhen
    } im Beutel

# Das Schnellbild (erstes Bild des Zugbeitrags): jemand kaufte die Truhen eines Raums, dahinter gezeichnet
img-glance-chests = kaufte Schatztruhen
