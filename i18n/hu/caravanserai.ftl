# A karavánszeráj (5. kiegészítő, „A szultán hatalma”). $currency: a pénznem (szavai az
# alhambra-currency-ben); $track: egy kártya neve (alhambra-caravanserai-name); $who: egy név.

## Nevek

alhambra-caravanserai-name = { alhambra-currency }-karavánszeráj ({ $first }: { $at })
alhambra-caravanserai-amount = karavánszeráj { $value } { alhambra-currency }
alhambra-how-to-play-caravanserai = 🐪 **Karavánszeráj**: ha az Alhambrádban legalább 4 épülettípus áll, egy karavánszeráj megvétele egy akció (8, 4 vagy 2 egy általad választott pénznemben). Minden köröd elején a jelzője 1-et lép, vagy másik pénznembe kanyarodik; az értéke pénzként fizet (🐪 a fizetés gombjain), aztán újra 0-ról indul.
module-caravanserai =
    .title = Karavánszeráj
    .description = Legalább 4 épülettípussal karavánszerájt vehetsz: minden köröd elején a jelzője lép vagy pénznemet vált, és az értéke pénzként fizet.

## Választások és a napló

alhambra-act-buy-caravanserai = Karavánszeráj vétele: { $track }, fizetés: { $cards }
alhambra-act-buy-caravanserai-brief = Vétel: { $track }, fizetés: { $cards }
alhambra-act-step-caravanserai = { $to ->
        [branch] { $track }: a jelző { $target } felé kanyarodik
       *[plus] { $track }: a jelző 1-et lép
    }
alhambra-log-caravanserai-bought = 🐪 { $who } karavánszerájt vett: { $track }, fizetés: { $cards }, ár: { $price } { alhambra-currency }{ $exact ->
        [yes] ; pontosan fizetett: még egy akció
       *[no] {""}
    }.
alhambra-log-caravanserai-stepped = 🐪 { $branch ->
        [yes] { $who } { $track } kártyája { alhambra-currency } felé kanyarodott (értéke { $value }).
       *[no] { $who } { $track } kártyája { $value } { alhambra-currency } értékre lépett.
    }
alhambra-log-caravanserai-spent = 🐪 { $who } karavánszeráj értékével fizetett: { $track }, { $value } { alhambra-currency }; a jelzője újra 0-n áll.

## A panel

# After a caravanserai paid exactly: nothing to place
alhambra-next-exact-nothing = Pontosan fizettél: végezz még egy akciót (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` vagy `{ cmd-alhambra-rebuild }`), vagy fejezd be a körödet (`/{ cmd-alhambra } { cmd-alhambra-end }`).

alhambra-panel-caravanserai-step-line = Az akciód előtt léptetheted egy karavánszerájod jelzőjét (körönként egyszer).
alhambra-button-caravanserai-step = { $to ->
        [branch] Karavánszeráj: { $target } felé ({ $value })
       *[plus] Karavánszeráj: +1 (most { $value })
    }
alhambra-panel-caravanserai-line = Karavánszeráj vásárlása: { $price } egy általad választott pénznemben ({ $types } épülettípus)
alhambra-button-caravanserai = Karavánszeráj vásárlása…
alhambra-panel-caravanserai-title = 🐪 Karavánszeráj
alhambra-panel-caravanserai = { $types } épülettípussal egy karavánszeráj ára { $price }, egy általad választott pénznemben (pontosan fizetve: még egy akció). Minden kártya 0-tól 5-ig lép a saját pénznemében; 2-nél, 3-nál és 4-nél egy elágazás másik pénznembe vezet. Legfeljebb 2 lehet a tiéd.
alhambra-panel-caravanserai-pay-title = Fizetés: { $track }, ár: { $price }
alhambra-panel-caravanserai-pay = Válaszd ki a pénznemet és a pénzt. Pontosan fizetve: még egy akció.
alhambra-button-caravanserai-pay = { alhambra-currency }: { $cards }

## Elutasítások (motor)

engine-caravanserai-not-yours = ez a karavánszeráj nem a tiéd
engine-caravanserai-turn-start = a karavánszeráj jelzője csak a köröd elején léphet, az akciód előtt
engine-caravanserai-stepped = ebben a körben már léptettél egy karavánszeráj-jelzőt
engine-caravanserai-cannot-step = a jelző ({ $value } { $currency }) oda nem léphet
engine-caravanserai-not-available = ez a karavánszeráj már nem kapható
engine-caravanserai-two = már { $most } karavánszerájod van
engine-caravanserai-types = egy karavánszerájhoz legalább { $least } épülettípus kell az Alhambrádban; a tiédben { $types } van
engine-caravanserai-currency = nincs „{ $currency }” nevű pénznem
engine-caravanserai-cannot-buy = a karavánszeráj ({ $price } { $currency }) így nem vehető meg: { $problem }

## Játékossegéd

alhambra-rules-caravanserai =
    {"*"}*Karavánszeráj** (5. kiegészítő; `caravanserai` modul, csak az Alhambra lapjaival): nyolc sávkártya fekszik nyitva, pénznemenként kettő. Minden sáv 0-tól 5-ig lép a saját pénznemében; 2-nél, 3-nál és 4-nél egy elágazás a másik három pénznem egyikébe vezet, és megtartja az értéket; az elágazás nem megy tovább, amíg az értékét el nem költöd (KS1).
    {"*"}*Vásárlás**: egy akció, ha az Alhambrádban legalább 4 épülettípus áll (megépített épületek, nem a tartalék; KS3): 4, 5 vagy 6 típussal 8, 4 vagy 2 egy általad választott pénznemben, bármelyik még kint fekvő kártyáért (KS6); pontosan fizetve még egy akciód van, túlfizetve visszajárót kapsz (KS2). Fejenként legfeljebb 2; a vezír nem vehet; a jelző 0-ról indul.
    {"*"}*Léptetés és költés**: körönként egyszer, az akciód előtt az egyik jelződ 1-et lép (legfeljebb 5-ig) vagy egy elágazásnál befordul. Vezírrel vett lapért nincs lépés. Az érték egy pénzdarab a pénznemében (🐪): egészben fizet, más pénzzel együtt, bárhol, ahol pénz fizet (lapok, vezír, ládák, bazárok, licitek); utána a jelző újra 0-n áll, a kártya nálad marad (KS4). Yammeradnak és Machmának nem kézben tartott kártya; a végső kiosztásnál pénznek számít.
    {"*"}*A mi döntéseink**: a jelző értéke pénzdarabként van a kezedben (KS4); minden kártya és jelző nyilvános (KS5).

## Képek

img-caravanserai-title = Karavánszerájok
img-caravanserai-none = nincs karavánszeráj
