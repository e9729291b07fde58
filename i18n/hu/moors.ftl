# A mórok művészete (5. kiegészítő): kultúralapkák.

module-art_of_the_moors =
    .title = A mórok művészete
    .description = Két azonos árú épületért kapsz egy ilyen árú kultúralapkát; akcióként forgasd tovább a kultúralapkáidat, mindegyik pontot ér minden értékeléskor.
alhambra-how-to-play-moors = 🔶 **A mórok művészete**: a köröd végén két azonos árú épületért kapsz egy ilyen árú kultúralapkát (koppintás nélkül). A „Kultúralapkák forgatása” egy akció: minden kultúralapka, amelyik lehet, egy sarokkal továbbfordul, és minden értékeléskor többet ér.

## Choices and the log

alhambra-act-turn-culture = Forgasd tovább a kultúralapkáidat
alhambra-log-culture-gained = 🔶 { $who } kultúralapkát kapott (ár: { $price }; { $marker } ilyen árú épülete van).
alhambra-log-culture-turned = 🔶 { $who } továbbforgatott { $count ->
        [one] egy kultúralapkát
       *[other] { $count } kultúralapkát
    }: +{ $gain } pont minden értékeléskor.

## The panel

alhambra-panel-culture-line = Forgasd tovább a kultúralapkáidat ({ $count ->
        [one] egy fordul
       *[other] { $count } fordul
    }): +{ $gain } pont minden értékeléskor
alhambra-button-culture = Kultúralapkák forgatása

## Pictures

img-term-art_of_the_moors = Kultúra
img-culture-title = Kultúralapkák
img-culture-next = utána { $value }
img-culture-top = csúcs
img-culture-wait = { $count } ép. kell
img-culture-price = ár { $price }
img-culture-count = { $count } ép.

## Engine reasons

engine-culture-none = még nincs kultúralapkád: egy kör végén kapsz egyet, ha van két azonos árú épületed
engine-culture-cannot-turn = egyik kultúralapkád sem fordulhat: mindegyikhez előbb több ilyen árú épület kell

## The player aid

alhambra-rules-moors =
    {"*"}*A mórok művészete** (5. kiegészítő; `art_of_the_moors` modul, csak az Alhambra lapjaival, kettesben is): 20 kultúralapka, 3-3 a 6-tól 11-ig terjedő épületárakhoz és 2 a 12-es árhoz; áranként legfeljebb egy lehet nálad (AM1).
    {"*"}*Kultúralapka szerzése**: a köröd legvégén (az építés, a ládák és a vándorkereskedő után), ha van legalább 2 azonos nyomtatott árú épületed (Alhambra és tartalék), és még nincs ilyen árú kultúralapkád, kapsz egyet, ha maradt, a 0-s sarkával a drágakőnél; ez magától történik (AM7). A jelölője az ilyen árú épületlapjaid száma; a táborok, bazárok és építőműhelyek sosem számítanak (AM2). A vezírrel vett épület rögtön utána hozza a kultúralapkáját (AM6). Minden árat megnézünk, ami ugyanaz, mint a vásárlásaidat nézni (AM8). Géza nem kap kultúralapkát.
    {"*"}*Forgatás és értékelés**: a „Kultúralapkák forgatása” egy akció: minden kultúralapka, amelyik lehet, egy sarokkal továbbfordul (AM4), sosem vissza (AM5). Egy sarokhoz ennyi ilyen árú épület kell: 0, 2, 2, 2, 3, 4, legfeljebb annyi, ahány ilyen árú épületlap van a játékban (12-es ár: 0, 2, 2, 2, 2, 2) (AM3). Minden értékeléskor minden kultúralapka a drágakőnél lévő értéket éri: 0, 3, 6, 10, 15, 21. A kultúralapkák nyilvánosak (AM9).

img-glance-culture = kultúralapkákat forgatott
