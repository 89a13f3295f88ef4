"""The installed app must carry its data, and the core must not need Qt."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

from tests.platforms import needs_pythonpath

ROOT = Path(__file__).resolve().parents[1]
QT_ONLY = {"listbuilder.gui"}
"""The one package that may use Qt; everything else is the core (the CLI, the printer and
a library user run without a display)."""
ENTRY_POINTS = {"listbuilder.__main__"}
"""Run the program when imported; the modules they start are covered."""


def core_modules() -> list[str]:
    """Every module of the package but the Qt ones, package ``__init__`` modules included, so
    a new package or top-level module is covered without being listed."""
    modules = []
    for path in sorted((ROOT / "listbuilder").rglob("*.py")):
        parts = path.with_suffix("").relative_to(ROOT).parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name in ENTRY_POINTS or any(
            name == area or name.startswith(area + ".") for area in QT_ONLY
        ):
            continue
        modules.append(name)
    return modules


def test_every_package_folder_is_listed_in_pyproject() -> None:
    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
            "packages"
        ]
    )
    on_disk = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "listbuilder").rglob("__init__.py")
    }
    assert on_disk <= listed, on_disk - listed


def test_the_core_is_every_package_but_the_window() -> None:
    modules = set(core_modules())
    for name in (
        "editing",
        "report",
        "codex",
        "roster",
        "rules",
        "printing",
        "cli",
        "i18n",
        "files",
    ):
        assert f"listbuilder.{name}" in modules
    for name in ("errors", "paths"):  # the top-level modules
        assert f"listbuilder.{name}" in modules
    assert "listbuilder" in modules
    assert not any(name.startswith("listbuilder.gui") for name in modules)


def test_core_imports_without_qt() -> None:
    modules = core_modules()
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is not allowed in the core: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        f"import importlib\nfor m in {modules!r}: importlib.import_module(m)\n"
        "print('ok')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


@needs_pythonpath
def test_wheel_carries_the_codex_data(tmp_path: Path) -> None:
    wheel_dir = tmp_path / "wheel"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(ROOT), "-w", str(wheel_dir)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    target = tmp_path / "site"
    wheel = next(wheel_dir.glob("*.whl"))
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "-q",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    env = {**os.environ, "PYTHONPATH": str(target), "LISTBUILDER_CACHE_DIR": str(tmp_path / "c")}
    env.pop("LISTBUILDER_CODEX_DIR", None)
    result = subprocess.run(
        [sys.executable, "-m", "listbuilder", "codex", "lists", "--json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)) == 51
    # the wheel carries the codex compiled at build time: a fresh install's first start
    # reads it instead of parsing the YAML, and has nothing to cache
    assert list((target / "listbuilder" / "codex_data" / "compiled").glob("codex-*"))
    assert not list((tmp_path / "c").glob("codex-*"))
    # the phone page's code and style, which ``export --format phone`` puts in every page
    for asset in ("page.html", "page.css", "page.js"):
        assert (target / "listbuilder" / "phone" / asset).is_file(), asset
    located = subprocess.run(
        [sys.executable, "-c", "from listbuilder import paths; print(paths.codex_data_dir())"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        encoding="utf-8",
    )
    assert str(target) in located.stdout
