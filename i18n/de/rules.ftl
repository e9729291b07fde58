engine-character-ammar-after-trader = Der zusätzliche Umbau kommt, bevor dein fliegender Händler weiterzieht: Er ist in diesem Zug schon weitergezogen
alhambra-panel-rebuild-before-trader-title = Der zusätzliche Umbau von Ammar El'Schauf
alhambra-panel-rebuild-before-trader = Bau zuerst um, wenn du willst: Sobald dein Händler weitergezogen ist, endet dein Zug und der zusätzliche Umbau verfällt.

## Bewohner zu Beginn wählen (fliegender Händler)
engine-trader-already-chosen = Deine Bewohner sind gewählt: Das Spiel beginnt, sobald alle gewählt haben
engine-trader-choose-three = Wähle { $count } Bewohner in verschiedenen Farben
engine-trader-bad-side = Eine Seite „{ $side }“ gibt es nicht: Die Seiten des Brunnens heißen N, E, S und W
engine-trader-choosing = Alle wählen gerade ihre Bewohner
