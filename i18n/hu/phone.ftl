# 24. hibajegy: a pontos fizetésért járó akció, a szabályok fejezetei, a hibák magyarázata.

## Pontos fizetés (bot/alhambra/panel_place.py, bot/alhambra/texts.py)

phone-place-paid-exactly = **Pontosan fizettél: még egy akció jár neked.** Előbb ezt válaszd: **{ alhambra-button-another-action }**. { $ends ->
        [yes] Ha most beépíted a lapot vagy a tartalékmezőre teszed, ez az akció elvész, és a köröd véget ér.
       *[no] Ha most beépítesz egy lapot vagy a tartalékmezőre teszed, ez az akció elvész: utána már csak a megvett lapokat helyezed el.
    }
phone-log-extra-action-lost = (A pontos fizetésért járó további akció kimaradt.)
