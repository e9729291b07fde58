# Rules the books state otherwise (issue 24): Ammar before the trader, the vizier's tile in
# Granada, residents chosen at the start.
engine-character-ammar-after-trader = The extra rebuild comes before your street trader moves: it has already moved this turn
alhambra-panel-rebuild-before-trader-title = Ammar El'Schauf's extra rebuild
alhambra-panel-rebuild-before-trader = Rebuild first if you want to: once your trader has moved, your turn ends and the extra rebuild is gone.
