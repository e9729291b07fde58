# 2. Erweiterung ("Die Tore der Stadt") und 3. Erweiterung ("Die Stunde der Diebe") im Bot:
# Stadttore, Mauern, Feldlager, der Fliegende Händler, Diebe, Diamanten und Wechselgeld.
# Plättchen im Satz nehmen die Form, die ihr Attribut nennt (siehe alhambra.ftl).

## Seiten, Mauern, Feldlager, Bewohner

alhambra-side = { $side ->
        [N] oben
        [E] rechts
        [S] unten
       *[W] links
    }
alhambra-walls = { $count ->
        [one] Mauer { $sides }
       *[other] Mauern { $sides }
    }
alhambra-camp-bastions = ({ $count ->
        [one] Bastion
       *[other] Bastionen
    }: { $sides })
alhambra-resident = { $building ->
        [pavilion] blau
        [seraglio] rot
        [arcades] braun
        [chambers] weiß
        [garden] grün
       *[tower] lila
    } ({ $name })

## Geld: Diamanten und Wechselgeld

alhambra-diamonds = { $count ->
        [one] Diamant { $values }
       *[other] Diamanten { $values }
    }
alhambra-coins = { $count ->
        [one] 1 { alhambra-currency }-Münze
       *[other] { $count } { alhambra-currency }-Münzen
    }
alhambra-coins-short = { $count ->
        [one] 1 Münze
       *[other] { $count } Münzen
    }
alhambra-hand-with-coins = { $values }, { $count ->
        [one] 1 Münze
       *[other] { $count } Münzen
    }
alhambra-hand-diamonds = { $count ->
        [one] Diamant
       *[other] Diamanten
    } { $total } ({ $values })
alhambra-button-change = +{ $count ->
        [one] 1 Münze
       *[other] { $count } Münzen
    }

## Was ein Spieler außer Geld hat

alhambra-hold-gates = { $count ->
        [one] 1 Stadttorkarte
       *[other] { $count } Stadttorkarten
    }
alhambra-hold-thieves = { $count ->
        [one] Dieb: { $currencies }
       *[other] Diebe: { $currencies }
    }
alhambra-hold-trader = Auf deinem Händler: { $count ->
        [0] niemand
       *[other] { $residents }
    }

## Für Neulinge

alhambra-how-to-play-expansions2-3 = { $module ->
        [city_gates] **Stadttore**: Eine Stadttorkarte, die mit dem Geld aufgedeckt wird, darfst du statt Geld nehmen. Baust du ein Plättchen, öffnet ein Tor auf einer seiner Mauern, die an eine andere Mauer stößt, diese Doppelmauer für Fußgänger.
        [wall_cards] **Mauern**: Mauerkarten liegen neben dem Geld. Eine zu nehmen ist deine Aktion: Ihre Holzmauern kommen auf eines deiner Plättchen und zählen wie gedruckte Mauern.
        [camps] **Feldlager**: Feldlager kommen mit den Gebäuden in den Beutel. Jede Bastion muss an einer Stadtmauer liegen; sie bringt bei jeder Wertung einen Punkt für jedes Plättchen in der geraden Reihe hinter dieser Mauer.
        [street_trader] **Fliegender Händler**: Baust du auf dem Feld deines Händlers, zieht ein Bewohner auf das neue Gebäude; fülle den Händler auf und setze ihn neben ein Plättchen. Bewohner vieler Farben zählen als Sätze.
        [thieves] **Diebe**: Zwischen zwei Zügen darfst du einen verdeckten Dieb ausspielen: Er nimmt eine Geldkarte seiner Währung aus der Auslage.
        [diamonds] **Diamanten**: Sie bezahlen jedes Gebäude, nur mit Diamanten, nie mit Geld gemischt; am Ende sind sie wertlos.
       *[change] **Wechselgeld**: Zahlst du 2 oder mehr zu viel, ziehst du für je 2 eine Münze (Wert 1) aus dem Beutel.
    }

## Auswahl (Knöpfe, Menüs, Autovervollständigung)

alhambra-act-take-gate = Die Stadttorkarte nehmen (statt Geld)
alhambra-act-place-gate = { $tile } { $place } bauen, Tor in der Mauer { $side }
    .tile = acc
alhambra-act-place-gate-numbered = { $number }: { $tile } { $place } bauen, Tor in der Mauer { $side }
    .tile = acc
alhambra-act-rebuild-gate = Umbauen: { $tile } aus der Reserve { $place } bauen, Tor { $side }
    .tile = acc
alhambra-act-rebuild-gate-brief = Umbauen: { $tile } (Reserve) { $place }, Tor { $side }
    .tile = bare
alhambra-act-wall = Eine Mauerkarte nutzen: { $walls } auf { $tile }
    .tile = acc
alhambra-act-refill = Deinen Händler auffüllen: { $resident }
alhambra-act-swap = Auf deinem Händler tauschen: { $give } hinaus, { $take } herein
alhambra-act-move = Deinen Händler { $place } setzen
alhambra-act-move-numbered = { $number }: deinen Händler { $place } setzen
alhambra-act-thief = Einen Dieb ausspielen: { $cards } aus der Geldauslage nehmen
alhambra-act-window-pass = Passen: diese Gelegenheit auslassen

alhambra-button-gate-card = Stadttorkarte nehmen
alhambra-button-walls = Mauerkarte…
alhambra-button-trader = Dein Händler…
alhambra-button-build-plain = Bauen (ohne Tor)
alhambra-button-build-gate = Bauen, mit Tor in der Mauer { $side }
alhambra-button-thief = Dieb: { $cards } nehmen
alhambra-button-swap-out = Hinaus: { $resident }
alhambra-button-swap-in = Herein: { $resident }
alhambra-button-wall-tile = { $tile }
    .tile = bare

## Die Bildschirme des Panels

alhambra-panel-gate-card = Eine Stadttorkarte liegt bei den Toren: Nimm sie statt Geld (du behältst sie, bis du ein Plättchen mit ihr baust).
alhambra-panel-wall-card = Mauerkarten liegen neben dem Geld: Eine zu nehmen ist deine Aktion.
alhambra-panel-trader-line = Dein Händler muss weiterziehen, bevor dein Zug endet.
alhambra-panel-gate-title = { $tile } hier bauen: mit Tor?
    .tile = acc
alhambra-panel-gate = Du hast eine Stadttorkarte. Ein Tor auf einer Mauer des neuen Plättchens, die an eine Mauer des Nachbarn stößt, öffnet diese Doppelmauer für Fußgänger; die Karte ist dann verbraucht. { $plain ->
        [yes] Baue ohne Tor oder mit einem Tor in einer dieser Mauern:
       *[no] Hier lässt sich das Plättchen nur mit einem Tor bauen:
    }
alhambra-panel-walls-title = Mauerkarten
alhambra-panel-walls = Wähle eine Karte: Ihre Holzmauern kommen auf eines deiner Plättchen (gebaut, in der Reserve oder gekauft und noch nicht gebaut) und zählen für immer wie gedruckte Mauern. Sie zu nehmen ist deine Aktion.
alhambra-panel-wall-title = Welches Plättchen bekommt: { $walls }?
alhambra-panel-wall = Wähle eine Zahl im Bild oder ein Plättchen deiner Reserve beim Namen. Mauern kommen nie auf eine Mauer, und jedes Plättchen muss zu Fuß erreichbar bleiben.
alhambra-panel-trader-title = Dein Fliegender Händler
alhambra-panel-trader = { $refill ->
        [yes] Ein Bewohner deines Händlers ist auf das gebaute Plättchen gezogen. Fülle den Händler mit einem Bewohner aus dem Vorrat auf:
       *[no] { $swap ->
            [yes] Kein Bewohner deines Händlers passte zum Plättchen. Du darfst einen Bewohner mit dem Vorrat tauschen (zuerst den, der hinausgeht) oder den Händler gleich weitersetzen: { $where }
           *[no] Setze deinen Händler auf ein freies Feld neben einem Plättchen: { $where }
        }
    }
alhambra-panel-swap-title = Hinaus: { $resident }
alhambra-panel-swap = Welcher Bewohner aus dem Vorrat kommt dafür auf deinen Händler?
alhambra-panel-thieves-title = Zwischen zwei Zügen: Diebe
alhambra-panel-thieves = Ein Dieb nimmt jetzt, außer der Reihe, eine Geldkarte seiner Währung aus der Auslage auf deine Hand; der Dieb ist dann aus dem Spiel. { $vizier ->
        [yes] Oder kaufe ein Gebäude mit deinem Wesir.
       *[no] {""}
    } Oder passe: Dann ist { $next } am Zug.
alhambra-panel-window-others-title = Erst die anderen
alhambra-panel-window-others = { $names } { $count ->
        [one] darf
       *[other] dürfen
    } noch { $what ->
        [thieves] einen Dieb ausspielen
       *[both] einen Dieb ausspielen oder einen Wesir einsetzen
    }. { $answered ->
        [yes] Du hast geantwortet: Deine Wahl gilt, sobald alle vor dir gepasst haben.
       *[no] Dann ist { $next } am Zug.
    }
alhambra-caption-trader = Wohin zieht dein Händler?
alhambra-caption-wall = Welches Plättchen bekommt die Mauern?

## Der Thread: auf wen das Fenster wartet

alhambra-call-window = 🦹 { $users }: Ihr dürft jetzt { $what ->
        [thieves] einen Dieb ausspielen
       *[both] einen Dieb ausspielen oder euren Wesir einsetzen
    }, bis { $until } (**{ panel-button }**). Dann ist { $next } am Zug.
alhambra-status-window = Zug { $turn }: { $names } { $count ->
        [one] darf
       *[other] dürfen
    } noch { $what ->
        [thieves] einen Dieb ausspielen
       *[both] einen Dieb ausspielen oder einen Wesir einsetzen
    }; dann wählt { $name }.
alhambra-window-time-up = ⏰ Die Zeit zwischen den Zügen ist um: { $names } { $count ->
        [one] hat
       *[other] haben
    } gepasst.
alhambra-options-window = Zwischen zwei Zügen: { $minutes } Minuten, um einen Dieb auszuspielen

## Was geschah

alhambra-log-gate-shown = 🚪 { $discarded ->
        [yes] Eine Stadttorkarte wurde aufgedeckt, aber bei den Toren lag schon eine: Sie kommt auf den Ablagestapel.
       *[no] Eine Stadttorkarte wurde aufgedeckt und liegt bei den Toren: Man darf sie statt Geld nehmen.
    }
alhambra-log-gate-taken = 🚪 { $who } hat die Stadttorkarte genommen.
alhambra-log-gate-built = 🚪 { $who } hat eine Stadttorkarte gespielt: Das neue Plättchen hat ein Tor in der Mauer { $side }.
alhambra-log-gate-lost = 🚪 Das Tor von { $who } zwischen { $tile } und { $other } ist aus dem Spiel (eines seiner Plättchen wurde entfernt).
    .tile = dat
    .other = dat
alhambra-log-wall-shown = 🧱 Eine Mauerkarte wurde neben der Geldauslage aufgedeckt: { $walls }.
alhambra-log-walls-built = 🧱 { $who } hat eine Mauerkarte genutzt: { $walls } auf { $tile }.
    .tile = dat
alhambra-log-change = 🪙 { $who } hat { $overpaid } zu viel bezahlt { $got ->
        [all] und { $coins } als Wechselgeld bekommen.
        [some] und { $coins } als Wechselgeld bekommen ({ $owed } standen zu, aber der Beutel ist jetzt leer).
       *[none] aber der Beutel mit dem Wechselgeld ist leer: kein Wechselgeld.
    }
alhambra-log-coins-returned = 🪙 { $who } hat mit { $coins } bezahlt: Die Münzen kommen zurück in den Beutel.
alhambra-log-trader-displaced = 🧺 { $who } hat { $tile } auf das Feld des Händlers gebaut: { $matched ->
        [yes] Ein Bewohner ist darauf gezogen, { $resident }.
       *[no] Kein Bewohner des Händlers passte dazu.
    }
    .tile = acc
alhambra-log-trader-detached = 🧺 Der Händler von { $who } steht neben keinem Plättchen mehr: Er zieht am Ende des Zuges weiter.
alhambra-log-trader-refilled = 🧺 { $who } hat den Händler aus dem Vorrat aufgefüllt: { $resident }.
alhambra-log-trader-swapped = 🧺 { $who } hat einen Bewohner des Händlers mit dem Vorrat getauscht: { $give } hinaus, { $take } herein.
alhambra-log-trader-moved = 🧺 { $who } hat den Händler weitergesetzt{ $known ->
        [yes] , { $place }.
       *[no] .
    }
alhambra-log-thief = 🦹 { $who } hat einen { $currency }-Dieb ausgespielt und { $cards } aus der Geldauslage genommen.

## Befehle

cmd-alhambra-thief = dieb
    .description = Zwischen zwei Zügen: einen Dieb ausspielen oder passen
opt-alhambra-thief-choice = auswahl
    .description = Welche Karte dein Dieb nimmt

## Spielhilfe (/alhambra rules)

alhambra-rules-expansions2-3 =
    {"*"}*2. und 3. Erweiterung: Die Tore der Stadt, Die Stunde der Diebe** (wählbar mit `module:`): Diamanten, Diebe und Wechselgeld auch mit Granada und zu zweit; die anderen nur mit den Plättchen der Alhambra. Ein Feldlager darf auch an einer Holzmauer liegen, bekommt selbst keine, und auf ein Feldlager kommt kein Stadttor.
    {"*"}*Stadttore**: Eine Stadttorkarte je Spieler wird in den 3., 4. und 5. Geldstapel gemischt (GT1; zu zweit zwei Karten, GT3). Eine aufgedeckte Karte liegt bei den Toren (eine zweite kommt auf den Ablagestapel).
    • **Nimm sie** statt Geld. Baust du ein Plättchen (gekauft, am Ende erhalten oder beim Umbau aus der Reserve), darfst du sie spielen: Ein Tor auf einer Mauer des neuen Plättchens, die an eine Mauer des Nachbarn stößt, öffnet diese Doppelmauer für Fußgänger. So darf ein Plättchen die Alhambra auch nur mit Mauern berühren. Die Mauern müssen weiter passen; die Karte ist verbraucht.
    • Ein Tor gehört zu seiner Kante: Entfernt ein Umbau eines der beiden Plättchen, ist das Tor aus dem Spiel (GT2). Ein Tor überbrückt nie eine Holzmauer.
    {"*"}*Mauern**: acht Karten (eine Seite oder zwei Seiten an einer Ecke, WA1), je zwei im 2. bis 5. Geldstapel. Sie liegen neben der Geldauslage.
    • **Nutze eine** als Aktion: Ihre Holzmauern kommen auf eines deiner Plättchen (gebaut, in der Reserve oder gekauft und noch nicht gebaut), nie auf eine Mauer, nie auf den Brunnen. Sie zählen für immer wie gedruckte Mauern; eine Mauer zum Nachbarn ist eine Mauer für beide (WA2). Jedes Plättchen muss zu Fuß erreichbar bleiben. Die Karte ist aus dem Spiel.
    {"*"}*Feldlager**: acht Feldlager kommen in den Beutel (Preise 3, 4, 6, 7; CA1). Ein Feldlager wird wie ein Gebäude gekauft, ist aber keines: keine Mehrheit, keine Farbe.
    • Jede Bastion (die Seiten mit Pfeil) muss an einer Stadtmauer eines Nachbarplättchens liegen; ein Feldlager berührt andere Plättchen nur mit seinen Bastionen (CA2). Bei jeder Wertung bringt eine Bastion 1 Punkt für jedes Plättchen der ununterbrochenen geraden Reihe dahinter (Brunnen und Bauhütten zählen, ein leeres Feld, ein Feldlager oder ein Portal beendet sie, CA3). Die Außenmauer wird gemessen, als stünde kein Feldlager.
    {"*"}*Der Fliegende Händler**: Vor dem ersten Zug wählt jede und jeder geheim drei Bewohner verschiedener Farben für den Händler und die Seite des Brunnens, an der er beginnt (wer nicht rechtzeitig wählt, behält drei zugeloste); die drei anderen kommen in den gemeinsamen Vorrat.
    • Baust du auf das Feld deines Händlers, zieht ein Bewohner in der Farbe des Plättchens darauf; fülle den Händler aus dem Vorrat auf. Passte keiner, darfst du einen Bewohner mit dem Vorrat tauschen. Am Ende deines Zuges setzt du den Händler auf ein freies Feld neben einem Plättchen (dein Zug endet damit; ST1). Feldlager und Bauhütten nehmen keine Bewohner auf.
    • Jede Wertung: Für jeden Satz Bewohner verschiedener Farben auf deinen Plättchen 1, 3, 6, 10, 15 oder 21 Punkte für 1 bis 6 Farben.
    {"*"}*Die Diebe**: verdeckte Diebeskarten, drei je Währung, 4 für jeden (3 zu viert, 2 zu fünft oder sechst).
    • Zwischen zwei Zügen (im selben Fenster wie der Wesir, TH1) darf jeder außer dem nächsten Spieler einen Dieb ausspielen: Er nimmt eine Geldkarte seiner Währung aus der Auslage (keine Wechselstube, keinen Diamanten). Die Auslage wird aufgefüllt, das Fenster öffnet sich neu, so können Diebe einander folgen. Wer nicht rechtzeitig antwortet, für den passt der Bot (eine Tischoption).
    • Gefragt wird jeder, der einen Dieb hat, welche Farben er auch hat. Willst du nicht gefragt werden, stell in deinem Panel **{ alhambra-thieves-always-on }** ein (🦹, jederzeit; genauso wieder zurück): Deine Diebe passen dann von selbst. Der Tisch sieht, wer das eingestellt hat.
    {"*"}*Diamanten**: elf Diamantenkarten (3 bis 9, die elfte eine 6: DI1) unter dem Geld. Sie werden wie Geld genommen; sie bezahlen jedes Gebäude, nur mit Diamanten, nie mit Geld gemischt (keine Wechselstube); bei der Verteilung am Ende wertlos. In Granada zählen sie beim Umdrehen als fünfte Währung (DI2).
    {"*"}*Wechselgeld**: 24 Münzen zu 1 in einem Beutel. Zahlst du X zu viel, ziehst du X÷2 Münzen (abgerundet) blind aus dem Beutel; du darfst absichtlich zu viel zahlen (die Zahlungsknöpfe zeigen „+1 Münze“). Münzen sind Geld ihrer Währung; ausgegebene Münzen kommen zurück in den Beutel. Ein Zug, in dem Münzen gezogen wurden, lässt sich nicht über das Ziehen hinaus zurücknehmen.

## Das Fenster zwischen zwei Zügen, mit Dieben

alhambra-log-window-opened = 🦹 { $names } { $count ->
        [one] darf
       *[other] dürfen
    } jetzt { $what ->
        [thieves] einen Dieb ausspielen
       *[both] einen Dieb ausspielen oder einen Wesir einsetzen
    } (Vorrang in dieser Reihenfolge).
alhambra-log-window-passed = { $who } hat gepasst.
alhambra-log-window-closed = 🦹 Zwischen diesen Zügen handelt niemand mehr: Es geht weiter.

## Die Module ohne eigenen Titel anderswo

module-city_gates =
    .title = Stadttore
    .description = Stadttorkarten kommen mit dem Geld: Ein Tor öffnet eine Doppelmauer für Fußgänger, wenn du ein Plättchen baust.
module-wall_cards =
    .title = Mauern
    .description = Mauerkarten kommen mit dem Geld: Setze als Aktion Holzmauern auf eines deiner Plättchen.
