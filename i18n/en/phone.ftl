# Issue 24, a phone player's rough edges: the extra action of an exact payment, the rules'
# sections, faults explained.

## Paying exactly (bot/alhambra/panel_place.py, bot/alhambra/texts.py)

# Above the numbered places while the extra action of an exact payment is open.
# $ends: yes when placing this tile ends the turn at once.
phone-place-paid-exactly = **You paid exactly: one more action is yours.** Take it first with **{ alhambra-button-another-action }**. { $ends ->
        [yes] Building or reserving the tile now gives that action up and ends your turn.
       *[no] Building or reserving a tile now gives that action up: then you only place what you bought.
    }
# Added to the log line of a tile built, reserved, turned over or given away while the
# extra action was still open.
phone-log-extra-action-lost = (The extra action for paying exactly went unused.)
