"""The house (issues 11, 24 and 37): every package free of import cycles, type-only imports
included; no import inside a function but in the sample writers; no file past 800 lines; no
file importing another file's private name; every rule module in a room of its own, on the
published kit, listed in one value, meeting another module only where the books tie them.

Each rule is a function that returns what breaks it (empty: the house keeps it), run on the
real packages and on a planted violation that it must find.

An import is an edge to the module it names and, for ``from package import name``, to
``package.name`` when that is a module; an import under ``if TYPE_CHECKING:`` counts too (a
cycle of type hints is a cycle a reader must untie all the same)."""

import ast
from pathlib import Path

from bot.alhambra.modules import meetings as bot_meetings
from bot.alhambra.modules.panels import BY_MODULE as PANELS_BY_MODULE
from bot.alhambra.modules.panels import PANELS
from engine.alhambra import MODULES, endturn, ruleset
from engine.alhambra.modules import BASE_RULE_SET, REGISTRY
from engine.alhambra.modules import meetings as engine_meetings
from rendering import board, marks, tags
from rendering.modules.looks import BY_MODULE as LOOKS_BY_MODULE
from rendering.modules.looks import LOOKS

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "ai", "records", "rendering", "storage", "i18n", "bot")
#: The sample writers (example pictures for the docs): they may import late.
SAMPLES = ("rendering.samples", "rendering.samples_certificates", "rendering.samples_statistics",
           "rendering.sample_games", "rendering.replay_samples", "rendering.rollwrite.samples")
MOST_LINES = 800
#: What a rule module of the engine may import of the core: the kit and the public face.
FACE = ("engine.alhambra.kit", "engine.alhambra.actions", "engine.alhambra.events",
        "engine.alhambra.components", "engine.alhambra.errors", "engine.alhambra.state")
#: The rule modules' rooms in each layer, and the files there that are no module (the seam,
#: the lists); :mod:`engine.alhambra.modules.extra_rebuilds` is no module either but the one
#: rule of those that grant extra rebuilds: it lives and meets as they do.
NOT_MODULES = {"extra_rebuilds"}
ROOMS = {
    "engine.alhambra.modules": {"seam", "catalogue", "meetings"},
    "rendering.modules": {"looks"},
    "bot.alhambra.modules": {"panels", "meetings"},
}


def modules(packages=PACKAGES) -> dict[str, ast.Module]:
    found = {}
    for package in packages:
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = ast.parse(path.read_text(), str(path))
    return found


def _package(name: str) -> str:
    return name if (ROOT / Path(*name.split("."))).is_dir() else name.rpartition(".")[0]


def resolved(name: str, node: ast.ImportFrom) -> str:
    """The module an ``import from`` of module ``name`` reads from."""
    if not node.level:
        return node.module or ""
    base = _package(name).split(".")
    base = base[:len(base) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str, tree: ast.Module, known: set[str], *, anywhere: bool = True
               ) -> set[str]:
    """The known modules ``name`` imports: anywhere (type hints and functions included), or
    (``anywhere=False``) in the statements at the top of the module only."""
    targets = set()
    for node in ast.walk(tree) if anywhere else tree.body:
        if isinstance(node, ast.ImportFrom):
            module = resolved(name, node)
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


# -- the rules: each returns what breaks it ----------------------------------------------------

def cycles_in(trees: dict[str, ast.Module]) -> list[str]:
    graph = {name: imports_of(name, tree, set(trees)) for name, tree in trees.items()}
    found = cycle(graph)
    return [" -> ".join(found)] if found else []


def late_imports(trees: dict[str, ast.Module]) -> list[str]:
    """Imports inside a function (they hide a module's needs and run late), but in the
    sample writers."""
    found = []
    for name, tree in trees.items():
        if name in SAMPLES:
            continue
        found += [f"{name}.{node.name}" for node in ast.walk(tree)
                  if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                  and any(isinstance(n, ast.Import | ast.ImportFrom) for n in ast.walk(node))]
    return found


def private_imports(trees: dict[str, ast.Module]) -> list[str]:
    """Names starting with ``_`` that a file imports from another."""
    return [f"{name}: {alias.name} from {node.module or '.'}"
            for name, tree in trees.items() for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module != "__future__"
            for alias in node.names
            if alias.name.startswith("_") and not alias.name.startswith("__")]


def long_files(lengths: dict[str, int]) -> list[str]:
    return [f"{name}: {count} lines" for name, count in lengths.items() if count > MOST_LINES]


def room_of(name: str) -> tuple[str, str] | None:
    """(the layer's room of rule modules, the rule module) a module belongs to, or None."""
    for room, others in ROOMS.items():
        if name.startswith(room + "."):
            module = name[len(room) + 1:].split(".")[0]
            return (room, module) if module not in others else None
    return None


def off_the_kit(trees: dict[str, ast.Module]) -> list[str]:
    """What an engine rule module imports of the core besides the kit and the public face."""
    found = []
    for name, tree in trees.items():
        where = room_of(name)
        if where is None or where[0] != "engine.alhambra.modules":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = resolved(name, node)
                targets = [module] if node.module else [f"{module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                continue
            for target in targets:
                if target.startswith("engine.alhambra") and not target.startswith(
                        ("engine.alhambra.modules",) + FACE):
                    found.append(f"{name} imports {target}")
    return found


def meetings_broken(trees: dict[str, ast.Module], tables: dict[str, dict]) -> list[str]:
    """Rule modules importing another where no table of meetings allows it, and pairs of a
    table that no module uses any more."""
    used: dict[str, set] = {room: set() for room in ROOMS}
    found = []
    for name, tree in trees.items():
        where = room_of(name)
        if where is None:
            continue
        room, me = where
        for target in imports_of(name, tree, set(trees)):
            other = room_of(target)
            if other is None or other[0] != room or other[1] == me:
                continue
            used[room].add((me, other[1]))
            if (me, other[1]) not in tables.get(room, {}):
                found.append(f"{name} imports the module {other[1]} ({room})")
    for room, table in tables.items():
        found += [f"{room}: the meeting {pair} is no longer used"
                  for pair in table if pair not in used[room]]
    return found


def side_effect_imports(sources: dict[str, str]) -> list[str]:
    """Imports kept only for what importing does (``noqa: F401``)."""
    return [f"{name}:{n}" for name, text in sources.items()
            for n, line in enumerate(text.splitlines(), 1) if "noqa: F401" in line]


def kit_faults(kit_text: str, trees: dict[str, ast.Module]) -> list[str]:
    """A kit entry without its line of words, a name outside ``__all__`` (or listed there but
    not offered), or one no rule module uses."""
    kit = ast.parse(kit_text)
    lines = kit_text.splitlines()
    offered = {alias.asname or alias.name: node for node in kit.body
               if isinstance(node, ast.ImportFrom) and node.module != "__future__"
               for alias in node.names}
    listed = next((ast.literal_eval(n.value) for n in kit.body if isinstance(n, ast.Assign)
                   and getattr(n.targets[0], "id", "") == "__all__"), [])
    found = [f"{name} is offered but not in __all__" for name in offered if name not in listed]
    found += [f"{name} is in __all__ but not offered" for name in listed if name not in offered]
    found += [f"{name} has no line of words" for name, node in offered.items()
              if "#" not in lines[node.lineno - 1]]
    wanted = {alias.name for name, tree in trees.items()
              if (room_of(name) or ("",))[0] == "engine.alhambra.modules"
              for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
              and resolved(name, node) == "engine.alhambra.kit" for alias in node.names}
    found += [f"{name} is offered but no module uses it" for name in offered
              if name not in wanted]
    return found


# -- the real house ---------------------------------------------------------------------------

def test_no_import_cycles_in_any_package_type_hints_included():
    assert cycles_in(modules()) == []


def test_no_imports_inside_functions_but_in_the_sample_writers():
    assert late_imports(modules()) == []


def test_no_file_imports_another_files_private_name():
    assert private_imports(modules()) == []


def test_no_file_passes_800_lines():
    lengths = {str(p.relative_to(ROOT)): len(p.read_text().splitlines())
               for package in ("engine", "rendering", "bot", "storage", "ai", "records")
               for p in (ROOT / package).rglob("*.py")}
    assert long_files(lengths) == []


def test_every_module_says_what_lives_there():
    for name, tree in modules().items():
        assert ast.get_docstring(tree), f"{name} has no docstring"


def test_engine_rule_modules_call_the_core_through_the_kit_only():
    trees = modules(("engine",))
    assert off_the_kit(trees) == []
    assert kit_faults((ROOT / "engine/alhambra/kit.py").read_text(), trees) == []


def test_rule_modules_meet_only_where_the_books_tie_them():
    tables = {"engine.alhambra.modules": engine_meetings.MEETINGS,
              "rendering.modules": {},
              "bot.alhambra.modules": bot_meetings.MEETINGS}
    assert meetings_broken(modules(("engine", "rendering", "bot")), tables) == []


def test_nothing_is_imported_for_what_importing_does():
    sources = {str(p.relative_to(ROOT)): p.read_text() for package in PACKAGES
               for p in (ROOT / package).rglob("*.py")}
    assert side_effect_imports(sources) == []


def test_the_list_of_modules_is_one_value_every_layer_reads_in_its_order():
    """The engine's registry is its catalogue's tuple, in the books' order; every rule module
    of the engine is in it; the pictures' looks and the panel's parts are named by the
    engine's modules and come in their order."""
    names = [m.name for m in MODULES]
    assert list(REGISTRY) == names
    assert names[:4] == ["dirk", "granada", "granada_simplified", "alhambra_granada"]
    assert names.index("vizier") < names.index("city_gates") < names.index("thieves") < \
        names.index("treasure_chamber") < names.index("caravanserai") < \
        names.index("falcons") < names.index("magic_buildings")
    rooms = {path.stem if path.is_file() else path.name
             for path in (ROOT / "engine/alhambra/modules").iterdir()
             if path.name != "__pycache__" and path.name != "__init__.py"}
    rooms -= ROOMS["engine.alhambra.modules"] | NOT_MODULES
    assert rooms == set(names) - {"granada_simplified"}
    for layer, others in (("rendering/modules", ROOMS["rendering.modules"]),
                          ("bot/alhambra/modules", ROOMS["bot.alhambra.modules"])):
        rooms = {path.stem if path.is_file() else path.name
                 for path in (ROOT / layer).iterdir()
                 if path.name not in ("__pycache__", "__init__.py")} - others
        assert rooms <= set(names), (layer, rooms - set(names))
    assert set(LOOKS_BY_MODULE) <= set(names) and set(PANELS_BY_MODULE) <= set(names)
    assert list(LOOKS) == [LOOKS_BY_MODULE[n] for n in names if n in LOOKS_BY_MODULE]
    assert list(PANELS) == [p for n in names for p in PANELS_BY_MODULE.get(n, ())]


def test_the_seams_that_replaced_the_circles_are_filled():
    """The base rule set reaches the end of turn's hand-out, and the rule sets' and the
    modules' name of the base game agree (what the removed imports used to fetch)."""
    hand_out = {"end_game": endturn.award_all_left_over,
                "next_final": endturn.next_in_final_queue}
    assert hand_out == ruleset.BASE_HAND_OUT
    assert ruleset.BASE_RULES.name == BASE_RULE_SET
    assert board.tag_image is marks.tag_image is tags.tag_image


# -- each rule finds a planted violation --------------------------------------------------------

def _trees(**sources: str) -> dict[str, ast.Module]:
    return {name.replace("__", "."): ast.parse(text) for name, text in sources.items()}


def test_a_cycle_through_a_type_hint_or_a_function_is_found():
    trees = _trees(engine__a="from .b import x\n",
                   engine__b="def f():\n    from .a import y\n",
                   engine__c="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                             "    from .d import z\n",
                   engine__d="from .c import w\n")
    graph = {name: imports_of(name, tree, set(trees)) for name, tree in trees.items()}
    assert graph == {"engine.a": {"engine.b"}, "engine.b": {"engine.a"},
                     "engine.c": {"engine.d"}, "engine.d": {"engine.c"}}
    assert cycles_in(trees)
    assert cycles_in(_trees(engine__a="from .b import x\n", engine__b="x = 1\n")) == []


def test_a_late_import_is_found_but_in_a_sample_writer():
    planted = "def f():\n    import json\n"
    assert late_imports(_trees(rendering__market=planted)) == ["rendering.market.f"]
    assert late_imports(_trees(rendering__samples=planted)) == []


def test_a_private_name_imported_from_another_file_is_found():
    assert private_imports(_trees(engine__alhambra__x="from .turn import _action_done\n"))
    assert private_imports(_trees(engine__alhambra__x="from .turn import action_done\n")) == []


def test_a_file_past_800_lines_is_found():
    assert long_files({"engine/big.py": 801, "engine/fine.py": 800}) == ["engine/big.py: 801 lines"]


def test_a_rule_module_reaching_past_the_kit_is_found():
    planted = _trees(engine__alhambra__modules__falcons="from ..turn import action_done\n")
    assert off_the_kit(planted) == [
        "engine.alhambra.modules.falcons imports engine.alhambra.turn"]
    fine = _trees(engine__alhambra__modules__falcons="from ..kit import action_done\n"
                                                     "from ..events import FalconsBought\n")
    assert off_the_kit(fine) == []


def test_a_kit_entry_without_words_or_use_is_found():
    kit = ("from .turn import action_done  # a seat's action is done\n"
           "from .money import total\n"
           '__all__ = ["action_done", "total", "gone"]\n')
    users = _trees(engine__alhambra__modules__falcons="from ..kit import action_done\n")
    assert sorted(kit_faults(kit, users)) == [
        "gone is in __all__ but not offered", "total has no line of words",
        "total is offered but no module uses it"]


def test_a_meeting_no_book_ties_is_found_and_a_stale_one_too():
    trees = _trees(engine__alhambra__modules__falcons="from .portals import x\n",
                   engine__alhambra__modules__portals="x = 1\n",
                   engine__alhambra__modules__change="y = 2\n")
    tables = {"engine.alhambra.modules": {("sultan", "change"): "a tie"}}
    assert sorted(meetings_broken(trees, tables)) == [
        "engine.alhambra.modules.falcons imports the module portals "
        "(engine.alhambra.modules)",
        "engine.alhambra.modules: the meeting ('sultan', 'change') is no longer used"]
    tables = {"engine.alhambra.modules": {("falcons", "portals"): "a tie"}}
    assert meetings_broken(trees, tables) == []


def test_an_import_for_its_side_effect_is_found():
    assert side_effect_imports({"bot/x.py": "from . import panel_a  # noqa: F401\n"}) == [
        "bot/x.py:1"]
