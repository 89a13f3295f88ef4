"""The main window's actions, menus, toolbar and context menu: built once, named in the
current language, enabled for what the selection allows."""

from __future__ import annotations

import contextlib
from functools import partial
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QPoint, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDialog, QMenu, QSplitter

from listbuilder.gui import core
from listbuilder.gui.common import icon
from listbuilder.gui.editor.undo import UndoActions, UndoKeys
from listbuilder.gui.i18n import LANGUAGE_NAMES
from listbuilder.gui.other_game_commands import OtherGameCommands
from listbuilder.gui.window.action_table import ACTIONS, MENUS, PLACED, SUBMENUS, Action, Placed
from listbuilder.gui.window.toolbar import FittingToolBar
from listbuilder.gui.window.window_edits import EditCommands
from listbuilder.gui.window.window_files import FileCommands
from listbuilder.gui.window.window_share import ShareCommands
from listbuilder.gui.window.window_windows import WindowCommands

if TYPE_CHECKING:
    from listbuilder.roster.model import ElementPath


def _laid_out(entries: list[tuple[int, QAction]]) -> list[QAction | None]:
    """The entries in the order of their places, None (a separator) where the tens change."""
    laid: list[QAction | None] = []
    group: int | None = None
    for place, action in sorted(entries, key=lambda entry: entry[0]):
        if group is not None and place // 10 != group:
            laid.append(None)
        group = place // 10
        laid.append(action)
    return laid


class WindowActions(OtherGameCommands, FileCommands, ShareCommands, WindowCommands, EditCommands):
    """Every command of the window as an action, in menus, the toolbar and the tree's menu."""

    # Made from the action table; named here for the code that uses them by name.
    file_menu: QMenu
    edit_menu: QMenu
    roster_menu: QMenu
    view_menu: QMenu
    collection_menu: QMenu
    help_menu: QMenu
    recent_menu: QMenu
    language_menu: QMenu
    add_ally_action: QAction
    add_card_action: QAction
    collection_marks_action: QAction
    copy_action: QAction
    cut_action: QAction
    delete_action: QAction
    drop_house_rules_action: QAction
    duplicate_action: QAction
    duplicate_force_action: QAction
    find_action: QAction
    house_rules_action: QAction
    move_down_action: QAction
    move_up_action: QAction
    paste_action: QAction
    remove_force_action: QAction
    rename_action: QAction

    def build_actions(self) -> None:
        """Make every action of :data:`ACTIONS`, Undo and Redo, and the language choices."""
        self.undo = UndoActions(self)
        self.undo_keys = UndoKeys(self, self.undo)
        self.undo.undo_action.setIcon(icon("undo"))
        self.redo_icon = icon("redo")
        self.undo.redo_action.setIcon(self.redo_icon)
        self.addAction(self.undo.undo_action)
        self.addAction(self.undo.redo_action)
        for row in ACTIONS:
            run = partial(self._run, row.handler, row.args)
            action = self._action(
                row.name,
                None if row.toggles else run,
                shortcut=row.shortcut,
                icon_name=row.icon,
            )
            action.setCheckable(row.checkable)
            if row.toggles:
                action.toggled.connect(run)
            self._hold(row.attr, action)
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
        self.build_share_actions()

    def _run(self, handler: str, args: tuple[object, ...], *more: object) -> None:
        """Call the window's *handler* (a dotted name) with *args* (then what the signal
        gave: a toggle's checked state), looked up now: the browser it may name is made with
        the first roster."""
        target = self._held(handler)
        assert callable(target), handler
        target(*args, *more)

    def _held(self, attr: str) -> object:
        """What the window's attribute *attr* (dotted: ``game_mode.action``) holds."""
        held: object = self
        for name in attr.split("."):
            held = getattr(held, name)
        return held

    def _hold(self, attr: str, entry: QAction | QMenu) -> None:
        """Keep *entry* as the window's attribute *attr* (dotted: on the part that owns it)."""
        owner, _, name = attr.rpartition(".")
        setattr(self._held(owner) if owner else self, name, entry)

    def table_action(self, row: Action) -> QAction:
        """The action the window made of *row*."""
        return cast("QAction", self._held(row.attr))

    def _entry(self, attr: str) -> QAction:
        """The action of the window's attribute *attr* (dotted), or its menu's action."""
        entry = self._held(attr)
        return entry.menuAction() if isinstance(entry, QMenu) else cast("QAction", entry)

    def build_menus(self) -> None:
        """The menu bar and the toolbar, laid out from the table's places."""
        bar = self.menuBar()
        for menu in MENUS:
            made = bar.addMenu("")
            made.setObjectName(menu.name)
            if menu.shows is not None:
                made.aboutToShow.connect(partial(self._run, menu.shows, ()))
            self._hold(menu.attr, made)
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.language_menu = QMenu(self)
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        menus: dict[str, list[tuple[int, QAction]]] = {}
        bar_places: list[tuple[int, QAction]] = []
        sources: dict[QAction, tuple[str, str]] = {}
        rows: tuple[Action | Placed, ...] = (*ACTIONS, *PLACED)
        for row in rows:
            action = self._entry(row.attr)
            if row.menu is not None:
                menus.setdefault(row.menu, []).append((row.place, action))
            if row.toolbar is not None:
                bar_places.append((row.toolbar, action))
                source = row.source if isinstance(row, Placed) else (row.context, row.icon_text)
                if source is not None and source[1] is not None:
                    sources[action] = (source[0], source[1])
        for attr, entries in menus.items():
            filled = cast(QMenu, self._held(attr))
            for entry in _laid_out(entries):
                if entry is None:
                    filled.addSeparator()
                else:
                    filled.addAction(entry)
        toolbar = FittingToolBar()
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        for entry in _laid_out(bar_places):
            if entry is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(entry)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        toolbar.set_sources(sources)

    def _card_actions(self) -> list[QAction]:
        return [
            self.duplicate_action,
            self.delete_action,
            self.move_up_action,
            self.move_down_action,
        ]

    def set_language(self, code: str) -> None:
        """Switch the window's language, its panes keeping their widths (the texts of the
        new language may ask for a little more or less room)."""
        kept = [(splitter, splitter.sizes()) for splitter in self.findChildren(QSplitter)]

        def restore() -> None:
            for splitter, sizes in kept:
                with contextlib.suppress(RuntimeError):  # a splitter gone meanwhile
                    if splitter.sizes() != sizes:
                        splitter.setSizes(sizes)

        self.settings.language = code
        self.languages.set_language(code)
        restore()
        QTimer.singleShot(0, restore)  # again once the new texts are laid out
        action = self.language_actions.get(code)
        if action is not None:
            action.setChecked(True)

    def retranslate_actions(self) -> None:
        """Name every menu and action of the table in the current language."""
        translate = QCoreApplication.translate
        for menu in (*MENUS, *SUBMENUS):
            cast(QMenu, self._held(menu.attr)).setTitle(translate(menu.context, menu.title))
        for row in ACTIONS:
            action = self.table_action(row)
            if row.words is not None:  # the phone page's and the odds' words: the catalogue's
                text, short, tip = (
                    None if key is None else core.i18n.message(key, self.lang) for key in row.words
                )
                action.setText(text or "")
                if short is not None:
                    action.setIconText(short)
                if tip is not None:
                    action.setToolTip(tip)
                continue
            if row.text is not None:
                action.setText(translate(row.context, row.text))
            if row.icon_text is not None:
                action.setIconText(translate(row.context, row.icon_text))
            if row.tip is not None:
                action.setToolTip(translate(row.context, row.tip))
        if self.send_dialog is not None:
            self.send_dialog.retranslate(self.lang)
        self.language_actions[""].setText(self.tr("System Language"))
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        self.retranslate_windows()

    def action_states(self) -> dict[str, bool]:
        """What the open roster and the selection allow, by the name a row's ``enabled``
        gives."""
        has_doc = self.document is not None
        path = self.current_path() if has_doc else None
        on_card = path is not None and path.company is not None
        on_structure = path is not None and path.structure is not None
        under = self.document is not None and self.document.session.roster.pack is not None
        return {
            "roster": has_doc,
            "roster_idle": has_doc and not self.writing,
            "idle": not self.writing,
            "import_report": self.current_import_report() is not None,
            "data_record": self.has_data_record(),
            "selection": has_doc and path is not None,
            "element": has_doc and (on_card or on_structure),
            "card_up": on_card and self.can_move(path, -1),
            "card_down": on_card and self.can_move(path, 1),
            "house_rules": has_doc and under,
        }

    def update_state(self) -> None:
        """Enable what applies to the open roster and the selection."""
        states = self.action_states()
        for row in ACTIONS:
            if row.enabled is not None:
                self.table_action(row).setEnabled(states[row.enabled])

    # --- help -------------------------------------------------------------------

    def show_getting_started(self) -> QDialog:
        from listbuilder.gui.dialogs.help_dialogs import GettingStartedDialog  # shown rarely

        dialog = GettingStartedDialog(self, self.lang)
        dialog.open()
        return dialog

    def show_shortcuts(self) -> QDialog:
        """The keys of every command, read from the actions themselves."""
        from listbuilder.gui.dialogs.help_dialogs import ShortcutsDialog

        dialog = ShortcutsDialog(self, self.menuBar(), self.actions())
        dialog.open()
        return dialog

    def tree_menu(self, position: QPoint) -> None:
        menu = self.tree_menu_for(self.tree.current_path())
        menu.exec(self.tree.viewport().mapToGlobal(position))

    def tree_menu_for(self, path: ElementPath | None) -> QMenu:
        """A card's menu holds card actions only; a force's holds the force's (add an ally,
        remove this force)."""
        menu = QMenu(self)
        if path is not None and path.structure is not None:  # ruling 18: no company to move to
            menu.addAction(self.rename_action)
            menu.addActions([self.cut_action, self.copy_action, self.paste_action])
            menu.addActions([self.duplicate_action, self.delete_action])
            return menu
        if path is not None and path.company is not None:
            menu.addAction(self.rename_action)
            menu.addActions([self.cut_action, self.copy_action, self.paste_action])
            menu.addActions(self._card_actions())
            if path.attached is not None:
                self._add_move_to_menu(menu, path)
            return menu
        menu.addAction(self.add_ally_action)
        if path is not None:
            menu.addAction(self.rename_action)
            menu.addActions([self.paste_action, self.duplicate_force_action])
            menu.addAction(self.remove_force_action)
        return menu

    def _add_move_to_menu(self, menu: QMenu, path: ElementPath) -> None:
        document = self.document
        if document is None:
            return
        submenu = menu.addMenu(self.tr("Move to Company"))
        for force_figures in document.session.result.figures.forces:
            for company in force_figures.companies:
                at = core.roster_model.parse_path(company.path)
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
