"""The Undo and Redo actions of the Edit menu, over the core editing session.

The core :class:`~listbuilder.editing.session.EditSession` owns the history and the clean
state; :class:`UndoActions` only show its labels (the ``roster.edit.*`` messages, in the
current language) and forward the triggers.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QWidget

from listbuilder.gui.common import mnemonic_safe, tip
from listbuilder.gui.i18n import fill


class UndoSource(Protocol):
    def undo_label(self, lang: str) -> str | None: ...

    def redo_label(self, lang: str) -> str | None: ...

    def undo(self, *, initiator: object | None = None) -> object: ...

    def redo(self, *, initiator: object | None = None) -> object: ...


def _keys(standard: QKeySequence.StandardKey, *extra: str) -> list[QKeySequence]:
    """The platform's keys for *standard*, then *extra*, each once."""
    keys: list[QKeySequence] = []
    for key in [*QKeySequence.keyBindings(standard), *map(QKeySequence, extra)]:
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


class UndoActions(QObject):
    """The Undo and Redo actions, following the open document and the language."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: UndoSource | None = None
        self._lang = "en"
        self.undo_action = QAction(self)
        self.undo_action.setShortcuts(_keys(QKeySequence.StandardKey.Undo, "Ctrl+Z"))
        self.undo_action.triggered.connect(self._undo)
        self.redo_action = QAction(self)
        # Ctrl+Shift+Z and Ctrl+Y on every system, whatever the platform's first choice
        self.redo_action.setShortcuts(
            _keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y")
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
            self.undo_action.setText(fill(self.tr("&Undo %1"), mnemonic_safe(undo)))
            self.undo_action.setToolTip(tip(fill(self.tr("Undo: %1"), undo)))
        else:
            self.undo_action.setText(self.tr("&Undo"))
            self.undo_action.setToolTip(self.tr("Nothing to undo"))
        if redo:
            self.redo_action.setText(fill(self.tr("&Redo %1"), mnemonic_safe(redo)))
            self.redo_action.setToolTip(tip(fill(self.tr("Redo: %1"), redo)))
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


class UndoKeys(QObject):
    """Let the window's menu keys win over a text or spin box, which keeps its editing keys.

    A focused line edit or spin box claims keys for its text (a ``ShortcutOverride``): Ctrl+Z
    for its own undo, and on X11 the Emacs keys, Ctrl+E (end of line) among them, so the
    window's Undo and Export never fired while a box had the focus. This filter sits on each
    such box of *window* as it gets the focus and swallows that claim for the keys of the
    window's enabled actions, except a box's editing keys: keys without Ctrl, Alt or Meta
    (Delete, the arrows, letters) and copy, cut, paste and select all."""

    def __init__(self, window: QWidget, actions: UndoActions) -> None:
        super().__init__(window)
        self._window = window
        self._undo = actions
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if isinstance(now, (QLineEdit, QAbstractSpinBox)) and now.window() is self._window:
            now.installEventFilter(self)  # installed once: Qt moves a repeated filter

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if _editing_key(event):
                return False
            pressed = QKeySequence(event.keyCombination())
            for action in self._window.actions():
                if action.isEnabled() and pressed in action.shortcuts():
                    event.ignore()  # whoever claimed it before: the window's shortcut fires
                    return True
        return False


_COMMANDS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
_COMMANDS |= Qt.KeyboardModifier.MetaModifier
_TEXT_KEYS = (
    QKeySequence.StandardKey.Copy,
    QKeySequence.StandardKey.Cut,
    QKeySequence.StandardKey.Paste,
    QKeySequence.StandardKey.SelectAll,
)


def _editing_key(event: QKeyEvent) -> bool:
    """A key a text box keeps for its text whatever the window's menus say."""
    if not event.modifiers() & _COMMANDS:
        return True
    return any(event.matches(key) for key in _TEXT_KEYS)
