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

## Each rule module's own figures (records/module_figures.py, issue 38)
stats-modules-title = Statisztika: a modulok
stats-module-points = Pontok
stats-module-dirk-given = Gézának adott lapok
stats-module-granada-flipped = Megfordított lapok
stats-module-vizier-used = Vezír bevetve
stats-module-bonus_cards-played = Kijátszott bónuszkártyák
stats-module-building_yards-taken = Elvett építőműhelyek
stats-module-city_gates-built = Épített városkapuk
stats-module-characters-won = Megszerzett karakterek
stats-module-characters-used = Bevetett karakterek
stats-module-thieves-played = Kijátszott tolvajok
stats-module-street_trader-moved = A vándorkereskedő lépései
stats-module-wall_cards-built = Megépített falkártyák
stats-module-change-coins = Kapott visszajáró érmék
stats-module-treasure_chamber-chests = Vett kincsesládák
stats-module-master_builders-used = Bevetett építőmesterek
stats-module-invaders-scouts = Elvett felderítők
stats-module-bazaars-bought = Vett bazárok
stats-module-caravanserai-bought = Vett karavánszerájok
stats-module-caravanserai-steps = A karavánszerájok lépései
stats-module-caravanserai-spent = Elköltött karavánszeráj-érték
stats-module-art_of_the_moors-tiles = Kapott kultúralapkák
stats-module-sultan-bought = Vett szultánkártyák
stats-module-sultan-claimed = Szultánkártyával elvett lapok
stats-module-falcons-falcons = Vett sólymok
stats-module-building_sites-bought = Vett építési területek
stats-module-building_sites-completed = Befejezett építési területek
stats-module-exchange_certificate-issued = Elvett valutakövek
stats-module-exchange_certificate-spent = Elköltött valutakő-érték
stats-module-portals-bought = Vett kapuzatok
stats-modules-caption = Statisztika: a modulok
