# Expansion 3's thieves: the standing setting "don't ask me about thieves" (the window
# between two turns then passes for a seat's thieves by itself), and the vizier's note in
# the hand picture for a seat that is asked but cannot pay a tile exactly.

## The setting's button and typed choice. $on: yes (switch it on) or no (switch it off)

# The setting's two labels, each its own message so that the player aid can quote the
# button word for word.
alhambra-thieves-always-on = Don't ask me about my thieves between turns (they always pass)
alhambra-thieves-always-off = Ask me about my thieves again between turns
alhambra-act-thieves-always = { $on ->
        [yes] { alhambra-thieves-always-on }
       *[no] { alhambra-thieves-always-off }
    }

## Refusals

engine-thieves-always-passes = your thieves are set to always pass: switch that off first
engine-thieves-none-held = you hold no thief: this setting would change nothing
engine-thieves-setting-unchanged = { $on ->
        [yes] you are already never asked about your thieves
       *[no] you are already asked about your thieves
    }

## The hand picture: the vizier's note for a seat asked between turns whose cards pay no
## market tile exactly (only this seat sees it)

img-vizier-nothing-fits = your cards pay no market tile exactly now
