# Jeder Tisch, welches Spiel auch immer: Lobby, das private Panel, Absagen, Abstimmungen,
# Erinnerungen und der Thread. { panel-button } ist die Aufschrift des Knopfs „Mein Panel“.

list-and = { $first } und { $last }
panel-button = Mein Panel
waiting-your-turn = du bist am Zug

## Antworten auf jede Interaktion (bot/tables/guard.py)

guard-sorry = Entschuldigung, bei uns ist etwas schiefgegangen. Bitte versuch es gleich noch einmal; der Befehl `status` des Spiels zeigt, wo es steht.
guard-busy = Die Spieldatenbank ist gerade ausgelastet, es wurde nichts geändert. Bitte versuch es in einer Minute noch einmal.
guard-slow = Das dauert länger als sonst: Die Spieldatenbank ist gerade langsam. Ich bin noch dran, die Antwort erscheint hier.
guard-gone = Dieses Spiel gibt es nicht mehr.
guard-damaged = Der gespeicherte Stand dieses Spiels ist beschädigt und kann nicht gelesen werden, daher kann es gerade nicht gespielt werden. Der Gastgeber (oder jemand mit „Server verwalten“) kann es mit `/{ $command } { cmd-table } { cmd-repair }` aus seinen Zügen neu aufbauen oder mit `/{ $command } { cmd-table } { cmd-cancel }` beenden.
guard-pick = Wähle einen der vorgeschlagenen Einträge (fang an zu tippen, um sie zu sehen).
guard-not-this-kind = Dieser Knopf gehört nicht zu { $game }.
guard-other-server = Dieser Knopf gehört zu einem Spiel auf einem anderen Server.
guard-other-thread = Dieser Knopf gehört zum Spiel in { $thread }; bitte nutze die Knöpfe dort.
guard-public-only = Dieser Knopf funktioniert nur an den Nachrichten des Spiels in seinem Thread.
guard-lobby-only = Nutze die Knöpfe Mitspielen, Aussteigen und Starten an der Lobby-Nachricht dieses Tisches.
guard-private-only = Diese Wahl gehört in dein privates Panel: Tippe auf **{ panel-button }**, um es zu öffnen.

## Das Panel und das Handeln (bot/tables/play.py)

# Ein Text, der schon in der Sprache des Nutzers gesagt ist, unverändert weitergegeben.
as-is = { $text }
done = Erledigt.
game-not-started = Das Spiel hat noch nicht begonnen.
panel-out-of-date = Dieses Panel war veraltet: Das Spiel ist weitergegangen. Hier ist der aktuelle Stand.
panel-not-playing-here = Du spielst in diesem Spiel nicht mit; alles Öffentliche steht in diesem Thread.
panel-not-playing = Du spielst in diesem Spiel nicht mit.
panel-cancelled-before-start = Dieses Spiel wurde abgebrochen, bevor es begann.
panel-choice-unavailable = Diese Wahl steht dir gerade nicht zur Verfügung.
panel-players-only = Nur die Mitspieler dieses Spiels können darin handeln.
panel-cancelled = Dieses Spiel wurde abgebrochen, darin kann nichts mehr gespielt werden.
panel-game-over = Dieses Spiel ist vorbei: Die Schlusswertung steht im Thread.
panel-not-allowed = Nicht erlaubt: { $reason }
post-delayed = *(Dieser Beitrag kommt verspätet: Ich konnte vorher nicht im Thread schreiben.)*
post-failed-note = Dein Zug ist gespeichert, aber ich konnte ihn nicht im Thread posten: { $why }. Wer als Nächstes dran ist, wurde noch nicht benachrichtigt; ich poste ihn, sobald ich kann (beim nächsten Tippen, bei `/{ $command } { cmd-status }` und alle paar Minuten).
post-moved-note = Der Thread des Spiels wurde gelöscht, es geht in { $thread } weiter.

## Der Thread (bot/tables/posting.py); ein Grund ergänzt „Ich konnte ihn nicht im Thread posten: …“

thread-name = { $game } mit { $host }
thread-name-numbered = { $game }, Tisch { $number }
post-thread-replaced = Der alte Thread des Spiels wurde gelöscht, daher geht es hier weiter. Alles bisher Gespielte bleibt erhalten.
post-why-cannot-see = ich kann den Thread des Spiels nicht mehr sehen
post-why-archived = der Thread des Spiels ist archiviert und ich konnte ihn nicht wieder öffnen (für einen gesperrten Thread brauche ich „Threads verwalten“)
post-why-forbidden = ich darf im Thread des Spiels nicht schreiben (ich brauche dort „Kanal ansehen“, „Nachrichten in Threads senden“ und „Dateien anhängen“)
post-why-refused = Discord hat den Beitrag gerade nicht angenommen
post-why-new-thread-gone = der neue Thread des Spiels ist sofort verschwunden
post-why-thread-deleted = der Thread des Spiels wurde gelöscht
post-why-channel-deleted = der Thread des Spiels und sein Kanal wurden gelöscht
post-why-no-new-thread = der Thread des Spiels wurde gelöscht und ich darf keinen neuen öffnen (ich brauche „Öffentliche Threads erstellen“ in seinem Kanal)

## Die Lobby und die Befehle des Gastgebers (bot/tables/lobby.py)

status-lobby = in der Lobby
status-running = läuft
status-finished = beendet
status-abandoned = abgebrochen
lobby-text-channel-only = Nutze `/{ $command } { cmd-alhambra-new }` in einem Textkanal eines Servers: Das Spiel bekommt dort einen eigenen Thread.
lobby-opened = Dein Tisch ist in { $thread } eröffnet; du hast den ersten Platz.
lobby-announced = { $user } hat einen Tisch für { $game } eröffnet: Mach mit in { $thread }!
lobby-title = { $game }, Tisch #{ $number }
lobby-host = (Gastgeber)
lobby-how = Tippe auf **Mitspielen**, um einen Platz zu nehmen; der Gastgeber tippt auf **Starten**, sobald { $least } bis { $most } Spieler dabei sind.
lobby-nobody = Noch niemand.
lobby-options = Optionen
lobby-how-to-play = So wird gespielt
lobby-note = Hinweis
lobby-button-join = Mitspielen
lobby-button-leave = Aussteigen
lobby-button-start = Starten
lobby-table-lobby = Dieser Tisch ist in der Lobby.
lobby-table-running = An diesem Tisch wird gespielt.
lobby-table-finished = Dieser Tisch ist beendet.
lobby-table-abandoned = Dieser Tisch wurde abgebrochen.
lobby-why-cannot-see = du kannst diesen Thread nicht sehen
lobby-why-left-server = { $user } hat den Server verlassen
lobby-why-user-cannot-see = { $user } kann diesen Thread nicht sehen
lobby-problems = { $first }; { $rest }
lobby-join-started = Dieses Spiel hat schon begonnen; du kannst es im Thread verfolgen.
lobby-join-seated = Du hast schon einen Platz an diesem Tisch.
lobby-full = Dieser Tisch ist voll.
lobby-cannot-join = Du kannst nicht mitspielen: { $reason }.
lobby-joined = Du spielst an diesem Tisch mit.
lobby-leave-running = Das Spiel läuft; Plätze können jetzt nicht mehr verlassen werden.
lobby-no-seat = Du hast keinen Platz an diesem Tisch.
lobby-left = Du hast den Tisch verlassen.
lobby-start-started = Dieses Spiel hat schon begonnen.
lobby-start-host-only = Nur der Gastgeber kann das Spiel starten.
lobby-start-players = { $game } braucht { $least } bis { $most } Spieler; { $joined } sind dabei.
lobby-start-unreachable = Noch kein Start möglich: { $problems }.
lobby-start-unreachable-reply = { $note } Alle müssen diesen Thread sehen und seine Knöpfe nutzen können; der Gastgeber kann einen Platz mit `/{ $command } { cmd-table } { cmd-remove }` entfernen.
lobby-cannot-start = Das Spiel kann nicht beginnen: { $reason }.
lobby-started = Das Spiel hat begonnen!
lobby-your-game = { $thread } (Tisch #{ $number }, { $status })
lobby-use-in-thread-yours = Nutze diesen Befehl im Thread von { $game }. Deine Spiele:
    { $games }
lobby-use-in-thread = Nutze diesen Befehl im Thread von { $game }. Eröffne eins mit `/{ $command } { cmd-alhambra-new }`.
lobby-cancel-host-only = Nur der Gastgeber (oder jemand mit „Server verwalten“) kann dieses Spiel abbrechen.
lobby-cancel-already = Dieses Spiel ist schon { $status }.
lobby-cancelled-reply = Du hast dieses Spiel abgebrochen.
lobby-cancelled = { $user } hat dieses Spiel abgebrochen.
lobby-not-told = (Ich konnte es nicht im Thread sagen: { $why }.)
lobby-repaired-post = *Der gespeicherte Stand des Spiels war beschädigt und wurde aus seinen Zügen neu aufgebaut.*
lobby-repair-host-only = Nur der Gastgeber (oder jemand mit „Server verwalten“) kann dieses Spiel reparieren.
lobby-repair-not-started = Nur ein begonnenes Spiel kann repariert werden.
lobby-repair-nothing = Nichts zu reparieren: Der gespeicherte Stand passt zu den Zügen des Spiels.
lobby-repair-log-damaged = Die Liste der Züge selbst ist beschädigt, daher kann dieses Spiel nicht neu aufgebaut werden. Du kannst es mit `/{ $command } { cmd-table } { cmd-cancel }` beenden.
lobby-repaired = Repariert: Das gespeicherte Spiel wurde aus seinen Zügen neu aufgebaut ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }).
lobby-remove-host-only = Nur der Gastgeber (oder jemand mit „Server verwalten“) kann jemanden entfernen.
lobby-remove-no-seat = { $user } hat keinen Platz an diesem Tisch.
lobby-removed-seat = { $user } hat keinen Platz mehr.
lobby-remove-not-running = Nur die Mitspieler eines laufenden Spiels können entfernt werden.
lobby-remove-gone = { $user } hat dieses Spiel schon verlassen.
lobby-moved-on = Das Spiel ist genau in diesem Moment weitergegangen; bitte versuch es noch einmal.
lobby-removed = { $name } hat das Spiel verlassen.

## Befehle jedes Tisches (bot/tables/commands.py)

status-caught-up = Der fehlende Beitrag steht jetzt im Thread.
status-not-posted = Ich konnte nicht im Thread posten: { $why }.
status-posted = Der Spielstand steht jetzt im Thread.
log-no-moves = Noch keine Züge.
log-title = Die letzten Züge
typed-other-command = Diese Wahl gehört zu einem anderen Befehl.
typed-players-only = Das können nur die Mitspieler eines laufenden Spiels.
refusal-not-possible-now = Das geht gerade nicht.
refusal-not-your-turn = { $names } ist am Zug, nicht du.
route-unknown-button = Dieser Knopf gehört zu einem Spiel, das dieser Bot nicht mehr spielt.
route-old-button = Dieser Knopf wird nicht mehr verwendet; tippe auf **{ panel-button }** für ein frisches Panel.
route-unknown-menu = Dieses Menü gehört zu einem Spiel, das dieser Bot nicht mehr spielt.

## Die Abstimmung über einen Spieler, auf den der Tisch wartet (bot/tables/votes.py)

span-days = { $count ->
        [one] { $count } Tag
       *[other] { $count } Tage
    }
span-hours = { $count ->
        [one] { $count } Stunde
       *[other] { $count } Stunden
    }
span-minutes = { $count ->
        [one] { $count } Minute
       *[other] { $count } Minuten
    }
vote-out-of-date = Diese Abstimmung ist veraltet: Das Spiel ist weitergegangen, es wurde nichts geändert.
vote-why-left = { $user } ({ $name }) ist am Zug, hat diesen Server aber verlassen und kann daher nicht spielen.
vote-why-idle-for = { $user } ({ $name }) ist am Zug, und seit { $span } ist nichts passiert, länger als die Frist dieses Tisches.
vote-why-idle = { $user } ({ $name }) ist am Zug, und es ist nichts passiert, länger als die Frist dieses Tisches.
vote-call = { $voters }: { $why } Ihr könnt abstimmen:
vote-button-skip = Zug überspringen
vote-button-remove = Entfernen
vote-skip-line = **{ $skip }**: { $words }
vote-remove-line = **{ $remove }**: Der Spieler verlässt das Spiel; was er gebaut hat, bleibt und zählt weiter, aber er ist nicht mehr am Zug.
vote-rule = { $needed } von { $voters } Stimmen entscheiden. Spielt { $name } vorher, verfällt die Abstimmung.
vote-rule-left = { $needed } von { $voters } Stimmen entscheiden.
vote-tally = Bisherige Stimmen: überspringen { $skip }, entfernen { $remove }.
vote-skip-words = der Zug endet auf die sichere Art.
vote-outcome-removed = { $name } hat das Spiel verlassen. Was gebaut ist, bleibt und zählt weiter; { $name } ist nicht mehr am Zug.
vote-outcome-skipped = Der Zug von { $name } wurde übersprungen.
vote-players-only = Nur die Mitspieler dieses Spiels können abstimmen.
vote-own-turn = Über deinen eigenen Zug kannst du nicht abstimmen: Spiel ihn einfach (tippe auf **{ panel-button }**).
vote-voter-left = Du hast dieses Spiel verlassen und kannst nicht abstimmen.
vote-counted-skip = Deine Stimme fürs Überspringen zählt: { $votes } von { $needed } nötigen.
vote-counted-remove = Deine Stimme fürs Entfernen zählt: { $votes } von { $needed } nötigen.
vote-failed = Entschuldigung, das hat nicht geklappt: { $reason }
vote-passed-post = **Die Abstimmung ist entschieden:** { $outcome }
vote-passed = Die Abstimmung ist entschieden: { $outcome }

## Erinnerungen und der Blick des Tisches auf seine Spieler (bot/tables/pacing.py)

reminder = { $users }, eine Erinnerung: { $waiting } bei { $game }, Tisch #{ $number } (seit { $span } ist nichts passiert). Tippe auf **{ panel-button }**, um zu spielen.
reminder-deadline = Nach { $span } ohne Zug können die anderen abstimmen, deinen Zug zu überspringen oder dich aus dem Spiel zu nehmen.
presence-left = { $names } { $count ->
        [one] hat
       *[other] haben
    } diesen Server verlassen, daher würde das Spiel warten. Der Gastgeber kann sie mit `/{ $command } { cmd-table } { cmd-remove }` aus dem Spiel nehmen; was sie gebaut haben, bleibt und zählt weiter.

## Die Sprache des Tisches (/<spiel> language)

cmd-language = sprache
    .description = Die Sprache der Beiträge und Bilder dieses Tisches (nur Gastgeber)
opt-language-language = sprache
    .description = Die Sprache, in der die Beiträge und Bilder des Tisches sprechen
language-host-only = Nur der Gastgeber (oder jemand mit „Server verwalten“) kann die Sprache des Tisches ändern.
language-unknown = Wähle eine der angebotenen Sprachen.
language-ended = Dieses Spiel ist beendet; seine Sprache bleibt, wie sie war.
language-already = Dieser Tisch spricht schon { $language }.
language-changed = Dieser Tisch spricht jetzt { $language }. Das eigene Panel jedes Spielers folgt weiter seiner Discord-Sprache.
language-changed-post = { $user } hat die Sprache dieses Tisches auf { $language } gestellt.
# The choices of a language option: each language in its own words, in every catalogue.
choice-language-en = English
choice-language-de = Deutsch
choice-language-hu = Magyar
