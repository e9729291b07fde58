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
replay-step-first = Kezdés
replay-step-back = Vissza
replay-step-next = Tovább
replay-step-last = Vége
replay-step-scoring = { $round }. értékelés
replay-step-gif = GIF megosztáshoz
replay-step-where = { $step ->
    [start] A kezdés
    [end] A végeredmény
    [round] { $turn }. forduló
   *[turn] { $turn }. kör
} · { $number }. kép, összesen { $count }.
replay-step-how = A gombokkal lépkedhetsz a játszmában: { $by ->
    [round] egy fordulót vissza vagy előre
   *[turn] egy kört vissza vagy előre, vagy egyenesen egy értékeléshez
}. A **{ replay-step-gif }** gomb elküldi az egész játszmát mozgó képként, amelyet elmenthetsz vagy továbbadhatsz.
replay-gif-answer = Az egész játszma mozgó képként, a kezdéstől a végeredményig: elmentheted vagy továbbadhatod.
replay-step-gone = Ez a kép nem része a játszma visszajátszásának: semmi sem változott.
replay-private-only = Ezek a gombok csak a saját privát visszajátszásodban lapoznak: semmi sem változott.
