# A 4. kiegészítő négy moduljának képei együtt (25. issue).

# A pénzkínálat alatt: a kincstár felirata a három terme fölött
img-chests-chamber-bag = Kincstár · { $count } láda a zsákban

# A gyors áttekintő kép (a körös poszt első képe): valaki megvette egy terem ládáit, utána rajzolva
img-glance-chests = kincsesládákat vett
