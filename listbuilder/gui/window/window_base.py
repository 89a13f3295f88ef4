"""What the parts of the main window share: its state and its panels, declared once.

The window is one ``QMainWindow`` whose behaviour is split by job into mixins
(:mod:`~listbuilder.gui.window.window_actions`, :mod:`~listbuilder.gui.window.window_edits`,
:mod:`~listbuilder.gui.window.window_files`); each reads the state declared here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from listbuilder.gui.common import icon

STATUS_SECONDS = 6
"""How long a status message stays: long enough to read twice, short enough that an old
"Saved." is not taken for news about the roster as it is now."""
PROBLEM_SECONDS = 15
"""How long a message about a problem stays (or until the next message)."""


class StatusLabel(QLabel):
    """The status bar's message, cleared after a while: every new text restarts the clock,
    whoever sets it."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # names and file names: plain text
        self.clock = QTimer(self)
        self.clock.setSingleShot(True)
        self.clock.timeout.connect(self.clear)
        self.lasting: int | None = STATUS_SECONDS * 1000
        """Milliseconds the next text stays; None: until the next one."""

    def setText(self, text: str) -> None:
        super().setText(text)
        lasting, self.lasting = self.lasting, int(STATUS_SECONDS * 1000)
        if text and lasting is not None:
            self.clock.start(lasting)
        else:
            self.clock.stop()


if TYPE_CHECKING:
    from PySide6.QtWidgets import QSplitter

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.document import RosterDocument
    from listbuilder.gui.editor.card_browser import CardBrowser
    from listbuilder.gui.editor.card_view import CardView
    from listbuilder.gui.editor.findings_panel import FindingsPanel
    from listbuilder.gui.editor.notes_editor import NotesEditor
    from listbuilder.gui.editor.panels import EditorPanels, PanelRequests
    from listbuilder.gui.editor.totals_bar import RosterHeader, TotalsBar
    from listbuilder.gui.editor.tree_model import RosterTreeModel
    from listbuilder.gui.editor.tree_view import RosterTree
    from listbuilder.gui.editor.undo import UndoActions
    from listbuilder.gui.i18n import Languages
    from listbuilder.gui.window.autosave import Autosaver
    from listbuilder.gui.window.settings import Settings
    from listbuilder.gui.window.welcome import Welcome
    from listbuilder.roster.model import ElementPath


class WindowBase(QMainWindow):
    """State of the main window and its panels (built the first time a roster is open)."""

    _codex: Codex | None = None
    _when_loaded: Callable[[], object] | None = None
    languages: Languages
    settings: Settings
    autosaver: Autosaver | None
    document: RosterDocument | None
    undo: UndoActions
    status: StatusLabel
    stack: QStackedWidget
    welcome: Welcome
    _editor: EditorPanels | None
    _said: Callable[[], str] | None = None

    def _action(
        self,
        name: str,
        slot: Callable[[], object] | None,
        *,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon_name: str | None = None,
    ) -> QAction:
        """One command as an action of the window, so its shortcut works anywhere in it;
        *slot* None: the caller connects it (a toggle follows ``toggled``)."""
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon_name is not None:
            action.setIcon(icon(icon_name))
        if slot is not None:
            action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    @property
    def lang(self) -> str:
        return self.languages.current

    def start_folder(self) -> Path:
        """Where a file dialog opens: the folder used last, else the user's Documents."""
        from listbuilder.gui.window import folders  # looked up here, so tests can stand in for it

        return folders.start_folder(self.settings.last_folder())

    # --- the status bar -------------------------------------------------------------

    def say(
        self,
        message: Callable[[], str] | str | None,
        *,
        problem: bool = False,
        lasting: bool = False,
    ) -> None:
        """Replace the status bar's message, cleared after :data:`STATUS_SECONDS` (a
        *problem* after :data:`PROBLEM_SECONDS`, a *lasting* one only by the next). A
        callable makes the message in the current language, and again after the language
        changes; a plain text is cleared then."""
        if isinstance(message, str):
            text = message
            self._said = None
        else:
            self._said = message
            text = message() if message is not None else ""
        seconds = PROBLEM_SECONDS if problem else STATUS_SECONDS
        self.status.lasting = None if lasting else int(seconds * 1000)
        self._said_for = self.status.lasting
        self.status.setText(text)

    def say_again(self) -> None:
        """The language changed: the status bar's message in the new one, or none (nor a
        message already cleared by its time)."""
        if not self.status.text():
            self._said = None
        message = self._said
        self.status.lasting = getattr(self, "_said_for", STATUS_SECONDS * 1000)
        self.status.setText(message() if message is not None else "")

    # --- the army books, loaded after the window is shown ---------------------------

    @property
    def codex(self) -> Codex:
        """The army books as the open roster plays them: under the house rules it carries
        (a codex derived from its pack), else as shipped. The window is shown before they are
        loaded; every command that needs them waits for them with :meth:`when_loaded`."""
        document = getattr(self, "document", None)
        if document is not None and document.session.codex.house is not None:
            return document.session.codex
        return self.books

    @property
    def books(self) -> Codex:
        """The army books as shipped: what a roster is opened or made with."""
        if self._codex is None:
            raise RuntimeError("the army books are not loaded yet")
        return self._codex

    @property
    def books_loaded(self) -> bool:
        return self._codex is not None

    def when_loaded(self, request: Callable[[], object]) -> bool:
        """True when the army books are loaded (go on). Else keep *request*, the player's
        latest, for when they are, and show that they are loading."""
        if self._codex is not None:
            return True
        if self._when_loaded is None:
            QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self._when_loaded = request
        self.say(self.welcome.loading.text, lasting=True)  # "Loading army books..."
        return False

    def set_codex(self, codex: Codex) -> None:
        """The army books are loaded: the request that waited for them runs next."""
        self._codex = codex
        self.welcome.set_loading(False)
        request, self._when_loaded = self._when_loaded, None
        if request is not None:
            QGuiApplication.restoreOverrideCursor()
            self.say(None)
            QTimer.singleShot(0, request)

    def build_editor(self) -> EditorPanels:
        """Build the editing panels now rather than with the first roster."""
        return self.editor

    @property
    def editor(self) -> EditorPanels:
        """The editing panels, built the first time a roster is open (a faster start: the
        panels pull in the rules engine and the item views)."""
        if self._editor is None:
            from listbuilder.gui.editor.panels import EditorPanels

            # the verbs the panels ask for are MainWindow's (its mixins), checked there
            self._editor = EditorPanels(cast("PanelRequests", self), self)
            self.stack.addWidget(self._editor.widget)
            self._editor.restore_layout(self.settings)
        return self._editor

    @property
    def header(self) -> RosterHeader:
        return self.editor.header

    @property
    def totals(self) -> TotalsBar:
        return self.editor.totals

    @property
    def browser(self) -> CardBrowser:
        return self.editor.browser

    @property
    def tree_model(self) -> RosterTreeModel:
        return self.editor.tree_model

    @property
    def tree(self) -> RosterTree:
        return self.editor.tree

    @property
    def findings(self) -> FindingsPanel:
        return self.editor.findings

    @property
    def card_view(self) -> CardView:
        return self.editor.card_view

    @property
    def notes_editor(self) -> NotesEditor:
        return self.editor.notes

    def commit_pending_edits(self) -> None:
        """Send notes still being typed to the roster: a save or an export holds every word."""
        if self._editor is not None:
            self._editor.notes.commit()

    @property
    def splitter(self) -> QSplitter:
        return self.editor.splitter

    def current_path(self) -> ElementPath | None:
        """The element selected in the tree (None before a roster is open)."""
        return self._editor.tree.current_path() if self._editor is not None else None

    def show_selected(self) -> None:
        """Show the selected element in the card view (the view wiring does it)."""
        raise NotImplementedError

    def update_state(self) -> None:
        """Enable the actions that apply now (the actions part does it)."""
        raise NotImplementedError

    def update_title(self, *_: object) -> None:
        """Show the file name and whether it is modified (the view wiring does it)."""
        raise NotImplementedError
