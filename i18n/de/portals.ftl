# Portale (Erweiterung 6, „Die Falkner“): jedes Wort, das Spieler über sie lesen.

## Namen

# Ein Portal, in den Formen von `alhambra-tile`. $building: sein Typ
alhambra-portal-tile = { $form ->
       *[bare] {""}
        [nom] {"das "}
        [acc] {"das "}
        [dat] {"dem "}
        [von] {"vom "}
        [cap-nom] {"Das "}
        [cap-acc] {"Das "}
    }{ alhambra-building }-Portal
# A face's open sides: $sides, e.g. "top and right"
alhambra-portal-open = (offen: { $sides })
alhambra-how-to-play-portals = 🚪 **Portale**: Direkt nach dem Kauf eines Gebäudes darfst du ein Portal seines Typs kaufen (6, nach der ersten Wertung 4, nach der zweiten 2; in der Währung des Gebäudes, nie eine Extra-Aktion). Es füllt ein halbes Feld neben einem Gebäude seines Typs; seine schräge Mauer zählt 1 für deine Mauer, und jedes Portal in deiner längsten Mauer bringt 2 Punkte mehr.
module-portals =
    .title = Portale
    .description = Kaufe ein Portal mit einem Gebäude seines Typs: Es füllt ein halbes Feld neben diesem Gebäude, und jedes Portal in deiner längsten Mauer bringt 2 Punkte mehr.

## Auswahl und Protokoll

alhambra-act-buy-portal = Ein Portal für { $cards } kaufen
alhambra-log-portal-bought = 🚪 { $who } kaufte ein { alhambra-building }-Portal für { $cards } (Preis { $price }).

## Das Panel

alhambra-panel-portal-line = Ein Portal zu dem Gebäude kaufen, das du gerade gekauft hast
alhambra-button-portal = { alhambra-building }-Portal · { $price } { alhambra-currency }
alhambra-panel-portal-pay-title = 🚪 Ein { alhambra-building }-Portal ({ $price } { alhambra-currency })
alhambra-panel-portal-pay = Ein Portal wird getrennt vom Gebäude in dessen Währung bezahlt; passend zahlen bringt keine Extra-Aktion.
alhambra-panel-portal-place-title = 🚪 Wohin kommt das { alhambra-building }-Portal?
alhambra-panel-portal-place = { $count ->
        [0] Es passt gerade nirgends hin: Lege es in deine Reserve.
        [one] Ein Platz ist im Bild nummeriert: Das Dreieck zeigt, welche Hälfte des Felds das Portal füllt.
       *[other] { $count } Plätze sind im Bild nummeriert: Jedes Dreieck zeigt, welche Hälfte seines Felds das Portal füllt.
    } Seine offenen Seiten müssen ein Gebäude vom Typ { alhambra-building } berühren.
alhambra-caption-portal-place = Wohin kommt das { alhambra-building }-Portal?

## Ablehnungen

engine-portal-camp = Ein Portal berührt nie ein Feldlager ({ $place })
engine-portal-type = Ein { alhambra-building }-Portal muss mit einer offenen Seite ein Gebäude vom Typ { alhambra-building } berühren ({ $place })
engine-portal-corner = Wähle, in welche Richtung das Portal zeigt
engine-portal-keep = Das Portal { $place } muss ein Gebäude vom Typ { alhambra-building } neben sich behalten
engine-portal-no-exchange = Ein Portal aus der Reserve wird auf ein leeres Feld gebaut, nie getauscht
engine-portal-not-now = Ein Portal kaufst du nur direkt nach einem Gebäude seines Typs
engine-portal-none-left = Es ist kein { alhambra-building }-Portal mehr übrig
engine-wall-portal = Ein Portal bekommt keine Holzmauer: Seine schräge Seite ist seine Mauer
engine-portal-cannot-buy = Das Portal ({ $price } { $currency }) kannst du nicht kaufen: { $problem }

## Bilder

# The portals' row under the market; $price: what one costs now
img-portals = Portale (je { $price }, mit einem Gebäude ihres Typs)
img-term-portals = Portale
img-building-portal = Portal

## Die Spielhilfe

alhambra-rules-portals =
    {"*"}*Portale** (Erweiterung 6; Modul `portals`, nur mit den Alhambra-Plättchen): 18 Portale, 3 je Gebäudetyp, liegen nach Farben neben dem Bauhof. Ein Portal ist ein Dreieck: Es füllt ein halbes Feld, schräg geteilt; seine zwei kurzen Seiten sind offen, die lange ist eine Mauer mit Tor (PO1).
    {"*"}*Ein Portal kaufen**: Direkt nach dem Kauf eines Gebäudes (bezahlt oder mit Abdul Karim) darfst du ein Portal seines Typs kaufen: 6 vor der ersten Wertung, 4 vor der zweiten, danach 2, in der Währung des Gebäudes. Es wird getrennt bezahlt und gibt oder nimmt nie eine Extra-Aktion (X2/PO2); Zahlungshilfen zahlen mit, Überzahlen gibt Wechselgeld. Nie mit Bauhütte, Feldlager, Bazar oder Baustelle. Dirk bekommt nie Portale (X5).
    {"*"}*Bauen**: Du wählst beim Bauen, in welche Richtung es zeigt. Eine offene Seite muss ein Gebäude seines Typs berühren (ein magisches Gebäude zählt, Bauhütten und Bazare nicht, PO3); keine Seite berührt ein Feldlager. Umbauen muss ihm ein Gebäude seines Typs lassen (PO3); ein Portal aus der Reserve wird auf ein leeres Feld gebaut, nie getauscht (PO8).
    {"*"}*Wertung**: Seine schräge Mauer zählt 1 für die längste Mauer; jedes Portal in der gewerteten Mauer bringt 2 Punkte mehr; von gleich langen Mauern zählt die mit den meisten Portalen (PO4).
    {"*"}*Unsere Entscheidungen**: Die zwei Seiten der leeren Hälfte gelten beim Anlegen und Gehen als Mauern (PO5); die schräge Mauer ist immer Außenmauer, die Seiten der leeren Hälfte nie (PO6). Auch mit dem Wesir darfst du eines kaufen: direkt nach seinem Kauf, zwischen den Zügen; es kommt in deine Reserve (PO7). Ein Portal bekommt keine Holzmauer (PO9).
