"""The collection editor: every unit of the army books, searchable, with how many you own."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.codex.codex import Codex
from listbuilder.collection.identity import ModelIndex
from listbuilder.collection.io import save_collection
from listbuilder.collection.model import MAX_COUNT, Collection
from listbuilder.collection.needs import Needs
from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import show_error
from listbuilder.gui.i18n import fill

KEY_ROLE = Qt.ItemDataRole.UserRole + 1


class CollectionDialog(QDialog):
    """Edits a copy of the collection; Save writes it (atomically) to *path*."""

    def __init__(
        self,
        parent: QWidget | None,
        codex: Codex,
        collection: Collection,
        path: Path,
        lang: str,
        needs: Needs | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("collectionDialog")
        self.setWindowTitle(self.tr("Collection"))
        self.index = ModelIndex(codex)
        # one row and one key per model, whichever books field it; older files that
        # counted a model under each book are read as that model's count
        self.collection = self.index.normalized(collection)
        self.needs = needs
        self.path = path
        self.model = QStandardItemModel(0, 3, self)
        self.model.setHorizontalHeaderLabels(
            [self.tr("Unit"), self.tr("Army book"), self.tr("Owned")]
        )
        self._fill_rows(codex, lang)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setSortCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search a unit or an army book"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # A to Z, as players look
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        where = QLabel(self)
        where.setTextFormat(Qt.TextFormat.PlainText)
        where.setText(fill(self.tr("Saved in %1"), str(path)))
        buttons = self._buttons(needs)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table)
        layout.addWidget(where)
        layout.addWidget(buttons)
        self.model.itemChanged.connect(self._count_changed)
        self.resize(640, 560)

    def _fill_rows(self, codex: Codex, lang: str) -> None:
        """A row per model, named by the first book that fields it, then the models of the
        collection the books no longer know."""
        known: set[str] = set()
        for book in codex.books.values():
            for unit in book.units:
                key = self.index.key(book.id, unit.id)
                if key in known or key != f"{book.id}/{unit.id}":
                    continue  # the model's row is its first book's unit
                known.add(key)
                books = ", ".join(
                    codex.books[b].name.get(lang) for b in self.index.books(key) if b in codex.books
                )
                self._add_row(key, unit.display_name(lang), books)
        for key in sorted(set(self.collection.models) - known):  # units the books lost
            self._add_row(key, key, "?")

    def _buttons(self, needs: Needs | None) -> QDialogButtonBox:
        """Save, Cancel, and Add What This Roster Needs (when a roster needs models)."""
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        self.add_needed = QPushButton(self.tr("&Add What This Roster Needs"), self)
        self.add_needed.setObjectName("addNeeded")
        self.add_needed.setEnabled(needs is not None and bool(needs.units))
        self.add_needed.setToolTip(
            self.tr("Own at least as many of each model as the open roster fields")
        )
        self.add_needed.clicked.connect(self.add_what_the_roster_needs)
        buttons.addButton(self.add_needed, QDialogButtonBox.ButtonRole.ActionRole)
        return buttons

    def _add_row(self, key: str, unit: str, book: str) -> None:
        name = QStandardItem(unit)
        name.setData(key, KEY_ROLE)
        name.setEditable(False)
        name.setToolTip(key)
        book_item = QStandardItem(book)
        book_item.setEditable(False)
        count = QStandardItem()
        count.setData(self.collection.owned(key), Qt.ItemDataRole.EditRole)
        self.model.appendRow([name, book_item, count])

    def _count_changed(self, item: QStandardItem) -> None:
        if item.column() != 2:
            return
        key = self.model.item(item.row(), 0).data(KEY_ROLE)
        value = item.data(Qt.ItemDataRole.EditRole)
        count = max(0, min(MAX_COUNT, int(value) if isinstance(value, int) else 0))
        self.collection = self.collection.with_count(key, count)

    def add_what_the_roster_needs(self) -> None:
        """Raise each model's count to what the open roster fields (never lower it)."""
        if self.needs is None:
            return
        for unit in self.needs.units:
            if unit.needed > self.count(unit.key):
                self.set_count(unit.key, unit.needed)

    def count(self, key: str) -> int:
        """How many of the model *key* the edited collection owns (any book's key)."""
        return self.collection.owned(self.index.key_of(key))

    def set_count(self, key: str, count: int) -> None:
        """Set one unit's count as the table would (for scripts and tests); *key* may name
        the model under any book that fields it."""
        key = self.index.key_of(key)
        for row in range(self.model.rowCount()):
            if self.model.item(row, 0).data(KEY_ROLE) == key:
                self.model.item(row, 2).setData(count, Qt.ItemDataRole.EditRole)
                return
        raise KeyError(key)

    def save(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            save_collection(self.collection, self.path)
        except (ListBuilderError, OSError) as exc:
            if isinstance(exc, OSError):
                exc = core.errors.CollectionFileError(
                    core.i18n_text.Msg("error.collection.save", reason=exc.strerror or str(exc)),
                    file=self.path,
                )
            show_error(self, exc, title=self.tr("Cannot save the collection"))
            return
        self.accept()
