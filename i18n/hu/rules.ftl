engine-character-ammar-after-trader = A további átépítés a vándorkereskedő továbblépése előtt jön: ebben a körben már továbblépett
alhambra-panel-rebuild-before-trader-title = Ammar El'Schauf további átépítése
alhambra-panel-rebuild-before-trader = Ha szeretnél, előbb építs át: amint a kereskedőd továbblépett, véget ér a köröd, és a további átépítés elvész.

## A lakók kiválasztása a játék elején (vándorkereskedő)
engine-trader-already-chosen = A lakóidat már kiválasztottad: a játék akkor kezdődik, amikor mindenki választott
engine-trader-choose-three = Válassz { $count } különböző színű lakót
engine-trader-bad-side = Nincs „{ $side }” oldal: a kút oldalai N, E, S és W
engine-trader-choosing = A játékosok éppen a lakóikat választják
alhambra-panel-residents-title = 🧺 Válaszd ki a lakóidat
alhambra-panel-residents = Az első kör előtt mindenki titokban kiválaszt három különböző színű lakót a vándorkereskedőjére, és a kút oldalát, ahonnan indul. A másik három a közös készletbe kerül.
    Kiválasztva: { $count ->
        [0] még senki
       *[other] { $residents }
    } ({ $count }/3) · a kereskedő a kút { $side } oldalán.
    Koppints egy színre, hogy elvedd vagy visszategyed, aztán a **Kész** gombra.
alhambra-button-residents-side = a kút { $side } oldala
alhambra-button-residents-done = Kész
alhambra-panel-residents-waiting-title = 🧺 Lakók
alhambra-panel-residents-waiting = A lakóidat kiválasztottad. { $count ->
        [one] { $names } még választ.
       *[other] Még választanak: { $names }.
    }
alhambra-call-residents = 🧺 { $users }: válasszátok ki a vándorkereskedőtök három lakóját és a kút oldalát, eddig: { $until } (**{ panel-button }**). Aki addig nem választ, a kisorsolt lakókat kapja.
alhambra-status-residents = Az első kör előtt: { $count ->
        [one] { $names } még lakókat választ.
       *[other] még lakókat választanak: { $names }.
    }
alhambra-log-residents = { $who } kiválasztotta a lakóit.
alhambra-log-residents-all = { $who } kiválasztotta a lakóit. Minden vándorkereskedő a kútja mellett áll: kezdődik a játék.
alhambra-act-residents = Lakók: { $residents } · a kereskedő a kút { $side } oldalán
alhambra-residents-time-up = ⏰ Lejárt a lakók kiválasztásának ideje: { $count ->
        [one] { $names } a kisorsolt lakókat kapja.
       *[other] a kisorsolt lakókat kapják: { $names }.
    }
alhambra-options-residents = Vándorkereskedő: { $minutes } perc a játék elején a lakók kiválasztására
alhambra-panel-vizier-turned = Megfordítva ({ $cards }): { $tile }. Építsd be: { $where }
alhambra-resident-colour = { $building ->
        [pavilion] kék
        [seraglio] piros
        [arcades] barna
        [chambers] fehér
        [garden] zöld
       *[tower] lila
    }
engine-vizier-no-such-face = A megvett lapnak csak a két oldala közül lehet az egyik felül
engine-vizier-turn-not-needed = A megfordításért csak akkor fizetsz, ha a másik oldalával építed be; a tartalékmezőre bármelyik oldalával felfelé ingyen teheted
