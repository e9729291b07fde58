# Slash-Befehle (siehe en/commands.ftl). Die Spielbegriffe folgen der deutschen Anleitung.

cmd-alhambra = alhambra
    .description = Alhambra spielen
cmd-rollwrite = rollwrite
    .description = Alhambra Roll & Write spielen

## Jeder Tisch

cmd-join = beitreten
    .description = Einen Platz an diesem Tisch einnehmen
cmd-leave = verlassen
    .description = Deinen Platz vor Spielbeginn wieder aufgeben
cmd-start = starten
    .description = Das Spiel starten (nur Gastgeber)
cmd-cancel = abbrechen
    .description = Diesen Tisch ohne Ergebnis beenden (nur Gastgeber)
cmd-repair = reparieren
    .description = Ein beschädigtes Spiel aus seinem Zugprotokoll neu aufbauen (nur Gastgeber)
cmd-panel = panel
    .description = Dein privates Panel: deine Hand und deine Möglichkeiten (nur du siehst es)
cmd-status = stand
    .description = Den Spielstand im Thread zeigen
cmd-log = protokoll
    .description = Die letzten Züge dieses Spiels (nur du siehst sie)
cmd-rules = regeln
    .description = Die Spielhilfe (nur du siehst sie)
cmd-remove = entfernen
    .description = Einen Spieler aus dem Spiel nehmen: Server verlassen, spielt nicht mehr (Gastgeber)
opt-remove-player = spieler
    .description = Der Spieler, dessen Platz entfällt

## Alhambra

cmd-alhambra-new = neu
    .description = Einen neuen Alhambra-Tisch in einem Thread eröffnen
opt-alhambra-new-modules = module
    .description = Regelmodule, durch Kommas getrennt (Vorschläge beim Tippen)
opt-alhambra-new-max_players = höchstzahl
    .description = Wie viele Spieler höchstens mitspielen (2-6)
opt-alhambra-new-reminder_hours = erinnerung_stunden
    .description = Den Spieler am Zug nach so vielen untätigen Stunden erinnern (0: nie)
opt-alhambra-new-deadline_hours = frist_stunden
    .description = Nach so vielen untätigen Stunden dürfen die anderen abstimmen (0: keine Frist)
opt-alhambra-new-language = sprache
    .description = Die Sprache der Beiträge dieses Tisches (sonst die des Servers)
cmd-alhambra-take = nehmen
    .description = Geld aus der Auslage nehmen (danach endet dein Zug)
opt-alhambra-take-choice = auswahl
    .description = Welche Karte(n) du nimmst
cmd-alhambra-buy = kaufen
    .description = Ein Gebäude vom Bauhof kaufen
opt-alhambra-buy-choice = auswahl
    .description = Das Gebäude und die Karten, mit denen du zahlst
cmd-alhambra-place = bauen
    .description = Ein gekauftes Gebäude bauen, wenden, in die Reserve legen (oder Dirk geben)
opt-alhambra-place-choice = auswahl
    .description = Die Nummer des Platzes im Bild deines Panels, oder ein Vorschlag
cmd-alhambra-rebuild = umbauen
    .description = Deine Alhambra umbauen (deine Aktion)
opt-alhambra-rebuild-choice = auswahl
    .description = Was du umbaust
cmd-alhambra-undo = zurück
    .description = Zug zurücknehmen: deinen Zug zurücksetzen (bis er endet)
cmd-alhambra-end = beenden
    .description = Zug beenden (wenn nichts anderes mehr geht, oder um zu passen)

## Roll & Write

cmd-rollwrite-new = neu
    .description = Einen neuen Roll-&-Write-Tisch in einem Thread eröffnen
opt-rollwrite-new-mode = modus
    .description = Gleichzeitig: alle handeln zugleich auf einen Wurf; klassisch: Züge und Würfel weitergeben
choice-rollwrite-new-mode-simultaneous = gleichzeitig
choice-rollwrite-new-mode-classic = klassisch
opt-rollwrite-new-opponents = gegner
    .description = Nur solo: wie viele imaginäre Spieler (2-4)
opt-rollwrite-new-beat_them = schlag_sie
    .description = Nur solo: die imaginären Spieler punkten auch; schlage sie alle
opt-rollwrite-new-round_hours = runde_stunden
    .description = Stunden für eine Runde (klassisch: einen Zug); Untätige erhalten dann Münzen (0: ohne)
opt-rollwrite-new-reminder_hours = erinnerung_stunden
    .description = An wen die Runde wartet, nach so vielen untätigen Stunden erinnern (0: nie)
opt-rollwrite-new-max_players = höchstzahl
    .description = Wie viele Spieler höchstens mitspielen (1-5)
cmd-rollwrite-cross = ankreuzen
    .description = Ein Gebäude auf deinem Bogen ankreuzen
opt-rollwrite-cross-choice = auswahl
    .description = Die Kreuzung, die du ankreuzt
cmd-rollwrite-coins = münzen
    .description = Münzen nehmen statt anzukreuzen
opt-rollwrite-coins-choice = auswahl
    .description = Wähle die Münzen
cmd-rollwrite-turn = drehen
    .description = Einen Würfel um eins hoch oder runter drehen (1 Münze)
opt-rollwrite-turn-choice = auswahl
    .description = Der Würfel
cmd-rollwrite-keep = behalten
    .description = Klassisch: ein Paar behalten, das andere weitergeben
opt-rollwrite-keep-choice = auswahl
    .description = Das Paar, das du behältst
cmd-rollwrite-undo = zurück
    .description = Deine Würfel zurückdrehen und die Münzen zurückbekommen
opt-rollwrite-new-language = sprache
    .description = Die Sprache der Beiträge und der Lobby des Tisches (sonst die des Servers)
