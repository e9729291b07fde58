# A 3. kiegészítő tolvajai: a „ne kérdezzen a tolvajaimról” állandó beállítás (a két kör
# közötti ablak ekkor magától passzol a játékos tolvajaival), és a vezír megjegyzése a kéz
# képén annak, akit megkérdez a bot, de egyik épületet sem tudja pontosan kifizetni.

## A beállítás gombja és begépelt választása. $on: yes (bekapcsolás) vagy no (kikapcsolás)

# A beállítás két felirata, mindkettő külön üzenet, hogy a játékossegédlet szó szerint
# idézhesse a gombot.
alhambra-thieves-always-on = Tolvajokkal mindig passzolok (ne kérdezzen róluk a körök között)
alhambra-thieves-always-off = Kérdezzen újra a tolvajaimról a körök között
alhambra-act-thieves-always = { $on ->
        [yes] { alhambra-thieves-always-on }
       *[no] { alhambra-thieves-always-off }
    }

## Elutasítások

engine-thieves-always-passes = A tolvajaiddal mindig passzolsz: előbb kapcsold ki
engine-thieves-none-held = Nincs tolvajod: ez a beállítás semmit sem változtatna
engine-thieves-setting-unchanged = { $on ->
        [yes] A tolvajaidról már nem kérdez a bot
       *[no] A tolvajaidról már most is kérdez a bot
    }

## A kéz képe: a vezír megjegyzése annak, akit két kör között megkérdez a bot, de a kártyái
## egyik épületet sem fizetik ki pontosan (csak ő látja)

img-vizier-nothing-fits = most egyik épületet sem fizeted ki pontosan
