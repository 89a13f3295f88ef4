"""Printing and exporting run on the worker thread: the window answers the player meanwhile
(a timer fires, a key press is processed, an edit is made), the file holds the roster as it
was when the command started, and a Cancel leaves the previous file as it was.

Each test holds the worker at a gate that only the GUI thread opens, from the event loop:
were the work done on the GUI thread, the gate would never open in time and the checks
below would fail (after the gate's time-out), whatever the machine's speed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from listbuilder.roster.edits import SetName
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"
GATE_SECONDS = 20.0
OLD = b"%PDF-1.4 the printout of last week\n%%EOF\n"


class Gate:
    """Holds the worker in the wrapped function until the GUI thread opens it."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.threads: list[int] = []

    def wrap(self, real: Callable[..., Any]) -> Callable[..., Any]:
        def held(*args: Any, **kwargs: Any) -> Any:
            self.threads.append(threading.get_ident())
            self.opened.wait(GATE_SECONDS)
            return real(*args, **kwargs)

        return held


def _army(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Before", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")


def _while_running(window: MainWindow, gate: Gate, seen: dict[str, object]) -> None:
    """From the event loop, while the command runs: note that a timer fired, post a key
    press to the search box (processed only by the event loop), edit the roster, open the
    gate once the key presses have been processed (the search box says what it was typed)."""
    search = window.browser.search
    search.setFocus()

    edits: list[tuple[str, bool]] = []

    def edited(text: str) -> None:
        edits.append((text, window.writing))

    search.textEdited.connect(edited)

    def fired() -> None:
        seen["timer fired while writing"] = window.writing
        for key, text in ((Qt.Key.Key_L, "l"), (Qt.Key.Key_A, "a")):
            for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
                event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text)
                QCoreApplication.postEvent(search, event)
        QTimer.singleShot(20, typed)

    def typed() -> None:
        if len(edits) < 2:  # not yet processed: look again while the command runs
            if window.writing:
                QTimer.singleShot(20, typed)
            return
        seen["typed while writing"] = edits[-1]
        window.apply(SetName(name="After"))  # an edit while the worker holds its copy
        gate.opened.set()

    QTimer.singleShot(0, fired)


def test_printing_runs_off_the_gui_thread_while_the_window_answers(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pdfplumber

    from listbuilder.printing import roster_pdf

    _army(qtbot, window)
    gate = Gate()
    monkeypatch.setattr(roster_pdf, "render_roster", gate.wrap(roster_pdf.render_roster))
    seen: dict[str, object] = {}
    _while_running(window, gate, seen)
    out = tmp_path / "army.pdf"
    assert window.print_roster(out)
    assert gate.threads and gate.threads[0] != threading.get_ident()
    assert seen == {"timer fired while writing": True, "typed while writing": ("la", True)}
    assert window.document is not None and window.document.session.roster.name == "After"
    with pdfplumber.open(out) as pdf:
        text = pdf.pages[0].extract_text() or ""
    assert "Before" in text and "After" not in text  # the roster as it was asked to print
    assert window.print_action.isEnabled() and not window.writing


def test_exporting_runs_off_the_gui_thread_while_the_window_answers(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.editing import export

    _army(qtbot, window)
    gate = Gate()
    monkeypatch.setattr(export, "export_bytes", gate.wrap(export.export_bytes))
    seen: dict[str, object] = {}
    _while_running(window, gate, seen)
    out = tmp_path / "army.md"
    assert window.export_roster(out, "markdown")
    assert gate.threads and gate.threads[0] != threading.get_ident()
    assert seen == {"timer fired while writing": True, "typed while writing": ("la", True)}
    text = out.read_text(encoding="utf-8")
    assert "Before" in text and "After" not in text


def test_the_print_action_is_off_while_a_printout_is_written(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.printing import roster_pdf

    _army(qtbot, window)
    gate = Gate()
    monkeypatch.setattr(roster_pdf, "render_roster", gate.wrap(roster_pdf.render_roster))
    states: list[bool] = []

    def look() -> None:
        states.extend([window.print_action.isEnabled(), window.export_action.isEnabled()])
        gate.opened.set()

    QTimer.singleShot(0, look)
    assert window.print_roster(tmp_path / "army.pdf")
    assert states == [False, False]
    assert window.print_action.isEnabled() and window.export_action.isEnabled()


def test_cancel_leaves_the_previous_pdf(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from listbuilder.printing import roster_pdf

    _army(qtbot, window)
    gate = Gate()
    monkeypatch.setattr(roster_pdf, "render_roster", gate.wrap(roster_pdf.render_roster))
    out = tmp_path / "army.pdf"
    out.write_bytes(OLD)
    clicked: list[str] = []

    def cancel_when_shown() -> None:
        progress = window.job_progress
        if progress is None or not progress.isVisible():  # it shows after 300 ms
            QTimer.singleShot(20, cancel_when_shown)
            return
        clicked.append(progress.label.text())
        progress.cancel_button.click()
        gate.opened.set()

    QTimer.singleShot(0, cancel_when_shown)
    assert window.print_roster(out) is False
    assert clicked and clicked[0].startswith("Printing")
    assert out.read_bytes() == OLD
    assert [p.name for p in tmp_path.iterdir() if p.name != "data"] == ["army.pdf"]
    assert "left as it was" in window.status.text() and str(out) in window.status.text()
    assert window.job_progress is not None and not window.job_progress.isVisible()
    assert window.print_roster(out)  # the next printout is not cancelled
    assert out.read_bytes().startswith(b"%PDF") and out.read_bytes() != OLD


def test_long_lived_modules_are_loaded_once_with_the_collector_paused() -> None:
    import gc

    from listbuilder.gui.work import load_once

    seen: list[bool] = []
    load_once("test-only", lambda: seen.append(gc.isenabled()))
    load_once("test-only", lambda: seen.append(gc.isenabled()))
    assert seen == [False] and gc.isenabled()


def test_a_job_reaches_the_worker_once_the_window_has_painted_its_start(qtbot: QtBot) -> None:
    """Starting a job changes the window (progress shown, commands off); the work begins
    once that is painted: the worker would hold the interpreter lock that painting needs."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QLabel

    from listbuilder.gui.work import Job

    label = QLabel("before")
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    qtbot.wait(50)
    painted: list[str] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(label.text())
            return False

    paints = Paints()
    label.installEventFilter(paints)
    ran = threading.Event()
    seen: list[list[str]] = []

    def work(_job: Job[None]) -> None:
        seen.append(list(painted))
        ran.set()

    label.setText("printing")
    job = Job(work).start()
    assert not ran.wait(0.3)  # not on the worker before the event loop has run
    job.wait()
    assert seen == [["printing"]]


def test_the_first_printout_leaves_the_window_s_height_as_it_was(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The progress and its Cancel fit in the status bar as it is: the bar keeps its height
    and the views their height (else the whole window was laid out and repainted as the
    first job started, and the views jumped by a few pixels)."""
    _army(qtbot, window)
    qtbot.wait(50)

    def heights() -> tuple[int, int, int]:
        central = window.centralWidget().geometry()
        return window.statusBar().height(), central.top(), central.height()

    before = heights()
    assert window.print_roster(tmp_path / "army.pdf")
    progress = window.job_progress
    assert progress is not None and progress.cancel_button.height() > 0
    assert heights() == before
