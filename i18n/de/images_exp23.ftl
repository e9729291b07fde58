# Die 2. und 3. Erweiterung in den Bildern: Stadttore, Mauern, Feldlager, der Fliegende
# Händler, Diebe, Diamanten, Wechselgeld und die Charaktere. Wörter auf Karten bleiben kurz;
# die Namen der Charaktere bleiben, wie sie gedruckt sind.

## Plättchen und die Namen am Fuß der Karten

img-building-camp = Feldlager
img-gate-card = Stadttor
img-wall-card = Mauer
img-card-diamond = Diamant
img-thief-card = Dieb

## Die Zeile des Bauhofs unter der Geldauslage

img-none-shown = keine
img-gate-shown = Stadttorkarte
img-wall-cards = Mauerkarten
img-sticks-left = { $count ->
        [one] noch 1 Mauerstück
       *[other] noch { $count } Mauerstücke
    }
img-supply = Vorrat an Bewohnern
img-change-bag = Münzen im Beutel
img-auction = Versteigerung: { $name }
img-auction-no-bid = Noch kein Gebot
img-auction-high = Höchstgebot { $bid }: { $name }
img-auction-asked = Am Zug: { $name }
img-auction-paying = { $name } bezahlt

## Die Legende der Übersicht

img-legend-stick = Holzmauer
img-legend-gate = Stadttor
img-legend-resident = Bewohner
img-legend-trader = Fliegender Händler (Bewohner darauf)
img-legend-camp = Feldlager: Pfeile sind Bastionen
img-legend-thieves = Diebe auf der Hand

## Die Hand (nur für den eigenen Platz)

img-hand-gates = Deine Stadttorkarten
img-hand-thieves = Deine Diebe (nur du siehst sie)
img-hand-trader = { $count ->
        [one] Dein Händler: 1 Bewohner (nur du siehst die Farbe)
       *[other] Dein Händler: { $count } Bewohner (nur du siehst die Farben)
    }
img-hand-trader-moves = { $count ->
        [one] Dein Händler (zieht am Zugende weiter): 1 Bewohner
       *[other] Dein Händler (zieht am Zugende weiter): { $count } Bewohner
    }
img-hand-characters = Deine Charaktere
img-hand-diamonds = Diamanten
img-hand-diamonds-note = zahlen alles, nur mit Diamanten, nie mit Geld gemischt; am Ende wertlos
img-hand-diamonds-pay = { $count ->
        [0] zahlen kein Gebäude
        [one] zahlen 1 Gebäude ({ $exact } passend)
       *[other] zahlen { $count } Gebäude, { $exact } passend
    }

## Was die Charaktere tun, je eine Zeile

img-character-laila_wundabah = Zugbeginn: ein Bauhof-Gebäude gegen eines aus dem Beutel tauschen
img-character-machma_klain = Zugbeginn: eine Geldkarte gegen eine offene, nicht teurere tauschen
img-character-yammerad = Zugbeginn: mit unter 3 Geldkarten eine vom Stapel ziehen
img-character-abdul_karim = Bezahlt einmal ein Gebäude (zählt als passend)
img-character-abdul_knihstig = Beim Kauf eines teuren Gebäudes auch eine Geldkarte nehmen
img-character-ammar_el_schauf = Jeden Zug einmal mehr umbauen
img-character-faruk_will_haben = Geld bis zum Wert 7 statt 5 nehmen
img-character-hakim_wahid = Bei jeder Wertung ein halbes Gebäude einer gewählten Art mehr
img-character-yusuf_e_passuf = Bei jeder Wertung 1 Punkt je 3 Außenmauerstücke
img-character-fatima = 8 Punkte in der Schlusswertung

## Zusätzliche Zeilen der Wertungstabelle

img-term-camps = Feldlager
img-term-street_trader = Fliegender Händler
img-term-characters = Charaktere

## Die Namen der Charaktere, wie sie auf den Karten stehen (Eigennamen: in jeder Sprache gleich)

img-character-name-laila_wundabah = Laila Wundabah
img-character-name-machma_klain = Machma Klain
img-character-name-yammerad = Yammerad
img-character-name-abdul_karim = Abdul Karim
img-character-name-abdul_knihstig = Abdul Knihstig
img-character-name-ammar_el_schauf = Ammar El'Schauf
img-character-name-faruk_will_haben = Faruk Will'haben
img-character-name-hakim_wahid = Hakim Wahid
img-character-name-yusuf_e_passuf = Yusuf E'Passuf
img-character-name-fatima = Fatima
