"""The magic buildings' pictures (promo, :mod:`engine.alhambra.modules.magic_buildings`): the
star on their tiles (:mod:`.look`) and the picture of their positions while one is placed
(:mod:`.pictures`)."""
