# Wechselscheine (Erweiterung 6, „Die Falkner“). $currency: die Währung (Wörter über
# alhambra-currency); $who: ein Name. Ein Wechselschein ist ein Währungsstein auf der
# Wechselscheinübersicht des Spielers.

## Namen

alhambra-certificate-amount = Wechselschein { $value } { alhambra-currency }
alhambra-how-to-play-certificates = 🎫 **Wechselscheine**: Überzahlst du einen Kauf (ein Gebäude, ein Feldlager, ein Gebot oder mit Diamanten), nimmst du einen Währungsstein dieser Währung auf den Wert der Überzahlung; hast du schon einen, steigt er (höchstens 10). Mit ihm bezahlst du seinen ganzen Wert wie mit Geld seiner Währung (🎫 auf den Bezahl-Schaltflächen); passend bezahlt hast du noch eine Aktion.
module-exchange_certificate =
    .title = Wechselscheine
    .description = Überzahle einen Kauf und nimm einen Währungsstein auf den Wert der Überzahlung (bis 10); später zahlst du damit wie mit Geld seiner Währung.

## Auswahl und Verlauf

alhambra-act-overpay-for = { $take ->
        [coins] Wenn ich überzahle: Wechselgeld-Münzen für mich
       *[certificate] Wenn ich überzahle: einen Wechselschein für mich
    }
alhambra-log-certificate-issued = 🎫 { $who } überzahlte um { $overpaid } { alhambra-currency }: { $before ->
        [0] ein neuer Wechselschein über { $value }.
       *[other] der Wechselschein steigt von { $before } auf { $value }.
    }
alhambra-log-certificate-spent = 🎫 { $who } zahlte mit einem Wechselschein über { $value } { alhambra-currency }; der Stein liegt wieder im Vorrat.

## Ablehnungen (Engine)

engine-certificate-no-change = Ohne Wechselgeld gibt Überzahlen immer einen Wechselschein
engine-certificate-choice-unchanged = { $take ->
        [coins] Überzahlen gibt dir schon Münzen
       *[certificate] Überzahlen gibt dir schon einen Wechselschein
    }

## Spielhilfe

alhambra-rules-exchange-certificate =
    {"*"}*Wechselscheine** (Erweiterung 6; Modul `exchange_certificate`, auch mit Granada und der Kombination): Jeder Spieler hat eine Wechselscheinübersicht. Die Währungssteine liegen im Vorrat: 1 je Währung bei 2 Spielern, 2 bei 3-4, 3 bei 5-6.
    {"*"}*Bekommen**: Überzahlst du ein Gebäude (auch mit dem Wesir), ein Feldlager, ein Gebot für einen Charakter oder zahlst du mit Diamanten zu viel, um X, nimmst du einen Stein dieser Währung aus dem Vorrat und setzt ihn auf X; hast du den Stein dieser Währung schon, steigt er um X, höchstens auf 10 (EC1). Ein Stein je Währung und Spieler. Diamanten geben den Stein der Währung ihres Felds auf dem Bauhof (EC4); ein Gebot die Währung, in der es bezahlt wurde (EC6); jedes Plättchen vom Bauhof zählt, das Umdrehen in Granada nicht (EC5).
    {"*"}*Ausgeben**: Mit einem Stein bezahlst du seinen ganzen Wert wie mit Geld seiner Währung, überall, wo man mit Geld bezahlt (Plättchen, Wesir, Gebote, Feldlager, Bazare, Truhen, Sultankarten), und kehrt in den Vorrat zurück (EC2). Passend damit bezahlt ist passend: noch eine Aktion, und der Kundschafter. Bei der Verteilung am Spielende zählt er als Geld.
    {"*"}*Mit Wechselgeld**: Du wählst Münzen oder einen Wechselschein (EC3): einen Wechselschein, außer du hast in deinem Panel auf Münzen umgestellt (🎫, jederzeit); kannst du keinen Stein gewinnen, bekommst du Münzen (EC9).
    {"*"}*Unsere Festlegungen**: Ein Stein liegt als Geldstück in deiner Hand (EC7); alle Steine sind öffentlich, und für Yammerad und Machma zählt ein Stein nicht als Handkarte (EC8). Ein Stein bezahlt auch Falken, Baustellen und Portale wie Geld, und Überzahlen einer Baustelle bringt einen (EC10).

## Bilder

img-certificate-title = Wechselscheine
img-certificate-pool = Steine im Vorrat
img-certificate-none = kein Wechselschein
