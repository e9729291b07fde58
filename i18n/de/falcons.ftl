# Falken (6. Erweiterung „Die Falkner“): alle Worte, die Spieler über sie lesen.

## Namen

module-falcons =
    .title = Falken
    .description = Drei Stapel Falken: Kauf Falken für je 6 und setz sie dorthin, wo sich vier deiner Plättchen treffen; bei jeder Wertung zählen n Falken einer Farbe n × (n + 1).
alhambra-how-to-play-falcons = 🦅 **Falken**: Als Aktion (nicht als die zusätzliche nach passender Bezahlung) kaufst du Falken für je 6 in beliebigen Währungen und setzt jeden dorthin, wo sich vier deiner Plättchen treffen, darunter Gebäude seiner beiden Farben („Falken“ in deinem Panel). Jede Wertung: 2, 6, 12, 20, 30 für 1-5 Falken einer Farbe.
alhambra-falcon = { $colour ->
        [black] schwarzer
        [brown] brauner
       *[white] weißer
    } Falke ({ $first } + { $second })
alhambra-falcon-at = { $colour ->
        [black] schwarzer
        [brown] brauner
       *[white] weißer
    } Falke auf Punkt { $point }
alhambra-falcon-at-brief = { $colour ->
        [black] schwarz
        [brown] braun
       *[white] weiß
    } auf { $point }

## Auswahl und Verlauf

alhambra-act-buy-falcons = Falken kaufen: { $falcons }, bezahlt mit { $cards }
alhambra-act-buy-falcons-brief = Falken: { $falcons }, für { $cards }
alhambra-log-falcons-bought = 🦅 { $who } kaufte { $count ->
        [one] einen Falken
       *[other] { $count } Falken
    } für { $cards }: { $falcons }.
alhambra-log-falcons-revealed = Jetzt oben: { $falcons }.

## Das Panel

alhambra-panel-falcons-line = Falken kaufen (je 6) und dorthin setzen, wo sich vier deiner Plättchen treffen
alhambra-button-falcons = Falken
alhambra-panel-falcons-title = 🦅 Falken
alhambra-panel-falcons = { $chosen ->
        [none] Wähl einen Falken oben von einem Stapel. Jeder kostet 6, in beliebigen Währungen (kein Wechselgeld, keine Münzen, keine zusätzliche Aktion).
       *[some] Gewählt: { $chosen } ({ $price }). Nimm einen Falken von einem anderen Stapel dazu oder bezahl.
    }
alhambra-button-falcon-add = { $falcon }
alhambra-panel-falcon-point-title = 🦅 Wohin setzt du: { $falcon }?
alhambra-panel-falcon-point = Auf einen nummerierten Punkt: Dort treffen sich vier deiner Plättchen, darunter { $first } und { $second }.
alhambra-button-falcon-point = Punkt { $point }
alhambra-button-falcons-pay = { $cards } bezahlen
img-falcons-where = Wohin setzt du: { $falcon }?

## Bilder

img-glance-falcons = kaufte Falken
img-term-falcons = Falken
img-falcons = Falken
img-falcons-left = noch { $count }
img-legend-falcon = Falke: auf dem Punkt, wo sich vier Plättchen treffen

## Gründe der Spielregeln

engine-falcons-not-extra = Mit der zusätzlichen Aktion nach passender Bezahlung kannst du keine Falken kaufen
engine-falcons-none = Wähl mindestens einen Falken
engine-falcons-no-stack = Diesen Falkenstapel gibt es nicht
engine-falcons-gone = Die { $colour ->
        [black] schwarzen
        [brown] braunen
       *[white] weißen
    } Falken sind alle weg
engine-falcons-one-each = Von jedem Stapel nur einen Falken auf einmal
engine-falcons-same-point = Ein Falke pro Punkt
engine-falcons-bad-point = Ein Falke sitzt auf einem freien Punkt, an dem sich vier deiner Plättchen treffen, darunter je ein Gebäude seiner beiden Farben
engine-falcons-no-coins = Falken kannst du nicht mit Münzen bezahlen
engine-falcons-no-aid = Falken bezahlst du mit Geld in beliebigen Währungen: Eine Wechselstube brauchst du nicht und sie kann nicht bezahlen
engine-falcons-too-little = { $count ->
        [one] Ein Falke kostet
       *[other] { $count } Falken kosten
    } { $price }; deine gewählten Karten ergeben { $total } (es gibt kein Wechselgeld)
engine-falcons-cannot-buy = Du kannst die Falken nicht kaufen: { $problem }
engine-falcons-tile-held = Auf diesem Plättchen sitzt ein Falke: Es bleibt in deiner Alhambra

## Spielhilfe

alhambra-rules-falcons =
    {"*"}*Falken** (6. Erweiterung; Modul `falcons`, nur mit den Plättchen der Alhambra): 15 Falken, 5 schwarze, 5 braune, 5 weiße, in drei Stapeln nach Farbe, jeder gemischt; nur die obersten sind zu sehen (FA3). Jeder Falke zeigt zwei Gebäudefarben: die 15 Paare der sechs, jede Falkenfarbe deckt alle sechs ab (FA2).
    {"*"}*Kaufen**: Falken kaufen ist eine Aktion, nie die zusätzliche nach passender Bezahlung. Nimm den obersten von einem, zwei oder allen drei Stapeln (höchstens einen von jedem, FA6) und setz jeden sofort dorthin, wo sich vier deiner gebauten Plättchen treffen, ein Falke pro Punkt, darunter je ein Gebäude seiner Farben (FA1; nicht auf Punkte, die erst die Plättchen dieses Zugs bilden würden, FA7). Je 6, zusammen bezahlt in beliebigen Währungen mit Geld, Diamanten, Baumeistern oder einer Karawanserei, nie mit Münzen; kein Wechselgeld, keine zusätzliche Aktion (FA3). Eine Bauhütte liefert nie eine Farbe, aber ein Falke darf neben ihr sitzen.
    {"*"}*Wertung und Umbau**: Bei jeder Wertung zählen n Falken einer Farbe n × (n + 1): 2, 6, 12, 20, 30. Ein Umbau nimmt nie ein Plättchen unter einem Falken heraus (FA4) und tauscht es nie aus (FA5); ein Falke bewegt sich nie (FA9). Dirk bekommt keine Falken.
    {"*"}*Unsere Entscheidungen**: Ein Kauf, der einen neuen obersten Falken zeigt, lässt sich nicht zurücknehmen (FA8). Ein Portal füllt nur ein halbes Feld, und eine unfertige Baustelle zählt nur beim Bauen, für Löcher, Feldlager-Linien, Angreifer und Mauern: Keines von beiden zählt an einem Punkt als Plättchen (FA10).
