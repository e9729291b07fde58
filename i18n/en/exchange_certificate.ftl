# Exchange certificates (expansion 6, "Die Falkner"): every word a player reads about them.
# $currency: denar, dirham, ducat, guilder (words through alhambra-currency); $who: a
# player's name. A certificate is a currency stone on the player's certificate card.

## Names

# A certificate as money: "certificate 3 Ducat"
alhambra-certificate-amount = certificate { $value } { alhambra-currency }
alhambra-how-to-play-certificates = 🎫 **Exchange certificates**: overpay a purchase (a building, a camp, a bid, or diamonds) and take a currency stone of that currency worth what you overpaid; if you already have one, it goes up (at most 10). It pays whole as money of its currency (🎫 on the payment buttons); paid exactly, you take another action.
module-exchange_certificate =
    .title = Exchange certificates
    .description = Overpay a purchase and take a currency stone worth the amount overpaid (up to 10); spend it later as money of its currency.

## Choices and the log

# $take: coins (overpaying gives change), certificate
alhambra-act-overpay-for = { $take ->
        [coins] When I overpay: give me coins of change
       *[certificate] When I overpay: give me a certificate
    }
# $before: 0 (a new stone), or the stone's value before
alhambra-log-certificate-issued = 🎫 { $who } overpaid by { $overpaid } { alhambra-currency }: { $before ->
        [0] a new certificate worth { $value }.
       *[other] the certificate goes up from { $before } to { $value }.
    }
alhambra-log-certificate-spent = 🎫 { $who } paid with a certificate of { $value } { alhambra-currency }; the stone is back in the pool.

## Refusals (engine)

engine-certificate-no-change = without the change, overpaying always gives a certificate
# $take: coins, certificate
engine-certificate-choice-unchanged = { $take ->
        [coins] overpaying already gives you coins
       *[certificate] overpaying already gives you a certificate
    }

## Player aid

alhambra-rules-exchange-certificate =
    {"*"}*Exchange certificates** (expansion 6; module `exchange_certificate`, also with Granada and the combination): each player has a certificate card. Currency stones lie in a pool: 1 per currency with 2 players, 2 with 3-4, 3 with 5-6.
    {"*"}*Getting one**: overpay a building (the vizier's too), a camp, a bid for a character, or pay too much in diamonds, by X: take a stone of that currency from the pool and set it on X; if you already have that currency's stone, it goes up by X, to at most 10 (EC1). One stone per currency each. Diamonds give the stone of the market slot's currency (EC4); a bid gives the currency it was paid in (EC6); every tile bought from the market counts, a Granada flip does not (EC5).
    {"*"}*Spending**: a stone pays whole as money of its currency, wherever money pays (tiles, the vizier, bids, camps, bazaars, chests, sultan cards), and goes back to the pool (EC2). Paid exactly with it, the payment is exact: another action, and the scout. It counts as money in the final distribution.
    {"*"}*With the change**: you choose coins or a certificate (EC3): a certificate unless you switched to coins on your panel (🎫, any time); when no stone can be gained, you get coins (EC9).
    {"*"}*Our choices**: a stone is kept as a money item in your hand (EC7); all stones are public, and a stone does not count as a hand card for Yammerad or Machma (EC8). A stone also pays falcons, building sites and portals like money, and overpaying a site gives one (EC10).

## Pictures

img-certificate-title = Certificates
img-certificate-pool = Stones left
img-certificate-none = no certificate
