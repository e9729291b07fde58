## Erweiterung 4: Angreifer und Kundschafter

module-invaders =
    .title = Angreifer und Kundschafter
    .description = Bezahle ein Gebäude in der Farbe eines offenen Kundschafters passend und sieh, woher die nächsten Angreifer kommen; bei jeder Wertung kosten offene Seiten in ihre Richtung Punkte.

alhambra-invaders-from = { $side ->
        [N] Norden (oben)
        [E] Osten (rechts)
        [S] Süden (unten)
       *[W] Westen (links)
    }
alhambra-scout-taken-object = den { $building ->
        [pavilion] blauen
        [seraglio] roten
        [arcades] braunen
        [chambers] weißen
        [garden] grünen
       *[tower] lila
    } Kundschafter ({ $name })

alhambra-log-scout-taken = 🔭 { $who } hat { $scout } genommen und sich die oberste Angriffskarte angesehen.
alhambra-log-invaders = ⚔️ Die Angreifer kommen aus { $where }! Jede offene Seite in ihre Richtung (keine Mauer, dahinter ein leeres Feld) kostet { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }{ $beside ->
        [none] {""}
       *[other] , jede offene Seite nach { $side ->
            [N] Osten oder Westen
            [E] Norden oder Süden
            [S] Osten oder Westen
           *[W] Norden oder Süden
        } 1 Punkt
    }: { $lost }.
alhambra-log-invaders-nobody = niemand verliert Punkte
alhambra-log-invaders-seat = { $name } −{ $points }
alhambra-log-scouts-up = 🔭 { $count ->
        [one] Neu aufgedeckter Kundschafter
       *[other] Neu aufgedeckte Kundschafter
    }: { $scouts }.

alhambra-next-scout = 🔭 Nur du siehst das: Die oberste Angriffskarte zeigt { $where }. Bei der nächsten Wertung greifen die Angreifer von dort an.
alhambra-hold-invaders = 🔭 Nur du weißt es: Die nächsten Angreifer kommen aus { $where }.
alhambra-how-to-play-invaders = 🔭 **Angreifer**: Bezahle ein Gebäude in der Farbe eines offenen Kundschafters passend, nimm den Kundschafter und sieh geheim, woher die nächsten Angreifer kommen. Bei jeder Wertung kostet jede offene Seite in ihre Richtung Punkte.

alhambra-rules-invaders =
    {"*"}*Angreifer und Kundschafter** (Erweiterung 4, Die Schatzkammer des Kalifen; wähle sie bei `modules:`; nur mit den Alhambra-Plättchen, auch zu zweit). Vier Angriffskarten (Norden, Osten, Süden, Westen) liegen verdeckt; von sechs Kundschaftern, einer je Gebäudefarbe, liegen zwei offen neben dem Geld.
    • **Kundschafter**: Wer als Erster ein Gebäude in der Farbe eines offenen Kundschafters passend bezahlt, nimmt ihn und sieht als Einziger die oberste Angriffskarte (dein Panel und dein Handbild zeigen sie). Jeder passende Kauf zählt: mit dem Wesir, mit Abdul Karim, mit Wechselstuben, Diamanten oder Wechselgeld. Ein Feldlager bringt keinen Kundschafter. Wer einen Kundschafter hat, ist öffentlich; mehrere Käufe können beide bringen (IN6). Machst du deinen Zug rückgängig, liegt der Kundschafter wieder aus, du kennst die Karte aber weiter (IN5).
    • **Wertung** (nach allen anderen Punkten): Die oberste Angriffskarte wird aufgedeckt. Jede Seite deiner Plättchen in ihre Richtung ohne Mauer und mit leerem Feld dahinter kostet in Wertung 1, 2 oder 3 genau 1, 2 oder 3 Punkte; in Wertung 3 zusätzlich 1 Punkt je solcher Seite in die beiden Nachbarrichtungen. Holzmauern zählen als Mauern. Jedes Plättchen zählt, auch Brunnen und Bauhütten; Feldlager nicht, und eine Seite zu einem Feldlager ist nicht offen (IN1). Deine Punkte fallen nie unter 0 (IN2). Dirk verliert nichts.
    • Danach verlassen die Karte, die unbenutzten und die genommenen Kundschafter das Spiel (IN4); nach Wertung 1 und 2 werden zwei neue Kundschafter aufgedeckt. Baustellen bringen nie einen Kundschafter (IN3).

img-term-invaders = Angreifer
img-scouts = Kundschafter
img-scouts-none = keine mehr
img-scout-holder = { $name }
img-invaders-from = aus { $where }
img-invaders-next = Nächste Angreifer
img-invaders-attack = Wertung { $round }: Angreifer aus { $where }
img-invaders-lost = −{ $points }
img-invaders-legend = Dicke rote Seite: { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }{ $beside ->
        [yes] , dünne: 1 Punkt
       *[no] {""}
    }
