"""Issues 11 and 24: every package (engine, rendering, storage, i18n, bot) is free of import
cycles, also through an import inside a function (it runs as soon as the function does), and
every module says in a docstring what lives there. The engine, i18n and the bot import only at
the top of a module; rendering (the sample writers) and storage (the built-in game kinds and
PostgreSQL, loaded when first used) import a few things late, which the cycle check counts.

An import is an edge to the module it names and, for ``from package import name``, to
``package.name`` when that is a module; ``if TYPE_CHECKING:`` blocks never run and do not
count."""

import ast
from pathlib import Path

from engine.alhambra import endturn, ruleset
from engine.alhambra.modules import BASE_RULE_SET
from rendering import board, marks, tags

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "ai", "records", "rendering", "storage", "i18n", "bot")
#: The packages that import only at the top of a module (no import inside a function).
TOP_ONLY = ("engine", "ai", "records", "i18n", "bot")


def modules(packages=PACKAGES) -> dict[str, ast.Module]:
    found = {}
    for package in packages:
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = ast.parse(path.read_text(), str(path))
    return found


def _runs(tree: ast.AST):
    """Every node of ``tree`` that can run (all but ``if TYPE_CHECKING:`` blocks)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            yield from (n for child in node.orelse for n in [child, *_runs(child)])
            continue
        yield node
        yield from _runs(node)


def imports_of(name: str, tree: ast.Module, known: set[str], *, anywhere: bool = True
               ) -> set[str]:
    """The known modules ``name`` imports: anywhere it can run, or (``anywhere=False``) in
    the statements at the top of the module only."""
    package = name if (ROOT / Path(*name.split("."))).is_dir() else name.rpartition(".")[0]
    targets = set()
    for node in _runs(tree) if anywhere else tree.body:
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


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` (a path that ends where it starts), or None."""
    visiting, done = [], set()

    def visit(node):
        if node in done:
            return None
        if node in visiting:
            return visiting[visiting.index(node):] + [node]
        visiting.append(node)
        for target in sorted(graph[node]):
            found = visit(target)
            if found:
                return found
        visiting.pop()
        done.add(node)
        return None

    for name in sorted(graph):
        found = visit(name)
        if found:
            return found
    return None


def test_no_import_cycles_in_any_package():
    trees = modules()
    graph = {name: imports_of(name, tree, set(trees)) for name, tree in trees.items()}
    found = cycle(graph)
    assert found is None, " -> ".join(found)


def test_the_cycle_check_finds_a_cycle_through_an_import_inside_a_function():
    trees = {
        "engine.a": ast.parse("from .b import x\n"),
        "engine.b": ast.parse("def f():\n    from .a import y\n"),
        "engine.c": ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                              "    from .a import z\n"),
    }
    graph = {name: imports_of(name, tree, set(trees)) for name, tree in trees.items()}
    assert graph == {"engine.a": {"engine.b"}, "engine.b": {"engine.a"}, "engine.c": set()}
    assert cycle(graph) in (["engine.a", "engine.b", "engine.a"],
                            ["engine.b", "engine.a", "engine.b"])


def test_no_imports_inside_functions():
    for name, tree in modules(TOP_ONLY).items():
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = [n for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)]
                assert not inner, f"{name}.{node.name} imports inside a function"


def test_every_module_says_what_lives_there():
    for name, tree in modules().items():
        assert ast.get_docstring(tree), f"{name} has no docstring"


def test_the_seams_that_replaced_the_circles_are_filled():
    """The base rule set reaches the end of turn's hand-out, and the rule sets' and the
    modules' name of the base game agree (what the removed imports used to fetch)."""
    hand_out = {"end_game": endturn.award_all_left_over,
                "next_final": endturn.next_in_final_queue}
    assert hand_out == ruleset.BASE_HAND_OUT
    assert ruleset.BASE_RULES.name == BASE_RULE_SET
    assert board.tag_image is marks.tag_image is tags.tag_image
