engine-character-ammar-after-trader = A további átépítés a vándorkereskedő továbblépése előtt jön: ebben a körben már továbblépett
alhambra-panel-rebuild-before-trader-title = Ammar El'Schauf további átépítése
alhambra-panel-rebuild-before-trader = Ha szeretnél, előbb építs át: amint a kereskedőd továbblépett, véget ér a köröd, és a további átépítés elvész.

## A lakók kiválasztása a játék elején (vándorkereskedő)
engine-trader-already-chosen = A lakóidat már kiválasztottad: a játék akkor kezdődik, amikor mindenki választott
engine-trader-choose-three = Válassz { $count } különböző színű lakót
engine-trader-bad-side = Nincs „{ $side }” oldal: a szökőkút oldalai N, E, S és W
engine-trader-choosing = A játékosok éppen a lakóikat választják
