"""Issue 11: the bot package is a core that knows tables and one package per game kind, arrows
pointing down only (the core never imports a kind). No cycles, no imports inside functions and
a docstring on every module: tests/test_structure.py, for every package."""

from tests.test_structure import imports_of, modules


def test_the_core_never_imports_a_game_kind():
    trees = modules(("bot",))
    kinds = {name for name in trees if name.startswith(("bot.alhambra", "bot.rollwrite"))}
    for name, tree in trees.items():
        if name.startswith("bot.tables"):
            assert not imports_of(name, tree, set(trees)) & kinds, name
