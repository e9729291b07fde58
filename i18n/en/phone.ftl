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
# After a typed exact purchase, behind "take another action …, or place the … now".
phone-next-exact-lost = Placing a tile first gives the extra action up.

## Faults (bot/tables/guard.py)

# A stored game whose kind of game this version does not know.
phone-unknown-kind = This game was saved by a newer version of this bot (or its saved record is damaged): this version does not know its kind of game, so it cannot be played here. Once the bot is updated, the game goes on where it stopped. The host (or someone with Manage Server) can also end it with `/{ $command } { cmd-table } { cmd-cancel }`.

## The player aid (bot/tables/rules.py): one message, a page per phone screen

# An entry of the picker for a section cut into parts.
phone-rules-part = { $title } ({ $part }/{ $parts })
phone-rules-pick = Choose a part of the rules
phone-rules-next = Next: { $title } ›
phone-rules-none = There is no player aid for this game.

# A post in the middle of a turn (what the player just did cannot be undone): the
# player is named, not pinged again.
alhambra-call-turn-goes-on = { $name } goes on with the turn.
