# 1. kiegészítés, „A vezír kegye”: a vezír, a pénzváltók, a bónuszkártyák és az
# építőműhelyek, az alapjáték szavaival (építőudvar, tartalékmező, pénzkártya, talon, kör,
# akció, értékelés).

## Pénzváltók (a pénzkártyapakli lapjai)

alhambra-office = { $first }/{ $second } pénzváltó

## Kezdőknek (a játék minden moduljához egy sor)

alhambra-how-to-play-expansion1 = { $module ->
        [vizier] **Vezír**: két kör között, amíg a vezíred aktív (képpel felfelé), soron kívül megvehetsz egy lapot az építőudvarról, ha *pontosan* fizetsz (extra akció nélkül); azonnal beépíted, vagy a tartalékmeződre teszed. Ezután a vezíred képpel lefelé fekszik, amíg egy akcióddal újra nem aktiválod.
        [exchange_offices] **Pénzváltók**: pénz helyett egyet felvehetsz a kirakott kártyák közül. Egy vásárlást fizet ki a két pénznemének bármilyen keverékével, ha a mező pénzneme az egyik.
        [bonus_cards] **Bónuszkártyák**: mindegyik titkos kártyád egy városfal nélküli lapot mutat. Ha ez a lap az Alhambrádban áll, bármikor felfedheted a kártyát: egy további ilyen épületnek számít. Az értékelések felfedik helyetted, hacsak a paneleden nem választod, hogy rejtve maradjon (akkor nem számít); a záró értékelés mindig felfedi.
       *[building_yards] **Építőműhelyek**: pénzfelvétel, vásárlás vagy átépítés helyett vegyél el egy építőműhelyt (ingyen, legfeljebb hármat). Értékeléskor minden vele azonos színű szomszédos épületért, amelytől nem választja el városfal, egy további ilyen épületnek számít.
    }

## Választások (gombok, menük, javaslatok)

alhambra-act-vizier-up = A vezír újra aktiválása
alhambra-act-vizier = Vezír – vásárlás: { $tile }{ $second ->
        [yes] {" "}(Granada-lap)
       *[no] {""}
    }, fizetés: { $cards }, beépítés: { $place }{ $position }
    .tile = bare
alhambra-act-vizier-brief = Vezír: { $tile }{ $second ->
        [yes] {" "}(Granada-lap)
       *[no] {""}
    }{ $position }, { $place }, fizetés: { $cards }
    .tile = bare
alhambra-act-vizier-reserve = Vezír – vásárlás: { $tile }{ $second ->
        [yes] {" "}(Granada-lap)
       *[no] {""}
    }, fizetés: { $cards }, a tartalékmezőre{ $position }
    .tile = bare
alhambra-act-vizier-reserve-brief = Vezír: { $tile }{ $second ->
        [yes] {" "}(Granada-lap)
       *[no] {""}
    }{ $position }, a tartalékmezőre, fizetés: { $cards }
    .tile = bare
alhambra-act-vizier-slot = Vezír – vásárlás: a { alhambra-currency }-mező { $second ->
        [yes] Granada-lapja
       *[no] lapja
    }, fizetés: { $cards }
alhambra-act-vizier-pass = Passz: most nem használom a vezíremet
alhambra-act-vizier-always = { $on ->
        [yes] Vezírrel mindig passzolok (ne kérdezzen a körök között)
       *[no] Kérdezzen újra, ha a vezírem vásárolhatna
    }
alhambra-act-reveal-bonus = Bónuszkártya felfedése: { $tile }
    .tile = bare
alhambra-act-take-yard = Építőműhely elvétele ({ $building })

## Mi történt (a kör bejegyzése és a /alhambra log)

alhambra-log-vizier-up = { $who } újra aktiválta a vezírét (képpel felfelé).
alhambra-log-vizier-window = 🧙 { $count ->
        [one] { $names } most használhatja a vezírét.
       *[other] { $names } most használhatják a vezírüket (elsőbbség ebben a sorrendben).
    }
alhambra-log-vizier-passed = { $who } passzolt: most nem használja a vezírét.
alhambra-log-vizier-used = 🧙 { $who } élt a vezír kegyével:
alhambra-log-vizier-bought = { $who } soron kívül vásárolt{ $second ->
        [yes] {" "}Granada-lapot
       *[no] {""}
    }: { $tile }, fizetett: { $cards } (pontosan, extra akció nélkül).
    .tile = bare
alhambra-log-vizier-closed = 🧙 Most több vezír nem jön: folytatódik a játék.
alhambra-log-bonus-revealed = { $automatic ->
        [yes] { $who } bónuszkártyáját ({ $tile }) a játék felfedte az értékeléshez, mert a lapja be van építve: egy további ilyen épületnek számít.
       *[no] { $who } felfedett egy bónuszkártyát ({ $tile }): az értékeléseknél egy további ilyen épületnek számít.
    }
    .tile = bare
alhambra-log-bonus-returned = { $who } bónuszkártyája ({ $tile }) titkosan visszakerült a kezébe: a lapja kikerült az Alhambrából.
    .tile = bare
alhambra-log-yard-taken = { $who } elvett egy építőműhelyt ({ $building }).

## Értékelések: amit a bónuszkártyák és az építőműhelyek hozzáadnak

alhambra-score-added = { $name } beszámított épületei: { $parts }
alhambra-score-added-building = { $building } { $count } (ebből { $added })
alhambra-score-added-from = { $count } { $module ->
        [bonus_cards] a bónuszkártyák révén
        [building_yards] az építőműhelyek révén
       *[other] { $words } révén
    }
alhambra-score-how-added = { $how }; beszámítva: { $added }

## Az összefoglaló (/alhambra rules): Fluentben sor nem kezdődhet *-gal ({"*"} áll
## helyette); nagyjából 1500 karakterenként egy félkövér alcím, hogy a mag Discord-üzenetekre
## bonthassa.

alhambra-rules-expansion1 =
    {"*"}*1. kiegészítő: A vezír kegye** (`modulok:vizier`, `exchange_offices`, `bonus_cards`, `building_yards`): bármelyik modul önmagában vagy a többivel együtt, két játékossal is; a vezír és a pénzváltók Granadával és a kombinációval is (a bónuszkártyák és az építőműhelyek az Alhambra épületeihez tartoznak).
    {"*"}*Vezír** (`vizier`): mindenki aktív vezírrel kezd (képpel felfelé).
    • **Két kör között**: ha egy kör teljesen véget ért, a bot megkérdez mindenkit, akinek a vezíre aktív, és aki *pontosan* ki tudna fizetni egy lapot az építőudvarról. Az elsőbbség annál kezdődik, aki a következő kört játszaná, és annál végződik, aki épp befejezte a körét.
    • **Egyszer válaszolsz**: **használod** (a lap, a pontos fizetés, és hogy hová kerül: azonnal beépíted az építési szabályok szerint, vagy a tartalékmeződre teszed), **passzolsz**, vagy bekapcsolod a **mindig passzolok** beállítást (a bot nem kérdez többé, amíg bármikor ki nem kapcsolod).
    {"*"}*Vezír: a használat és a kérdezés vége**
    • A használat akkor lép életbe, ha mindenki passzolt, aki előtted áll a sorrendben. A vezíred képpel lefelé fordul; a pontos fizetés nem ad extra akciót. Az építőudvar feltöltődik, és a bot mindenkit újra megkérdez, aki még használhatná a vezírét.
    • A kérdezés hamarabb véget ér, ha mindenki válaszolt; ha lejár az ideje (az asztal egyik beállítása), a bot passzol azok helyett, akik nem válaszoltak. Utána folytatódik a megkezdett kör.
    • **Újra aktiválás**: a köröd egyik akciója, pénzfelvétel, vásárlás vagy átépítés helyett.
    • Soha, amikor a játék végén a maradék lapokat kiosztják; a vezírrel nem lehet építőműhelyt elvenni.
    {"*"}*Vezír: ahol a szabálykönyv hallgat, mi döntöttünk**
    • V1: a válaszok titkosak, amíg életbe nem lépnek: az elsőbbségre váró használat csak annyit mutat, hogy „válaszolt”.
    • V2: a vezírrel vett lapot úgy helyezed el, mint a saját körödben vettet: Granadában bármelyik oldalával felfelé a tartalékmezőre teheted, vagy megfordítva beépítheted legalább 3 értékért egy pénznemben (szabálykönyv, 9. oldal).
    • V3: ha a vezíres vásárlás után az építőudvart nem lehet feltölteni, a játék úgy ér véget, mint egy kör után.
    • V4: aki kilép a játékból, amíg a kérdezés tart, passzolónak számít.
    {"*"}*Pénzváltók** (`exchange_offices`): hat kártya, minden pénznempárhoz egy, kettesével a 2., 3. és 4. pénzpakliba keverve. A kirakott kártyák között a négy kártya közé számítanak; pénz helyett **egyet** vehetsz fel, és akárhányat tarthatsz a kezedben.
    • Egy pénzváltó egyetlen vásárlást fizet ki, ha a mező pénznemét mutatja, a két pénznemének bármilyen keverékével; utána a talonba kerül (és újrakeveréskor visszatér). A pontos fizetés továbbra is extra akciót ad; a vezír is fizethet pénzváltóval. A játék végén, a maradék lapok kiosztásakor nem (akkor csak a pénz számít).
    • E1 (a mi döntésünk): egy vásárlást több pénzváltó is fizethet, de mindegyiknek mutatnia kell a mező pénznemét, és mindegyikre szükségnek kell lennie: a fizetésben van egy kártya a másik pénzneméből.
    {"*"}*Bónuszkártyák** (`bonus_cards`): titkosan osztva, 2 vagy 3 játékosnál fejenként 3, 4 vagy 5 játékosnál 2, 6 játékosnál 1. Mindegyik a tíz városfal nélküli lap egyikét mutatja.
    • Ha ez a lap az Alhambrádban áll, a kártyát bármikor felfedheted, a saját körödön kívül is (egy gomb a paneleden): minden értékeléskor egy további ilyen épületnek számít. Rejtett kártya sosem számít.
    • Ha a lap kikerül az Alhambrádból, a kártya titkosan visszakerül a kezedbe, amíg a lapot újra be nem építed.
    {"*"}*Bónuszkártyák az értékeléseknél**
    • B4 (a mi döntésünk): az 1. és a 2. értékelés felfed helyetted minden olyan rejtett kártyát, amelynek a lapja az Alhambrádban áll, és beszámítja, hacsak a paneleden be nem állítod, hogy ott rejtve maradjanak a bónuszkártyáid (akkor nem számítanak: aki visszatart egy kártyát, bizonytalanságban tartja a többieket, ahogy a szabálykönyv is javasolja). Ezt a beállítást más nem látja. A beállítást bármikor módosíthatod, a saját körödön kívül is. A záró értékelés minden ilyen kártyát felfed és beszámít.
    {"*"}*Építőműhelyek** (`building_yards`): 24 építőműhely a hat színben (3 Pavilon, 3 Szeráj, 4 Árkád, 4 Palota, 5 Kert, 5 Torony), színenként egymásra rakva, mindegyik rakás legfelső lapja felfordítva.
    • **Építőműhely elvétele**: új akció pénzfelvétel, vásárlás vagy átépítés helyett. Ingyenes (ezért sosem pontos: nincs extra akció); az építési szabályok szerint beépíted, vagy a tartalékmeződre teszed, mint egy megvett lapot. Fejenként legfeljebb három építőműhely, a tartalékmezőn lévőkkel együtt; az átépítés építőműhelyekkel is működik.
    • Értékeléskor egy építőműhely minden vele azonos színű szomszédos épületért, amelytől nem választja el városfal, egy további ilyen épületnek számít (0–3; építőműhely építőműhelynek nem számít). A városfalai a szokásos módon számítanak.
    • Az építőműhelyek városfalainak helye a mi rekonstrukciónk (itt mindegyiknek egy városfala van): a nyomtatott falaknak nincs nyilvános listája.
    • Döntéseink: egy pakli következő építőműhelye csak a köröd végén fordul fel (Y1); építőműhely sosem kerül Gézához (Y2); az egyszer felfedett bónuszkártya látott marad akkor is, ha visszavonod a körödet (B2); aki kilépett a játékból, kézzel már nem fed fel kártyát, és megtartja a beállítását; a záró értékelés felfedi a kártyáit (B3).
