# A /alhambra rules összefoglalója: szakaszonként egy üzenet, mindegyik félkövér címmel kezdődik
# (Fluentben sor nem kezdődhet *-gal: {"*"} áll helyette).

alhambra-rules-base =
    {"*"}*Alhambra: játékossegédlet**
    {"*"}*A körödben** egy akciót hajtasz végre:
    • **Pénz felvétele**: egy tetszőleges értékű pénzkártya, vagy több, amelyek összértéke legfeljebb 5.
    • **Épületlap vásárlása**: legalább az árát fizeted az építőudvar mezőjének pénznemében. Visszajáró nincs!
      Ha *pontosan* fizetsz, még egy akciót *választhatsz* (egy körben legfeljebb 5 akció).
    • **Átépítés**: egy lapot beépítesz a tartalékmezőről, kiveszel egyet a tartalékmezőre, vagy kicserélsz egyet.
    Utána beépíted, amit vettél (vagy a tartalékmeződre teszed; két játékosnál Gézának is adhatod). A köröd magától véget ér, ha már semmi sem következhet; addig a **Kör visszavonása** az egész kört visszavonja. Semmi sem lehetséges? A **Kör befejezése** passzol.
    {"*"}*Építési szabályok**: a lapokat sosem forgatjuk el; az érintkező oldalakon vagy mindkettőn van városfal, vagy egyiken sem; minden lapnak a kúttól „bejárhatónak” kell lennie városfal keresztezése nélkül; legalább egy teljes oldallal kell csatlakoznia; nem maradhat körbeépített üres lyuk.
    {"*"}*Értékelés** (amikor a két értékelés-kártya valamelyike előkerül a pénzkártyák közül, és a játék végén), pontok a legtöbb/második/harmadik legtöbb épületért:
    Pavilon 1 · 8/1 · 16/8/1 — Szeráj 2 · 9/2 · 17/9/2 — Árkád 3 · 10/3 · 18/10/3
    Palota 4 · 11/4 · 19/11/4 — Kert 5 · 12/5 · 20/12/5 — Torony 6 · 13/6 · 21/13/6
    Egyenlőségnél a helyezések pontjain osztoznak, lefelé kerekítve. A tartalékmező sosem számít. Ezen felül a leghosszabb külső városfalad minden oldala 1 pont. A játék véget ér, ha az építőudvart már nem lehet feltölteni.

alhambra-rules-granada =
    {"*"}*Granada** (`modulok:granada`): kétoldalú lapok (a nyomtatott hátoldalak és várárkok nem nyilvánosak: ez a lapkészlet rekonstrukció). Az első építőudvar a páros oldalakat mutatja, utána a jelzőkő minden feltöltés után páratlan és páros között vált. A megvett lapot ingyen beépítheted úgy, ahogy látszik, vagy előbb **megfordíthatod** legalább 3-ért egy pénznemben (visszajáró nincs); a tartalékmezőre bármelyik oldalával ingyen kerülhet (utána többé nem fordítható meg). A várárkokra a városfal szabályai érvényesek. A helyezések ×1 | ×2, ×1 | ×3, ×2, ×1 szorozva annyi pontot érnek, ahány ilyen épület áll az összes városban (`granada_simplified`: 3 | 10, 3 | 18, 10, 3); azonos darabszámnál a legdrágább lap nyer. A végén a maradék lapokat egyenként osztják ki: mindegyiket azonnal be kell építeni úgy, ahogy fekszik, vagy le lehet mondani róla (a tartalékmezőre).

alhambra-rules-combination =
    {"*"}*Alhambra + Granada** (`modulok:alhambra_granada`, mellé `granada_simplified` is választható):
    Granada szabályai és lapjai az Alhambráé mellett; a Granada-lapkészlet itt is rekonstrukció (a nyomtatott hátoldalak és várárkok nem nyilvánosak).
    • **Építőudvar**: minden mezőn egy Alhambra-lap és egy Granada-lap fekszik; bármelyiket megveheted, a szokásos módon fizetve. A jelzőkő olyan feltöltés után vált, amely Granada-lapokat tett ki.
    • **Két város egy síkon**: csak a kúttal kezdesz. Az első Granada-lapodnak az Alhambrádhoz kell csatlakoznia, várárokkal a városfal mellé; ez helyettesíti Granada kiindulómezőjét, és sosem mozdítható el. Egy városon belül a szokásos szabályok érvényesek (a várárkok, mint a falak); egy Alhambra-lap és egy Granada-lap csak fal és árok mentén érintkezhet; minden lapnak a saját városa kezdetétől bejárhatónak kell lennie. Az átépítés mindkét város lapjaival működik.
    • **Értékelés**: az Alhambra épületei az alapjáték táblázata szerint, Granadáé a szorzói szerint (vagy a `granada_simplified` pontjai szerint); 1 pont a leghosszabb városfalad és a leghosszabb várárkod minden oldaláért (a másik város üres területnek számít); és 2 pont a leghosszabb, várárok melletti falszakaszod minden oldaláért.
    • **Vége**: ha egy mezőre feltöltés után egyik lap sem kerül. Akinek egy pénznemből a legtöbb pénze van, megkapja a mező mindkét lapját (előbb az Alhambra-lapot), egyenként, mint Granadában: mindegyiket úgy kell beépíteni, ahogy fekszik, vagy le lehet mondani róla.
