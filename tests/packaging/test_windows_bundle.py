"""The Windows bundle and installer, run under Wine as a player would run them on Windows.

Selected with ``-m windows_bundle`` once they are built (``.ci/run`` does both, as root)::

    python packaging/build.py --windows --archive --dist build/win-dist
    LISTBUILDER_WINDOWS_BUNDLE=build/win-dist/listbuilder python -m pytest -m windows_bundle \\
        tests/packaging

Each module gets a fresh Wine prefix with no Python in it (only the two stand-in DLLs that
Wine 8.0 lacks and Windows 10/11 have, in its system32): the smoke steps of the Linux bundle,
the window on the offscreen and the native ``windows`` platforms (under Xvfb), the installer
and the uninstaller, where every DLL and PYD of the bundle comes from, and the sizes.
Skipped when ``LISTBUILDER_WINDOWS_BUNDLE`` is unset, or without Wine.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from listbuilder import __version__

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = os.environ.get("LISTBUILDER_WINDOWS_BUNDLE")
WINDOWS_PACKAGING = ROOT / "packaging" / "windows"
TIMEOUT = 300  # seconds; a Windows program's first start under Wine on a busy 2-core machine
MB = 1_000_000

pytestmark = [
    pytest.mark.windows_bundle,
    pytest.mark.skipif(
        not BUNDLE,
        reason="no Windows bundle to test: build one (python packaging/build.py --windows "
        "--archive) and set LISTBUILDER_WINDOWS_BUNDLE to its folder",
    ),
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or shutil.which("wine") is None,
        reason="runs the Windows bundle under Wine, on Linux",
    ),
]


def _wine() -> Any:
    sys.path.insert(0, str(WINDOWS_PACKAGING))
    import wine

    module: ModuleType = wine
    return module


@pytest.fixture(scope="module")
def wine() -> Any:
    return _wine()


@pytest.fixture(scope="module")
def bundle() -> Path:
    assert BUNDLE is not None
    folder = Path(BUNDLE).resolve()
    for name in ("listbuilder.exe", "listbuilder-cli.exe"):
        assert (folder / name).is_file(), f"{folder} holds no {name}"
    return folder


@pytest.fixture(scope="module")
def prefix(wine: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A fresh prefix, as a new Windows user's machine: no Python (the bundle needs none)."""
    made = Path(wine.make_prefix(tmp_path_factory.mktemp("wine") / "prefix", None))
    shutil.rmtree(made / wine.PYTHON_DIR, ignore_errors=True)
    yield made
    wine.stop_wineserver(made)


@pytest.fixture
def work(bundle: Path, tmp_path: Path) -> Path:
    """An empty working folder with the examples copied in."""
    folder = tmp_path / "work"
    folder.mkdir()
    shutil.copytree(ROOT / "examples", folder / "examples")
    return folder


def run(wine: Any, prefix: Path, program: Path, *args: str, cwd: Path, **env: str) -> Any:
    result = wine.run(
        prefix, [str(program), *args], env=env, cwd=cwd, timeout=TIMEOUT, capture=True
    )
    return result


def cli(wine: Any, prefix: Path, bundle: Path, work: Path, *args: str, **env: str) -> Any:
    return run(wine, prefix, bundle / "listbuilder-cli.exe", *args, cwd=work, **env)


def user_folder(prefix: Path) -> Path:
    users = [path for path in (prefix / "drive_c" / "users").iterdir() if path.name != "Public"]
    (user,) = users
    return user


# --- the smoke steps of the Linux bundle ------------------------------------------------


def test_version_names_the_data(wine: Any, prefix: Path, bundle: Path, work: Path) -> None:
    result = cli(wine, prefix, bundle, work, "--version")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == f"listbuilder {__version__}"
    assert "army books (14):" in lines
    # the first start used the compiled codex shipped inside: nothing was cached for the user
    assert not list(user_folder(prefix).rglob("codex-*"))


def test_codex_lists_every_army_list(wine: Any, prefix: Path, bundle: Path, work: Path) -> None:
    result = cli(wine, prefix, bundle, work, "codex", "lists", "--json")
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)) == 51


def test_validate_the_examples(wine: Any, prefix: Path, bundle: Path, work: Path) -> None:
    result = cli(wine, prefix, bundle, work, "validate", "examples")
    assert result.returncode == 1, result.stderr  # two of the examples are illegal
    assert "alaitoc-illegal.yaml" in result.stdout and "illegal" in result.stdout


def test_print_in_french_and_the_templates(
    wine: Any, prefix: Path, bundle: Path, work: Path
) -> None:
    import pdfplumber

    roster = "examples/space-marines-with-guard.yaml"
    result = cli(wine, prefix, bundle, work, "print", roster, "-o", "army.pdf", "--lang", "fr")
    assert result.returncode == 0, result.stderr
    with pdfplumber.open(work / "army.pdf") as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    assert "Imprimé le" in text and "force principale" in text, text[:500]
    result = cli(wine, prefix, bundle, work, "templates", "-o", "templates.pdf")
    assert result.returncode == 0, result.stderr
    with pdfplumber.open(work / "templates.pdf") as pdf:
        assert len(pdf.pages) >= 1


def test_an_export_written_twice_and_read_back(
    wine: Any, prefix: Path, bundle: Path, work: Path
) -> None:
    """Writing a file replaces it whole on Windows too (the fsync of issue 29 made every
    write fail there), and what was written reads back as the same army."""
    roster = "examples/space-marines-with-guard.yaml"
    for _ in range(2):
        export = ("export", roster, "--format", "rosz", "-o", "a.rosz")
        result = cli(wine, prefix, bundle, work, *export)
        assert result.returncode == 0, result.stderr
    assert zipfile.is_zipfile(work / "a.rosz")
    assert not [path.name for path in work.iterdir() if path.name.startswith(".")]
    original = cli(wine, prefix, bundle, work, "summary", roster, "--json")
    again = cli(wine, prefix, bundle, work, "summary", "a.rosz", "--json")
    assert original.returncode == 0 and again.returncode == 0, again.stderr
    before, after = json.loads(original.stdout), json.loads(again.stdout)
    assert after["points"] == before["points"] > 0


# --- the window ------------------------------------------------------------------------


def test_the_app_paints_its_window_offscreen(
    wine: Any, prefix: Path, bundle: Path, work: Path
) -> None:
    result = run(
        wine,
        prefix,
        bundle / "listbuilder.exe",
        cwd=work,
        QT_QPA_PLATFORM="offscreen",
        LISTBUILDER_EXIT_WHEN_SHOWN="1",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown "), (result.stdout, result.stderr)


def test_the_app_paints_its_window_on_the_windows_platform(
    wine: Any, prefix: Path, bundle: Path, work: Path
) -> None:
    """Qt's native platform, as players get it (qwindows.dll), on Wine's X11 driver."""
    with wine.xvfb() as display:
        result = run(
            wine,
            prefix,
            bundle / "listbuilder.exe",
            cwd=work,
            DISPLAY=display,
            LISTBUILDER_EXIT_WHEN_SHOWN="1",
        )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("shown "), (result.stdout, result.stderr)


# --- what is in the bundle ---------------------------------------------------------------


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _originals(wine: Any) -> dict[str, set[str]]:
    """sha256 of every DLL and PYD in the package lock's Windows wheels and in the
    embeddable CPython, by lower-case file name."""
    found: dict[str, set[str]] = {}
    wheels = wine.CACHE / "wheels" / wine.prefix_key(ROOT / "requirements" / "package.txt")
    assert list(wheels.glob("*.whl")), f"no wheels in {wheels}: build the bundle first"
    for wheel in sorted(wheels.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            for name in archive.namelist():
                if name.lower().endswith((".dll", ".pyd")):
                    key = name.rsplit("/", 1)[-1].lower()
                    found.setdefault(key, set()).add(_sha256(archive.read(name)))
    python = Path(wine.embedded_python())
    for path in python.rglob("*"):
        if path.suffix.lower() in (".dll", ".pyd"):
            found.setdefault(path.name.lower(), set()).add(_sha256(path.read_bytes()))
    return found


def test_every_dll_and_pyd_is_its_wheel_or_cpython_original(wine: Any, bundle: Path) -> None:
    """No file from Wine and no stand-in ships: each DLL and PYD is byte for byte the one in
    a wheel of the lock or in python.org's embeddable CPython (PyInstaller copies them
    unchanged on Windows: no strip, no UPX)."""
    originals = _originals(wine)
    standins = {path.stem.lower() + ".dll" for path in (WINDOWS_PACKAGING / "standins").glob("*.c")}
    checked = 0
    for path in sorted(bundle.rglob("*")):
        if path.suffix.lower() not in (".dll", ".pyd"):
            continue
        name = path.name.lower()
        assert name not in standins, f"a stand-in DLL ships: {path}"
        data = path.read_bytes()
        assert b"Wine builtin DLL" not in data[:0x100], f"a DLL from Wine ships: {path}"
        assert _sha256(data) in originals.get(name, set()), f"{path} matches no original"
        checked += 1
    assert checked > 20


def test_the_savings_of_issue_29(bundle: Path) -> None:
    names = {path.name.lower() for path in bundle.rglob("*") if path.is_file()}
    assert "opengl32sw.dll" not in names
    qt_translations = [
        path.name
        for path in bundle.rglob("*.qm")
        if "PySide6" in path.parts and not path.name.startswith("listbuilder")
    ]
    assert qt_translations, "Qt's own French translations are kept"
    assert all(name.endswith(("_fr.qm", "_en.qm")) for name in qt_translations), qt_translations
    plugins = {path.name for path in bundle.rglob("plugins/*/*.dll")}
    assert {"qwindows.dll", "qoffscreen.dll", "qsvg.dll", "qsvgicon.dll"} <= plugins
    assert not plugins & {"qdirect2d.dll", "qschannelbackend.dll", "qtuiotouchplugin.dll"}
    # the console twin carries no second Python archive
    assert (bundle / "listbuilder-cli.exe").stat().st_size < 200_000


def _folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def _archives(bundle: Path) -> tuple[Path, Path]:
    stem = f"listbuilder-{__version__}-windows-x86_64"
    return bundle.parent / f"{stem}.zip", bundle.parent / f"{stem}-setup.exe"


def test_the_sizes_and_checksums(bundle: Path) -> None:
    assert _folder_size(bundle) <= 100 * MB, _folder_size(bundle)
    archive, setup = _archives(bundle)
    assert archive.stat().st_size <= 50 * MB, archive.stat().st_size
    assert setup.stat().st_size <= 45 * MB, setup.stat().st_size
    for path in (archive, setup):
        line = path.with_name(path.name + ".sha256").read_text(encoding="utf-8")
        assert line == f"{_sha256(path.read_bytes())}  {path.name}\n"
    with zipfile.ZipFile(archive) as packed:
        names = packed.namelist()
    assert "listbuilder/listbuilder.exe" in names and "listbuilder/listbuilder-cli.exe" in names
    assert len(names) == sum(1 for path in bundle.rglob("*") if path.is_file())
    assert not tarfile.is_tarfile(archive)


# --- the installer -----------------------------------------------------------------------

UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Listbuilder"
CLASSES = r"HKCU\Software\Classes"


def registry(wine: Any, prefix: Path, key: str) -> str | None:
    """``reg query`` of *key* with its sub-keys, or None when it does not exist."""
    result = wine.run(prefix, ["reg", "query", key, "/s"], timeout=TIMEOUT, capture=True)
    return result.stdout.replace("\r\n", "\n") if result.returncode == 0 else None


def wait_for_wine(wine: Any, prefix: Path) -> None:
    """Until every program of the prefix has ended (the uninstaller runs from a copy of
    itself in %TEMP%, which ``Uninstall.exe`` starts and leaves)."""
    import subprocess

    server = shutil.which("wineserver") or "/usr/lib/wine/wineserver64"
    subprocess.run([server, "-w"], env=wine.wine_env(prefix), timeout=TIMEOUT, check=False)


def test_install_run_upgrade_and_uninstall(
    wine: Any, prefix: Path, bundle: Path, work: Path
) -> None:
    _archive, setup = _archives(bundle)
    target = prefix / "drive_c" / "Games" / "Listbuilder"
    install = [str(setup), "/S", r"/D=C:\Games\Listbuilder"]
    result = wine.run(prefix, install, timeout=TIMEOUT, capture=True)
    wait_for_wine(wine, prefix)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (target / "listbuilder.exe").is_file() and (target / "Uninstall.exe").is_file()
    user = user_folder(prefix)
    start_menu = user / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu"
    assert (start_menu / "Programs" / "Listbuilder.lnk").is_file()

    entry = registry(wine, prefix, UNINSTALL_KEY)
    assert entry is not None
    assert f"DisplayVersion    REG_SZ    {__version__}" in entry
    assert r"InstallLocation    REG_SZ    C:\Games\Listbuilder" in entry
    assert "DisplayIcon    REG_SZ    C:\\Games\\Listbuilder\\listbuilder.exe,0" in entry
    for kind in (".yaml", ".ros", ".rosz"):
        found = registry(wine, prefix, rf"{CLASSES}\{kind}")
        assert found is not None and "Listbuilder.Roster" in found, kind
        # "Open with" only: the type's default program is not taken over
        assert "(Default)" not in found, found
    supported = registry(wine, prefix, rf"{CLASSES}\Applications\listbuilder.exe\SupportedTypes")
    assert supported is not None and ".yaml" in supported and ".rosz" in supported

    # the installed program runs (here from the install folder, as the Start menu does)
    result = run(wine, prefix, target / "listbuilder-cli.exe", "--version", cwd=work)
    assert result.returncode == 0 and result.stdout.startswith(f"listbuilder {__version__}")

    # the player's files: a roster in Documents and one saved in the program's folder, the
    # settings and autosaves of the app
    documents = user / "Documents"
    documents.mkdir(exist_ok=True)
    roster = documents / "my-army.yaml"
    shutil.copy(work / "examples" / "space-marines-with-guard.yaml", roster)
    beside = target / "tournament.yaml"
    shutil.copy(roster, beside)
    result = run(
        wine,
        prefix,
        target / "listbuilder.exe",
        cwd=work,
        QT_QPA_PLATFORM="offscreen",
        LISTBUILDER_EXIT_WHEN_SHOWN="1",
    )
    assert result.returncode == 0, result.stderr
    settings = sorted(
        path for path in (user / "AppData" / "Local").rglob("*") if "listbuilder" in str(path)
    )

    # an upgrade installs over it: a file the old version had and the new one has not goes
    stale = target / "_internal" / "left-by-the-old-version.dll"
    stale.write_bytes(b"old")
    result = wine.run(prefix, [str(setup), "/S"], timeout=TIMEOUT, capture=True)
    wait_for_wine(wine, prefix)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not stale.exists() and (target / "listbuilder.exe").is_file()

    result = wine.run(prefix, [str(target / "Uninstall.exe"), "/S"], timeout=TIMEOUT, capture=True)
    wait_for_wine(wine, prefix)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not (target / "listbuilder.exe").exists()
    assert not (target / "_internal").exists()
    assert not (target / "Uninstall.exe").exists()
    assert not (start_menu / "Programs" / "Listbuilder.lnk").exists()
    assert registry(wine, prefix, UNINSTALL_KEY) is None
    assert registry(wine, prefix, rf"{CLASSES}\Listbuilder.Roster") is None
    assert registry(wine, prefix, rf"{CLASSES}\Applications\listbuilder.exe") is None
    for kind in (".yaml", ".ros", ".rosz"):
        found = registry(wine, prefix, rf"{CLASSES}\{kind}")
        assert found is None or "Listbuilder.Roster" not in found, kind
    # what is the player's stays
    assert roster.read_bytes() == (work / "examples" / "space-marines-with-guard.yaml").read_bytes()
    assert beside.is_file()
    assert all(path.exists() for path in settings)


def test_install_for_all_users_when_asked(wine: Any, prefix: Path, bundle: Path) -> None:
    """/ALLUSERS (from an administrator's prompt; Wine's user is one): Program Files, the
    common Start menu, HKLM; the uninstaller finds that mode by itself."""
    _archive, setup = _archives(bundle)
    result = wine.run(prefix, [str(setup), "/S", "/ALLUSERS"], timeout=TIMEOUT, capture=True)
    wait_for_wine(wine, prefix)
    assert result.returncode == 0, result.stdout + result.stderr
    target = prefix / "drive_c" / "Program Files" / "Listbuilder"
    assert (target / "listbuilder.exe").is_file()
    programs = prefix / "drive_c" / "ProgramData" / "Microsoft" / "Windows" / "Start Menu"
    assert (programs / "Programs" / "Listbuilder.lnk").is_file()
    machine = UNINSTALL_KEY.replace("HKCU", "HKLM")
    entry = registry(wine, prefix, machine)
    assert entry is not None and "/ALLUSERS" in entry
    assert registry(wine, prefix, UNINSTALL_KEY) is None  # nothing for the user alone
    assert registry(wine, prefix, r"HKLM\Software\Classes\.rosz\OpenWithProgids") is not None

    result = wine.run(prefix, [str(target / "Uninstall.exe"), "/S"], timeout=TIMEOUT, capture=True)
    wait_for_wine(wine, prefix)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not target.exists()
    assert not (programs / "Programs" / "Listbuilder.lnk").exists()
    assert registry(wine, prefix, machine) is None
    assert registry(wine, prefix, r"HKLM\Software\Classes\Listbuilder.Roster") is None
