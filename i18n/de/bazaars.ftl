# Bazare (4. Erweiterung, "Die Schatzkammer des Kalifen"): jedes Wort, das Spieler dazu
# lesen. Ein Bazar hat keinen eigenen Preis: Er kostet, was das Plättchen auf dem Feld
# seiner Währung im Bauhof kostet, genau passend bezahlt.

## Namen

# Ein Bazar: seine Währung und die drei Farben (als Gebäude), in einer Form wie bei
# `alhambra-tile` (bare, nom, acc, dat, von, cap-nom, cap-acc). Bazar ist männlich.
alhambra-bazaar-tile = { $form ->
       *[bare] {""}
        [nom] {"der "}
        [acc] {"den "}
        [dat] {"dem "}
        [von] {"vom "}
        [cap-nom] {"Der "}
        [cap-acc] {"Den "}
    }{ alhambra-currency }-Bazar{ $colours ->
        [none] {""}
       *[other] {" "}({ $colours })
    }
alhambra-how-to-play-bazaars = 🏪 **Bazare**: Ein gezogener Bazar wartet neben dem Bauhof. Einen zu kaufen ist eine Aktion: Zahl genau den Preis des Plättchens auf dem Feld seiner Währung („Bazare“ in deinem Panel). Am Ende zählt jeder: passende Gebäude um ihn × Farben darunter.
module-bazaars =
    .title = Bazare
    .description = Bazare warten neben dem Bauhof: Du kaufst einen genau zum Preis des Plättchens seiner Währung. Am Ende zählt jeder nach den Farben der Gebäude um ihn herum.

## Auswahl und Verlauf

alhambra-act-buy-bazaar = { $tile } für { $cards } kaufen
    .tile = cap-acc
alhambra-act-karim-bazaar = Abdul Karim bezahlt { $tile } (zählt als passend)
    .tile = acc
alhambra-log-bazaar-waiting = 🏪 { $tile } wartet neben dem Bauhof; ein weiteres Plättchen wurde gezogen.
    .tile = cap-nom
alhambra-log-bazaar-bought = { $how ->
        [karim] 🏪 { $who } kaufte { $tile } mit Abdul Karim (Preis { $price })
        [vizier] 🏪 { $who } kaufte mit dem Wesir { $tile } für { $cards } (Preis { $price })
       *[plain] 🏪 { $who } kaufte { $tile } für { $cards }
    }{ $how ->
        [vizier] {""}
       *[other] { $exact ->
                [unused] {" "}(passend)
               *[yes] {" "}(passend: noch eine Aktion)
            }
    }.
    .tile = acc

## Das Panel

alhambra-panel-bazaars-line = Einen Bazar neben dem Bauhof kaufen (genau passend)
alhambra-button-bazaars = Bazare
alhambra-panel-bazaars-title = 🏪 Bazare
alhambra-panel-bazaars = Ein Bazar kostet, was das Plättchen auf dem Feld seiner Währung kostet, genau passend bezahlt (du bist also noch einmal dran). Am Ende zählt er: passende Gebäude um ihn herum × Farben darunter.
alhambra-button-bazaar = { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-button-bazaar-karim = Abdul Karim bezahlt { $tile }
    .tile = acc
alhambra-panel-bazaar-pay-title = { $tile } bezahlen ({ $price } { alhambra-currency })
    .tile = cap-acc
alhambra-panel-bazaar-pay = Einen Bazar bezahlst du genau passend; du bist noch einmal dran.

## Bilder

img-building-bazaar = Bazar
img-term-bazaars = Bazare
img-bazaars-waiting = Bazare
img-bazaar-no-price = —
img-legend-bazaar = Bazar: die Zahl darauf sind seine Punkte am Ende

## Gründe der Engine

engine-bazaar-not-waiting = Dieser Bazar wartet nicht neben dem Bauhof
engine-bazaar-slot-empty = Das { $currency }-Feld des Bauhofs ist leer: Ein Bazar kostet, was das Plättchen dort kostet, also kannst du ihn gerade nicht kaufen
engine-bazaar-cannot-buy = Du kannst den Bazar ({ $price } { $currency }) nicht kaufen: { $problem }
engine-bazaar-not-exact = Ein Bazar wird genau passend bezahlt: Er kostet { $price } { $currency }, deine Karten ergeben { $total }

## Spielhilfe

alhambra-rules-bazaars =
    {"*"}*Bazare** (Erweiterung 4; Modul `bazaars`, nur mit den Alhambra-Plättchen): Acht Bazare kommen in den Beutel, zwei je Währung, jeder mit drei Gebäudefarben (BZ1). Wird ein Bazar für den Bauhof gezogen, wartet er neben ihm unter seiner Währung, und ein weiteres Plättchen wird gezogen; unter einer Währung dürfen mehrere warten (BZ4). Laila zieht dann noch einmal. Einer, den Dirk zieht, bleibt seiner und zählt nichts (BZ4).
    {"*"}*Einen Bazar kaufen**: Einen wartenden Bazar zu kaufen ist eine Aktion: Er kostet den Preis des Plättchens auf dem Feld seiner Währung, genau passend in dieser Währung (Wechselstuben, Diamanten und Wechselgeld helfen; kein Wechselgeld zurück), und passend zahlen gibt noch eine Aktion (BZ2). Nicht, solange das Feld leer ist; ein Feldlager dort bestimmt den Preis ebenso (BZ3). Der Wesir darf einen kaufen, Abdul Karim einen bezahlen; Abdul Knihstigs Karte gibt es ab einem Bazar für 10.
    {"*"}*Bauen und Wertung**: Er wird wie ein Gebäude gebaut (ohne Mauern) oder in die Reserve gelegt; keine Bewohner, eine Holzmauer ändert nichts. Bei der letzten Wertung zählt jeder gebaute Bazar M × D (höchstens 24): M = Gebäude seiner drei Farben auf den 8 Feldern um ihn, D = wie viele seiner Farben dort sind. Bauhütten, Feldlager und andere Bazare zählen nie: Nur Gebäude haben Farben (BZ5); ein Bazar in der Reserve zählt nichts (BZ6). Am Ende noch wartende Bazare werden nicht verteilt.
    {"*"}*Unsere Entscheidungen**: Der Preis gilt beim Kauf (BZ7); leeren Lailas Züge den Beutel nur mit Bazaren, bleibt das Bauhof-Plättchen liegen (BZ8); einen Bazar darfst du wie jedes gekaufte Plättchen Dirk geben (BZ9).
