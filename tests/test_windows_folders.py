"""The user folders on a real Windows (under Wine here): ``%LOCALAPPDATA%`` for what the app
keeps, Documents for the file dialogs, and the settings in a file there, not the registry.
(:mod:`tests.test_paths` reads the conventions for every system on any system.)"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from listbuilder import paths

pytestmark = pytest.mark.skipif(sys.platform != "win32", reason="the real Windows folders")


@pytest.fixture
def system(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LISTBUILDER_CACHE_DIR", "LISTBUILDER_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)


def _within(path: Path, folder: str) -> bool:
    return os.path.normcase(str(path)).startswith(os.path.normcase(folder) + "\\")


def test_the_app_keeps_its_files_in_local_appdata(system: None) -> None:
    local = os.environ["LOCALAPPDATA"]
    assert _within(paths.data_dir(), local) and _within(paths.cache_dir(), local)
    assert not _within(paths.data_dir(), os.environ["APPDATA"])  # not roaming


def test_file_dialogs_start_in_documents_spelt_the_windows_way(qapp: object) -> None:
    from listbuilder.gui.window.folders import documents_folder

    documents = documents_folder()
    assert documents.is_dir() and _within(documents, os.environ["USERPROFILE"])
    assert "/" not in str(documents)


def test_settings_are_a_file_not_the_registry(tmp_path: Path, qapp: object) -> None:
    from listbuilder.gui.window.settings import Settings

    settings = Settings(tmp_path / "settings.ini")
    settings.language = "fr"
    text = (tmp_path / "settings.ini").read_text(encoding="utf-8")
    assert "language=fr" in text
    assert Settings(tmp_path / "settings.ini").language == "fr"
