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

from listbuilder.gui.window.app import APP_ID

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
    datas: list[tuple[str, str, str]] | None = None,
) -> list[Built]:
    """What the spec makes on *platform*, its Analysis finding *binaries* and *datas*
    (destination, source, kind) to filter."""
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
            self.datas = list(datas or [])

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


def test_windows_has_the_windowed_app_and_build_adds_its_console_twin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One PyInstaller executable, windowed: the console twin is the launcher build.py adds
    (a second PyInstaller executable would carry a second copy of the Python archive)."""
    made = run_spec("win32", monkeypatch)
    (exe,) = of(made, "EXE")
    assert exe.kwargs["name"] == "listbuilder"
    assert exe.kwargs["console"] is False  # no console window behind the app
    (analysis,) = of(made, "Analysis")
    assert analysis.args[0] == [str(ENTRY)]
    (collected,) = of(made, "COLLECT")
    assert [arg for arg in collected.args if isinstance(arg, Built)] == [exe]
    assert str(exe.kwargs["icon"]).endswith(".ico")
    assert Path(exe.kwargs["icon"]).is_file()
    assert not of(made, "BUNDLE")
    build = (ROOT / "packaging" / "windows" / "bundle.py").read_text(encoding="utf-8")
    assert 'build_launcher(bundle / "listbuilder-cli.exe")' in build


def test_windows_drops_software_gl_the_other_plugins_and_qt_languages(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The savings of issue 29: opengl32sw.dll, the plugins the app never loads (the DLLs
    only they import go with them) and Qt's translations but ours, found where the Windows
    wheel puts them (PySide6/translations/, not PySide6/Qt/translations/)."""
    missing = str(tmp_path / "not-read")  # no file: pefile is not asked about it
    binaries = [
        ("PySide6/opengl32sw.dll", missing, "BINARY"),
        ("PySide6/plugins/platforms/qwindows.dll", missing, "BINARY"),
        ("PySide6/plugins/platforms/qdirect2d.dll", missing, "BINARY"),
        ("PySide6/plugins/tls/qschannelbackend.dll", missing, "BINARY"),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", missing, "BINARY"),
        ("pypdfium2_raw/pdfium.dll", missing, "BINARY"),
        ("PySide6/Qt6Network.dll", missing, "BINARY"),
    ]
    # pefile (PyInstaller's, on Windows) reads the imports of the kept DLLs: none here.
    pefile = types.ModuleType("pefile")
    pefile.PE = _no_imports  # type: ignore[attr-defined]
    pefile.DIRECTORY_ENTRY = {  # type: ignore[attr-defined]
        "IMAGE_DIRECTORY_ENTRY_IMPORT": 1,
        "IMAGE_DIRECTORY_ENTRY_DELAY_IMPORT": 13,
    }
    monkeypatch.setitem(sys.modules, "pefile", pefile)
    made = run_spec("win32", monkeypatch, binaries)
    (analysis,) = of(made, "Analysis")
    kept = sorted(Path(entry[0]).name for entry in analysis.binaries)
    assert kept == ["pdfium.dll", "qmodernwindowsstyle.dll", "qwindows.dll"]


def test_only_the_languages_we_ship_keep_their_qt_translations(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    datas = [
        ("PySide6/translations/qtbase_fr.qm", "x", "DATA"),
        ("PySide6/translations/qtbase_de.qm", "x", "DATA"),
        ("PySide6/translations/qt_help_ja.qm", "x", "DATA"),
        ("PySide6/Qt/translations/qtbase_en.qm", "x", "DATA"),
        ("PySide6/Qt/translations/qtbase_pl.qm", "x", "DATA"),
        ("listbuilder/resources/translations/listbuilder_fr.qm", "x", "DATA"),
    ]
    for platform in ("win32", "linux"):
        made = run_spec(platform, monkeypatch, datas=datas)
        (analysis,) = of(made, "Analysis")
        assert sorted(entry[0] for entry in analysis.datas) == [
            "PySide6/Qt/translations/qtbase_en.qm",
            "PySide6/translations/qtbase_fr.qm",
            "listbuilder/resources/translations/listbuilder_fr.qm",
        ]


class _no_imports:
    """pefile.PE for a DLL that imports nothing."""

    def __init__(self, path: str, fast_load: bool = False) -> None:
        self.path = path

    def __enter__(self) -> _no_imports:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def parse_data_directories(self, directories: list[int]) -> None:
        return None


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


def test_linux_keeps_qts_french_translations_and_ours(monkeypatch: pytest.MonkeyPatch) -> None:
    """The French file dialog needs Qt's qtbase_fr.qm and our qt_extra_fr.qm (issue 31)."""
    qt = "PySide6/Qt/translations"
    found = [
        (f"{qt}/{name}", f"/site/{qt}/{name}", "DATA")
        for name in ("qtbase_fr.qm", "qtbase_de.qm", "qt_fr.qm", "qtbase_en.qm")
    ]
    made = run_spec("linux", monkeypatch, datas=found)
    (analysis,) = of(made, "Analysis")
    kept = {Path(entry[0]).name for entry in analysis.datas}
    assert {"qtbase_fr.qm", "qtbase_en.qm"} <= kept and "qtbase_de.qm" not in kept
    ours = {Path(source).name for source, _ in analysis.kwargs["datas"]}
    assert {"listbuilder_fr.qm", "qt_extra_fr.qm"} <= ours
