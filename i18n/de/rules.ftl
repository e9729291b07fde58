engine-character-ammar-after-trader = Der zusätzliche Umbau kommt, bevor dein fliegender Händler weiterzieht: Er ist in diesem Zug schon weitergezogen
alhambra-panel-rebuild-before-trader-title = Der zusätzliche Umbau von Ammar El'Schauf
alhambra-panel-rebuild-before-trader = Bau zuerst um, wenn du willst: Sobald dein Händler weitergezogen ist, endet dein Zug und der zusätzliche Umbau verfällt.
