# Medina (eine Promo): jedes Wort, das Spielende über die Medinas lesen. Eine Medina wird
# wie ein Gebäude gekauft und gebaut, ist aber keine Gebäudeart; bei jeder Wertung verliert,
# wer die wenigsten Medinas hat.

module-medina =
    .title = Medina
    .description = Neun Medinas kommen zu den Gebäuden in den Beutel. Bei jeder Wertung verliert Punkte, wer die wenigsten Medinas gebaut hat.
alhambra-how-to-play-medina = 🕌 **Medinas**: Medinas kommen aus dem Beutel und werden wie Gebäude gekauft und gebaut, zählen aber bei keiner Mehrheit. Bei jeder Wertung verliert Punkte, wer die wenigsten gebaut hat (wer keine hat, verliert mehr) – kauf also ab und zu eine.

## Bilder

img-building-medina = Medina
img-term-medina = Medinas
# Das Panel eines Spielers: gebaute Medinas und was die nächste Wertung nähme ($points >= 0)
img-medina-standing = ×{ $count } · { $points ->
        [0] nächste Wertung: ±0
       *[other] nächste Wertung: −{ $points }
    }

## Die Spielhilfe

alhambra-rules-medina =
    {"*"}*Medina** (Promo; Modul `medina`, nur mit den Plättchen der Alhambra, auch zu zweit): Neun Medinas, je eine zu jedem Preis von 2 bis 10, kommen in den Beutel. Ihre Mauern (MD1): 2 Nord+West, 3 Nord+Ost, 4 Ost+Süd, 5 Süd+West, 6 Nord, 7 Ost, 8 Süd, 9 West, 10 keine.
    {"*"}*Kaufen und bauen**: Eine Medina wird wie ein Gebäude gekauft und gebaut (passend bezahlt: noch eine Aktion; Überbezahlen bringt Wechselgeld; der Wesir darf eine kaufen; Abdul Karim darf eine bezahlen; Knihstigs Karte folgt auf die Medina 10; Laila darf eine austauschen, MD4). Sie ist keine Gebäudeart: keine Mehrheit, Bauhütten übersehen sie, keine Art für die Karawanserei, kein Kulturplättchen, Hakim zählt sie nie. Sie bekommt keine Bewohner und keine Truhen und hat keine Farbe (MD3). Ein Tor oder eine Holzmauer darf auf sie; Feldlager-Linien und die Angreifer zählen sie wie jedes Plättchen. Übrige Medinas werden am Ende verteilt.
    {"*"}*Wertung** (bei jeder Wertung, nach den Angreifern): Alle, auch Dirk, werden nach der Zahl der in ihrer Alhambra gebauten Medinas geordnet, die wenigsten zuerst; Medinas in der Reserve zählen nicht (MD2). Bei gleicher Zahl zählt die teurere höchste Medina als mehr. Wertung 1: die wenigsten verlieren 3; Wertung 2: 6 und 3; Wertung 3: 9, 6 und 3. Wer sich Plätze teilt, teilt deren Punkte, aufgerundet. Wer keine Medina hat, verliert weitere 1, 2 oder 3. Punkte dürfen unter 0 fallen.
    {"*"}*Unsere Entscheidungen**: Wer das Spiel verlassen hat, wird mitgezählt (MD5); dein Panel zeigt deine Medinas und was die nächste Wertung nähme (MD6).
