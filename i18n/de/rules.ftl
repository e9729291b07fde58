engine-character-ammar-after-trader = Der zusätzliche Umbau kommt, bevor dein fliegender Händler weiterzieht: Er ist in diesem Zug schon weitergezogen
