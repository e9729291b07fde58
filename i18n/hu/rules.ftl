engine-character-ammar-after-trader = A további átépítés a vándorkereskedő továbblépése előtt jön: ebben a körben már továbblépett
