"""Issue 11: the bot package is a core that knows tables and one package per game kind. No
import cycles, no imports inside functions to dodge one, arrows pointing down only (the core
never imports a kind), and a docstring at the top of every package and module."""

import ast
from pathlib import Path

BOT = Path(__file__).resolve().parents[2] / "bot"


def modules() -> dict[str, ast.Module]:
    found = {}
    for path in BOT.rglob("*.py"):
        relative = path.relative_to(BOT.parent).with_suffix("")
        parts = list(relative.parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = ast.parse(path.read_text(), str(path))
    return found


def imports_of(name: str, tree: ast.Module, known: set[str]) -> set[str]:
    package = name if (BOT.parent / Path(*name.split("."))).is_dir() else name.rpartition(".")[0]
    targets = set()
    for node in tree.body:  # module level only: an import inside a function is a failure
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            submodules = [f"{module}.{alias.name}" for alias in node.names]
            candidates = submodules if node.module is None else [module] + submodules
        elif isinstance(node, ast.Import):
            candidates = [alias.name for alias in node.names]
        else:
            continue
        targets |= {c for c in candidates if c in known and c != name}
    return targets


def test_no_import_cycles_in_bot():
    trees = modules()
    graph = {name: imports_of(name, tree, set(trees)) for name, tree in trees.items()}
    visiting, done = set(), set()

    def visit(node, path):
        if node in done:
            return
        assert node not in visiting, " -> ".join(path + [node])
        visiting.add(node)
        for target in graph[node]:
            visit(target, path + [node])
        visiting.discard(node)
        done.add(node)

    for name in graph:
        visit(name, [])


def test_no_imports_inside_functions():
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = [n for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)]
                assert not inner, f"{name}.{node.name} imports inside a function"


def test_the_core_never_imports_a_game_kind():
    trees = modules()
    kinds = {name for name in trees if name.startswith(("bot.alhambra", "bot.rollwrite"))}
    for name, tree in trees.items():
        if name.startswith("bot.tables"):
            assert not imports_of(name, tree, set(trees)) & kinds, name


def test_every_module_says_what_lives_there():
    for name, tree in modules().items():
        assert ast.get_docstring(tree), f"{name} has no docstring"
