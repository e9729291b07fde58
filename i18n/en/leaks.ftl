# Said to the drawer alone, after Yammerad drew for them (the table hears only how many)
alhambra-next-yammerad = Yammerad drew { $cards } for you; only you see it. Go on with your turn.
# The window between two turns, for a seat that can do nothing there now. It is asked all
# the same, so that the table does not learn what it holds. $what: vizier, thieves, both
alhambra-panel-window-nothing-title = Between two turns
alhambra-panel-window-nothing = Nothing fits for you this time: { $what ->
        [vizier] your cards pay no market tile exactly
        [thieves] none of your thieves can take a card on display
       *[both] none of your thieves can take a card on display, and your cards pay no market tile exactly
    }. Everyone who might act is asked, so that nobody learns what you hold: tap **Pass**, and then it is { $next }'s turn.

# A seat answered between two turns: a pass or a choice that waits, told alike
alhambra-log-window-answered = { $who } has answered.
