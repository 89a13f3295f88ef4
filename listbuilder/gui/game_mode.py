"""The Game menu: a mode switch that puts the game page in place of the editor, and back.

Built with the window, so it imports nothing of the core: the game page
(:mod:`listbuilder.gui.game_view`) and the army books' figures load when the mode is first
turned on. While it is on, Undo and Redo follow the game and the roster's editing commands
sleep, so the list itself never changes.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar, QMessageBox, QStackedWidget, QStatusBar, QWidget

from listbuilder.errors import ListBuilderError

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.game.tracker import GameTracker
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.game_view import GameView
    from listbuilder.gui.i18n import Languages
    from listbuilder.gui.panels import EditorPanels
    from listbuilder.gui.undo import UndoActions


class GameWindow(Protocol):
    """What the mode needs of the main window (named here, not imported: no import circle)."""

    document: RosterDocument | None
    stack: QStackedWidget
    undo: UndoActions
    languages: Languages
    delete_action: QAction
    duplicate_action: QAction
    move_up_action: QAction
    move_down_action: QAction
    add_card_action: QAction
    add_ally_action: QAction
    remove_force_action: QAction
    find_action: QAction

    @property
    def codex(self) -> Codex: ...

    @property
    def lang(self) -> str: ...

    @property
    def editor(self) -> EditorPanels: ...

    def menuBar(self) -> QMenuBar: ...

    def statusBar(self) -> QStatusBar: ...

    def addAction(self, action: QAction) -> None: ...

    def update_state(self) -> None: ...


class _GameUndo:
    """The window's Undo and Redo, pointed at the game while the mode is on."""

    def __init__(self, tracker: GameTracker) -> None:
        self.tracker = tracker

    def undo_label(self, lang: str) -> str | None:
        from listbuilder.i18n import message

        return message("game.undo.move", lang) if self.tracker.can_undo() else None

    def redo_label(self, lang: str) -> str | None:
        from listbuilder.i18n import message

        return message("game.undo.move", lang) if self.tracker.can_redo() else None

    def undo(self, *, initiator: object | None = None) -> None:
        self.tracker.undo()

    def redo(self, *, initiator: object | None = None) -> None:
        self.tracker.redo()


class GameMode(QObject):
    """The Game menu's mode switch: the game page in place of the editor, and back."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.view: GameView | None = None
        self.tracker: GameTracker | None = None
        self.action = QAction(cast(QObject, window))
        self.action.setObjectName("gameMode")
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("Ctrl+G"))
        self.action.toggled.connect(self._toggled)
        window.addAction(self.action)
        self.menu = window.menuBar().addMenu("")
        self.menu.addAction(self.action)
        window.languages.language_changed.connect(self.retranslate)
        self.retranslate()

    def retranslate(self, *_: object) -> None:
        self.menu.setTitle(self.tr("&Game"))
        self.action.setText(self.tr("Game Mode: Track a Game on This Roster"))
        if self.view is not None:
            self.view.retranslate(self.window.lang)

    def _toggled(self, on: bool) -> None:
        if on:
            if not self.enter():
                self.action.blockSignals(True)
                self.action.setChecked(False)
                self.action.blockSignals(False)
        else:
            self.leave()

    def enter(self) -> bool:
        from listbuilder.game.army import roster_army
        from listbuilder.game.io import game_path
        from listbuilder.game.tracker import GameTracker
        from listbuilder.gui.game_view import GameView

        window = self.window
        document = window.document
        if document is None or self.view is not None:
            return False
        army = roster_army(document.roster, window.codex)
        path = game_path(document.path) if document.path is not None else None
        try:
            tracker = GameTracker.open(army, path) if path is not None else GameTracker(army, None)
        except ListBuilderError as exc:
            QMessageBox.warning(
                cast(QWidget, window), self.tr("Game Mode"), exc.describe(window.lang)
            )
            return False
        self.tracker = tracker
        tracker.save_soon = lambda: QTimer.singleShot(0, self._flush)
        self.view = GameView(tracker, window.lang)
        window.stack.addWidget(self.view)
        window.stack.setCurrentWidget(self.view)
        undo = _GameUndo(tracker)
        window.undo.set_source(undo)
        tracker.subscribe(self._moved)
        document.destroyed.connect(self._document_gone)
        self._set_editing(False)
        return True

    def _flush(self) -> None:
        tracker = self.tracker
        if tracker is None:
            return
        try:
            tracker.flush()
        except ListBuilderError as exc:
            self.window.statusBar().showMessage(exc.describe(self.window.lang))

    def _moved(self) -> None:
        self.window.undo.refresh()

    def _document_gone(self) -> None:
        if self.action.isChecked():
            self.action.setChecked(False)

    def leave(self) -> None:
        window = self.window
        if self.view is None:
            return
        self._flush()
        window.stack.removeWidget(self.view)
        self.view.deleteLater()
        self.view = None
        self.tracker = None
        document = window.document
        if document is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                document.destroyed.disconnect(self._document_gone)
            window.stack.setCurrentWidget(window.editor.widget)
        window.undo.set_source(document)
        self._set_editing(True)

    def _set_editing(self, on: bool) -> None:
        """The roster's editing commands sleep in game mode: the list is never changed."""
        window = self.window
        if on:
            window.update_state()
            return
        for action in (
            window.delete_action,
            window.duplicate_action,
            window.move_up_action,
            window.move_down_action,
            window.add_card_action,
            window.add_ally_action,
            window.remove_force_action,
            window.find_action,
        ):
            action.setEnabled(False)
