"""The main window: roster header and totals on top; card browser, roster tree with the
findings under it, and card view side by side; menus, toolbar and shortcuts.

The window owns the actions and the document; the panels only show data and
emit requests. Every edit is a core operation applied through
:meth:`MainWindow.apply` (one undo step each), and every view refreshes from the
document's ``roster_changed`` signal, whoever started the change.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from listbuilder.errors import ListBuilderError
from listbuilder.gui.common import card_name, esc, icon, show_error
from listbuilder.gui.i18n import LANGUAGE_NAMES, Languages
from listbuilder.gui.settings import Settings
from listbuilder.gui.undo import UndoActions

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.gui.autosave import Autosaver
    from listbuilder.gui.card_browser import CardBrowser, Target
    from listbuilder.gui.card_view import CardView
    from listbuilder.gui.document import DocumentChange, RosterDocument
    from listbuilder.gui.findings_panel import FindingsPanel
    from listbuilder.gui.roster_tree import RosterTree, RosterTreeModel
    from listbuilder.gui.totals_bar import RosterHeader, TotalsBar
    from listbuilder.roster.edits import Operation
    from listbuilder.roster.model import ElementPath, Roster

ROSTER_FILTER = "*.yaml *.yml"


class MainWindow(QMainWindow):
    """One roster at a time, with everything needed to build it."""

    def __init__(
        self,
        codex: Codex,
        *,
        languages: Languages,
        settings: Settings,
        autosaver: Autosaver | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.codex = codex
        self.languages = languages
        self.settings = settings
        self.autosaver = autosaver
        self.document: RosterDocument | None = None
        self.paper = "a4"
        self.print_sections: tuple[str, ...] = ("roster", "cards", "abilities")
        self._printing_checked = False
        self._editor: _Editor | None = None
        self._build_widgets()
        self._build_actions()
        self._build_menus()
        self._connect()
        self.retranslate()
        self._update_state()
        languages.language_changed.connect(self._language_changed)
        geometry = settings.window_state("geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(1500, 900)

    @property
    def lang(self) -> str:
        return self.languages.current

    # --- building ---------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.welcome = _Welcome()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        self.setCentralWidget(self.stack)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)

    @property
    def editor(self) -> _Editor:
        """The editing panels, built the first time a roster is open (a faster start)."""
        if self._editor is None:
            self._editor = _Editor(self)
            self.stack.addWidget(self._editor.widget)
            state = self.settings.window_state("splitter")
            if state is not None:
                self._editor.splitter.restoreState(state)
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
    def splitter(self) -> QSplitter:
        return self.editor.splitter

    def _current_path(self) -> ElementPath | None:
        return self._editor.tree.current_path() if self._editor is not None else None

    def _action(
        self,
        name: str,
        slot: Callable[[], object],
        *,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon_name: str | None = None,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon_name is not None:
            action.setIcon(icon(icon_name))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action("new", self.new_roster, shortcut=key.New, icon_name="new")
        self.open_action = self._action(
            "open", self.open_dialog, shortcut=key.Open, icon_name="open"
        )
        self.save_action = self._action("save", self.save, shortcut=key.Save, icon_name="save")
        self.save_as_action = self._action("saveAs", self.save_as, shortcut=key.SaveAs)
        self.print_action = self._action(
            "printRoster", self.print_roster, shortcut=key.Print, icon_name="print"
        )
        self.templates_action = self._action("exportTemplates", self.export_templates)
        self.quit_action = self._action("quit", self.close, shortcut=key.Quit)
        self.undo = UndoActions(self)
        self.undo.undo_action.setIcon(icon("undo"))
        self.redo_icon = icon("redo")
        self.undo.redo_action.setIcon(self.redo_icon)
        self.addAction(self.undo.undo_action)
        self.addAction(self.undo.redo_action)
        self.delete_action = self._action(
            "delete", self.delete_selected, shortcut=key.Delete, icon_name="delete"
        )
        self.duplicate_action = self._action(
            "duplicate", self.duplicate_selected, shortcut="Ctrl+D", icon_name="duplicate"
        )
        self.move_up_action = self._action(
            "moveUp", lambda: self.move_selected(-1), shortcut="Ctrl+Up", icon_name="up"
        )
        self.move_down_action = self._action(
            "moveDown", lambda: self.move_selected(1), shortcut="Ctrl+Down", icon_name="down"
        )
        self.add_card_action = self._action(
            "addCard", lambda: self.browser.add_current(), icon_name="add"
        )
        self.find_action = self._action("findCard", self._focus_search, shortcut=key.Find)
        self.add_ally_action = self._action("addAlly", self.add_ally, icon_name="ally")
        self.remove_force_action = self._action("removeForce", self.remove_force)
        self.about_action = self._action("about", self.about)
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in ("", *LANGUAGE_NAMES):
            action = QAction(self)
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.language_actions[self.settings.language or ""].setChecked(True)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addActions([self.new_action, self.open_action])
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.save_action, self.save_as_action])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.print_action, self.templates_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo.undo_action, self.undo.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.add_card_action, self.find_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions(
            [
                self.duplicate_action,
                self.delete_action,
                self.move_up_action,
                self.move_down_action,
            ]
        )
        self.roster_menu = bar.addMenu("")
        self.roster_menu.addActions([self.add_ally_action, self.remove_force_action])
        self.view_menu = bar.addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)

        toolbar = QToolBar()
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.new_action, self.open_action, self.save_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo.undo_action, self.undo.redo_action])
        toolbar.addSeparator()
        toolbar.addActions(
            [
                self.add_ally_action,
                self.duplicate_action,
                self.delete_action,
                self.move_up_action,
                self.move_down_action,
            ]
        )
        toolbar.addSeparator()
        toolbar.addAction(self.print_action)
        self.addToolBar(toolbar)
        self.toolbar = toolbar

    def _connect(self) -> None:
        self.welcome.new_button.clicked.connect(self.new_roster)
        self.welcome.open_button.clicked.connect(self.open_dialog)
        self.welcome.recent_chosen.connect(lambda path: self.open_path(Path(path)))

    # --- language -----------------------------------------------------------------

    def set_language(self, code: str) -> None:
        self.settings.language = code
        self.languages.set_language(code)
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    def _language_changed(self, lang: str) -> None:
        self.retranslate()
        if self._editor is not None:
            self._editor.set_language(lang)
        self.welcome.retranslate()
        self.undo.set_language(lang)
        self._show_selected()

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.roster_menu.setTitle(self.tr("&Roster"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.language_menu.setTitle(self.tr("&Language"))
        texts = {
            self.new_action: (self.tr("&New Roster\u2026"), self.tr("New")),
            self.open_action: (self.tr("&Open\u2026"), self.tr("Open")),
            self.save_action: (self.tr("&Save"), self.tr("Save")),
            self.save_as_action: (self.tr("Save &As\u2026"), self.tr("Save As")),
            self.print_action: (self.tr("&Print Roster to PDF\u2026"), self.tr("Print")),
            self.templates_action: (
                self.tr("Export &Templates to PDF\u2026"),
                self.tr("Templates"),
            ),
            self.quit_action: (self.tr("&Quit"), self.tr("Quit")),
            self.delete_action: (self.tr("&Delete"), self.tr("Delete")),
            self.duplicate_action: (self.tr("D&uplicate"), self.tr("Duplicate")),
            self.move_up_action: (self.tr("Move &Up"), self.tr("Up")),
            self.move_down_action: (self.tr("Move Do&wn"), self.tr("Down")),
            self.add_card_action: (self.tr("&Add Selected Card"), self.tr("Add")),
            self.find_action: (self.tr("&Find Card\u2026"), self.tr("Find")),
            self.add_ally_action: (self.tr("Add A&lly Force\u2026"), self.tr("Add Ally")),
            self.remove_force_action: (self.tr("&Remove Force"), self.tr("Remove Force")),
            self.about_action: (self.tr("&About Listbuilder"), self.tr("About")),
        }
        for action, (text, short) in texts.items():
            action.setText(text)
            action.setIconText(short)
        self.delete_action.setToolTip(self.tr("Delete the selected card or force (Del)"))
        self.duplicate_action.setToolTip(self.tr("Duplicate the selected card (Ctrl+D)"))
        self.move_up_action.setToolTip(self.tr("Move the selected card up (Ctrl+Up)"))
        self.move_down_action.setToolTip(self.tr("Move the selected card down (Ctrl+Down)"))
        self.add_ally_action.setToolTip(self.tr("Add an allied force from another army list"))
        self.language_actions[""].setText(self.tr("System Language"))
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        self._update_title()
        self._update_state()

    # --- document -----------------------------------------------------------------

    def set_document(self, document: RosterDocument | None) -> None:
        old = self.document
        if old is not None:
            old.roster_changed.disconnect(self._roster_changed)
            old.modified_changed.disconnect(self._update_title)
            old.path_changed.disconnect(self._path_changed)
            old.undo_stack.indexChanged.disconnect(self.undo.refresh)
            old.deleteLater()
        self.document = document
        self.undo.set_source(document)
        if self.autosaver is not None:
            self.autosaver.set_document(document)
        if document is None:
            if self._editor is not None:
                self._editor.tree_model.reset(None, None)
            self.stack.setCurrentWidget(self.welcome)
            self.welcome.fill(self.settings.recent_files())
        else:
            document.setParent(self)
            document.roster_changed.connect(self._roster_changed)
            document.modified_changed.connect(self._update_title)
            document.path_changed.connect(self._path_changed)
            document.undo_stack.indexChanged.connect(self.undo.refresh)
            self.tree_model.reset(document.roster, document.result)
            self.stack.setCurrentWidget(self.editor.widget)
            forces = document.roster.forces
            if forces:
                from listbuilder.roster.model import ElementPath

                first = forces[0]
                self.tree.select_path(
                    ElementPath(0, len(first.companies) - 1) if first.companies else ElementPath(0)
                )
        self._refresh_views()
        self._update_title()

    def _roster_changed(self, change: DocumentChange) -> None:
        from listbuilder.roster.history import Action
        from listbuilder.roster.model import ElementPath, parse_path

        if change.action is Action.RESET:
            self.tree_model.reset(change.roster, change.result)
        else:
            self.tree_model.update(change.roster, change.result)
        if change.action in (Action.UNDO, Action.REDO) and self.tree.current_path() is None:
            scope = parse_path(change.change.path)
            self.tree.select_path(scope if scope.force is not None else ElementPath(0))
        self._refresh_views()

    def _refresh_views(self) -> None:
        document = self.document
        if self._editor is None and document is None:
            self.undo.refresh()
            self._update_state()
            return
        roster = document.roster if document is not None else None
        result = document.result if document is not None else None
        self.header.set_roster(roster)
        self.totals.set_result(result)
        self.findings.set_result(result)
        self.browser.set_state(roster, result, self.target())
        self._show_selected()
        self.undo.refresh()
        self._update_state()

    def _path_changed(self, path: object) -> None:
        if isinstance(path, Path):
            self.settings.add_recent_file(path)
        self._update_title()

    def _update_title(self, *_: object) -> None:
        document = self.document
        if document is None:
            self.setWindowTitle(self.tr("Listbuilder \u2014 NetEpic Gold"))
            self.setWindowModified(False)
            return
        name = document.path.name if document.path is not None else self.tr("Untitled")
        app_name = self.tr("Listbuilder")
        self.setWindowTitle(f"{name}[*] \u2014 {app_name}")
        self.setWindowModified(document.is_modified)

    def _update_state(self) -> None:
        has_doc = self.document is not None
        path = self._current_path() if has_doc else None
        on_card = path is not None and path.company is not None
        self.save_action.setEnabled(has_doc)
        self.save_as_action.setEnabled(has_doc)
        self.delete_action.setEnabled(has_doc and path is not None)
        self.duplicate_action.setEnabled(has_doc and on_card)
        movable = False
        if has_doc and on_card and self.document is not None:
            assert path is not None
            movable = True
        self.move_up_action.setEnabled(movable and self._can_move(path, -1))
        self.move_down_action.setEnabled(movable and self._can_move(path, 1))
        self.add_ally_action.setEnabled(has_doc)
        self.remove_force_action.setEnabled(has_doc and path is not None)
        self.add_card_action.setEnabled(has_doc)
        self.find_action.setEnabled(has_doc)
        self._check_printing()
        if not has_doc:
            self.print_action.setEnabled(False)

    # --- applying edits -----------------------------------------------------------

    def apply(self, operation: Operation, *, initiator: object | None = None) -> bool:
        """Apply one core operation as one undo step; errors are shown, never raised."""
        if self.document is None:
            return False
        try:
            return self.document.apply(operation, initiator=initiator or self)
        except ListBuilderError as exc:
            show_error(self, exc)
            return False

    def target(self) -> Target | None:
        """Where the browser adds cards, from the selection in the tree."""
        from listbuilder.gui.card_browser import Target

        document = self.document
        if document is None or not document.roster.forces:
            return None
        roster = document.roster
        path = self.tree.current_path()
        force = path.force if path is not None and path.force is not None else self._main_force()
        force = min(force, len(roster.forces) - 1)
        companies = roster.forces[force].companies
        if path is not None and path.company is not None and path.force == force:
            company: int | None = path.company
        else:
            company = len(companies) - 1 if companies else None
        return Target(force, company)

    def _main_force(self) -> int:
        document = self.document
        if document is None:
            return 0
        for index, force in enumerate(document.result.figures.forces):
            if force.role == "main":
                return index
        return 0

    def add_card(self, key: str, target: Target | None = None) -> bool:
        """Add the codex card *key* at *target* (default: the browser's target)."""
        from listbuilder.gui.card_browser import add_operation, added_path

        document = self.document
        ref = self.codex.card(key)
        target = target or self.target()
        if document is None or ref is None or target is None:
            return False
        roster = document.roster
        operation = add_operation(self.codex, roster, target, ref)
        path = added_path(roster, operation)
        if self.apply(operation):
            self.tree.select_path(path)
            self.status.setText(self.tr("Added %1.").replace("%1", card_name(ref.card, self.lang)))
            return True
        return False

    def _card_dropped(self, key: str, path: object) -> None:
        from listbuilder.gui.card_browser import Target
        from listbuilder.roster.model import ElementPath

        if not isinstance(path, ElementPath) or path.force is None or self.document is None:
            return
        companies = self.document.roster.forces[path.force].companies
        company = path.company
        if company is None and companies:
            company = len(companies) - 1
        self.add_card(key, Target(path.force, company))

    def _drop_operation(self, operation: object) -> None:
        from listbuilder.roster.edits import MoveAttached, MoveCompany
        from listbuilder.roster.model import ElementPath

        if isinstance(operation, MoveAttached):
            force = operation.force if operation.to_force is None else operation.to_force
            if self.apply(operation) and self.document is not None:
                company = self.document.roster.forces[force].companies[operation.to_company]
                index = (
                    operation.index if operation.index is not None else len(company.attached) - 1
                )
                self.tree.select_path(ElementPath(force, operation.to_company, index))
        elif isinstance(operation, MoveCompany) and self.apply(operation):
            self.tree.select_path(ElementPath(operation.force, operation.to_index))

    def delete_selected(self) -> None:
        from listbuilder.roster.edits import DetachCard, RemoveCompany, RemoveForce
        from listbuilder.roster.model import ElementPath

        path = self.tree.current_path()
        if path is None or path.force is None or self.document is None:
            return
        operation: Operation
        if path.attached is not None:
            assert path.company is not None
            operation = DetachCard(force=path.force, company=path.company, attached=path.attached)
            siblings = len(self.document.roster.forces[path.force].companies[path.company].attached)
            after = (
                ElementPath(path.force, path.company, min(path.attached, siblings - 2))
                if siblings > 1
                else ElementPath(path.force, path.company)
            )
        elif path.company is not None:
            operation = RemoveCompany(force=path.force, company=path.company)
            siblings = len(self.document.roster.forces[path.force].companies)
            after = (
                ElementPath(path.force, min(path.company, siblings - 2))
                if siblings > 1
                else ElementPath(path.force)
            )
        else:
            operation = RemoveForce(force=path.force)
            forces = len(self.document.roster.forces)
            after = ElementPath(min(path.force, forces - 2)) if forces > 1 else ElementPath()
        if self.apply(operation):
            self.tree.select_path(after if after.force is not None else None)

    def duplicate_selected(self) -> None:
        from listbuilder.roster.edits import DuplicateAttached, DuplicateCompany
        from listbuilder.roster.model import ElementPath

        path = self.tree.current_path()
        if path is None or path.force is None or path.company is None:
            return
        if path.attached is not None:
            operation: Operation = DuplicateAttached(
                force=path.force, company=path.company, attached=path.attached
            )
            copy = ElementPath(path.force, path.company, path.attached + 1)
        else:
            operation = DuplicateCompany(force=path.force, company=path.company)
            copy = ElementPath(path.force, path.company + 1)
        if self.apply(operation):
            self.tree.select_path(copy)

    def _can_move(self, path: ElementPath | None, step: int) -> bool:
        document = self.document
        if document is None or path is None or path.force is None or path.company is None:
            return False
        force = (
            document.roster.forces[path.force] if path.force < len(document.roster.forces) else None
        )
        if force is None or path.company >= len(force.companies):
            return False
        if path.attached is None:
            return 0 <= path.company + step < len(force.companies)
        return 0 <= path.attached + step < len(force.companies[path.company].attached)

    def move_selected(self, step: int) -> None:
        from listbuilder.roster.edits import MoveAttached, MoveCompany
        from listbuilder.roster.model import ElementPath

        path = self.tree.current_path()
        if not self._can_move(path, step):
            return
        assert path is not None and path.force is not None and path.company is not None
        if path.attached is None:
            operation: Operation = MoveCompany(
                force=path.force, company=path.company, to_index=path.company + step
            )
            moved = ElementPath(path.force, path.company + step)
        else:
            operation = MoveAttached(
                force=path.force,
                company=path.company,
                attached=path.attached,
                to_company=path.company,
                index=path.attached + step,
            )
            moved = ElementPath(path.force, path.company, path.attached + step)
        if self.apply(operation):
            self.tree.select_path(moved)

    def move_to_company(self, path: ElementPath, force: int, company: int) -> None:
        from listbuilder.roster.edits import MoveAttached
        from listbuilder.roster.model import ElementPath

        if path.force is None or path.company is None or path.attached is None:
            return
        document = self.document
        if document is None:
            return
        count = len(document.roster.forces[force].companies[company].attached)
        operation = MoveAttached(
            force=path.force,
            company=path.company,
            attached=path.attached,
            to_company=company,
            to_force=None if force == path.force else force,
        )
        if self.apply(operation):
            self.tree.select_path(ElementPath(force, company, count))

    def add_ally(self) -> None:
        from listbuilder.gui.new_roster_dialog import AllyDialog
        from listbuilder.roster.edits import AddForce
        from listbuilder.roster.model import ElementPath

        document = self.document
        if document is None:
            return
        main = self._main_force()
        main_list = document.roster.forces[main].list_id if document.roster.forces else None
        dialog = AllyDialog(self.codex, self.lang, main_list, self)
        if dialog.exec() != AllyDialog.DialogCode.Accepted:
            return
        list_id = dialog.list_id()
        if list_id is None:
            return
        if self.apply(AddForce(list_id=list_id)):
            self.tree.select_path(ElementPath(len(document.roster.forces) - 1))

    def add_force(self, list_id: str) -> bool:
        from listbuilder.roster.edits import AddForce
        from listbuilder.roster.model import ElementPath

        if self.document is None:
            return False
        if self.apply(AddForce(list_id=list_id)):
            self.tree.select_path(ElementPath(len(self.document.roster.forces) - 1))
            return True
        return False

    def remove_force(self) -> None:
        from listbuilder.roster.model import ElementPath

        path = self.tree.current_path()
        if path is None or path.force is None:
            return
        self.tree.select_path(ElementPath(path.force))
        self.delete_selected()

    def _name_edited(self, name: str) -> None:
        from listbuilder.roster.edits import SetName

        if self.document is not None and name != self.document.roster.name:
            self.apply(SetName(name=name), initiator=self.header)

    def _limit_edited(self, limit: object) -> None:
        from listbuilder.roster.edits import SetPointsLimit

        if self.document is None or not (limit is None or isinstance(limit, int)):
            return
        if limit != self.document.roster.points_limit:
            self.apply(SetPointsLimit(points_limit=limit), initiator=self.header)

    def _options_changed(self, path: object, changes: list[tuple[str, int]]) -> None:
        from listbuilder.roster.edits import SetOptionCount
        from listbuilder.roster.model import ElementPath

        document = self.document
        if document is None or not isinstance(path, ElementPath) or path.force is None:
            return
        if path.company is None:
            return
        operations = [
            SetOptionCount(
                force=path.force,
                company=path.company,
                attached=path.attached,
                option=option,
                count=count,
            )
            for option, count in changes
        ]
        if len(operations) == 1:
            self.apply(operations[0], initiator=self.card_view)
            return
        document.undo_stack.beginMacro(operations[-1].label(document.roster, self.lang, self.codex))
        try:
            for operation in operations:
                self.apply(operation, initiator=self.card_view)
        finally:
            document.undo_stack.endMacro()
        self.undo.refresh()

    # --- selection ----------------------------------------------------------------

    def _tree_selection_changed(self, path: object) -> None:
        document = self.document
        if document is not None:
            self.browser.set_state(document.roster, document.result, self.target())
        self._show_selected()
        self._update_state()

    def _show_selected(self) -> None:
        document = self.document
        if self._editor is None:
            return
        path = self.tree.current_path()
        if document is None or path is None or path.company is None or path.force is None:
            if self.card_view.current_path is not None or document is None:
                self.card_view.show_nothing()
            return
        from listbuilder.roster.model import AttachedCard, Company, entry_at

        element = entry_at(document.roster, path)
        if not isinstance(element, Company | AttachedCard):
            self.card_view.show_nothing()
            return
        force = document.roster.forces[path.force]
        card_id = element.card
        options = dict(element.options)
        ref = self.codex.find_card(card_id, force.list_id)
        figures = None
        for force_figures in document.result.figures.forces:
            for company in force_figures.companies:
                for card in (company.card, *company.attached):
                    if card.path == str(path):
                        figures = card
        problems = [f.message(self.lang) for f in self.tree_model.findings_at(path)]
        self.card_view.show_roster_card(ref, path, options, figures, problems)

    def _browser_card_selected(self, ref: object) -> None:
        from listbuilder.codex.codex import CardRef

        if isinstance(ref, CardRef):
            self.card_view.show_codex_card(ref)

    def select_finding(self, path_text: str) -> None:
        from listbuilder.roster.model import parse_path

        path = parse_path(path_text)
        if path.force is None:
            if "points_limit" in path_text:
                self.header.limit_spin.setFocus()
                self.header.limit_spin.selectAll()
            return
        self.tree.select_path(path)
        self.tree.setFocus()

    def _focus_search(self) -> None:
        self.browser.search.setFocus()
        self.browser.search.selectAll()

    def _tree_menu(self, position: QPoint) -> None:
        path = self.tree.current_path()
        menu = QMenu(self)
        if path is not None and path.company is not None:
            menu.addActions(
                [
                    self.duplicate_action,
                    self.delete_action,
                    self.move_up_action,
                    self.move_down_action,
                ]
            )
            if path.attached is not None:
                self._add_move_to_menu(menu, path)
            menu.addSeparator()
        menu.addAction(self.add_ally_action)
        if path is not None:
            menu.addAction(self.remove_force_action)
        menu.exec(self.tree.viewport().mapToGlobal(position))

    def _add_move_to_menu(self, menu: QMenu, path: ElementPath) -> None:
        from listbuilder.roster.model import parse_path

        document = self.document
        if document is None:
            return
        submenu = menu.addMenu(self.tr("Move to Company"))
        for force_figures in document.result.figures.forces:
            for company in force_figures.companies:
                at = parse_path(company.path)
                if at.force is None or at.company is None:
                    continue
                if (at.force, at.company) == (path.force, path.company):
                    continue
                label = company.label.get(self.lang)
                if at.force != path.force:
                    label += f" ({force_figures.list_name.get(self.lang)})"
                action = submenu.addAction(label)
                action.triggered.connect(
                    lambda _c=False, f=at.force, c=at.company: self.move_to_company(path, f, c)
                )
        submenu.setEnabled(not submenu.isEmpty())

    # --- files --------------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Ask before unsaved changes are lost; False when the player cancels."""
        document = self.document
        if document is None or not document.is_modified:
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        name = document.roster.name or self.tr("Untitled")
        box.setText(self.tr("Save the changes to \u201c%1\u201d?").replace("%1", name))
        box.setInformativeText(self.tr("Your changes will be lost if you don't save them."))
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            if self.autosaver is not None:
                self.autosaver.discard()
            return True
        return False

    def new_roster(self) -> None:
        from listbuilder.gui.new_roster_dialog import NewRosterDialog

        if not self.maybe_save():
            return
        dialog = NewRosterDialog(self.codex, self.lang, self)
        if dialog.exec() != NewRosterDialog.DialogCode.Accepted:
            return
        list_id = dialog.list_id()
        if list_id is None:
            return
        self.start_roster(dialog.name(), dialog.points_limit(), list_id)

    def start_roster(self, name: str, points_limit: int | None, list_id: str) -> None:
        """A new, untitled roster with one (main) force."""

        from listbuilder.gui.document import RosterDocument
        from listbuilder.roster.edits import AddForce
        from listbuilder.roster.model import ElementPath, Roster

        roster = AddForce(list_id=list_id).apply(Roster(name=name, points_limit=points_limit))
        self.set_document(RosterDocument(self.codex, roster))
        self.tree.select_path(ElementPath(0))
        self.browser.search.setFocus()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        filename, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open Roster"),
            self.settings.last_folder(),
            self.tr("Rosters (%1);;All files (*)").replace("%1", ROSTER_FILTER),
        )
        if filename:
            self.open_path(Path(filename), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Open a roster file; False (with the error shown) when it cannot be read."""
        from listbuilder.gui.document import RosterDocument

        if ask and not self.maybe_save():
            return False
        try:
            document = RosterDocument.open(self.codex, path)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot open the roster"))
            if not path.exists():
                self.settings.remove_recent_file(path)
            return False
        self.settings.add_recent_file(path)
        self.settings.set_last_folder(path.resolve().parent)
        self.set_document(document)
        self.status.setText(self.tr("Opened %1.").replace("%1", str(path)))
        return True

    def open_recovered(self, roster: Roster, source: Path | None) -> None:
        from listbuilder.gui.document import RosterDocument

        document = RosterDocument(self.codex, roster, path=source)
        document.mark_recovered()
        self.set_document(document)

    def save(self) -> bool:
        document = self.document
        if document is None:
            return False
        if document.path is None:
            return self.save_as()
        return self._save_to(document.path)

    def save_as(self) -> bool:
        document = self.document
        if document is None:
            return False
        folder = (
            str(document.path.parent) if document.path is not None else self.settings.last_folder()
        )
        suggested = str(Path(folder) / f"{_file_stem(document.roster.name)}.yaml")
        filename, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save Roster As"),
            suggested,
            self.tr("Rosters (%1)").replace("%1", ROSTER_FILTER),
        )
        if not filename:
            return False
        path = Path(filename)
        if path.suffix.lower() not in (".yaml", ".yml"):
            path = path.with_suffix(".yaml")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        document = self.document
        if document is None:
            return False
        try:
            document.save(path)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot save the roster"))
            return False
        self.settings.add_recent_file(path)
        self.settings.set_last_folder(path.resolve().parent)
        self.status.setText(self.tr("Saved %1.").replace("%1", str(path)))
        self._update_title()
        return True

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files()
        for number, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number} {path.name}")
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _c=False, p=path: self.open_path(p))
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent files"))
            empty.setEnabled(False)
            return
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(self.tr("Clear the List"))
        clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings.clear_recent_files()
        self.welcome.fill([])

    # --- printing -----------------------------------------------------------------

    def _check_printing(self) -> None:
        """Enable Print and Export when the printing module is installed (checked once)."""
        if not self._printing_checked:
            self._printing_checked = True
            from importlib.util import find_spec

            def available(name: str) -> bool:
                try:
                    return find_spec(name) is not None
                except (ImportError, ValueError):
                    return False

            self._has_roster_pdf = available("listbuilder.printing.roster_pdf")
            self._has_templates = available("listbuilder.printing.templates")
        unavailable = self.tr("Printing is not available in this version.")
        self.print_action.setEnabled(self.document is not None and self._has_roster_pdf)
        self.templates_action.setEnabled(self._has_templates)
        self.print_action.setStatusTip("" if self._has_roster_pdf else unavailable)
        self.templates_action.setStatusTip("" if self._has_templates else unavailable)

    def _pdf_target(self, title: str, stem: str) -> Path | None:
        filename, _ = QFileDialog.getSaveFileName(
            self,
            title,
            str(Path(self.settings.last_folder() or Path.home()) / f"{stem}.pdf"),
            self.tr("PDF files (*.pdf)"),
        )
        if not filename:
            return None
        path = Path(filename)
        return path if path.suffix.lower() == ".pdf" else path.with_suffix(".pdf")

    def print_roster(self, out: Path | None = None) -> bool:
        """Write the roster printout (the sections and paper chosen in a dialog) to a PDF."""
        document = self.document
        if document is None:
            return False
        try:
            from listbuilder.printing.roster_pdf import render_roster
        except ImportError:
            self.print_action.setEnabled(False)
            return False
        if out is None:
            from listbuilder.gui.print_dialog import PrintDialog

            dialog = PrintDialog(paper=self.paper, sections=self.print_sections, parent=self)
            if dialog.exec() != PrintDialog.DialogCode.Accepted:
                return False
            self.paper, self.print_sections = dialog.paper(), dialog.sections()
            out = self._pdf_target(self.tr("Print Roster to PDF"), _file_stem(document.roster.name))
        if out is None:
            return False
        try:
            render_roster(
                document.roster,
                self.codex,
                out,
                paper=self.paper,
                lang=self.lang,
                sections=self.print_sections,
            )
        except (ListBuilderError, OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot print"), esc(str(exc)))
            return False
        self.status.setText(self.tr("Roster written to %1.").replace("%1", str(out)))
        return True

    def export_templates(self, out: Path | None = None) -> bool:
        """Write the gaming templates, at scale, to a PDF."""
        try:
            from listbuilder.printing.templates import render_templates
        except ImportError:
            self.templates_action.setEnabled(False)
            return False
        if out is None:
            from listbuilder.gui.print_dialog import PrintDialog

            dialog = PrintDialog(paper=self.paper, with_sections=False, parent=self)
            if dialog.exec() != PrintDialog.DialogCode.Accepted:
                return False
            self.paper = dialog.paper()
            out = self._pdf_target(self.tr("Export Templates to PDF"), "templates")
        if out is None:
            return False
        try:
            render_templates(out, paper=self.paper, lang=self.lang)
        except (ListBuilderError, OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot export"), esc(str(exc)))
            return False
        self.status.setText(self.tr("Templates written to %1.").replace("%1", str(out)))
        return True

    # --- misc ---------------------------------------------------------------------

    def about(self) -> None:
        from listbuilder import __version__

        QMessageBox.about(
            self,
            self.tr("About Listbuilder"),
            self.tr(
                "<b>Listbuilder %1</b><p>An army list builder for NetEpic Gold: "
                "build, check and print your army.</p>"
            ).replace("%1", __version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.settings.set_window_state("geometry", self.saveGeometry())
        if self._editor is not None:
            state = QByteArray(self._editor.splitter.saveState())
            self.settings.set_window_state("splitter", state)
        self.settings.sync()
        if self.autosaver is not None:
            self.autosaver.discard()
            self.autosaver.stop()
        event.accept()


class _Editor:
    """The editing panels: roster header and totals, card browser, roster tree and findings,
    card view; their requests go to the window."""

    def __init__(self, window: MainWindow) -> None:
        from listbuilder.gui.card_browser import CardBrowser
        from listbuilder.gui.card_view import CardView
        from listbuilder.gui.findings_panel import FindingsPanel
        from listbuilder.gui.roster_tree import RosterTree, RosterTreeModel
        from listbuilder.gui.totals_bar import RosterHeader, TotalsBar

        codex = window.codex
        self.header = RosterHeader()
        self.totals = TotalsBar()
        self.browser = CardBrowser(codex)
        self.tree_model = RosterTreeModel(window)
        self.tree = RosterTree(self.tree_model)
        self.findings = FindingsPanel()
        self.card_view = CardView(codex)

        middle = QSplitter(Qt.Orientation.Vertical)
        middle.addWidget(self.tree)
        middle.addWidget(self.findings)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 1)
        middle.setSizes([560, 200])
        self.middle_splitter = middle

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.browser)
        splitter.addWidget(middle)
        splitter.addWidget(self.card_view)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        splitter.setSizes([420, 560, 560])
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter

        self.widget = QWidget()
        self.widget.setObjectName("editor")
        layout = QVBoxLayout(self.widget)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addWidget(self.header)
        layout.addWidget(self.totals)
        layout.addWidget(splitter, 1)

        self.header.name_edited.connect(window._name_edited)
        self.header.limit_edited.connect(window._limit_edited)
        self.browser.add_requested.connect(window.add_card)
        self.browser.card_selected.connect(window._browser_card_selected)
        self.tree.current_path_changed.connect(window._tree_selection_changed)
        self.tree.customContextMenuRequested.connect(window._tree_menu)
        self.tree.doubleClicked.connect(lambda _index: window._show_selected())
        self.tree_model.operation_requested.connect(window._drop_operation)
        self.tree_model.card_drop_requested.connect(window._card_dropped)
        self.findings.finding_activated.connect(window.select_finding)
        self.card_view.options_changed.connect(window._options_changed)
        if window.lang != "en":
            self.set_language(window.lang)

    def set_language(self, lang: str) -> None:
        self.tree_model.set_language(lang)
        self.tree.fit_columns()
        self.browser.set_language(lang)
        self.card_view.set_language(lang)
        self.totals.set_language(lang)
        self.findings.set_language(lang)
        self.header.retranslate()


class _Welcome(QWidget):
    """What the window shows before a roster is open: start one, open one, or a recent one.

    Plain labels and buttons only: the first thing on screen must not wait for the rich-text
    engine or an item view."""

    recent_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button = QPushButton(icon("new"), "")
        self.new_button.setObjectName("welcomeNew")
        self.open_button = QPushButton(icon("open"), "")
        self.open_button.setObjectName("welcomeOpen")
        self.recent_label = QLabel()
        self.recent_box = QVBoxLayout()
        self.recent_buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(12)
        for widget in (self.new_button, self.open_button, self.recent_label):
            layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(self.recent_box)
        layout.addStretch(2)
        self.new_button.setMinimumWidth(280)
        self.open_button.setMinimumWidth(280)
        self.recent_label.setVisible(False)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Listbuilder"))
        self.subtitle.setText(self.tr("Army lists for NetEpic Gold, checked as you build them."))
        self.new_button.setText(self.tr("New Roster\u2026"))
        self.open_button.setText(self.tr("Open a Roster\u2026"))
        self.recent_label.setText(self.tr("Recent rosters:"))

    def fill(self, files: list[Path]) -> None:
        for button in self.recent_buttons:
            button.deleteLater()
        self.recent_buttons = []
        for path in files:
            button = QPushButton(f"{path.name} \u2014 {path.parent}")
            button.setFlat(True)
            button.setToolTip(str(path))
            button.clicked.connect(lambda _c=False, p=str(path): self.recent_chosen.emit(p))
            self.recent_box.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.recent_buttons.append(button)
        self.recent_label.setVisible(bool(files))


def _file_stem(name: str) -> str:
    stem = re.sub(r"[^\w\- ]+", "", name).strip().replace(" ", "_")
    return stem or "roster"


def describe_time(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).strftime("%Y-%m-%d %H:%M")
