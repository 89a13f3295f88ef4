"""A roster of another game (BattleScribe data the player added), in a window of its own.

NetEpic's window and editor are left exactly as they are: a roster of another game opens
here, with the same habits (a tree of forces and selections, a browser of what each force
may take by category, a selection's options with their counts, names, notes, undo and
redo, saving) and the same findings pane, fed by
:func:`listbuilder.systems.battlescribe.validation.check_other_roster` after each edit, as
BattleScribe checks after each edit. Every edit is a snapshot of the roster, so undo is
exact whatever the edit touched (a roster of another game is a few hundred selections).
"""

from __future__ import annotations

import contextlib
import copy
import logging
import os
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import plain_box, plain_label, show_error
from listbuilder.gui.editor.findings_panel import FindingsPanel
from listbuilder.gui.i18n import fill, format_cost
from listbuilder.gui.other_game_choices import PackPanel, UnitChoicesBox

if TYPE_CHECKING:
    from listbuilder.rules.engine import ValidationResult
    from listbuilder.systems.battlescribe.checks import Context, Node
    from listbuilder.systems.battlescribe.gamedata import GameData
    from listbuilder.systems.battlescribe.model import Catalogue, Entry
    from listbuilder.systems.battlescribe.packs.api import PackContext
    from listbuilder.systems.battlescribe.roster import Force, OtherRoster, Selection
    from listbuilder.systems.battlescribe.validation import OtherResult

log = logging.getLogger(__name__)
PATH_ROLE = Qt.ItemDataRole.UserRole + 1
ENTRY_ROLE = Qt.ItemDataRole.UserRole + 2
SAVE_FILTER = "BattleScribe (*.rosz *.ros);;Listbuilder YAML (*.yaml)"
UNDO_DEPTH = 100

_open: list[OtherGameWindow] = []
"""The windows of other games open in this process (kept alive until closed)."""


def autosave_folder() -> Path:
    """Autosaves of other games' rosters: beside NetEpic's, in a folder of their own."""
    from listbuilder.gui.window.autosave import autosave_dir

    return autosave_dir() / "other-games"


def recoverable_autosaves() -> list[Path]:
    """Autosaves left by a Listbuilder that is no longer running (its pid leads the name)."""
    folder = autosave_folder()
    try:
        files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    except OSError:
        return []
    found = []
    for file in files:
        pid, _, _rest = file.name.partition("-")
        if pid.isdigit() and core.processes.process_alive(int(pid)):
            continue  # a roster still open, here or in another Listbuilder
        found.append(file)
    return found


class OtherDocument:
    """A roster of another game, its data, its file and its undo history."""

    def __init__(self, roster: OtherRoster, data: GameData, path: Path | None = None) -> None:
        self.roster = roster
        self.data = data
        self.path = path
        self.modified = False
        self.undo_stack: list[tuple[str, OtherRoster]] = []
        self.redo_stack: list[tuple[str, OtherRoster]] = []
        self.autosave_file = autosave_folder() / f"{os.getpid()}-{uuid.uuid4().hex}.yaml"
        """Where the roster is kept after each edit until it is saved or closed (our YAML:
        it keeps the rule pack; offered back at the next start if the app did not close)."""

    def autosave(self) -> None:
        """Keep the roster as it stands (a roster of another game is small: at once)."""
        try:
            core.writing.atomic_write_text(
                self.autosave_file, core.yamlroster.roster_to_yaml(self.roster)
            )
        except (OSError, ListBuilderError) as exc:  # never stops an edit
            log.warning("autosave of %s failed: %s", self.roster.name, exc)

    def forget_autosave(self) -> None:
        with contextlib.suppress(OSError):
            self.autosave_file.unlink(missing_ok=True)

    def edit(self, label: str, change: Callable[[OtherRoster], object]) -> None:
        """Apply *change*, keeping the roster as it was for Undo."""
        before = copy.deepcopy(self.roster)
        change(self.roster)
        self.undo_stack.append((label, before))
        del self.undo_stack[:-UNDO_DEPTH]
        self.redo_stack.clear()
        self.modified = True
        self.autosave()

    def undo(self) -> bool:
        return self._step(self.undo_stack, self.redo_stack)

    def redo(self) -> bool:
        return self._step(self.redo_stack, self.undo_stack)

    def _step(
        self, source: list[tuple[str, OtherRoster]], target: list[tuple[str, OtherRoster]]
    ) -> bool:
        """Undo or redo: the roster kept on *source* comes back, today's goes to *target*."""
        if not source:
            return False
        label, kept = source.pop()
        target.append((label, self.roster))
        self.roster = kept
        self.modified = True
        self.autosave()
        return True

    def check(self) -> OtherResult:
        return core.validation.check_other_roster(self.roster, self.data)

    def save(self, path: Path) -> None:
        """Write .ros/.rosz (BattleScribe's) or .yaml (ours, keeping the rule pack)."""
        if path.suffix.lower() in (".yaml", ".yml"):
            core.writing.atomic_write_text(path, core.yamlroster.roster_to_yaml(self.roster))
        else:
            core.battlescribe_roster.write_other_roster(self.roster, path)
        self.path = path
        self.modified = False
        self.forget_autosave()


def selection_at(roster: OtherRoster, path: str) -> Selection | Force | None:
    """The force or selection at a finding's path (``forces[0].selections[2]``)."""
    current: Any = roster
    for part in path.split("."):
        if not part or "[" not in part:
            return None
        name, _, rest = part.partition("[")
        try:
            index = int(rest.rstrip("]"))
        except ValueError:
            return None
        items = getattr(current, name, None)
        if not isinstance(items, list) or not 0 <= index < len(items):
            return None
        current = items[index]
    return cast("Selection | Force", current) if current is not roster else None


def parent_list(roster: OtherRoster, path: str) -> tuple[list[Any], int] | None:
    """The list holding the element at *path* and its index there."""
    head, _, last = path.rpartition(".")
    owner: Any = roster if not head else selection_at(roster, head)
    name, _, rest = last.partition("[")
    items = getattr(owner, name, None) if owner is not None else None
    try:
        index = int(rest.rstrip("]"))
    except ValueError:
        return None
    if not isinstance(items, list) or not 0 <= index < len(items):
        return None
    return items, index


_copied: tuple[str, Selection] | None = None
"""The unit copied last (its game system's id, and the unit), for Paste in any window."""


def _fresh(selection: Selection) -> Selection:
    """*selection* with new ids throughout (a pasted unit is a new one)."""
    selection.id = core.building._new_id()
    pairs = core.battlescribe_roster.parse_choices(selection.notes)
    if "ref" in pairs:  # a label names one unit: the copy gets its own when one is needed
        del pairs["ref"]
        selection.notes = core.battlescribe_roster.with_choices(selection.notes, pairs)
    for category in selection.categories:
        category.id = core.building._new_id()
    for child in selection.selections:
        _fresh(child)
    return selection


def top_items(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    """The tree's top-level items (never ``None``)."""
    found = (tree.topLevelItem(i) for i in range(tree.topLevelItemCount()))
    return [item for item in found if item is not None]


def child_items(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    found = (item.child(i) for i in range(item.childCount()))
    return [child for child in found if child is not None]


def _category_of(data: GameData, cat: Catalogue, entry: Entry) -> str:
    """The primary category's name of an entry offered at a force's root (else its first),
    named as the data's category entry is (a link's own name is often a placeholder)."""
    target = data.resolve(cat, entry) if entry.kind == "link" else entry
    links = [*entry.category_links, *(target.category_links if target is not None else [])]
    chosen = next((link for link in links if link.primary), links[0] if links else None)
    if chosen is None:
        return ""
    found = data.lookup(cat, chosen.target_id)
    return found.name if isinstance(found, core.battlescribe_model.CategoryEntry) else chosen.name


def offered_at_root(ctx: Context, force: Node) -> list[tuple[int, Entry, Entry]]:
    """The entries a force may take at its root (index in ``root_entries``, the entry or
    link, its target), without those hidden there, as BattleScribe hides them."""
    data = ctx.data
    cat = force.catalogue
    if cat is None:
        return []
    found = []
    for index, entry in enumerate(data.root_entries(cat)):
        target = data.resolve(cat, entry) if entry.kind == "link" else entry
        if target is None or target.kind == "group":
            continue
        modifiers = [*entry.modifiers, *(target.modifiers if target is not entry else [])]
        here = core.checks._phantom(force, target)
        if core.checks._hidden(ctx, here, entry, modifiers) or core.checks._hidden(
            ctx, here, target, modifiers
        ):
            continue
        found.append((index, entry, target))
    return found


class OtherGameWindow(QMainWindow):
    """One roster of another game, built, checked and saved."""

    def __init__(self, document: OtherDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("otherGameWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.document = document
        self.lang = "en"
        self.result: OtherResult | None = None
        self.ctx: Context | None = None
        self._filling = False
        self._generation = 0
        """Counts the checks: the browser is filled again only after one, or for another force."""
        self._browser_key: tuple[str | None, int] | None = None
        self.force_dialog: tuple[QWidget, QComboBox, QComboBox] | None = None
        """Roster › Add Force…'s dialog and its two choices, while it is shown."""
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("rosterName")
        self.name_edit.editingFinished.connect(self._rename_roster)
        self.pack_box = QComboBox()
        self.pack_box.setObjectName("rulePack")
        self.pack_box.activated.connect(self._pack_chosen)
        self.totals = plain_label(QLabel())
        self.totals.setObjectName("otherTotals")
        self.tree = QTreeWidget()
        self.tree.setObjectName("otherTree")
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.itemSelectionChanged.connect(self._selected)
        self.browser = QTreeWidget()
        self.browser.setObjectName("entryBrowser")
        self.browser.header().setStretchLastSection(False)
        self.browser.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.browser.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.browser.itemActivated.connect(lambda item, _c: self._add_from_browser(item))
        self.add_button = QPushButton()
        self.add_button.setObjectName("addEntry")
        self.add_button.clicked.connect(lambda: self._add_from_browser(self.browser.currentItem()))
        self.options = QTreeWidget()
        self.options.setObjectName("optionsList")
        self.options.setRootIsDecorated(False)
        self.options.header().setStretchLastSection(False)
        self.options.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.options.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.more_button = QPushButton("+")
        self.more_button.setObjectName("optionMore")
        self.more_button.clicked.connect(lambda: self._option_step(1))
        self.fewer_button = QPushButton("\u2212")
        self.fewer_button.setObjectName("optionFewer")
        self.fewer_button.clicked.connect(lambda: self._option_step(-1))
        self.number = QSpinBox()
        self.number.setObjectName("selectionNumber")
        self.number.setRange(1, 999)
        self.number.editingFinished.connect(self._number_set)
        self.custom_name = QLineEdit()
        self.custom_name.setObjectName("customName")
        self.custom_name.editingFinished.connect(self._custom_name_set)
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("otherNotes")
        self.notes.setMaximumHeight(90)
        self.notes_button = QPushButton()
        self.notes_button.clicked.connect(self._notes_set)
        self.profiles = plain_label(QLabel())
        self.profiles.setObjectName("otherProfiles")
        self.profiles.setWordWrap(True)
        self.profiles.setTextFormat(Qt.TextFormat.RichText)
        self.findings = FindingsPanel()
        self.findings.finding_activated.connect(self.select_path)
        self.unit_choices = UnitChoicesBox()
        self.unit_choices.chosen.connect(self.set_unit_choice)
        self.pack_panel = PackPanel()
        self.pack_panel.chosen.connect(self.set_roster_choice)
        self.pack_dock = QDockWidget()
        self.pack_dock.setObjectName("packDock")
        self.pack_dock.setWidget(self.pack_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.pack_dock)
        self._layout()
        self._actions()
        self.retranslate()
        self.resize(1100, 720)
        self.refresh()

    # --- layout and commands -----------------------------------------------------------

    def _layout(self) -> None:
        top = QHBoxLayout()
        self.name_label = QLabel()
        self.pack_label = QLabel()
        top.addWidget(self.name_label)
        top.addWidget(self.name_edit, 2)
        top.addWidget(self.pack_label)
        top.addWidget(self.pack_box, 1)
        top.addWidget(self.totals, 2)
        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(self.tree)
        left.addWidget(self.findings)
        left.setSizes([480, 200])
        browser_side = QWidget()
        browser_layout = QVBoxLayout(browser_side)
        browser_layout.setContentsMargins(0, 0, 0, 0)
        browser_layout.addWidget(self.browser, 1)
        browser_layout.addWidget(self.add_button)
        options_side = QWidget()
        form = QFormLayout()
        self.number_label = QLabel()
        self.custom_label = QLabel()
        form.addRow(self.number_label, self.number)
        form.addRow(self.custom_label, self.custom_name)
        steps = QHBoxLayout()
        steps.addWidget(self.fewer_button)
        steps.addWidget(self.more_button)
        steps.addStretch(1)
        options_layout = QVBoxLayout(options_side)
        options_layout.setContentsMargins(0, 0, 0, 0)
        options_layout.addLayout(form)
        options_layout.addWidget(self.options, 1)
        options_layout.addLayout(steps)
        options_layout.addWidget(self.unit_choices)
        options_layout.addWidget(self.profiles)
        options_layout.addWidget(self.notes)
        options_layout.addWidget(self.notes_button)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(browser_side)
        right.addWidget(options_side)
        body = QSplitter(Qt.Orientation.Horizontal)
        body.addWidget(left)
        body.addWidget(right)
        body.setSizes([620, 480])
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addLayout(top)
        layout.addWidget(body, 1)
        self.setCentralWidget(central)

    def _action(self, name: str, slot: Callable[[], object], shortcut: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _actions(self) -> None:
        key = QKeySequence.StandardKey
        self.save_action = self._action("otherSave", self.save, key.Save)
        self.save_as_action = self._action("otherSaveAs", self.save_as, key.SaveAs)
        self.close_action = self._action("otherClose", self.close, "Ctrl+W")
        self.undo_action = self._action("otherUndo", self.undo, key.Undo)
        self.redo_action = self._action("otherRedo", self.redo, key.Redo)
        self.delete_action = self._action("otherDelete", self.delete_selected, key.Delete)
        self.copy_action = self._action("otherCopy", self.copy_selected, key.Copy)
        self.paste_action = self._action("otherPaste", self.paste, key.Paste)
        self.duplicate_action = self._action("otherDuplicate", self.duplicate_selected, "Ctrl+D")
        self.add_force_action = self._action("otherAddForce", self.choose_force)
        self.copy_text_action = self._action("otherCopyText", lambda: self.copy_as("text"))
        self.copy_markdown_action = self._action(
            "otherCopyMarkdown", lambda: self.copy_as("markdown"), "Ctrl+Shift+C"
        )
        self.copy_code_action = self._action("otherCopyCode", lambda: self.copy_as("code"))
        self.export_action = self._action("otherExport", self.export_dialog, "Ctrl+E")
        self.print_action = self._action("otherPrint", self.print_dialog, key.Print)
        self.pack_action = self._action("otherPackChoices", self.show_pack_panel, "Ctrl+Shift+K")
        self.file_menu = self.menuBar().addMenu("")
        self.file_menu.addActions([self.save_action, self.save_as_action])
        self.file_menu.addSeparator()
        self.file_menu.addActions([self.print_action, self.export_action])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.close_action)
        self.edit_menu = self.menuBar().addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.copy_action, self.paste_action, self.duplicate_action])
        self.edit_menu.addAction(self.delete_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addActions(
            [self.copy_text_action, self.copy_markdown_action, self.copy_code_action]
        )
        self.roster_menu = self.menuBar().addMenu("")
        self.roster_menu.addAction(self.add_force_action)
        self.roster_menu.addAction(self.pack_action)

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As\u2026"))
        self.close_action.setText(self.tr("&Close Roster"))
        self.undo_action.setText(self.tr("&Undo"))
        self.redo_action.setText(self.tr("&Redo"))
        self.delete_action.setText(self.tr("&Delete"))
        self.copy_action.setText(self.tr("&Copy"))
        self.roster_menu.setTitle(self.tr("&Roster"))
        self.copy_text_action.setText(self.tr("Copy as &Text"))
        self.copy_markdown_action.setText(self.tr("Copy as &Markdown"))
        self.copy_code_action.setText(self.tr("Copy Share C&ode"))
        self.export_action.setText(self.tr("&Export Roster\u2026"))
        self.print_action.setText(self.tr("&Print Roster to PDF\u2026"))
        self.add_force_action.setText(self.tr("Add &Force\u2026"))
        self.pack_action.setText(self.tr("&Pack Choices and Composition"))
        self.pack_dock.setWindowTitle(self.tr("Pack"))
        self.unit_choices.retranslate()
        self.pack_panel.retranslate()
        self.paste_action.setText(self.tr("&Paste"))
        self.duplicate_action.setText(self.tr("D&uplicate"))
        self.name_label.setText(self.tr("Roster:"))
        self.pack_label.setText(self.tr("Rules:"))
        self.add_button.setText(self.tr("&Add to the Force"))
        self.number_label.setText(self.tr("Number:"))
        self.custom_label.setText(self.tr("Name:"))
        self.notes_button.setText(self.tr("Keep the Notes"))
        self.more_button.setToolTip(self.tr("Take one more of the selected option"))
        self.fewer_button.setToolTip(self.tr("Take one fewer of the selected option"))
        self.browser.setHeaderLabels([self.tr("May be added"), self.tr("Cost")])
        self.options.setHeaderLabels([self.tr("Option"), self.tr("Taken")])
        self._fill_packs()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.pack_panel.lang = lang
        self.findings.set_language(lang)
        self.retranslate()
        self.refresh()

    def _fill_packs(self) -> None:
        names = {
            "mac-hammer": "Mac Hammer 40K",
            "only-war": self.tr("Only War (40K 8th edition)"),
            "bfg": "Battlefleet Gothic",
        }
        self.pack_box.clear()
        self.pack_box.addItem(self.tr("The data's own constraints"), "")
        for name in core.battlescribe_packs.pack_names():
            self.pack_box.addItem(names.get(name, name), name)
        index = self.pack_box.findData(self.document.roster.rules or "")
        self.pack_box.setCurrentIndex(max(index, 0))

    # --- showing -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Check the roster and show it again, the selected element kept."""
        document = self.document
        kept = self.selected_path()
        self.result = document.check()
        self._generation += 1
        self.ctx, _ = core.checks.make_context(document.data, document.roster)
        self._filling = True
        try:
            self.name_edit.setText(document.roster.name)
            index = self.pack_box.findData(document.roster.rules or "")
            self.pack_box.setCurrentIndex(max(index, 0))
            self._fill_tree()
        finally:
            self._filling = False
        self.findings.set_result(cast("ValidationResult", self.result))
        self._show_pack()
        self._show_totals()
        self.undo_action.setEnabled(bool(document.undo_stack))
        self.redo_action.setEnabled(bool(document.redo_stack))
        self.update_title()
        if kept is None or not self.select_path(kept):
            self._selected()

    def cost_types(self) -> list[tuple[str, str]]:
        return [
            (cost.id, cost.name.strip())
            for cost in self.document.data.system.cost_types
            if not cost.hidden
        ]

    def _fill_tree(self) -> None:
        ctx = self.ctx
        assert ctx is not None
        costs = self.cost_types()
        self.tree.clear()
        self.tree.setHeaderLabels([self.tr("Name"), self.tr("Number")] + [n for _i, n in costs])

        def add(parent: QTreeWidgetItem | None, node: Node) -> None:
            if node.selection is not None:
                sel = node.selection
                name = sel.custom_name or sel.name
                values = [
                    format_cost(
                        core.battlescribe_exports.subtree_cost(ctx, node, type_id), self.lang
                    )
                    for type_id, _n in costs
                ]
                texts = [name, str(sel.number), *values]
            else:
                force = node.force
                title = force.custom_name or force.name
                texts = [fill(self.tr("%1 (%2)"), title, force.catalogue_name)]
                for type_id, _n in costs:
                    total = sum(
                        core.battlescribe_exports.subtree_cost(ctx, child, type_id)
                        for child in node.walk(False)
                    )
                    texts.append(format_cost(total, self.lang))
                texts.insert(1, "")
            item = QTreeWidgetItem(texts)
            item.setData(0, PATH_ROLE, node.path)
            if parent is None:
                self.tree.addTopLevelItem(item)
            else:
                parent.addChild(item)
            for child in node.children:
                add(item, child)
            for force_node in node.forces:
                add(item, force_node)
            item.setExpanded(node.selection is None)

        for force in ctx.root.forces:
            add(None, force)
        for column in range(1, self.tree.columnCount()):
            self.tree.resizeColumnToContents(column)
        self.tree.setColumnWidth(0, max(self.tree.columnWidth(0), 300))

    def totals_text(self) -> str:
        result = self.result
        if result is None:
            return ""
        parts = []
        for type_id, name in self.cost_types():
            value = result.totals.get(type_id, 0.0)
            limit = self.document.roster.cost_limits.get(type_id, -1.0)
            if limit >= 0:
                parts.append(
                    f"{format_cost(value, self.lang)}/{format_cost(limit, self.lang)} {name}"
                )
            else:
                parts.append(f"{format_cost(value, self.lang)} {name}")
        status = self.tr("Legal") if result.legal else self.tr("Illegal")
        return fill(self.tr("%1 \u2014 %2"), ", ".join(parts), status)

    def _show_totals(self) -> None:
        self.totals.setText(self.totals_text())

    def update_title(self) -> None:
        document = self.document
        name = document.roster.name or self.tr("Untitled")
        where = document.path.name if document.path is not None else self.tr("not saved")
        mark = "*" if document.modified else ""
        self.setWindowTitle(
            f"{mark}{name} ({where}) \u2014 {document.data.name} \u2014 Listbuilder"
        )

    def selected_path(self) -> str | None:
        items = self.tree.selectedItems()
        if not items:
            return None
        path = items[0].data(0, PATH_ROLE)
        return path if isinstance(path, str) else None

    def item_at(self, path: str) -> QTreeWidgetItem | None:
        stack = top_items(self.tree)
        while stack:
            item = stack.pop()
            if item.data(0, PATH_ROLE) == path:
                return item
            stack.extend(child_items(item))
        return None

    def select_path(self, path: str) -> bool:
        """Select the element at *path* (a finding's), or its nearest parent shown."""
        while path:
            item = self.item_at(path)
            if item is not None:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
                return True
            path = path.rpartition(".")[0]
        return False

    def node_at(self, path: str | None) -> Node | None:
        if self.ctx is None or not path:
            return None
        stack = list(self.ctx.root.forces)
        while stack:
            node = stack.pop()
            if node.path == path:
                return node
            stack.extend(node.children)
            stack.extend(node.forces)
        return None

    def force_node(self, node: Node | None) -> Node | None:
        while node is not None and node.selection is not None:
            node = node.parent
        return node if node is not None and node.path else None

    def _selected(self) -> None:
        if self._filling:
            return
        node = self.node_at(self.selected_path())
        self._fill_browser(self.force_node(node) or self._first_force())
        self._fill_options(node)
        self._fill_unit_choices(node)
        findings = self.result.findings if self.result is not None else ()
        path = node.path if node is not None else None
        self.findings.mark([f for f in findings if path and f.path == path])  # type: ignore[misc]

    def _first_force(self) -> Node | None:
        return self.ctx.root.forces[0] if self.ctx is not None and self.ctx.root.forces else None

    def _fill_browser(self, force: Node | None) -> None:
        """The entries the force may take at its root, grouped by their primary category."""
        key = (force.path if force is not None else None, self._generation)
        if key == self._browser_key:
            return
        self._browser_key = key
        self.browser.clear()
        self.browser_force = force.path if force is not None else None
        if force is None or force.catalogue is None:
            self.add_button.setEnabled(False)
            return
        data = self.document.data
        cat = force.catalogue
        groups: dict[str, QTreeWidgetItem] = {}
        points = self.cost_types()[0][0] if self.cost_types() else ""
        assert self.ctx is not None
        for index, entry, target in offered_at_root(self.ctx, force):
            category = _category_of(data, cat, entry) or self.tr("Other")
            group = groups.get(category)
            if group is None:
                group = QTreeWidgetItem([category])
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                groups[category] = group
            cost = entry.costs.get(points, target.costs.get(points, 0.0))
            item = QTreeWidgetItem(
                [entry.name or target.name, format_cost(cost, self.lang) if cost else ""]
            )
            item.setData(0, ENTRY_ROLE, index)
            group.addChild(item)
        links = force.force_entry.category_links if force.force_entry is not None else []
        slots = [link.name for link in links]
        order = {name.casefold(): index for index, name in enumerate(slots)}

        def place(name: str) -> tuple[int, str]:  # the force's own slots first, in its order
            return order.get(name.casefold(), len(order)), name.casefold()

        for name in sorted(groups, key=place):
            group = groups[name]
            group.sortChildren(0, Qt.SortOrder.AscendingOrder)
            group.setText(0, fill(self.tr("%1 (%2)"), name, str(group.childCount())))
            self.browser.addTopLevelItem(group)
            group.setExpanded(True)
        self.add_button.setEnabled(True)

    def browser_categories(self) -> list[str]:
        return [item.text(0) for item in top_items(self.browser)]

    def browser_item(self, name: str) -> QTreeWidgetItem | None:
        for group in top_items(self.browser):
            for item in child_items(group):
                if item.text(0) == name:
                    return item
        return None

    # --- options of the selected selection ---------------------------------------------

    def _offered(self, node: Node) -> list[tuple[Entry, str]]:
        """The child entries a selection offers (through groups), with their group's id
        (the groups met are kept in ``_groups``: a choice of one swaps, see below)."""
        self._groups: dict[str, tuple[Entry, Entry]] = {}
        data = self.document.data
        cat = node.catalogue
        if cat is None or node.selection is None:
            return []

        ctx = self.ctx
        assert ctx is not None
        taken = {part for sel in node.selection.selections for part in sel.entry_ids}
        found: list[tuple[Entry, str]] = []
        stack: list[tuple[Entry, str]] = [(e, "") for entry in node.entries for e in entry.entries]
        stack.reverse()
        while stack:
            entry, group = stack.pop()
            target = data.resolve(cat, entry) if entry.kind == "link" else entry
            if target is None:
                continue
            modifiers = [*entry.modifiers, *(target.modifiers if target is not entry else [])]
            here = core.checks._phantom(node, target)
            hidden = core.checks._hidden(ctx, here, entry, modifiers) or core.checks._hidden(
                ctx, here, target, modifiers
            )
            if hidden and entry.id not in taken:  # what is taken stays, to be taken out
                continue
            if target.kind == "group":
                group_id = entry.id if entry is target else f"{entry.id}::{target.id}"
                self._groups[group_id] = (entry, target)
                stack.extend(reversed([(e, group_id) for e in target.entries]))
                continue
            found.append((entry, group))
        return found

    def _taken(self, node: Node, entry: Entry) -> list[Selection]:
        assert node.selection is not None
        return [s for s in node.selection.selections if entry.id in s.entry_ids]

    def _fill_options(self, node: Node | None) -> None:
        self.options.clear()
        self._options: list[tuple[Entry, str]] = []
        selection = node.selection if node is not None else None
        force = node.force if node is not None and selection is None else None
        self.number.setEnabled(selection is not None)
        self.custom_name.setEnabled(node is not None)
        self.notes.setEnabled(node is not None)
        self.notes_button.setEnabled(node is not None)
        self.number.blockSignals(True)
        self.number.setValue(selection.number if selection is not None else 1)
        self.number.blockSignals(False)
        element = selection or force
        self.custom_name.setText(element.custom_name if element is not None else "")
        from listbuilder.systems.battlescribe.roster import with_choices

        # the pack's choices have their own fields: the notes show the player's own text
        self.notes.setPlainText(with_choices(element.notes, {}) if element is not None else "")
        self.profiles.setText(self._profiles_html(selection))
        if node is None or selection is None:
            self._step_buttons()
            return
        for entry, group in self._offered(node):
            taken = sum(s.number for s in self._taken(node, entry))
            item = QTreeWidgetItem([entry.name, str(taken)])
            item.setData(0, ENTRY_ROLE, len(self._options))
            self._options.append((entry, group))
            self.options.addTopLevelItem(item)
        self._step_buttons()

    def _step_buttons(self) -> None:
        on = bool(getattr(self, "_options", None))
        self.more_button.setEnabled(on)
        self.fewer_button.setEnabled(on)

    def _profiles_html(self, selection: Selection | None) -> str:
        from listbuilder.gui.common import esc

        if selection is None:
            return ""
        rows = []
        for profile in selection.profiles[:6]:
            values = ", ".join(f"{esc(c[0])} {esc(c[-1])}" for c in profile.characteristics)
            rows.append(f"<b>{esc(profile.name)}</b> <i>({esc(profile.type_name)})</i>: {values}")
        if selection.rules:
            rules = ", ".join(esc(r.name) for r in selection.rules)
            rows.append(fill(self.tr("Rules: %1"), rules))
        return "<br>".join(rows)

    def option_names(self) -> list[tuple[str, int]]:
        return [(item.text(0), int(item.text(1))) for item in top_items(self.options)]

    # --- edits ---------------------------------------------------------------------------

    def _edit(self, label: str, change: Callable[[OtherRoster], object]) -> bool:
        try:
            self.document.edit(label, change)
        except (KeyError, ValueError) as exc:
            self.statusBar().showMessage(fill(self.tr("Cannot do that: %1"), str(exc)), 8000)
            return False
        self.refresh()
        self.statusBar().showMessage(label, 4000)
        return True

    def add_entry(self, name: str) -> bool:
        """Add the browser's entry named *name* to the force shown there."""
        item = self.browser_item(name)
        return item is not None and self._add_from_browser(item)

    def _add_from_browser(self, item: QTreeWidgetItem | None) -> bool:
        force_path = getattr(self, "browser_force", None)
        if item is None or force_path is None:
            return False
        index = item.data(0, ENTRY_ROLE)
        force = self.node_at(force_path)
        if not isinstance(index, int) or force is None or force.catalogue is None:
            return False
        data = self.document.data
        cat = force.catalogue
        entry = data.root_entries(cat)[index]
        count = len(force.force.selections)

        def change(roster: OtherRoster) -> None:
            target = selection_at(roster, force_path)
            assert target is not None
            core.building.add_entry(data, cat, target.selections, entry, roster=roster)

        if not self._edit(fill(self.tr("Added %1."), entry.name), change):
            return False
        self.select_path(f"{force_path}.selections[{count}]")
        return True

    def step_option(self, name: str, step: int) -> bool:
        for item in top_items(self.options):
            if item.text(0) == name:
                self.options.setCurrentItem(item)
                return self._option_step(step)
        return False

    def _option_step(self, step: int) -> bool:
        """One more (or fewer) of the option chosen: a selection already taken of it counts
        one more, else a new one is taken; at none it goes."""
        path = self.selected_path()
        node = self.node_at(path)
        item = self.options.currentItem()
        if node is None or node.selection is None or item is None or path is None:
            return False
        entry, group = self._options[int(item.data(0, ENTRY_ROLE))]
        data = self.document.data
        cat = node.catalogue
        taken = self._taken(node, entry)
        if step < 0 and not taken:
            return False
        row = self.options.indexOfTopLevelItem(item)
        one_of = bool(group) and self._one_of(group)
        if step > 0 and one_of and taken:
            return False  # already the one chosen

        def change(roster: OtherRoster) -> None:
            sel = selection_at(roster, path)
            assert sel is not None and cat is not None
            mine = [s for s in sel.selections if entry.id in s.entry_ids]
            if step > 0 and one_of:  # a choice of one: the other choice goes
                sel.selections[:] = [
                    s for s in sel.selections if s.entry_group_id != group or s in mine
                ]
            if not mine:
                core.building.add_entry(
                    data, cat, sel.selections, entry, group_id=group, roster=roster
                )
                return
            last = mine[-1]
            per = {k: v / last.number for k, v in last.costs.items()} if last.number else {}
            if last.number + step <= 0:
                sel.selections.remove(last)
                return
            last.number += step
            last.costs = {k: v * last.number for k, v in per.items()}

        label = self.tr("One more %1.") if step > 0 else self.tr("One fewer %1.")
        done = self._edit(fill(label, entry.name), change)
        again = top_items(self.options)
        if done and 0 <= row < len(again):
            self.options.setCurrentItem(again[row])
        return done

    def _one_of(self, group_id: str) -> bool:
        """Whether the group takes at most one selection (a choice: taking another swaps)."""
        found = self._groups.get(group_id)
        if found is None:
            return False
        limits = [
            m
            for m in (core.building._max_of(found[0]), core.building._max_of(found[1]))
            if m is not None
        ]
        return bool(limits) and min(limits) == 1

    def set_number(self, number: int) -> bool:
        path = self.selected_path()
        node = self.node_at(path)
        if path is None or node is None or node.selection is None or number < 1:
            return False
        if node.selection.number == number:
            return False

        def change(roster: OtherRoster) -> None:
            sel = selection_at(roster, path)

            assert isinstance(sel, core.battlescribe_roster.Selection)
            old = sel.number or 1
            sel.costs = {k: v / old * number for k, v in sel.costs.items()}
            sel.number = number

        return self._edit(fill(self.tr("%1 now %2."), node.selection.name, str(number)), change)

    def _number_set(self) -> None:
        self.set_number(self.number.value())

    def set_custom_name(self, name: str) -> bool:
        path = self.selected_path()
        element = selection_at(self.document.roster, path) if path else None
        if path is None or element is None or element.custom_name == name.strip():
            return False

        def change(roster: OtherRoster) -> None:
            found = selection_at(roster, path)
            assert found is not None
            found.custom_name = name.strip()

        return self._edit(fill(self.tr("Renamed %1."), element.name), change)

    def _custom_name_set(self) -> None:
        self.set_custom_name(self.custom_name.text())

    def set_notes(self, notes: str) -> bool:
        """The player's own notes of the selected element (its pack choices kept)."""
        from listbuilder.systems.battlescribe.roster import parse_choices, with_choices

        path = self.selected_path()
        element = selection_at(self.document.roster, path) if path else None
        if path is None or element is None:
            return False
        if not parse_choices(notes):  # a line typed by the player is taken as it is
            notes = with_choices(notes, parse_choices(element.notes))
        if element.notes == notes:
            return False

        def change(roster: OtherRoster) -> None:
            found = selection_at(roster, path)
            assert found is not None
            found.notes = notes

        return self._edit(fill(self.tr("Notes of %1 kept."), element.name), change)

    def _notes_set(self) -> None:
        self.set_notes(self.notes.toPlainText())

    def _rename_roster(self) -> None:
        if not self._filling:
            self.rename_roster(self.name_edit.text())

    def rename_roster(self, name: str) -> bool:
        name = name.strip()
        if not name or name == self.document.roster.name:
            return False
        return self._edit(
            fill(self.tr("Roster renamed %1."), name), lambda roster: setattr(roster, "name", name)
        )

    def _pack_chosen(self) -> None:
        self.set_pack(str(self.pack_box.currentData() or ""))

    def set_pack(self, pack: str) -> bool:
        """Check the roster under a rule pack (kept in the roster's notes, every format)."""
        if pack == (self.document.roster.rules or ""):
            return False
        return self._edit(
            fill(self.tr("Rules: %1."), self.pack_box.currentText()),
            lambda roster: setattr(roster, "rules", pack),
        )

    # --- the pack's choices and figures ------------------------------------------------

    def pack_context(self) -> PackContext | None:
        """What the roster's pack sees of it (``None`` without a pack)."""
        from listbuilder.systems.battlescribe.packs.api import PackContext

        if not self.document.roster.rules or self.ctx is None:
            return None
        return PackContext(self.document.data, self.document.roster, self.ctx)

    def unit_paths(self) -> list[tuple[str, str]]:
        """Every unit (a force's root selection) as (path, label), a repeated name numbered."""
        if self.ctx is None:
            return []
        units = [
            node
            for force in self._all_force_nodes()
            for node in force.children
            if node.selection is not None
        ]
        names = [n.selection.custom_name or n.selection.name for n in units if n.selection]
        seen: dict[str, int] = {}
        found = []
        for node, name in zip(units, names, strict=True):
            seen[name] = seen.get(name, 0) + 1
            label = name if names.count(name) == 1 else f"{name} #{seen[name]}"
            found.append((node.path, label))
        return found

    def _all_force_nodes(self) -> list[Node]:
        assert self.ctx is not None
        found: list[Node] = []
        stack = list(reversed(self.ctx.root.forces))
        while stack:
            node = stack.pop()
            found.append(node)
            stack.extend(reversed(node.forces))
        return found

    def _choice_paths(self, choices: dict[str, str]) -> dict[str, str]:
        """*choices* with a unit named by its selection id named by its path instead (a
        selection inside a unit, a Warlord model, names its unit)."""
        from listbuilder.systems.battlescribe.roster import REFERENCE_KEYS

        by_id = {
            inner.selection.id: unit.path
            for force in (self._all_force_nodes() if self.ctx is not None else [])
            for unit in force.children
            for inner in (unit, *unit.walk(True))
            if inner.selection is not None
        }

        return {k: (by_id.get(v, "") if k in REFERENCE_KEYS else v) for k, v in choices.items()}

    def unit_node(self, node: Node | None) -> Node | None:
        """The unit holding *node*: the force's root selection it is, or is inside."""
        while node is not None and node.parent is not None and node.parent.selection is not None:
            node = node.parent
        return node if node is not None and node.selection is not None else None

    def _fill_unit_choices(self, node: Node | None) -> None:
        from listbuilder.systems.battlescribe.packs.settings import read_settings

        unit = self.unit_node(node)
        pack = self.document.roster.rules
        if unit is None or unit.selection is None or not pack:
            self.unit_choices.show_unit(pack, "", {}, [], [])
            return
        settings = read_settings(self.document.roster)
        choices = self._choice_paths(settings.unit(unit.selection.id))
        others = [(path, label) for path, label in self.unit_paths() if path != unit.path]
        squadrons = sorted(
            {
                pairs["squadron"]
                for pairs in settings.units.values()
                if pairs.get("squadron", "").strip()
            }
        )
        name = unit.selection.custom_name or unit.selection.name
        self.unit_choices.show_unit(pack, name, choices, others, squadrons)

    def _show_pack(self) -> None:
        from listbuilder.systems.battlescribe.packs.settings import read_settings

        pack = self.document.roster.rules
        settings = read_settings(self.document.roster)
        self.pack_panel.show_choices(pack, self._choice_paths(settings.roster), self.unit_paths())
        try:
            self.pack_panel.show_figures(pack, self.pack_context())
        except (KeyError, ValueError, ZeroDivisionError) as exc:  # never stops the window
            log.warning("the figures of %s failed: %s", pack, exc)

    def show_pack_panel(self) -> None:
        """Roster › Pack Choices and Composition: the panel shown, its first field focused."""
        self.pack_dock.show()
        self.pack_dock.raise_()
        panel = self.pack_panel
        for widget in panel.fields.values():
            if panel.form.isRowVisible(widget) and not panel.choices_box.isHidden():
                widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
                return
        self.pack_panel.figures.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def set_unit_choice(self, key: str, value: str) -> bool:
        """Set one pack choice of the selected unit (a unit it names: by its path)."""
        from listbuilder.systems.battlescribe.packs.settings import read_settings, refer
        from listbuilder.systems.battlescribe.roster import REFERENCE_KEYS, set_choice

        unit = self.unit_node(self.node_at(self.selected_path()))
        if unit is None or unit.selection is None:
            return False
        current = self._choice_paths(read_settings(self.document.roster).unit(unit.selection.id))
        if current.get(key, "") == value or (
            key == "deploy" and not current.get(key) and value == "table"
        ):
            return False
        where = unit.path

        def change(roster: OtherRoster) -> None:
            from listbuilder.systems.battlescribe.roster import Selection as Chosen

            owner = selection_at(roster, where)
            assert isinstance(owner, Chosen)
            if key in REFERENCE_KEYS:
                target = selection_at(roster, value) if value else None
                refer(roster, owner, key, target if isinstance(target, Chosen) else None)
            else:
                set_choice(owner, key, "" if key == "deploy" and value == "table" else value)

        name = unit.selection.custom_name or unit.selection.name
        return self._edit(fill(self.tr("Pack choice of %1 set."), name), change)

    def set_roster_choice(self, key: str, value: str) -> bool:
        """Set one roster-wide pack choice (the Warlord: by its unit's path)."""
        from listbuilder.systems.battlescribe.packs.settings import read_settings, refer
        from listbuilder.systems.battlescribe.roster import REFERENCE_KEYS, set_choice

        current = self._choice_paths(read_settings(self.document.roster).roster)
        if current.get(key, "") == value:
            return False

        def change(roster: OtherRoster) -> None:
            from listbuilder.systems.battlescribe.roster import Selection as Chosen

            if key in REFERENCE_KEYS:
                target = selection_at(roster, value) if value else None
                refer(roster, None, key, target if isinstance(target, Chosen) else None)
            else:
                set_choice(roster, key, value)

        return self._edit(self.tr("Roster's pack choice set."), change)

    def delete_selected(self) -> bool:
        path = self.selected_path()
        if path is None:
            return False
        found = parent_list(self.document.roster, path)
        if found is None:
            return False
        items, index = found
        name = getattr(items[index], "name", "")

        def change(roster: OtherRoster) -> None:
            where = parent_list(roster, path)
            assert where is not None
            del where[0][where[1]]

        return self._edit(fill(self.tr("Deleted %1."), name), change)

    def exported(self, fmt: str) -> str:
        """The roster as text, Markdown or a ``BSR1:`` share code, in the window's language."""
        document = self.document
        return core.battlescribe_exports.export_other(
            document.roster, document.data, fmt, self.lang
        ).decode("utf-8")

    def copy_as(self, fmt: str) -> str:
        text = self.exported(fmt)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("Copied to the clipboard."), 4000)
        return text

    def export_dialog(self) -> bool:
        filters = {
            "text": self.tr("Text (*.txt)"),
            "markdown": self.tr("Markdown (*.md)"),
            "code": self.tr("Share code (*.txt)"),
        }
        stem = self.document.roster.name or "roster"
        filename, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Export Roster"), f"{stem}.txt", ";;".join(filters.values())
        )
        if not filename:
            return False
        fmt = next((key for key, text in filters.items() if text == chosen), "text")
        return self.export_to(Path(filename), fmt)

    def print_dialog(self) -> bool:
        """File › Print Roster to PDF…: the roster sheet, a card per unit and the pages of
        the roster's rule pack, as ``listbuilder print`` writes them."""
        stem = self.document.roster.name or "roster"
        filename, _chosen = QFileDialog.getSaveFileName(
            self, self.tr("Print Roster to PDF"), f"{stem}.pdf", self.tr("PDF (*.pdf)")
        )
        if not filename:
            return False
        return self.print_to(Path(filename))

    def print_to(self, path: Path) -> bool:
        document = self.document
        pack = core.render.roster_pack(document.roster, document.data)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            core.outputs.check_output(
                path, [document.path] if document.path else [], core.output_kinds.OutputKind.PDF
            )
            result = core.validation.check_other_roster(document.roster, document.data, pack)
            with core.saving.saved_output(
                path, core.errors.OutputPathError, kind=core.output_kinds.OutputKind.PDF
            ) as tmp:
                core.render.render_other_roster(result, tmp, lang=self.lang, pack=pack)
        except ListBuilderError as exc:
            QGuiApplication.restoreOverrideCursor()
            show_error(self, exc, title=self.tr("Cannot print the roster"))
            return False
        QGuiApplication.restoreOverrideCursor()
        self.statusBar().showMessage(fill(self.tr("Printed to %1."), str(path)), 5000)
        return True

    def export_to(self, path: Path, fmt: str) -> bool:
        try:
            core.writing.atomic_write_text(path, self.exported(fmt))
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot export the roster"))
            return False
        except OSError as exc:
            box = plain_box(QMessageBox(self))
            box.setIcon(QMessageBox.Icon.Warning)
            box.setText(fill(self.tr("Cannot write %1: %2"), str(path), exc.strerror or str(exc)))
            box.exec()
            return False
        self.statusBar().showMessage(fill(self.tr("Exported %1."), str(path)), 5000)
        return True

    def choose_force(self) -> bool:
        """Roster › Add Force…: a catalogue and a force entry of the data."""
        data = self.document.data
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Add Force"))
        catalogue = QComboBox()
        for cat in sorted(data.playable(), key=lambda c: c.name.casefold()):
            catalogue.addItem(cat.name, cat.id)
        last = self.document.roster.forces[-1].catalogue_id if self.document.roster.forces else ""
        catalogue.setCurrentIndex(max(catalogue.findData(last), 0))
        force = QComboBox()

        def fill_forces() -> None:
            from listbuilder.gui.other_game_new import force_entries

            force.clear()
            cat = data.catalogue(str(catalogue.currentData()))
            for entry in force_entries(data, cat) if cat is not None else []:
                force.addItem(entry.name, entry.id)

        catalogue.currentIndexChanged.connect(fill_forces)
        fill_forces()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form = QFormLayout(dialog)
        form.addRow(self.tr("Catalogue:"), catalogue)
        form.addRow(self.tr("Force:"), force)
        form.addRow(buttons)
        self.force_dialog = (dialog, catalogue, force)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            return self.add_force(str(catalogue.currentData()), str(force.currentData()))
        finally:
            self.force_dialog = None
            dialog.deleteLater()

    def add_force(self, catalogue_id: str, force_id: str) -> bool:
        data = self.document.data
        count = len(self.document.roster.forces)
        cat = data.catalogue(catalogue_id)
        entry = data.lookup(cat, force_id) if cat is not None else None
        name = getattr(entry, "name", force_id)

        def change(roster: OtherRoster) -> None:
            core.building.add_force(roster, data, catalogue_id, force_id)

        if not self._edit(fill(self.tr("Added %1."), name), change):
            return False
        self.select_path(f"forces[{count}]")
        return True

    def copy_selected(self) -> bool:
        """Keep a copy of the selected unit (with its options) for Paste."""
        global _copied
        path = self.selected_path()
        element = selection_at(self.document.roster, path) if path else None
        from listbuilder.systems.battlescribe.roster import Selection as Unit

        if not isinstance(element, Unit):
            return False
        _copied = (self.document.data.id, copy.deepcopy(element))
        self.statusBar().showMessage(fill(self.tr("Copied %1."), element.name), 4000)
        return True

    def paste(self) -> bool:
        """Add the copied unit to the force of the selected element (a unit of another
        game's data is refused)."""
        node = self.node_at(self.selected_path()) or self._first_force()
        force = self.force_node(node)
        if _copied is None or force is None or _copied[0] != self.document.data.id:
            return False
        copied = _copied[1]
        where = force.path

        def change(roster: OtherRoster) -> None:
            target = selection_at(roster, where)
            assert target is not None
            target.selections.append(_fresh(copy.deepcopy(copied)))

        count = len(force.force.selections)
        if not self._edit(fill(self.tr("Pasted %1."), copied.name), change):
            return False
        self.select_path(f"{where}.selections[{count}]")
        return True

    def duplicate_selected(self) -> bool:
        return self.copy_selected() and self.paste()

    def undo(self) -> bool:
        if not self.document.undo():
            return False
        self.refresh()
        return True

    def redo(self) -> bool:
        if not self.document.redo():
            return False
        self.refresh()
        return True

    # --- files ---------------------------------------------------------------------------

    def save(self) -> bool:
        path = self.document.path
        if path is None or path.suffix.lower() not in (".ros", ".rosz", ".yaml", ".yml"):
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        stem = self.document.roster.name or "roster"
        filename, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Roster"), f"{stem}.rosz", SAVE_FILTER
        )
        return bool(filename) and self.save_to(Path(filename))

    def save_to(self, path: Path) -> bool:
        if path.suffix.lower() not in (".ros", ".rosz", ".yaml", ".yml"):
            path = path.with_name(path.name + ".rosz")
        try:
            self.document.save(path)
        except ListBuilderError as exc:
            show_error(self, exc, title=self.tr("Cannot save the roster"))
            return False
        except OSError as exc:
            box = plain_box(QMessageBox(self))
            box.setIcon(QMessageBox.Icon.Warning)
            box.setText(fill(self.tr("Cannot write %1: %2"), str(path), exc.strerror or str(exc)))
            box.exec()
            return False
        self.update_title()
        said = fill(self.tr("Saved %1."), str(path))
        self.statusBar().showMessage(said, 8000)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.document.modified and not self._may_close():
            event.ignore()
            return
        if self in _open:
            _open.remove(self)
        self.document.forget_autosave()  # saved, or discarded by the player
        super().closeEvent(event)

    def _may_close(self) -> bool:
        box = plain_box(QMessageBox(self))
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(fill(self.tr("Save the changes to \u201c%1\u201d?"), self.document.roster.name))
        buttons = QMessageBox.StandardButton
        box.setStandardButtons(buttons.Save | buttons.Discard | buttons.Cancel)
        box.setDefaultButton(buttons.Save)
        answer = box.exec()
        if answer == buttons.Save:
            return self.save()
        return answer == buttons.Discard


def show_other_roster(
    roster: OtherRoster, data: GameData, path: Path | None, lang: str
) -> OtherGameWindow:
    """Open a window on a roster of another game; it lives until closed."""
    window = OtherGameWindow(OtherDocument(roster, data, path))
    if lang != "en":
        window.set_language(lang)
    _open.append(window)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def open_windows() -> list[OtherGameWindow]:
    return list(_open)
