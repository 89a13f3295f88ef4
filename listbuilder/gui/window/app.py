"""Start the desktop app: ``listbuilder`` alone, or ``listbuilder my_army.yaml``.

The window comes first: the start-up path imports only Qt, the window shell and the
welcome page (no pydantic, no army book, no rules engine, no ReportLab), shows the
window and lets it paint. The army books are loaded after that first paint, off the GUI
thread (:class:`Launch`); then the file named on the command line is opened (the editing
views built for it). On the welcome page the app is ready as soon as the books are there:
the editing core is imported and the editing views built just after, a piece per turn of
the event loop (:func:`prepare_editor`), so New and Open answer at once. A command that
needs the books before they are there waits for them
(:meth:`~listbuilder.gui.window.window_base.WindowBase.when_loaded`). The cyclic garbage
collector is paused while the many long-lived start-up objects are created (then frozen
out of later collections, which keeps edits on big rosters smooth).
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal

from listbuilder.gui import core
from listbuilder.i18n import message, system_language  # already loaded by the entry point


def _skip_pyside_source_scan() -> None:
    """PySide6 reads the source of every module imported after it (``inspect.getsource``)
    to see whether the module mentions PySide6, which only decides how a module that never
    selects a ``__feature__`` is marked: no module of the app selects one, so the answer
    changes nothing. Answered without reading, the ~80 modules of the start skip ~25 ms of
    file reading (issue 24). A PySide6 without this hook is left as it is."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature.__dict__["_mod_uses_pyside"] = _mentions_pyside


def _mentions_pyside(module: object) -> bool:
    return str(getattr(module, "__name__", "")).startswith(("listbuilder", "PySide6"))


_skip_pyside_source_scan()

if TYPE_CHECKING:
    from concurrent.futures import Future

    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from listbuilder.codex.codex import Codex
    from listbuilder.errors import ListBuilderError
    from listbuilder.gui.window.main_window import MainWindow

EXIT_WHEN_SHOWN = "LISTBUILDER_EXIT_WHEN_SHOWN"
"""Benchmarks and tests: print ``shown <time>`` when the window is first painted, then
``ready <time>`` once the army books are loaded and, with a file given, the editing views
built and the file opened (a card can be added); on the welcome page, once New and Open
work with the books (the editing views are built just after, when idle), then quit.
With the value ``settled``, also print ``settled <time>`` once the editing views are built
(on the welcome page, after the idle preparation), then quit."""

EXIT_CANNOT_START = 2
"""The army books cannot be loaded at all (e.g. a damaged game_system.yaml)."""

CORE_FOR_EDITING = (
    "listbuilder.editing.session",
    "listbuilder.editing.verbs",
    "listbuilder.editing.whatif",
    "listbuilder.rules.engine",
    "listbuilder.report.summary",
    "listbuilder.codex.display",
    "listbuilder.roster.io",
)
"""The plain-Python modules the editing views need: imported by the loading thread after
the books when a file is to be opened at once, so the GUI thread only builds widgets; on
the welcome page, by :func:`prepare_editor` once the app is ready."""

EDITOR_IN_PIECES = (
    "listbuilder.roster.model",
    "listbuilder.rules.context",
    *CORE_FOR_EDITING,
    "listbuilder.gui.editor.tree_nodes",
    "listbuilder.gui.editor.tree_model",
    "listbuilder.gui.editor.tree_view",
    "listbuilder.gui.editor.card_marks",
    "listbuilder.gui.editor.card_model",
    "listbuilder.gui.editor.card_browser",
    "listbuilder.gui.editor.card_view",
    "listbuilder.gui.editor.panels",
)
"""What :func:`prepare_editor` imports, one module per turn of the event loop, leaves
first, so that no piece takes long."""

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
    from listbuilder.gui.window.window_edits import hand_over_clipboard

    app.aboutToQuit.connect(hand_over_clipboard)
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

    folder = core.paths.resources_dir() / "icons" / "app"
    icon = QIcon()
    for png in sorted(folder.glob("listbuilder-*.png")):
        icon.addFile(str(png))
    icon.addFile(str(folder / "listbuilder.svg"))
    return icon


def build_window(codex: Codex | None = None, *, language: str | None = None) -> MainWindow:
    """The main window with its army books (loaded now if not given), language, settings
    and autosave (tests build it this way)."""
    if codex is None:
        codex = core.loader.load_codex()
    return window_shell(codex, language=language)


def window_shell(codex: Codex | None = None, *, language: str | None = None) -> MainWindow:
    """The main window with its language, settings and autosave; without *codex* it shows
    the welcome page, waiting for :meth:`MainWindow.set_codex`."""
    from listbuilder.gui.i18n import Languages
    from listbuilder.gui.window.autosave import Autosaver
    from listbuilder.gui.window.main_window import MainWindow
    from listbuilder.gui.window.settings import Settings

    settings = Settings()
    languages = Languages()
    languages.set_language(language if language is not None else settings.language)
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
    return message("app.no_display", system_language())


def run_app(argv: list[str], *, load: Callable[[], Codex] | None = None) -> int:
    """Run the app; *argv* holds the command-line arguments after the program name, *load*
    loads the army books (the installed ones unless given)."""
    problem = display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    gc_was_enabled = gc.isenabled()
    gc.disable()
    app = _qt_app(argv)
    files = [Path(arg) for arg in app.arguments()[1:] if not arg.startswith("-")]
    window = window_shell()
    exit_when = os.environ.get(EXIT_WHEN_SHOWN, "")
    launch = Launch(
        window,
        files,
        load=load,
        exit_when_ready=bool(exit_when),
        exit_when_settled=exit_when == "settled",
    )
    if gc_was_enabled:
        launch.settled.connect(gc.enable)
        launch.failed.connect(gc.enable)
    launch.settled.connect(gc.freeze)
    launch.start()
    status = app.exec()
    launch.wait()
    # the messages compiled from their YAML in this run, for the next
    core.caches.save_message_cache()
    if launch.crash is not None:
        raise launch.crash  # a bug, reported by the command line as one
    return launch.status if launch.status is not None else status


class Launch(QObject):
    """One start of the app: the window at once, the army books after its first paint.

    The books are loaded by *load* in a thread (plain objects only, no widget), so the
    window paints and answers meanwhile; back in the GUI thread the window gets them, the
    editing views are built and the files named on the command line are opened, and
    :attr:`ready` is emitted. Books that cannot be loaded at all are reported as before,
    and the app ends with :data:`EXIT_CANNOT_START`.
    """

    shown = Signal()
    """The window has been painted once."""
    ready = Signal()
    """The books are loaded and the files given opened (with the editing views built for
    them); on the welcome page, New and Open work at once."""
    settled = Signal()
    """The editing views are built too: the start's long-lived objects are all there."""
    failed = Signal()
    """The books could not be loaded: the app cannot start."""
    _arrived = Signal(object)

    def __init__(
        self,
        window: MainWindow,
        files: Sequence[Path] = (),
        *,
        load: Callable[[], Codex] | None = None,
        exit_when_ready: bool = False,
        exit_when_settled: bool = False,
    ) -> None:
        super().__init__()
        self.window = window
        self.files = list(files)
        self.load = load
        self.exit_when_ready = exit_when_ready
        self.exit_when_settled = exit_when_settled
        self.status: int | None = None
        """The app's exit status when the start failed."""
        self.crash: BaseException | None = None
        """An error nobody planned for while loading (a bug)."""
        self._loading: Future[object] | None = None
        self._recent_before: tuple[list[Path], str] | None = None
        """The recent files as they were before the file to open was recorded in them."""
        self._arrived.connect(self._books_arrived, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        """Show the welcome page; load the books once it is painted."""
        self.window.set_document(None)
        self.window.welcome.set_loading(True)
        self.window.installEventFilter(self)
        self.window.show_as_first_opened()
        # a window that is never painted (minimised, hidden by the desktop) still loads
        QTimer.singleShot(1000, self._first_paint)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self._first_paint)  # once this paint is done
        return False

    def _first_paint(self) -> None:
        if self._loading is not None:
            return
        self.window.removeEventFilter(self)
        if self.exit_when_ready:
            print(f"shown {time.time():.6f}", flush=True)
        self.shown.emit()
        from concurrent.futures import ThreadPoolExecutor  # after the paint: it imports logging

        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="army-books")
        self._loading = pool.submit(self._load_books)
        self._loading.add_done_callback(self._arrived.emit)
        pool.shutdown(wait=False)  # the thread ends with the load
        if self.files:  # written to disk while the books load, not after them
            self._recent_before = self.window.settings.recent_state()
            self.window.remember_opened(self.files[0])
            self.window.note_open_file(opening=self.files[0])

    def _load_books(self) -> object:
        """In the loading thread: the books, then, for a file to open at once, the core the
        editing views import (on the welcome page it waits until the app is ready)."""
        import importlib

        if self.load is not None:
            codex: object = self.load()
        else:
            codex = core.loader.load_codex()
        if self.files:
            for module in CORE_FOR_EDITING:
                importlib.import_module(module)
        return codex

    def wait(self) -> None:
        """Let the loading thread end before the app's objects go."""
        if self._loading is not None:
            from concurrent.futures import wait

            wait([self._loading], timeout=30)

    @property
    def is_ready(self) -> bool:
        return self.window.books_loaded and self.status is None

    def _books_arrived(self, loading: Future[object]) -> None:
        """Back in the GUI thread: the loading thread's books, or what stopped it."""
        problem = loading.exception()
        if problem is not None:
            self._forget_opened()
            self.window.note_open_file()
        if isinstance(problem, core.errors.ListBuilderError):  # e.g. a damaged game_system.yaml
            self._cannot_start(problem)
            return
        if problem is not None:
            self.crash = problem
            self.status = 3
            self.failed.emit()
            QCoreApplication.exit(3)
            return
        window = self.window
        books = loading.result()
        window.set_codex(books, summarize_recent=not self.files)  # type: ignore[arg-type]
        for path in self.files[:1]:
            window.build_editor()
            opened = window.open_path(path, ask=False)
            if window.document is None:
                window.note_open_file()  # not open in this window: no note says it is
            if not opened and window.document is None:
                self._forget_opened()
                window.request_recent()  # the start page stays: its recent rosters summarized
        self.ready.emit()
        if self.exit_when_ready:
            print(f"ready {time.time():.6f}", flush=True)
            window.setWindowModified(False)
            if not self.exit_when_settled:
                QCoreApplication.quit()
                return
            self.settled.connect(self._print_settled_and_quit)
        else:
            from listbuilder.gui.work import Priority, idle  # once ready, not at first paint

            opened = bool(self.files)
            idle().once(
                lambda: after_start(window, opened=opened), Priority.START, name="after start"
            )
        if self.files:
            self.settled.emit()
        else:
            prepare_editor(window, then=self.settled.emit)

    def _forget_opened(self) -> None:
        """The file recorded among the recent files as the app started was not opened: the
        list and the last folder as they were (a file that is gone stays out of it)."""
        if self._recent_before is None:
            return
        settings = self.window.settings
        settings.restore_recent_state(self._recent_before)
        self._recent_before = None
        gone = [path for path in self.files[:1] if not path.exists()]
        for path in gone:
            settings.remove_recent_file(path)

    def _print_settled_and_quit(self) -> None:
        print(f"settled {time.time():.6f}", flush=True)
        QCoreApplication.quit()

    def _cannot_start(self, exc: ListBuilderError) -> None:
        from listbuilder.gui.common import show_error

        lang = self.window.lang
        problem = exc.describe(lang)
        text = message("app.cannot_start", lang, kind=type(exc).__name__, problem=problem)
        print(text, file=sys.stderr)
        self.status = EXIT_CANNOT_START
        self.window.welcome.set_loading(False)
        self.failed.emit()
        show_error(
            self.window,
            exc,
            title=QCoreApplication.translate("Startup", "Listbuilder cannot start"),
        )
        self.window.hide()
        QCoreApplication.exit(EXIT_CANNOT_START)


def prepare_editor(window: MainWindow, *, then: Callable[[], object] = lambda: None) -> None:
    """Once the welcome page is ready: the editing core, one module per turn of the event
    loop, then the editing views, so the first roster opens at once and a click meanwhile
    waits for one piece at most. A roster opened before the end builds what is missing.
    *then* runs once the views are built."""
    import importlib

    from listbuilder.gui.work import Priority, idle

    pending = list(EDITOR_IN_PIECES)

    def step() -> bool:
        if pending:
            importlib.import_module(pending.pop(0))
            return True
        window.build_editor()
        then()
        return False

    idle().add(step, Priority.START, name="editor in pieces", owner=window)


def sweep_temps_in_background(window: MainWindow) -> threading.Thread:
    """Remove the temporary files a killed listbuilder left (a print, a save, an autosave)
    where this app writes: its own folders, the last folder used and the recent files'
    folders. Only stale files of ours go (:mod:`listbuilder.files.owners`); on a thread,
    so a slow network folder never holds the window."""
    from listbuilder.gui.window.autosave import autosave_dir

    settings = window.settings
    folders = {autosave_dir(), core.paths.data_dir(), core.paths.cache_dir()}
    if settings.last_folder():
        folders.add(Path(settings.last_folder()))
    folders.update(path.parent for path in settings.recent_files())

    def sweep() -> None:
        for folder in sorted(folders):
            core.owners.sweep_stale_temps(folder)

    thread = threading.Thread(target=sweep, name="listbuilder-sweep", daemon=True)
    thread.start()
    return thread


def after_start(window: MainWindow, *, opened: bool) -> None:
    """Once the window is up: report broken army books, offer to recover a crashed session."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from listbuilder.gui.common import plain_box, warn
    from listbuilder.gui.i18n import fill
    from listbuilder.gui.window.autosave import scan_autosaves
    from listbuilder.gui.window.main_window import describe_time

    if window.codex.errors:
        text = "\n".join(error.describe(window.lang) for error in window.codex.errors)
        warn(
            window,
            QCoreApplication.translate("Startup", "Some army books could not be loaded"),
            QCoreApplication.translate("Startup", "These army books are left out:") + "\n\n" + text,
        )
    sweep_temps_in_background(window)
    current = window.document.session.path if window.document is not None else None
    recoverable, problems = scan_autosaves(lang=window.lang)
    if problems:
        window.say(
            lambda: fill(
                QCoreApplication.translate("Startup", "Some autosaves could not be read: %1"),
                "; ".join(problems),
            ),
            problem=True,
        )
    for entry in sorted(recoverable, key=lambda e: e.saved_at, reverse=True):
        if opened and entry.source != current:
            continue
        name = entry.name or QCoreApplication.translate("Startup", "Untitled")
        box = plain_box(QMessageBox(window))  # the name is the roster's: plain text
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Startup", "Recover unsaved changes?"))
        box.setText(
            fill(
                QCoreApplication.translate(
                    "Startup",
                    "Listbuilder did not close properly. Recover \u201c%1\u201d, autosaved at %2?",
                ),
                name,
                describe_time(entry.saved_at),
            )
        )
        if entry.source is not None:
            box.setInformativeText(str(entry.source))
            plain_box(box)
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
    if not opened:
        window.offer_other_recovery()  # rosters of other games (nothing when none were kept)


def recover_into(window: MainWindow, entry: object) -> bool:
    """Open an autosave as a modified roster belonging to its original file."""
    from listbuilder.gui.common import show_error
    from listbuilder.gui.window.autosave import Recoverable

    assert isinstance(entry, Recoverable)
    try:
        roster = core.roster_io.load_roster(entry.roster_file)
    except core.errors.ListBuilderError as exc:
        kept = entry.set_aside()
        show_error(
            window,
            core.errors.RosterFileError(
                exc.msg, file=kept, line=exc.line, hint=core.i18n_text.Msg("error.autosave.kept")
            ),
        )
        return False
    window.open_recovered(roster, entry.source)
    _recover_undo(window, entry)
    _recover_game(window, entry)
    entry.discard()
    return True


def _recover_undo(window: MainWindow, entry: object) -> None:
    """The recovered roster's undo history, as the autosave kept it: Ctrl+Z goes on."""
    from listbuilder.gui.window.autosave import Recoverable
    from listbuilder.gui.window.recovered_undo import read_undo

    assert isinstance(entry, Recoverable)
    document = window.document
    if document is None:
        return
    steps = read_undo(entry.undo_file)
    if steps:
        document.session.history.restore_undo(steps)
        window.undo.refresh()
        window.update_state()


def _recover_game(window: MainWindow, entry: object) -> None:
    """The game tracked on a roster that had no file comes back with it (one that cannot be
    read stays out of the way, beside the autosave, and is said)."""
    import contextlib

    from listbuilder.gui.window.autosave import Recoverable

    assert isinstance(entry, Recoverable)
    game_file = entry.game_file
    if entry.source is not None or not game_file.exists():
        return  # a roster with a file keeps its game beside it
    try:
        state = core.game_io.load_game(game_file)
    except core.errors.ListBuilderError as exc:
        kept = game_file.with_name(f"{game_file.stem}.unreadable.yaml")
        with contextlib.suppress(OSError):
            game_file.replace(kept)
        window.say(exc.describe(window.lang), problem=True)
        return
    window.game_mode.adopt(state)
