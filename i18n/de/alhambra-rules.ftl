# Die Übersicht von /alhambra rules: eine Nachricht je Abschnitt, jeder beginnt mit seiner
# fetten Überschrift (eine Zeile darf in Fluent nicht mit * beginnen: {"*"} steht dafür).

alhambra-rules-base =
    {"*"}*Alhambra: die Spielhilfe**
    {"*"}*In deinem Zug** führst du eine Aktion aus:
    • **Geld nehmen**: eine Geldkarte mit beliebigem Wert, oder mehrere mit zusammen höchstens 5.
    • **Gebäudeplättchen kaufen**: mindestens seinen Preis in der Währung seines Bauhof-Feldes zahlen. Kein Wechselgeld!
      Zahlst du *passend*, *darfst* du noch einmal (bis zu 5 Aktionen in einem Zug).
    • **Umbauen**: ein Plättchen aus der Reserve einbauen, eines in die Reserve abbauen oder eines austauschen.
    Dann baust du ein, was du gekauft hast (oder legst es in deine Reserve; zu zweit darfst du es auch Dirk schenken). Dein Zug endet von selbst, wenn nichts mehr folgen kann; bis dahin nimmt **Zug zurücknehmen** den ganzen Zug zurück. Gar nichts möglich? **Zug beenden** passt.
    {"*"}*Bauregeln**: Plättchen werden nie gedreht; aneinandergrenzende Seiten zeigen beide eine Stadtmauer oder beide keine; jedes Plättchen muss vom Brunnen aus „zu Fuß“ erreichbar sein, ohne eine Mauer zu überqueren; mindestens eine ganze Seite muss angrenzen; keine umbauten Löcher.
    {"*"}*Wertung** (wenn eine der beiden Wertungskarten aus dem Geldkartenstapel auftaucht, und am Spielende), Punkte für die meisten/zweitmeisten/drittmeisten:
    Pavillon 1 · 8/1 · 16/8/1 — Serail 2 · 9/2 · 17/9/2 — Arkaden 3 · 10/3 · 18/10/3
    Gemächer 4 · 11/4 · 19/11/4 — Garten 5 · 12/5 · 20/12/5 — Turm 6 · 13/6 · 21/13/6
    Bei Gleichstand werden die Punkte der Plätze geteilt, abgerundet. Die Reserve zählt nie. Dazu 1 Punkt je Kante deiner längsten Außenmauer. Das Spiel endet, wenn der Bauhof nicht mehr aufgefüllt werden kann.

alhambra-rules-granada =
    {"*"}*Granada** (`module:granada`): doppelseitige Plättchen (die gedruckten Rückseiten und Gräben sind nicht öffentlich: dieser Plättchensatz ist eine Rekonstruktion). Der erste Bauhof zeigt die geraden Seiten, danach wechselt der Markierungsstein nach jedem Auffüllen zwischen ungerade und gerade. Ein gekauftes Plättchen baust du kostenlos mit der sichtbaren Seite ein, oder du **drehst es** vorher **um** für mindestens 3 in einer Währung (kein Wechselgeld); in die Reserve darf es kostenlos mit beliebiger Seite (danach nie mehr umgedreht). Gräben folgen den Mauerregeln. Die Plätze bringen ×1 | ×2, ×1 | ×3, ×2, ×1 die Anzahl solcher Gebäude in allen Städten (`granada_simplified`: 3 | 10, 3 | 18, 10, 3); bei gleicher Anzahl gewinnt das Plättchen mit dem höchsten Preis. Am Ende werden die restlichen Plättchen eines nach dem anderen vergeben: jedes sofort so einbauen, wie es liegt, oder darauf verzichten (in die Reserve).

alhambra-rules-combination =
    {"*"}*Alhambra + Granada** (`module:alhambra_granada`, `granada_simplified` darf dazu):
    Granadas Regeln und Plättchen neben denen der Alhambra; auch hier ist der Granada-Plättchensatz eine Rekonstruktion (die gedruckten Rückseiten und Gräben sind nicht öffentlich).
    • **Bauhof**: Auf jedem Feld liegen ein Alhambra- und ein Granadaplättchen; kaufe eines davon, bezahlt wie gewohnt. Der Markierungsstein wechselt nach einem Auffüllen, bei dem Granadaplättchen ausgelegt wurden.
    • **Zwei Städte auf einer Fläche**: Du beginnst nur mit dem Brunnen. Dein erstes Granadaplättchen muss an deine Alhambra grenzen, Graben an Mauer; es ersetzt Granadas Startplättchen und wird nie bewegt. Innerhalb einer Stadt gelten die üblichen Regeln (Gräben wie Mauern); ein Alhambra- und ein Granadaplättchen grenzen nur Mauer an Graben aneinander; jedes Plättchen muss vom Start seiner eigenen Stadt aus erreichbar sein. Umbauen geht mit Plättchen beider Städte.
    • **Wertung**: die Gebäude der Alhambra nach der Tabelle des Grundspiels, die Granadas nach ihren Multiplikatoren (oder den Punkten von `granada_simplified`); 1 Punkt je Kante deiner längsten Mauer und deines längsten Grabens (die andere Stadt zählt als leerer Boden); und 2 Punkte je Kante deines längsten Stücks Mauer neben Graben.
    • **Ende**: wenn ein Feld nach dem Auffüllen keines der beiden Plättchen mehr hat. Wer in einer Währung das meiste Geld hat, erhält beide Plättchen ihres Feldes (das Alhambraplättchen zuerst), eines nach dem anderen wie in Granada: jedes so einbauen, wie es liegt, oder darauf verzichten.
