# 2. kiegészítés: a gyémántok, 3. kiegészítés: a visszajáró (engine/alhambra/diamonds.py,
# change.py): miért utasít el a motor egy lépést, és a két szabálymodul.

## Fizetés gyémánttal

# $diamonds, $others: hány gyémántot és hány más kártyát választottál (itt nincs használva)
engine-pay-diamonds-alone = Gyémánttal csak gyémántokkal együtt fizethetsz, pénzzel soha nem keverve: vele együtt sem más pénzt, sem pénzváltót nem használhatsz
engine-pay-diamonds-too-little = A lap ára { $price } { $currency }; a kiválasztott gyémántjaid együtt csak { $total }

## A szabálymodulok

module-diamonds =
    .title = Gyémántok
    .description = Tizenegy gyémántkártya a pénz között: bármelyik lapot kifizetik, de csak gyémántokkal, pénzzel soha nem keverve, és a játék végén nem érnek semmit.
module-change =
    .title = Visszajáró
    .description = Ha legalább 2-vel többet fizetsz egy lapért, minden 2 után húzz egy visszajáró érmét a zsákból; az érmék 1 értékű pénzt érnek.
