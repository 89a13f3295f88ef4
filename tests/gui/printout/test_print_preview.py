"""The print dialog shows the pages as they will print (the paper and language chosen there
change them), pages turn and zoom as a player expects, and the PDF written is the one shown,
opened in the desktop's viewer afterwards when the box says so."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pdfplumber
import pytest
from PySide6.QtCore import QDir, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QFileDialog, QWidget

from listbuilder.gui.printout.print_dialog import PrintDialog
from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.printout.print_preview import PrintPreview
    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"
SLOW = 120_000
"""Milliseconds a layout may take on a loaded machine (nothing here is timed)."""


def _army(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Previewed", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")


def _answers(monkeypatch: pytest.MonkeyPatch, out: Path) -> list[str]:
    """The file dialog answers *out*; the desktop's viewer is a list of what it opened."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(out), ""))
    opened: list[str] = []

    def open_url(url: QUrl) -> bool:
        opened.append(QDir.toNativeSeparators(url.toLocalFile()))  # Qt spells C:/Users/...
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    return opened


def _laid_out(qtbot: QtBot, preview: PrintPreview) -> None:
    qtbot.waitUntil(lambda: not preview.busy and preview.shown_image() is not None, timeout=SLOW)


def test_the_preview_shows_the_pages_that_print_and_follows_the_paper(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _army(qtbot, window)
    out = tmp_path / "army.pdf"
    opened = _answers(monkeypatch, out)
    seen: dict[str, object] = {}

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, PrintDialog) and dialog.preview is not None
        preview = dialog.preview
        _laid_out(qtbot, preview)
        image = preview.shown_image()
        assert image is not None
        seen["a4"] = (preview.page_count, preview.pages and preview.pages.sizes[0])
        seen["a4 shape"] = round(image.height() / image.width(), 2)
        dialog.paper_buttons["letter"].click()
        qtbot.waitUntil(lambda: dialog.ready_printout() is not None, timeout=SLOW)
        _laid_out(qtbot, preview)
        image = preview.shown_image()
        assert image is not None
        seen["letter"] = (preview.page_count, preview.pages and preview.pages.sizes[0])
        seen["letter shape"] = round(image.height() / image.width(), 2)
        # pages turn with the keys and the buttons; zoom changes the picture's size
        preview.setFocus()
        qtbot.keyClick(preview, Qt.Key.Key_PageDown)
        seen["after page down"] = (preview.index, preview.page_spin.value())
        qtbot.keyClick(preview, Qt.Key.Key_End)
        seen["after end"] = preview.index
        qtbot.mouseClick(preview.first_button, Qt.MouseButton.LeftButton)
        seen["after first"] = preview.index
        _laid_out(qtbot, preview)
        fitted = preview.shown_image()
        preview.zoom_combo.setCurrentIndex(preview.zoom_combo.findText("200%"))
        qtbot.waitUntil(
            lambda: (
                (shown := preview.shown_image()) is not None
                and fitted is not None
                and shown.width() > fitted.width()
            ),
            timeout=SLOW,
        )
        dialog.accept()

    answer_modal(look)
    assert window.print_roster()
    assert not window.writing
    letter_pages, letter_size = seen["letter"]  # type: ignore[misc]
    a4_pages, a4_size = seen["a4"]  # type: ignore[misc]
    assert a4_size == pytest.approx((595.3, 841.9), abs=0.5)
    assert letter_size == pytest.approx((612, 792), abs=0.5)
    assert seen["a4 shape"] == pytest.approx(841.9 / 595.3, abs=0.02)
    assert seen["letter shape"] == pytest.approx(792 / 612, abs=0.02)
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == letter_pages  # the pages shown are the pages printed
        assert (pdf.pages[0].width, pdf.pages[0].height) == pytest.approx((612, 792), abs=0.5)
    assert letter_pages > 2 and a4_pages > 2
    assert seen["after page down"] == (1, 2)
    assert seen["after end"] == letter_pages - 1
    assert seen["after first"] == 0
    assert window.paper == "letter"
    assert opened == [str(out)]  # offered to the desktop's viewer once written


def test_the_language_chosen_is_printed_and_the_open_box_is_remembered(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _army(qtbot, window)
    out = tmp_path / "armee.pdf"
    opened = _answers(monkeypatch, out)

    def in_french_and_not_opened(dialog: QWidget) -> None:
        assert isinstance(dialog, PrintDialog) and dialog.preview is not None
        assert dialog.language() == "en" and dialog.open_after()  # the window's; on at first
        dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("fr"))
        dialog.open_after_box.setChecked(False)
        qtbot.waitUntil(lambda: dialog.ready_printout() is not None, timeout=SLOW)
        dialog.accept()

    answer_modal(in_french_and_not_opened)
    assert window.print_roster()
    with pdfplumber.open(out) as pdf:
        text = pdf.pages[0].extract_text() or ""
    assert "Imprimé le" in text
    assert opened == [] and not window.settings.open_after_printing
    remembered: list[bool] = []

    def look_and_cancel(dialog: QWidget) -> None:
        assert isinstance(dialog, PrintDialog)
        remembered.append(dialog.open_after())
        dialog.reject()

    answer_modal(look_and_cancel)
    assert window.print_roster() is False
    assert remembered == [False]


def test_nothing_ticked_prints_nothing(qtbot: QtBot) -> None:
    from listbuilder.gui.printout.print_preview import Printout

    made: list[tuple[str, str, tuple[str, ...]]] = []

    def render(paper: str, lang: str, sections: tuple[str, ...]):  # type: ignore[no-untyped-def]
        made.append((paper, lang, sections))
        return lambda _job: Printout(b"not a pdf")

    dialog = PrintDialog(render=render)
    qtbot.addWidget(dialog)
    assert dialog.preview is not None
    qtbot.waitUntil(lambda: not dialog.preview.busy, timeout=SLOW)  # type: ignore[union-attr]
    assert "No preview" in dialog.preview.message.text()  # a broken PDF is said, not raised
    for box in dialog.section_boxes.values():
        box.setChecked(False)
    qtbot.waitUntil(lambda: "Nothing to print" in dialog.preview.message.text(), timeout=SLOW)  # type: ignore[union-attr]
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert len(made) == 1  # no printout is laid out for nothing


def test_closing_the_dialog_while_the_preview_is_laid_out_is_quiet(qtbot: QtBot) -> None:
    """The layout ends on the worker after the dialog is gone: nothing is shown, nothing
    raised (pytest-qt fails a test on an exception in a slot)."""
    import threading

    from PySide6.QtWidgets import QApplication

    from listbuilder.gui.printout.print_preview import Printout
    from listbuilder.gui.work import Job

    gate = threading.Event()
    ended: list[bool] = []

    def render(paper: str, lang: str, sections: tuple[str, ...]):  # type: ignore[no-untyped-def]
        def make(job: Job[Printout]) -> Printout:
            gate.wait(20)
            job.step()  # cancelled by the close: stops here
            ended.append(True)
            return Printout(b"")

        return make

    dialog = PrintDialog(render=render)
    preview = dialog.preview
    assert preview is not None and preview.laying_out
    dialog.reject()
    dialog.deleteLater()
    QApplication.processEvents()
    gate.set()
    follow: Job[None] = Job(lambda _job: None).start()  # the worker's next job: after it
    follow.wait()
    assert ended == []


def test_the_printout_is_laid_out_once_the_dialog_is_painted(qtbot: QtBot) -> None:
    """The worker starts the printout after the dialog's first paint: laid out meanwhile, it
    would hold the interpreter lock the dialog's first show and paint wait for."""
    from PySide6.QtCore import QEvent, QObject

    from listbuilder.gui.printout.print_preview import Printout
    from listbuilder.gui.work import Job

    painted: list[bool] = []
    started: list[bool] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(True)
            return False

    def render(paper: str, lang: str, sections: tuple[str, ...]):  # type: ignore[no-untyped-def]
        def make(_job: Job[Printout]) -> Printout:
            started.append(bool(painted))
            return Printout(b"not a pdf")

        return make

    dialog = PrintDialog(render=render)
    qtbot.addWidget(dialog)
    preview = dialog.preview
    assert preview is not None and preview.laying_out  # asked for, not started yet
    watcher = FirstPaint()
    preview.page_label.installEventFilter(watcher)
    dialog.show()
    qtbot.waitUntil(lambda: not preview.busy, timeout=SLOW)
    assert started == [True]
    assert "No preview" in preview.message.text()


def test_the_dialog_answers_while_the_preview_is_laid_out(qtbot: QtBot) -> None:
    """The printout is made on the worker: a timer fires in the dialog while it is held at a
    gate only that timer opens (were it made on the GUI thread, the gate would time out)."""
    import threading

    from PySide6.QtCore import QTimer

    from listbuilder.gui.printout.print_preview import Printout
    from listbuilder.gui.work import Job

    gate = threading.Event()
    threads: list[int] = []
    waited: list[bool] = []

    def render(paper: str, lang: str, sections: tuple[str, ...]):  # type: ignore[no-untyped-def]
        def make(_job: Job[Printout]) -> Printout:
            threads.append(threading.get_ident())
            waited.append(gate.wait(20))
            return Printout(b"not a pdf")

        return make

    dialog = PrintDialog(render=render)
    qtbot.addWidget(dialog)
    preview = dialog.preview
    assert preview is not None
    dialog.show()
    qtbot.waitUntil(lambda: bool(threads), timeout=SLOW)  # the worker is at the gate
    fired: list[bool] = []

    def tick() -> None:
        fired.append(preview.laying_out)
        gate.set()

    QTimer.singleShot(0, tick)
    qtbot.waitUntil(lambda: not preview.busy, timeout=SLOW)
    assert fired == [True] and waited == [True]
    assert threads[0] != threading.get_ident()


def test_ctrl_and_the_wheel_over_the_page_zoom(qtbot: QtBot) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    from listbuilder.gui.printout.pdf_pages import PdfPages
    from listbuilder.gui.printout.print_preview import ZOOMS, PrintPreview

    preview = PrintPreview()
    preview.pages = PdfPages(b"", ((595.3, 841.9),))  # an A4 page (its picture is not drawn)
    qtbot.addWidget(preview)
    preview.resize(500, 500)
    preview.show()
    qtbot.waitExposed(preview)
    preview.zoom_combo.setCurrentIndex(ZOOMS.index(100))
    viewport = preview.area.viewport()

    def wheel(steps: int, modifiers: Qt.KeyboardModifier) -> None:
        where = QPointF(50, 50)
        event = QWheelEvent(
            where,
            QPointF(viewport.mapToGlobal(QPoint(50, 50))),
            QPoint(0, 0),
            QPoint(0, 120 * steps),
            Qt.MouseButton.NoButton,
            modifiers,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(viewport, event)

    wheel(1, Qt.KeyboardModifier.ControlModifier)
    assert ZOOMS[preview.zoom_combo.currentIndex()] == 150
    wheel(-1, Qt.KeyboardModifier.ControlModifier)
    wheel(-1, Qt.KeyboardModifier.ControlModifier)
    assert ZOOMS[preview.zoom_combo.currentIndex()] == 75
    wheel(1, Qt.KeyboardModifier.NoModifier)  # scrolls, does not zoom
    assert ZOOMS[preview.zoom_combo.currentIndex()] == 75
