"""The parts of the Windows build that need no Wine: the archives' layout and checksums, the
installer script compiled by makensis, the console launcher compiled by mingw-w64. The
bundle itself, built and run under Wine, is test_windows_bundle.py's."""

from __future__ import annotations

import hashlib
import importlib.util
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "packaging" / "windows"


def _bundle_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("windows_bundle", WINDOWS / "bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def fake_bundle(tmp_path: Path) -> Path:
    """A folder shaped like the bundle (the two programs, _internal\\ with a sub-folder)."""
    bundle = tmp_path / "dist" / "listbuilder"
    (bundle / "_internal" / "PySide6").mkdir(parents=True)
    (bundle / "listbuilder.exe").write_bytes(b"MZ app")
    (bundle / "listbuilder-cli.exe").write_bytes(b"MZ launcher")
    (bundle / "_internal" / "PySide6" / "Qt6Core.dll").write_bytes(b"MZ qt" * 1000)
    return bundle


def test_the_zip_holds_the_folder_and_its_checksum_is_sha256sums(fake_bundle: Path) -> None:
    archive = _bundle_module().write_zip(fake_bundle, "9.8.7")
    assert archive.name == "listbuilder-9.8.7-windows-x86_64.zip"
    with zipfile.ZipFile(archive) as packed:
        assert sorted(packed.namelist()) == [
            "listbuilder/_internal/PySide6/Qt6Core.dll",
            "listbuilder/listbuilder-cli.exe",
            "listbuilder/listbuilder.exe",
        ]
        assert packed.read("listbuilder/listbuilder.exe") == b"MZ app"
        assert {info.compress_type for info in packed.infolist()} == {zipfile.ZIP_DEFLATED}
    checksum = archive.with_name(archive.name + ".sha256")
    digest = hashlib.sha256(archive.read_bytes()).hexdigest()
    assert checksum.read_text(encoding="utf-8") == f"{digest}  {archive.name}\n"
    if shutil.which("sha256sum"):
        check = subprocess.run(
            ["sha256sum", "-c", checksum.name],
            cwd=archive.parent,
            capture_output=True,
            text=True,
            encoding="utf-8",
        )
        assert check.returncode == 0, check.stdout + check.stderr


@pytest.mark.skipif(shutil.which("makensis") is None, reason="NSIS (makensis) is not installed")
def test_the_installer_script_builds(fake_bundle: Path) -> None:
    """installer.nsi compiles with Debian's makensis into a Windows program carrying the
    bundle (its silent install and uninstall run under Wine in test_windows_bundle.py)."""
    module = _bundle_module()
    setup = fake_bundle.parent / "setup-test.exe"
    result = subprocess.run(
        module.installer_command(fake_bundle, setup, "9.8.7"),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    data = setup.read_bytes()
    assert data[:2] == b"MZ"
    assert b"Nullsoft" in data


def test_the_installer_keeps_the_players_files_and_the_yaml_default() -> None:
    """What the uninstaller may delete is named one by one; the types' default program is
    never written (only OpenWithProgids and the application's SupportedTypes)."""
    script = (WINDOWS / "installer.nsi").read_text(encoding="utf-8")
    uninstall = script[script.index('Section "Uninstall"') :]
    assert 'RMDir /r "$INSTDIR"' not in uninstall  # a roster saved there would go too
    assert 'RMDir "$INSTDIR"' in uninstall  # the folder goes only when empty
    assert "LOCALAPPDATA" not in uninstall and "APPDATA" not in uninstall
    assert 'Software\\Classes\\${TYPE}" ""' not in script
    assert 'Software\\Classes\\${TYPE}\\OpenWithProgids" "${PROGID}" ""' in script
    assert "RequestExecutionLevel user" in script


@pytest.mark.skipif(
    shutil.which("x86_64-w64-mingw32-gcc") is None or not sys.platform.startswith("linux"),
    reason="mingw-w64 is not installed",
)
def test_the_console_launcher_builds_small(tmp_path: Path) -> None:
    """listbuilder-cli.exe is a console program of a few kB, not a second Python archive."""
    launcher = _bundle_module().build_launcher(tmp_path / "listbuilder-cli.exe")
    data = launcher.read_bytes()
    assert data[:2] == b"MZ" and len(data) < 100_000
    header = int.from_bytes(data[0x3C:0x40], "little")
    subsystem = int.from_bytes(data[header + 0x5C : header + 0x5E], "little")
    assert subsystem == 3  # IMAGE_SUBSYSTEM_WINDOWS_CUI: a console waits for it
