# Issue 24: die Extra-Aktion nach passender Zahlung, die Abschnitte der Regeln, erklärte Fehler.

## Passend bezahlt (bot/alhambra/panel_place.py, bot/alhambra/texts.py)

phone-place-paid-exactly = **Passend bezahlt: Du hast noch eine Aktion.** Nimm sie zuerst mit **{ alhambra-button-another-action }**. { $ends ->
        [yes] Baust du das Plättchen jetzt ein oder legst es in die Reserve, verfällt diese Aktion und dein Zug endet.
       *[no] Baust du jetzt ein Plättchen ein oder legst es in die Reserve, verfällt diese Aktion: Danach baust du nur noch ein, was du gekauft hast.
    }
phone-log-extra-action-lost = (Die zusätzliche Aktion für die passende Zahlung verfiel ungenutzt.)
phone-next-exact-lost = Baust du zuerst ein Plättchen ein, verfällt die zusätzliche Aktion.

## Fehler (bot/tables/guard.py)

phone-unknown-kind = Dieses Spiel wurde von einer neueren Version dieses Bots gespeichert (oder sein gespeicherter Eintrag ist beschädigt): Diese Version kennt seine Spielart nicht, daher kann es hier nicht gespielt werden. Sobald der Bot aktualisiert ist, geht das Spiel dort weiter, wo es stehen geblieben ist. Der Gastgeber (oder jemand mit „Server verwalten“) kann es auch mit `/{ $command } { cmd-table } { cmd-cancel }` beenden.

## Die Spielhilfe (bot/tables/rules.py): eine Nachricht, eine Seite pro Handybildschirm

phone-rules-part = { $title } ({ $part }/{ $parts })
phone-rules-pick = Wähle einen Teil der Regeln
phone-rules-next = Weiter: { $title } ›
phone-rules-none = Für dieses Spiel gibt es keine Spielhilfe.

# A post in the middle of a turn (what the player just did cannot be undone): the
# player is named, not pinged again.
alhambra-call-turn-goes-on = { $name } ist weiter am Zug.
