"""The Undo and Redo actions of the Edit menu, over the core editing session.

The core :class:`~listbuilder.editing.session.EditSession` owns the history and the clean
state; :class:`UndoActions` only show its labels (the ``roster.edit.*`` messages, in the
current language) and forward the triggers.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence


class UndoSource(Protocol):
    def undo_label(self, lang: str) -> str | None: ...

    def redo_label(self, lang: str) -> str | None: ...

    def undo(self, *, initiator: object | None = None) -> None: ...

    def redo(self, *, initiator: object | None = None) -> None: ...


class UndoActions(QObject):
    """The Undo and Redo actions, following the open document and the language."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: UndoSource | None = None
        self._lang = "en"
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self._undo)
        self.redo_action = QAction(self)
        self.redo_action.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Redo), QKeySequence("Ctrl+Y")]
        )
        self.redo_action.triggered.connect(self._redo)
        self.refresh()

    def set_source(self, source: UndoSource | None) -> None:
        self._source = source
        self.refresh()

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.refresh()

    def refresh(self) -> None:
        undo = self._source.undo_label(self._lang) if self._source is not None else None
        redo = self._source.redo_label(self._lang) if self._source is not None else None
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        if undo:
            self.undo_action.setText(self.tr("&Undo %1").replace("%1", undo))
            self.undo_action.setToolTip(self.tr("Undo: %1").replace("%1", undo))
        else:
            self.undo_action.setText(self.tr("&Undo"))
            self.undo_action.setToolTip(self.tr("Nothing to undo"))
        if redo:
            self.redo_action.setText(self.tr("&Redo %1").replace("%1", redo))
            self.redo_action.setToolTip(self.tr("Redo: %1").replace("%1", redo))
        else:
            self.redo_action.setText(self.tr("&Redo"))
            self.redo_action.setToolTip(self.tr("Nothing to redo"))
        self.undo_action.setIconText(self.tr("Undo"))
        self.redo_action.setIconText(self.tr("Redo"))

    def _undo(self) -> None:
        if self._source is not None:
            self._source.undo(initiator=self)

    def _redo(self) -> None:
        if self._source is not None:
            self._source.redo(initiator=self)
