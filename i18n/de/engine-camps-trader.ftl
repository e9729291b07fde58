# Die Gründe, aus denen die Regeln einen Zug mit den Feldlagern (2. Erweiterung) und dem
# Fliegenden Händler (3. Erweiterung) ablehnen, und die Namen der beiden Module (siehe
# engine.ftl). $building ist die Farbe eines Bewohners, benannt nach dem Gebäude dieser Farbe.

## Feldlager (2. Erweiterung)

engine-camp-bastion-open = Die { engine-side }-Bastion des Feldlagers { $place } muss an einer Stadtmauer liegen, dort liegt aber kein Plättchen
engine-camp-bastion-no-wall = Die { engine-side }-Bastion des Feldlagers { $place } muss an einer Stadtmauer liegen, das Plättchen { $other_tile } hat dort aber keine Mauer
    .other_tile = bare
engine-camp-touches = Ein Feldlager berührt andere Plättchen nur mit einer Bastion an einer Mauer: { $place } läge seine { engine-side }seite an { $other_tile }
    .other_tile = dat
engine-camp-blocks = An die Seite eines Feldlagers ohne Bastion wird nichts gebaut: Das Plättchen { $tile } { $place } läge mit der { engine-side }seite am Feldlager
    .tile = bare
engine-camp-remove-wall = An { $tile } { $place } liegt die Bastion eines Feldlagers: Seine Mauer muss bleiben
    .tile = dat

## Der Fliegende Händler (3. Erweiterung)

engine-trader-colour = { $building ->
        [pavilion] blauen
        [seraglio] roten
        [arcades] braunen
        [chambers] weißen
        [garden] grünen
       *[tower] lila
    }
engine-trader-no-colour = Bewohner der Farbe „{ $building }“ gibt es nicht
engine-trader-supply-lacks = Im Vorrat steht kein Bewohner der { engine-trader-colour } Farbe
engine-trader-lacks = Auf deinem Händler steht kein Bewohner der { engine-trader-colour } Farbe
engine-trader-no-refill = Dein Händler bekommt erst dann einen neuen Bewohner, wenn einer von ihm auf ein Gebäude gezogen ist
engine-trader-no-swap = Einen Bewohner mit dem Vorrat tauschen darfst du nur, wenn dein Händler verdrängt wurde und keiner seiner Bewohner zum Gebäude passte
engine-trader-swap-same = Tausche einen Bewohner gegen einen anderer Farbe
engine-trader-not-displaced = Dein Händler zieht erst weiter, wenn ein Plättchen ihn verdrängt hat (oder ein Umbau ihn von allen Plättchen getrennt hat)
engine-trader-refill-first = Setze zuerst einen Bewohner aus dem Vorrat auf deinen Händler
engine-trader-place-first = { $count ->
        [one] Der Händler zieht am Ende des Zuges weiter: Baue zuerst das gekaufte Plättchen ein oder lege es in die Reserve
       *[other] Der Händler zieht am Ende des Zuges weiter: Baue zuerst die { $count } gekauften Plättchen ein oder lege sie in die Reserve
    }
engine-trader-square-alone = Der Händler kommt auf ein freies Feld neben einem Plättchen deiner Alhambra, nicht { $place }
engine-trader-move-first = Lege zuerst deinen Fliegenden Händler neben ein Plättchen deiner Alhambra

## Die Module

module-camps =
    .title = Feldlager
    .description = Feldlager aus dem Beutel liegen vor der Stadtmauer: Jede Bastion bringt einen Punkt für jedes Plättchen in der geraden Reihe dahinter.
module-street_trader =
    .title = Der Fliegende Händler
    .description = Ein Gebäude auf dem Feld deines Händlers nimmt einen seiner Bewohner auf; Bewohner vieler Farben zählen wie Sätze.
