# Bonus cards (expansion 1): what scoring rounds 1 and 2 do with a hidden bonus card whose
# tile stands in its owner's Alhambra, a standing choice of each player (rules decision B4;
# the final scoring always reveals and counts such a card). Keys of selectors: $on, $keep
# (yes, no).

# A panel button. $on: yes switches "keep hidden" on, no switches it off again.
alhambra-act-bonus-keep-hidden = { $on ->
        [yes] Scorings 1 and 2: keep my bonus cards hidden (they won't count)
       *[no] Scorings 1 and 2: reveal and count bonus cards whose tile is built
    }

# The hand picture, after "Bonus cards" while hidden cards are held. $keep: the choice.
img-hand-bonus-scoring = { $keep ->
        [yes] only you see the hidden ones · scorings 1 and 2 keep them hidden
       *[no] only you see the hidden ones · scorings reveal those whose tile is built
    }

# Refusals of the standing choice.
engine-bonus-none-hidden = you hold no hidden bonus card
# $on: yes ("keep hidden" was on already) or no (it was off already).
engine-bonus-setting-unchanged = { $on ->
        [yes] your bonus cards already stay hidden at scorings 1 and 2
       *[no] scorings already reveal and count your bonus cards whose tile is built
    }
