"""Every edit is kept: the autosave follows each edit within a second, written by a thread of
its own, and a process killed (SIGKILL, TerminateProcess) gets its work back at the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.errors import ListBuilderError
from listbuilder.gui.window import autosave
from listbuilder.roster import io as roster_io
from listbuilder.roster.edits import SetName
from listbuilder.roster.io import load_roster, roster_from_data
from listbuilder.roster.model import Roster
from tests.gui import crash_driver
from tests.gui.helpers import ROOT, saved_roster
from tests.platforms import needs_sigkill, only_on_windows

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def _autosaved(folder: Path) -> Roster | None:
    """The roster of the one autosave in *folder* once its note is there too, else None."""
    for note in folder.glob("*.json"):
        try:
            return load_roster(note.with_suffix(".yaml"))
        except ListBuilderError:
            return None
    return None


@pytest.mark.parametrize(
    "how",
    [
        pytest.param("sigkill", marks=needs_sigkill),
        # Windows' twin: TerminateProcess, the hardest end there (no handler runs).
        pytest.param("terminate", marks=only_on_windows("TerminateProcess")),
    ],
)
def test_a_killed_app_gets_every_edit_back_at_the_next_start(tmp_path: Path, how: str) -> None:
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LISTBUILDER_DATA_DIR=str(data))
    roster = saved_roster(tmp_path / "army.yaml", "Before the crash")
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.gui.crash_driver", "edit", str(roster)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "edited", first.stderr
        # polled, no fixed sleep: killed as soon as the last edit has reached the autosave
        deadline = time.monotonic() + 60
        while True:
            kept = _autosaved(data / "autosave")
            company = kept.forces[0].companies[0] if kept is not None else None
            cards = [card.card for card in company.attached] if company is not None else []
            if (
                kept is not None
                and kept.name == crash_driver.NEW_NAME
                and cards == ["rhino_squadron"]
            ):
                break
            assert time.monotonic() < deadline, "the edits never reached the autosave"
            assert first.poll() is None, first.stderr
            time.sleep(0.02)
        if how == "sigkill":
            first.send_signal(signal.SIGKILL)
            assert first.wait(30) == -signal.SIGKILL
        else:
            first.kill()
            assert first.wait(30) == 1  # the exit code Popen.kill() gives TerminateProcess
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()

    second = subprocess.run(
        [sys.executable, "-m", "tests.gui.crash_driver", "recover"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        encoding="utf-8",
    )
    assert second.returncode == 0, second.stderr
    answer = json.loads(second.stdout.strip().splitlines()[-1])
    recovered = roster_from_data(answer["recovered"])
    assert recovered.name == crash_driver.NEW_NAME
    assert [card.card for card in recovered.forces[0].companies[0].attached] == ["rhino_squadron"]
    assert answer["path"] == str(roster) and answer["modified"] is True
    assert load_roster(roster).name == "Before the crash"  # the file itself untouched
    # the undo history came back too: Undo takes the card off, then the name back
    undone = answer["undone"]
    assert [step["label"] for step in undone][:1] == ["&Undo Attach Rhino Squadron"]
    after = [roster_from_data(step["roster"]) for step in undone]
    assert after[0].name == crash_driver.NEW_NAME and not after[0].forces[0].companies[0].attached
    assert after[-1].name == "Before the crash"
    assert len(undone) >= 2


def test_each_edit_reaches_the_autosave_within_a_second_from_another_thread(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosaver = window.autosaver
    assert autosaver is not None and autosaver.delay_ms <= 1000
    threads: list[str] = []
    write = autosave._Writer.write

    def spy(self: autosave._Writer, snapshot: autosave._Snapshot) -> bool:
        threads.append(threading.current_thread().name)
        return write(self, snapshot)

    monkeypatch.setattr(autosave._Writer, "write", spy)
    window.start_roster("One edit", 3000, "space_marines")
    for name in ("First", "Second", "Third"):  # a burst: one write, of the last state
        window.rename(name)
    started = time.monotonic()
    qtbot.waitUntil(lambda: _autosaved(autosaver.folder) is not None, timeout=2000)
    assert time.monotonic() - started < 1.5
    kept = _autosaved(autosaver.folder)
    assert kept is not None and kept.name == "Third"
    assert threads == ["autosave"]
    window.rename("Thirty seconds before the kill")
    qtbot.waitUntil(
        lambda: (
            getattr(_autosaved(autosaver.folder), "name", "") == "Thirty seconds before the kill"
        ),
        timeout=2000,
    )


def test_a_save_while_the_thread_writes_leaves_no_autosave(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    autosaver = window.autosaver
    assert autosaver is not None
    gate = threading.Event()
    write = autosave._Writer.write

    def slow(self: autosave._Writer, snapshot: autosave._Snapshot) -> bool:
        gate.wait(10)
        return write(self, snapshot)

    monkeypatch.setattr(autosave._Writer, "write", slow)
    window.start_roster("Saved while writing", 3000, "space_marines")
    window.rename("Being autosaved")
    qtbot.waitUntil(lambda: autosaver.pending and not autosaver._timer.isActive(), timeout=2000)
    assert window._save_to(tmp_path / "saved.yaml")  # the player saves meanwhile
    gate.set()
    assert autosaver.wait(10)
    assert list(autosaver.folder.glob("*")) == []  # the late write was removed again


@pytest.mark.parametrize(
    "name",
    [
        'quote " backslash \\ nul \x00 unit \x1f del \x7f nel \x85 ls \u2028 bom \ufeff end',
        "\u00e9t\u00e9 \U0001f600 " * 5,
        "line\nbreak\ttab",
    ],
    ids=["escapes", "unicode", "breaks"],
)
def test_long_texts_are_written_in_slices_and_read_back(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(roster_io, "LONG_TEXT", 10)
    monkeypatch.setattr(roster_io, "SLICE", 7)
    roster = SetName(name=name * 3).apply(load_roster(saved_roster(tmp_path / "a.yaml", "x")))
    out = tmp_path / "autosave.yaml"
    out.write_text(roster_io.dump_roster(roster, quick=True), encoding="utf-8")
    assert load_roster(out) == roster


def test_a_30_mb_name_does_not_stall_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 19: the autosave of a roster holding a 30 MB name froze the window for 45 s."""
    from PySide6.QtCore import QTimer

    autosaver = window.autosaver
    assert autosaver is not None
    window.start_roster("Huge", 3000, "space_marines")
    gaps: list[float] = []
    last = [time.monotonic()]

    def tick() -> None:
        now = time.monotonic()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.timeout.connect(tick)
    started = time.monotonic()
    window.rename("x" * 30_000_000)
    assert time.monotonic() - started < 2  # the edit itself (title, name box, rules)
    last[0] = time.monotonic()
    timer.start(10)
    with qtbot.waitSignal(autosaver.written, timeout=30_000) as written:
        pass
    timer.stop()
    assert written.args == [True]
    assert max(gaps) < 1.0, max(gaps)  # measured: about 0.1 s (1.3 s for the whole write)
    window.set_document(None)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_game_on_a_roster_with_no_file_survives_a_kill(tmp_path: Path) -> None:
    """Share code -> Game mode -> ticks -> kill -9 -> restart: recovery brings the roster
    and its game; the game reached the disk within a second of the last tick."""
    from listbuilder.game.io import load_game
    from listbuilder.interop.share_code import encode

    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LISTBUILDER_DATA_DIR=str(data))
    code = encode(load_roster(saved_roster(tmp_path / "friend.yaml", "Played before the crash")))
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.gui.crash_driver", "game", code],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    folder = data / "autosave"

    def kept_ticks() -> int | None:
        for game in folder.glob("*.game.yaml"):
            roster = game.with_name(game.name.replace(".game.yaml", ".yaml"))
            if not (roster.exists() and roster.with_suffix(".json").exists()):
                return None
            try:
                losses = load_game(game).turns[0].losses
            except ListBuilderError:
                return None
            return sum(losses.values())
        return None

    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "ticked", first.stderr
        ticked = time.monotonic()
        while kept_ticks() != 3:
            assert time.monotonic() - ticked < 1.0, "the ticks took over a second to be kept"
            assert first.poll() is None, first.stderr
            time.sleep(0.01)
        first.send_signal(signal.SIGKILL)
        assert first.wait(30) == -signal.SIGKILL
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()

    second = subprocess.run(
        [sys.executable, "-m", "tests.gui.crash_driver", "recover"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        check=False,
    )
    assert second.returncode == 0, second.stderr
    answer = json.loads(second.stdout.strip().splitlines()[-1])
    assert roster_from_data(answer["recovered"]).name == "Played before the crash"
    assert answer["path"] == "None"
    assert answer["game"] is not None
    assert sum(answer["game"]["turns"][0]["losses"].values()) == 3
