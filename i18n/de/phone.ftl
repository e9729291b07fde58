# Issue 24: die Extra-Aktion nach passender Zahlung, die Abschnitte der Regeln, erklärte Fehler.

## Passend bezahlt (bot/alhambra/panel_place.py, bot/alhambra/texts.py)

phone-place-paid-exactly = **Passend bezahlt: Du hast noch eine Aktion.** Nimm sie zuerst mit **{ alhambra-button-another-action }**. { $ends ->
        [yes] Baust du das Plättchen jetzt ein oder legst es in die Reserve, verfällt diese Aktion und dein Zug endet.
       *[no] Baust du jetzt ein Plättchen ein oder legst es in die Reserve, verfällt diese Aktion: Danach baust du nur noch ein, was du gekauft hast.
    }
phone-log-extra-action-lost = (Die zusätzliche Aktion für die passende Zahlung verfiel ungenutzt.)
