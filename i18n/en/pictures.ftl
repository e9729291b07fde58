# Words of the pictures added for issue 24 (rendering/): say what a player reads.

# Under "Wall cards" in the market once every wall card has been used (no wooden wall left)
img-wall-cards-none-left = none left
