engine-character-ammar-after-trader = A további átépítés a vándorkereskedő továbblépése előtt jön: ebben a körben már továbblépett
alhambra-panel-rebuild-before-trader-title = Ammar El'Schauf további átépítése
alhambra-panel-rebuild-before-trader = Ha szeretnél, előbb építs át: amint a kereskedőd továbblépett, véget ér a köröd, és a további átépítés elvész.
