"""Several rosters at once: File > Close Roster, File > New Window, and the warning when a
roster already open in another window is opened again.

Each window is a whole :class:`~listbuilder.gui.main_window.MainWindow` with its own document,
autosave session, game and jobs; what they share lives on the application object (the army
books, the language) or in the settings file, written through at once. No module keeps a
list of windows: Qt's own list of top-level widgets says which are open, and the windows
opened here are kept alive by the application object.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from listbuilder.gui.common import plain_box
from listbuilder.gui.i18n import fill
from listbuilder.gui.window_base import WindowBase

if TYPE_CHECKING:
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.main_window import MainWindow

KEPT_WINDOWS = "listbuilder_windows"
"""The application object's attribute holding the windows opened with New Window."""
WINDOW_OFFSET = 32
"""A new window opens this many pixels right of and below the one that opened it."""


def open_windows() -> list[MainWindow]:
    """The main windows open in this process, in the order Qt lists them."""
    from listbuilder.gui.main_window import MainWindow

    return [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, MainWindow) and widget.isVisible()
    ]


def same_file(a: Path, b: Path) -> bool:
    """Whether *a* and *b* name one file (a link, a relative path or another case on a
    case-insensitive system included)."""
    try:
        return a.samefile(b)
    except OSError:
        return os.path.normcase(a.resolve()) == os.path.normcase(b.resolve())


class WindowCommands(WindowBase):
    """Close the roster, open another window, and never edit one file in two windows."""

    file_menu: QMenu

    def maybe_save(self) -> bool:
        raise NotImplementedError

    def set_document(self, document: RosterDocument | None) -> None:
        raise NotImplementedError

    def build_window_actions(self) -> None:
        self.close_roster_action = self._action("closeRoster", self.close_roster, shortcut="Ctrl+W")
        self.new_window_action = self._action("newWindow", self.new_window, shortcut="Ctrl+Shift+N")

    def build_window_menus(self) -> None:
        """New Window after New Roster; Close Roster after Open Recent's group, before Save."""
        actions = self.file_menu.actions()
        self.file_menu.insertAction(actions[1], self.new_window_action)
        separators = [action for action in self.file_menu.actions() if action.isSeparator()]
        self.file_menu.insertAction(separators[0], self.close_roster_action)

    def retranslate_windows(self) -> None:
        self.close_roster_action.setText(self.tr("&Close Roster"))
        self.close_roster_action.setIconText(self.tr("Close Roster"))
        self.close_roster_action.setToolTip(
            self.tr("Close this roster and go back to the start page (Ctrl+W)")
        )
        self.new_window_action.setText(self.tr("New &Window"))
        self.new_window_action.setIconText(self.tr("New Window"))
        self.new_window_action.setToolTip(
            self.tr("Open another window, to work on two rosters at once (Ctrl+Shift+N)")
        )

    def update_window_state(self) -> None:
        self.close_roster_action.setEnabled(self.document is not None)

    # --- the commands -----------------------------------------------------------------

    def close_roster(self) -> bool:
        """Back to the start page, after asking about unsaved edits and an unsaved game;
        False when the player cancels (or there was no roster)."""
        if self.document is None or not self.maybe_save():
            return False
        self.set_document(None)
        self.say(self.tr("Roster closed."))
        return True

    def new_window(self) -> MainWindow | None:
        """A second main window in this process, on its start page, sharing the army books
        and the language; it lives until it is closed (None: it opens once the books are
        loaded)."""
        if not self.when_loaded(self.new_window):
            return None
        from listbuilder.gui.autosave import Autosaver
        from listbuilder.gui.main_window import MainWindow
        from listbuilder.gui.settings import Settings

        app = QApplication.instance()
        languages = self.languages
        if app is not None and languages.parent() is not app:
            languages.setParent(app)  # outlives the window that made it: every window uses it
        window = MainWindow(
            self._codex, languages=languages, settings=Settings(), autosaver=Autosaver()
        )
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if app is not None:
            kept = cast("list[MainWindow]", getattr(app, KEPT_WINDOWS, []))
            kept.append(window)
            setattr(app, KEPT_WINDOWS, kept)
            window.destroyed.connect(lambda _o=None, w=window: _forget(kept, w))
        window.undo.set_language(languages.current)
        if languages.current != "en":
            window._language_changed(languages.current)
        here = self.frameGeometry().topLeft()
        window.move(here.x() + WINDOW_OFFSET, here.y() + WINDOW_OFFSET)
        window.resize(self.size())
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def window_with(self, path: Path) -> MainWindow | None:
        """Another window of this process with *path* open, if any."""
        for window in open_windows():
            if window is self or window.document is None or window.document.path is None:
                continue
            if same_file(window.document.path, path):
                return window
        return None

    def bring_forward_for(self, path: Path) -> bool:
        """*path* is open in another window: bring it forward and say so (True); else
        False, and the file may be opened here."""
        other = self.window_with(path)
        if other is None:
            return False
        other.show()
        other.raise_()
        other.activateWindow()
        other.say(lambda: fill(self.tr("%1 is open in this window."), str(path)))
        self.say(lambda: fill(self.tr("%1 is already open in another window."), str(path)))
        return True

    def ask_open_elsewhere(self, path: Path, where: str) -> bool:
        """*path* is open in another Listbuilder (*where* says which): open a read-only copy
        (True) or cancel (False)."""
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Roster Open Elsewhere"))
        box.setText(fill(self.tr("%1 is already open in another Listbuilder window."), str(path)))
        box.setInformativeText(
            fill(
                self.tr(
                    "%1. Editing it in two windows would lose one window's changes. A "
                    "read-only copy opens as a new roster: saving it asks for another name."
                ),
                where,
            )
        )
        plain_box(box)
        copy = box.addButton(
            self.tr("Open Anyway (Read-Only Copy)"), QMessageBox.ButtonRole.AcceptRole
        )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        self.elsewhere_box = box
        try:
            box.exec()
        finally:
            self.elsewhere_box = None
        return box.clickedButton() is copy

    elsewhere_box: QMessageBox | None = None
    """The question of :meth:`ask_open_elsewhere`, while it is shown."""


def _forget(kept: list[MainWindow], window: MainWindow) -> None:
    if window in kept:
        kept.remove(window)
