"""The pure rules engines, one package per game (:mod:`engine.alhambra`,
:mod:`engine.rollwrite`): no I/O, no clock, no global random; nothing here imports the bot,
rendering or storage."""
