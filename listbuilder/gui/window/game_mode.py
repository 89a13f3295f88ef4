"""The Game menu: a mode switch that puts the game page in place of the editor, and back;
New Game and Open Game.

Built with the window, so it imports nothing of the core: the game page
(:mod:`listbuilder.gui.window.game_view`) and the army books' figures load when the mode is first
turned on. While it is on, Undo and Redo follow the game and the roster's editing commands
sleep, so the list itself never changes.

Every game is kept: beside the roster's file (``<roster>.game.yaml``) once it has one, else
with the window's autosave (:mod:`listbuilder.gui.window.autosave`), from where it follows the
roster to its file at the first save and comes back with a recovered roster. A new game
keeps the old one in a stamped file the player can open again.
"""

from __future__ import annotations

import contextlib
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFileDialog,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QStatusBar,
    QWidget,
)

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import plain_box, show_error
from listbuilder.gui.i18n import fill
from listbuilder.gui.window.window_base import PROBLEM_SECONDS, STATUS_SECONDS

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.game.state import GameState
    from listbuilder.game.tracker import GameTracker
    from listbuilder.gui.dialogs.odds_dialog import OddsDialog
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.editor.panels import EditorPanels
    from listbuilder.gui.editor.tree_view import RosterTree
    from listbuilder.gui.editor.undo import UndoActions
    from listbuilder.gui.i18n import Languages
    from listbuilder.gui.window.autosave import Autosaver
    from listbuilder.gui.window.game_view import GameView


class GameWindow(Protocol):
    """What the mode needs of the main window (named here, not imported: no import circle)."""

    document: RosterDocument | None
    autosaver: Autosaver | None
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
    house_rules_action: QAction
    drop_house_rules_action: QAction
    find_action: QAction

    @property
    def codex(self) -> Codex: ...

    @property
    def lang(self) -> str: ...

    @property
    def editor(self) -> EditorPanels: ...

    @property
    def tree(self) -> RosterTree: ...

    def start_folder(self) -> Path: ...

    def statusBar(self) -> QStatusBar: ...

    def update_state(self) -> None: ...


class _GameUndo:
    """The window's Undo and Redo, pointed at the game while the mode is on."""

    def __init__(self, tracker: GameTracker) -> None:
        self.tracker = tracker

    def undo_label(self, lang: str) -> str | None:
        return core.i18n.message("game.undo.move", lang) if self.tracker.can_undo() else None

    def redo_label(self, lang: str) -> str | None:
        return core.i18n.message("game.undo.move", lang) if self.tracker.can_redo() else None

    def undo(self, *, initiator: object | None = None) -> None:
        self.tracker.undo()

    def redo(self, *, initiator: object | None = None) -> None:
        self.tracker.redo()


class GameMode(QObject):
    """The Game menu's mode switch: the game page in place of the editor, and back.

    Its menu and actions are rows of the window's action table
    (:mod:`listbuilder.gui.window.action_table`): the window makes them on this object
    once it is made."""

    menu: QMenu
    action: QAction
    """The mode's switch (checkable, Ctrl+G): :meth:`switch` follows it."""
    new_action: QAction
    open_action: QAction
    odds_action: QAction

    def __init__(self, window: GameWindow) -> None:
        super().__init__(cast(QObject, window))
        self.window = window
        self.view: GameView | None = None
        self.tracker: GameTracker | None = None
        self.kept: GameState | None = None
        """The game of a roster with no file yet, while the mode is off (in memory; on disk
        with the autosave too when the window has one)."""
        self._followed: RosterDocument | None = None
        self._roster_file: Path | None = None
        """The followed roster's file as last known: a Save As takes its game along."""
        self.odds_dialog: OddsDialog | None = None
        window.languages.language_changed.connect(self.retranslate)

    def retranslate(self, *_: object) -> None:
        """The page and the odds in the window's language (the menu is the window's)."""
        if self.odds_dialog is not None:
            self.odds_dialog.retranslate(self.window.lang)
        if self.view is not None:
            self.view.retranslate(self.window.lang)

    def update_actions(self) -> None:
        on = self.window.document is not None
        self.new_action.setEnabled(on)
        self.open_action.setEnabled(on)

    def show_odds(self) -> OddsDialog:
        """The close-combat odds, with the open army's models to pick (CAFs typed in
        otherwise); one dialog per window, brought forward when it is open already."""
        from listbuilder.gui.dialogs.odds_dialog import OddsDialog, army_fighters

        document = self.window.document
        fighters = army_fighters(document.session.roster, self.window.codex) if document else []
        if self.odds_dialog is not None:
            self.odds_dialog.close()
            self.odds_dialog.deleteLater()
        dialog = OddsDialog(fighters, self.window.lang, cast(QWidget, self.window))
        self.odds_dialog = dialog
        dialog.show()
        dialog.raise_()
        return dialog

    # --- where the game is kept ------------------------------------------------------

    def game_file(self) -> Path | None:
        """Where the open roster's game is written: beside its file, else with the autosave,
        else nowhere (kept in this window only)."""
        document = self.window.document
        if document is None:
            return None
        if document.session.path is not None:
            return core.game_io.game_path(document.session.path)
        autosaver = self.window.autosaver
        return autosaver.game_file if autosaver is not None else None

    def state(self) -> GameState | None:
        """The open roster's game as it stands, if one is known in this window."""
        if self.tracker is not None:
            return self.tracker.state
        return self.kept

    def unsaved_game(self) -> bool:
        """A game with moves on a roster that has no file yet: lost unless the roster is saved."""
        document = self.window.document
        found = self.state()
        if document is None or document.session.path is not None or found is None:
            return False  # asked at every close: the game's modules stay unloaded

        return found != core.state.GameState()

    def follow(self, document: RosterDocument | None) -> None:
        """The window shows another document (or none): the mode ends, the old game is left
        where it was kept, and the new roster's game follows it to its file."""
        if self.view is not None:
            self.action.setChecked(False)
        old = self._followed
        if old is not None and old is not document:
            with contextlib.suppress(RuntimeError, TypeError):
                old.path_changed.disconnect(self._path_changed)
        if document is not old:
            self.kept = None
            if document is not None:
                document.path_changed.connect(self._path_changed)
        self._followed = document
        self._roster_file = document.session.path if document is not None else None
        self.update_actions()

    def adopt(self, state: GameState) -> None:
        """A recovered roster's game: kept for it (and at once with the new autosave)."""
        document = self.window.document
        if document is None or document.session.path is not None:
            return  # a roster with a file keeps its game beside it
        self.kept = state
        self._keep_with_autosave(state)
        self.window.statusBar().showMessage(
            self.tr("The game played on this roster came back too: Game > Game Mode shows it."),
            STATUS_SECONDS * 1000,
        )

    def _keep_with_autosave(self, state: GameState) -> None:
        """Write *state* with the autosave now, and the roster with it."""
        autosaver = self.window.autosaver
        if autosaver is None:
            return

        try:
            autosaver.game_file.parent.mkdir(parents=True, exist_ok=True)
            core.game_io.save_game(state, autosaver.game_file)
        except (ListBuilderError, OSError) as exc:
            self._say_problem(exc)
        autosaver.hold_game(True)

    def _path_changed(self, path: object) -> None:
        """The roster was saved to a new file: the game goes with it (a game file already
        there, of another game, is kept under a stamped name first)."""
        if not isinstance(path, Path):
            return

        target = core.game_io.game_path(path)
        before, self._roster_file = self._roster_file, path
        state = self.state()
        try:
            if state is None and before is not None and core.game_io.game_path(before).exists():
                state = core.game_io.load_game(
                    core.game_io.game_path(before)
                )  # Save As, the mode off: a copy goes along
            if state is not None and state != core.state.GameState():
                if target.exists():
                    there = core.game_io.load_game(target)
                    if there not in (state, core.state.GameState()):
                        core.game_io.archive_game(there, target, datetime.now())
                core.game_io.save_game(state, target)
        except ListBuilderError as exc:
            self._say_problem(exc)  # the game stays in this window: saved at the next move
            if self.tracker is not None:
                self.tracker.path = target
            return
        self.kept = None
        if self.tracker is not None:  # from now on the moves go beside the new file
            self.tracker.path = target
        if self.view is not None:
            self.view.set_game_file(target, kept_with_roster=True)

    def _say_problem(self, exc: ListBuilderError | OSError) -> None:
        text = exc.describe(self.window.lang) if isinstance(exc, ListBuilderError) else str(exc)
        self.window.statusBar().showMessage(text, PROBLEM_SECONDS * 1000)

    # --- the mode ------------------------------------------------------------------

    def switch(self, on: bool) -> None:
        """The switch was turned *on* or off (by the player, or by code checking it)."""
        if on:
            if not self.enter():
                self.action.blockSignals(True)
                self.action.setChecked(False)
                self.action.blockSignals(False)
        else:
            self.leave()

    def _illegal_lines(self, document: RosterDocument) -> list[str]:
        """What the roster breaks, in a few lines (none for a legal roster)."""
        errors = document.session.result.errors
        lines = [f.message(self.window.lang) for f in errors[:3]]
        if len(errors) > 3:
            lines.append("\u2026")
        return lines

    def enter(self, *, ask: bool = True) -> bool:
        from listbuilder.gui.window.game_view import GameView

        window = self.window
        document = window.document
        if document is None or self.view is not None:
            return False
        army = core.army.roster_army(
            document.session.roster, document.session.codex
        )  # under the roster's house rules
        path = self.game_file()  # worked out at each entry: the roster may have a file now
        try:
            if self.kept is not None:
                state = self.kept
            elif path is not None and document.session.path is not None:
                state = core.game_io.load_game(path)
            else:
                state = None  # a new roster: a new game
        except ListBuilderError as exc:
            QMessageBox.warning(
                cast(QWidget, window), self.tr("Game Mode"), exc.describe(window.lang)
            )
            return False
        tracker = core.tracker.GameTracker(army, path, state)
        self.tracker = tracker
        self.kept = None
        tracker.save_soon = lambda: QTimer.singleShot(0, self._flush)
        self.view = GameView(tracker, window.lang)
        self.view.set_game_file(path, kept_with_roster=document.session.path is not None)
        self.view.back_requested.connect(lambda: self.action.setChecked(False))
        window.stack.addWidget(self.view)
        window.stack.setCurrentWidget(self.view)
        undo = _GameUndo(tracker)
        window.undo.set_source(undo)
        tracker.subscribe(self._moved)
        document.destroyed.connect(self._document_gone)
        self._set_editing(False)
        if document.session.path is None:
            if path is not None:
                self._keep_with_autosave(tracker.state)
            window.statusBar().showMessage(
                self.tr(
                    "This roster has no file yet: the game is kept with the autosave until "
                    "you save it."
                ),
                STATUS_SECONDS * 1000,
            )
        illegal = self._illegal_lines(document) if ask else []
        if illegal:  # said first, at the top of the page, and asked: play anyway?
            self.view.ask_play_anyway(illegal)
        else:
            self.view.focus_first()
        return True

    def _flush(self) -> None:
        tracker = self.tracker
        if tracker is None:
            return
        try:
            if tracker.path is not None:
                tracker.path.parent.mkdir(parents=True, exist_ok=True)
            tracker.flush()
        except (ListBuilderError, OSError) as exc:
            self._say_problem(exc)

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
        tracker = self.tracker
        document = window.document
        if tracker is not None and document is not None and document.session.path is None:
            self.kept = tracker.state  # the game of a roster with no file goes on later
        window.stack.removeWidget(self.view)
        self.view.deleteLater()
        self.view = None
        self.tracker = None
        if document is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                document.destroyed.disconnect(self._document_gone)
            window.stack.setCurrentWidget(window.editor.widget)
        window.undo.set_source(document.session if document is not None else None)
        self._set_editing(True)
        if document is not None:
            # back to the tree, never to the roster's name (typing there renamed the army)
            window.tree.setFocus()

    # --- a new game, an old one ------------------------------------------------------

    def _set_aside(self, state: GameState) -> Path | None:
        """Keep *state* in a stamped file beside the game file (the data folder's games for
        a roster with no file); the path, or None when it could not be written (said)."""
        document = self.window.document
        path = (
            self.game_file() if document is not None and document.session.path is not None else None
        )
        if path is None:
            name = (
                core.windows.file_stem(document.session.roster.name)
                if document is not None
                else "roster"
            )
            path = core.paths.data_dir() / "games" / f"{name}.game.yaml"
        try:
            return core.game_io.archive_game(state, path, datetime.now())
        except ListBuilderError as exc:
            show_error(cast(QWidget, self.window), exc, title=self.tr("Game Mode"))
            return None

    def _ask_set_aside(self, state: GameState, question: str) -> bool:
        """Ask *question* before the current game is replaced; True to go on."""
        box = plain_box(QMessageBox(cast(QWidget, self.window)))
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Game Mode"))
        box.setText(question)
        box.setInformativeText(
            self.tr(
                "The current game is kept in a file of its own: Game > Open Game... brings it back."
            )
        )
        plain_box(box)
        go = box.addButton(self.tr("Start Over"), QMessageBox.ButtonRole.AcceptRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is go

    def _current(self) -> GameState | None:
        """The open roster's game, read from its file when the mode is off."""
        found = self.state()
        document = self.window.document
        if found is None and document is not None and document.session.path is not None:
            path = self.game_file()
            if path is not None and path.exists():
                try:
                    found = core.game_io.load_game(path)
                except ListBuilderError:
                    found = None  # unreadable: it stays where it is, under its own name
        return found

    def new_game(self, *, ask: bool = True) -> bool:
        """Start the game over, the old one kept in a stamped file; False when cancelled."""
        if self.window.document is None:
            return False
        current = self._current()
        if current is not None and current != core.state.GameState():
            if ask and not self._ask_set_aside(
                current, self.tr("Start a new game on this roster?")
            ):
                return False
            kept = self._set_aside(current)
            if kept is None:
                return False
            self.window.statusBar().showMessage(
                fill(self.tr("The last game was kept in %1."), str(kept)),
                STATUS_SECONDS * 1000,
            )
        self._replace(core.state.GameState())
        if not self.action.isChecked():
            self.action.setChecked(True)  # the new game, on the page
        return True

    def open_game_dialog(self) -> bool:
        document = self.window.document
        if document is None:
            return False
        if document.session.path is not None:
            folder = document.session.path.parent
        else:  # where a roster with no file keeps the games set aside
            folder = core.paths.data_dir() / "games"
            if not folder.is_dir():
                folder = self.window.start_folder()
        filename, _ = QFileDialog.getOpenFileName(
            cast(QWidget, self.window),
            self.tr("Open Game"),
            str(folder),
            self.tr("Games (*.game*.yaml);;All files (*)"),
        )
        return self.open_game(Path(filename)) if filename else False

    def open_game(self, path: Path, *, ask: bool = True) -> bool:
        """Play on the game saved in *path* (a game set aside); the current one is kept in a
        stamped file first. False when it cannot be read (said) or the player cancels."""
        if self.window.document is None:
            return False
        try:
            state = core.game_io.load_game(path)
        except ListBuilderError as exc:
            show_error(cast(QWidget, self.window), exc, title=self.tr("Cannot open the game"))
            return False
        current = self._current()
        if current is not None and current not in (core.state.GameState(), state):
            if ask and not self._ask_set_aside(
                current, fill(self.tr("Play on the game in %1?"), path.name)
            ):
                return False
            if self._set_aside(current) is None:
                return False
        self._replace(state)
        if not self.action.isChecked():
            self.action.setChecked(True)
        return True

    def _replace(self, state: GameState) -> None:
        """Make *state* the open roster's game, written where the game is kept."""
        on = self.view is not None
        if on:
            self.action.blockSignals(True)
            self.leave()
        document = self.window.document
        path = self.game_file()
        if document is not None and document.session.path is None:
            self.kept = state
            if path is not None:
                self._keep_with_autosave(state)
        elif path is not None:
            try:
                core.game_io.save_game(state, path)
            except ListBuilderError as exc:
                self._say_problem(exc)
                self.kept = state
        if on:
            self.enter(ask=False)
            self.action.blockSignals(False)

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
            window.house_rules_action,  # the army plays under the rules it was entered with
            window.drop_house_rules_action,
            window.find_action,
        ):
            action.setEnabled(False)
