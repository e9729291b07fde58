"""Issue 28: ``ai/`` is pure like the engine. It imports only the engines' faces
(``engine.alhambra``, ``engine.rollwrite``, ``engine.errors``: what their ``__init__``
exports, never a module inside them), its own modules and pure parts of the standard
library; never the bot, storage, rendering or i18n; no I/O (no ``open``, ``print``,
``input``), no clock (no ``time``, ``datetime``) and no global random: the ``rng`` passed in
is the only chance (``random.Random`` may be named, as a type or seeded, never called
without a seed, and no ``random.choice``-like function of the module is called)."""

import ast
import importlib
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AI = ROOT / "ai"

#: The engines' faces.
FACES = frozenset({"engine.alhambra", "engine.rollwrite", "engine.errors"})
#: Standard library modules without I/O, clock or hidden chance.
PURE = frozenset({
    "__future__", "abc", "array", "bisect", "collections", "collections.abc", "copy",
    "dataclasses", "enum", "fractions", "functools", "heapq", "itertools", "math", "numbers",
    "operator", "random", "statistics", "string", "types", "typing"})
#: Built-in functions that read or write outside the program, or run code from text.
IO_CALLS = frozenset({"open", "print", "input", "exec", "eval", "compile", "__import__",
                      "breakpoint"})


def exported(face: str) -> frozenset[str]:
    """What a face offers: its ``__all__`` (``engine.errors``, which has none: its public
    names)."""
    module = importlib.import_module(face)
    names = getattr(module, "__all__", None)
    if names is None:
        names = [n for n, v in vars(module).items()
                 if not n.startswith("_") and getattr(v, "__module__", None) == face]
    return frozenset(names)


def problems_in(source: str, name: str) -> list[str]:
    """What in one module of ``ai/`` breaks the rules above."""
    found = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name not in FACES | PURE:
                    found.append(f"{name} imports {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # its own modules
                continue
            if node.module not in FACES | PURE:
                found.append(f"{name} imports from {node.module}")
            elif node.module in FACES:
                inner = sorted(a.name for a in node.names if a.name not in exported(node.module))
                if inner:
                    found.append(f"{name} imports {', '.join(inner)} from {node.module}, "
                                 "which its face does not export")
            elif node.module == "random" and any(a.name != "Random" for a in node.names):
                found.append(f"{name} imports the global random's functions")
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in IO_CALLS:
                found.append(f"{name} calls {func.id}() (line {node.lineno})")
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and \
                    func.value.id == "random":
                if func.attr != "Random":
                    found.append(f"{name} calls the global random.{func.attr}() "
                                 f"(line {node.lineno})")
                elif not node.args and not node.keywords:
                    found.append(f"{name} makes an unseeded random.Random() "
                                 f"(line {node.lineno})")
    return found


def test_ai_imports_only_the_engines_faces_and_does_no_io():
    found = []
    for path in sorted(AI.rglob("*.py")):
        found += problems_in(path.read_text(), str(path.relative_to(ROOT)))
    assert found == []


def test_importing_ai_loads_no_bot_storage_rendering_or_i18n():
    code = ("import sys, ai\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
            "{'bot', 'storage', 'rendering', 'i18n', 'discord', 'aiosqlite', 'PIL', "
            "'asyncpg', 'fluent'})\n"
            "print(bad)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_the_check_finds_what_it_forbids():
    """The check can fail: each forbidden thing in a sample module is reported."""
    sample = (
        "import random\n"
        "import time\n"
        "from bot import app\n"
        "from engine.alhambra.random_play import choose\n"
        "from engine.alhambra import legal_actions\n"
        "from engine.alhambra import components\n"
        "from random import choice\n"
        "from .player import LEVELS\n"
        "def f(state, rng=None):\n"
        "    rng = rng or random.Random()\n"
        "    print(open('x').read())\n"
        "    return random.choice(list(legal_actions(state, 0))), random.Random(7)\n")
    assert sorted(problems_in(sample, "sample")) == sorted([
        "sample imports time",
        "sample imports from bot",
        "sample imports from engine.alhambra.random_play",
        "sample imports the global random's functions",
        "sample imports components from engine.alhambra, which its face does not export",
        "sample makes an unseeded random.Random() (line 10)",
        "sample calls print() (line 11)",
        "sample calls open() (line 11)",
        "sample calls the global random.choice() (line 12)",
    ])
