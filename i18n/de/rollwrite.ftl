# Alhambra Roll & Write (bot/rollwrite): das Panel, die Beiträge, die Spielhilfe.
# Begriffe aus der deutschen Spielregel: Spielerzettel, Gebäuderaster, Kreuzungspunkt,
# Würfelpaar, Münzvorrat, Sonderaktionen, Punktezettel, Kästchen, Siegpunkte (SP).
# $building ist der Name eines Gebäudes (rollwrite-building); $colour ist "yellow" oder
# "blue", $direction "up" oder "down", $mode "simultaneous" oder "classic".

game-title-rollwrite = Alhambra Roll & Write
# Im Dativ gesagt: „gehört nicht zu …“, „im Thread von …“.
game-the-rollwrite = einem Roll-&-Write-Spiel

## Gebäude, Würfel und Plätze

rollwrite-building = { $building ->
    [pavilion] Pavillon
    [seraglio] Serail
    [arcades] Arkaden
    [chambers] Gemächer
    [garden] Garten
   *[tower] Turm
}
rollwrite-cell = { $building } (Gelb { $yellow } × Blau { $blue })
rollwrite-place = { $place }.
rollwrite-hours = { $hours } { $hours ->
    [one] Stunde
   *[other] Stunden
}

## Auswahl (Knöpfe, Auswahllisten, Vorschläge beim Tippen)

rollwrite-other-pair = das andere Würfelpaar
rollwrite-label-cross-two = { $first } + { $second } (3 Münzen)
rollwrite-label-gain-coins = Münzen erhalten
rollwrite-label-pass-full = Passen: dein Münzvorrat ist voll
rollwrite-label-pass-no-coins = Passen: deine Würfel zeigen auf kein angekreuztes Gebäude
rollwrite-label-gain = { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} erhalten
rollwrite-label-gain-capped = { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} erhalten (dann ist dein Münzvorrat voll)
rollwrite-label-turn = { $colour ->
    [yellow] Gelben
   *[blue] Blauen
} Würfel nach { $direction ->
    [up] oben
   *[down] unten
} drehen: { $value } → { $after } (1 Münze)
rollwrite-label-keep = Gelb { $yellow } und Blau { $blue } behalten (das andere Würfelpaar weitergeben)
rollwrite-label-undo = Zurück: Würfel zurückdrehen (Münzen zurück)
rollwrite-unavailable-undo = Gerade gibt es nichts zurückzunehmen.

## Was geschah (das Ergebnis der Runde und /rollwrite log)

rollwrite-log-cross = { $name } hat angekreuzt: { $cell }.
rollwrite-log-cross-two = { $name } hat angekreuzt: { $cell } und ein zweites Gebäude (3 Münzen).
rollwrite-log-coins = { $name } hat Münzen erhalten.
rollwrite-log-turn = { $name } hat eine { $colour ->
    [yellow] gelbe
   *[blue] blaue
} { $value } nach { $direction ->
    [up] oben
   *[down] unten
} gedreht (1 Münze).
rollwrite-log-keep = { $name } hat Gelb { $yellow } und Blau { $blue } behalten.
rollwrite-log-undo = { $name } hat die Würfel zurückgedreht.
rollwrite-event-coins = { $name } hat { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} erhalten.
rollwrite-event-coins-lost = { $name } hat { $coins } { $coins ->
    [one] Münze
   *[other] Münzen
} erhalten ({ $lost } verloren: Der Münzvorrat ist voll).
rollwrite-event-imaginary = { $name } hat Gelb { $yellow } × Blau { $blue } gewürfelt und angekreuzt: { $building }.
rollwrite-event-column = **{ $who }** hat alle Kästchen der Spalte { $building } markiert: { $places } Platz, je { $points } SP.
rollwrite-event-column-late = { $who } hat alle Kästchen der Spalte { $building } markiert, aber kein Platz war mehr frei.
rollwrite-event-retired = { $name } hat das Spiel verlassen: Der Spielerzettel bleibt und wird gewertet, es folgen keine weiteren Züge.
rollwrite-event-game-over = **Spielende!** Sieger: { $winners }.
rollwrite-time-up = ⏰ Die Zeit ist um. Wer nicht gehandelt hat, erhält Münzen: { $names }.

## Die Beiträge im Thread und /rollwrite status

rollwrite-started = **Alhambra Roll & Write hat begonnen** ({ $rounds } Runden; { $mode ->
    [classic] Züge im Uhrzeigersinn, das unbenutzte Würfelpaar wird weitergegeben
   *[simultaneous] alle handeln gleichzeitig mit demselben Wurf
}).
rollwrite-round-over = **Runde { $round } ist vorbei.**
rollwrite-round-head = **Runde { $round } von { $rounds }.**
rollwrite-now-dice = { $head } Die Würfel: { $dice }
rollwrite-now-your-move = { $mentions }: am Zug! Tippe auf **{ $button }**.
rollwrite-now-your-turn = { $head } { $mentions }, du bist am Zug ({ $name }): deine Würfel { $dice }. Tippe auf **{ $button }**.
rollwrite-status = { $head } Wir warten auf: { $waiting }.
rollwrite-status-dice = { $head } Die Würfel: { $dice }. Wir warten auf: { $waiting }.
rollwrite-final-heading = **Schlusswertung**
rollwrite-final-line = { $name }: **{ $total }** ({ $buildings } für Gebäude, { $lines } für Reihen/Spalten, { $coins } für Münzen)
rollwrite-final-line-bonus = { $name }: **{ $total }** ({ $buildings } für Gebäude, { $lines } für Reihen/Spalten, { $coins } für Münzen + { $bonus } Extrapunkte)
rollwrite-final-winners = **Spielende!** { $count ->
    [one] Sieger
   *[other] Den Sieg teilen sich
}: { $winners }.

## Das private Panel und die Antworten an einen Spieler

rollwrite-panel-title = Dein Spielerzettel · { $name }
rollwrite-panel-summary =
    Runde { $round } von { $rounds } · Münzen { $coins } (umkreist: { $circled } von { $supply }) · Siegpunkte bisher { $points }
    Deine Würfel: { $dice }
rollwrite-panel-footer = Roll-&-Write-Spiel { $game } · Zug { $move }
rollwrite-panel-note = Hinweis
rollwrite-panel-cancelled = Spiel abgebrochen
rollwrite-panel-cancelled-text = Dieses Spiel wurde abgebrochen; darin kann nichts mehr gespielt werden.
rollwrite-panel-over = Spielende
rollwrite-panel-over-text = Die Schlusswertung steht im Thread.
rollwrite-panel-waiting = Warten
rollwrite-panel-played = Du hast Runde { $round } gespielt. { $waiting }
rollwrite-panel-wait-turn = { $waiting } Tippe wieder auf **{ $button }**, wenn du gerufen wirst.
rollwrite-choose-cross = ✏️ Ein Gebäude ankreuzen…
rollwrite-choose-keep = 🎲 Ein Würfelpaar behalten, das andere weitergeben…
rollwrite-choose-turn = 🔧 Augenzahl verändern (je 1 Münze)…
rollwrite-choose-page = { $choose } (Seite { $page }/{ $pages })
rollwrite-more-choices = Weitere Möglichkeiten ›
rollwrite-waiting-for = Wir warten auf: { $names }.
rollwrite-turn-of = { $names } ist am Zug.
rollwrite-played-already = Du hast Runde { $round } schon gespielt. { $waiting }
rollwrite-not-your-turn = { $names } ist am Zug, nicht du.
rollwrite-posted-over = Das Spiel ist vorbei: Die Schlusswertung steht im Thread.
rollwrite-posted-round = Runde fertig: Der nächste Wurf steht im Thread.
rollwrite-posted-turn = Zug beendet. Der nächste Spieler wurde gerufen.
rollwrite-done-round = Fertig für diese Runde. { $waiting }
rollwrite-done-step = Erledigt. Dein Spielerzettel zeigt, was als Nächstes kommt.
rollwrite-waiting-words = du bist am Zug
rollwrite-skip-words = die gedrehten Würfel werden zurückgedreht, es gibt die Münzen, die die Würfel zeigen, und der Zug endet.

## Die Optionen in der Lobby (bot/rollwrite/options.py)

rollwrite-options-mode = Modus: { $name } { $mode ->
    [classic] (Züge im Uhrzeigersinn, Würfel werden weitergegeben)
   *[simultaneous] (alle handeln gleichzeitig mit einem Wurf)
}
rollwrite-options-players = Spieler: 1 bis { $most } (zu zweit spielt ein imaginärer Spieler mit)
rollwrite-options-solo = Solo: { $opponents } imaginäre Spieler
rollwrite-options-solo-beat = Solo: { $opponents } imaginäre Spieler, gegen die es zu gewinnen gilt
rollwrite-options-timer = Zeit pro Runde: { $hours } (wer nicht handelt, erhält Münzen)
rollwrite-options-no-timer = Zeit pro Runde: unbegrenzt
rollwrite-options-reminders = Erinnerungen: nach { $hours } ohne Zug
rollwrite-options-no-reminders = Erinnerungen: aus

## Für Neue und die Spielhilfe (/rollwrite regeln)

rollwrite-how-to-play = In jeder Runde nutzt du einen gelben und einen blauen Würfel: **kreuze** das Gebäude an ihrem Kreuzungspunkt auf deinem Spielerzettel an oder **erhalte Münzen** für die schon angekreuzten Gebäude, auf die sie zeigen. Mit Münzen drehst du Würfel oder kreuzt ein zweites Gebäude an. Fülle Spalten als Erster, sichere dir Mehrheiten, vervollständige Reihen. Die Spielhilfe: `/{ cmd-rollwrite } { cmd-rules }`.
rollwrite-rules =
    {"**"}Alhambra Roll & Write: die Spielhilfe**
    In jeder Runde nutzt du einen gelben und einen blauen Würfel. **Gleichzeitig** (die Voreinstellung): Der Bot würfelt zwei gelbe und zwei blaue Würfel für alle, und alle Spieler handeln zugleich in ihrem eigenen Panel. **Klassisch**: Die Züge gehen im Uhrzeigersinn; wer vier Würfel hat, ist am Zug und gibt danach das unbenutzte Würfelpaar an den linken Nachbarn weiter.
    {"**"}Deine Aktion** (eine pro Runde, über **{ $button }**):
    • **Gebäude ankreuzen**: ein beliebiger Kreuzungspunkt aus gelbem und blauem Würfel, den du noch nicht angekreuzt hast.
    • **Münzen erhalten**: 1 Münze je Kreuzungspunkt, dessen Gebäude schon angekreuzt ist (0-4).
    {"**"}Sonderaktionen** (vor oder mit deiner Aktion): für 1 Münze drehst du einen Würfel um eine Augenzahl nach oben oder unten (nicht von 1 auf 6 oder umgekehrt, so oft du zahlen kannst); für 3 Münzen kreuzt du mit dem anderen Würfelpaar ein zweites Gebäude an. **Zurück** dreht die Würfel zurück und gibt diese Münzen zurück, bis du handelst.
    {"**"}Wertung**: Wer als Erster alle Kästchen der Spalte eines Gebäudes markiert, erhält am Ende der Runde die SP für den 1. Platz (geteilt und abgerundet, wenn mehrere das in derselben Runde schaffen); bei Spielende werden die übrigen Plätze nach Mehrheiten vergeben; Reihen und Spalten mit 4/5/6 Kreuzen bringen 2/5/10 SP; 1 SP je 2 nicht ausgegebene Münzen. Solo und zu zweit spielen imaginäre Spieler mit, die jede Runde ein Gebäude ankreuzen.
    {"*"}Das Gebäuderaster (welches Gebäude an welchem Kreuzungspunkt liegt), die Kästchen des Punktezettels, die Punkteübersicht und der Münzvorrat sind eine eigene Rekonstruktion dieses Projekts: Die Bilder des gedruckten Spiels lagen nicht vor, daher können die Zahlen von deinen gedruckten Blöcken abweichen.*
