"""Start the desktop app: ``listbuilder`` alone, or ``listbuilder my_army.yaml``.

Startup is kept short: the codex is loaded once from its compiled cache, the
rules engine and the roster edit modules are imported only when a roster is
opened or created, and the cyclic garbage collector is paused while the many
long-lived startup objects are created (then frozen out of later collections,
which keeps edits on big rosters smooth).
"""

from __future__ import annotations

import gc
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.main_window import MainWindow

EXIT_WHEN_SHOWN = "LISTBUILDER_EXIT_WHEN_SHOWN"
"""Benchmarks: print the time when the window is first painted, then quit."""

APP_ID = "org.netepic.listbuilder"
"""The desktop id: the name of the desktop entry, the icon and the AppStream component
(packaging/linux/); Wayland matches windows to the entry by it."""


def _qt_app(argv: Sequence[str]) -> QApplication:
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "listbuilder", *argv])
    set_identity(app)
    return app


def set_identity(app: QApplication) -> None:
    """Names, desktop id and icon, which every window and the desktop take from the app."""
    app.setApplicationName("Listbuilder")
    app.setOrganizationName("listbuilder")
    app.setApplicationDisplayName("Listbuilder")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())


def app_icon() -> QIcon:
    """The application icon: the SVG for any size, the PNG sizes where SVG is not drawn."""
    from PySide6.QtGui import QIcon

    from listbuilder import paths

    folder = paths.resources_dir() / "icons" / "app"
    icon = QIcon()
    for png in sorted(folder.glob("listbuilder-*.png")):
        icon.addFile(str(png))
    icon.addFile(str(folder / "listbuilder.svg"))
    return icon


def build_window(codex: Codex | None = None, *, language: str | None = None) -> MainWindow:
    """The main window with its language, settings and autosave (tests build it this way)."""
    from listbuilder.codex.loader import load_codex
    from listbuilder.gui.autosave import Autosaver
    from listbuilder.gui.i18n import Languages
    from listbuilder.gui.main_window import MainWindow
    from listbuilder.gui.settings import Settings

    settings = Settings()
    languages = Languages()
    languages.set_language(language if language is not None else settings.language)
    codex = codex if codex is not None else load_codex()
    window = MainWindow(codex, languages=languages, settings=settings, autosaver=Autosaver())
    languages.setParent(window)
    window.undo.set_language(languages.current)
    if languages.current != "en":
        window._language_changed(languages.current)
    return window


def display_problem() -> str | None:
    """Why no window can open here (a Linux session with no display), before Qt aborts on it."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    from listbuilder.i18n import message, system_language

    return message("app.no_display", system_language())


def run_app(argv: list[str]) -> int:
    """Run the app; *argv* holds the command-line arguments after the program name."""
    from PySide6.QtCore import QCoreApplication

    from listbuilder.errors import ListBuilderError
    from listbuilder.gui.common import show_error

    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    gc_was_enabled = gc.isenabled()
    gc.disable()
    app = _qt_app(argv)
    files = [Path(arg) for arg in app.arguments()[1:] if not arg.startswith("-")]
    try:
        window = build_window()
    except ListBuilderError as exc:  # e.g. a damaged game_system.yaml: say so, do not crash
        if gc_was_enabled:
            gc.enable()
        print(f"{type(exc).__name__}: {exc.describe()}", file=sys.stderr)
        show_error(
            None, exc, title=QCoreApplication.translate("Startup", "Listbuilder cannot start")
        )
        return 2
    if files:
        window.open_path(files[0], ask=False)
    else:
        window.set_document(None)
    window.show()
    if gc_was_enabled:
        gc.enable()
    gc.freeze()
    if os.environ.get(EXIT_WHEN_SHOWN):
        _exit_when_shown(window)
    else:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: after_start(window, opened=bool(files)))
    return app.exec()


def after_start(window: MainWindow, *, opened: bool) -> None:
    """Once the window is up: report broken army books, offer to recover a crashed session."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from listbuilder.gui.autosave import scan_autosaves
    from listbuilder.gui.main_window import describe_time

    if window.codex.errors:
        text = "\n".join(error.describe(window.lang) for error in window.codex.errors)
        QMessageBox.warning(
            window,
            QCoreApplication.translate("Startup", "Some army books could not be loaded"),
            QCoreApplication.translate("Startup", "These army books are left out:") + "\n\n" + text,
        )
    current = window.document.path if window.document is not None else None
    recoverable, problems = scan_autosaves()
    if problems:
        window.status.setText(
            QCoreApplication.translate("Startup", "Some autosaves could not be read: %1").replace(
                "%1", "; ".join(problems)
            )
        )
    for entry in sorted(recoverable, key=lambda e: e.saved_at, reverse=True):
        if opened and entry.source != current:
            continue
        name = entry.name or QCoreApplication.translate("Startup", "Untitled")
        box = QMessageBox(window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Startup", "Recover unsaved changes?"))
        box.setText(
            QCoreApplication.translate(
                "Startup",
                "Listbuilder did not close properly. Recover \u201c%1\u201d, autosaved at %2?",
            )
            .replace("%1", name)
            .replace("%2", describe_time(entry.saved_at))
        )
        if entry.source is not None:
            box.setInformativeText(str(entry.source))
        recover = box.addButton(
            QCoreApplication.translate("Startup", "Recover"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(
            QCoreApplication.translate("Startup", "Discard"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.exec()
        if box.clickedButton() is recover:
            if recover_into(window, entry):
                break
        else:
            entry.discard()


def recover_into(window: MainWindow, entry: object) -> bool:
    """Open an autosave as a modified roster belonging to its original file."""
    from listbuilder.errors import ListBuilderError, RosterFileError
    from listbuilder.gui.autosave import Recoverable
    from listbuilder.gui.common import show_error
    from listbuilder.i18n.text import Msg
    from listbuilder.roster.io import load_roster

    assert isinstance(entry, Recoverable)
    try:
        roster = load_roster(entry.roster_file)
    except ListBuilderError as exc:
        kept = entry.set_aside()
        show_error(
            window,
            RosterFileError(exc.msg, file=kept, line=exc.line, hint=Msg("error.autosave.kept")),
        )
        return False
    window.open_recovered(roster, entry.source)
    entry.discard()
    return True


def _exit_when_shown(window: MainWindow) -> None:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    class _FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self.done)
            return False

        def done(self) -> None:
            print(f"shown {time.time():.6f}", flush=True)
            window.setWindowModified(False)
            QApplication.quit()

    watcher = _FirstPaint(window)
    window.installEventFilter(watcher)
    window.update()
