"""The front ends' facades (``listbuilder/gui/core.py``, ``listbuilder/cli/core.py``): one
place that loads the core on first use. Their table, their ``__all__`` and the imports mypy
reads agree; a name loads its module, and only when asked."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
FACADES = [
    name
    for name in ("listbuilder.gui.core", "listbuilder.cli.core")
    if (ROOT / Path(*name.split("."))).with_suffix(".py").exists()
]


def _typing_imports(facade: str) -> dict[str, str]:
    """Name -> module of the imports under ``if TYPE_CHECKING:``."""
    path = (ROOT / Path(*facade.split("."))).with_suffix(".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom):
                    for alias in statement.names:
                        found[alias.asname or alias.name] = f"{statement.module}.{alias.name}"
                elif isinstance(statement, ast.Import):
                    for alias in statement.names:
                        found[alias.asname or alias.name] = alias.name
    return found


@pytest.mark.parametrize("facade", FACADES)
def test_the_table_the_names_and_the_typed_imports_agree(facade: str) -> None:
    module = importlib.import_module(facade)
    assert _typing_imports(facade) == module.MODULES
    assert sorted(module.__all__) == sorted(module.MODULES)


@pytest.mark.parametrize("facade", FACADES)
def test_each_name_loads_its_module_and_keeps_it(facade: str) -> None:
    module = importlib.import_module(facade)
    for name, path in module.MODULES.items():
        loaded = getattr(module, name)
        assert isinstance(loaded, ModuleType) and loaded is importlib.import_module(path)
        assert vars(module)[name] is loaded  # the next access is a plain attribute
    with pytest.raises(AttributeError, match="no_such_module"):
        getattr(module, "no_such_module")  # noqa: B009


@pytest.mark.parametrize("facade", FACADES)
def test_importing_a_facade_loads_none_of_its_modules(facade: str) -> None:
    package = facade.rpartition(".")[0]
    probe = (
        f"import importlib, sys; importlib.import_module({package!r}); before = set(sys.modules)\n"
        f"import {facade} as facade\n"
        "print([p for p in facade.MODULES.values() if p in sys.modules and p not in before])\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=True,
    )
    assert run.stdout.strip() == "[]"
