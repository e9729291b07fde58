"""The bazaars' pictures (expansion 4, :mod:`engine.alhambra.modules.bazaars`): how a bazaar
tile looks (:mod:`.look`), and the bazaars waiting by the market, in the hand and scored
(:mod:`.pictures`)."""
