## Expansion 4: invaders and scouts

module-invaders =
    .title = Invaders and scouts
    .description = Pay a building of a face-up scout's colour exactly to see where the next invaders come from; at each scoring, open sides facing them lose points.

# Where the invaders come from: a compass point and the side of the picture.
alhambra-invaders-from = { $side ->
        [N] the north (top)
        [E] the east (right)
        [S] the south (bottom)
       *[W] the west (left)
    }
# "took the green scout (Garden)"
alhambra-scout-taken-object = the { $building ->
        [pavilion] blue
        [seraglio] red
        [arcades] brown
        [chambers] white
        [garden] green
       *[tower] purple
    } scout ({ $name })

alhambra-log-scout-taken = 🔭 { $who } took { $scout } and looked at the top invader card.
# $side: N/E/S/W; $where: alhambra-invaders-from; $points: what each open side facing them costs (the round); $beside: "none", or "both" in round 3; $lost: the seats' losses
alhambra-log-invaders = ⚔️ The invaders attack from { $where }! Every open side facing them (no wall, an empty square beyond) costs { $points } { $points ->
        [one] point
       *[other] points
    }{ $beside ->
        [none] {""}
       *[other] , every open side facing { $side ->
            [N] east or west
            [E] north or south
            [S] east or west
           *[W] north or south
        } 1 point
    }: { $lost }.
alhambra-log-invaders-nobody = nobody loses a point
alhambra-log-invaders-seat = { $name } −{ $points }
alhambra-log-scouts-up = 🔭 New { $count ->
        [one] scout
       *[other] scouts
    } face up: { $scouts }.

alhambra-next-scout = 🔭 Only you see this: the top invader card shows { $where }. At the next scoring the invaders attack from there.
alhambra-hold-invaders = 🔭 Only you know: the next invaders come from { $where }.
alhambra-how-to-play-invaders = 🔭 **Invaders**: pay a building of a face-up scout's colour exactly, take the scout and see in secret where the next invaders come from. At each scoring every open side facing them costs points.

alhambra-rules-invaders =
    {"*"}*Invaders and scouts** (expansion 4, The Treasure Chamber; choose it with `modules:`; Alhambra tiles only, also for two players). Four invader cards (north, east, south, west) lie face down; of six scouts, one per building colour, two lie face up beside the money.
    • **Scouts**: the first player to pay a building of a face-up scout's colour exactly takes that scout and alone sees the top invader card (your panel and your hand picture show it). Every exact purchase counts: the vizier's, Abdul Karim's, and payments with exchange offices, diamonds or change. A camp never earns a scout. Who holds a scout is public; several purchases may take both (IN6). Undoing your turn puts the scout back, but you still know the card (IN5).
    • **Scoring** (after every other term): the top invader card is revealed. Every side of your tiles facing it with no wall and an empty square beyond costs 1, 2 or 3 points in scoring 1, 2 or 3; in scoring 3 also 1 point for each such side facing either neighbouring direction. Wooden walls count as walls. Every tile counts, the fountain and yards too; camps do not, and a side facing a camp is not open (IN1). Your total never drops below 0 (IN2). Dirk loses nothing.
    • Then the card, the unused scouts and the taken ones leave the game (IN4); after scorings 1 and 2 two new scouts turn up. Building sites never earn a scout (IN3).

## Pictures

img-term-invaders = Invaders
img-scouts = Scouts
img-scouts-none = none left
img-scout-holder = { $name }
img-invaders-from = from { $where }
img-invaders-next = Next invaders
img-invaders-attack = Scoring { $round }: invaders from { $where }
img-invaders-lost = −{ $points }
img-invaders-legend = Thick red side: { $points } { $points ->
        [one] point
       *[other] points
    }{ $beside ->
        [yes] , thin: 1 point
       *[no] {""}
    }
