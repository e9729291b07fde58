# Nur für den Ziehenden, nachdem Yammerad für ihn gezogen hat (der Tisch hört nur, wie viele)
alhambra-next-yammerad = Yammerad hat dir { $cards } gezogen; nur du siehst es. Mach mit deinem Zug weiter.
# Das Fenster zwischen zwei Zügen, für einen Platz, der jetzt nichts tun kann. Er wird
# trotzdem gefragt, damit der Tisch nicht erfährt, was er hält. $what: vizier, thieves, both
alhambra-panel-window-nothing-title = Zwischen zwei Zügen
alhambra-panel-window-nothing = Diesmal passt nichts für dich: { $what ->
        [vizier] mit deinen Karten kannst du kein Gebäude des Bauhofs passend bezahlen
        [thieves] keiner deiner Diebe kann eine Karte der Auslage nehmen
       *[both] keiner deiner Diebe kann eine Karte der Auslage nehmen, und mit deinen Karten kannst du kein Gebäude passend bezahlen
    }. Gefragt wird jeder, der handeln könnte, damit niemand erfährt, was du hast: tippe auf **Passen**, dann ist { $next } am Zug.

# Ein Platz hat zwischen zwei Zügen geantwortet: Passen oder eine Wahl, die wartet, gleich gesagt
alhambra-log-window-answered = { $who } hat geantwortet.
