# A szerver befejezett játékai és ranglistája (29. issue).

cmd-records = eredmények
    .description = A szerver befejezett játékai és ranglistája
cmd-history = előzmények
    .description = A szerver befejezett játékai, a legújabb elöl (csak te látod)
opt-history-player = játékos
    .description = Csak azok a játékok, amelyekben ez a tag játszott
cmd-leaderboard = ranglista
    .description = A szerver értékszámai ebben a játékban, a legjobb elöl (a csatornába kerül)

records-server-only = A befejezett játékok és a ranglisták egy szerverhez tartoznak: a szerver valamelyik csatornájában használd ezt a parancsot.
records-history-title = { $game }: befejezett játékok
records-history-of = Csak { $player } játékai.
records-history-empty = Itt még nincs befejezett játék. Amint egy játék véget ér, itt megtalálod.
records-history-empty-player = { $player } még nem fejezett be itt játékot.
records-page = Oldal: { $page } / { $pages } · összesen { $total } játék
records-newer = ◀ Újabbak
records-older = Régebbiek ▶
# $place: érem vagy "4."
records-seat = { $place } { $name } · { $score }
records-left = { $name } (kilépett a játékból)
records-left-computer = { $name } (kilépett, gép játszott helyette tovább)
records-pick = Egy játék statisztikája és visszajátszása…
records-pick-option = { $date }: { $players }
records-old-button = Ez a gomb elavult: kérd le újra az előzményeket.
records-private-only = Ez a gomb csak a saját, privát előzményeidben működik: semmi sem változott.
records-not-here = Ez nem a szerver egyik befejezett játéka, így nincs mit megmutatni.
records-stats-title = A játék, amely ekkor ért véget: { $date }
# Roll & Write's mode in a game of the history: $name the mode's name.
records-rollwrite-mode = Mód: { $name }
records-stats-none = Ehhez a játékhoz nincs statisztika.

records-board-title = { $game }: ranglista
records-board-line = **{ $number }. { $name }** · { $rating }
records-board-record = játék: { $games } · győzelem: { $wins } · átlagos helyezés: { NUMBER($place, minimumFractionDigits: 1, maximumFractionDigits: 1) }
records-board-note = A ranglistán aki kilépett, utolsónak számít: { $places }
records-board-left = kilépett: { $count } játékból
records-board-others-left = { $count } játékban lépett ki valaki (utolsónak számítva)
records-board-foot = A név utáni szám az értékszám: mindenki 1000-ről indul, a jó helyezések növelik (erős játékosok ellen jobban), és minden eredménnyel pontosabb lesz. Aki kilép egy játékból, abban utolsónak számít. 🤖 gépi játékos, szintenként értékelve.
records-board-empty = Itt még nincs befejezett játék, így még senkinek sincs értékszáma. Fejezzetek be egy játékot, és nézzetek vissza!
