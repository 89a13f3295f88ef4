"""Dialogs that pick an army list: a new roster (name, points limit, list) and an ally force.

Lists are grouped by army book, each with its kind (Standard, Codex, Ally
only...) as the codex data says. The ally picker also says, in the rules
engine's words, which lists the main force may not take as allies; it still
lets the player choose them (the findings will report it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui import core
from listbuilder.gui.common import icon, plain_label, tip
from listbuilder.gui.editor.colours import Tone, colour
from listbuilder.gui.i18n import fill, format_int
from listbuilder.i18n import message

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.codex.models import ArmyList

PRESETS = (1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000)
DEFAULT_LIMIT = 3000
LIST_ROLE = Qt.ItemDataRole.UserRole + 1


class ListPicker(QWidget):
    """Army lists grouped by book, with a filter; double-click accepts."""

    list_chosen = Signal(str)
    activated = Signal(str)

    def __init__(self, codex: Codex, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._codex = codex
        self._lang = lang
        self._reasons: dict[str, str] = {}
        self.filter = QLineEdit()
        self.filter.setClearButtonEnabled(True)
        self.filter.setPlaceholderText(self.tr("Filter army lists"))
        self.filter.textChanged.connect(self._filter)
        self.tree = QTreeWidget()
        self.tree.setObjectName("listPicker")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Army list"), self.tr("Kind")])
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.itemDoubleClicked.connect(self._double_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filter)
        layout.addWidget(self.tree)
        self._populate()

    def set_reasons(self, reasons: dict[str, str]) -> None:
        """Why some lists would be reported (list id -> message); they are marked."""
        self._reasons = reasons
        self._populate()

    def _populate(self) -> None:
        self.tree.clear()
        books: dict[str, QTreeWidgetItem] = {}
        for book, army_list in self._codex.army_lists():
            parent = books.get(book.id)
            if parent is None:
                parent = QTreeWidgetItem([book.name.get(self._lang), ""])
                parent.setFlags(Qt.ItemFlag.ItemIsEnabled)
                font = parent.font(0)
                font.setBold(True)
                parent.setFont(0, font)
                books[book.id] = parent
                self.tree.addTopLevelItem(parent)
            item = QTreeWidgetItem([army_list.display_name(self._lang), self.kind_text(army_list)])
            item.setData(0, LIST_ROLE, army_list.id)
            reason = self._reasons.get(army_list.id)
            if reason:
                item.setIcon(0, icon("warning"))
                item.setToolTip(0, tip(reason))
                item.setForeground(0, QBrush(colour(Tone.WARNING)))
            else:
                item.setToolTip(0, tip(army_list.display_name(self._lang)))
            parent.addChild(item)
        self.tree.expandAll()
        self._filter(self.filter.text())

    def _books(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def kind_text(self, army_list: ArmyList) -> str:
        return message(f"kind.{army_list.kind.value}", self._lang)

    def current_list(self) -> str | None:
        item = self.tree.currentItem()
        value = item.data(0, LIST_ROLE) if item is not None else None
        return value if isinstance(value, str) else None

    def select(self, list_id: str) -> bool:
        for parent in self._books():
            for item in _children(parent):
                if item.data(0, LIST_ROLE) == list_id:
                    self.tree.setCurrentItem(item)
                    self.tree.scrollToItem(item)
                    return True
        return False

    def _filter(self, text: str) -> None:
        """Show the lists matching every word; the first of them becomes the current one when
        the current is filtered out, so a filter and Enter take it (one pick less)."""
        words = text.casefold().split()
        first: QTreeWidgetItem | None = None
        shown: list[QTreeWidgetItem] = []
        for parent in self._books():
            visible = 0
            for item in _children(parent):
                haystack = " ".join(
                    [parent.text(0), item.text(0), item.text(1), str(item.data(0, LIST_ROLE))]
                ).casefold()
                hide = not all(word in haystack for word in words)
                item.setHidden(hide)
                visible += not hide
                if not hide:
                    shown.append(item)
                    if first is None:
                        first = item
            parent.setHidden(visible == 0)
        current = self.tree.currentItem()
        hidden = current is None or current.isHidden() or current.data(0, LIST_ROLE) is None
        # a list the findings would report (an ally the main force may not take) is passed over
        first = next(
            (item for item in shown if item.data(0, LIST_ROLE) not in self._reasons), first
        )
        if words and first is not None and hidden:
            self.tree.setCurrentItem(first)
            self.tree.scrollToItem(first)

    def _current_changed(self, current: QTreeWidgetItem | None, _: object) -> None:
        list_id = self.current_list()
        if list_id is not None:
            self.list_chosen.emit(list_id)

    def _double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        value = item.data(0, LIST_ROLE)
        if isinstance(value, str):
            self.activated.emit(value)


def _children(parent: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    items = (parent.child(i) for i in range(parent.childCount()))
    return [item for item in items if item is not None]


class NewRosterDialog(QDialog):
    """Name, points limit and army list of a new roster."""

    def __init__(self, codex: Codex, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newRosterDialog")
        self.setWindowTitle(self.tr("New roster"))
        self.resize(560, 620)
        self.name_edit = QLineEdit(self.tr("My army"))
        self.name_edit.setObjectName("newName")
        self.name_edit.selectAll()  # the first word typed names the army
        self.limit_combo = QComboBox()
        self.limit_combo.setObjectName("newLimit")
        self.limit_combo.setEditable(True)
        for preset in PRESETS:
            self.limit_combo.addItem(format_int(preset, lang), preset)
        self.limit_combo.setCurrentIndex(PRESETS.index(DEFAULT_LIMIT))
        validator = QIntValidator(1, 1_000_000, self)
        self.limit_combo.setValidator(validator)
        self.limit_combo.setToolTip(self.tr("Pick a usual size or type any number of points"))
        self.limit_combo.currentTextChanged.connect(self._update_ok)
        self.picker = ListPicker(codex, lang)
        self.picker.list_chosen.connect(self._update_ok)
        self.picker.activated.connect(self._activated)
        self._kind = plain_label(QLabel())
        self._kind.setWordWrap(True)
        self.picker.list_chosen.connect(self._show_kind)
        self._codex = codex
        self._lang = lang
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("Points &limit:"), self.limit_combo)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Army list of the main force:")))
        layout.addWidget(self.picker, 1)
        layout.addWidget(self._kind)
        layout.addWidget(self.buttons)
        self._update_ok()
        self.name_edit.setFocus()  # the name first, typed over; then the filter and Enter

    def points_limit(self) -> int | None:
        text = "".join(ch for ch in self.limit_combo.currentText() if ch.isdigit())
        value = int(text) if text else 0
        return value if value > 0 else None

    def set_points_limit(self, value: int) -> None:
        self.limit_combo.setEditText(str(value))

    def name(self) -> str:
        return self.name_edit.text().strip()

    def list_id(self) -> str | None:
        return self.picker.current_list()

    def _update_ok(self, *_: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.list_id() is not None and self.points_limit() is not None)

    def _show_kind(self, list_id: str) -> None:
        army_list = self._codex.army_list(list_id)
        if army_list is None:
            self._kind.setText("")
            return
        name, kind = army_list.display_name(self._lang), self.picker.kind_text(army_list)
        self._kind.setText(fill(self.tr("%1: %2 list"), name, kind))

    def _activated(self, list_id: str) -> None:
        if self.points_limit() is not None:
            self.accept()


class AllyDialog(QDialog):
    """Choose the army list of an ally force."""

    def __init__(
        self,
        codex: Codex,
        lang: str,
        main_list: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("allyDialog")
        self.setWindowTitle(self.tr("Add an ally force"))
        self.resize(560, 600)
        self.picker = ListPicker(codex, lang)
        self.picker.activated.connect(lambda _: self.accept())
        self.picker.list_chosen.connect(self._update_ok)
        self.picker.set_reasons(ally_reasons(codex, lang, main_list))
        intro = QLabel(
            self.tr(
                "Lists marked with a warning may not ally with your main force; you can still add"
                " them, and the findings will say why."
            )
        )
        intro.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.picker, 1)
        layout.addWidget(self.buttons)
        self._update_ok()
        self.picker.filter.setFocus()  # a filter and Enter take the list

    def list_id(self) -> str | None:
        return self.picker.current_list()

    def _update_ok(self, *_: object) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.list_id() is not None)


def ally_reasons(codex: Codex, lang: str, main_list: str | None) -> dict[str, str]:
    """For each list the main list may not take as an ally, the engine's reason."""
    main = codex.army_list(main_list) if main_list else None
    if main is None:
        return {}
    reasons: dict[str, str] = {}
    main_name = main.display_name(lang)
    for _, army_list in codex.army_lists():
        if army_list.id == main.id:
            continue
        if codex.max_ally_lists(main) == 0:
            verdict: str | None = "none"
            text = message(
                "finding.too-many-allies.none", lang, list=main_name, count=1, max=0, ally=""
            )
            reasons[army_list.id] = text
            continue
        verdict = core.allies.ally_verdict(codex, main, army_list)
        if verdict is not None:
            reasons[army_list.id] = message(
                f"finding.ally-forbidden.{verdict}",
                lang,
                list=main_name,
                ally=army_list.display_name(lang),
            )
    return reasons
