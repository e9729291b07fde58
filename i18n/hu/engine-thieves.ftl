# A 3. kiegészítés tolvajai és a két kör közötti kérdezés, amelyen a vezírrel osztoznak.

## Alhambra, 3. kiegészítés: a tolvajok

engine-thieves-window = A többiek még kijátszhatnak tolvajt
engine-thief-unknown = Nincs { $thief } nevű tolvajkártya
engine-thief-next-player = Te következel: a soron következő játékos nem játszhat ki tolvajt
engine-thief-not-yours = Nincs a kezedben ilyen { $currency } tolvajkártya
engine-thief-not-on-display = { $card } nincs a kirakott pénzkártyák között
engine-thief-office = Tolvaj nem lophat pénzváltót ({ $card })
engine-thief-wrong-currency = A { $currency } tolvaj csak { $currency } pénzkártyát lophat el, ezt nem: { $card }

## Alhambra, 1. kiegészítés: a vezír a közös kérdezésben

engine-vizier-always-passes = A vezíreddel mindig passzolsz: előbb kapcsold ki

## A szabálymodul

module-thieves =
    .title = A tolvajok
    .description = Rejtett tolvajkártyák: két kör között minden tolvaj ellop a pénznemének egy pénzkártyáját a kirakottak közül.
