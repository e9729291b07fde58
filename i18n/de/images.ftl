# Die Wörter in den Bildern (rendering/): Bauhof, Alhambras, Übersicht, Hand, Wertungstafeln
# und Diagramm, Granada und die Kombination, Spielerzettel, Punktezettel und Schlusswertung
# von Roll & Write. Begriffe aus den Spielregeln (Familienbox, Roll & Write): Bauhof,
# Geldkarten, Wertungskarte, Reserve, Stadtmauer, Gräben, Wertung. Kurz halten: vieles
# steht in einem festen Kasten, und die Bilder werden auf dem Handy gelesen.

## Gebäude und Währungen

img-building-pavilion = Pavillon
img-building-seraglio = Serail
img-building-arcades = Arkaden
img-building-chambers = Gemächer
img-building-garden = Garten
img-building-tower = Turm
img-building-arena = Arena
img-building-bathhouse = Badehaus
img-building-library = Bibliothek
img-building-hostel = Herberge
img-building-hospital = Hospital
img-building-market = Markt
img-building-park = Park
img-building-school = Schule
img-building-residential_quarter = Wohnviertel
img-currency-denar = Denar
img-currency-dirham = Dirham
img-currency-ducat = Dukat
img-currency-guilder = Gulden
img-ordinal = { $place }.
img-seat = Spieler { $seat }
img-total = Summe

## Wer am Zug ist

img-status-over = Spielende · { $count ->
    [one] Sieger
   *[other] Sieger
} { $names }
img-status-final-placing = Letzte Plättchen · { $name } baut
img-status-placing = Zug { $turn } · { $name } baut
img-status-play = Zug { $turn } · { $name } ist dran
img-status-play-extra = Zug { $turn } · { $name } ist dran (weitere Aktion)

## Bauhof, Geld und Stapel

img-market-empty = leer
img-market-back = Rückseite
img-pile-deck = Stapel
img-pile-discard = Ablage
img-pile-bag = Beutel
img-pile-tiles = { $count ->
    [one] { $count } Plättchen
   *[other] { $count } Plättchen
}
img-pile-scoring = Nächste Wertung
img-pile-none = keine
img-scoring-next = { $round ->
    [1] 1. von 3
    [2] 2. von 3
   *[other] am Spielende
}
img-card-scoring = Wertung
img-card-exchange = Wechsel
img-yards = Bauhütten
img-marker = Markierungsstein:
img-marker-next = nächstes Auffüllen: { $side ->
    [even] gerade
   *[odd] ungerade
} Seite oben
img-marker-granada = neue Granada-Plättchen: { $side ->
    [even] gerade
   *[odd] ungerade
} oben

## Die Tafel eines Spielers

img-points = SP
img-panel-barrier = { $barrier ->
    [moat] Graben
   *[wall] Mauer
} { $length }
img-panel-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
img-panel-built = { $count } gebaut
img-to-place = Zu bauen
img-reserve = Reserve
img-panel-bonus = Bonus

## Die Übersicht

img-leaders = Wer führt bei jedem Gebäude (meiste Plättchen)
img-leaders-price = Wer führt bei jedem Gebäude (meiste Plättchen; Gleichstand: höchster Preis)
img-dirk-tiles = { $count ->
    [one] { $count } Plättchen
   *[other] { $count } Plättchen
}
img-dirk-note = imaginärer dritter Spieler · nur Mehrheiten
img-vizier-ready = Wesir bereit
img-vizier-used = Wesir eingesetzt
img-vizier-window = Wesir: warten auf { $names }
img-legend-bonus-hidden = verdeckte Bonuskarte
img-legend-yard = Bauhütte

## Ein Plättchen bauen und Granadas zwei Seiten

img-tile = { $building } { $price }
img-where = Wohin kommt das Plättchen { $tile }?
img-pick-numbers = Wähle eine Zahl 1–{ $count }
img-pick-one = Wähle die Zahl 1
img-no-cell = Passt nirgends: lege das Plättchen in deine Reserve
img-other-side = Rückseite:
img-flip-cost = Umdrehen kostet { $cost }+ in einer Währung
img-faces-title = So bauen, wie es liegt, oder umgedreht?
img-faces-as-it-lies = Wie es liegt
img-faces-turned = Umgedreht
img-faces-free = kostenlos
img-faces-costs = kostet { $cost }+ (eine Währung)
img-tile-yard = Bauhütte ({ $building })
img-building-yard = Bauhütte

## Die Hand

img-hand-title = Dein Geld, { $name }
img-hand-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
} · zusammen { $total }
img-hand-no-cards = keine Karten
img-hand-tiles = Plättchen
img-hand-slot-empty = Feld im Bauhof leer
img-hand-exact = passend
img-hand-extra-action = +1 Aktion
img-hand-can-pay = bezahlbar
img-hand-of = { $price } von { $have }
img-hand-short = es fehlen { $missing }
img-hand-costs = kostet { $price }
img-vizier-turn-up = wieder aufdecken ist eine Aktion
img-vizier-always-pass = du passt immer
img-vizier-answered = du hast geantwortet
img-vizier-now = du darfst ihn jetzt einsetzen
img-hand-offices = Wechselstuben
img-hand-offices-note = jede zahlt einen Kauf in ihren beiden Währungen
img-hand-bonus = Bonuskarten
img-hand-none = keine
img-bonus-hidden = verdeckt
img-bonus-revealed = aufgedeckt

## Wertungstafeln und Diagramm

img-scoring-final = Schlusswertung
img-scoring-round = { $round }. Wertung
img-scoring-points-tiles = Punkte (Plättchen)
img-scoring-this-round = Diese Wertung
img-scoring-barrier = { $barrier ->
    [moat] Graben
   *[wall] Stadtmauer
}
img-scoring-longest-wall = Längste Mauer
img-scoring-longest-moat = Längster Graben
img-scoring-wall-and-moat = Mauer neben Graben
img-scoring-per-side = 2 Punkte je Seite
img-scoring-all-cities-1 = alle
img-scoring-all-cities-2 = Städte
img-rules-multipliers = Punkte: { $pays } Plättchen aller Städte
img-rules-multipliers-combined = Granada: { $pays } Plättchen aller Städte
img-rules-fixed = Punkte: { $pays }
img-rules-fixed-combined = Granada: { $pays }
img-rules-times = { $place }. { $times }×
img-rules-points = { $place }. { $points }
img-rules-ties = Gleichstand: das Plättchen mit dem höheren Preis gewinnt
img-rules-alhambra = Alhambra: Tabelle des Grundspiels; Gleichstand teilt
img-chart-final = Endstand
img-chart-rounds = Punkte über die Wertungen
img-chart-round = { $round }. Wertung
img-chart-winner = Sieger
img-added-building_yards = durch Bauhütten
img-added-bonus_cards = durch Bonuskarten

## Roll & Write: der Spielerzettel

img-rw-over = Spielende
img-rw-keep = Behalte ein Paar
img-rw-your-move = Du bist dran
img-rw-done = Runde erledigt
img-rw-waiting = Warten
img-rw-round = Runde { $round }/{ $rounds }
img-rw-points = { $points } SP
img-rw-points-so-far = bisher { $points } SP
img-rw-coins = Münzen: { $coins }
img-rw-coins-spent = (ausgegeben { $spent })
img-rw-coins-turn = { $count } für Würfel in diesem Zug
img-rw-gained = { $circled }/{ $supply } erhalten
img-rw-no-place = kein Platz

## Roll & Write: Punktezettel und Schlusswertung

img-rw-score-sheet = Punktezettel
img-rw-round-of = Runde { $round } von { $rounds }
img-rw-winner = Sieger: { $names }
img-rw-shared = Geteilter Sieg: { $names }
img-rw-roll = Wurf:
img-rw-everyone = Alle spielen diesen Wurf
img-rw-waiting-for = Es fehlen: { $names }
img-rw-turn = Am Zug: { $name }
img-rw-turn-keep = Am Zug: { $name } (behält ein Paar)
img-rw-place-row = { $place }. Platz
img-rw-points-head = SP
img-rw-total-head = Summe
img-rw-imaginary = imaginär
img-rw-not-counted = zählt nicht
img-rw-rounds = Runden
img-rw-final = Schlusswertung
img-rw-lines = Reihen & Spalten
img-rw-coins-row = Münzen
img-rw-bonus = Extrapunkte
img-rw-built = { $count } { $count ->
    [one] Kreuz
   *[other] Kreuze
}
img-rw-built-in-game = { $count } { $count ->
    [one] Kreuz
   *[other] Kreuze
} · im Spiel
img-rw-built-note = „Kreuze“: alle Gebäude auf dem Zettel, die { $count } Startgebäude mitgezählt.
