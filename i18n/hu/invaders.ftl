## 4. kiegészítő: támadók és felderítők

module-invaders =
    .title = Támadók és felderítők
    .description = Fizess ki pontosan egy nyitott felderítő színével egyező épületet, és megtudod, honnan jönnek a következő támadók; minden értékeléskor a feléjük néző nyitott oldalak pontba kerülnek.

alhambra-invaders-from = { $side ->
        [N] északról (felülről)
        [E] keletről (jobbról)
        [S] délről (alulról)
       *[W] nyugatról (balról)
    }
alhambra-scout-taken-object = a { $building ->
        [pavilion] kék
        [seraglio] piros
        [arcades] barna
        [chambers] fehér
        [garden] zöld
       *[tower] lila
    } felderítőt ({ $name })

alhambra-log-scout-taken = 🔭 { $who } elvette { $scout }, és megnézte a legfelső támadókártyát.
alhambra-log-invaders = ⚔️ A támadók { $where } jönnek! Minden feléjük néző nyitott oldal (nincs fal, mögötte üres mező) { $points } pontba kerül{ $beside ->
        [none] {""}
       *[other] , minden { $side ->
            [N] keletre vagy nyugatra
            [E] északra vagy délre
            [S] keletre vagy nyugatra
           *[W] északra vagy délre
        } néző ilyen oldal 1 pontba
    }: { $lost }.
alhambra-log-invaders-nobody = senki sem veszít pontot
alhambra-log-invaders-seat = { $name } −{ $points }
alhambra-log-scouts-up = 🔭 Új { $count ->
        [one] felderítő
       *[other] felderítők
    } felfordítva: { $scouts }.

alhambra-next-scout = 🔭 Ezt csak te látod: a legfelső támadókártya szerint a támadók { $where } jönnek. A következő értékeléskor onnan támadnak.
alhambra-hold-invaders = 🔭 Csak te tudod: a következő támadók { $where } jönnek.
alhambra-how-to-play-invaders = 🔭 **Támadók**: fizess ki pontosan egy nyitott felderítő színével egyező épületet, vedd el a felderítőt, és titokban megnézheted, honnan jönnek a következő támadók. Minden értékeléskor a feléjük néző nyitott oldalak pontba kerülnek.

alhambra-rules-invaders =
    {"*"}*Támadók és felderítők** (4. kiegészítő, A kalifa kincstára; a `modules:` opcióval választhatod; csak az Alhambra lapjaival, kétfős játékban is). Négy támadókártya (észak, kelet, dél, nyugat) fekszik lefordítva; a hat felderítőből (épületszínenként egy) kettő nyitva fekszik a pénz mellett.
    • **Felderítők**: aki elsőként fizet ki pontosan egy nyitott felderítő színével egyező épületet, elveszi a felderítőt, és egyedül ő látja a legfelső támadókártyát (a paneled és a kézképed mutatja). Minden pontos vásárlás számít: a vezíré, Abdul Karimé, és a pénzváltóval, gyémánttal vagy visszajáró érmével fizetett is. Tábor soha nem hoz felderítőt. Hogy kinél van felderítő, az nyilvános; több vásárlással mindkettőt megszerezheted (IN6). Ha visszavonod a körödet, a felderítő visszakerül, de a kártyát továbbra is ismered (IN5).
    • **Értékelés** (minden más pont után): felfordítják a legfelső támadókártyát. A lapjaid minden arra néző oldala, amelyen nincs fal és mögötte üres mező van, az 1., 2. vagy 3. értékeléskor 1, 2 vagy 3 pontba kerül; a 3. értékeléskor a két szomszédos irányba néző ilyen oldalak is 1-1 pontba. A fa falak falnak számítanak. Minden lap számít, a szökőkút és az építőműhelyek is; a táborok nem, és a táborra néző oldal nem nyitott (IN1). A pontszámod sosem megy 0 alá (IN2). Géza nem veszít pontot.
    • Ezután a kártya, a fel nem használt és az elvett felderítők kikerülnek a játékból (IN4); az 1. és 2. értékelés után két új felderítőt fordítanak fel. Építési terület soha nem hoz felderítőt (IN3).

img-term-invaders = Támadók
img-scouts = Felderítők
img-scouts-none = nincs több
img-scout-holder = { $name }
img-invaders-from = { $where }
img-invaders-next = Következő támadók
img-invaders-attack = { $round }. értékelés: támadók { $where }
img-invaders-lost = −{ $points }
img-invaders-legend = Vastag piros oldal: { $points } pont{ $beside ->
        [yes] , vékony: 1 pont
       *[no] {""}
    }
