"""The medinas' pictures (promo, :mod:`engine.alhambra.modules.medina`): how a medina looks
(:mod:`.look`) and the medinas' standing at a scoring (:mod:`.pictures`)."""
