"""Where the app keeps its files on each system: the user folders (platformdirs), read here
for Windows, macOS and Linux by swapping in the class platformdirs picks for each system."""

from __future__ import annotations

from pathlib import PurePosixPath, PureWindowsPath

import platformdirs
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix
from platformdirs.windows import Windows

from listbuilder import paths

LOCAL = r"C:\Users\Ann\AppData\Local"


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """No override of ours, no XDG folders: the system's own conventions decide."""
    for name in ("LISTBUILDER_CACHE_DIR", "LISTBUILDER_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)
    for name in ("XDG_CACHE_HOME", "XDG_DATA_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", "/home/ann")
    monkeypatch.setenv("USERPROFILE", "/home/ann")  # what ~ means on Windows
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", LOCAL)  # what Windows would answer
    return monkeypatch


@pytest.mark.parametrize(
    ("platform", "flavour", "cache", "data"),
    [
        (
            Windows,
            PureWindowsPath,
            LOCAL + r"\listbuilder\listbuilder\Cache",
            LOCAL + r"\listbuilder\listbuilder",
        ),
        (
            MacOS,
            PurePosixPath,
            "/home/ann/Library/Caches/listbuilder",
            "/home/ann/Library/Application Support/listbuilder",
        ),
        (Unix, PurePosixPath, "/home/ann/.cache/listbuilder", "/home/ann/.local/share/listbuilder"),
    ],
)
def test_the_user_folders_follow_each_systems_convention(
    system: pytest.MonkeyPatch,
    platform: type[platformdirs.PlatformDirs],
    flavour: type[PurePosixPath] | type[PureWindowsPath],
    cache: str,
    data: str,
) -> None:
    system.setattr(platformdirs, "PlatformDirs", platform)  # platformdirs' own choice
    # as_posix(): run on Windows, the macOS and Linux answers come back as Windows paths
    assert flavour(paths.cache_dir().as_posix()) == flavour(cache)
    assert flavour(paths.data_dir().as_posix()) == flavour(data)
    if flavour is PureWindowsPath:  # local, not roaming: autosaves stay on this machine
        assert "Roaming" not in str(paths.data_dir())


def test_our_variables_win_over_the_system(system: pytest.MonkeyPatch) -> None:
    system.setattr(platformdirs, "PlatformDirs", Windows)
    system.setenv("LISTBUILDER_CACHE_DIR", "/tmp/lb-cache")
    system.setenv("LISTBUILDER_DATA_DIR", "/tmp/lb-data")
    assert paths.cache_dir().as_posix() == "/tmp/lb-cache"
    assert paths.data_dir().as_posix() == "/tmp/lb-data"
