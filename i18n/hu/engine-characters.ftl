# A 2. kiegészítés karakterei: a szabályok elutasításai, az árverés és a szabálymodul. A
# karakterek neve úgy marad, ahogy a kártyán áll.

## Alhambra, 2. kiegészítés: egy karakter árverése

engine-character-auction = { $character } árverése folyik: először { $name } válaszol
engine-character-no-auction = Most nincs karakterárverés
engine-character-not-asked = Az árverésen most { $name } válaszol
engine-character-still-bidding = Az árverés még tart: licitálj vagy passzolj
engine-character-pay-first = Megnyerted az árverést: válaszd ki, hogyan fizeted ki ezt az összeget: { $amount }
engine-character-bid-too-low = Legalább { $least } összeget licitálj
engine-character-bid-unpayable = { $amount } összeget egyetlen pénznemben sem tudsz kifizetni, pénzváltóval vagy gyémánttal sem
engine-character-cannot-pay = Így nem fizethetsz { $amount } összeget ezért: { $character }: { $problem }

## Alhambra, 2. kiegészítés: egy karakter használata

engine-character-not-owned = { $character } nem a tiéd
engine-character-one-per-turn = Ebben a körben már használtad: { $character }. Lailát, Machmát és Yammeradot együtt körönként egyszer lehet
engine-character-turn-start = { $character } csak a köröd elején segít, az akciód előtt
engine-character-not-building = Így csak épületet vehetsz el, tábort nem
engine-character-bag-empty = Üres a zsák: nincs új lap a cseréhez
engine-character-give-money = Adj le egy pénzkártyádat
engine-character-take-money = Egy kirakott pénzkártyát vegyél el
engine-character-machma-value = Machma legfeljebb { $most } értékű kártyát vesz el
engine-character-yammerad-rich = Yammerad csak akkor segít, ha { $least } pénzkártyánál kevesebb van a kezedben
engine-character-deck-empty = Elfogyott a pénzkártyapakli
engine-character-knihstig-no-claim = Knihstig csak akkor ad kártyát, ha ebben a körben legalább { $least } árú lapot vettél, egyszer
engine-character-knihstig-not-now = Knihstig csak a saját körödben ad kártyát
engine-character-not-on-display = { $card } nincs a kirakott pénzkártyák között
engine-character-ammar-used = Ammar El'Schauf körönként egy további átépítést enged: ezt már felhasználtad
engine-character-ammar-bought = Előbb építsd be vagy tedd a tartalékmeződre a megvett lapokat, csak utána építs át még egyszer

## A szabálymodul

module-characters =
    .title = Karakterek
    .description = Tíz karakter érkezik a pénzzel, hat kerül játékba: mindegyiket elárverezik, amikor előkerül, és segít a tulajdonosának.
