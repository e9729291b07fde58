# 4. kiegészítő: a kincstár (treasure_chamber modul)

## Képek
img-chests-chamber = Kincstár
img-chests-room-empty = üres
img-term-treasure_chamber = Kincsesládák
img-legend-chest = Kincsesláda (az Alhambrában számít, a tartalékban nem)

## A szabálymodul
module-treasure_chamber =
    .title = Kincstár
    .description = Három terem kincsesládákkal: vegyél meg egy termet 8-ért bármilyen pénzzel; minden láda egy vele azonos színű épületre kerül, és a legtöbb láda pontot ér.

## Szavak
# $building: a láda színe, az ilyen színű épület szerint; $count: hány darab
alhambra-chests-colour = { $count ->
        [one] {""}
       *[other] { $count } {""}
    }{ $building ->
        [pavilion] kék
        [seraglio] piros
        [arcades] barna
        [chambers] fehér
        [garden] zöld
       *[tower] lila
    }
alhambra-chests-none = nincs láda
alhambra-how-to-play-chests = **Kincstár**: akcióként megveheted egy terem összes kincsesládáját legalább 8-ért, bármilyen pénzzel (nincs visszajáró, nincs plusz akció). A köröd végén minden láda egy vele azonos színű épületre kerül az Alhambrádban; a maradék balra vándorol. A legtöbb láda 7, 14/7, 22/14/7 pontot ér.

## Választások
alhambra-act-buy-chests = Ládák megvétele ({ $room }. terem), fizetés: { $cards }
alhambra-act-place-chest = Egy láda erre: { $tile }
    .tile = the
alhambra-act-pass-chests = Ládák a legkorábban épített épületeimre

## A panel
alhambra-panel-chests-line = Vedd meg a kincstár egyik termének ládáit (legalább { $price }, bármilyen pénzzel).
alhambra-button-chests = Ládák vásárlása…
alhambra-panel-chest-place-line = Válaszd ki az épületeket a ládáidnak.
alhambra-button-chest-place = Ládák elhelyezése…
alhambra-panel-chests-title = Kincstár: melyik terem?
# $rooms: teremenként egy sor
alhambra-panel-chests = Vedd el egy terem összes ládáját, és fizess legalább ennyit: { $price }, tetszőlegesen kevert pénzzel (gyémánttal és érmével is; nincs visszajáró, nincs plusz akció). A köröd végén minden láda egy vele azonos színű épületre kerül az Alhambrádban (nem a tartalékra, épületenként egy); amit nem tudsz elhelyezni, az a bal oldali szomszédodhoz kerül.
    { $rooms }
alhambra-panel-chests-room = { $room }. terem: { $chests }
alhambra-button-chest-room = { $room }. terem { $chests }
alhambra-panel-chests-pay-title = Fizetés: { $room }. terem
alhambra-panel-chests-pay = A ládák: { $chests }. Fizess legalább ennyit: { $price }. Elöl a legkisebb fizetések; semmi sem jár vissza.
alhambra-panel-chest-place-title = A ládáid
alhambra-panel-chest-place = Még elhelyezendő: { $chests }. Válassz egy számozott épületet egy vele azonos színű ládának (épületenként egy láda). Ahol csak egy hely marad, oda a köröd végén maguktól kerülnek a ládák.
alhambra-panel-rebuild-before-chests-title = Ammar El'Schauf további átépítése
alhambra-panel-rebuild-before-chests = Ha akarsz, előbb építs át: amint elhelyeztél egy ládát, a további átépítés elvész.
alhambra-caption-chest = Melyik épület kap ládát?
alhambra-panel-chests-passed-title = 🧰 Neked továbbadott ládák
alhambra-panel-chests-passed = { $buyer } nem tudta elhelyezni ezeket: { $chests }; te osztod el őket. Válassz egy számozott épületet egy vele azonos színű ládának (épületenként egy láda); ahol csak egy hely marad, oda magától kerül a láda. Vagy koppints az utolsó gombra: mindegyik a színének megfelelő, legkorábban épített épületedre kerül.
alhambra-panel-chests-passed-waiting-title = 🧰 Továbbadott ládák
alhambra-panel-chests-passed-waiting = { $name } választja ki az épületeket azoknak a ládáknak, amelyeket { $buyer } nem tudott elhelyezni: { $chests }. Utána véget ér { $buyer } köre.
alhambra-button-chests-passed-default = Helyezd el helyettem (legkorábbiak)

## A szál
alhambra-log-chests-bought = 🧰 { $who } megvette a ládákat a kincstárból ({ $room }. terem): { $chests }; fizetés: { $cards }. { $refilled ->
        [yes] A terem újratöltve: { $refill }.
        [later] A terem a kör végéig üres marad.
       *[no] A zsákban túl kevés láda van: a terem üres marad.
    }
alhambra-log-chest-placed = 🧰 { $who } ládát tett erre: { $tile }.
    .tile = the
alhambra-log-chest-passed = 🧰 { $who } kapott egy ládát, amelyet { $buyer } nem tudott elhelyezni; ide került: { $tile }.
    .tile = the
alhambra-log-chest-room-refilled = 🧰 A kincstár { $room }. terme { $refilled ->
        [yes] újratöltve: { $chests }.
       *[no] üres marad: a zsákban túl kevés láda van.
    }
alhambra-log-chests-returned = 🧰 { $count ->
        [one] Egy láda ({ $chests }), amelyet senki sem tudott elhelyezni, visszakerült
       *[other] { $count } láda ({ $chests }), amelyet senki sem tudott elhelyezni, visszakerült
    } a zsákba.
alhambra-log-chests-passed = 🧰 { $buyer } nem tudott elhelyezni { $count ->
        [one] egy ládát
       *[other] { $count } ládát
    }, { $chests }; { $who } választja ki, hová kerülnek.
alhambra-call-chests-passed = 🧰 { $user }: { $buyer } nem tudta elhelyezni ezeket a ládákat: { $chests }. Kiválaszthatod az épületeiket, eddig: { $until } (**{ panel-button }**). Utána véget ér { $buyer } köre.
alhambra-status-chests-passed = { $turn }. kör: { $name } választja ki az épületeket azoknak a ládáknak, amelyeket { $buyer } nem tudott elhelyezni.
alhambra-chests-time-up = ⏰ Lejárt { $names } ideje: a továbbadott ládák a színüknek megfelelő, legkorábban épített épületekre kerültek.

## A játékos segédlete
alhambra-rules-treasure-chamber =
    {"*"}*Kincstár** (4. kiegészítő; `modules:` treasure_chamber; csak az Alhambra lapjaival, két játékossal is): 42 kincsesláda a hat épületszínben (9 zöld, 9 lila, 7 fehér, 7 barna, 5 piros, 5 kék) egy zsákban; a kincstár 3 termébe 4-4 kerül.
    {"*"}*Ládavásárlás** akcióként: vedd el egy terem összes ládáját, és fizess legalább 8-at tetszőlegesen kevert pénzzel: gyémánttal (pénzzel együtt is) és érmével is, pénzváltóval soha; nincs visszajáró, pontos fizetésért nincs plusz akció. A vezír és Abdul Karim soha nem vesz ládát. A terem a köröd végéig üres marad; akkor, miután a maradék ládák visszakerültek a zsákba, 4 új ládát kap a zsákból (ha kevesebb maradt, üres marad; TC6).
    {"*"}*A köröd végén** (a megvett lapok és egy további átépítés után, mielőtt a vándorkereskedő továbblép): minden láda egy vele azonos színű épületre kerül az Alhambrádban, az e körben építettekre is, soha nem a tartalékra, építőműhelyre vagy táborra; épületenként egy. Csak ott választasz, ahol van választás (TC3); az első ládád után nincs további átépítés (TC5). A maradék balra vándorol, játékosról játékosra; ami így is marad, visszakerül a zsákba (TC8).
    • A továbbadott ládákat a kapó osztja el, a saját körén kívül: ahol választhat, a köröd vége megvárja (amíg le nem jár az ideje; akkor mindegyik a színének megfelelő, legkorábban épített épületére kerül, TC2); aki kilépett, nem kap (TC7).
    • A ládás épület a tartalékra kerülve megtartja a ládát; az csak az Alhambrában számít (TC1, TC4). Minden értékeléskor: a legtöbb láda 7; 14/7; 22/14/7; holtversenyben úgy osztoztok, mint az épületeknél; láda nélkül nincs pont. A ládák a végén nem kerülnek kiosztásra; Géza nem kap ládát.

## Elutasítások
engine-chests-no-aid = a ládákat bármilyen pénznemben, keverten fizeted: pénzváltó nem kell, és nem is fizethet
engine-chests-too-little = a ládák ára legalább { $price }; a kiválasztott lapjaid összértéke csak { $total } (nincs visszajáró)
engine-chests-no-room = a kincstárban nincs { $room }. terem: a termek: 1–{ $rooms }
engine-chests-room-empty = a kincstár { $room }. terme üres
engine-chests-cannot-buy = nem veheted meg a ládákat ({ $room }. terem): { $problem }
engine-chests-none-waiting = nincs elhelyezendő ládád
engine-chests-place-first = a ládák a kör végén kerülnek az épületeidre: előbb építsd be vagy tedd a tartalékra { $count ->
        [one] a megvett lapot
       *[other] a { $count } megvett lapot
    }
engine-chests-not-built = a láda az Alhambrád egyik épületére kerül (nem a tartalékra)
engine-chests-wrong-colour = a láda csak vele azonos színű épületre kerülhet, és egyik ládád sem ilyen színű
engine-chests-taken = ezen az épületen már van láda: épületenként egy láda
engine-chests-choose-first = előbb válaszd ki az épületeket a ládáidnak
engine-chests-passing = { $name } választja ki az épületeket a továbbadott ládáknak
engine-character-ammar-after-chests = a további átépítés a ládák elhelyezése előtt jön: ebben a körben már elhelyeztél egyet
