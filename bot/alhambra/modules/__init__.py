"""The rule modules at a table: each module's panel screens and choices (``panel.py``) and its
words (``texts.py``), one small package each, named as the engine names the module
(:data:`engine.alhambra.MODULES`). The panel and the texts of the core (the files beside this
package) show them where they belong; :mod:`.panels` lists the modules' panels in the
books' order."""
