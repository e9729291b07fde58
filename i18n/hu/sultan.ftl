# A szultánkártyák (5. kiegészítő, „Die Macht des Sultans”): minden szó, amit a játékosok
# olvasnak róluk. A szultánkártyát a pénzneme nevezi meg, a kidobott típust az épület.

module-sultan =
    .title = Szultánkártyák
    .description = A szultánkártyák a pénzzel jönnek: vegyél egyet 7-ért, és dobj rá egy épületet; ha ilyen épület kerül az építőudvarba, ingyen elveheted.
alhambra-how-to-play-sultan = 👳 **Szultánkártyák**: a felfordított szultánkártya a pénz mellett fekszik. Megvenni 7-ért a saját pénznemében egy akció (pontosan fizetve: még egy akció); a kocka megjelöl rajta egy épületet. Ha ilyen épület kerül az építőudvarba, a kártyával ingyen elveheted (a paneleden megkérdezünk).

alhambra-options-sultan = Szultánkártyák: { $minutes } perc egy új lap elvételére

alhambra-next-sultan = 👳 A szultánkártyád a következő ilyen épületet veheti el, amely az építőudvarba kerül: { $building }. { $exact ->
        [yes] Pontosan fizettél: végezz még egy akciót, vagy fejezd be a köröd.
       *[no] Fejezd be a köröd, ha végeztél.
    }

## Elutasítások

engine-sultan-not-shown = ez a szultánkártya nem fekszik a pénzkínálat mellett
engine-sultan-cannot-pay = nem tudod megvenni a szultánkártyát ({ $price } { alhambra-currency }): { $problem }
engine-sultan-no-claim = most nem lehet lapot elvenni szultánkártyával
engine-sultan-wrong-card = ez a szultánkártyád nem ezt az épületet veszi el
engine-sultan-no-dirk = csak kétszemélyes játékban kaphatja meg { alhambra-dirk } a lapot
engine-sultan-where = építsd be a lapot, vagy tedd a tartalékodba
engine-sultan-answered = már válaszoltál
engine-sultan-window = mások elvehetik az új lapot szultánkártyával

## Választások és a napló

alhambra-act-buy-sultan = Vedd meg a szultánkártyát ({ alhambra-currency }, { $price }) ezzel: { $cards }
alhambra-act-sultan-claim = Vedd el az új lapot a szultánkártyáddal ({ alhambra-currency }){ $how ->
        [reserve] {" "}a tartalékodba
        [dirk] {" "}{ alhambra-dirk } számára
       *[build] , és építsd be { $place }
    }
alhambra-act-sultan-claim-tile = Vedd el ezt: { $tile }, a szultánkártyáddal{ $how ->
        [reserve] {" "}a tartalékodba
        [dirk] {" "}{ alhambra-dirk } számára
       *[build] , és építsd be { $place }
    }
alhambra-act-sultan-pass = Hagyd az új lapot (passz)
alhambra-log-sultan-shown = 👳 Egy szultánkártya ({ alhambra-currency }) fekszik a pénz mellett.
alhambra-log-sultan-bought = 👳 { $who } megvette a szultánkártyát ({ alhambra-currency }) ezzel: { $cards }{ $exact ->
        [yes] {" "}(pontosan: még egy akció)
       *[no] {""}
    }, és ezt dobta: { $building }.
alhambra-log-sultan-asked = 👳 Az építőudvarba került: { $tile }. { $names } { $count ->
        [one] elveheti szultánkártyával
       *[other] elvehetik szultánkártyával
    }.
alhambra-log-sultan-answered = 👳 { $who } válaszolt.
alhambra-log-sultan-claimed = 👳 { $who } szultánkártyával ingyen elvette ezt: { $tile }.
alhambra-log-sultan-closed = 👳 Senki sem vette el szultánkártyával ezt: { $tile }.
alhambra-sultan-time-up = ⏰ Lejárt az idő a szultánkártyákra: { $names } { $count ->
        [one] passzolt
       *[other] passzoltak
    }.
alhambra-call-sultan = 👳 { $users }: az építőudvarba került ez: { $tile }. { $count ->
        [one] Elveheted a szultánkártyáddal
       *[other] Elvehetitek a szultánkártyáitokkal
    }, eddig: { $until } (**{ panel-button }**). Utána { $next } következik.
alhambra-status-sultan = { $turn }. kör: { $names } { $count ->
        [one] elveheti
       *[other] elvehetik
    } szultánkártyával ezt: { $tile }; utána { $name } választ.

## A panel

alhambra-sultan-card-type = { alhambra-currency } → { $building }
alhambra-sultan-held = 👳 Szultánkártyák: { $cards }
alhambra-panel-sultan-line = Vegyél szultánkártyát a pénz mellől ({ $price } a saját pénznemében)
alhambra-button-sultan = Szultánkártyák
alhambra-panel-sultan-title = 👳 Szultánkártyák
alhambra-panel-sultan = Egy szultánkártya { $price } a saját pénznemében (pontosan fizetve: még egy akció). Utána a kocka megjelöl rajta egy épületet: ha ilyen kerül az építőudvarba, ingyen elveheted.
alhambra-button-sultan-card = Szultánkártya ({ alhambra-currency }) · { $price }
alhambra-panel-sultan-pay-title = Fizesd ki a szultánkártyát ({ alhambra-currency }, { $price })
alhambra-panel-sultan-pay = Pontosan { $price } fizetve még egy akciód lesz.
alhambra-panel-sultan-claim-title = 👳 A szultánkártyád
alhambra-panel-sultan-claim = Az építőudvarba került ({ alhambra-currency }-mező): { $tile }. Vedd el ingyen a szultánkártyáddal (a kártya elfogy), vagy passzolj. Utána { $next } következik.
alhambra-button-sultan-take = Vedd el szultánkártyával: { $tile }
alhambra-panel-sultan-place-title = Hová kerüljön: { $tile }?
alhambra-panel-sultan-place = { $where }
alhambra-panel-sultan-waiting-title = 👳 Előbb a szultánkártyák
alhambra-panel-sultan-waiting = Az építőudvarba került: { $tile }. { $names } { $count ->
        [one] elveheti szultánkártyával
       *[other] elvehetik szultánkártyával
    }.

## Képek

img-sultan-cards = Szultánkártyák
img-sultan-for-sale = Megvehető szultánkártyák (darabja { $price })
img-sultan-held = { $name } szultánkártyái
img-sultan-claim = Új az építőudvarban: { $names } szultánkártyával { $count ->
        [one] elveheti
       *[other] elvehetik
    }

## Játékossegéd

alhambra-rules-sultan =
    {"*"}*Szultánkártyák** (5. kiegészítő; `sultan`, csak Alhambra-lapok): 8 szultánkártya, pénznemenként 2 (SU4), kerül a pénz közé: 3 az 1., 2 a 2., 3 a 3. pakliba. A felfordított kártya a pénzkínálat mellé kerül, mint egy falkártya (SU1); újabb kártyát húzunk.
    {"*"}*Vásárlás**: megvenni egy akció: 7 a saját pénznemében (pénzváltók, gyémántok, visszajáró érmék és építőmesterek segítenek). Pontosan: még egy akció; túlfizetésért visszajáró érme jár (SU4). A vezír nem veheti meg. Utána dobunk: a kidobott épületet mindenki számára látható módon megjelöljük a kártyán, és a kártya csak ilyen épületet vehet el (SU2).
    {"*"}*Lap elvétele**: ha feltöltéskor ilyen épület kerül az építőudvarba, a tulajdonosa leadhatja a kártyát, és ingyen elveheti a lapot: azonnal beépíti vagy a tartalékába teszi (vagy Gézának adja); a mezőt újra feltöltjük (SU3). Minden ilyen kártya tulajdonosát a panelján kérdezzük; a következő játékoshoz a sorrendben legközelebbi nyer. Ez a vezír előtt jön. Aki nem válaszol időben, passzol. Az így kapott lap nem vásárlás: nincs felderítő, nincs visszajáró érme, nincs karavánszeráj-lépés.
    {"*"}*Saját döntéseink**: az elvétel külön ablak, egyszerre egy új lapra (SU5); a felhasznált kártya kikerül a játékból (SU6); minden feltöltés azonnal megnyitja az elvételt, a vezír vásárlása vagy Laila cseréje után is (SU7); ha utána nem tölthető fel az építőudvar, a játék véget ér (SU8); több kártyád is lehet, és te választod ki, melyikkel (SU9); ha közben a következő játékos kilép, az elvétel az ő körével együtt véget ér (SU10).
