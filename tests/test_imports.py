"""No import circles among the package's modules.

Every import statement counts, wherever it stands: at the top, inside a function (a lazy
import) or under ``if TYPE_CHECKING:`` (typing only). A lazy or typing-only import does not
make a circle harmless: it only hides it from the interpreter, so the two modules still
depend on each other and cannot be understood, moved or tested apart. The edge goes to the
module a statement names (``from a.b import c`` names ``a.b.c`` when that is a module, else
``a.b``); the package ``__init__`` modules Python runs on the way are not counted, so a
package may import its own submodules as long as they do not import it back.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.imports import circles, import_graph, write_files


@pytest.mark.parametrize(
    "importer",
    [
        "from pkg.a import thing\n",  # at the top
        "def f():\n    from pkg import a\n",  # lazily, in a function
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import thing\n",
        "import pkg.sub.deep\n",  # through a module further down (pkg.sub.deep -> pkg.a)
    ],
)
def test_every_kind_of_import_closes_a_circle(tmp_path: Path, importer: str) -> None:
    write_files(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "import pkg.b\nthing = 1\n",
            "pkg/b.py": importer,
            "pkg/sub/__init__.py": "",
            "pkg/sub/deep.py": "from ..a import thing\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    found = circles(graph)
    assert found and "pkg.a" in found[0] and "pkg.b" in found[0], graph


def test_a_package_may_import_its_own_modules(tmp_path: Path) -> None:
    write_files(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.a import thing\nfrom . import b\n",
            "pkg/a.py": "thing = 1\n",
            "pkg/b.py": "from pkg.a import thing\nimport yaml\n",
        },
    )
    graph = import_graph(tmp_path, "pkg")
    assert graph == {"pkg": {"pkg.a", "pkg.b"}, "pkg.a": set(), "pkg.b": {"pkg.a"}}
    assert circles(graph) == []


def test_the_package_has_no_import_circles() -> None:
    graph = import_graph()
    assert len(graph) > 100  # the whole package was read
    assert circles(graph) == []
