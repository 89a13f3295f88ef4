"""The status bar's progress of a long job (a printout, an export), with its Cancel button.

It shows only when the job is still running after :data:`SHOW_AFTER_MS`: a quick export
never flashes it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from listbuilder.gui.common import plain_label
from listbuilder.gui.work import Job

SHOW_AFTER_MS = 300


class JobProgress(QWidget):
    """What the running job is doing ("Printing… page 3 of 18") and a Cancel button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("jobProgress")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = plain_label(QLabel())
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(160)
        self.bar.setTextVisible(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelJob")
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        self._job: Job[object] | None = None
        self._text: Callable[[int, int], str] = lambda _done, _total: ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SHOW_AFTER_MS)
        self._timer.timeout.connect(self._show_if_running)
        self.cancel_button.clicked.connect(self.cancel)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop; the file keeps what it held before"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def follow(self, job: Job[object], text: Callable[[int, int], str]) -> None:
        """Show *job*'s progress, worded by ``text(done, total)``, until it ends."""
        self._job = job
        self._text = text
        self._update(0, job.total)
        job.progressed.connect(self._update)
        job.ended.connect(self._ended)
        self._timer.start()

    @property
    def job(self) -> Job[object] | None:
        return self._job

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancel()
            self.cancel_button.setEnabled(False)

    def _update(self, done: int, total: int) -> None:
        self.label.setText(self._text(done, total))
        if total > 0:
            self.bar.setRange(0, total)
            self.bar.setValue(min(done, total))
        else:
            self.bar.setRange(0, 0)  # busy: the end is not known

    def _show_if_running(self) -> None:
        if self._job is not None and not self._job.done:
            self.cancel_button.setEnabled(True)
            self.show()

    def _ended(self) -> None:
        self._timer.stop()
        self._job = None
        self.hide()
