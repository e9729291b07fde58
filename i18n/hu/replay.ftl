## Egy befejezett játszma visszajátszása

img-replay-start = A kezdés
img-replay-turn = { $turn }. kör · { $name }
img-replay-scoring = { $round }. értékelés
img-replay-final = Végeredmény

replay-button = Visszajátszás megnézése
replay-answer = Az egész játszma újra, a kezdéstől a végeredményig.
replay-not-over = Ez a játszma még folyik: a visszajátszását akkor nézheted meg, ha véget ért.
replay-cancelled = Ezt a játszmát törölték, ezért nincs visszajátszása.
replay-unknown = Ezen a szerveren nincs ilyen befejezett játszma.
