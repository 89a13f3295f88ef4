"""Issue 30: an autosave's owner is its process id *and* its start time, so a process that
got the id after a kill or a reboot does not hide the unsaved edits."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from listbuilder.files.owners import process_start, this_process
from listbuilder.gui.window.autosave import find_recoverable
from listbuilder.roster.io import load_roster, save_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
HAS_START = bool(this_process()[1])


def plant(folder: Path, pid: int, started: str | None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    save_roster(roster.model_copy(update={"name": "Crashed"}), folder / "s1.yaml")
    note: dict[str, object] = {"source": None, "saved_at": time.time() - 60, "pid": pid}
    if started is not None:
        note["started"] = started
    (folder / "s1.json").write_text(json.dumps(note), encoding="utf-8")
    return folder / "s1.yaml"


@pytest.mark.skipif(not HAS_START, reason="this system does not say when a process started")
def test_an_autosave_whose_pid_was_reused_by_another_process_is_offered(tmp_path: Path) -> None:
    """The test process stands for the stranger who got the id: alive, started later."""
    autosave = plant(tmp_path / "autosave", os.getpid(), "0" + this_process()[1])
    [entry] = find_recoverable(tmp_path / "autosave")
    assert entry.roster_file == autosave


@pytest.mark.skipif(not HAS_START, reason="this system does not say when a process started")
def test_a_running_process_keeps_its_autosave_and_a_stranger_with_its_id_does_not(
    tmp_path: Path,
) -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        started = process_start(child.pid)
        assert started
        plant(tmp_path / "alive", child.pid, started)
        assert find_recoverable(tmp_path / "alive") == []  # that window still works on it
        plant(tmp_path / "reused", child.pid, started + "1")
        assert len(find_recoverable(tmp_path / "reused")) == 1
    finally:
        child.kill()
        child.wait()
    assert len(find_recoverable(tmp_path / "alive")) == 1  # its process has ended


def test_the_window_records_its_start_time_and_old_notes_still_read(tmp_path: Path) -> None:
    plant(tmp_path / "old", os.getpid(), None)  # a note from before: the id alone decides
    assert find_recoverable(tmp_path / "old") == []
    plant(tmp_path / "mine", *this_process())
    assert find_recoverable(tmp_path / "mine") == []


def test_the_app_start_removes_stale_temps_where_it_writes(
    window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.files.owners import TEMP_MARK
    from listbuilder.gui.window.app import sweep_temps_in_background

    prints = tmp_path / "prints"
    prints.mkdir()
    (prints / "army.yaml").write_text("format: netepic-roster/1\n", encoding="utf-8")
    window.settings.set_last_folder(prints)
    window.settings.add_recent_file(prints / "army.yaml")
    stale = prints / f".army.pdf{TEMP_MARK}{2**22 + 7919}--abc123.tmp"
    live = prints / f".army.pdf{TEMP_MARK}{os.getpid()}-{this_process()[1]}-abc123.tmp"
    for path in (stale, live):
        path.write_bytes(b"%PDF- half")
    sweep_temps_in_background(window).join(timeout=30)
    assert not stale.exists() and live.exists()


@pytest.mark.skipif(not HAS_START, reason="this system does not say when a process started")
def test_the_window_offers_an_autosave_whose_pid_now_belongs_to_another_process(
    qtbot: QtBot, make_window: Callable[[], MainWindow], window: MainWindow, tmp_path: Path
) -> None:
    """The reproducer in the real window: a window autosaves, dies, and its id is given to
    a process that is alive (this test process, with another start time). The next start
    offers the unsaved edits."""
    from listbuilder.gui.window.app import after_start
    from tests.gui.conftest import answer_modal
    from tests.gui.helpers import add_from_browser

    autosaver = window.autosaver
    assert autosaver is not None
    source = tmp_path / "army.yaml"
    window.start_roster("Rebooted", 3000, "space_marines")
    assert window._save_to(source)
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    with qtbot.waitSignal(autosaver.written, timeout=5000):
        pass
    note = json.loads(autosaver.note_file.read_text(encoding="utf-8"))
    assert note["pid"] == os.getpid() and note["started"] == this_process()[1]
    note["started"] = "0" + note["started"]  # the id is alive, but not that window
    autosaver.note_file.write_text(json.dumps(note), encoding="utf-8")
    autosaver.session = "next-session"  # keep the crashed files where they are
    fresh = make_window()
    seen: list[str] = []

    def recover(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.buttons()[0].click()  # "Recover"

    answer_modal(recover)
    after_start(fresh, opened=False)
    assert seen and "Rebooted" in seen[0]
    assert fresh.document is not None and fresh.document.session.path == source
    assert len(fresh.document.session.roster.forces[0].companies) == 1
