# Az okok, amiért a szabályok elutasítanak egy lépést vagy egy új játék beállításait, a
# magyar szabálykönyv szavaival (pénzkártya, építőudvar, tartalékmező, városfal, várárok,
# átépítés). A mondatban álló lap alakját az azonos nevű attribútum adja meg (lásd
# alhambra.ftl): bare, cap, the, acc, abl, sub, dat, ill, ela, ine, del, cau.

## Több okban közös szavak

engine-list-or = { $first } vagy { $last }
engine-side = { $side ->
        [N] északi
        [E] keleti
        [S] déli
       *[W] nyugati
    }
engine-barriers = { $barrier ->
        [moat] várárok csak várárokkal érintkezhet
       *[wall] városfal csak városfallal érintkezhet
    }
engine-barrier = { $barrier ->
        [moat] várárok
       *[wall] városfal
    }
engine-verb = { $action ->
        [take_money] pénzt felvenni
        [buy] vásárolni
        [buy_second] vásárolni
        [place] beépíteni
        [reserve] a tartalékmezőre tenni
        [flip] megfordítani
        [give_to_dirk] Gézának adni
        [rebuild_place] átépíteni
        [rebuild_remove] átépíteni
        [rebuild_exchange] átépíteni
        [restart_turn] visszavonni a kört
        [end_turn] befejezni a kört
        [turn_vizier_up] vezírt újra aktiválni
        [use_vizier] vezírt használni
        [pass_vizier] passzolni
        [vizier_always_pass] vezírbeállítást módosítani
        [reveal_bonus_card] bónuszkártyát felfedni
        [take_yard] építőműhelyt elvenni
        [take_gate_card] elvenni a kapukártyát
        [place_gate] beépíteni
        [rebuild_place_gate] átépíteni
        [use_wall_card] falkártyát használni
        [refill_trader] feltölteni a kereskedődet
        [swap_trader] lakót cserélni
        [move_trader] áthelyezni a kereskedődet
       *[retire_seat] kiszállni
    }

## Alhambra: pénz

engine-take-none = Válassz legalább egy pénzkártyát, amit felveszel
engine-take-twice = Minden pénzkártyát csak egyszer vehetsz fel
engine-take-missing = { $cards } { $count ->
        [one] nincs
       *[other] nincsenek
    } a kirakott pénzkártyák között
engine-take-too-much = Több kártyát csak akkor vehetsz fel, ha az együttes értékük legfeljebb { $limit }; { $cards } együtt { $total }
engine-pay-none = Válaszd ki a pénzkártyákat, amelyekkel fizetsz
engine-pay-twice = Minden pénzkártyával csak egyszer fizethetsz
engine-pay-missing = Nincs a kezedben: { $cards }
engine-pay-wrong-currency = Ezen a mezőn csak { $currency } pénznemben fizethetsz; ezzel nem: { $cards }
engine-pay-too-little = A lap ára { $price } { $currency }; a kiválasztott kártyáid együtt csak { $total } (visszajáró nincs, de legalább az árat ki kell fizetned)
engine-no-slot = Az építőudvaron nincs „{ $slot }” mező; a mezők: { $currencies }
engine-slot-empty = { $second ->
        [yes] Az építőudvar { $currency }-mezőjén már nincs Granada-lap
       *[no] Az építőudvar { $currency }-mezője üres
    }
engine-cannot-buy = Nem veheted meg { $tile } ({ $price } { $currency }): { $problem }
    .tile = acc

## Alhambra, 1. kiegészítés: pénzváltók

engine-take-aid-alone = { $card }: ezt csak egymagában, pénz helyett lehet felvenni
engine-pay-aid-wrong = { $card } nem mutatja a { $currency } pénznemet, ezért itt nem fizethetsz vele
engine-pay-wrong-currency-aided = Ezen a mezőn { $currency } pénznemben fizetsz; ezzel itt nem fizethetsz: { $cards }, még ezzel együtt sem: { $aids }
engine-pay-aid-unused = { $card }: nincs rá szükség; csak akkor fizess vele, ha a másik pénznemét szintén használod

## Alhambra, 1. kiegészítés: a vezír és a kérdezés két kör között

engine-wait-window = Egy pillanat: { $why }
engine-window-open = Mások léphetnek előbb
engine-vizier-window = A többiek még használhatják a vezírüket
engine-vizier-face-down = A vezíred nem aktív: előbb aktiváld újra, a köröd egyik akciójaként
engine-vizier-not-exact = A vezírrel csak pontos fizetéssel lehet vásárolni: a lap ára { $price }, a kártyáid együtt { $total }
engine-vizier-already-up = A vezíred már aktív
engine-vizier-setting-unchanged = { $on ->
        [yes] A vezíreddel már mindig passzolsz
       *[no] A bot már most kérdez, ha a vezíred vásárolhatna
    }

## Alhambra: beépítés és átépítés

engine-on-reserve = Ez a lap a tartalékmeződön van: beépítése átépítés, ami vásárlás vagy pénzfelvétel helyett számít akciónak
engine-not-waiting = { $tile } nincs a beépítésre váró megvett lapok között
    .tile = cap
engine-not-on-reserve = { $tile } nincs a tartalékmeződön
    .tile = cap
engine-cannot-build = Ide nem építhetsz: { $problem }
engine-cannot-remove = Ezt a lapot nem veheted ki: { $problem }
engine-cannot-exchange = A csere nem lehetséges: { $problem }
engine-place-built = Ez a hely ({ $place }) már be van építve
engine-place-corner = { $tile } ({ $place }) csak egy teljes oldalával csatlakozhat { $city ->
        [alhambra] az Alhambrádhoz
       *[other] a városodhoz
    }, egy sarkával nem
    .tile = cap
engine-place-barrier = { engine-barriers }: { $place } { $has_tile } oldalán { engine-barrier } van, { $lacks_tile } oldalán nincs (az új lap { engine-side } oldala)
    .has_tile = the
    .lacks_tile = the
engine-place-walk = { $tile } ({ $place }) nem volna gyalog elérhető { $start_tile } úgy, hogy ne kelljen { $barrier ->
        [moat] várárkon
       *[wall] városfalon
    } átkelni
    .tile = cap
    .start_tile = abl
engine-place-hole = { $tile } ({ $place }) bekerített üres lyukat hagyna
    .tile = cap
engine-start-fixed = { $start_tile } soha nem mozdítható el és nem vehető ki
    .start_tile = cap
engine-no-tile-there = Itt ({ $place }) nincs lap
engine-remove-cuts = { $tile } ({ $place }) nélkül néhány lap már nem volna gyalog elérhető { $start_tile }
    .tile = cap
    .start_tile = abl
engine-remove-hole = Ha kiveszed { $tile } ({ $place }), bekerített üres lyuk marad
    .tile = acc
engine-exchange-barrier = { engine-barriers }: { $tile } nem illik ide ({ $place }; { engine-side } oldal)
    .tile = the

## Alhambra + Granada: két város egy síkon

engine-combi-cross = Alhambra-lap és Granada-lap csak városfal és várárok mentén érintkezhet: { $place } { $tile } és { $other_tile } érintkezne (az új lap { engine-side } oldala), anélkül hogy mindkét oldalon { $city ->
        [alhambra] városfal és várárok
       *[granada] várárok és városfal
    } lenne
    .tile = the
    .other_tile = the
engine-combi-first-granada = Az első Granada-lapodnak ({ $place }) egy teljes oldalával kell az Alhambrádhoz csatlakoznia, várárokkal a városfalhoz
engine-combi-own = { $tile } ({ $place }) csak egy teljes oldalával csatlakozhat { $city ->
        [granada] a Granadádhoz
       *[alhambra] az Alhambrádhoz
    }
    .tile = cap
engine-combi-walk = { $tile } ({ $place }) nem volna gyalog elérhető { $city ->
        [granada] { $start_tile }, ahol a Granadád kezdődött,
       *[alhambra] a kúttól
    } úgy, hogy ne kelljen { $barrier ->
        [moat] várárkon
       *[wall] városfalon
    } átkelni
    .tile = cap
    .start_tile = abl
engine-combi-start-fixed = { $tile }, ahol a Granadád kezdődött, a kiindulómezőjét helyettesíti, és soha nem mozdítható el és nem vehető ki
    .tile = cap
engine-combi-remove-cuts = { $tile } ({ $place }) nélkül néhány lap már nem volna gyalog elérhető a városa kezdetétől
    .tile = cap
engine-combi-exchange-barrier = { $tile } nem illik ide ({ $place }; { engine-side } oldal): egy városon belül városfal városfallal, várárok várárokkal érintkezik, Alhambra-lap és Granada-lap pedig csak városfal és várárok mentén
    .tile = cap
engine-combi-exchange-cuts = { $tile } ({ $place }) beépítésével néhány lap már nem volna gyalog elérhető a városa kezdetétől
    .tile = cap

## Alhambra: Granada kétoldalú lapjai, Géza

engine-flip-not-bought = Csak olyan lapot fordíthatsz meg, amelyet ebben a körben vettél, és még beépítésre vár
engine-one-sided = { $tile } csak egyoldalú
    .tile = cap
engine-cannot-flip = Nem fordíthatod meg { $tile }: { $problem }
    .tile = acc
engine-flip-nowhere = { $tile } másik oldala, { $other_tile }, most sehová sem fér a városodba; megfordítani csak beépítéshez lehet (a tartalékmezőre bármelyik oldalával ingyen kerülhet)
    .tile = cap
    .other_tile = the
engine-final-as-it-lies = A játék végén a lapokat úgy kell beépíteni, ahogy fekszenek: { $tile } nem fordítható meg
    .tile = the
engine-flip-pay-none = Válaszd ki a pénzkártyákat, amelyekkel fizetsz (legalább { $cost } egy pénznemben)
engine-flip-one-currency = Csak egy pénznemben fizethetsz, nem ezekben: { $currencies }
engine-flip-too-little = A megfordítás legalább { $cost } egy pénznemben; a kiválasztott kártyáid együtt csak { $total } (visszajáró nincs)
engine-dirk-only-bought = Gézának csak olyan lapot adhatsz, amelyet ebben a körben vettél ({ $tile })
    .tile = bare

## Alhambra: 1. kiegészítés, bónuszkártyák és építőműhelyek

engine-bonus-unknown = Nincs ilyen bónuszkártya: „{ $card }”
engine-bonus-revealed = { $tile } bónuszkártyáját már felfedted
    .tile = cap
engine-bonus-not-yours = Nincs a kezedben { $tile } bónuszkártyája
    .tile = the
engine-bonus-on-reserve = { $tile } a tartalékmeződön van: a bónuszkártyáját csak akkor fedheted fel, ha be van építve az Alhambrádba
    .tile = cap
engine-bonus-not-built = { $tile } nincs beépítve az Alhambrádba: a bónuszkártyáját csak akkor fedheted fel, ha be van építve
    .tile = cap
engine-yard-no-stack = Nincs építőműhely-pakli ehhez: „{ $building }”
engine-yard-three = Már van { $limit } építőműhelyed (beépítve, a tartalékmezőn vagy beépítésre várva): egy játékosnak legfeljebb { $limit } lehet
engine-yard-stack-empty = Elfogytak a { $building ->
        [pavilion] kék
        [seraglio] piros
        [arcades] barna
        [chambers] fehér
        [garden] zöld
       *[tower] lila
    } építőműhelyek

## Alhambra: körök

engine-game-over = A játék véget ért
engine-no-such-seat =
    { $seat ->
        [1] Az
        [5] Az
       *[other] A
    } { $seat }. hely nem játszik ebben a játékban
engine-not-your-turn = { $name } van soron, nem te
engine-not-their-turn = Nem { $name } van soron
engine-no-action = { $name } nem tud mit lépni
engine-already-left = { $name } már kiszállt a játékból
engine-not-now-their-turn = Most nem tudsz { engine-verb }: { $name } van soron
engine-not-now = Most nem tudsz { engine-verb }: { $hint }
engine-hint-action = Előbb vegyél fel pénzt, vásárolj egy épületlapot, vagy építs át
engine-hint-placing = Az akcióid elfogytak: építsd be vagy tedd a tartalékmezőre, amit vettél, aztán fejezd be a köröd
engine-hint-final_placing = A játék véget ér: építsd be vagy tedd a tartalékmezőre a kapott lapokat
engine-hint-extra = Pontosan fizettél: válassz még egy akciót (pénzfelvétel, vásárlás vagy átépítés), vagy építsd be vagy tedd a tartalékmezőre, amit vettél, mielőtt befejezed a köröd
engine-nothing-to-undo = Ebben a körben még nincs mit visszavonni
engine-place-before-end = Építsd be vagy tedd a tartalékmezőre a megvett { $count } lapot, mielőtt befejezed a köröd

## Alhambra: egy új játék beállításai és szabálymoduljai

engine-players-count = Az Alhambrát { $least }–{ $most } játékos játssza, nem { $count }
# $count: how many options are unknown
engine-unknown-options =
    { $count ->
        [one] Ismeretlen beállítás
       *[other] Ismeretlen beállítások
    }: { $names }
engine-modules-not-yet = Ezek a szabálymodulok még nem érhetők el: { $modules }
engine-modules-unknown = Ezek a szabálymodulok nem léteznek: { $modules }
engine-modules-automatic = { $modules }: ezt a játék maga kapcsolja be
engine-modules-twice = Minden szabálymodult csak egyszer: { $modules } kétszer szerepel
engine-modules-different-games = { $modules } különböző játékok: válassz közülük egyet
engine-modules-requires = { $module } csak ezzel együtt játszható: { $needs }
engine-modules-not-with = Ez a kettő nem játszható együtt: { $module } és { $modules }
engine-modules-dirk-two = Géza csak kétszemélyes játékban játszik

module-granada =
    .title = Granada
    .description = Építsd fel Granadát kétoldalú, várárkos lapokból; a többség annyit ér, ahány ilyen épület áll az összes városban.
module-granada_simplified =
    .title = Egyszerűsített Granada-értékelés
    .description = Granada épületei szorzók helyett fix pontot érnek (3 | 10, 3 | 18, 10, 3); tanuláshoz jó.
module-alhambra_granada =
    .title = Alhambra + Granada
    .description = Építsd az Alhambrádat, körülötte Granadát: minden mezőn két lap, és a várárokkal találkozó fal pluszpontot ér.
module-dirk =
    .title = Két játékos Gézával
    .description = Két játékosnál egy képzeletbeli harmadik játékos, Géza is gyűjt lapokat és pontokat.
module-vizier =
    .title = A vezír kegye
    .description = Vegyél soron kívül egy lapot, pontosan fizetve, egyszer, amíg újra nem aktiválod a vezíredet.
module-exchange_offices =
    .title = Pénzváltók
    .description = Hat kártya, amellyel egy vásárlás két pénznemben is kifizethető.
module-bonus_cards =
    .title = Bónuszkártyák
    .description = Városfal nélküli lapokat mutató titkos kártyák: ha a lap beépült, felfedve mindegyik egy további ilyen épületnek számít.
module-building_yards =
    .title = Építőműhelyek
    .description = Vegyél el legfeljebb három ingyenes építőműhelyt: mindegyik egy további épületnek számít minden azonos színű szomszédért, amelytől nem választja el városfal.

## Roll & Write

engine-rw-no-die = Egyik { $colour ->
        [yellow] sárga
       *[blue] kék
    } kocka sem mutatja ezt a számot: { $value }
engine-rw-die-edge = A kockát nem lehet { $direction ->
        [up] 6 fölé forgatni
       *[down] 1 alá forgatni
    }: a 6 és az 1 nem fordul át egymásba
engine-rw-turn-no-coin = Egy kocka forgatása 1 érme, és nincs több érméd
engine-rw-crossed = { $building } (sárga { $yellow } × kék { $blue }) már át van húzva: válassz másik metszéspontot, vagy szerezz érméket
engine-rw-second-cost = Egy második épület { $cost } érme, neked { $coins } van
engine-rw-second-dice = Egy második épülethez a másik sárga és a másik kék kocka kell
engine-rw-other-crossed = A másik kockapár erre mutat: { $building } (sárga { $yellow } × kék { $blue }), ez pedig már át van húzva
engine-rw-nothing-to-undo = Nincs mit visszavonni: ebben a körben nem forgattál kockát
engine-rw-keep = Ezt dobtad: { $yellow_dice } · { $blue_dice }; tarts meg közülük egy sárga és egy kék kockát
engine-rw-left = { $name } kiszállt a játékból, és már nem lép
# $count: how many players the game waits for
engine-rw-played-round =
    { $round ->
        [1] Az
        [5] Az
       *[other] A
    } { $round }. fordulót már lejátszottad; még { $count ->
        [one] rá várunk
       *[other] rájuk várunk
    }: { $names }
engine-rw-stale =
    Ez { $meant ->
        [1] az
        [5] az
       *[other] a
    } { $meant }. fordulóhoz szólt; most { $round ->
        [1] az
        [5] az
       *[other] a
    } { $round }. forduló zajlik
engine-rw-verb = { $action ->
        [turn_die] kockát forgatni
        [cross] áthúzni
        [gain_coins] érmét szerezni
        [keep_pair] kockát megtartani
        [restart_turn] visszavonni a kört
       *[retire_seat] kiszállni
    }
engine-rw-not-now = Most nem tudsz { engine-rw-verb }: { $hint }
engine-rw-hint-act = Előbb húzz át egy épületet, vagy szerezz érméket (előtte forgathatsz kockát)
engine-rw-hint-keep = Mind a négy kockával dobtál: tarts meg egy sárgát és egy kéket, a többit továbbadod
engine-rw-left-nobody-waits = { $name } kiszállt a játékból: senki sem vár rá
engine-rw-nothing-to-do =
    { $seat ->
        [1] Az
        [5] Az
       *[other] A
    } { $seat }. helynek most nincs teendője
engine-rw-players-type = A játékosokat számmal vagy nevek listájával kell megadni
engine-rw-players-count = Az Alhambra Roll & Write-ot { $least }–{ $most } játékos játssza, nem { $count }
engine-rw-whole-number = { $option }: egész számnak kell lennie, nem { $value }
engine-rw-mode = A mód „egyszerre” vagy „klasszikus”, nem { $value }
engine-rw-solo-opponents = Egyedül { $least }–{ $most } képzeletbeli játékos ellen játszol, nem { $count } ellen
engine-rw-two-one-imaginary = Két játékos mindig pontosan egy képzeletbeli játékossal játszik
engine-rw-imaginary-only = Képzeletbeli játékos csak egyszemélyes és kétszemélyes játékban van, { $count } játékosnál nincs
engine-rw-beat-them-bool = A beat_them igaz vagy hamis, nem { $value }
engine-rw-beat-them-solo = A „győzd le őket” az egyszemélyes játék változata
engine-rw-coin-supply = Az érmekészlet { $least }–{ $most } érmét fogad, nem { $count } darabot

