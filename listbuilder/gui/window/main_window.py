"""The main window: roster header and totals on top; card browser, roster tree with the
findings under it, and card view side by side; menus, toolbar and shortcuts.

The window owns the actions and the document; the panels only show data and emit requests.
Its behaviour is split by job: actions and menus (:mod:`~listbuilder.gui.window.window_actions`),
editing verbs (:mod:`~listbuilder.gui.window.window_edits`), files and printing
(:mod:`~listbuilder.gui.window.window_files`), the panels
(:mod:`~listbuilder.gui.editor.panels`). This module wires the views to the document: every
view refreshes from the document's ``roster_changed`` signal, whoever started the change, and
the selection goes where the core session says.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QChildEvent, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QCloseEvent, QScreen
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QMessageBox,
    QStackedWidget,
)

from listbuilder.gui import core
from listbuilder.gui.editor.glance_panel import GlanceDock
from listbuilder.gui.i18n import Languages, fill, format_int
from listbuilder.gui.window.game_mode import GameMode
from listbuilder.gui.window.settings import Settings, screen_key
from listbuilder.gui.window.tools_menu import ToolsMenu
from listbuilder.gui.window.welcome import Welcome
from listbuilder.gui.window.window_actions import WindowActions
from listbuilder.gui.window.window_base import StatusLabel
from listbuilder.gui.window.window_files import ROSTER_FILTER, describe_time
from listbuilder.printing.sections import DEFAULT_SECTIONS

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.gui.document import DocumentChange, RosterDocument
    from listbuilder.gui.editor.panels import PanelRequests
    from listbuilder.gui.window.autosave import Autosaver
    from listbuilder.roster.model import ElementPath

__all__ = ["ROSTER_FILTER", "MainWindow", "describe_time"]


FIRST_SIZE = QSize(1500, 900)
TITLE_NAME_CHARS = 80
"""A roster's name in the title bar is cut after this many characters: a window title of a
30 MB name took the window a second and a half at every edit."""


def short_name(name: str, chars: int = TITLE_NAME_CHARS) -> str:
    """*name* on one line, cut with an ellipsis after *chars* characters."""
    name = name[: chars * 4].strip()
    if len(name) > chars:
        name = name[: chars - 1].rstrip() + "\u2026"
    return " ".join(name.split())


def first_size(screen: QScreen | None) -> QSize:
    """The window's size at a first start: roomy, but inside the screen's free area, so that
    on a 1280x800 laptop no edge of the window lies off the screen."""
    if screen is None:
        return FIRST_SIZE
    room = screen.availableGeometry().size()
    return FIRST_SIZE.boundedTo(QSize(room.width() * 9 // 10, room.height() * 9 // 10))


def opens_maximized(screen: QScreen | None) -> bool:
    """A first start on a screen smaller than the roomy size (1366x768, 1024x768) takes the
    whole screen: every pixel of height goes to the roster and its findings."""
    if screen is None:
        return False
    room = screen.availableGeometry().size()
    return room.width() < FIRST_SIZE.width() or room.height() < FIRST_SIZE.height()


def layout_key(screen: QScreen | None) -> str:
    """The settings' name for the layout on *screen* (its free area: ``1366x768``)."""
    if screen is None:
        return ""
    room = screen.availableGeometry().size()
    return screen_key(room.width(), room.height())


def within(finding_path: str, element_path: str) -> bool:
    """Whether *finding_path* is about the element at *element_path* or something inside it
    (its cards, its options): ``forces[0].companies[1].attached[0]`` is within
    ``forces[0].companies[1]``, ``forces[0].companies[10]`` is not."""
    if not finding_path.startswith(element_path):
        return False
    return finding_path[len(element_path) : len(element_path) + 1] in ("", ".")


class MainWindow(WindowActions):
    """One roster at a time, with everything needed to build it."""

    def __init__(
        self,
        codex: Codex | None,
        *,
        languages: Languages,
        settings: Settings,
        autosaver: Autosaver | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self._codex = codex  # None: the welcome page waits for set_codex()
        self.languages = languages
        self.settings = settings
        self.autosaver = autosaver
        self.document = None
        # the print dialog's last choices; at a first start as `listbuilder print` without
        # --sections
        self.paper = settings.print_paper or "a4"
        self.print_sections = self._known_sections(settings.print_sections)
        self._editor = None
        self._selecting = False
        self._shown: object = None
        self.welcome = Welcome()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.status = StatusLabel()
        self.statusBar().addWidget(self.status, 1)
        # first: the action table makes their menus on them, and places the dock's switch
        self.game_mode = GameMode(self)
        self.tools_menu = ToolsMenu(self)
        self.glance_dock = GlanceDock(self)
        self.build_actions()
        self.build_menus()
        self.welcome.new_button.clicked.connect(self.new_roster)
        self.welcome.open_button.clicked.connect(self.open_dialog)
        self.welcome.recent_chosen.connect(lambda path: self.open_chosen(Path(path)))
        self.retranslate()
        languages.language_changed.connect(self._language_changed)
        self.restore_window_layout()

    @staticmethod
    def _known_sections(kept: tuple[str, ...] | None) -> tuple[str, ...]:
        """The sections kept in the settings that this version prints (a hand-edited or
        newer settings file names others), else the default ones."""
        known = tuple(section for section in kept or () if section in core.sections.SECTIONS)
        return known or DEFAULT_SECTIONS

    def restore_window_layout(self) -> None:
        """The size the window had when last closed on a screen of this size; else a first
        start's (see :func:`first_size` and :func:`opens_maximized`)."""
        screen = self.screen()
        self.settings.screen = layout_key(screen)
        geometry = self.settings.window_state("geometry")
        self._first_start = geometry is None or not self.restoreGeometry(geometry)
        if self._first_start:
            self.resize(first_size(screen))

    def show_as_first_opened(self) -> None:
        """Show the window as the app opens it: as it was left on a screen of this size, or
        at a first start on a small screen, maximized (see :func:`opens_maximized`)."""
        if self._first_start and opens_maximized(self.screen()):
            self.showMaximized()
        else:
            self.show()

    def save_window_layout(self) -> None:
        """Keep the window's size and its splitters for the screen it is on now."""
        self.settings.screen = layout_key(self.screen())
        self.settings.set_window_state("geometry", self.saveGeometry())
        if self._editor is not None:
            self._editor.save_layout(self.settings)
        self.settings.sync()

    def set_codex(self, codex: Codex, *, summarize_recent: bool = True) -> None:
        """The army books; the start page's recent rosters are summarized with them, unless
        *summarize_recent* is False (a roster named at start replaces the page at once: the
        worker's summaries of the recent files would only compete with opening it)."""
        super().set_codex(codex)
        if self.document is None and summarize_recent:
            self.request_recent()  # what each recent roster holds needs the books

    # --- language -----------------------------------------------------------------

    def _language_changed(self, lang: str) -> None:
        self.retranslate()
        self.say_again()
        self._keep_focus_out_of_the_header()
        if self._editor is not None:
            self._editor.set_language(lang)
        self.welcome.retranslate()
        self.undo.set_language(lang)
        self.show_selected()

    def _keep_focus_out_of_the_header(self) -> None:
        """After a language switch the focus goes to the roster tree, never to the name or
        the points limit (where typing would change the roster)."""
        if self._editor is None or self.document is None:
            return

        focused = QApplication.focusWidget()
        header = self.header
        if focused is None or focused is header or header.isAncestorOf(focused):
            self.tree.setFocus()

    def retranslate(self) -> None:
        self.retranslate_actions()
        self.update_title()
        self.update_state()

    # --- document -----------------------------------------------------------------

    def set_document(self, document: RosterDocument | None) -> None:
        self.game_mode.follow(document)  # the mode ends first: its game is written out
        old = self.document
        if old is not None:
            old.roster_changed.disconnect(self._roster_changed)
            old.modified_changed.disconnect(self.update_title)
            old.path_changed.disconnect(self._path_changed)
            old.deleteLater()
        self.document = document
        self._follow_codex()
        self.undo.set_source(document.session if document is not None else None)
        if self.autosaver is not None:
            self.autosaver.set_document(document)
        if document is None:
            if self._editor is not None:
                self._editor.tree_model.reset(None, None)
            self.stack.setCurrentWidget(self.welcome)
            self.refresh_recent()
        else:
            document.setParent(self)
            document.roster_changed.connect(self._roster_changed)
            document.modified_changed.connect(self.update_title)
            document.path_changed.connect(self._path_changed)
            self.tree_model.reset(document.session.roster, document.session.result)
            self.remember_browser_filter()
            self.stack.setCurrentWidget(self.editor.widget)
            self.header.set_roster(document.session.roster, new=True)

            forces = document.session.roster.forces
            if forces:
                first = forces[0]
                last = len(first.companies) - 1
                self._select(
                    core.roster_model.ElementPath(0, last)
                    if first.companies
                    else core.roster_model.ElementPath(0)
                )
        self._refresh_views()
        self.update_title()
        self.note_open_file()
        if document is not None:
            # not the first box of the page (the name): typing there renamed the army
            self.tree.setFocus()

    def _follow_codex(self) -> None:
        """The browser and card view follow the roster's house rules (set, dropped, undone),
        or the books' own."""
        if self._editor is not None and self.books_loaded:
            self._editor.browser.set_codex(self.codex)
            self._editor.card_view.set_codex(self.codex)

    def _roster_changed(self, change: DocumentChange) -> None:
        self._follow_codex()
        # Rows moving under the current index and the new selection both change the tree's
        # current element; the views refresh once, below, not at each of those steps.
        self._selecting = True
        try:
            if change.action is core.history.Action.RESET:
                self.tree_model.reset(change.roster, change.result)
            else:
                self.tree_model.update(change.roster, change.result)
            if change.selection is not None:
                selection = change.selection
                self.tree.select_path(selection if selection.force is not None else None)
        finally:
            self._selecting = False
        self._refresh_views()
        self._say_change(change)

    def _say_change(self, change: DocumentChange) -> None:
        """Each edit, undo and redo says what it did in the status bar, in the current
        language (the history's own words: "Done: Duplicate Rhino Squadron.")."""
        record = change.change
        operation = record.operation
        if operation is None or record.action is core.history.Action.RESET:
            return
        action = record.action
        before = record.roster if action is core.history.Action.UNDO else record.previous
        codex = self.codex

        def said() -> str:
            label = operation.label(before, self.lang, codex)
            if action is core.history.Action.UNDO:
                return fill(self.tr("Undone: %1."), label)
            if action is core.history.Action.REDO:
                return fill(self.tr("Redone: %1."), label)
            return fill(self.tr("Done: %1."), label)

        self.say(said)

    def _select(self, path: ElementPath | None) -> None:
        """Select *path* in the tree without refreshing the views twice."""
        self._selecting = True
        try:
            self.tree.select_path(path)
        finally:
            self._selecting = False

    def _refresh_views(self) -> None:
        document = self.document
        if self._editor is None and document is None:
            self.undo.refresh()
            self.update_state()
            return
        roster = document.session.roster if document is not None else None
        result = document.session.result if document is not None else None
        self.header.set_roster(roster)
        self.totals.set_result(result)
        self.findings.set_result(result)
        self.browser.set_state(roster, result, self.target(), self.placement())
        self.refresh_collection_marks()
        self.show_selected()
        self.undo.refresh()
        self.update_state()
        self.update_title()
        figures = result.figures if result is not None else None
        self.glance_dock.set_roster(roster, figures, self._codex, self.lang)

    def _path_changed(self, path: object) -> None:
        if isinstance(path, Path):
            self.settings.add_recent_file(path)
        self.update_title()
        self.note_open_file()

    def update_title(self, *_: object) -> None:
        document = self.document
        if document is None:
            # ends with the app's name, as a roster's title does: the desktop adds no second
            # "Listbuilder" to it (it adds the app's name to a title that does not end with it)
            self.setWindowTitle(self.tr("NetEpic Gold \u2014 Listbuilder"))
            self.setWindowModified(False)
            return
        # "Ultramarines — 2,925/3,000 pts — Listbuilder": the army and its size, as in a taskbar
        roster, lang = document.session.roster, self.lang
        if short_name(roster.name):
            name = short_name(roster.name)
        elif document.session.path is not None:
            name = document.session.path.stem
        else:
            name = self.tr("Untitled")
        points = format_int(document.session.result.figures.points, lang)
        if roster.points_limit:
            size = fill(self.tr("%1/%2 pts"), points, format_int(roster.points_limit, lang))
        else:
            size = fill(self.tr("%1 pts"), points)
        app_name = self.tr("Listbuilder")
        # Qt reads "[*]" as the modified mark; the player's own "[*]" is doubled to stay text.
        name = name.replace("[*]", "[*][*]")
        self.setWindowTitle(f"{name}[*] \u2014 {size} \u2014 {app_name}")
        self.setWindowFilePath(
            str(document.session.path) if document.session.path is not None else ""
        )
        self.setWindowModified(document.session.is_modified)

    # --- selection ----------------------------------------------------------------

    def selection_changed(self, path: object) -> None:
        if self._selecting:
            return
        document = self.document
        if document is not None:
            self.browser.set_state(
                document.session.roster, document.session.result, self.target(), self.placement()
            )
        self.show_selected()
        self.update_state()

    def show_selected(self) -> None:
        """Show the selected company or attached card, its figures and problems."""
        document = self.document
        if self._editor is None:
            return

        path = self.tree.current_path()
        self._show_notes(path)
        found = self.tree_model.findings_at(path) if document is not None and path else []
        # highlighted in the findings list: the selected element's and those of its cards (a
        # company marked in the tree for a card of its shows where that card's finding is)
        self.findings.mark(
            [f for f in document.session.result.findings if within(f.path, str(path))]
            if document is not None and path is not None and path.force is not None
            else []
        )
        on_card = path is not None and (path.company is not None or path.structure is not None)
        if document is None or path is None or not on_card or path.force is None:
            if self.card_view.current_path is not None or document is None:
                self._show_nothing()
            return
        element = core.roster_model.entry_at(document.session.roster, path)
        if not isinstance(
            element,
            core.roster_model.Company
            | core.roster_model.AttachedCard
            | core.roster_model.StructureCard,
        ):
            self._show_nothing()
            return
        force = document.session.roster.forces[path.force]
        ref = self.codex.find_card(element.card, force.list_id)
        figures = None
        at = str(path)
        for force_figures in document.session.result.figures.forces:
            for card in force_figures.cards():
                if card.path == at:
                    figures = card
        problems = [f.message(self.lang) for f in found]
        shown = (ref, path, element, figures, problems, self.lang)
        if shown == self._shown and self.card_view.current_path == path:
            return  # an edit elsewhere: the card view already shows this card as it is
        self._shown = shown
        self.card_view.show_roster_card(ref, path, dict(element.options), figures, problems)

    def _show_notes(self, path: ElementPath | None) -> None:
        """The notes box follows the selection: the roster's notes when nothing is selected."""
        document = self.document
        notes = self.notes_editor
        notes.set_placeholder(
            self.tr("Your notes: they print with the roster and go in every export")
        )
        if document is None:
            notes.show_element(None, None, self.tr("Notes"), active=False)
            return
        element = (
            core.roster_model.entry_at(document.session.roster, path)
            if path is not None
            else document.session.roster
        )
        if element is None:
            return
        if path is None or path.force is None:
            title = self.tr("Notes on the roster")
        else:
            name = str(self.tree_model.index_of(path).data() or "")
            title = fill(self.tr("Notes on %1"), name)
        notes.show_element(path, getattr(element, "notes", None), title)

    def _show_nothing(self) -> None:
        self._shown = None
        self.card_view.show_nothing()

    # --- the focus after a dialog --------------------------------------------------

    def childEvent(self, event: QChildEvent) -> None:
        """Each dialog of the window is watched once it is shown, to know when it goes."""
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, QDialog) and not isinstance(child, QMessageBox | QFileDialog):
                child.removeEventFilter(self)
                child.installEventFilter(self)
        super().childEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QDialog):
            QTimer.singleShot(0, self.focus_tree)
        return super().eventFilter(watched, event)

    def focus_tree(self) -> None:
        """A mode left (a dialog: print, compare, collection...): the focus goes back to the
        roster tree, where the arrows and the editing keys work, never to a box where the
        next word typed would rename the army. A message box or a question keeps the focus
        where it was; Game mode's page keeps its own."""
        if self.document is None or self._editor is None:
            return
        if QApplication.activeModalWidget() is not None or not self.isVisible():
            return  # a dialog still open (a file dialog after the print dialog)
        if self.stack.currentWidget() is self._editor.widget:
            self.tree.setFocus()

    # --- closing ------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.save_window_layout()
        self.note_open_file(closing=True)
        if self.autosaver is not None:
            self.autosaver.discard()
            self.autosaver.stop()
        if self.job_progress is not None:
            self.job_progress.cancel()  # a printout under way stops; its file stays as it was
        event.accept()


if TYPE_CHECKING:  # mypy checks that the window answers every request of its panels
    _answers_the_panels: type[PanelRequests] = MainWindow
