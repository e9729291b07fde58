# Die Gründe, aus denen die Spielregeln einen Zug oder die Optionen einer neuen Partie
# ablehnen, in den Worten der Spielregel (Geldkarten, Bauhof, Reserve, Stadtmauer, Graben,
# Umbau). Plättchen im Satz nennen ihre Form im Attribut gleichen Namens (siehe
# alhambra.ftl): bare, nom, acc, dat, von, cap-nom, cap-acc.

## Wörter mehrerer Gründe

engine-list-or = { $first } oder { $last }
engine-side = { $side ->
        [N] Nord
        [E] Ost
        [S] Süd
       *[W] West
    }
engine-barriers = { $barrier ->
        [moat] Graben muss an Graben liegen
       *[wall] Mauer muss an Mauer liegen
    }
engine-barrier = { $barrier ->
        [moat] einen Graben
       *[wall] eine Mauer
    }
engine-verb = { $action ->
        [take_money] Geld nehmen
        [buy] kaufen
        [buy_second] kaufen
        [place] bauen
        [reserve] in die Reserve legen
        [flip] umdrehen
        [give_to_dirk] Dirk schenken
        [rebuild_place] umbauen
        [rebuild_remove] umbauen
        [rebuild_exchange] umbauen
        [restart_turn] den Zug zurücknehmen
        [end_turn] den Zug beenden
        [turn_vizier_up] den Wesir wieder aktivieren
        [use_vizier] den Wesir einsetzen
        [pass_vizier] passen
        [vizier_always_pass] die Einstellung deines Wesirs ändern
        [reveal_bonus_card] eine Bonuskarte aufdecken
        [take_yard] eine Bauhütte nehmen
        [take_gate_card] die Stadttorkarte nehmen
        [place_gate] einbauen
        [rebuild_place_gate] umbauen
        [use_wall_card] eine Mauerkarte einsetzen
        [refill_trader] deinen Händler auffüllen
        [swap_trader] einen Bewohner tauschen
        [move_trader] deinen Händler versetzen
       *[retire_seat] aussteigen
    }

## Alhambra: Geld

engine-take-none = Wähle mindestens eine Geldkarte, die du nimmst
engine-take-twice = Jede Geldkarte kann nur einmal genommen werden
engine-take-missing = { $cards } { $count ->
        [one] liegt
       *[other] liegen
    } nicht in der Auslage
engine-take-too-much = Mehrere Karten darfst du nur nehmen, wenn sie zusammen höchstens { $limit } ergeben; { $cards } ergeben { $total }
engine-pay-none = Wähle die Geldkarten, mit denen du zahlst
engine-pay-twice = Jede Geldkarte kann nur einmal gezahlt werden
engine-pay-missing = Du hast { $cards } nicht auf der Hand
engine-pay-wrong-currency = Auf diesem Feld wird nur in { $currency } gezahlt; mit { $cards } kannst du hier nicht zahlen
engine-pay-too-little = Das Plättchen kostet { $price } { $currency }; deine Karten ergeben nur { $total } (es gibt kein Wechselgeld, aber du musst mindestens den Preis zahlen)
engine-no-slot = Auf dem Bauhof gibt es kein Feld „{ $slot }“; die Felder sind { $currencies }
engine-slot-empty = { $second ->
        [yes] Das Granadaplättchen auf dem { $currency }-Feld des Bauhofs ist schon weg
       *[no] Das { $currency }-Feld des Bauhofs ist leer
    }
engine-cannot-buy = Du kannst { $tile } ({ $price } { $currency }) nicht kaufen: { $problem }
    .tile = acc

## Alhambra, 1. Erweiterung: Wechselstuben

engine-take-aid-alone = { $card } darfst du nur allein nehmen, statt Geld
engine-pay-aid-wrong = { $card } zeigt die Währung { $currency } nicht: Damit kannst du hier nicht zahlen
engine-pay-wrong-currency-aided = Auf diesem Feld wird in { $currency } gezahlt; mit { $cards } kannst du hier nicht zahlen, auch nicht mit { $aids }
engine-pay-aid-unused = { $card } wird nicht gebraucht: Setze sie nur ein, wenn du auch in ihrer anderen Währung zahlst

## Alhambra, 1. Erweiterung: der Wesir und die Antworten zwischen den Zügen

engine-wait-window = Einen Moment: { $why }
engine-window-open = Andere dürfen zuerst handeln
engine-vizier-window = Die anderen dürfen noch ihren Wesir einsetzen
engine-vizier-face-down = Dein Wesirstein ist nicht aktiviert: Aktiviere ihn zuerst wieder, als Aktion deines Zuges
engine-vizier-not-exact = Mit dem Wesir kaufst du nur genau passend: Das Plättchen kostet { $price }, deine Karten ergeben { $total }
engine-vizier-already-up = Dein Wesirstein ist schon aktiviert
engine-vizier-setting-unchanged = { $on ->
        [yes] Dein Wesir passt schon immer
       *[no] Du wirst schon wieder gefragt, wenn dein Wesir kaufen könnte
    }

## Alhambra: Bauen und Umbauen

engine-on-reserve = Dieses Plättchen liegt in deiner Reserve: Es einzubauen ist ein Umbau, eine Aktion statt Kaufen oder Geld nehmen
engine-not-waiting = Das Plättchen { $tile } gehört nicht zu den gekauften Plättchen, die auf den Einbau warten
    .tile = bare
engine-not-on-reserve = Das Plättchen { $tile } liegt nicht in deiner Reserve
    .tile = bare
engine-cannot-build = Dort kannst du nicht bauen: { $problem }
engine-cannot-remove = Dieses Plättchen kannst du nicht herausnehmen: { $problem }
engine-cannot-exchange = Tauschen geht nicht: { $problem }
engine-place-built = Der Platz { $place } ist schon bebaut
engine-place-corner = Das Plättchen { $tile } muss { $place } mit einer ganzen Seite an { $city ->
        [alhambra] deine Alhambra
       *[other] deine Stadt
    } grenzen, nicht nur mit einer Ecke
    .tile = bare
engine-place-barrier = { engine-barriers }: { $place } hat das Plättchen { $has_tile } { engine-barrier }, wo das Plättchen { $lacks_tile } { $barrier ->
        [moat] keinen
       *[wall] keine
    } hat ({ engine-side }seite des neuen Plättchens)
    .has_tile = bare
    .lacks_tile = bare
engine-place-walk = Das Plättchen { $tile } { $place } wäre vom { $start_tile } aus nicht zu Fuß zu erreichen, ohne { engine-barrier } zu überqueren
    .tile = bare
    .start_tile = bare
engine-place-hole = Das Plättchen { $tile } { $place } würde ein umschlossenes leeres Loch lassen
    .tile = bare
engine-start-fixed = { $start_tile } wird nie versetzt oder entfernt
    .start_tile = cap-nom
engine-no-tile-there = Dort ({ $place }) liegt kein Plättchen
engine-remove-cuts = Ohne { $tile } { $place } wären manche Plättchen vom { $start_tile } aus nicht mehr zu Fuß zu erreichen
    .tile = acc
    .start_tile = bare
engine-remove-hole = Nimmst du { $tile } { $place } heraus, bleibt ein umschlossenes leeres Loch
    .tile = acc
engine-exchange-barrier = { engine-barriers }: Das Plättchen { $tile } passt nicht { $place } ({ engine-side }seite)
    .tile = bare

## Alhambra + Granada: zwei Städte auf einer Fläche

engine-combi-cross = Ein Alhambra- und ein Granadaplättchen dürfen nur Mauer an Graben aneinandergrenzen: { $place } träfe das Plättchen { $tile } auf { $other_tile } ({ engine-side }seite des neuen Plättchens), ohne dass auf beiden Seiten { $city ->
        [alhambra] eine Mauer und ein Graben
       *[granada] ein Graben und eine Mauer
    } liegen
    .tile = bare
    .other_tile = acc
engine-combi-first-granada = Dein erstes Granadaplättchen { $place } muss mit einer ganzen Seite an deine Alhambra grenzen, Graben an Mauer
engine-combi-own = Das Plättchen { $tile } { $place } muss mit einer ganzen Seite an { $city ->
        [granada] dein Granada
       *[alhambra] deine Alhambra
    } grenzen
    .tile = bare
engine-combi-walk = Das Plättchen { $tile } { $place } wäre { $city ->
        [granada] { $start_tile } aus, wo dein Granada begann,
       *[alhambra] vom Brunnen aus
    } nicht zu Fuß zu erreichen, ohne { engine-barrier } zu überqueren
    .tile = bare
    .start_tile = von
engine-combi-start-fixed = Dort, wo dein Granada begann, steht das Plättchen { $tile } für sein Startplättchen und wird nie versetzt oder entfernt
    .tile = bare
engine-combi-remove-cuts = Ohne { $tile } { $place } wären manche Plättchen vom Anfang ihrer Stadt aus nicht mehr zu Fuß zu erreichen
    .tile = acc
engine-combi-exchange-barrier = Das Plättchen { $tile } passt nicht { $place } ({ engine-side }seite): Innerhalb einer Stadt liegt Mauer an Mauer und Graben an Graben, und ein Alhambra- grenzt an ein Granadaplättchen nur Mauer an Graben
    .tile = bare
engine-combi-exchange-cuts = Mit { $tile } { $place } wären manche Plättchen vom Anfang ihrer Stadt aus nicht mehr zu Fuß zu erreichen
    .tile = dat

## Alhambra: Granadas doppelseitige Plättchen, Dirk

engine-flip-not-bought = Umdrehen kannst du nur ein Plättchen, das du in diesem Zug gekauft hast und das noch auf den Einbau wartet
engine-one-sided = Das Plättchen { $tile } hat nur eine Seite
    .tile = bare
engine-cannot-flip = Du kannst { $tile } nicht umdrehen: { $problem }
    .tile = acc
engine-flip-nowhere = Die andere Seite { $tile }, { $other_tile }, passt jetzt nirgends in deine Stadt; umdrehen darfst du nur, um das Plättchen einzubauen (in die Reserve darf es mit beliebiger Seite kostenlos)
    .tile = von
    .other_tile = nom
engine-final-as-it-lies = Am Spielende werden Plättchen so eingebaut, wie sie liegen: Das Plättchen { $tile } darf nicht umgedreht werden
    .tile = bare
engine-flip-pay-none = Wähle die Geldkarten, mit denen du zahlst (mindestens { $cost } in einer Währung)
engine-flip-one-currency = Zahle in nur einer Währung, nicht in { $currencies }
engine-flip-too-little = Umdrehen kostet mindestens { $cost } in einer Währung; deine Karten ergeben nur { $total } (es gibt kein Wechselgeld)
engine-dirk-only-bought = Dirk kannst du nur ein Plättchen schenken, das du in diesem Zug gekauft hast ({ $tile })
    .tile = bare

## Alhambra: Erweiterung 1, Bonuskarten und Bauhütten

engine-bonus-unknown = Eine Bonuskarte „{ $card }“ gibt es nicht
engine-bonus-revealed = Deine Bonuskarte für { $tile } ist schon aufgedeckt
    .tile = acc
engine-bonus-not-yours = Die Bonuskarte für { $tile } hast du nicht auf der Hand
    .tile = acc
engine-bonus-on-reserve = Das Plättchen liegt in deiner Reserve: Die Bonuskarte für { $tile } darfst du nur aufdecken, solange es in deiner Alhambra eingebaut ist
    .tile = acc
engine-bonus-not-built = Die Bonuskarte für { $tile } darfst du erst aufdecken, wenn das Plättchen in deiner Alhambra eingebaut ist
    .tile = acc
engine-yard-no-stack = Einen Stapel Bauhütten für „{ $building }“ gibt es nicht
engine-yard-three = Du besitzt schon { $limit } Bauhütten (eingebaut, in der Reserve oder noch nicht eingebaut): Mehr als { $limit } darf niemand besitzen
engine-yard-stack-empty = Der Stapel der { $building ->
        [pavilion] blauen
        [seraglio] roten
        [arcades] braunen
        [chambers] weißen
        [garden] grünen
       *[tower] lila
    } Bauhütten ist aufgebraucht

## Alhambra: Züge

engine-game-over = Die Partie ist vorbei
engine-no-such-seat = Platz { $seat } spielt in dieser Partie nicht mit
engine-not-your-turn = { $name } ist am Zug, nicht du
engine-not-their-turn = { $name } ist nicht am Zug
engine-no-action = { $name } hat keine Aktion zu machen
engine-already-left = { $name } hat die Partie schon verlassen
engine-not-now-their-turn = Du kannst jetzt nicht { engine-verb }: { $name } ist am Zug
engine-not-now = Du kannst jetzt nicht { engine-verb }: { $hint }
engine-hint-action = Nimm zuerst Geld, kaufe ein Plättchen oder baue um
engine-hint-placing = Deine Aktionen sind vorbei: Baue ein oder lege in die Reserve, was du gekauft hast, dann beende deinen Zug
engine-hint-final_placing = Die Partie endet: Baue die Plättchen ein, die du erhalten hast, oder lege sie in die Reserve
engine-hint-extra = Du hast passend gezahlt: Mach noch eine Aktion (Geld nehmen, kaufen oder umbauen), oder baue ein oder lege in die Reserve, was du gekauft hast, bevor du deinen Zug beendest
engine-nothing-to-undo = In diesem Zug gibt es noch nichts zurückzunehmen
engine-place-before-end = { $count ->
        [one] Baue das gekaufte Plättchen ein oder lege es in die Reserve, bevor du deinen Zug beendest
       *[other] Baue die { $count } gekauften Plättchen ein oder lege sie in die Reserve, bevor du deinen Zug beendest
    }

## Alhambra: Optionen und Regelmodule einer neuen Partie

engine-players-count = Alhambra spielen { $least } bis { $most } Spieler, nicht { $count }
# $count: how many options are unknown
engine-unknown-options =
    { $count ->
        [one] Unbekannte Option
       *[other] Unbekannte Optionen
    }: { $names }
engine-modules-not-yet = Diese Regelmodule gibt es noch nicht: { $modules }
engine-modules-unknown = Diese Regelmodule gibt es nicht: { $modules }
engine-modules-automatic = { $modules } schaltet das Spiel selbst ein
engine-modules-twice = Jedes Regelmodul bitte nur einmal: { $modules } wurde doppelt gewählt
engine-modules-different-games = { $modules } sind verschiedene Spiele: Wähle eines davon
engine-modules-requires = { $module } wird nur zusammen mit { $needs } gespielt
engine-modules-not-with = { $module } und { $modules } lassen sich nicht zusammen spielen
engine-modules-dirk-two = Dirk spielt nur in einer Partie zu zweit mit

module-granada =
    .title = Granada
    .description = Baue die Stadt Granada aus doppelseitigen Plättchen mit Gräben; Mehrheiten zählen so viel, wie solche Gebäude in allen Städten stehen.
module-granada_simplified =
    .title = Vereinfachte Wertung (Granada)
    .description = Granadas Gebäude bringen feste Punkte (3 | 10, 3 | 18, 10, 3) statt Multiplikatoren; gut zum Lernen.
module-alhambra_granada =
    .title = Alhambra + Granada
    .description = Baue deine Alhambra und um sie herum die Stadt Granada: zwei Plättchen auf jedem Feld des Bauhofs, Mauern an Gräben bringen Extrapunkte.
module-dirk =
    .title = Zu zweit mit Dirk
    .description = Zu zweit sammelt ein imaginärer dritter Spieler, Dirk, Plättchen und wird gewertet.
module-vizier =
    .title = Die Gunst des Wesirs
    .description = Kaufe außer der Reihe ein Plättchen, genau passend bezahlt, einmal, bis du deinen Wesir wieder aktivierst.
module-exchange_offices =
    .title = Wechselstuben
    .description = Sechs Karten, mit denen ein Kauf in zwei Währungen bezahlt werden darf.
module-bonus_cards =
    .title = Bonuskarten
    .description = Verdeckte Karten mit Plättchen ohne Stadtmauer: aufgedeckt, sobald das Plättchen steht, zählt jede wie ein weiteres Gebäude dieser Art.
module-building_yards =
    .title = Bauhütten
    .description = Nimm bis zu drei kostenlose Bauhütten: Jede zählt wie ein weiteres Gebäude für jeden gleichfarbigen Nachbarn ohne Stadtmauer dazwischen.

## Roll & Write

engine-rw-no-die = Kein { $colour ->
        [yellow] gelber
       *[blue] blauer
    } Würfel zeigt { $value }
engine-rw-die-edge = Ein Würfel lässt sich nicht { $direction ->
        [up] über 6 hinaus hochdrehen
       *[down] unter 1 herunterdrehen
    }: Von 6 geht es nicht zur 1 und umgekehrt
engine-rw-turn-no-coin = Einen Würfel drehen kostet 1 Münze, und du hast keine mehr
engine-rw-crossed = Du hast { $building } (Gelb { $yellow } × Blau { $blue }) schon angekreuzt: Wähle einen anderen Kreuzungspunkt oder nimm Münzen
engine-rw-second-cost = Ein zweites Gebäude kostet { $cost } Münzen, und du hast { $coins }
engine-rw-second-dice = Für ein zweites Gebäude brauchst du den anderen gelben und den anderen blauen Würfel
engine-rw-other-crossed = Das andere Würfelpaar zeigt auf { $building } (Gelb { $yellow } × Blau { $blue }), und das ist schon angekreuzt
engine-rw-nothing-to-undo = Nichts zurückzunehmen: In diesem Zug wurde kein Würfel gedreht
engine-rw-keep = Du hast { $yellow_dice } · { $blue_dice } gewürfelt: Behalte davon einen gelben und einen blauen Würfel
engine-rw-left = { $name } hat die Partie verlassen und macht keine Aktionen mehr
engine-rw-played-round = Du hast Runde { $round } schon gespielt; es fehlen noch: { $names }
engine-rw-stale = Das war für Runde { $meant } gedacht; jetzt läuft Runde { $round }
engine-rw-verb = { $action ->
        [turn_die] Würfel drehen
        [cross] ankreuzen
        [gain_coins] Münzen nehmen
        [keep_pair] Würfel behalten
        [restart_turn] den Zug zurücknehmen
       *[retire_seat] aussteigen
    }
engine-rw-not-now = Du kannst jetzt nicht { engine-rw-verb }: { $hint }
engine-rw-hint-act = Kreuze zuerst ein Gebäude an oder nimm Münzen (vorher darfst du Würfel drehen)
engine-rw-hint-keep = Du hast alle vier Würfel geworfen: Behalte einen gelben und einen blauen, die anderen werden weitergegeben
engine-rw-left-nobody-waits = { $name } hat die Partie verlassen: Niemand wartet auf diesen Platz
engine-rw-nothing-to-do = Platz { $seat } hat jetzt nichts zu tun
engine-rw-players-type = Spieler sind eine Anzahl oder eine Liste von Namen
engine-rw-players-count = Alhambra Roll & Write spielen { $least } bis { $most } Spieler, nicht { $count }
engine-rw-whole-number = { $option } muss eine ganze Zahl sein, nicht { $value }
engine-rw-mode = Der Modus ist „gleichzeitig“ oder „klassisch“, nicht { $value }
engine-rw-solo-opponents = Allein spielst du gegen { $least } bis { $most } imaginäre Mitspieler, nicht gegen { $count }
engine-rw-two-one-imaginary = Zu zweit spielt immer genau ein imaginärer Mitspieler mit
engine-rw-imaginary-only = Imaginäre Mitspieler gibt es nur im Solospiel und zu zweit, nicht bei { $count } Spielern
engine-rw-beat-them-bool = beat_them ist wahr oder falsch, nicht { $value }
engine-rw-beat-them-solo = „Schlag sie“ ist eine Variante des Solospiels
engine-rw-coin-supply = Der Münzvorrat fasst { $least } bis { $most } Münzen, nicht { $count }

