# Die beendeten Spiele eines Servers und seine Rangliste (Issue 29).

cmd-records = bilanz
    .description = Die beendeten Spiele dieses Servers und seine Rangliste
cmd-history = verlauf
    .description = Die beendeten Spiele dieses Servers, neueste zuerst (nur du siehst es)
opt-history-player = spieler
    .description = Nur die Spiele, die dieses Mitglied gespielt hat
cmd-leaderboard = rangliste
    .description = Die Wertungszahlen dieses Servers für dieses Spiel, die besten zuerst (im Kanal)

records-server-only = Beendete Spiele und Ranglisten gehören zu einem Server: Nutze diesen Befehl in einem seiner Kanäle.
records-history-title = { $game }: beendete Spiele
records-history-of = Nur die Spiele von { $player }.
records-history-empty = Hier gibt es noch keine beendeten Spiele. Sobald ein Spiel endet, steht es hier.
records-history-empty-player = { $player } hat hier noch keine beendeten Spiele.
records-page = Seite { $page } von { $pages } · { $total ->
    [one] 1 Spiel
   *[other] { $total } Spiele
}
records-newer = ◀ Neuere
records-older = Ältere ▶
# $place: eine Medaille oder "4."
records-seat = { $place } { $name } · { $score }
records-left = { $name } (hat das Spiel verlassen)
records-left-computer = { $name } (ausgestiegen, ein Computer hat weitergespielt)
records-pick = Statistik und Wiederholung eines Spiels…
records-pick-option = { $date }: { $players }
records-old-button = Dieser Knopf ist veraltet: Rufe den Verlauf noch einmal auf.
records-private-only = Dieser Knopf funktioniert nur in deinem eigenen, privaten Verlauf: Nichts wurde geändert.
records-not-here = Das ist keines der beendeten Spiele dieses Servers, also gibt es nichts zu zeigen.
records-stats-title = Das Spiel, das am { $date } endete
# Roll & Write's mode in a game of the history: $name the mode's name.
records-rollwrite-mode = Modus: { $name }
records-stats-none = Für dieses Spiel gibt es keine Statistik.

records-board-title = { $game }: Rangliste
records-board-line = **{ $number }. { $name }** · { $rating }
records-board-record = { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
} · { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
} · Platz im Schnitt { NUMBER($place, minimumFractionDigits: 1, maximumFractionDigits: 1) }
records-board-note = In der Rangliste zählt, wer ausgestiegen ist, als Letzter: { $places }
records-board-left = { $count ->
    [one] 1 Spiel verlassen
   *[other] { $count } Spiele verlassen
}
records-board-others-left = { $count ->
    [one] 1 Spiel, in dem jemand ausgestiegen ist (als Letzter gezählt)
   *[other] { $count } Spiele, in denen jemand ausgestiegen ist (als Letzter gezählt)
}
records-board-foot = Die Zahl nach einem Namen ist die Wertungszahl: Alle beginnen bei 1000, gute Plätze heben sie (gegen starke Spieler mehr), und mit jedem Ergebnis wird sie sicherer. Wer ein Spiel verlässt, zählt darin als Letzter. 🤖 ein Computerspieler, nach seiner Stärke eingestuft.
records-board-empty = Hier gibt es noch keine beendeten Spiele, also hat noch niemand eine Wertungszahl. Spielt eins zu Ende und schaut dann wieder!
