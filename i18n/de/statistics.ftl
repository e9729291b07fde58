## Die Statistik einer beendeten Partie (ein Bild zur Schlusswertung)

stats-title = Statistik
stats-score = Endstand
stats-section-points = Punkte
stats-round = { $round }. Wertung
stats-section-play = Spiel
stats-purchases = Käufe
stats-exact = Passend bezahlt
stats-rebuilds = Umbauten
stats-money-cards = Geldkarten genommen
stats-money-value = Ihr Wert
stats-longest = { $barrier ->
    [moat] Längster Graben
   *[wall] Längste Mauer
}
stats-section-tiles = Gekaufte Gebäude
stats-tiles-total = Alle gekauften Gebäude
stats-section-time = Zeit
stats-per-turn = { $unit ->
    [s] Sekunden je Zug (Schnitt)
    [min] Minuten je Zug (Schnitt)
    [h] Stunden je Zug (Schnitt)
   *[d] Tage je Zug (Schnitt)
}
stats-per-round = { $unit ->
    [s] Sekunden je Runde (Schnitt)
    [min] Minuten je Runde (Schnitt)
    [h] Stunden je Runde (Schnitt)
   *[d] Tage je Runde (Schnitt)
}
stats-none = –
stats-decimal = { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) }
stats-caption = Statistik
# Roll & Write
stats-rw-places = Plätze im Spiel
stats-rw-majorities = Mehrheiten am Ende
stats-rw-lines = Reihen und Spalten
stats-rw-coins = Übrige Münzen
stats-rw-bonus = Bonus
stats-section-built = Angekreuzte Gebäude (die { $count } Startgebäude mitgezählt)
stats-section-coins = Münzen
stats-rw-gained = Erhalten
stats-rw-lost = Verfallen (Zettel voll)
stats-rw-spent = Ausgegeben
stats-rw-die-turns = Würfel gedreht

## Each rule module's own figures (records/module_figures.py, issue 38)
stats-modules-title = Statistik: die Module
stats-module-points = Punkte
stats-module-dirk-given = Plättchen an Dirk gegeben
stats-module-granada-flipped = Plättchen umgedreht
stats-module-vizier-used = Wesir eingesetzt
stats-module-bonus_cards-played = Bonuskarten ausgespielt
stats-module-building_yards-taken = Bauhütten genommen
stats-module-city_gates-built = Stadttore gebaut
stats-module-characters-won = Charaktere ersteigert
stats-module-characters-used = Charaktere eingesetzt
stats-module-thieves-played = Diebe ausgespielt
stats-module-street_trader-moved = Züge des Fliegenden Händlers
stats-module-wall_cards-built = Mauerkarten gebaut
stats-module-change-coins = Münzen als Wechselgeld erhalten
stats-module-treasure_chamber-chests = Schatztruhen gekauft
stats-module-master_builders-used = Baumeister eingesetzt
stats-module-invaders-scouts = Kundschafter genommen
stats-module-bazaars-bought = Bazare gekauft
stats-module-caravanserai-bought = Karawansereien gekauft
stats-module-caravanserai-steps = Schritte der Karawansereien
stats-module-caravanserai-spent = Karawanserei-Wert ausgegeben
stats-module-art_of_the_moors-tiles = Kulturplättchen erhalten
stats-module-sultan-bought = Sultankarten gekauft
stats-module-sultan-claimed = Plättchen mit Sultankarten genommen
stats-module-falcons-falcons = Falken gekauft
stats-module-building_sites-bought = Baustellen gekauft
stats-module-building_sites-completed = Baustellen fertiggestellt
stats-module-exchange_certificate-issued = Währungssteine genommen
stats-module-exchange_certificate-spent = Wert der Währungssteine ausgegeben
stats-module-portals-bought = Portale gekauft
stats-modules-caption = Statistik: die Module
