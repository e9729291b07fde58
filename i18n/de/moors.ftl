# Künste der Mauren (Erweiterung 5): Kulturplättchen.

module-art_of_the_moors =
    .title = Künste der Mauren
    .description = Zwei Gebäude mit demselben Preis bringen dir ein Kulturplättchen dieses Preises; drehe deine Plättchen als Aktion weiter, jedes punktet bei jeder Wertung.
alhambra-how-to-play-moors = 🔶 **Künste der Mauren**: Am Ende deines Zuges bringen dir zwei Gebäude mit demselben Preis ein Kulturplättchen dieses Preises (ohne Tippen). „Kulturplättchen drehen“ ist eine Aktion: Jedes Plättchen, das darf, dreht um eine Ecke weiter und bringt bei jeder Wertung mehr.

## Choices and the log

alhambra-act-turn-culture = Deine Kulturplättchen weiterdrehen
alhambra-log-culture-gained = 🔶 { $who } hat ein Kulturplättchen für Preis { $price } genommen ({ $marker } Gebäude mit diesem Preis).
alhambra-log-culture-turned = 🔶 { $who } hat { $count ->
        [one] ein Kulturplättchen
       *[other] { $count } Kulturplättchen
    } weitergedreht: +{ $gain } Punkte bei jeder Wertung.

## The panel

alhambra-panel-culture-line = Deine Kulturplättchen weiterdrehen ({ $count ->
        [one] ein Plättchen dreht sich
       *[other] { $count } Plättchen drehen sich
    }): +{ $gain } Punkte bei jeder Wertung
alhambra-button-culture = Kulturplättchen drehen

## Pictures

img-term-art_of_the_moors = Kultur
img-culture-title = Kulturplättchen
img-culture-next = dann { $value }
img-culture-top = Ende
img-culture-wait = braucht { $count } Geb.
img-culture-price = Preis { $price }
img-culture-count = { $count } Geb.

## Engine reasons

engine-culture-none = Du hast noch keine Kulturplättchen: Du bekommst eins am Ende eines Zuges mit zwei Gebäuden desselben Preises
engine-culture-cannot-turn = Keins deiner Kulturplättchen kann sich drehen: Jedes braucht zuerst mehr Gebäude seines Preises

## The player aid

alhambra-rules-moors =
    {"*"}*Künste der Mauren** (Erweiterung 5; Modul `art_of_the_moors`, nur mit den Alhambra-Plättchen, auch zu zweit): 20 Kulturplättchen, je 3 für die Gebäudepreise 6 bis 11 und 2 für Preis 12; du hast höchstens eins je Preis (AM1).
    {"*"}*Ein Plättchen nehmen**: Ganz am Ende deines Zuges (nach dem Bauen, den Truhen und dem fliegenden Händler) nimmst du, wenn du mindestens 2 Gebäude mit demselben aufgedruckten Preis hast (Alhambra und Reserve) und noch kein Plättchen dieses Preises, eins, falls noch eins da ist, mit der Ecke 0 am Edelstein; das geschieht von selbst (AM7). Sein Marker zeigt deine Gebäudeplättchen mit diesem Preis; Feldlager, Bazare und Bauhütten zählen nie (AM2). Ein Kauf mit dem Wesir bringt sein Plättchen gleich danach (AM6). Jeder Preis wird geprüft, was dasselbe ist wie deine Käufe zu prüfen (AM8). Dirk bekommt keins.
    {"*"}*Drehen und Wertung**: „Kulturplättchen drehen“ ist eine Aktion: Jedes Plättchen, das darf, dreht um eine Ecke weiter (AM4), nie zurück (AM5). Eine Ecke braucht so viele Gebäude des Preises: 0, 2, 2, 2, 3, 4, höchstens so viele, wie es Plättchen dieses Preises im Spiel gibt (Preis 12: 0, 2, 2, 2, 2, 2) (AM3). Bei jeder Wertung zählt jedes Plättchen den Wert am Edelstein: 0, 3, 6, 10, 15, 21. Die Plättchen sind offen (AM9).

img-glance-culture = drehte Kulturplättchen weiter
