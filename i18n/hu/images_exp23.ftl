# A 2. és 3. kiegészítés a képeken: városkapuk, falkártyák, táborok, a vándorkereskedő,
# tolvajok, gyémántok, visszajáró és a karakterek. A kártyákon rövid szavak állnak; a
# karakterek neve úgy marad, ahogy a kártyára nyomtatták.

## Lapok és a kártyák alján álló nevek

img-building-camp = Tábor
img-gate-card = Kapu
img-wall-card = Fal
img-card-diamond = Gyémánt
img-thief-card = Tolvaj

## Az építőudvar sora a pénzkártyák alatt

img-none-shown = nincs
img-gate-shown = Kapukártya
img-wall-cards = Falkártyák
img-sticks-left = { $count } fa fal maradt
img-supply = Lakók készlete
img-change-bag = Érmék a zsákban
img-auction = Árverés: { $name }
img-auction-no-bid = Még nincs licit
img-auction-high = Legmagasabb licit { $bid }: { $name }
img-auction-asked = Soron: { $name }
img-auction-paying = { $name } fizet

## Az áttekintés jelmagyarázata

img-legend-stick = Fa fal
img-legend-gate = Városkapu
img-legend-resident = Lakó
img-legend-trader = Vándorkereskedő (rajta álló lakók)
img-legend-camp = Tábor: a nyilak a bástyák
img-legend-thieves = Kézben tartott tolvajok

## A kéz (csak a saját helyednek)

img-hand-gates = Kapukártyáid
img-hand-thieves = Tolvajaid (csak te látod őket)
img-hand-trader = Vándorkereskedőd: { $count } lakó (csak te látod a színüket)
img-hand-trader-moves = Vándorkereskedőd (a kör végén továbblép): { $count } lakó
img-hand-characters = Karaktereid
img-hand-diamonds = Gyémántok
img-hand-diamonds-note = bármit kifizetnek, csak gyémánttal, pénzzel sosem keverve; végül értéktelenek
img-hand-diamonds-pay = { $count ->
        [0] egy lapot sem fizetnek ki
       *[other] { $count } lapot fizetnek ki, { $exact } pontosan
    }

## A karakterek hatása, soronként egy

img-character-laila_wundabah = Kör elején: az építőudvar egy lapját a zsákból húzottra cseréli
img-character-machma_klain = Kör elején: egy pénzkártyát nem drágább nyitottra cserél
img-character-yammerad = Kör elején: 3-nál kevesebb pénzkártyával húz a pakliból
img-character-abdul_karim = Egyszer kifizet egy épületet (pontos fizetésnek számít)
img-character-abdul_knihstig = Drága épület vételekor egy pénzkártyát is kapsz
img-character-ammar_el_schauf = Körönként eggyel több átépítés
img-character-faruk_will_haben = 5 helyett 7 értékig vehetsz fel pénzt
img-character-hakim_wahid = Minden értékeléskor fél épülettel több egy választott fajtából
img-character-yusuf_e_passuf = Minden értékeléskor 3 külső falszakaszonként 1 pont
img-character-fatima = 8 pont a végső értékeléskor

## Az értékelőtábla további sorai

img-term-camps = Táborok
img-term-street_trader = Vándorkereskedő
img-term-characters = Karakterek

## A karakterek neve, ahogy a kártyán áll (tulajdonnevek: minden nyelven ugyanaz)

img-character-name-laila_wundabah = Laila Wundabah
img-character-name-machma_klain = Machma Klain
img-character-name-yammerad = Yammerad
img-character-name-abdul_karim = Abdul Karim
img-character-name-abdul_knihstig = Abdul Knihstig
img-character-name-ammar_el_schauf = Ammar El'Schauf
img-character-name-faruk_will_haben = Faruk Will'haben
img-character-name-hakim_wahid = Hakim Wahid
img-character-name-yusuf_e_passuf = Yusuf E'Passuf
img-character-name-fatima = Fatima
