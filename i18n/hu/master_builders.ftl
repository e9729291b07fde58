# 4. kiegészítő: az építőmesterek. $currency: a pénznem (szavai: alhambra-currency),
# $value: az érték, $card: egy építőmester egy gombon ("🟦● 🔨3"), $who: egy név.

## A szabálymodul

module-master_builders =
    .title = Építőmesterek
    .description = Titkos, 3 értékű építőmester-kártyák: fizess velük, mint a pénzzel, vagy a lapjaid lerakása után dobj el egyet, és építs át még egyszer.

## Pénz: "építőmester 3 dénár", "2 építőmester, egyenként 3 dénár"

alhambra-builders = { $count ->
        [one] építőmester { $value } { alhambra-currency }
       *[other] { $count } építőmester, egyenként { $value } { alhambra-currency }
    }

## Választások, panel és napló

alhambra-act-master-builder = Dobj el egy építőmestert ({ $value } { alhambra-currency }), és építs át még egyszer
alhambra-button-master-builder = { $card } átépítésre
alhambra-panel-master-builder-line = { $count ->
        [one] Eldobhatod az építőmesteredet, és még egyszer átépíthetsz (Ammar El'Schauffal kétszer).
       *[other] Eldobhatsz egy építőmestert, és még egyszer átépíthetsz (Ammar El'Schauffal kétszer); többet is használhatsz.
    }
alhambra-log-master-builder = 🔨 { $who } eldobott egy építőmestert ({ $value } { alhambra-currency }), így { $count ->
        [one] még egyszer
       *[other] még kétszer
    } átépíthet.

## Elutasítások (motor)

engine-builders-not-one = { $card } nem építőmester
engine-builders-not-held = nincs ilyen építőmestered
engine-builders-no-rebuild = az Alhambrádban most nem lehet átépíteni
engine-builders-use-first = előbb dobj el egy építőmestert: ő adja a plusz átépítést
engine-builders-used-up = az építőmestereid plusz átépítései elfogytak: dobj el még egyet egy újabbhoz

## Kezdőknek és a játékos segédlethez

alhambra-how-to-play-master-builders = **Építőmesterek**: a titkos építőmester-kártyáid 3 értékű pénzek. A lapjaid lerakása után helyette el is dobhatsz egyet, és még egyszer átépíthetsz.
alhambra-rules-master-builders =
    {"*"}*Építőmesterek** (4. kiegészítő): 16 kártya, egyenként 3 értékű, pénznemenként négy. A kezdőpénz előtt mindenki kap 2-t képpel lefelé (nem számítanak a kezdőpénzbe: MB2); 3 a 3., 3 az 5. pénzpakliba kerül (6 játékosnál 3 és 1); a többi megnézetlenül kikerül a játékból. Hogy neked melyik van, titok.
    — Pénzként az építőmester minden tekintetben a pénzneme 3-asa: elveheted az 5-ös korláton belül, fizethetsz vele (pontos fizetés, visszajáró érmék, pénzváltók), a tolvaj ellophatja; pénznek számít Yammeradnál, Machmánál és Faruknál, és a végső kiosztásnál.
    — Építőmesterként: a körödben, miután lehelyezted a vett lapokat, és mielőtt a vándorkereskedőd továbblép, eldobhatod, és még egyszer átépíthetsz (kivehetsz egy lapot, beépíthetsz egyet a tartalékodból, városkapu-kártyával is, vagy cserélhetsz). Ammar El'Schauffal mindegyik kettőt ad, és Ammar saját átépítése is megmarad (MB3). Egy körben többet is használhatsz (MB1). A végső kiosztás után soha.
    — A mi döntéseink: a felhasznált építőmester a dobópaklira kerül (MB4); a használatát mindenki látja, és a köröd nem indítható újra előtte (MB5); csak akkor ajánljuk fel, ha lehet átépíteni, és az átépítései a köröd végén elvesznek (MB6); amíg használni lehetne egyet, a köröd a „Kör befejezése” gombra vár, akár van építőmestered, akár nincs (MB7).

## Pictures: the word at the foot of a master builder card

img-card-builder = Építőmester
