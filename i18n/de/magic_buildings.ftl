# Magische Gebäude (Promo): jedes Wort, das Spieler über sie lesen. Ein magisches Gebäude
# heißt wie jedes Plättchen („Turm 14“), vom Bot mit ✨ markiert. Seine Stellungen tragen im
# Bild die Nummern 1-4: 1 wie gedruckt, dann je eine Vierteldrehung im Uhrzeigersinn.

## Das Modul

module-magic_buildings =
    .title = Magische Gebäude
    .description = Sechs teurere Gebäude, eins je Art, kommen in den Beutel. Jedes zählt überall als seine Art, und du baust es so gedreht ein, wie du willst.
alhambra-how-to-play-magic-buildings = ✨ **Magische Gebäude**: Sechs teurere Plättchen (9 bis 14, mit ✨) zählen als ihre Gebäudeart. Hast du eins gekauft, drehst du es vor dem Bauen, wenn du willst (die ↻-Knöpfe neben den Plätzen); diese Stellung behält es in der Reserve und beim Umbauen.

## Auswahl

# $number: die Nummer der Stellung im Bild; $walls: die Seiten mit Mauern
alhambra-act-rotate-magic = { $tile } in Stellung { $number } drehen (Mauern: { $walls })
    .tile = acc
# Ein Kauf des Wesirs oder ein Nehmen mit Sultankarte, gedreht (nach dessen Worten)
alhambra-act-magic-position = , Stellung { $number } (Mauern: { $walls })
alhambra-act-magic-position-brief = {" "}↻ { $number }
alhambra-button-magic-turn = ↻ { $number }
# Im Bau-Panel eines magischen Gebäudes. $turns: wie viele andere Stellungen irgendwo passen
alhambra-place-magic = { $turns ->
        [0] ✨ Ein magisches Gebäude: Keine andere Stellung passt gerade irgendwo, also bau es so, wie es liegt, oder leg es in die Reserve. Seine Stellung behält es in der Reserve und beim Umbauen.
       *[other] ✨ Ein magisches Gebäude: Wähl seine Stellung, bevor du es baust (1–4 unter dem Bild; ↻ dreht es). Diese Stellung behält es in der Reserve und beim Umbauen.
    }

## Bilder

img-magic-rotations = Stellungen des magischen Gebäudes
img-magic-places = { $count ->
        [0] nur Reserve
        [one] 1 Platz
       *[other] { $count } Plätze
    }
img-magic-now = jetzt

## Gründe der Engine

engine-magic-not-waiting = Drehen kannst du nur ein Plättchen, das du in diesem Zug gekauft und noch nicht gebaut oder in die Reserve gelegt hast
engine-magic-not-magic = Drehen kannst du nur ein magisches Gebäude
engine-magic-no-such-rotation = Das ist keine andere Stellung dieses magischen Gebäudes

## Spielhilfe

alhambra-rules-magic-buildings =
    {"*"}*Magische Gebäude** (Promo; Modul `magic_buildings`, nur mit den Alhambra-Plättchen): Sechs Plättchen kommen in den Beutel, eins je Gebäudeart, jedes 1 teurer als das teuerste seiner Art: Pavillon 9, Serail 10, Arkaden 11, Gemächer 12, Garten 13, Turm 14. Mauern (MG1): oben bei den zwei billigsten, oben und rechts bei den zwei mittleren, oben, rechts und unten bei den zwei teuersten. Dirk darf sie ziehen.
    {"*"}*Kaufen und drehen**: Du kaufst eins wie ein Gebäude (Wesir, Abdul Karim, Wechselstuben, Diamanten, Wechselgeld, Baumeister und eine Karawanserei helfen; Knihstigs Karte gibt es; Wechselgeld kommt zurück). Die Stellung wählst du beim Kauf, und es behält sie in der Reserve und beim Umbauen (MG1): Du drehst es kostenlos, bevor du es baust oder in die Reserve legst (MG4); der Wesir nennt die Stellung mit seinem Kauf (MG5); wer es mit einer Sultankarte nimmt, nennt sie dabei ebenso (MG6); ein am Ende verteiltes Plättchen dreht, wer es bekommt (MG7).
    {"*"}*Zählen**: Es ist für alles ein Gebäude seiner Art: Mehrheiten, Bauhütten, Karawanserei, Bazare, Truhen, Bewohner, Tore, Mauern, Angreifer, Sultan und die neuen Wertungskärtchen. Es gibt kein Kulturplättchen und zählt für keins, und keine Bonuskarte passt zu ihm (MG3). Die Ausrichtungsplättchen der APP gibt es nicht (MG2). Am Ende wird es wie jedes Gebäude verteilt.
