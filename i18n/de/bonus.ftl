# Bonuskarten (1. Erweiterung): was die 1. und 2. Wertung mit einer verdeckten, passenden
# Bonuskarte tut (ihr Plättchen steht in der Alhambra ihres Besitzers), eine feste Wahl
# jedes Spielers (Regelentscheidung B4; die Schlusswertung deckt eine solche Karte immer auf
# und zählt sie). Schlüssel der Auswahl: $on, $keep (yes, no).

# Ein Knopf im Panel. $on: yes schaltet „verdeckt lassen“ ein, no wieder aus.
alhambra-act-bonus-keep-hidden = { $on ->
        [yes] 1. und 2. Wertung: meine Bonuskarten verdeckt lassen (zählen dann nicht)
       *[no] 1. und 2. Wertung: passende Bonuskarten aufdecken und zählen
    }

# Das Handbild, hinter „Bonuskarten“, solange verdeckte Karten auf der Hand sind. $keep: die Wahl.
img-hand-bonus-scoring = { $keep ->
        [yes] die verdeckten siehst nur du · 1. und 2. Wertung lassen sie verdeckt
       *[no] die verdeckten siehst nur du · eine Wertung deckt die passenden auf
    }

# Ablehnungen der festen Wahl.
engine-bonus-none-hidden = Du hast keine verdeckte Bonuskarte
# $on: yes („verdeckt lassen“ war schon an) oder no (es war schon aus).
engine-bonus-setting-unchanged = { $on ->
        [yes] Deine Bonuskarten bleiben bei der 1. und 2. Wertung schon verdeckt
       *[no] Die Wertungen decken deine passenden Bonuskarten schon auf und zählen sie
    }
