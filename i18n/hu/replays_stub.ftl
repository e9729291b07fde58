# A visszajátszás gombjának helyőrzője (lásd en/replays_stub.ftl).
replay-stub-button = Visszajátszás
replay-stub-not-drawn = Ennek a játéknak a visszajátszása még nem készült el.
