# A 2. kiegészítő ("A város kapui") és a 3. kiegészítő ("A tolvajok órája") a botban:
# városkapuk, falkártyák, táborok, a vándorkereskedő, tolvajok, gyémántok és a visszajáró érmék.
# A lapok a mondatban az attribútumuk szerinti alakban állnak (lásd alhambra.ftl).

## Oldalak, falak, táborok, lakók

alhambra-side = { $side ->
        [N] felső
        [E] jobb
        [S] alsó
       *[W] bal
    }
alhambra-walls = { $count ->
        [one] fal a { $sides } oldalon
       *[other] falak a { $sides } oldalon
    }
alhambra-camp-bastions = ({ $count ->
        [one] bástya
       *[other] bástyák
    }: { $sides })
alhambra-resident = { $building ->
        [pavilion] kék
        [seraglio] piros
        [arcades] barna
        [chambers] fehér
        [garden] zöld
       *[tower] lila
    } ({ $name })

## Pénz: gyémántok és visszajáró érmék

alhambra-diamonds = { $count ->
        [one] Gyémánt { $values }
       *[other] Gyémántok { $values }
    }
alhambra-coins = { $count ->
        [one] 1 { alhambra-currency }-érme
       *[other] { $count } { alhambra-currency }-érme
    }
alhambra-coins-short = { $count ->
        [one] 1 érme
       *[other] { $count } érme
    }
alhambra-hand-with-coins = { $values }, { $count ->
        [one] 1 érme
       *[other] { $count } érme
    }
alhambra-hand-diamonds = { $count ->
        [one] Gyémánt
       *[other] Gyémántok
    } { $total } ({ $values })
alhambra-button-change = +{ $count ->
        [one] 1 érme
       *[other] { $count } érme
    }

## Ami a játékosnál van a pénzen kívül

alhambra-hold-gates = { $count ->
        [one] 1 kapukártya
       *[other] { $count } kapukártya
    }
alhambra-hold-thieves = { $count ->
        [one] Tolvaj: { $currencies }
       *[other] Tolvajok: { $currencies }
    }
alhambra-hold-trader = A vándorkereskedődön: { $count ->
        [0] senki
       *[other] { $residents }
    }

## Újoncoknak

alhambra-how-to-play-expansions2-3 = { $module ->
        [city_gates] **Városkapuk**: a pénzzel felfordult kapukártyát pénz helyett elveheted. Amikor lapot építesz be, egy kapu a lap olyan falán, amely egy másik falhoz ér, gyalogosan átjárhatóvá teszi ezt a kettős falat.
        [wall_cards] **Falkártyák**: falkártyák fekszenek a pénz mellett. Egy elvétele az akciód: a rajta lévő fa falak az egyik lapodra kerülnek, és nyomtatott falnak számítanak.
        [camps] **Táborok**: a táborok az épületekkel kerülnek a zsákba. Minden bástyának egy városfal mellett kell feküdnie; minden értékeléskor egy pontot ér a fal mögötti egyenes sor minden lapjáért.
        [street_trader] **Vándorkereskedő**: ha a kereskedőd mezőjére építesz, egy lakó átköltözik az új lapra; töltsd fel a kereskedőt, majd tedd egy lap mellé. A különböző színű lakók készletekként érnek pontot.
        [thieves] **Tolvajok**: két kör között kijátszhatsz egy titkos tolvajt: elvesz egy saját pénznemű pénzkártyát a kirakott pénzkártyák közül.
        [diamonds] **Gyémántok**: bármely lapot kifizetik, de csak gyémántokkal, pénzzel soha nem keverve; a végén értéktelenek.
       *[change] **Visszajáró**: ha 2-vel vagy többel túlfizetsz, minden 2 után húzol egy érmét (értéke 1) a zsákból.
    }

## Választások (gombok, menük, automatikus kiegészítés)

alhambra-act-take-gate = A kapukártya elvétele (pénz helyett)
alhambra-act-place-gate = { $tile } beépítése { $place }, kapu a { $side } falán
    .tile = cap
alhambra-act-place-gate-numbered = { $number }: { $tile } beépítése { $place }, kapu a { $side } falán
    .tile = the
alhambra-act-rebuild-gate = Átépítés: { $tile } beépítése a tartalékmezőről { $place }, kapu a { $side } falán
    .tile = the
alhambra-act-rebuild-gate-brief = Átépítés: { $tile } (tartalékmezőről) { $place }, kapu a { $side } falán
    .tile = bare
alhambra-act-wall = Falkártya használata: { $walls }, ezen a lapodon: { $tile }
    .tile = bare
alhambra-act-refill = A vándorkereskedő feltöltése: { $resident }
alhambra-act-swap = Csere a vándorkereskedődön: { $give } ki, { $take } be
alhambra-act-move = A vándorkereskedő áthelyezése { $place }
alhambra-act-move-numbered = { $number }: a vándorkereskedő áthelyezése { $place }
alhambra-act-thief = Tolvaj kijátszása: { $cards } elvétele a kirakott pénzkártyák közül
alhambra-act-window-pass = Passz: most kihagyod ezt a lehetőséget

alhambra-button-gate-card = Kapukártya elvétele
alhambra-button-walls = Falkártya…
alhambra-button-trader = A vándorkereskedőd…
alhambra-button-build-plain = Beépítés (kapu nélkül)
alhambra-button-build-gate = Beépítés, kapuval a { $side } falon
alhambra-button-thief = Tolvaj: { $cards } elvétele
alhambra-button-swap-out = Ki: { $resident }
alhambra-button-swap-in = Be: { $resident }
alhambra-button-wall-tile = { $tile }
    .tile = bare

## A panel képernyői

alhambra-panel-gate-card = Egy kapukártya fekszik a kapuknál: vedd el pénz helyett (addig nálad marad, amíg egy lapot be nem építesz vele).
alhambra-panel-wall-card = Falkártyák fekszenek a pénz mellett: egy elvétele az akciód.
alhambra-panel-trader-line = A vándorkereskedődnek tovább kell lépnie, mielőtt véget ér a köröd.
alhambra-panel-gate-title = { $tile } ide: kapuval?
    .tile = cap
alhambra-panel-gate = Van egy kapukártyád. Egy kapu az új lap olyan falán, amely a szomszéd falához ér, gyalogosan átjárhatóvá teszi ezt a kettős falat; a kártya ezzel elhasználódik. { $plain ->
        [yes] Építsd be kapu nélkül, vagy kapuval ezek egyikén:
       *[no] Ide a lap csak kapuval építhető be:
    }
alhambra-panel-walls-title = Falkártyák
alhambra-panel-walls = Válassz egy kártyát: a rajta lévő fa falak az egyik lapodra kerülnek (beépített, tartalékmezőn lévő, vagy megvett és még várakozó lapra), és örökre nyomtatott falnak számítanak. Az elvétele az akciód.
alhambra-panel-wall-title = Melyik lapra kerül: { $walls }?
alhambra-panel-wall = Válassz egy számot a képen, vagy egy lapot a tartalékmeződről a neve szerint. Fal sosem kerül falra, és minden lapnak gyalog elérhetőnek kell maradnia.
alhambra-panel-trader-title = A vándorkereskedőd
alhambra-panel-trader = { $refill ->
        [yes] A vándorkereskedőd egyik lakója átköltözött a beépített lapra. Töltsd fel a kereskedőt egy lakóval a készletből:
       *[no] { $swap ->
            [yes] A kereskedőd egyik lakója sem illett a laphoz. Egy lakót kicserélhetsz a készlettel (előbb azt, amelyik kimegy), vagy rögtön áthelyezheted a kereskedőt: { $where }
           *[no] Tedd a kereskedődet egy lap melletti szabad mezőre: { $where }
        }
    }
alhambra-panel-swap-title = Ki: { $resident }
alhambra-panel-swap = Melyik lakó jön helyette a készletből a kereskedődre?
alhambra-panel-thieves-title = Két kör között: tolvajok
alhambra-panel-thieves = Egy tolvaj most, soron kívül elvesz egy saját pénznemű pénzkártyát a kirakott pénzkártyák közül a kezedbe; a tolvaj ezután kikerül a játékból. { $vizier ->
        [yes] Vagy vásárolj egy lapot a vezíreddel.
       *[no] {""}
    } Vagy passzolj: akkor { $next } következik.
alhambra-panel-window-others-title = Előbb a többiek
alhambra-panel-window-others = { $names } még { $count ->
        [one]
            { $what ->
                [thieves] kijátszhat egy tolvajt
               *[both] kijátszhat egy tolvajt vagy használhat egy vezírt
            }
       *[other]
            { $what ->
                [thieves] kijátszhatnak egy tolvajt
               *[both] kijátszhatnak egy tolvajt vagy használhatnak egy vezírt
            }
    }. { $answered ->
        [yes] Már válaszoltál: a döntésed akkor számít, amikor mindenki passzolt előtted.
       *[no] Utána { $next } következik.
    }
alhambra-caption-trader = Hová lép a vándorkereskedőd?
alhambra-caption-wall = Melyik lap kapja a falakat?

## A szál: kire vár az ablak

alhambra-call-window = 🦹 { $users }: most { $what ->
        [thieves] kijátszhattok egy tolvajt
       *[both] kijátszhattok egy tolvajt vagy használhatjátok a vezíreteket
    }, eddig: { $until } (**{ panel-button }**). Utána { $next } következik.
alhambra-status-window = { $turn }. kör: { $names } még { $count ->
        [one]
            { $what ->
                [thieves] kijátszhat egy tolvajt
               *[both] kijátszhat egy tolvajt vagy használhat egy vezírt
            }
       *[other]
            { $what ->
                [thieves] kijátszhatnak egy tolvajt
               *[both] kijátszhatnak egy tolvajt vagy használhatnak egy vezírt
            }
    }; utána { $name } választ.
alhambra-window-time-up =
    ⏰ Lejárt az idő a két kör között: { $names } { $count ->
        [one] passzolt
       *[other] passzoltak
    }.
alhambra-options-window = Két kör között: { $minutes } perc egy tolvaj kijátszására

## Ami történt

alhambra-log-gate-shown = 🚪 { $discarded ->
        [yes] Felfordult egy kapukártya, de a kapuknál már feküdt egy: ez a dobópakliba került.
       *[no] Felfordult egy kapukártya, és a kapuknál fekszik: pénz helyett el lehet venni.
    }
alhambra-log-gate-taken = 🚪 { $who } elvette a kapukártyát.
alhambra-log-gate-built = 🚪 { $who } kijátszott egy kapukártyát: az új lap { $side } falán kapu áll.
alhambra-log-gate-lost = 🚪 { $who } kapuja ({ $tile } és { $other } között) kikerült a játékból (az egyik lapját elvették).
    .tile = the
    .other = the
alhambra-log-wall-shown = 🧱 Falkártya fordult fel a kirakott pénzkártyák mellett: { $walls }.
alhambra-log-walls-built = 🧱 { $who } falkártyát használt: { $walls }, ezen a lapon: { $tile }.
    .tile = bare
alhambra-log-change = 🪙 { $who } többet fizetett a kelleténél (túlfizetés: { $overpaid }), { $got ->
        [all] és visszajáróként ezt kapta: { $coins }.
        [some] és visszajáróként ezt kapta: { $coins } ({ $owed } járt volna, de a zsák most üres).
       *[none] de az érmék zsákja üres: nincs visszajáró.
    }
alhambra-log-coins-returned = 🪙 { $who } ezzel fizetett: { $coins }; az érmék visszakerülnek a zsákba.
alhambra-log-trader-displaced = 🧺 { $who } a vándorkereskedő mezőjére építette be ezt: { $tile }; { $matched ->
        [yes] egy lakó átköltözött rá: { $resident }.
       *[no] a kereskedő egyik lakója sem illett hozzá.
    }
    .tile = bare
alhambra-log-trader-detached = 🧺 { $who } vándorkereskedője már egyik lap mellett sem áll: a kör végén továbblép.
alhambra-log-trader-refilled = 🧺 { $who } feltöltötte a vándorkereskedőt a készletből: { $resident }.
alhambra-log-trader-swapped = 🧺 { $who } kicserélt egy lakót a vándorkereskedőjén a készlettel: { $give } ki, { $take } be.
alhambra-log-trader-moved = 🧺 { $who } áthelyezte a vándorkereskedőt{ $known ->
        [yes] {" "}{ $place }.
       *[no] .
    }
alhambra-log-thief = 🦹 { $who } kijátszott egy { $currency }-tolvajt, és elvette a kirakott pénzkártyák közül: { $cards }.

## Parancsok

cmd-alhambra-thief = tolvaj
    .description = Két kör között: tolvaj kijátszása vagy passz
opt-alhambra-thief-choice = választás
    .description = Melyik kártyát veszi el a tolvajod

## Játékossegéd (/alhambra rules)

alhambra-rules-expansions2-3 =
    {"*"}*2. és 3. kiegészítő: A város kapui, A tolvajok órája** (a `modulok:` opcióval választható): a gyémántok, a tolvajok és a visszajáró Granadával és ketten is; a többi csak az Alhambra lapjaival. A tábor fa falnak is támaszkodhat, maga nem kaphat fa falat, és táborra nem kerül városkapu.
    {"*"}*Városkapuk**: játékosonként egy kapukártya kerül a 3., 4. és 5. pénzpakliba (GT1; ketten két kártya, GT3). A felforduló kártya a kapuknál fekszik (a második a dobópakliba kerül).
    • **Vedd el** pénz helyett. Amikor lapot építesz be (megvettet, a végén kapottat vagy átépítéskor a tartalékmezőről), kijátszhatod: egy kapu az új lap olyan falán, amely a szomszéd falához ér, gyalogosan átjárhatóvá teszi ezt a kettős falat. Így egy lap csak falakkal is érintheti az Alhambrát. A falaknak továbbra is illeszkedniük kell; a kártya elhasználódik.
    • A kapu az éléhez tartozik: ha egy átépítés elviszi a két lap egyikét, a kapu kikerül a játékból (GT2). Kapu sosem hidal át fa falat.
    {"*"}*Falkártyák**: nyolc kártya (egy oldal, vagy egy sarokban találkozó két oldal, WA1), kettő-kettő a 2–5. pénzpakliban. A kirakott pénzkártyák mellett fekszenek.
    • **Használj egyet** akcióként: a rajta lévő fa falak az egyik lapodra kerülnek (beépített, tartalékmezőn lévő, vagy megvett és várakozó lapra), sosem falra, sosem a kútra. Örökre nyomtatott falnak számítanak; a szomszéd felé néző fal mindkettőjüknek fal (WA2). Minden lapnak gyalog elérhetőnek kell maradnia. A kártya kikerül a játékból.
    {"*"}*Táborok**: nyolc tábor kerül a zsákba (árak: 3, 4, 6, 7; CA1). A tábort úgy veszed meg, mint egy épületet, de nem épület: nincs többsége, nincs színe.
    • Minden bástyának (a nyilas oldalaknak) egy szomszédos lap városfalán kell feküdnie; a tábor csak a bástyáival érint más lapokat (CA2). Minden értékeléskor egy bástya 1 pontot ér a mögötte lévő megszakítatlan egyenes sor minden lapjáért (a kút és az építőműhelyek számítanak, üres mező, tábor vagy kapuzat megszakítja, CA3). A külső falat úgy mérjük, mintha nem állna tábor.
    {"*"}*Vándorkereskedő**: az első kör előtt mindenki titokban kiválaszt három különböző színű lakót a kereskedőjére, és a kút oldalát, ahonnan indul (aki nem választ időben, három kisorsoltat kap); a másik három a közös készletbe kerül.
    • Ha a kereskedőd mezőjére építesz, a lap színének megfelelő lakó átköltözik rá; töltsd fel a kereskedőt a készletből. Ha egyik sem illett, egy lakót kicserélhetsz a készlettel. A köröd végén tedd a kereskedőt egy lap melletti szabad mezőre (ezzel ér véget a köröd; ST1). Táborra és építőműhelyre nem kerül lakó.
    • Minden értékeléskor a lapjaidon álló különböző színű lakók minden készletéért 1, 3, 6, 10, 15 vagy 21 pont 1–6 színért.
    {"*"}*A tolvajok**: titkos tolvajkártyák, pénznemenként három, fejenként 4 (négy játékosnál 3, öt vagy hat játékosnál 2).
    • Két kör között (ugyanabban az ablakban, mint a vezír, TH1) a következő játékoson kívül bárki kijátszhat egy tolvajt: elvesz egy saját pénznemű pénzkártyát a kirakott pénzkártyák közül (pénzváltót és gyémántot nem). A kirakott pénzkártyák kiegészülnek, az ablak újra megnyílik, így a tolvajok követhetik egymást. Aki nem válaszol időben, annak helyett a bot passzol (asztalbeállítás).
    • A bot mindenkit megkérdez, akinek van tolvaja, bármilyen színű is. Ha nem akarod, hogy kérdezzen, kapcsold be a paneleden a **{ alhambra-thieves-always-on }** beállítást (🦹, bármikor; ugyanígy kapcsolod ki): a tolvajaid ekkor maguktól passzolnak. Az asztal látja, ki kapcsolta be.
    {"*"}*Gyémántok**: tizenegy gyémántkártya (3–9, a tizenegyedik 6-os: DI1) a pénz között. Pénzként veszed fel őket; bármely lapot kifizetik, de csak gyémántokkal, pénzzel soha nem keverve (pénzváltó nélkül); a végső szétosztásnál értéktelenek. Granadában a megfordításnál ötödik pénznemnek számítanak (DI2).
    {"*"}*Visszajáró**: 24 érme, egyenként 1 értékű, egy zsákban. Ha X-szel túlfizetsz, X÷2 érmét (lefelé kerekítve) húzol vakon a zsákból; szándékosan is túlfizethetsz (a fizetési gombokon „+1 érme” áll). Az érmék a saját pénznemükben számítanak pénznek; az elköltött érmék visszakerülnek a zsákba. Az a kör, amelyben érmét húztál, nem vonható vissza a húzás előtti állapotra.

## Az ablak két kör között, tolvajokkal

alhambra-log-window-opened = 🦹 { $names } most { $count ->
        [one]
            { $what ->
                [thieves] kijátszhat egy tolvajt
               *[both] kijátszhat egy tolvajt vagy használhat egy vezírt
            }
       *[other]
            { $what ->
                [thieves] kijátszhatnak egy tolvajt
               *[both] kijátszhatnak egy tolvajt vagy használhatnak egy vezírt
            }
    } (elsőbbség ebben a sorrendben).
alhambra-log-window-passed = { $who } passzolt.
alhambra-log-window-closed = 🦹 E két kör között már senki sem lép: folytatódik a játék.

## A máshol címmel nem rendelkező modulok

module-city_gates =
    .title = Városkapuk
    .description = A kapukártyák a pénzzel jönnek: egy kapu gyalogosan átjárhatóvá tesz egy kettős falat, amikor lapot építesz be.
module-wall_cards =
    .title = Falkártyák
    .description = A falkártyák a pénzzel jönnek: akcióként fa falakat tehetsz az egyik lapodra.
