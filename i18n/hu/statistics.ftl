## Egy befejezett játszma statisztikája (kép a végeredmény mellett)

stats-title = Statisztika
stats-score = Végeredmény
stats-section-points = Pontok
stats-round = { $round }. értékelés
stats-section-play = Játék
stats-purchases = Vásárlások
stats-exact = Pontos fizetések
stats-rebuilds = Átépítések
stats-money-cards = Elvett pénzkártyák
stats-money-value = Értékük
stats-longest = { $barrier ->
    [moat] Leghosszabb árok
   *[wall] Leghosszabb fal
}
stats-section-tiles = Megvett épületek
stats-tiles-total = Összes megvett épület
stats-section-time = Idő
stats-per-turn = { $unit ->
    [s] Átlag körönként (mp)
    [min] Átlag körönként (perc)
    [h] Átlag körönként (óra)
   *[d] Átlag körönként (nap)
}
stats-per-round = { $unit ->
    [s] Átlag fordulónként (mp)
    [min] Átlag fordulónként (perc)
    [h] Átlag fordulónként (óra)
   *[d] Átlag fordulónként (nap)
}
stats-none = –
stats-decimal = { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) }
stats-caption = Statisztika
# Roll & Write
stats-rw-places = Helyezések a játék alatt
stats-rw-majorities = Többségek a végén
stats-rw-lines = Sorok és oszlopok
stats-rw-coins = Megmaradt érmék
stats-rw-bonus = Bónusz
stats-section-built = Áthúzott épületek (a { $count } kezdő épülettel együtt)
stats-section-coins = Érmék
stats-rw-gained = Kapott
stats-rw-lost = Elveszett (tele a lap)
stats-rw-spent = Elköltött
stats-rw-die-turns = Forgatott kockák
