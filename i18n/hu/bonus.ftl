# Bónuszkártyák (1. kiegészítés): mit tesz az 1. és a 2. értékelés egy olyan rejtett
# bónuszkártyával, amelynek a lapja be van építve a tulajdonosa Alhambrájába; minden játékos
# állandó választása (B4 szabálydöntés; a záró értékelés az ilyen kártyát mindig felfedi és
# beszámítja). A választók kulcsai: $on, $keep (yes, no).

# Gomb a panelen. $on: yes bekapcsolja a „maradjon rejtve” beállítást, no kikapcsolja.
alhambra-act-bonus-keep-hidden = { $on ->
        [yes] 1. és 2. értékelés: a bónuszkártyáim maradjanak rejtve (nem számítanak)
       *[no] 1. és 2. értékelés: a beépített lapú bónuszkártyáim felfedése és beszámítása
    }

# A kézkép, a „Bónuszkártyák” felirat után, amíg rejtett kártyád van. $keep: a választás.
img-hand-bonus-scoring = { $keep ->
        [yes] a rejtetteket csak te látod · az 1. és 2. értékelés rejtve hagyja őket
       *[no] a rejtetteket csak te látod · értékeléskor felfedjük a beépített lapúakat
    }

# Az állandó választás elutasításai.
engine-bonus-none-hidden = Nincs rejtett bónuszkártyád
# $on: yes (a „maradjon rejtve” már be volt kapcsolva) vagy no (már ki volt kapcsolva).
engine-bonus-setting-unchanged = { $on ->
        [yes] A bónuszkártyáid már rejtve maradnak az 1. és 2. értékeléskor
       *[no] Az értékelések már felfedik és beszámítják a beépített lapú bónuszkártyáidat
    }
