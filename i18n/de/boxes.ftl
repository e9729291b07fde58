# Die Schachteln des Brettspiels, als Ganzes angeboten in /alhambra new (bot/alhambra/boxes.py).
# $box: der Name einer Schachtel; $modules: die Titel ihrer Module; $count: eine Zahl.
alhambra-box-expansion1 = 1. Erweiterung: Die Gunst des Wesirs
    .short = 1. Erweiterung
alhambra-box-expansion2 = 2. Erweiterung: Die Tore der Stadt
    .short = 2. Erweiterung
alhambra-box-expansion3 = 3. Erweiterung: Die Stunde der Diebe
    .short = 3. Erweiterung
alhambra-box-expansion4 = 4. Erweiterung: Die Schatzkammer des Kalifen
    .short = 4. Erweiterung
alhambra-box-expansion5 = 5. Erweiterung: Die Macht des Sultans
    .short = 5. Erweiterung
alhambra-box-expansion6 = 6. Erweiterung: Die Falkner
    .short = 6. Erweiterung
alhambra-box-promos = Promos
alhambra-box-everything = Alles
alhambra-box-suggestion = 📦 { $box } ({ $modules })
alhambra-box-everything-suggestion = 📦 Alles auf einmal: alle { $count } Module, die mit dem Grundspiel gehen
# Das Panel des ersten Zuges, wenn die Kurzregeln vieler Module nicht hineinpassen.
alhambra-panel-how-to-play-more = …und { $count } { $count ->
        [one] weiteres Modul
       *[other] weitere Module
    }: alle stehen in `/{ cmd-alhambra } { cmd-rules }`.
