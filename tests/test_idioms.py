"""One idiom per job (issue 32, ``docs/values.md``): pydantic checks input from strangers,
``@record`` is every other value class, and state that changes is a plain class.

Read from the source (the syntax tree of every module of ``listbuilder/``), so a
``@dataclass``, a ``NamedTuple`` or a pydantic import added anywhere fails here with its
file and line, wherever it sits (a function, ``TYPE_CHECKING``).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "listbuilder"

STRANGER_INPUT = {
    "codex/schema.py": "the army books and abilities files (YAML), and the importer's output",
    "codex/loader.py": "reads the YAML books through the schema and words its errors",
    "codex/convert.py": "turns checked schema models into the plain codex classes",
    "codex/generate.py": "the developer's tool that writes codex/models.py from the schema",
    "roster/schema.py": "roster files other than the plain common form",
    "roster/io.py": "words the roster schema's errors with their line",
    "rules/tournament.py": "tournament pack files",
    "game/state.py": "game files (netepic-game/1); GameState is read from them as it is",
    "game/io.py": "words the game file schema's errors",
    "collection/model.py": "collection files (the models a player owns)",
    "collection/io.py": "words the collection schema's errors",
    "files/yamlio.py": "words any schema's errors the same way (file, line, field, fix)",
    "i18n/text.py": "lets the schemas read a localized text (its pydantic hook, lazy)",
    "interop/battlescribe/catalogue_import/importer.py": "checks the books it writes",
    "interop/battlescribe/catalogue_import/names_fr.py": "the French glossary file",
    "interop/battlescribe/catalogue_import/overlay.py": "the curator's overlay files",
}
"""The modules that may import pydantic, each with the input from strangers it checks."""


@cache
def _modules() -> list[tuple[str, ast.Module]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        found.append((name, ast.parse(path.read_text(encoding="utf-8"), filename=name)))
    return found


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Call):
        return _dotted(node.func)
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else ""


def _other_idioms(tree: ast.Module) -> list[tuple[int, str]]:
    """(line, what) of each ``@dataclass`` and ``NamedTuple``/``namedtuple`` in *tree*."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for decorator in node.decorator_list:
                if _dotted(decorator).split(".")[-1] == "dataclass":
                    found.append((node.lineno, f"@dataclass class {node.name}"))
            for base in node.bases:
                if _dotted(base).split(".")[-1] == "NamedTuple":
                    found.append((node.lineno, f"NamedTuple class {node.name}"))
        elif isinstance(node, ast.Call) and _dotted(node.func).split(".")[-1] in (
            "namedtuple",
            "NamedTuple",
        ):
            found.append((node.lineno, "namedtuple(...)"))
    return found


def _pydantic_imports(tree: ast.Module) -> list[int]:
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names = [node.module or ""]
        else:
            continue
        if any(name.split(".")[0] in ("pydantic", "pydantic_core") for name in names):
            lines.append(node.lineno)
    return lines


def test_value_classes_are_records_not_dataclasses_nor_named_tuples() -> None:
    found = [
        f"listbuilder/{name}:{line}: {what} (use @record, or a plain class for state)"
        for name, tree in _modules()
        for line, what in _other_idioms(tree)
    ]
    assert found == [], "\n".join(found)


def test_pydantic_is_imported_only_where_input_from_strangers_is_checked() -> None:
    found = [
        f"listbuilder/{name}:{line}: pydantic outside the stranger-input modules"
        for name, tree in _modules()
        if name not in STRANGER_INPUT
        for line in _pydantic_imports(tree)
    ]
    assert found == [], "\n".join(found)


def test_every_module_allowed_pydantic_exists_and_uses_it() -> None:
    """The allowed list stays exact: a module that no longer needs pydantic leaves it."""
    modules = dict(_modules())
    unused = [name for name in STRANGER_INPUT if not _pydantic_imports(modules[name])]
    assert unused == []


def test_the_finders_see_each_idiom_they_refuse() -> None:
    source = (
        "import dataclasses, typing\nfrom dataclasses import dataclass\n"
        "from collections import namedtuple\nfrom pydantic import BaseModel\n"
        "@dataclass(frozen=True)\nclass A: ...\n@dataclasses.dataclass\nclass B: ...\n"
        "class C(typing.NamedTuple): ...\nD = namedtuple('D', 'x')\n"
        "def f():\n    import pydantic_core\n"
    )
    tree = ast.parse(source)
    assert [line for line, _ in _other_idioms(tree)] == [6, 8, 9, 10]
    assert _pydantic_imports(tree) == [4, 12]
