# Erweiterung 3, die Diebe: die feste Einstellung „frag mich nicht nach meinen Dieben“ (das
# Fenster zwischen zwei Zügen passt dann von selbst für die Diebe eines Platzes), und der
# Hinweis zum Wesir im Handbild für einen Platz, der gefragt wird, aber kein Gebäude
# passend bezahlen kann.

## Knopf und getippte Wahl der Einstellung. $on: yes (einschalten) oder no (ausschalten)

# Die beiden Beschriftungen der Einstellung, jede eine eigene Nachricht, damit die Spielhilfe
# den Knopf wörtlich zitieren kann.
alhambra-thieves-always-on = Zwischen den Zügen nicht nach meinen Dieben fragen (sie passen immer)
alhambra-thieves-always-off = Zwischen den Zügen wieder nach meinen Dieben fragen
alhambra-act-thieves-always = { $on ->
        [yes] { alhambra-thieves-always-on }
       *[no] { alhambra-thieves-always-off }
    }

## Ablehnungen

engine-thieves-always-passes = Deine Diebe passen immer: Schalte das zuerst aus
engine-thieves-none-held = Du hast keinen Dieb: Diese Einstellung würde nichts ändern
engine-thieves-setting-unchanged = { $on ->
        [yes] Nach deinen Dieben wirst du schon nicht mehr gefragt
       *[no] Nach deinen Dieben wirst du schon gefragt
    }

## Das Handbild: Hinweis zum Wesir für einen Platz, der zwischen zwei Zügen gefragt wird,
## dessen Karten aber kein Gebäude passend bezahlen (nur dieser Platz sieht ihn)

img-vizier-nothing-fits = jetzt kannst du kein Gebäude passend bezahlen
