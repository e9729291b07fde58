# Baustellen (6. Erweiterung, "Die Falkner"): jedes Wort, das Spieler dazu lesen. Eine
# Baustelle ist ein Gebäude aus dem Bauhof zum halben Preis; bis sie fertig ist, zählen nur
# ihre Mauern. Fertig wird sie zum vollen Preis in der Währung ihres Markers.

alhambra-how-to-play-building-sites = 🏗️ **Baustellen**: Ein Gebäude aus dem Bauhof als Baustelle zu kaufen ist eine Aktion: der halbe Preis (aufgerundet) in der Währung des Feldes, und ein Marker aus dem Beutel zeigt die Währung, in der du sie fertigstellst. Bis dahin zählen nur ihre Mauern. Fertigstellen ist auch eine Aktion: der volle Preis in dieser Währung („Baustellen“ in deinem Panel).
module-building_sites =
    .title = Baustellen
    .description = Kauf ein Gebäude aus dem Bauhof zum halben Preis als Baustelle; es zählt nur mit seinen Mauern, bis du es zum vollen Preis in der Währung seines Markers fertigstellst.

## Auswahl und Verlauf

alhambra-act-buy-site = { $tile } als Baustelle für { $cards } kaufen
    .tile = cap-acc
alhambra-act-buy-site-slot = Das { alhambra-currency }-Plättchen als Baustelle für { $cards } kaufen
alhambra-act-complete-site = Baustelle { $tile } für { $cards } fertigstellen
    .tile = bare
alhambra-log-site-bought = 🏗️ { $who } kaufte { $tile } als Baustelle für { $cards }{ $exact ->
        [yes] , den halben Preis (passend: noch eine Aktion)
        [unused] , den halben Preis (passend)
       *[no] {" "}(halber Preis: { $price })
    }. Ihr Marker zeigt { alhambra-currency }: Fertig wird sie für { $full } { alhambra-currency }.
    .tile = acc
alhambra-log-site-completed = 🏗️ { $who } stellte die Baustelle { $tile } für { $cards } fertig{ $exact ->
        [yes] {" "}(passend: noch eine Aktion)
        [unused] {" "}(passend)
       *[no] {""}
    }.
    .tile = bare

## Das Panel

alhambra-panel-sites-line = Ein Gebäude als Baustelle kaufen (halber Preis) oder eine deiner Baustellen fertigstellen
alhambra-button-sites = Baustellen
alhambra-panel-sites-title = 🏗️ Baustellen
alhambra-panel-sites = Eine Baustelle kostet den halben Preis des Plättchens (aufgerundet) in der Währung seines Feldes; dann zeigt ein Marker die Währung, in der du sie fertigstellst. Bis dahin zählen nur ihre Mauern: keine Mehrheit, keine Truhe, kein Bewohner, kein Kulturplättchen. Fertigstellen kostet den vollen Preis in der Währung des Markers. Passend bezahlt: noch eine Aktion.
alhambra-button-site-buy = Baustelle: { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-button-site-complete = Fertigstellen: { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-panel-site-pay-title = Baustelle { $tile } bezahlen ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-site-pay = Der halbe Preis, aufgerundet. Passend bezahlt: noch eine Aktion.
alhambra-panel-site-complete-title = { $tile } fertigstellen ({ $price } { alhambra-currency })
    .tile = cap-acc
alhambra-panel-site-complete = Der volle Preis in der Währung ihres Markers. Passend bezahlt: noch eine Aktion.

## Bilder

img-site-unfinished = Baustelle
img-term-sites = Unfertige Baustellen
img-legend-site = Unfertige Baustelle: nur ihre Mauern zählen

## Gründe der Engine

engine-site-not-this-tile = Das { alhambra-currency }-Plättchen kann nicht als Baustelle gekauft werden
engine-site-bag-empty = Alle Baustellen-Marker sind vergeben: Gerade kann niemand eine Baustelle kaufen
engine-site-cannot-buy = Du kannst die Baustelle ({ $price } { alhambra-currency }) nicht kaufen: { $problem }
engine-site-not-a-site = Das ist keine unfertige Baustelle
engine-site-not-yours = Diese Baustelle gehört nicht dir
engine-site-cannot-complete = Du kannst die Baustelle ({ $price } { alhambra-currency }) nicht fertigstellen: { $problem }

## Die Spielhilfe

alhambra-rules-building-sites =
    {"*"}*Baustellen** (6. Erweiterung; Modul `building_sites`, nur mit den Alhambra-Plättchen): Acht Baustellen-Marker kommen in einen eigenen Beutel, zwei je Währung (BS4).
    {"*"}*Baustelle kaufen**: eine Aktion: Du kaufst ein Gebäude aus dem Bauhof zum halben Preis, aufgerundet, in der Währung des Feldes (BS1); Wechselstuben, Diamanten, Münzen und Baumeister helfen. Passend: noch eine Aktion; wer überzahlt, bekommt Wechselgeld (BS1). Ein Marker wird blind gezogen und allen gezeigt: In seiner Währung wird die Baustelle fertiggestellt; ist der Beutel leer, kann niemand eine Baustelle kaufen (BS2). Kein Feldlager, nie mit dem Wesir. Sie wird gebaut, in die Reserve gelegt und umgebaut wie jedes Plättchen; der Zug lässt sich nicht hinter den Marker zurücknehmen (BS7).
    {"*"}*Fertigstellen**: eine Aktion: Zahl den vollen Preis in der Währung des Markers (passend: noch eine Aktion); der Marker kommt zurück in den Beutel (BS2). Jede deiner Baustellen geht: gebaut, in der Reserve oder gerade gekauft (BS6).
    {"*"}*Bis sie fertig ist**: Eine Baustelle zählt nur beim Bauen, für Löcher, Feldlager-Linien, Angreifer und Mauern (Tore und Holzmauern dürfen darauf): keine Mehrheit, keine Bauhütte, keine Bonuskarte, kein Karawanserei-Typ, keine Bazar-Farbe, kein Bewohner, keine Truhe, kein Kulturplättchen, kein Falkenpunkt (BS3). Am Ende bleiben Baustellen unfertig und gehen nie an Dirk (BS5). Kaufen oder Fertigstellen bringt keinen Kundschafter und keine Knihstig-Karte (BS8); die Währung jeder Baustelle ist öffentlich, vom Beutel nur die Anzahl (BS9). Ein magisches Gebäude bleibt gedreht die Baustelle (BS10).

## Die Wertungstabelle

img-sites-scored = Unfertige Baustellen, nur ihre Mauern zählten: { $who }

## Der Zug auf einen Blick

img-glance-site = kaufte als Baustelle, noch einzubauen
img-glance-site-built = kaufte als Baustelle und baute sie ein
img-glance-site-reserved = kaufte als Baustelle für die Reserve
img-glance-site-completed = stellte die Baustelle fertig
