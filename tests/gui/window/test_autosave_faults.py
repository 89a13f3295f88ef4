"""Case 8 of issue 9: autosave is never deleted on a guess, survives bad notes and folders."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.gui.window.app import after_start
from listbuilder.gui.window.autosave import Autosaver, find_recoverable, scan_autosaves
from listbuilder.roster.io import load_roster, save_roster
from tests.platforms import needs_mkfifo

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
DEAD_PID = 2**22 + 7919


def plant(folder: Path, session: str, source: Path | None, name: str = "Crashed") -> Path:
    """An autosave left by a dead process: the roster (renamed) and its note."""
    folder.mkdir(parents=True, exist_ok=True)
    roster = load_roster(LEGAL).model_copy(update={"name": name})
    save_roster(roster, folder / f"{session}.yaml")
    note = {
        "source": str(source) if source else None,
        "saved_at": time.time() - 60,
        "pid": DEAD_PID,
        "name": name,
    }
    (folder / f"{session}.json").write_text(json.dumps(note), encoding="utf-8")
    return folder / f"{session}.yaml"


def test_a_newer_file_does_not_delete_a_different_autosave(tmp_path: Path) -> None:
    source = tmp_path / "army.yaml"
    source.write_bytes(LEGAL.read_bytes())
    autosave = plant(tmp_path / "autosave", "s1", source)
    future = time.time() + 3600  # a sync tool, touch, or a clock ahead
    os.utime(source, (future, future))
    [entry] = find_recoverable(tmp_path / "autosave")
    assert entry.roster_file == autosave and entry.source == source
    assert autosave.exists()


def test_an_autosave_equal_to_its_file_is_dropped(tmp_path: Path) -> None:
    source = tmp_path / "army.yaml"
    autosave = plant(tmp_path / "autosave", "s1", source, name="Same")
    source.write_bytes(autosave.read_bytes())
    os.utime(source, (0, 0))  # even when the file looks older
    assert find_recoverable(tmp_path / "autosave") == []
    assert not autosave.exists() and not autosave.with_suffix(".json").exists()


@pytest.mark.parametrize(
    "note",
    ["{not json", "[1, 2]", '{"source": 12}', '{"saved_at": "yesterday"}', "\udcff"],
    ids=["syntax", "list", "source", "saved_at", "encoding"],
)
def test_a_bad_note_is_reported_and_the_others_still_offered(note: str, tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    plant(folder, "a-good", None, name="First")
    bad = plant(folder, "b-bad", None)
    if note == "\udcff":
        bad.with_suffix(".json").write_bytes(b"\xff\xfe{")
    else:
        bad.with_suffix(".json").write_text(note, encoding="utf-8")
    plant(folder, "c-good", None, name="Last")
    found, problems = scan_autosaves(folder)
    assert sorted(entry.name for entry in found) == ["First", "Last"]
    assert len(problems) == 1 and "b-bad.json" in problems[0]
    assert bad.exists() and bad.with_suffix(".json").exists()  # nothing lost on a guess


def test_notes_are_written_atomically(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosaver = window.autosaver
    assert isinstance(autosaver, Autosaver)
    window.start_roster("Atomic", 3000, "space_marines")
    window.rename("Atomic, first autosave")
    assert autosaver.save_now()
    before = autosaver.note_file.read_text(encoding="utf-8")
    window.rename("Atomic, second autosave")

    def crash(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    assert not autosaver.save_now()
    assert autosaver.note_file.read_text(encoding="utf-8") == before
    assert json.loads(before)["name"] == "Atomic, first autosave"
    assert [p.name for p in autosaver.folder.iterdir() if p.name.endswith(".tmp")] == []


def test_an_autosave_folder_that_is_a_file_never_stops_the_app(
    qtbot: QtBot, make_window: Callable[..., MainWindow], data_dir: Path
) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "autosave").write_text("a file where the folder should be", encoding="utf-8")
    window = make_window()
    assert window.autosaver is not None
    window.start_roster("No autosave", 3000, "space_marines")
    window.rename("Still works")
    assert window.autosaver.save_now() is False
    window.autosaver.discard()
    assert scan_autosaves() == ([], [])
    after_start(window, opened=False)
    assert window.document is not None and window.document.session.roster.name == "Still works"


def test_an_autosave_that_cannot_be_opened_is_set_aside_not_deleted(
    qtbot: QtBot, make_window: Callable[..., MainWindow], tmp_path: Path
) -> None:
    from listbuilder.gui.window.app import recover_into

    folder = tmp_path / "autosave"
    autosave = plant(folder, "s1", None)
    damaged = autosave.read_text(encoding="utf-8").replace("forces:", "forces: [", 1)
    autosave.write_text(damaged, encoding="utf-8")
    [entry] = find_recoverable(folder)
    window = make_window("fr")
    shown: list[str] = []

    def close_box() -> None:
        from PySide6.QtWidgets import QApplication, QMessageBox

        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                shown.append(widget.text() + "\n" + widget.informativeText())
                widget.close()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(200, close_box)
    assert not recover_into(window, entry)
    kept = folder / "s1.unreadable.yaml"
    assert kept.read_text(encoding="utf-8") == damaged  # every byte still there
    assert not autosave.exists() and not (folder / "s1.json").exists()
    assert find_recoverable(folder) == []  # not offered again at every start
    assert shown and "s1.unreadable.yaml" in shown[0]


@pytest.mark.parametrize(
    "note",
    [
        "[" * 100_000 + "]" * 100_000,
        "[" * 30_000 + "]" * 30_000,
        '{"name": ' + "[" * 20_000 + "]" * 20_000 + "}",
        '{"name": {"a": 1}}',
        " " * (70 * 1024) + "{}",
        '{"pid": ' + "9" * 40 + "}",
        '{"saved_at": 1' + "0" * 400 + "}",
        '{"source": "roster\\u0000.yaml"}',
    ],
    ids=[
        "deep-100000",
        "deep-within-size",
        "deep-name",
        "name-not-text",
        "too-large",
        "pid-too-large",
        "time-too-large",
        "source-with-nul",
    ],
)
def test_a_hostile_note_never_stops_the_recovery_of_the_others(note: str, tmp_path: Path) -> None:
    """Issue 19: one autosave note nested 100,000 deep stopped every recovery."""
    folder = tmp_path / "autosave"
    plant(folder, "a-good", None, name="First")
    bad = plant(folder, "b-bad", None)
    bad.with_suffix(".json").write_text(note, encoding="utf-8")
    plant(folder, "c-good", None, name="Last")
    found, problems = scan_autosaves(folder)
    assert sorted(entry.name for entry in found) == ["First", "Last"]
    assert len(problems) == 1 and "b-bad.json" in problems[0]
    assert bad.exists() and bad.with_suffix(".json").exists()


@needs_mkfifo
def test_a_fifo_note_is_skipped_without_blocking(tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    plant(folder, "a-good", None, name="First")
    bad = plant(folder, "b-bad", None)
    bad.with_suffix(".json").unlink()
    os.mkfifo(bad.with_suffix(".json"))
    found, problems = scan_autosaves(folder)
    assert [entry.name for entry in found] == ["First"]
    assert len(problems) == 1 and "not a regular file" in problems[0]


def test_the_window_still_offers_the_good_autosave_beside_a_deep_note(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from listbuilder.gui.window import autosave

    folder = autosave.autosave_dir()
    plant(folder, "a-good", None, name="Kept through a bad note")
    plant(folder, "b-bad", None).with_suffix(".json").write_text(
        "[" * 100_000 + "]" * 100_000, encoding="utf-8"
    )
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        recover = next(b for b in box.buttons() if box.buttonRole(b) == box.ButtonRole.AcceptRole)
        monkeypatch.setattr(box, "clickedButton", lambda: recover)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    after_start(window, opened=False)
    assert len(asked) == 1 and "Kept through a bad note" in asked[0]
    assert window.document is not None
    assert window.document.session.roster.name == "Kept through a bad note"
    assert "b-bad.json" in window.status.text()


def test_a_skipped_note_is_worded_in_the_windows_language(tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    plant(folder, "a-good", None, name="First")
    plant(folder, "b-bad", None).with_suffix(".json").write_text(
        "[" * 100_000 + "]" * 100_000, encoding="utf-8"
    )
    _, problems = scan_autosaves(folder, lang="fr")
    assert len(problems) == 1 and "b-bad.json" in problems[0]
    assert "les autres restent proposées" in problems[0]
