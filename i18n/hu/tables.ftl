# Minden asztal, bármelyik játékról legyen is szó: lobbi, a saját panel, elutasítások,
# szavazások, emlékeztetők és a szál. { panel-button } a „Saját panel” gomb felirata.

list-and = { $first } és { $last }
panel-button = Saját panel
waiting-your-turn = te következel

## Válaszok minden interakcióra (bot/tables/guard.py)

guard-sorry = Elnézést, nálunk valami elromlott. Kérlek, próbáld újra egy kicsit később; a játék `status` parancsa megmutatja, hol tart.
guard-busy = A játék adatbázisa most foglalt, ezért semmi sem változott. Kérlek, próbáld újra egy perc múlva.
guard-slow = Ez a szokásosnál tovább tart: a játék adatbázisa most lassú. Még dolgozom rajta, a válasz itt fog megjelenni.
guard-gone = Ez a játék már nem létezik.
guard-damaged = A játék mentett állása megsérült és nem olvasható, ezért most nem játszható. A házigazda (vagy akinek „Szerver kezelése” joga van) a lépéseiből újraépítheti a `/{ $command } { cmd-table } { cmd-repair }` paranccsal, vagy befejezheti a `/{ $command } { cmd-table } { cmd-cancel }` paranccsal.
guard-pick = Válassz a felajánlott lehetőségek közül (kezdj el gépelni, hogy lásd őket).
guard-not-this-kind = Ez a gomb nem ehhez tartozik: { $game }.
guard-other-server = Ez a gomb egy másik szerver játékához tartozik.
guard-other-thread = Ez a gomb egy másik szál játékához tartozik ({ $thread }); kérlek, az ottani gombokat használd.
guard-public-only = Ez a gomb csak a játék saját szálában lévő üzeneteken működik.
guard-lobby-only = Az asztal lobbiüzenetén lévő Beszállok, Kiszállok és Indítás gombokat használd.
guard-private-only = Ez a választás a saját paneledre tartozik: nyomd meg a **{ panel-button }** gombot a megnyitásához.

## A panel és a lépések (bot/tables/play.py)

# Egy szöveg, amely már a felhasználó nyelvén szól, változatlanul továbbadva.
as-is = { $text }
done = Kész.
game-not-started = A játék még nem kezdődött el.
panel-out-of-date = Ez a panel elavult volt: a játék továbbhaladt. Itt a mostani állás.
panel-not-playing-here = Nem játszol ebben a játékban; minden nyilvános dolog ebben a szálban van.
panel-not-playing = Nem játszol ebben a játékban.
panel-cancelled-before-start = Ezt a játékot még a kezdete előtt törölték.
panel-choice-unavailable = Ez a választás most nem áll rendelkezésedre.
panel-players-only = Csak a játék résztvevői léphetnek benne.
panel-cancelled = Ezt a játékot törölték, ezért már semmit sem lehet benne játszani.
panel-game-over = Ennek a játéknak vége: a végeredmény a szálban van.
panel-not-allowed = Nem szabályos: { $reason }
post-delayed = *(Ez a bejegyzés késve érkezik: korábban nem tudtam írni a szálba.)*
post-failed-note = A lépésedet elmentettem, de nem tudtam kiírni a szálba: { $why }. A következő játékos még nem kapott értesítést; kiírom, amint tudom (a következő koppintáskor, a `/{ $command } { cmd-status }` parancsra, és pár percenként).
post-moved-note = A játék szálát törölték, ezért a játék itt folytatódik: { $thread }.

## A szál (bot/tables/posting.py); egy ok egészíti ki: „nem tudtam kiírni a szálba: …”

thread-name = { $game } – { $host } asztala
thread-name-numbered = { $game }, { $number }. asztal
post-thread-replaced = A játék régi szálát törölték, ezért itt folytatódik. Minden eddigi lépés megmaradt.
post-why-cannot-see = már nem látom a játék szálát
post-why-archived = a játék szála archivált, és nem tudtam újra megnyitni (egy zárolt szál megnyitásához „Szálak kezelése” jog kell)
post-why-forbidden = nem írhatok a játék szálába (ott „Csatorna megtekintése”, „Üzenetküldés szálakban” és „Fájlok csatolása” jog kell)
post-why-refused = a Discord most nem fogadta el a bejegyzést
post-why-new-thread-gone = a játék új szála azonnal eltűnt
post-why-thread-deleted = a játék szálát törölték
post-why-channel-deleted = a játék szálát és a csatornáját is törölték
post-why-no-new-thread = a játék szálát törölték, és nem nyithatok újat (a csatornában „Nyilvános szálak létrehozása” jog kell)

## A lobbi és a házigazda parancsai (bot/tables/lobby.py)

status-lobby = a lobbiban
status-running = folyamatban
status-finished = befejezve
status-abandoned = törölve
lobby-text-channel-only = A `/{ $command } { cmd-alhambra-new }` parancsot egy szerver szöveges csatornájában használd: a játék ott saját szálat kap.
lobby-opened = Az asztalod megnyílt: { $thread }; tiéd az első hely.
lobby-announced = { $user } asztalt nyitott ehhez: { $game }. Szállj be itt: { $thread }!
lobby-title = { $game }, { $number }. asztal
lobby-host = (házigazda)
lobby-how = Nyomd meg a **Beszállok** gombot, hogy helyet foglalj; a házigazda { $least }–{ $most } játékossal nyomja meg az **Indítás** gombot.
lobby-nobody = Még senki.
lobby-options = Beállítások
lobby-how-to-play = Így kell játszani
lobby-note = Megjegyzés
lobby-button-join = Beszállok
lobby-button-leave = Kiszállok
lobby-button-start = Indítás
lobby-table-lobby = Ez az asztal a lobbiban van.
lobby-table-running = Ennél az asztalnál folyik a játék.
lobby-table-finished = Ennél az asztalnál véget ért a játék.
lobby-table-abandoned = Ezt az asztalt törölték.
lobby-why-cannot-see = nem látod ezt a szálat
lobby-why-left-server = { $user } kilépett a szerverről
lobby-why-user-cannot-see = { $user } nem látja ezt a szálat
lobby-problems = { $first }; { $rest }
lobby-join-started = Ez a játék már elkezdődött; a szálban követheted.
lobby-join-seated = Már van helyed ennél az asztalnál.
lobby-full = Ez az asztal megtelt.
lobby-cannot-join = Nem tudsz beszállni: { $reason }.
lobby-joined = Beszálltál a játékba.
lobby-leave-running = A játék folyik; a helyeket most már nem lehet elhagyni.
lobby-no-seat = Nincs helyed ennél az asztalnál.
lobby-left = Kiszálltál.
lobby-start-started = Ez a játék már elkezdődött.
lobby-start-host-only = Csak a házigazda indíthatja a játékot.
lobby-start-players = { $game }: { $least }–{ $most } játékos kell; { $joined } szállt be.
lobby-start-unreachable = Még nem indulhat: { $problems }.
lobby-start-unreachable-reply = { $note } Mindenkinek látnia kell ezt a szálat és használnia a gombjait; a házigazda a `/{ $command } { cmd-table } { cmd-remove }` paranccsal vehet ki egy helyet.
lobby-cannot-start = A játék nem indulhat: { $reason }.
lobby-started = A játék elkezdődött!
lobby-your-game = { $thread } ({ $number }. asztal, { $status })
lobby-use-in-thread-yours = Ezt a parancsot a játék szálában használd ({ $game }). A játékaid:
    { $games }
lobby-use-in-thread = Ezt a parancsot a játék szálában használd ({ $game }). Újat a `/{ $command } { cmd-alhambra-new }` paranccsal nyithatsz.
lobby-cancel-host-only = Csak a házigazda (vagy akinek „Szerver kezelése” joga van) törölheti ezt a játékot.
lobby-cancel-already = Ez a játék már { $status }.
lobby-cancelled-reply = Törölted ezt a játékot.
lobby-cancelled = { $user } törölte ezt a játékot.
lobby-not-told = (A szálban nem tudtam jelezni: { $why }.)
lobby-repaired-post = *A játék mentett állása megsérült, és a lépéseiből újraépült.*
lobby-repair-host-only = Csak a házigazda (vagy akinek „Szerver kezelése” joga van) javíthatja ki ezt a játékot.
lobby-repair-not-started = Csak elkezdett játékot lehet kijavítani.
lobby-repair-nothing = Nincs mit javítani: a mentett állás egyezik a játék lépéseivel.
lobby-repair-log-damaged = Maga a lépésnapló sérült, ezért a játék nem építhető újra. A `/{ $command } { cmd-table } { cmd-cancel }` paranccsal befejezheted.
lobby-repaired = Kijavítva: a mentett játék a lépésnaplójából újraépült ({ $moves } lépés).
lobby-remove-host-only = Csak a házigazda (vagy akinek „Szerver kezelése” joga van) vehet ki játékost.
lobby-remove-no-seat = { $user } nem ül ennél az asztalnál.
lobby-removed-seat = { $user } már nem ül az asztalnál.
lobby-remove-not-running = Csak egy folyamatban lévő játék résztvevőit lehet kivenni.
lobby-remove-gone = { $user } már kilépett ebből a játékból.
lobby-moved-on = A játék épp ebben a pillanatban továbbhaladt; kérlek, próbáld újra.
lobby-removed = { $name } kilépett a játékból.

## Minden asztal parancsai (bot/tables/commands.py)

status-caught-up = A hiányzó bejegyzés most már ott van a szálban.
status-not-posted = Nem tudtam írni a szálba: { $why }.
status-posted = A játék állása kikerült a szálba.
log-no-moves = Még nincs lépés.
log-title = A legutóbbi lépések
typed-other-command = Ez a választás egy másik parancshoz tartozik.
typed-players-only = Ezt csak egy folyamatban lévő játék résztvevői tehetik meg.
refusal-not-possible-now = Ez most nem lehetséges.
refusal-not-your-turn = Most { $names } következik, nem te.
route-unknown-button = Ez a gomb egy olyan játékhoz tartozik, amelyet ez a bot már nem játszik.
route-old-button = Ez a gomb már nincs használatban; nyomd meg a **{ panel-button }** gombot egy friss panelért.
route-unknown-menu = Ez a menü egy olyan játékhoz tartozik, amelyet ez a bot már nem játszik.

## Szavazás egy játékosról, akire az asztal vár (bot/tables/votes.py)

span-days = { $count } nap
span-hours = { $count } óra
span-minutes = { $count } perc
vote-out-of-date = Ez a szavazás elavult: a játék továbbhaladt, ezért semmi sem változott.
vote-why-left = { $user } ({ $name }) következik, de kilépett erről a szerverről, így nem tud lépni.
vote-why-idle-for = { $user } ({ $name }) következik, és { $span } óta nem történt semmi, tovább, mint amennyit az asztal határideje enged.
vote-why-idle = { $user } ({ $name }) következik, és nem történt semmi, tovább, mint amennyit az asztal határideje enged.
vote-call = { $voters }: { $why } Szavazhattok:
vote-button-skip = Kimarad a köre
vote-button-remove = Kivesszük
vote-skip-line = **{ $skip }**: { $words }
vote-remove-line = **{ $remove }**: kilép a játékból; amit épített, megmarad és tovább pontot ér, de többé nem következik.
vote-rule = { $voters } szavazatból { $needed } dönt. Ha { $name } előbb lép, a szavazás érvényét veszti.
vote-rule-left = { $voters } szavazatból { $needed } dönt.
vote-tally = Eddigi szavazatok: kimarad { $skip }, kivesszük { $remove }.
vote-skip-words = a köre a biztonságos módon véget ér.
vote-outcome-removed = { $name } kilépett a játékból. Amit épített, megmarad és tovább pontot ér; többé nem következik.
vote-outcome-skipped = { $name } köre kimaradt.
vote-players-only = Csak a játék résztvevői szavazhatnak.
vote-own-turn = A saját körödről nem szavazhatsz: egyszerűen lépj (nyomd meg a **{ panel-button }** gombot).
vote-voter-left = Kiléptél ebből a játékból, ezért nem szavazhatsz.
vote-counted-skip = Beszámítottuk a szavazatodat, hogy kimaradjon a köre: { $votes } szavazat a szükséges { $needed } közül.
vote-counted-remove = Beszámítottuk a szavazatodat, hogy kivegyük: { $votes } szavazat a szükséges { $needed } közül.
vote-failed = Elnézést, ez nem sikerült: { $reason }
vote-passed-post = **A szavazás eldőlt:** { $outcome }
vote-passed = A szavazás eldőlt: { $outcome }

## Emlékeztetők, és ahogy az asztal figyel a játékosaira (bot/tables/pacing.py)

reminder = { $users }, emlékeztető: { $waiting } itt: { $game }, { $number }. asztal ({ $span } óta nem történt semmi). Nyomd meg a **{ panel-button }** gombot a lépéshez.
reminder-deadline = Ha { $span } alatt nem lépsz, a többiek megszavazhatják, hogy kimaradjon a köröd, vagy hogy kivegyenek a játékból.
presence-left = { $count ->
        [one] { $names } kilépett erről a szerverről, így a játék rá várna. A házigazda a `/{ $command } { cmd-table } { cmd-remove }` paranccsal veheti ki a játékból; amit épített, megmarad és tovább pontot ér.
       *[other] { $names } kiléptek erről a szerverről, így a játék rájuk várna. A házigazda a `/{ $command } { cmd-table } { cmd-remove }` paranccsal veheti ki őket a játékból; amit építettek, megmarad és tovább pontot ér.
    }

## Az asztal nyelve (/<játék> language)

cmd-language = nyelv
    .description = Az asztal bejegyzéseinek és képeinek nyelve (csak a házigazda)
opt-language-language = nyelv
    .description = Ezen a nyelven szólnak az asztal bejegyzései és képei
language-host-only = Csak a házigazda (vagy akinek „Szerver kezelése” joga van) változtathatja meg az asztal nyelvét.
language-unknown = Válassz a felajánlott nyelvek közül.
language-ended = Ez a játék véget ért; a nyelve marad, ami volt.
language-already = Ennek az asztalnak már ez a nyelve: { $language }.
language-changed = Ennek az asztalnak mostantól ez a nyelve: { $language }. Mindenki saját panelje továbbra is a saját Discord-nyelvét követi.
language-changed-post = { $user } ennek az asztalnak a nyelvét erre állította: { $language }.
# The choices of a language option: each language in its own words, in every catalogue.
choice-language-en = English
choice-language-de = Deutsch
choice-language-hu = Magyar
