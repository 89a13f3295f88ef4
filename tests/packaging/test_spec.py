"""What packaging/listbuilder.spec asks PyInstaller for on each system, read here by running
the spec with stand-ins for PyInstaller's classes: the console twin on Windows, the .app on
macOS, one console program on Linux, all from the same entry point."""

from __future__ import annotations

import ast
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest

from listbuilder.gui.app import APP_ID

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "listbuilder.spec"
ENTRY = ROOT / "packaging" / "listbuilder_main.py"


class Built:
    """A stand-in for one of PyInstaller's build classes: keeps what it was given."""

    made: list[Built]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        self.made.append(self)
        self.kind = type(self).__name__
        self.datas: list[tuple[str, str, str]] = []
        self.scripts, self.pure = ["entry"], ["pure"]
        self.binaries: list[tuple[str, str, str]] = []


def run_spec(
    platform: str,
    monkeypatch: pytest.MonkeyPatch,
    binaries: list[tuple[str, str, str]] | None = None,
) -> list[Built]:
    """What the spec makes on *platform*, its Analysis finding *binaries* (destination,
    source, kind) to filter."""
    made: list[Built] = []
    names = {
        name: type(name, (Built,), {"made": made})
        for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    }
    found = list(binaries or [])

    class Analysis(names["Analysis"]):  # type: ignore[valid-type,misc]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.kind = "Analysis"
            self.binaries = list(found)

    names["Analysis"] = Analysis
    monkeypatch.setattr(sys, "platform", platform)  # read by the spec when it runs
    # The test command installs no PyInstaller (the package extra does): its one helper the
    # spec calls is stood in for too.
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"{package}.stand_in"]  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    code = compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")
    exec(code, {"SPECPATH": str(SPEC.parent), "__file__": str(SPEC), **names})
    return made


def of(made: list[Built], kind: str) -> list[Built]:
    return [item for item in made if item.kind == kind]


def test_windows_has_the_windowed_app_and_its_console_twin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made = run_spec("win32", monkeypatch)
    programs = {exe.kwargs["name"]: exe.kwargs for exe in of(made, "EXE")}
    assert set(programs) == {"listbuilder", "listbuilder-cli"}
    assert programs["listbuilder"]["console"] is False  # no console window behind the app
    assert programs["listbuilder-cli"]["console"] is True  # a console waits for it
    (analysis,) = of(made, "Analysis")
    exes = of(made, "EXE")
    assert all(exe.args[1] is exes[0].args[1] for exe in exes)  # the same scripts: one program
    assert analysis.args[0] == [str(ENTRY)]
    (collected,) = of(made, "COLLECT")
    assert [arg for arg in collected.args if isinstance(arg, Built)] == exes
    assert all(str(exe.kwargs["icon"]).endswith(".ico") for exe in exes)
    assert Path(exes[0].kwargs["icon"]).is_file()
    assert not of(made, "BUNDLE")


def test_macos_makes_an_app_around_the_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    made = run_spec("darwin", monkeypatch)
    (exe,) = of(made, "EXE")
    assert exe.kwargs["console"] is False
    (app,) = of(made, "BUNDLE")
    (collected,) = of(made, "COLLECT")
    assert app.args == (collected,)
    assert app.kwargs["name"] == "Listbuilder.app"
    assert app.kwargs["bundle_identifier"] == APP_ID
    assert Path(app.kwargs["icon"]).is_file()


def test_linux_has_one_console_program(monkeypatch: pytest.MonkeyPatch) -> None:
    made = run_spec("linux", monkeypatch)
    (exe,) = of(made, "EXE")
    assert exe.kwargs["name"] == "listbuilder" and exe.kwargs["console"] is True
    assert not of(made, "BUNDLE")


def test_the_entry_point_is_the_installed_command() -> None:
    """listbuilder.exe and listbuilder-cli.exe run what ``listbuilder`` runs once installed."""
    tree = ast.parse(ENTRY.read_text(encoding="utf-8"))
    imported = [
        (node.module, [alias.name for alias in node.names])
        for node in tree.body
        if isinstance(node, ast.ImportFrom)
    ]
    assert imported == [("listbuilder.cli.main", ["main"])]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    assert scripts == {"listbuilder": "listbuilder.cli.main:main"}


def test_linux_keeps_the_preview_library_and_drops_what_nothing_loads(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """PDFium is loaded by name (ctypes), so no DT_NEEDED reaches it: the spec keeps it as a
    root; Qt PDF and a library only a dropped codec linked go."""
    missing = str(tmp_path / "not-read")  # no file: objdump is not asked about it
    binaries = [
        ("pypdfium2_raw/libpdfium.so", missing, "BINARY"),
        ("PySide6/QtWidgets.abi3.so", missing, "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Pdf.so.6", missing, "BINARY"),
        ("pillow.libs/libavif-c6062d5f.so.16.4.2", missing, "BINARY"),
    ]
    made = run_spec("linux", monkeypatch, binaries)
    (analysis,) = of(made, "Analysis")
    kept = sorted(Path(entry[0]).name for entry in analysis.binaries)
    assert kept == ["QtWidgets.abi3.so", "libpdfium.so"]
    assert {"pypdfium2", "pypdfium2_raw"} <= set(analysis.kwargs["hiddenimports"])
    assert {"PIL._avif", "PIL._webp"} <= set(analysis.kwargs["excludes"])
