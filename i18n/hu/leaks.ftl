# Csak a húzónak, miután Yammerad húzott neki (az asztal csak azt hallja, hány lapot)
alhambra-next-yammerad = Yammerad ezt húzta neked: { $cards }; csak te látod. Folytasd a körödet.
# Az ablak két kör között annak, aki most semmit sem tehet. Őt is megkérdezzük, hogy az
# asztal ne tudja meg, mi van nála. $what: vizier, thieves, both
alhambra-panel-window-nothing-title = Két kör között
alhambra-panel-window-nothing = Most semmi sem jó neked: { $what ->
        [vizier] a lapjaiddal egyik épületet sem tudod pontosan kifizetni
        [thieves] egyik tolvajod sem vehet el kártyát a kirakott pénzkártyák közül
       *[both] egyik tolvajod sem vehet el kártyát a kirakott pénzkártyák közül, és a lapjaiddal egyik épületet sem tudod pontosan kifizetni
    }. Mindenkit megkérdezünk, aki léphetne, hogy senki se tudja meg, mi van nálad: koppints a **Passz** gombra, és utána { $next } következik.

# Valaki válaszolt két kör között: passz vagy váró döntés, egyformán mondva
alhambra-log-window-answered = { $who } válaszolt.
