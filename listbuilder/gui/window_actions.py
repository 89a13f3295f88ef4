"""The main window's actions, menus, toolbar and context menu: built once, named in the
current language, enabled for what the selection allows."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QSplitter

from listbuilder.gui import core
from listbuilder.gui.common import icon
from listbuilder.gui.i18n import LANGUAGE_NAMES
from listbuilder.gui.other_game_commands import OtherGameCommands
from listbuilder.gui.toolbar import FittingToolBar
from listbuilder.gui.undo import UndoActions, UndoKeys
from listbuilder.gui.window_edits import EditCommands
from listbuilder.gui.window_files import FileCommands
from listbuilder.gui.window_share import ShareCommands
from listbuilder.gui.window_windows import WindowCommands

if TYPE_CHECKING:
    from listbuilder.roster.model import ElementPath


class WindowActions(OtherGameCommands, FileCommands, ShareCommands, WindowCommands, EditCommands):
    """Every command of the window as an action, in menus, the toolbar and the tree's menu."""

    def build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action("new", self.new_roster, shortcut=key.New, icon_name="new")
        self.open_action = self._action(
            "open", self.open_dialog, shortcut=key.Open, icon_name="open"
        )
        self.save_action = self._action("save", self.save, shortcut=key.Save, icon_name="save")
        self.save_as_action = self._action("saveAs", self.save_as, shortcut=key.SaveAs)
        self.save_copy_action = self._action("saveCopy", self.save_copy)
        self.print_action = self._action(
            "printRoster", self.print_roster, shortcut=key.Print, icon_name="print"
        )
        self.templates_action = self._action("exportTemplates", self.export_templates)
        self.export_action = self._action("exportRoster", self.export_dialog, shortcut="Ctrl+E")
        self.export_phone_action = self._action("exportPhone", self.export_phone_dialog)
        self.send_phone_action = self._action("sendToPhone", self.send_to_phone)
        self.import_report_action = self._action("importReport", self.show_import_report)
        self.data_changes_action = self._action("dataChanges", self.show_data_changes)
        self.copy_text_action = self._action("copyText", lambda: self.copy_as("text"))
        self.copy_markdown_action = self._action(
            "copyMarkdown", lambda: self.copy_as("markdown"), shortcut="Ctrl+Shift+C"
        )
        self.copy_bbcode_action = self._action("copyBBCode", lambda: self.copy_as("bbcode"))
        self.game_data_action = self._action("addGameData", self.add_game_data)
        self.quit_action = self._action("quit", self.close, shortcut=key.Quit)
        self.undo = UndoActions(self)
        self.undo_keys = UndoKeys(self, self.undo)
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
        self.copy_action = self._action("copyElement", self.copy_selected, shortcut=key.Copy)
        self.cut_action = self._action("cutElement", self.cut_selected, shortcut=key.Cut)
        self.paste_action = self._action("pasteElement", self.paste, shortcut=key.Paste)
        self.duplicate_force_action = self._action("duplicateForce", self.duplicate_force)
        self.rename_action = self._action("renameElement", self.rename_selected, shortcut="F2")
        self.move_up_action = self._action(
            "moveUp", lambda: self.move_selected(-1), shortcut="Ctrl+Up", icon_name="up"
        )
        self.move_down_action = self._action(
            "moveDown", lambda: self.move_selected(1), shortcut="Ctrl+Down", icon_name="down"
        )
        self.add_card_action = self._action(
            "addCard", lambda: self.browser.add_current(), icon_name="add"
        )
        self.find_action = self._action("findCard", self.focus_search, shortcut=key.Find)
        self.add_ally_action = self._action("addAlly", self.add_ally, icon_name="ally")
        self.remove_force_action = self._action("removeForce", self.remove_force)
        self.house_rules_action = self._action("houseRules", self.choose_house_rules)
        self.drop_house_rules_action = self._action("dropHouseRules", self.drop_house_rules)
        self.about_action = self._action("about", self.about)
        self.getting_started_action = self._action(
            "gettingStarted", self.show_getting_started, shortcut=key.HelpContents
        )
        self.shortcuts_action = self._action("keyboardShortcuts", self.show_shortcuts)
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
        self.build_window_actions()

    def build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.file_menu.addActions([self.new_action, self.open_action])
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.save_action, self.save_as_action, self.save_copy_action])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.print_action, self.templates_action])
        self.file_menu.addActions(
            [
                self.export_action,
                self.export_phone_action,
                self.send_phone_action,
                self.import_report_action,
                self.data_changes_action,
            ]
        )
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.game_data_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo.undo_action, self.undo.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.add_card_action, self.find_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.cut_action, self.copy_action, self.paste_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions(self._copy_actions())
        self.edit_menu.addSeparator()
        self.edit_menu.addActions(self._card_actions())
        self.edit_menu.addAction(self.rename_action)
        self.roster_menu = bar.addMenu("")
        self.roster_menu.addActions(
            [self.add_ally_action, self.duplicate_force_action, self.remove_force_action]
        )
        self.roster_menu.addSeparator()
        self.roster_menu.addActions([self.house_rules_action, self.drop_house_rules_action])
        self.view_menu = bar.addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        for action in self.language_actions.values():
            self.language_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addActions([self.getting_started_action, self.shortcuts_action])
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.build_share_menus(self.file_menu, self.edit_menu)
        self.build_window_menus()

        toolbar = FittingToolBar()
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.addActions([self.new_action, self.open_action, self.save_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo.undo_action, self.undo.redo_action])
        toolbar.addSeparator()
        toolbar.addActions([self.add_ally_action, *self._card_actions()])
        toolbar.addSeparator()
        toolbar.addAction(self.print_action)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        toolbar.set_sources(
            {
                self.new_action: ("WindowActions", "New"),
                self.open_action: ("WindowActions", "Open"),
                self.save_action: ("WindowActions", "Save"),
                self.undo.undo_action: ("UndoActions", "Undo"),
                self.undo.redo_action: ("UndoActions", "Redo"),
                self.add_ally_action: ("WindowActions", "Add Ally"),
                self.duplicate_action: ("WindowActions", "Duplicate"),
                self.delete_action: ("WindowActions", "Delete"),
                self.move_up_action: ("WindowActions", "Up"),
                self.move_down_action: ("WindowActions", "Down"),
                self.print_action: ("WindowActions", "Print"),
            }
        )

    def _copy_actions(self) -> list[QAction]:
        return [self.copy_text_action, self.copy_markdown_action, self.copy_bbcode_action]

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
            self.save_copy_action: (self.tr("Save a Cop&y\u2026"), self.tr("Save a Copy")),
            self.print_action: (self.tr("&Print Roster to PDF\u2026"), self.tr("Print")),
            self.templates_action: (
                self.tr("Export &Templates to PDF\u2026"),
                self.tr("Templates"),
            ),
            self.export_action: (self.tr("&Export Roster\u2026"), self.tr("Export")),
            self.import_report_action: (
                self.tr("BattleScribe &Import Report\u2026"),
                self.tr("Import Report"),
            ),
            self.data_changes_action: (
                self.tr("Changes in the Army &Data\u2026"),
                self.tr("Data Changes"),
            ),
            self.copy_text_action: (self.tr("Copy as &Text"), self.tr("Copy as Text")),
            self.copy_markdown_action: (
                self.tr("Copy as &Markdown"),
                self.tr("Copy as Markdown"),
            ),
            self.copy_bbcode_action: (self.tr("Copy as &BBCode"), self.tr("Copy as BBCode")),
            self.game_data_action: (self.tr("Add &Game Data\u2026"), self.tr("Game Data")),
            self.quit_action: (self.tr("&Quit"), self.tr("Quit")),
            self.delete_action: (self.tr("&Delete"), self.tr("Delete")),
            self.rename_action: (self.tr("Re&name\u2026"), self.tr("Rename")),
            self.copy_action: (self.tr("&Copy"), self.tr("Copy")),
            self.cut_action: (self.tr("Cu&t"), self.tr("Cut")),
            self.paste_action: (self.tr("&Paste"), self.tr("Paste")),
            self.duplicate_force_action: (self.tr("Duplicate &Force"), self.tr("Duplicate Force")),
            self.duplicate_action: (self.tr("D&uplicate"), self.tr("Duplicate")),
            self.move_up_action: (self.tr("Move &Up"), self.tr("Up")),
            self.move_down_action: (self.tr("Move Do&wn"), self.tr("Down")),
            self.add_card_action: (self.tr("&Add Selected Card"), self.tr("Add")),
            self.find_action: (self.tr("&Find Card\u2026"), self.tr("Find")),
            self.add_ally_action: (self.tr("Add A&lly Force\u2026"), self.tr("Add Ally")),
            self.remove_force_action: (self.tr("&Remove Force"), self.tr("Remove Force")),
            self.house_rules_action: (self.tr("&House Rules\u2026"), self.tr("House Rules")),
            self.drop_house_rules_action: (
                self.tr("&Drop House Rules"),
                self.tr("Drop House Rules"),
            ),
            self.about_action: (self.tr("&About Listbuilder"), self.tr("About")),
            self.getting_started_action: (self.tr("&Getting Started"), self.tr("Getting Started")),
            self.shortcuts_action: (self.tr("&Keyboard Shortcuts"), self.tr("Keyboard Shortcuts")),
        }
        for action, (text, short) in texts.items():
            action.setText(text)
            action.setIconText(short)

        self.export_phone_action.setText(core.i18n.message("phone.menu", self.lang))
        self.export_phone_action.setIconText(core.i18n.message("phone.menu_short", self.lang))
        self.export_phone_action.setToolTip(core.i18n.message("phone.menu_tip", self.lang))
        self.send_phone_action.setText(core.i18n.message("phone.send_menu", self.lang))
        self.send_phone_action.setIconText(core.i18n.message("phone.send_short", self.lang))
        self.send_phone_action.setToolTip(core.i18n.message("phone.send_tip", self.lang))
        if self.send_dialog is not None:
            self.send_dialog.retranslate(self.lang)
        self.delete_action.setToolTip(self.tr("Delete the selected card or force (Del)"))
        self.save_copy_action.setToolTip(
            self.tr("Write the roster to another file; this window goes on with its own file")
        )
        self.copy_action.setToolTip(
            self.tr("Copy the selected company or card, with its options and cards (Ctrl+C)")
        )
        self.paste_action.setToolTip(
            self.tr("Paste the copied company or card into the selected force or company (Ctrl+V)")
        )
        self.rename_action.setToolTip(
            self.tr("Give the selected force, company or card a name of your own (F2)")
        )
        self.duplicate_action.setToolTip(self.tr("Duplicate the selected card (Ctrl+D)"))
        self.move_up_action.setToolTip(self.tr("Move the selected card up (Ctrl+Up)"))
        self.move_down_action.setToolTip(self.tr("Move the selected card down (Ctrl+Down)"))
        self.add_ally_action.setToolTip(self.tr("Add an allied force from another army list"))
        self.import_report_action.setToolTip(
            self.tr("What the import of this BattleScribe roster did with each entry")
        )
        self.export_action.setToolTip(
            self.tr("Write the roster for BattleScribe, a forum, Discord or as YAML")
        )
        self.data_changes_action.setToolTip(
            self.tr("What changed for this roster's cards since the army data it was built with")
        )
        self.copy_text_action.setToolTip(self.tr("Copy the roster as plain text for a forum"))
        self.copy_markdown_action.setToolTip(
            self.tr("Copy the roster as Markdown for Discord or Reddit")
        )
        self.copy_bbcode_action.setToolTip(self.tr("Copy the roster as BBCode for a phpBB forum"))
        self.language_actions[""].setText(self.tr("System Language"))
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        self.retranslate_share()
        self.retranslate_windows()

    def update_state(self) -> None:
        """Enable what applies to the open roster and the selection."""
        has_doc = self.document is not None
        path = self.current_path() if has_doc else None
        on_card = path is not None and path.company is not None
        on_structure = path is not None and path.structure is not None
        self.save_action.setEnabled(has_doc)
        self.save_as_action.setEnabled(has_doc)
        self.save_copy_action.setEnabled(has_doc)
        self.print_action.setEnabled(has_doc and not self.writing)
        self.export_action.setEnabled(has_doc and not self.writing)
        self.export_phone_action.setEnabled(has_doc and not self.writing)
        self.send_phone_action.setEnabled(has_doc)
        self.templates_action.setEnabled(not self.writing)
        self.import_report_action.setEnabled(self.current_import_report() is not None)
        self.data_changes_action.setEnabled(self.has_data_record())
        for action in self._copy_actions():
            action.setEnabled(has_doc)
        self.delete_action.setEnabled(has_doc and path is not None)
        self.duplicate_action.setEnabled(has_doc and (on_card or on_structure))
        self.rename_action.setEnabled(has_doc and path is not None)
        self.copy_action.setEnabled(has_doc and (on_card or on_structure))
        self.cut_action.setEnabled(has_doc and (on_card or on_structure))
        self.paste_action.setEnabled(has_doc)
        self.duplicate_force_action.setEnabled(has_doc and path is not None)
        self.move_up_action.setEnabled(on_card and self.can_move(path, -1))
        self.move_down_action.setEnabled(on_card and self.can_move(path, 1))
        self.add_ally_action.setEnabled(has_doc)
        self.remove_force_action.setEnabled(has_doc and path is not None)
        self.house_rules_action.setEnabled(has_doc)
        under = self.document is not None and self.document.session.roster.pack is not None
        self.drop_house_rules_action.setEnabled(has_doc and under)
        self.add_card_action.setEnabled(has_doc)
        self.find_action.setEnabled(has_doc)
        self.update_share_state()
        self.update_window_state()

    # --- help -------------------------------------------------------------------

    def show_getting_started(self) -> QDialog:
        from listbuilder.gui.help_dialogs import GettingStartedDialog  # shown rarely

        dialog = GettingStartedDialog(self, self.lang)
        dialog.open()
        return dialog

    def show_shortcuts(self) -> QDialog:
        """The keys of every command, read from the actions themselves."""
        from listbuilder.gui.help_dialogs import ShortcutsDialog

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
