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
