"""The package's layers: each part imports only the parts below it, with no exceptions.

A layer may use what lies under it and is used by what lies over it, so the lower a part,
the more of the program rests on it and the fewer parts it may know: the message catalogue
knows nothing of files, files nothing of rosters, the rules nothing of reports, and no core
part knows a front end. Parts that share a layer are siblings: neither imports the other.
Every import counts, wherever it stands (at the top, inside a function, under
``if TYPE_CHECKING:``), read by the import-circle test's own reader (``tests/helpers/imports.py``).

A new package is in no layer until it is written into :data:`LAYERS`: put it just above the
highest part it imports and below every part that imports it. For instance a package of
other game systems reading BattleScribe data (``systems/``) goes above ``interop``; a front
end that the window and the command line both start (a phone page) goes below ``gui``; a
part beside another that neither imports (as ``game`` and ``collection``) joins its layer.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.helpers.imports import PACKAGE, ROOT, import_graph, module_files, write_files

ROOT_PACKAGE = "__init__"
"""The name the package's own ``__init__`` (its version) goes by in :data:`LAYERS`."""

LAYERS: list[tuple[str, ...]] = [
    # modules at the root that import nothing of the package
    (ROOT_PACKAGE, "records", "paths", "raw_files", "listeners", "lazy"),
    ("i18n",),  # the messages in both languages, and how a number or a list reads
    ("errors",),  # errors that carry their message
    ("files",),  # every read and write: sizes, atomic writes, YAML, caches
    ("codex",),  # the army books
    ("roster",),  # the document, its files and edits
    ("rules",),  # the construction rules, findings, figures
    ("game", "collection"),  # a game in play; the models a player owns
    ("report",),  # every roster worded for a reader: summaries, exports, comparisons
    ("interop",),  # BattleScribe files and share codes
    ("systems",),  # other games read from their BattleScribe data, and their rule packs
    ("printing", "phone"),  # the PDFs; the one-file page for a phone
    ("editing",),  # an editing session over a roster, shared by the front ends
    ("gui",),  # the window
    ("cli",),  # the command line, which also starts the window
    ("__main__",),
]
"""From the bottom up: each entry is a layer of sibling parts, named by their first name
under ``listbuilder`` (a subpackage, or a module at the root)."""


def part_of(module: str) -> str:
    """The part a dotted module name belongs to: ``listbuilder.rules.costs`` is ``rules``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ROOT_PACKAGE


def layer_breaks(
    graph: dict[str, set[str]], layers: list[tuple[str, ...]]
) -> tuple[list[str], list[str]]:
    """The parts of *graph* in no layer, and every import that reaches sideways or up."""
    level = {part: n for n, layer in enumerate(layers) for part in layer}
    unplaced = sorted({part_of(name) for name in graph} - level.keys())
    breaks = []
    for name, targets in sorted(graph.items()):
        source = part_of(name)
        for target in sorted(targets):
            into = part_of(target)
            if into == source or source not in level or into not in level:
                continue
            if level[into] >= level[source]:
                way = "sideways" if level[into] == level[source] else "up"
                breaks.append(f"{name} imports {target} ({source} -> {into}, {way})")
    return unplaced, breaks


def test_every_part_is_in_one_layer() -> None:
    placed = [part for layer in LAYERS for part in layer]
    assert len(placed) == len(set(placed))


def test_the_package_keeps_its_layers() -> None:
    graph = import_graph()
    assert len(graph) > 100  # the whole package was read
    unplaced, breaks = layer_breaks(graph, LAYERS)
    assert not unplaced, f"write these parts into LAYERS in {Path(__file__).name}: {unplaced}"
    assert not breaks, "imports against the layers:\n" + "\n".join(breaks)


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        # up: the rules may not ask a report for words
        (
            {"listbuilder.rules.costs": {"listbuilder.report.numbers"}},
            ["listbuilder.rules.costs imports listbuilder.report.numbers (rules -> report, up)"],
        ),
        # sideways: siblings stay apart
        (
            {"listbuilder.game.army": {"listbuilder.collection.needs"}},
            [
                "listbuilder.game.army imports listbuilder.collection.needs"
                " (game -> collection, sideways)"
            ],
        ),
        # down, within a part, and from the root: all fine
        (
            {
                "listbuilder.report.glance": {
                    "listbuilder.game.army",
                    "listbuilder.report.numbers",
                },
                "listbuilder.cli.version": {"listbuilder"},
            },
            [],
        ),
    ],
)
def test_imports_go_down_only(graph: dict[str, set[str]], expected: list[str]) -> None:
    assert layer_breaks(graph, LAYERS) == ([], expected)


def test_a_new_package_asks_for_its_place() -> None:
    graph = {"listbuilder.tabletop.registry": {"listbuilder.codex.codex"}}
    assert layer_breaks(graph, LAYERS) == (["tabletop"], [])


def named_sources(name: str, path: Path) -> set[str]:
    """Every dotted name module *name* imports from or imports, as written (``from
    listbuilder.rules import costs`` names ``listbuilder.rules``, the package)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            found.add(".".join([*base, *([node.module] if node.module else [])]))
    return found


def reexport_loops(root: Path = ROOT, package: str = PACKAGE) -> list[str]:
    """Package ``__init__`` modules that load a module of theirs which names the package
    back: importing any module of the package then runs the loop (``rules`` loaded the
    engine, which imported ``from listbuilder.rules``)."""
    modules = module_files(root, package)
    graph = import_graph(root, package)
    loops = []
    for name, path in modules.items():
        if path.name != "__init__.py":
            continue
        own = {module for module in modules if module.startswith(name + ".")}
        reached: set[str] = set()
        work = sorted(graph[name] & own)
        while work:
            module = work.pop()
            if module not in reached:
                reached.add(module)
                work.extend(sorted(graph[module] & own))
        loops += [
            f"{name} loads {module}, which imports from {name}"
            for module in sorted(reached)
            if name in named_sources(module, modules[module])
        ]
    return loops


def test_a_package_loading_a_module_that_names_it_back_is_a_loop(tmp_path: Path) -> None:
    write_files(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.engine import run\n",
            "pkg/engine.py": "from pkg import costs\nrun = costs\n",
            "pkg/costs.py": "",
            "pkg/quiet/__init__.py": "from .a import x\n",  # a and b never name pkg.quiet
            "pkg/quiet/a.py": "from pkg.quiet.b import x\n",
            "pkg/quiet/b.py": "from pkg import costs\nx = costs\n",
        },
    )
    assert reexport_loops(tmp_path, "pkg") == ["pkg loads pkg.engine, which imports from pkg"]


def test_no_package_loads_a_module_that_names_it_back() -> None:
    assert reexport_loops() == []


def test_test_modules_share_helpers_not_each_other() -> None:
    """A test module imports what it shares from a helper module (``tests/helpers/``, a folder's
    ``helpers.py`` or ``conftest.py``), never from another test module: running, moving or
    deleting one test file then never breaks another."""
    tests = ROOT / "tests"
    found = []
    for path in sorted(tests.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            names = (
                [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else []
            )
            found += [
                f"{path.relative_to(ROOT)} imports {name}"
                for name in names
                if name.startswith("tests.") and name.rpartition(".")[2].startswith("test_")
            ]
    assert not found, "\n".join(found)
