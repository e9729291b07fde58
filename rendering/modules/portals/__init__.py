"""The portals' pictures (expansion 6, :mod:`engine.alhambra.modules.portals`): how a portal
tile looks (:mod:`.look`), the portals left and their scoring icons (:mod:`.pictures`) and the
picture of the places a bought portal may go (:mod:`.places`)."""
