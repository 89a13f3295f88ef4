"""The notes of the selected element (the roster's own when nothing is selected), edited
below the card view.

Typing never makes an undo step per key: the text goes to the roster as one edit once the
player pauses, leaves the box or selects another element, and :meth:`NotesEditor.commit`
sends what is pending before a save, so every word reaches the file and the autosave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from listbuilder.roster.model import ElementPath

PAUSE_MS = 700
"""How long the player stops typing before the notes become an edit."""


class NotesEditor(QWidget):
    """A plain-text box for one element's notes; edits leave through :attr:`notes_edited`."""

    notes_edited = Signal(object, str)
    """The element's :class:`ElementPath` (``None``: the roster) and its new notes."""
    left = Signal()
    """Escape in the box: the notes are sent, and the player is done with them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notesEditor")
        self._path: ElementPath | None = None
        self._shown = ""
        self._active = False
        self.title = QLabel()
        self.title.setObjectName("notesTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a player's name is never markup
        self.title.setWordWrap(True)  # a long name must not widen the card column
        self.box = QPlainTextEdit()
        self.box.setObjectName("notesBox")
        self.box.setTabChangesFocus(True)
        self._line = self.box.fontMetrics().lineSpacing()
        self.box.setMaximumHeight(self._line * 5 + 12)  # the card's figures keep the room
        self.box.textChanged.connect(self._typed)
        self.box.textChanged.connect(self._fit_height)
        self.box.installEventFilter(self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PAUSE_MS)
        self._timer.timeout.connect(self.commit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.box)
        self.show_element(None, None, "", active=False)

    def show_element(
        self, path: ElementPath | None, notes: str | None, title: str, *, active: bool = True
    ) -> None:
        """Show *notes* of the element at *path*; pending text of the element shown before
        is sent first. An unchanged element keeps the cursor where the player is typing."""
        if path != self._path:
            self.commit()
        text = notes or ""
        self.title.setText(title)
        self._active = active
        self.box.setEnabled(active)
        same = path == self._path and text == self._shown
        self._path = path
        self._shown = text
        if not same and self.box.toPlainText() != text:
            blocked = self.box.blockSignals(True)
            try:
                self.box.setPlainText(text)
            finally:
                self.box.blockSignals(blocked)
        self._fit_height()

    def _fit_height(self) -> None:
        """Two lines while there are no notes and the box is not being typed in, five when
        there are or it is: at 1024x768 the card view above gets the room an empty box does
        not need."""
        lines = 5 if self.box.toPlainText() or self.box.hasFocus() else 2
        height = self._line * lines + 12
        if self.box.maximumHeight() != height:
            self.box.setFixedHeight(height)

    def set_placeholder(self, text: str) -> None:
        self.box.setPlaceholderText(text)

    @property
    def path(self) -> ElementPath | None:
        return self._path

    def pending(self) -> bool:
        """Text typed that is not in the roster yet."""
        return self._active and self.box.toPlainText() != self._shown

    def commit(self) -> None:
        """Send the typed notes now (a pause, leaving the box, another element, a save)."""
        self._timer.stop()
        if not self.pending():
            return
        text = self.box.toPlainText()
        self._shown = text
        self.notes_edited.emit(self._path, text)

    def _typed(self) -> None:
        if self._active:
            self._timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.box and event.type() == QEvent.Type.FocusOut:
            self.commit()
        if watched is self.box and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            QTimer.singleShot(0, self._fit_height)  # hasFocus() is right once it is handled
        if (
            watched is self.box
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
        ):
            self.commit()
            self.left.emit()
            return True
        return super().eventFilter(watched, event)
