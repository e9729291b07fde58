# The turn post's first picture (rendering/glance.py): a player's name, then one of these
# words, then the cards or tiles it is about ("Ana  bought and built  [tile]"). Short.

img-glance-heading = What happened
img-glance-heading-latest = What happened (the latest)
img-glance-took = took
img-glance-bought = bought, still to place
img-glance-bought-built = bought and built
img-glance-bought-reserved = bought for the reserve
img-glance-built = built
img-glance-reserved = put in the reserve
img-glance-rebuilt = rebuilt
img-glance-dirk = gave Dirk
img-glance-yard = took a building yard
img-glance-received = received
img-glance-scoring = { $round ->
    [1] First scoring
    [2] Second scoring
   *[other] Final scoring
}
img-glance-bought-dirk = bought for Dirk
img-glance-yard-built = took a building yard and built it
img-glance-yard-reserved = took a building yard for the reserve
img-glance-received-built = received and built
img-glance-received-reserved = received for the reserve

# The titles of the turn post's embeds that show the other pictures (the glance is shown
# inline above them).
alhambra-caption-overview = Every Alhambra · open it for full size
alhambra-caption-scoring = The scoring · open it for full size
# Roll & Write's last post: the final table is shown inline, the score sheet in an embed.
rollwrite-caption-score-sheet = The score sheet · open it for full size
