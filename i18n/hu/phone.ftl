# 24. hibajegy: a pontos fizetésért járó akció, a szabályok fejezetei, a hibák magyarázata.

## Pontos fizetés (bot/alhambra/panel_place.py, bot/alhambra/texts.py)

phone-place-paid-exactly = **Pontosan fizettél: még egy akció jár neked.** Előbb ezt válaszd: **{ alhambra-button-another-action }**. { $ends ->
        [yes] Ha most beépíted a lapot vagy a tartalékmezőre teszed, ez az akció elvész, és a köröd véget ér.
       *[no] Ha most beépítesz egy lapot, vagy a tartalékmezőre teszel egyet, ez az akció elvész: utána már csak a megvett lapokat helyezed el.
    }
phone-log-extra-action-lost = (A pontos fizetésért járó további akció kimaradt.)
phone-next-exact-lost = Ha előbb lapot helyezel el, a további akció elvész.

## Hibák (bot/tables/guard.py)

phone-unknown-kind = Ezt a játékot ennek a botnak egy újabb változata mentette (vagy a mentett bejegyzése megsérült): ez a változat nem ismeri a játék fajtáját, ezért itt nem játszható. Amint a bot frissül, a játék ott folytatódik, ahol abbamaradt. A házigazda (vagy akinek „Szerver kezelése” joga van) be is fejezheti a `/{ $command } { cmd-table } { cmd-cancel }` paranccsal.

## A játékossegédlet (bot/tables/rules.py): egy üzenet, telefonképernyőnként egy oldal

phone-rules-part = { $title } ({ $part }/{ $parts })
phone-rules-pick = Válassz egy részt a szabályokból
phone-rules-next = Tovább: { $title } ›
phone-rules-none = Ehhez a játékhoz nincs játékossegédlet.

# A post in the middle of a turn (what the player just did cannot be undone): the
# player is named, not pinged again.
alhambra-call-turn-goes-on = { $name } folytatja a körét.
