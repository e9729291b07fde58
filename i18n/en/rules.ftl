# Rules the books state otherwise (issue 24): Ammar before the trader, the vizier's tile in
# Granada, residents chosen at the start.
engine-character-ammar-after-trader = The extra rebuild comes before your street trader moves: it has already moved this turn
alhambra-panel-rebuild-before-trader-title = Ammar El'Schauf's extra rebuild
alhambra-panel-rebuild-before-trader = Rebuild first if you want to: once your trader has moved, your turn ends and the extra rebuild is gone.

## Residents chosen at the start (street trader)
engine-trader-already-chosen = your residents are chosen: the game begins once everybody has chosen
engine-trader-choose-three = choose { $count } residents of different colours
engine-trader-bad-side = there is no side '{ $side }': the sides of the fountain are N, E, S and W
engine-trader-choosing = the players are choosing their residents
