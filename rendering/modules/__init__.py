"""The pictures of the rule modules: one file (or small package) each, named as the engine names
the module (:data:`engine.alhambra.MODULES`), holding what that module adds to the market, the
Alhambras, the hand and the scoring table. The core pictures (the files beside this package)
draw them where they belong."""
