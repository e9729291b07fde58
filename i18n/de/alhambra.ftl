# Der Palast von Alhambra (und Granada, und beide kombiniert): jedes Wort, das Spieler lesen,
# in den Worten der Familybox-Spielregel.
#
# Plättchen im Satz: Ein Satz mit einem Plättchen nennt dessen Form in einem Attribut mit
# dem Namen des Platzhalters (`.tile = acc`); `alhambra-tile` sagt das Plättchen in dieser
# Form: bare (ohne Artikel: "Turm 7"), nom ("der Turm 7"), acc ("den Turm 7"), dat ("dem
# Turm 7"), von ("vom Turm 7", "von der Arena 5").

game-title-alhambra = Alhambra
game-the-alhambra = eine Partie Alhambra

## Plättchen, Geld, Orte

alhambra-building = { $building ->
        [pavilion] Pavillon
        [seraglio] Serail
        [arcades] Arkaden
        [chambers] Gemächer
        [garden] Garten
        [tower] Turm
        [arena] Arena
        [bathhouse] Badehaus
        [library] Bibliothek
        [hostel] Herberge
        [hospital] Hospital
        [market] Markt
        [park] Park
        [school] Schule
        [camp] Feldlager
        [medina] Medina
        [residential_quarter] Wohnviertel
        [fountain] Brunnen
        [start] Startplättchen
       *[other] { $building }
    }
alhambra-tile = { $form ->
       *[bare] {""}
        [nom] { $building ->
                [yard] die
                [seraglio] das
                [camp] das
                [bathhouse] das
                [hospital] das
                [residential_quarter] das
                [start] das
                [arena] die
                [medina] die
                [library] die
                [hostel] die
                [school] die
                [arcades] die
                [chambers] die
               *[other] der
            }{" "}
        [acc] { $building ->
                [yard] die
                [seraglio] das
                [camp] das
                [bathhouse] das
                [hospital] das
                [residential_quarter] das
                [start] das
                [arena] die
                [medina] die
                [library] die
                [hostel] die
                [school] die
                [arcades] die
                [chambers] die
               *[other] den
            }{" "}
        [dat] { $building ->
                [yard] der
                [seraglio] dem
                [camp] dem
                [bathhouse] dem
                [hospital] dem
                [residential_quarter] dem
                [start] dem
                [arena] der
                [medina] der
                [library] der
                [hostel] der
                [school] der
                [arcades] den
                [chambers] den
               *[other] dem
            }{" "}
        [von] { $building ->
                [yard] von der
                [seraglio] vom
                [camp] vom
                [bathhouse] vom
                [hospital] vom
                [residential_quarter] vom
                [start] vom
                [arena] von der
                [medina] von der
                [library] von der
                [hostel] von der
                [school] von der
                [arcades] von den
                [chambers] von den
               *[other] vom
            }{" "}
        [cap-nom] { $building ->
                [yard] Die
                [seraglio] Das
                [camp] Das
                [bathhouse] Das
                [hospital] Das
                [residential_quarter] Das
                [start] Das
                [arena] Die
                [medina] Die
                [library] Die
                [hostel] Die
                [school] Die
                [arcades] Die
                [chambers] Die
               *[other] Der
            }{" "}
        [cap-acc] { $building ->
                [yard] Die
                [seraglio] Das
                [camp] Das
                [bathhouse] Das
                [hospital] Das
                [residential_quarter] Das
                [start] Das
                [arena] Die
                [medina] Die
                [library] Die
                [hostel] Die
                [school] Die
                [arcades] Die
                [chambers] Die
               *[other] Den
            }{" "}
    }{ $building ->
        [chambers] { $form ->
                [dat] Gemächern
                [von] Gemächern
               *[other] Gemächer
            }
        [yard] { $yard ->
                [pavilion] Pavillon
                [seraglio] Serail
                [camp] Serail
                [arcades] Arkaden
                [chambers] Gemächer
                [garden] Garten
               *[tower] Turm
            }-Bauhütte
       *[other] { alhambra-building }
    }{ $building ->
        [fountain] {""}
        [start] {""}
        [yard] {""}
       *[other] {" "}{ $price }
    }
alhambra-currency = { $currency ->
        [denar] Denar
        [dirham] Dirham
        [ducat] Dukat
       *[guilder] Gulden
    }
alhambra-amount = { $values } { alhambra-currency }
alhambra-hand-currency = { alhambra-currency } { $total } ({ $values })
alhambra-no-money = kein Geld
alhambra-place = { $side ->
        [north] nördlich
        [east] östlich
        [south] südlich
       *[west] westlich
    } { $tile }
    .tile = von
alhambra-place-alone = abseits der anderen Plättchen
alhambra-dirk = Dirk
alhambra-nobody-tie = niemand (Gleichstand)

## Für Neulinge

alhambra-how-to-play = In deinem Zug tust du eines: **Geld nehmen** (eine Karte, oder mehrere mit zusammen höchstens 5), ein Plättchen **kaufen** (mindestens seinen Preis in seiner Währung zahlen; zahlst du *passend*, bist du noch einmal am Zug) oder deine Alhambra **umbauen**. Danach baust du ein, was du gekauft hast. Die ganze Spielhilfe: `/{ cmd-alhambra } { cmd-rules }`.
alhambra-how-to-play-granada = **Granada**: Jedes Plättchen hat zwei Seiten. Baue ein gekauftes Plättchen kostenlos mit der sichtbaren Seite ein oder **drehe es** vorher **um** (mindestens { $cost } in einer Währung, kein Wechselgeld); in die Reserve darf das Plättchen kostenlos mit beliebiger Seite. Gräben werden wie Stadtmauern gebaut.
alhambra-how-to-play-combination = **Alhambra + Granada**: Auf jedem Feld des Bauhofs liegen ein Alhambra- und ein Granadaplättchen (mit Gräben); kaufe eines davon. Beide Städte wachsen auf einer Fläche: Dein erstes Granadaplättchen muss mit einem Graben an eine Mauer deiner Alhambra grenzen, und die beiden Städte grenzen nur Mauer an Graben aneinander. Ein Granadaplättchen darf **umgedreht** werden (mindestens { $cost } in einer Währung). Mauern neben Gräben bringen Extrapunkte.

## Auswahl (Knöpfe, Menüs, Vorschläge)

alhambra-act-take = { $cards } nehmen
alhambra-act-buy = { $tile } für { $cards } kaufen
    .tile = cap-acc
alhambra-act-buy-slot = Das { alhambra-currency }-Plättchen für { $cards } kaufen
alhambra-act-buy-second = Granadaplättchen { $tile } für { $cards } kaufen
alhambra-act-buy-second-slot = Das { alhambra-currency }-Granadaplättchen für { $cards } kaufen
alhambra-act-place-numbered = { $number }: { $tile } { $place } bauen
    .tile = acc
alhambra-act-place = { $tile } { $place } bauen
    .tile = cap-acc
alhambra-act-reserve-turned = { $tile } umdrehen und als { $other } in die Reserve legen (kostenlos)
    .tile = cap-acc
alhambra-act-reserve = { $tile } in die Reserve legen
    .tile = cap-acc
alhambra-act-flip = { $tile } für { $cards } umdrehen: { $other }
    .tile = cap-acc
    .other = nom
alhambra-act-give = { $tile } { alhambra-dirk } schenken
    .tile = cap-acc
alhambra-act-rebuild-place = { $tile } aus der Reserve { $place } bauen
    .tile = cap-acc
alhambra-act-rebuild-remove = { $tile } { $place } in die Reserve legen
    .tile = cap-acc
alhambra-act-rebuild-exchange = { $tile } aus der Reserve gegen { $old } { $place } tauschen
    .tile = cap-acc
    .old = acc
alhambra-act-rebuild-exchange-brief = Tausch: { $tile } (Reserve) gegen { $old } { $place }
    .tile = bare
    .old = acc
alhambra-act-undo = Zug zurücknehmen
alhambra-act-end = Zug beenden
alhambra-act-other = Andere Auswahl
alhambra-unavailable-undo = Jetzt gibt es nichts zurückzunehmen.
alhambra-unavailable-end = Du kannst deinen Zug jetzt nicht beenden: Nimm erst Geld, kaufe oder baue um, und baue ein oder lege in die Reserve, was du gekauft hast.

## Was geschah (der Zug-Beitrag und /alhambra log)

alhambra-log-money = { $who } nahm { $cards }.
alhambra-log-bought = { $who } kaufte { $tile } für { $cards }{ $exact ->
        [yes] {" "}(passend: noch eine Aktion)
        [unused] {" "}(passend)
       *[no] {""}
    }.
    .tile = acc
alhambra-log-bought-second = { $who } kaufte das Granadaplättchen { $tile } für { $cards }{ $exact ->
        [yes] {" "}(passend: noch eine Aktion)
        [unused] {" "}(passend)
       *[no] {""}
    }.
    .tile = bare
alhambra-log-began-granada = { $who } begann Granada: { $tile }{ $place }, Graben an Mauer.
    .tile = nom
alhambra-log-built = { $who } baute { $tile }{ $place }.
    .tile = acc
alhambra-log-declined = { $who } verzichtete auf { $tile }: Das Plättchen liegt in der Reserve, wo es nie gewertet wird.
    .tile = acc
alhambra-log-reserved-turned = { $who } drehte { $tile } um und legte das Plättchen als { $other } in die Reserve (kostenlos).
    .tile = acc
    .other = bare
alhambra-log-reserved = { $who } legte { $tile } in die Reserve.
    .tile = acc
alhambra-log-flipped = { $who } drehte { $tile } um: { $other } (bezahlt: { $cards }).
    .tile = acc
    .other = nom
alhambra-log-marker = Die neuen { $which ->
        [granada] Granadaplättchen
       *[market] Plättchen im Bauhof
    } liegen mit der { $side ->
        [odd] ungeraden
       *[even] geraden
    } Seite nach oben; der Markierungsstein wechselt: Die nächsten { $which ->
        [granada] Granadaplättchen
       *[market] Plättchen
    } zeigen die { $after ->
        [odd] ungerade
       *[even] gerade
    } Seite.
alhambra-log-given-dirk = { $who } schenkte { alhambra-dirk } { $tile }.
    .tile = acc
alhambra-log-rebuilt-exchange = { $who } baute um: Das Plättchen { $tile } aus der Reserve ersetzt { $old }{ $place }.
    .tile = bare
    .old = acc
alhambra-log-rebuilt-in = { $who } baute um: { $tile } aus der Reserve{ $place }.
    .tile = nom
alhambra-log-rebuilt-out = { $who } baute um: Das Plättchen { $tile }{ $place } kam in die Reserve.
    .tile = bare
alhambra-log-reshuffled = Der Geldkartenstapel war aufgebraucht: { $count } abgelegte Karten wurden gemischt.
alhambra-log-dirk-received = { alhambra-dirk } bekam { $count } Plättchen aus dem Beutel.
alhambra-log-award = { $tile } an { $owner }
    .tile = nom
alhambra-log-award-two = { $tile } und { $second } an { $owner }
    .tile = nom
    .second = nom
alhambra-log-awarded = Der Beutel ist leer! Die restlichen Plättchen im Bauhof bekommt, wer in ihrer Währung das meiste Geld hat: { $parts }.
alhambra-log-awarded-one-by-one = Eines nach dem anderen: Jedes wird sofort so eingebaut, wie es liegt (es darf nicht mehr umgedreht werden), oder abgelehnt und in die Reserve gelegt.
alhambra-log-final-given = { $who } erhält { $tile } (das meiste Geld in { alhambra-currency }) und baut das Plättchen jetzt so ein, wie es liegt, oder verzichtet darauf.
    .tile = acc
alhambra-log-retired = { $who } hat das Spiel verlassen: Die Alhambra bleibt stehen und wird weiter gewertet; keine weiteren Züge.
alhambra-log-game-over = **Spielende!** { $count ->
        [one] Sieger
       *[other] Sieger
    }: { $winners }.

## Wertungen

alhambra-score-heading = **{ $round }. Wertung!**
alhambra-score-see-table = Wer bei jedem Gebäude welchen Platz belegt und warum: siehe die Wertungstabelle.
alhambra-score-multipliers = { $whose ->
        [combined] Granadas Gebäude: Die Plätze
       *[granada] Die Plätze
    } bringen { $table } die Anzahl solcher Gebäude in allen Städten; bei gleicher Anzahl liegt vorn, wer das Plättchen mit dem höchsten Preis hat.
alhambra-score-base-table = Die Gebäude der Alhambra werden nach der Tabelle des Grundspiels gewertet (bei Gleichstand wird geteilt).
alhambra-score-buildings = { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    } für Gebäude
alhambra-score-barrier = { $points } für { $barrier ->
        [longest-wall] die längste Mauer
        [moat] den Graben
       *[wall] die Stadtmauer
    }
alhambra-score-term = { $points } { $term ->
        [moat] für den längsten Graben
        [wall_and_moat] für Mauer neben Graben (2 Punkte je Kante)
        [street_trader] für die Bewohner des Fliegenden Händlers
        [camps] für die Bastionen der Feldlager
        [characters] für die Charaktere (Yusuf, Fatima)
        [invaders] an die Angreifer
        [medina] an die Medinas
        [treasure_chamber] für die Schatztruhen
        [bazaars] für die Bazare
        [falcons] für die Falken
        [art_of_the_moors] für die Kulturplättchen
        [portals] für die Portale in der längsten Mauer
       *[other] für { $words }
    }
alhambra-score-line = { $name }: { $gained } ({ $parts }) = { $total } Punkte
alhambra-score-building = { $name }: { $parts }
alhambra-score-rank = { $who } { $rank ->
        [1] Erster
        [2] Zweiter
        [3] Dritter
        [4] Vierter
        [5] Fünfter
        [6] Sechster
       *[7] Siebter
    } ({ $how })
alhambra-score-how-multiplied = ×{ $times } von { $built } gebauten = { $points }
alhambra-score-how-points = { $points } Punkte
alhambra-score-tie = Gleichstand bei { $count }, entschieden durch den höchsten Preis: { $prices }

## Der Anfang, der Aufruf, der Stand

alhambra-start-heading = **Das Spiel beginnt!** Das Startgeld aller, offen ausgeteilt:
alhambra-start-money = { $name }: { $cards } ({ $count } { $count ->
        [one] Karte
       *[other] Karten
    }, Wert { $worth })
alhambra-start-player = { $name } ist Startspieler: { $why ->
        [fewest] die wenigsten Geldkarten
        [lowest] die wenigsten Geldkarten und unter diesen der geringste Gesamtwert
       *[lot] die wenigsten Karten und der geringste Gesamtwert, gleichauf mit anderen: per Los bestimmt
    }. Ab jetzt bleibt das Geld eines jeden geheim.
alhambra-call-turn = { $user }, du bist am Zug! Tippe auf **{ panel-button }**.
alhambra-call-received = { $user }, baue die Plättchen ein, die du erhalten hast! Tippe auf **{ panel-button }**.
alhambra-call-received-one = { $user }, du hast { $tile } erhalten: Baue das Plättchen so ein, wie es liegt, oder verzichte darauf! Tippe auf **{ panel-button }**.
    .tile = acc
alhambra-status-cancelled = Diese Partie wurde abgebrochen.
alhambra-status-over = Diese Partie ist zu Ende: Die Schlusswertung steht im Thread.
alhambra-status-received-one = Zug { $turn }: { $name } hat am Spielende { $tile } erhalten und baut das Plättchen ein (oder verzichtet darauf).
    .tile = acc
alhambra-status-received = Zug { $turn }: { $name } baut die am Spielende erhaltenen Plättchen ein.
alhambra-status-placing = Zug { $turn }: { $name } baut { $tile } ein.
    .tile = acc
alhambra-status-extra = Zug { $turn }: { $name } ist nach passender Zahlung noch einmal am Zug.
alhambra-status-choosing = Zug { $turn }: { $name } wählt: Geld nehmen, ein Plättchen kaufen oder umbauen.
alhambra-final-heading = **Schlusswertung**
alhambra-final-line = { $name }: **{ $score }** ({ $details })
alhambra-final-barrier = { $barrier ->
        [moat] Graben
       *[wall] Mauer
    } { $length }
alhambra-final-exact = { $count } passende { $count ->
        [one] Zahlung
       *[other] Zahlungen
    }
alhambra-final-per-turn = { NUMBER($hours, minimumFractionDigits: 1, maximumFractionDigits: 1) } h pro Zug
alhambra-final-per-turn-none = — pro Zug

## Hinweise und Antworten

alhambra-note-older-message = Dieser Knopf stand an einer älteren Nachricht; hier ist dein Panel, wie es jetzt ist.
alhambra-note-game-over = Das Spiel ist zu Ende: Die Schlusswertung steht im Thread.
alhambra-note-turn-done = Zug beendet. Der nächste Spieler wurde gerufen.
alhambra-note-computers-play = Zug beendet. Jetzt ziehen die Computer; ein Beitrag im Thread zeigt ihre Züge zusammen mit deinem.
alhambra-next-exact-tile = Du hast { $tile } passend bezahlt: Wähle noch eine Aktion (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` oder `{ cmd-alhambra-rebuild }`) oder baue jetzt { $waiting } ein (`/{ cmd-alhambra } { cmd-alhambra-place }`).
    .tile = acc
    .waiting = acc
alhambra-next-exact = Du hast passend bezahlt: Wähle noch eine Aktion (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` oder `{ cmd-alhambra-rebuild }`) oder baue jetzt { $waiting } ein (`/{ cmd-alhambra } { cmd-alhambra-place }`).
    .waiting = acc
alhambra-next-place = { $bought ->
        [yes] Gekauft.{" "}
       *[no] {""}
    }Baue jetzt { $tile } ein: `/{ cmd-alhambra } { cmd-alhambra-place }` mit der Nummer eines Platzes im Bild deines Panels, oder lege das Plättchen in die Reserve.
    .tile = acc
alhambra-next-done = Erledigt. Zug zurücknehmen geht noch; `/{ cmd-alhambra } { cmd-alhambra-end }` beendet deinen Zug.
alhambra-refusal-nothing-waiting = Du hast kein gekauftes Plättchen, das auf den Einbau wartet.
alhambra-refusal-no-place = Es gibt keinen Platz { $number } für { $tile }; das Bild nummeriert { $count ->
        [0] keinen: Lege das Plättchen in die Reserve
       *[other] 1 bis { $count }
    }.
    .tile = acc
alhambra-refusal-rules = Mit diesen Regeln kann nicht gespielt werden: { $problem }.
alhambra-skip-words = der angefangene Zug wird zurückgenommen, der Spieler nimmt nur die wertvollste Geldkarte der Auslage, und sein Zug endet.
alhambra-vote-removed = { $name } hat das Spiel verlassen. Die Alhambra bleibt stehen und wird weiter gewertet; keine weiteren Züge.
alhambra-vote-skipped = Der Zug von { $name } wurde übersprungen
alhambra-vote-took = { $cards } genommen
alhambra-vote-reserved = die wartenden Plättchen kamen in die Reserve

## Die Optionen des Tisches

alhambra-options-base-game = das Grundspiel
alhambra-options-rules = Regeln: { $rules } (zu zweit spielt { alhambra-dirk } mit)
alhambra-options-players = Spieler: 2 bis { $most }
alhambra-options-reminders = Erinnerungen: alle { $every }
alhambra-options-reminders-off = Erinnerungen: aus
alhambra-options-deadline = Frist für einen Zug: { $after }
alhambra-options-deadline-none = Frist für einen Zug: keine
alhambra-hours = { $hours } { $hours ->
        [one] Stunde
       *[other] Stunden
    }

## Das private Panel

alhambra-panel-title = Dein Panel · { $name }
alhambra-panel-reserve = Deine Reserve
alhambra-panel-note = Hinweis
alhambra-panel-footer = Tisch #{ $table } · Zug { $move }
alhambra-panel-cancelled-title = Partie abgebrochen
alhambra-panel-cancelled = Diese Partie wurde abgebrochen; in ihr kann nichts mehr gespielt werden.
alhambra-panel-over-title = Spielende
alhambra-panel-over = Die Schlusswertung steht im Thread.
alhambra-panel-left-title = Du hast diese Partie verlassen
alhambra-panel-left = Deine Alhambra bleibt stehen und wird weiter gewertet; du bist nicht mehr am Zug.
alhambra-panel-waiting-title = Warten
alhambra-panel-waiting = { $name } ist am Zug. Tippe wieder auf **{ panel-button }**, wenn du gerufen wirst.
alhambra-panel-how-to-play = So wird gespielt
alhambra-panel-your-turn = Du bist am Zug
alhambra-panel-paid-exactly = **Passend bezahlt!** Du darfst noch eine Aktion ausführen oder einbauen, was du gekauft hast (**{ alhambra-button-place-it }**).
alhambra-panel-take = **Geld nehmen**: Tippe die Karten an, die du nimmst.{ $ends ->
        [yes] {" "}Dann endet dein Zug.
       *[no] {""}
    }
alhambra-panel-buy = **Kaufen**: Tippe ein Plättchen im Bauhof an{ $both ->
        [yes] : Auf jedem Feld liegen ein Alhambra- und ein Granadaplättchen (mit Gräben); kaufe eines davon.
       *[no] .
    }
alhambra-panel-rebuild = **Umbauen**: Baue stattdessen deine Alhambra { $both ->
        [yes] oder dein Granada um.
       *[no] um.
    }
alhambra-panel-nothing-title = Nichts zu tun
alhambra-panel-nothing = Du kannst in diesem Zug weder Geld nehmen noch kaufen noch umbauen, also passt du.
alhambra-panel-take-screen-title = Geld nehmen
alhambra-panel-take-screen = Tippe die Karten an, die du nimmst.
alhambra-panel-pay-title = { $tile } bezahlen ({ $price } { alhambra-currency })
    .tile = cap-acc
alhambra-panel-pay = Zahlst du passend, bist du noch einmal am Zug. Wechselgeld gibt es nicht.
alhambra-panel-pay-second-title = Granadaplättchen { $tile } bezahlen ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-pay-second = Zahlst du passend, bist du noch einmal am Zug. Wechselgeld gibt es nicht.
alhambra-panel-place-title = { $tile } einbauen
    .tile = cap-acc
alhambra-place-where = { $count ->
        [0] es passt jetzt nirgends
       *[other] Tippe die Nummer eines Platzes im Bild an ({ $count } { $count ->
            [one] Platz
           *[other] Plätze
        })
    }
alhambra-place-granada-first = (dein erstes Granadaplättchen muss mit einem Graben an eine Mauer deiner Alhambra grenzen)
alhambra-place-final-as-it-lies = Baue das Plättchen so ein, wie es liegt: { $where }; umdrehen geht jetzt nicht mehr. Oder **{ alhambra-button-decline }**: Das Plättchen kommt in deine Reserve, wo es nie gewertet wird.
alhambra-place-final = Baue das Plättchen jetzt ein: { $where }. Oder **{ alhambra-button-decline }**: Das Plättchen kommt in deine Reserve, wo es nie gewertet wird.
alhambra-place-build = Baue das Plättchen ein: { $where }; oder lege es in deine Reserve.
alhambra-place-other-side-flip = Die andere Seite ist **{ $tile }**: Umdrehen kostet mindestens { $cost } in einer Währung (kein Wechselgeld); in die Reserve darf das Plättchen kostenlos mit beliebiger Seite.
    .tile = nom
alhambra-place-other-side-poor = Die andere Seite ist **{ $tile }**: Umdrehen kostet mindestens { $cost } in einer Währung, mehr als du von jeder hast; in die Reserve darf das Plättchen kostenlos mit beliebiger Seite.
    .tile = nom
alhambra-place-other-side-nowhere = Die andere Seite, { $tile }, passt jetzt nirgends in deine Stadt; in die Reserve darf das Plättchen kostenlos mit beliebiger Seite.
    .tile = nom
alhambra-place-more-waiting = { $count ->
        [one] Außer diesem wartet noch { $count } gekauftes Plättchen.
       *[other] Außer diesem warten noch { $count } gekaufte Plättchen.
    }
alhambra-panel-received-title = Das Spiel endet: Du hast { $tile } erhalten
    .tile = acc
alhambra-panel-received-why = Der Beutel ist leer, also gehen die restlichen Plättchen im Bauhof eines nach dem anderen an den, der in ihrer Währung das meiste Geld hat{ $currency ->
        [none] , und du hast das meiste Geld in dieser Währung
       *[other] : Du hast das meiste Geld in { alhambra-currency }
    }.
alhambra-panel-flip-title = { $tile } umdrehen
    .tile = cap-acc
alhambra-panel-flip = Die andere Seite ist **{ $other }** (das Bild nummeriert, wo sie passt). Umdrehen kostet mindestens { $cost } in einer Währung; Wechselgeld gibt es nicht. Tippe an, wie du zahlst; dann baust du ein.
    .other = nom
alhambra-panel-rebuild-screen-title = Alhambra{ $both ->
        [yes] {" "}und Granada
       *[no] {""}
    } umbauen
alhambra-panel-rebuild-screen = Statt Geld zu nehmen oder zu kaufen: Nimm ein Plättchen heraus in deine Reserve, oder baue ein Plättchen aus der Reserve ein (auf einen leeren Platz oder im Tausch gegen ein gebautes).{ $both ->
        [yes] {" "}Plättchen beider Städte; wo die Städte aneinandergrenzen, muss eine Mauer an einem Graben liegen.
       *[no] {""}
    }
alhambra-panel-take-out-title = Ein Plättchen herausnehmen
alhambra-panel-take-out = Tippe die Nummer des Plättchens an, das in deine Reserve kommt.
alhambra-panel-build-in-title = { $tile } einbauen
    .tile = cap-acc
alhambra-panel-build-in = Tippe eine Nummer an: Auf einem leeren Platz wird das Plättchen dort gebaut; auf einem gebauten Plättchen (⇄) wird getauscht, und jenes kommt in deine Reserve.
alhambra-caption-turned-over = Umgedreht passt das Plättchen hier
alhambra-caption-take-out = Welches Plättchen kommt in die Reserve?
alhambra-caption-build-in = Wohin kommt das Plättchen { $tile }?
    .tile = bare

## Knöpfe (höchstens 80 Zeichen)

alhambra-button-buy = { $tile } kaufen
alhambra-button-buy-second = Granada: { $tile } kaufen
alhambra-button-exact = passend
alhambra-button-take-more = Geld nehmen…
alhambra-button-rebuild = Umbauen…
alhambra-button-place-it = Einbauen
alhambra-button-back = ‹ Zurück
alhambra-button-pay-exact = passend, +1 Aktion
alhambra-button-pays = zahlt { $paid }
alhambra-button-more-payments = Weitere Zahlungen ({ $page }/{ $pages }) ›
alhambra-button-more-places = Weitere Plätze ({ $page }/{ $pages }) ›
alhambra-button-more-reserve = Weitere Reserveplättchen ({ $page }/{ $pages }) ›
alhambra-button-more = Weitere ({ $page }/{ $pages }) ›
alhambra-button-decline = Verzichten
alhambra-button-reserve = In die Reserve
alhambra-button-reserve-as = Als { $tile } in die Reserve
alhambra-button-turn-over-paying = Umdrehen → { $tile } · { $cards }
alhambra-button-turn-over = Umdrehen → { $tile } ({ $cost } Geld)
alhambra-button-turn-over-short = umdrehen
alhambra-button-give-dirk = { alhambra-dirk } schenken
alhambra-button-next-tile = Weiter: { $tile } ›
alhambra-button-another-action = Noch eine Aktion ›
alhambra-button-take-out = Plättchen herausnehmen
alhambra-button-build-in = { $tile } einbauen
    .tile = cap-acc

## Erweiterung 1 im Panel und im Thread

alhambra-button-yards = Bauhütte…
alhambra-panel-yard = **Bauhütte**: Nimm stattdessen kostenlos eine (deine Aktion); du baust sie am Ende deines Zuges ein. Höchstens drei.
alhambra-panel-vizier-up = **Aktiviere deinen Wesir** wieder (deine Aktion), um ihn später einzusetzen.
alhambra-panel-yards-title = Eine Bauhütte nehmen
alhambra-panel-yards = Kostenlos, und deine Aktion in diesem Zug. Sie zählt als ein Gebäude ihrer Farbe für jeden gleichfarbigen Nachbarn ohne Stadtmauer dazwischen (0 bis 3).
alhambra-panel-window-title = Erst die Wesire
alhambra-panel-window = { $names } { $count ->
        [one] darf noch den Wesir
       *[other] dürfen noch ihre Wesire
    } einsetzen. { $answered ->
        [yes] Du hast geantwortet: Du kaufst, sobald alle vor dir gepasst haben.
       *[no] Danach ist { $next } am Zug.
    }
alhambra-panel-vizier-title = 🧙 Dein Wesir
alhambra-panel-vizier = Du darfst **jetzt** außer der Reihe ein Gebäude des Bauhofs kaufen, **genau passend** bezahlt (ohne Bonuszug), und baust es sofort ein. Dein Wesirstein liegt danach verdeckt, bis du ihn als Aktion wieder aktivierst. Oder passe: Dann ist { $next } am Zug.
alhambra-button-vizier-buy = { $tile } · { $cards }
alhambra-button-vizier-pass = Passen
alhambra-panel-vizier-place-title = Der Wesir kauft { $tile }
    .tile = acc
alhambra-panel-vizier-place = Du zahlst { $cards }. Baue das Plättchen ein: { $where }; oder lege es in deine Reserve.
alhambra-call-vizier = 🧙 { $users }: { $count ->
        [one] Du darfst jetzt deinen Wesir
       *[other] Ihr dürft jetzt eure Wesire
    } einsetzen, bis { $until } (**{ panel-button }**). Danach ist { $next } am Zug.
alhambra-status-vizier = Zug { $turn }: { $names } { $count ->
        [one] darf noch den Wesir
       *[other] dürfen noch ihre Wesire
    } einsetzen; dann wählt { $name }.
alhambra-vizier-time-up = ⏰ Die Zeit für den Wesir ist um: { $names } { $count ->
        [one] hat
       *[other] haben
    } gepasst.
alhambra-options-vizier = Wesir: { $minutes } Minuten zwischen zwei Zügen
