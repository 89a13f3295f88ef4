"""A big roster file is read and validated on the worker thread (issue 24): the window
answers its timers and paints meanwhile, and what opens is what a read on the GUI thread
gives; a file that cannot be read says why, as before."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QTimer

from listbuilder.editing import session as session_module
from listbuilder.gui.window import window_files
from listbuilder.roster.io import save_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster
from tests.gui.helpers import tree_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def roster() -> Roster:
    company = Company(card="tactical_company", attached=(AttachedCard(card="rhino_squadron"),))
    return Roster(
        name="Off thread",
        points_limit=10_000,
        forces=(Force(list_id="space_marines", companies=(company,) * 12),),
    )


def test_a_big_file_is_read_on_the_worker_while_the_window_answers(
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "big.yaml"
    save_roster(roster(), path)
    expected_window = make_window()
    assert expected_window.open_path(path, ask=False)  # small enough: the GUI thread reads
    expected = tree_lines(expected_window)

    monkeypatch.setattr(window_files, "OFF_THREAD_BYTES", 0)  # every file counts as big
    threads: list[str] = []
    ticks: list[int] = []
    opening = session_module.EditSession.open.__func__  # type: ignore[attr-defined]

    def open_slowly(cls: type, *args: object, **kwargs: object) -> object:
        threads.append(threading.current_thread().name)
        seen = len(ticks)
        deadline = time.monotonic() + 10
        while len(ticks) < seen + 3:  # the GUI thread's timer fires while this waits
            assert time.monotonic() < deadline, "the window's event loop did not run meanwhile"
            time.sleep(0.001)
        return opening(cls, *args, **kwargs)

    monkeypatch.setattr(session_module.EditSession, "open", classmethod(open_slowly))
    window = make_window()
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(0)
    assert window.open_path(path, ask=False)
    timer.stop()
    assert threads and threads[0] != threading.main_thread().name
    qtbot.waitUntil(lambda: not window.tree_model.filling, timeout=10_000)
    assert tree_lines(window) == expected
    assert window.document is not None and window.document.session.path == path
    assert not window.document.session.is_modified


def test_a_big_file_that_cannot_be_read_says_why(
    make_window: Callable[..., MainWindow],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(window_files, "OFF_THREAD_BYTES", 0)
    path = tmp_path / "broken.yaml"
    path.write_text("format: netepic-roster/1\nforces: [\n", encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(
        window_files, "show_error", lambda _parent, exc, title: shown.append(str(exc))
    )
    window = make_window()
    assert not window.open_path(path, ask=False)
    assert shown and "broken.yaml" in shown[0]
    assert window.document is None
