"""The print dialog's preview: the pages of the printout exactly as they will be written,
one at a time, with page buttons and zoom (fit the page, fit the width, or a size).

The printout and each page's picture are made on the worker thread
(:mod:`listbuilder.gui.work`, :mod:`listbuilder.gui.printout.pdf_pages`): the dialog answers while a
big roster is laid out, and a newer request (another paper) cancels the older one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QImage,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui import core
from listbuilder.gui.common import plain_label
from listbuilder.gui.printout.pdf_pages import PdfPages, read_pages, render_page
from listbuilder.gui.work import Job
from listbuilder.i18n import normalize_language
from listbuilder.i18n.numbers import format_percent
from listbuilder.records import record

ZOOMS = ("page", "width", 50, 75, 100, 150, 200)
"""The zoom choices: fit the whole page, fit the width, or a size (100 % = real size)."""
CACHED_PAGES = 12
REFIT_AFTER_MS = 120
"""A resize draws the page again once the size has settled."""
START_ANYWAY_MS = 300
"""The printout starts after the dialog's first paint, or after this when none comes."""


@record
class Printout:
    """A printout made for the preview: the PDF and what printing had to change."""

    data: bytes
    problems: tuple[str, ...] = ()


Maker = Callable[[Job[Printout]], Printout]
"""Makes a printout on the worker thread (calling ``job.step`` as it goes)."""
Writer = Callable[[Job[Any], Path], tuple[str, ...]]
"""Writes a printout to a file on the worker thread (calling ``job.step`` as it goes);
returns what printing had to change."""


def printout_of(write: Writer) -> Maker:
    """The printout *write* makes, kept in memory for the preview (and the print after)."""

    def make(job: Job[Printout]) -> Printout:
        problems: list[str] = []
        data = core.scratch.written_bytes(lambda path: problems.extend(write(job, path)))
        return Printout(data, tuple(problems))

    return make


Laid = tuple[Printout, PdfPages]


class PrintPreview(QWidget):
    """The pages of one printout; :meth:`show_printout` replaces it."""

    ready = Signal()
    """The printout is laid out (its page count known) or failed; on every new one."""
    page_shown = Signal(int)
    """A page's picture is on screen (its index)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printPreview")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.pages: PdfPages | None = None
        self.printout: Printout | None = None
        self.index = 0
        self._closed = False
        self._job: Job[Laid] | None = None
        self._page_job: Job[QImage] | None = None
        self._pending: Job[Laid] | None = None
        """The printout to start once the dialog is painted."""
        self._painted = False
        self._start_anyway = QTimer(self)
        self._start_anyway.setSingleShot(True)
        self._start_anyway.setInterval(START_ANYWAY_MS)
        self._start_anyway.timeout.connect(self._start_pending)
        self._cache: dict[tuple[int, float], QImage] = {}
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(REFIT_AFTER_MS)
        self._refit.timeout.connect(self._show_page)

        bar = self._page_bar()
        self.area = self._page_area()
        self.message = plain_label(QLabel())
        self.message.setObjectName("previewMessage")
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.area, 1)
        layout.addWidget(self.message)
        self.retranslate()
        self._update_controls()

    def _page_bar(self) -> QHBoxLayout:
        """First, previous, the page's number, next, last; the zoom at the far end."""
        self.first_button = self._button("\u00ab", self._first)
        self.previous_button = self._button(Qt.ArrowType.LeftArrow, self._previous)
        self.page_spin = QSpinBox()
        self.page_spin.setObjectName("previewPage")
        self.page_spin.setMinimum(1)
        self.page_spin.valueChanged.connect(lambda value: self.go_to(value - 1))
        self.of_label = QLabel()
        self.next_button = self._button(Qt.ArrowType.RightArrow, self._next)
        self.last_button = self._button("\u00bb", self._last)
        self.zoom_combo = QComboBox()
        self.zoom_combo.setObjectName("previewZoom")
        for _zoom in ZOOMS:
            self.zoom_combo.addItem("")
        self.zoom_combo.currentIndexChanged.connect(lambda _i: self._show_page())
        bar = QHBoxLayout()
        for widget in (self.first_button, self.previous_button, self.page_spin, self.of_label):
            bar.addWidget(widget)
        bar.addWidget(self.next_button)
        bar.addWidget(self.last_button)
        bar.addStretch(1)
        bar.addWidget(self.zoom_combo)
        return bar

    def _page_area(self) -> _PageArea:
        """The page's picture, scrolled; zoomed with Ctrl and the wheel."""
        self.page_label = QLabel()
        self.page_label.setObjectName("previewPageImage")
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        area = _PageArea()
        area.resized.connect(self._refit.start)
        area.zoomed.connect(self.zoom_by)
        area.setWidget(self.page_label)
        area.setWidgetResizable(True)
        area.setAlignment(Qt.AlignmentFlag.AlignCenter)
        area.setBackgroundRole(QPalette.ColorRole.Dark)
        return area

    @staticmethod
    def _button(face: Qt.ArrowType | str, slot: Callable[[], None]) -> QToolButton:
        """A page button: an arrow or a sign, drawn in the palette's text colour (the style's
        own media icons are black on a dark scheme)."""
        button = QToolButton()
        if isinstance(face, str):
            button.setText(face)
        else:
            button.setArrowType(face)
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    def retranslate(self) -> None:
        self.first_button.setToolTip(self.tr("First page (Home)"))
        self.previous_button.setToolTip(self.tr("Previous page (Page Up)"))
        self.next_button.setToolTip(self.tr("Next page (Page Down)"))
        self.last_button.setToolTip(self.tr("Last page (End)"))
        names = {"page": self.tr("Fit page"), "width": self.tr("Fit width")}
        lang = normalize_language(QLocale().name())  # the window's, set with its translators
        for row, zoom in enumerate(ZOOMS):
            if isinstance(zoom, str):
                self.zoom_combo.setItemText(row, names.get(zoom, zoom))
            elif isinstance(zoom, int):  # "150%", French "150 %": as every percentage
                self.zoom_combo.setItemText(row, format_percent(zoom, lang, 0))
        self.zoom_combo.setToolTip(self.tr("Zoom (Ctrl+wheel, Ctrl++ and Ctrl+-)"))
        self._update_controls()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- the printout -----------------------------------------------------------------

    def show_printout(self, make: Maker) -> None:
        """Lay out a new printout with *make* on the worker thread (the one being made is
        cancelled); the pages shown stay until the new ones are ready."""
        if self._job is not None:
            self._job.cancel()

        def work(job: Job[Laid]) -> Laid:
            printout = make(job)  # type: ignore[arg-type]
            job.step()
            return printout, read_pages(printout.data)

        job: Job[Laid] = Job(work)  # no parent: it may end after the dialog is gone
        self._job = self._pending = job
        job.ended.connect(lambda: self._laid_out(job))
        self.message.setText(self.tr("Laying out the pages\u2026"))
        QTimer.singleShot(0, self, self._start_after_paint)

    def _start_after_paint(self) -> None:
        """Start the printout once the dialog is on screen. The worker holds the interpreter
        lock most of the time, and the dialog's first show and paint call Python (style,
        layouts, the window's own widgets) many times: each call would wait for the lock,
        and the dialog would open frozen."""
        if self._pending is None:
            return
        if self._painted or not self.isVisible():
            self._start_pending()
            return
        self.page_label.installEventFilter(self)  # until its first paint
        self._start_anyway.start()

    def _start_pending(self) -> None:
        job, self._pending = self._pending, None
        if job is not None and job is self._job and not self._closed:
            job.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.page_label:
            watched.removeEventFilter(self)
            self._painted = True
            QTimer.singleShot(0, self, self._start_pending)  # once this paint is done
        return super().eventFilter(watched, event)

    @property
    def laying_out(self) -> bool:
        """A printout is being made (its pages are not known yet)."""
        return self._job is not None

    @property
    def busy(self) -> bool:
        """A printout or a page is being made."""
        return self._job is not None or self._page_job is not None

    def stop(self) -> None:
        """Cancel what is being made (nothing is to be printed)."""
        for job in (self._job, self._page_job):
            if job is not None:
                job.cancel()

    def close_down(self) -> None:
        """The dialog closes: cancel what is being made, and ignore its end (the widgets may
        be gone by then)."""
        self._closed = True
        self.stop()

    def _laid_out(self, job: Job[Laid]) -> None:
        if self._closed or job is not self._job:
            return  # an older printout, replaced meanwhile
        self._job = None
        if job.error is not None:
            self.pages = self.printout = None
            self._cache.clear()
            self.page_label.clear()
            if not job.cancelled:
                self.message.setText(fill_error(self.tr("No preview: %1"), job.error))
            self._update_controls()
            self.ready.emit()
            return
        assert job.value is not None
        self.printout, self.pages = job.value
        self._cache.clear()
        self.index = min(self.index, max(self.pages.count - 1, 0))
        self.message.setText("")
        self._update_controls()
        self._show_page()
        self.ready.emit()

    # --- pages ------------------------------------------------------------------------

    @property
    def page_count(self) -> int:
        return self.pages.count if self.pages is not None else 0

    def go_to(self, index: int) -> None:
        if self.pages is None or not 0 <= index < self.pages.count or index == self.index:
            return
        self.index = index
        self._update_controls()
        self._show_page()

    def _first(self) -> None:
        self.go_to(0)

    def _previous(self) -> None:
        self.go_to(self.index - 1)

    def _next(self) -> None:
        self.go_to(self.index + 1)

    def _last(self) -> None:
        self.go_to(self.page_count - 1)

    def zoom_by(self, steps: int) -> None:
        """One size up or down (from a fitted page, from the size it has now)."""
        sizes = [z for z in ZOOMS if isinstance(z, int)]
        now = self._scale() * 72 / self.logicalDpiX() * 100
        if steps > 0:
            bigger = [z for z in sizes if z > now + 1]
            chosen = bigger[0] if bigger else sizes[-1]
        else:
            smaller = [z for z in sizes if z < now - 1]
            chosen = smaller[-1] if smaller else sizes[0]
        self.zoom_combo.setCurrentIndex(ZOOMS.index(chosen))

    def _scale(self) -> float:
        """Screen pixels per point for the zoom chosen."""
        if self.pages is None or not self.pages.count:
            return 1.0
        width, height = self.pages.sizes[self.index]
        zoom = ZOOMS[max(self.zoom_combo.currentIndex(), 0)]
        room = self.area.viewport().size()
        margin = 16
        if zoom == "page":
            fit = min((room.width() - margin) / width, (room.height() - margin) / height)
            return max(fit, 0.05)
        if zoom == "width":
            bar = self.area.verticalScrollBar().sizeHint().width()
            return max((room.width() - margin - bar) / width, 0.05)
        assert isinstance(zoom, int)
        return zoom / 100 * self.logicalDpiX() / 72

    def _show_page(self) -> None:
        """Show the current page at the zoom chosen: at once if drawn before, else drawn on
        the worker thread."""
        if self.pages is None or not self.pages.count:
            return
        ratio = self.devicePixelRatioF()
        scale = round(self._scale() * ratio, 3)
        key = (self.index, scale)
        image = self._cache.get(key)
        if image is not None:
            self._put(image, ratio)
            return
        if self._page_job is not None:
            self._page_job.cancel()
        data, index = self.pages.data, self.index

        def work(job: Job[QImage]) -> QImage:
            job.step()
            return render_page(data, index, scale)

        job: Job[QImage] = Job(work)
        self._page_job = job
        job.ended.connect(lambda: self._drawn(job, key, ratio))
        job.start()

    def _drawn(self, job: Job[QImage], key: tuple[int, float], ratio: float) -> None:
        if self._closed:
            return
        if job is self._page_job:
            self._page_job = None
        if job.error is not None or job.value is None:
            return
        if len(self._cache) >= CACHED_PAGES:
            self._cache.pop(next(iter(self._cache)))
        self._cache[key] = job.value
        if key[0] == self.index:
            self._put(job.value, ratio)

    def _put(self, image: QImage, ratio: float) -> None:
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.page_label.setPixmap(pixmap)
        self.page_shown.emit(self.index)

    def shown_image(self) -> QImage | None:
        """The picture of the page on screen (for tests)."""
        pixmap = self.page_label.pixmap()
        return None if pixmap is None or pixmap.isNull() else pixmap.toImage()

    def _update_controls(self) -> None:
        count = self.page_count
        self.page_spin.blockSignals(True)
        self.page_spin.setMaximum(max(count, 1))
        self.page_spin.setValue(self.index + 1)
        self.page_spin.blockSignals(False)
        self.page_spin.setEnabled(count > 1)
        self.of_label.setText(self.tr("of %n page(s)", "", count))
        self.first_button.setEnabled(self.index > 0)
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < count - 1)
        self.last_button.setEnabled(self.index < count - 1)

    # --- keys, wheel and size ---------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves = {
            Qt.Key.Key_PageDown: self._next,
            Qt.Key.Key_PageUp: self._previous,
            Qt.Key.Key_Home: self._first,
            Qt.Key.Key_End: self._last,
        }
        move = moves.get(Qt.Key(event.key()))
        if move is not None:
            move()
            return
        if event.matches(QKeySequence.StandardKey.ZoomIn):
            self.zoom_by(1)
            return
        if event.matches(QKeySequence.StandardKey.ZoomOut):
            self.zoom_by(-1)
            return
        super().keyPressEvent(event)


class _PageArea(QScrollArea):
    """The scroll area of the page: says when its page room changes size, and turns
    Ctrl+wheel into zoom steps.

    Overridden handlers, not an event filter on the viewport: a filter written in Python
    runs for every event of the viewport (each paint too), and each run needs the
    interpreter lock, which the worker laying out the printout holds most of the time, so
    the dialog's first paint waited for it again and again."""

    resized = Signal()
    zoomed = Signal(int)
    """One zoom step up (1) or down (-1)."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoomed.emit(1 if event.angleDelta().y() > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)


def fill_error(text: str, error: BaseException) -> str:
    """*text* with ``%1`` the error in words (ours are worded in the window's language)."""
    from listbuilder.gui.i18n import fill

    words = error.describe() if isinstance(error, core.errors.ListBuilderError) else str(error)
    return fill(text, words)
