# Die Karawanserei (Erweiterung 5, „Die Macht des Sultans“). $currency: die Währung (Wörter
# über alhambra-currency); $track: der Name einer Karte (alhambra-caravanserai-name); $who: ein Name.

## Namen

alhambra-caravanserai-name = { alhambra-currency }-Karawanserei ({ $first } bei { $at })
alhambra-caravanserai-amount = Karawanserei { $value } { alhambra-currency }
alhambra-how-to-play-caravanserai = 🐪 **Karawanserei**: Mit 4 oder mehr Gebäudearten in deiner Alhambra ist der Kauf einer Karawanserei eine Aktion (8, 4 oder 2 in einer Währung deiner Wahl). Zu Beginn jedes deiner Züge steigt ihr Zählstein um 1 oder biegt in eine andere Währung ab; mit ihrem Wert bezahlst du wie mit Geld (🐪 auf den Bezahl-Schaltflächen), danach beginnt er wieder bei 0.
module-caravanserai =
    .title = Karawanserei
    .description = Mit 4 oder mehr Gebäudearten kaufst du eine Karawanserei: Zu Beginn jedes Zuges steigt ihr Zählstein oder wechselt die Währung, und mit ihrem Wert zahlst du wie mit Geld.

## Auswahl und Verlauf

alhambra-act-buy-caravanserai = Die { $track } für { $cards } kaufen
alhambra-act-buy-caravanserai-brief = Kauf: { $track }, { $cards }
alhambra-act-step-caravanserai = { $to ->
        [branch] Den Zählstein deiner { $track } auf den { $target }-Abzweig setzen
       *[plus] Den Zählstein deiner { $track } um 1 erhöhen
    }
alhambra-log-caravanserai-bought = 🐪 { $who } kaufte die { $track } für { $cards } (Preis { $price } { alhambra-currency }){ $exact ->
        [yes] {" "}(passend: noch eine Aktion)
       *[no] {""}
    }.
alhambra-log-caravanserai-stepped = 🐪 { $branch ->
        [yes] Die { $track } von { $who } biegt nach { alhambra-currency } ab (Wert { $value }).
       *[no] Die { $track } von { $who } steigt auf { $value } { alhambra-currency }.
    }
alhambra-log-caravanserai-spent = 🐪 { $who } zahlte mit { $value } { alhambra-currency } aus der { $track }; ihr Zählstein steht wieder auf 0.

## Panel

# After a caravanserai paid exactly: nothing to place
alhambra-next-exact-nothing = Passend bezahlt: Nimm noch eine Aktion (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` oder `{ cmd-alhambra-rebuild }`) oder beende deinen Zug (`/{ cmd-alhambra } { cmd-alhambra-end }`).

alhambra-panel-caravanserai-step-line = Vor deiner Aktion darfst du einen Zählstein deiner Karawansereien versetzen (einmal pro Zug).
alhambra-button-caravanserai-step = { $to ->
        [branch] Karawanserei: nach { $target } ({ $value })
       *[plus] Karawanserei: +1 (jetzt { $value })
    }
alhambra-panel-caravanserai-line = Eine Karawanserei kaufen: { $price } in einer Währung deiner Wahl ({ $types } Gebäudearten)
alhambra-button-caravanserai = Karawanserei kaufen…
alhambra-panel-caravanserai-title = 🐪 Karawanserei
alhambra-panel-caravanserai = Mit { $types } Gebäudearten kostet eine Karawanserei { $price } in einer Währung deiner Wahl (passend bezahlt: noch eine Aktion). Jede Karte steigt von 0 bis 5 in ihrer Währung; bei 2, 3 und 4 biegt ein Abzweig in eine andere Währung ab. Du darfst 2 besitzen.
alhambra-panel-caravanserai-pay-title = Die { $track } bezahlen ({ $price })
alhambra-panel-caravanserai-pay = Wähle Währung und Geld. Passend bezahlt: noch eine Aktion.
alhambra-button-caravanserai-pay = { alhambra-currency }: { $cards }

## Ablehnungen (Engine)

engine-caravanserai-not-yours = Diese Karawanserei gehört nicht dir
engine-caravanserai-turn-start = Der Zählstein einer Karawanserei zieht nur zu Beginn deines Zuges, vor deiner Aktion
engine-caravanserai-stepped = Du hast in diesem Zug schon einen Zählstein versetzt
engine-caravanserai-cannot-step = Der Zählstein auf { $value } { $currency } kann dorthin nicht ziehen
engine-caravanserai-not-available = Diese Karawanserei ist nicht mehr zu haben
engine-caravanserai-two = Du besitzt schon { $most } Karawansereien
engine-caravanserai-types = Eine Karawanserei braucht mindestens { $least } Gebäudearten in deiner Alhambra; deine hat { $types }
engine-caravanserai-currency = Es gibt keine Währung „{ $currency }“
engine-caravanserai-cannot-buy = Die Karawanserei ({ $price } { $currency }) geht so nicht: { $problem }

## Spielhilfe

alhambra-rules-caravanserai =
    {"*"}*Karawanserei** (Erweiterung 5; Modul `caravanserai`, nur mit den Plättchen der Alhambra): Acht Karawansereikarten liegen offen aus, zwei je Währung. Die Leiste jeder Karte steigt von 0 bis 5 in ihrer Währung; bei 2, 3 und 4 biegt ein Abzweig in eine der drei anderen Währungen ab und behält den Wert; ein Abzweig geht nicht weiter, bis sein Wert ausgegeben ist (KS1).
    {"*"}*Kaufen**: eine Aktion, wenn deine Alhambra mindestens 4 Gebäudearten zeigt (gebaute Gebäude, nicht die Reserve; KS3): Sie kostet 8, 4 oder 2 bei 4, 5 oder 6 Arten, in einer Währung deiner Wahl, für eine beliebige noch ausliegende Karte (KS6); passend bezahlt hast du noch eine Aktion, überzahlt bekommst du Wechselgeld (KS2). Höchstens 2 je Spieler; der Wesir kann keine kaufen; der Zählstein beginnt bei 0.
    {"*"}*Ziehen und Ausgeben**: Einmal pro Zug, vor deiner Aktion, steigt einer deiner Zählsteine um 1 (höchstens 5) oder biegt an einem Abzweig ab. Kein Schritt für einen Kauf mit dem Wesir. Der Wert ist ein Geldstück seiner Währung (🐪): Du zahlst damit den ganzen Wert, auch zusammen mit anderem Geld, überall, wo man mit Geld bezahlt (Plättchen, Wesir, Truhen, Bazare, Gebote); danach steht der Zählstein wieder auf 0 und die Karte bleibt (KS4). Für Yammerad und Machma zählt er nicht als Handkarte; bei der Verteilung am Spielende zählt er als Geld.
    {"*"}*Unsere Festlegungen**: Der Wert eines Zählsteins liegt als Geldstück in deiner Hand (KS4); alle Karten und Zählsteine sind öffentlich (KS5).

## Bilder

img-caravanserai-title = Karawansereien
img-caravanserai-none = keine Karawanserei
