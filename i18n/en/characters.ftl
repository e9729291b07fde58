# The characters of expansion 2 ("Die Tore der Stadt"): their auctions and their powers, in
# the panel, the typed commands and the thread. A character's name is printed as on its
# card (img-character-name-<id>), its power in one line (img-character-<id>).

## What a choice does (buttons, typed commands)

# $amount: the bid
alhambra-act-bid = Bid { $amount }
alhambra-act-pass-bid = Pass: no more bids from you for this character
# $cards: the money paid
alhambra-act-pay-character = Pay { $cards }
# $tile: the market tile swapped
alhambra-act-laila = Laila Wundabah: swap the { $tile } for a tile from the bag
    .tile = bare
# $give: the card given; $take: the card taken
alhambra-act-machma = Machma Klain: give { $give }, take { $take }
alhambra-act-yammerad = Yammerad: draw the top card of the money deck
# $tile: the market tile paid for
alhambra-act-karim = Abdul Karim pays for the { $tile } (counts as exact)
    .tile = bare
# $cards: the card taken
alhambra-act-knihstig = Abdul Knihstig: also take { $cards }

## The panel

# $character: the name; $effect: its power in one line; $high: the highest bid (0: none
# yet); $leader: who bid it
alhambra-panel-auction-title = 🎭 Auction: { $character }
alhambra-panel-auction = { $effect }
    { $high ->
        [0] No bid yet.
       *[other] Highest bid: { $high }, by { $leader }.
    } Bid more, or pass (a pass is final). The winner pays the bid in one currency; exchange offices, diamonds and coins help.
# $amount: the winning bid
alhambra-panel-auction-pay-title = 🎭 You won { $character } for { $amount }
alhambra-panel-auction-pay = Choose how to pay at least { $amount } in one currency.
# $name: the seat asked; $paying: yes when it won and chooses how to pay
alhambra-panel-auction-waiting-title = 🎭 Auction: { $character }
alhambra-panel-auction-waiting = { $paying ->
        [yes] { $name } won it and is choosing how to pay.
       *[no] Waiting for { $name } to bid or pass. { $high ->
            [0] No bid yet.
           *[other] Highest bid: { $high }, by { $leader }.
        }
    }
alhambra-panel-laila = Laila Wundabah swaps a market tile for a new one from the bag, before your action. Which tile?
alhambra-panel-machma = Machma Klain: give one of your money cards and take a card from the money display that is worth the same or less, before your action.
alhambra-panel-karim = Abdul Karim pays the full price of one market building, once: he then leaves the game. It counts as an exact payment, so you get another action.
alhambra-button-laila = Laila…
alhambra-button-machma = Machma…
alhambra-button-karim = Abdul Karim…
alhambra-panel-laila-line = Laila Wundabah: swap a market tile (before your action)
alhambra-panel-machma-line = Machma Klain: trade a money card (before your action)
alhambra-panel-yammerad-line = Yammerad: draw a money card (before your action)
alhambra-panel-karim-line = Abdul Karim: pays for one building, once

## Pings, status, the thread

# $minutes: how long each bidder has
alhambra-options-auction = Characters' auctions: { $minutes } minutes for each bid
# $user: the seat asked (a mention); $until: a time; $high: the highest bid (0: none yet)
alhambra-call-auction = { $user }, your bid for { $character }: { $high ->
        [0] no bid yet
       *[other] the highest is { $high }
    }. Bid more or pass, until { $until }.
alhambra-call-auction-pay = { $user }, you won { $character } for { $amount }: choose how to pay, until { $until }.
# $turn: the turn's number; $name: the seat asked
alhambra-status-auction = Turn { $turn }: the auction for { $character } waits for { $name }.
# $name: the seat whose time ran out
alhambra-auction-time-up = ⏰ Time is up for { $name } in the auction: { $paying ->
        [yes] paid the bid the first way offered.
       *[no] passed.
    }

alhambra-log-character-revealed = 🎭 { $character } was turned up from the money deck: an auction follows.
# $first: the seat that bids first
alhambra-log-character-auction = 🎭 Auction for { $character }: { $first } bids first, then clockwise.
alhambra-log-character-bid = { $who } bids { $amount } for { $character }.
alhambra-log-character-passed = { $who } passes on { $character }.
alhambra-log-character-won = 🎭 { $who } wins { $character } for { $amount }.
alhambra-log-character-paid = { $who } pays { $cards } for { $character }.
alhambra-log-character-unsold = 🎭 Nobody bid for { $character }: the card leaves the game.
# $old: the tile swapped out; $new: the tile drawn
alhambra-log-laila = 🎭 { $who } used Laila Wundabah: the { $old } went back into the bag, the { $new } came out.
    .old = bare
    .new = bare
alhambra-log-machma = 🎭 { $who } used Machma Klain: gave { $give }, took { $take }.
alhambra-log-yammerad = 🎭 { $who } used Yammerad and drew { $count ->
        [0] no card: the deck ran out
        [one] a card from the deck, unseen by the others
       *[other] { $count } cards from the deck, unseen by the others
    }.
alhambra-log-karim = 🎭 Abdul Karim paid for { $who }'s { $tile }, and leaves the game.
    .tile = bare
alhambra-log-knihstig = 🎭 { $who } used Abdul Knihstig and also took { $cards }.
alhambra-log-ammar = 🎭 { $who } used Ammar El'Schauf for one more rebuild.
# $name: whose Hakim Wahid; $building: the kind he counted for (the one that helped most)
alhambra-log-hakim = 🎭 Hakim Wahid counted as half a building more for { $name }: { $building }.

## Typed commands

cmd-alhambra-expansion = expansion
    .description = Expansion moves: gate or wall card, street trader, character, caravanserai, culture tiles, sultan
opt-alhambra-expansion-choice = choice
    .description = What to do
cmd-alhambra-bid = bid
    .description = A character's auction: bid, pass, or pay when you won
opt-alhambra-bid-choice = choice
    .description = How much, or pass

## Newcomers and the player aid

alhambra-how-to-play-characters = 🎭 **Characters**: when one is turned up from the money deck, everyone bids for it in turn (the next player first). Your characters' choices appear in your panel.
alhambra-rules-characters =
    {"*"}*Characters**: six of the ten cards (chosen at random) are shuffled into money piles 2, 3 and 4. A character turned up is auctioned at once: the next player bids first, then clockwise; raise or pass, a pass is final; the highest bidder pays the bid in one currency (exchange offices, diamonds and coins help; overpaying gives change with the change module). With no bid the card leaves the game. At most one of Laila, Machma and Yammerad per turn, before your action.
    — Laila Wundabah swaps a market building for a new tile from the bag (drawn first, then the old one goes back). Machma Klain trades one of your money cards for a face-up card worth the same or less. Yammerad draws the money deck's top card while you hold fewer than 3 money cards.
    — Abdul Karim pays one market building in full, once (not a camp); it counts as exact. Abdul Knihstig: buying a tile of price 10 or more, also take any face-up card. Ammar El'Schauf: one more rebuild each turn, after placing. Faruk Will'haben: take money worth up to 7 instead of 5.
    — At each scoring: Hakim Wahid adds half a building of the kind that helps you most (you need one of that kind), Yusuf E'Passuf 1 point per 3 sides of your longest wall; Fatima 8 points at the last scoring.
    — Our choices: cards turned up at the end of a turn are auctioned when the next turn begins, before the vizier and thieves; a player who cannot raise is still asked (so nobody learns what you hold); when time runs out a bidder passes, and a winner pays the first way offered; a player who leaves has passed; cards turned up when the game ends are not auctioned.
