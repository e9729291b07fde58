engine-character-ammar-after-trader = Der zusätzliche Umbau kommt, bevor dein fliegender Händler weiterzieht: Er ist in diesem Zug schon weitergezogen
alhambra-panel-rebuild-before-trader-title = Der zusätzliche Umbau von Ammar El'Schauf
alhambra-panel-rebuild-before-trader = Bau zuerst um, wenn du willst: Sobald dein Händler weitergezogen ist, endet dein Zug und der zusätzliche Umbau verfällt.

## Bewohner zu Beginn wählen (fliegender Händler)
engine-trader-already-chosen = Deine Bewohner sind gewählt: Das Spiel beginnt, sobald alle gewählt haben
engine-trader-choose-three = Wähle { $count } Bewohner in verschiedenen Farben
engine-trader-bad-side = Eine Seite „{ $side }“ gibt es nicht: Die Seiten des Brunnens heißen N, E, S und W
engine-trader-choosing = Alle wählen gerade ihre Bewohner
alhambra-panel-residents-title = 🧺 Wähle deine Bewohner
alhambra-panel-residents = Vor dem ersten Zug wählt jede und jeder geheim drei Bewohner in verschiedenen Farben für den fliegenden Händler und die Seite des Brunnens, an der er beginnt. Die anderen drei kommen in den allgemeinen Vorrat.
    Gewählt: { $count ->
        [0] noch niemand
       *[other] { $residents }
    } ({ $count } von 3) · Händler { $side } am Brunnen.
    Tippe auf eine Farbe, um sie zu nehmen oder zurückzulegen, dann auf **Fertig**.
alhambra-button-residents-side = { $side } am Brunnen
alhambra-button-residents-done = Fertig
alhambra-panel-residents-waiting-title = 🧺 Bewohner
alhambra-panel-residents-waiting = Deine Bewohner sind gewählt. { $names } { $count ->
        [one] wählt
       *[other] wählen
    } noch.
alhambra-call-residents = 🧺 { $users }: Wählt die drei Bewohner für euren fliegenden Händler und seine Seite am Brunnen, bis { $until } (**{ panel-button }**). Wer bis dahin nicht gewählt hat, behält die zugelosten.
alhambra-status-residents = Vor dem ersten Zug: { $names } { $count ->
        [one] wählt
       *[other] wählen
    } noch Bewohner.
alhambra-log-residents = { $who } hat Bewohner gewählt.
alhambra-log-residents-all = { $who } hat Bewohner gewählt. Alle fliegenden Händler stehen an ihrem Brunnen: Das Spiel beginnt.
alhambra-act-residents = Bewohner { $residents } · Händler { $side } am Brunnen
alhambra-residents-time-up = ⏰ Die Zeit für die Wahl der Bewohner ist um: { $names } { $count ->
        [one] behält
       *[other] behalten
    } die zugelosten.
alhambra-options-residents = Fliegender Händler: { $minutes } Minuten zu Beginn, um die Bewohner zu wählen
alhambra-panel-vizier-turned = Umgedreht, bezahlt mit { $cards }: { $tile }. Bau das Plättchen ein: { $where }
alhambra-resident-colour = { $building ->
        [pavilion] blau
        [seraglio] rot
        [arcades] braun
        [chambers] weiß
        [garden] grün
       *[tower] lila
    }
engine-vizier-no-such-face = Das gekaufte Plättchen kann nur eine seiner beiden Seiten zeigen
engine-vizier-turn-not-needed = Fürs Umdrehen zahlst du nur, um die andere Seite einzubauen; in die Reserve darf es mit jeder Seite nach oben, kostenlos
