# Varázsépületek (promó): minden szó, amit a játékosok róluk olvasnak. A varázsépület neve
# olyan, mint bármely lapé („Torony 14”), a bot ✨ jellel jelöli. Az állásai a képen 1-4
# számot kapnak: 1 a nyomtatott, aztán mindegyik negyed fordulattal az óramutató irányában.

## A modul

module-magic_buildings =
    .title = Varázsépületek
    .description = Hat drágább épület, minden típusból egy, kerül a zsákba. Mindegyik mindenhol a saját típusaként számít, és úgy elforgatva építed be, ahogy akarod.
alhambra-how-to-play-magic-buildings = ✨ **Varázsépületek**: hat drágább lap (9–14, ✨ jellel) a saját épülettípusaként számít. Ha vettél egyet, beépítés előtt elforgathatod (a ↻ gombok a helyek mellett); ezt az állást megtartja a tartalékban és átépítéskor is.

## Választások

# $number: az állás száma a képen; $walls: a falas oldalak
alhambra-act-rotate-magic = { $tile } elforgatása: { $number }. állás (falak: { $walls })
    .tile = cap
# A vezír vásárlása vagy a szultánkártyás elvétel, elforgatva (a szavai után)
alhambra-act-magic-position = , { $number }. állás (falak: { $walls })
alhambra-act-magic-position-brief = {" "}↻ { $number }
alhambra-button-magic-turn = ↻ { $number }
# Egy varázsépület beépítő paneljén. $turns: hány másik állás fér el valahol
alhambra-place-magic = { $turns ->
        [0] ✨ Varázsépület: most egyik másik állása sem fér el sehol, úgyhogy építsd be így, vagy tedd a tartalékba. Az állását megtartja a tartalékban és átépítéskor is.
       *[other] ✨ Varázsépület: válaszd ki az állását, mielőtt beépíted (1–4 a kép alatt; a ↻ elforgatja). Ezt az állást megtartja a tartalékban és átépítéskor is.
    }

## Képek

img-magic-rotations = A varázsépület állásai
img-magic-places = { $count ->
        [0] csak tartalék
        [one] 1 hely
       *[other] { $count } hely
    }
img-magic-now = most

## A motor indokai

engine-magic-not-waiting = Csak olyan lapot forgathatsz el, amelyet ebben a körben vettél, és még nem építetted be vagy tetted a tartalékba
engine-magic-not-magic = Csak varázsépületet lehet elforgatni
engine-magic-no-such-rotation = Ez nem ennek a varázsépületnek egy másik állása

## Játékossegéd

alhambra-rules-magic-buildings =
    {"*"}*Varázsépületek** (promó; `magic_buildings` modul, csak az Alhambra lapjaival): hat lap kerül a zsákba, minden épülettípusból egy, mindegyik 1-gyel drágább a típusa legdrágábbjánál: Pavilon 9, Szeráj 10, Árkád 11, Palota 12, Kert 13, Torony 14. Falak (MG1): fent a két legolcsóbbon, fent és jobbra a két középsőn, fent, jobbra és lent a két legdrágábbon. Géza is húzhatja őket.
    {"*"}*Vásárlás és forgatás**: Úgy veszed meg, mint egy épületet (a vezír, Abdul Karim, pénzváltók, gyémántok, visszajáró érmék, építőmesterek és a karavánszeráj is segíthet; Knihstig kártyája jár; túlfizetésnél visszajáró jár). Az állását vásárláskor választod, és megtartja a tartalékban és átépítéskor is (MG1): beépítés vagy tartalékba tétel előtt ingyen elforgatod (MG4); a vezír a vásárlással együtt mondja meg az állást (MG5); aki szultánkártyával veszi el, szintén ekkor mondja meg (MG6); a játék végén kiosztott lapot az forgatja, aki kapja (MG7).
    {"*"}*Számolás**: Mindenben a saját típusú épületeként számít: többségek, építőműhelyek, karavánszeráj, bazárok, ládák, lakók, kapuk, falak, támadók, a szultán és az új értékelőlapkák. Nem ad kultúralapkát és nem számít bele, és egyetlen bónuszkártya sem illik rá (MG3). Az APP tájolólapkáit nem használjuk (MG2). A végén úgy osztják ki, mint bármely épületet.
