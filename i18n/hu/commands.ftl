# Perjeles parancsok (lásd en/commands.ftl). A játék szavai a magyar szabálykönyvéi.

cmd-alhambra = alhambra
    .description = Alhambra játék
cmd-rollwrite = rollwrite
    .description = Alhambra Roll & Write játék

## Minden asztal

cmd-join = csatlakozás
    .description = Ülj le ennek a szálnak az asztalához
cmd-leave = kilépés
    .description = Add fel a helyed, mielőtt a játék elkezdődik
cmd-start = indítás
    .description = A játék indítása (csak a házigazda)
cmd-cancel = lefújás
    .description = Az asztal bezárása eredmény nélkül (csak a házigazda)
cmd-repair = javítás
    .description = Sérült játék újraépítése a lépésnaplóból (csak a házigazda)
cmd-panel = panel
    .description = A saját paneled: a lapjaid és a lehetőségeid (csak te látod)
cmd-status = állás
    .description = A játék állásának kitétele a szálba
cmd-log = napló
    .description = A játék legutóbbi lépései (csak te látod)
cmd-rules = szabályok
    .description = A játékossegéd (csak te látod)
cmd-remove = eltávolítás
    .description = Játékos kivétele a játékból: elhagyta a szervert, abbahagyta (házigazda)
opt-remove-player = játékos
    .description = A játékos, akinek a helye megszűnik

## Alhambra

cmd-alhambra-new = új
    .description = Új Alhambra-asztal nyitása egy szálban
opt-alhambra-new-modules = modulok
    .description = Szabálymodulok vesszővel elválasztva (gépelés közben javaslatok)
opt-alhambra-new-max_players = létszám
    .description = Legfeljebb hány játékos csatlakozhat (2-6)
opt-alhambra-new-reminder_hours = emlékeztető_óra
    .description = Ennyi tétlen óra után emlékeztetjük a soron lévő játékost (0: soha)
opt-alhambra-new-deadline_hours = határidő_óra
    .description = Ennyi tétlen óra után a többiek szavazhatnak a kihagyásról (0: nincs)
opt-alhambra-new-language = nyelv
    .description = Az asztal bejegyzéseinek nyelve (alapértelmezés: a szerveré)
cmd-alhambra-take = pénz
    .description = Pénz húzás a kártyasorból (utána véget ér a köröd)
opt-alhambra-take-choice = választás
    .description = Melyik kártyá(ka)t húzod fel
cmd-alhambra-buy = vásárlás
    .description = Épületlap vásárlása az építőudvarból
opt-alhambra-buy-choice = választás
    .description = Az épületlap és a kártyák, amelyekkel fizetsz
cmd-alhambra-place = építés
    .description = Vásárolt lap beépítése, megfordítása, tartalékba tétele (vagy Dirknek adása)
opt-alhambra-place-choice = választás
    .description = A hely száma a paneled képén, vagy egy javaslat
cmd-alhambra-rebuild = átépítés
    .description = Az Alhambrád átépítése (ez az akciód)
opt-alhambra-rebuild-choice = választás
    .description = Mit építesz át
cmd-alhambra-undo = visszavonás
    .description = A kör visszavonása: a köröd visszaforgatása (amíg véget nem ér)
cmd-alhambra-end = befejezés
    .description = A kör befejezése (ha már semmi mást nem tehetsz, vagy passzolsz)

## Roll & Write

cmd-rollwrite-new = új
    .description = Új Roll & Write asztal nyitása egy szálban
opt-rollwrite-new-mode = mód
    .description = Egyszerre: mindenki egyszerre lép egy dobásra; klasszikus: körök és kockaadogatás
choice-rollwrite-new-mode-simultaneous = egyszerre
choice-rollwrite-new-mode-classic = klasszikus
opt-rollwrite-new-opponents = ellenfelek
    .description = Csak egyedül: hány képzeletbeli játékos (2-4)
opt-rollwrite-new-beat_them = győzd_le
    .description = Csak egyedül: a képzeletbeli játékosok is pontoznak; győzd le mindet
opt-rollwrite-new-round_hours = kör_óra
    .description = Egy forduló órái (klasszikus: egy kör); a tétlenek ekkor érméket kapnak (0: nincs)
opt-rollwrite-new-reminder_hours = emlékeztető_óra
    .description = Ennyi tétlen óra után emlékeztetjük, akire a forduló vár (0: soha)
opt-rollwrite-new-max_players = létszám
    .description = Legfeljebb hány játékos csatlakozhat (1-5)
cmd-rollwrite-cross = áthúzás
    .description = Egy épület áthúzása a lapodon
opt-rollwrite-cross-choice = választás
    .description = A kereszteződés, amelyet áthúzol
cmd-rollwrite-coins = érmék
    .description = Érmék áthúzás helyett
opt-rollwrite-coins-choice = választás
    .description = Válaszd ki az érméket
cmd-rollwrite-turn = forgatás
    .description = Egy kocka forgatása eggyel fel vagy le (1 érme)
opt-rollwrite-turn-choice = választás
    .description = A kocka
cmd-rollwrite-keep = megtartás
    .description = Klasszikus mód: egy pár megtartása, a másik továbbadása
opt-rollwrite-keep-choice = választás
    .description = A pár, amelyet megtartasz
cmd-rollwrite-undo = visszavonás
    .description = A kockáid visszaforgatása és az érméid visszakapása
opt-rollwrite-new-language = nyelv
    .description = Az asztal üzeneteinek és várójának nyelve (alapból a szerver nyelve)
