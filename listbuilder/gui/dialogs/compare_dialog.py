"""Compare With...: the two rosters side by side, before and after, in the players' words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class CompareDialog(QDialog):
    """Two columns that wrap their text (no horizontal scroll, whatever the width): each
    change's title on a row of its own across both columns, then how it was and how it is.
    Plain text only: a roster's names are a stranger's text and must never be markup."""

    def __init__(
        self,
        parent: QWidget | None,
        headers: tuple[str, str],
        rows: list[tuple[str, str, str]],
        text: str,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compareDialog")
        self.setWindowTitle(self.tr("Comparison"))
        self.text = text
        self.table = QTableWidget(0, 2, self)
        self.table.setObjectName("compareTable")
        self.table.setHorizontalHeaderLabels(list(headers))
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        bold = QFont(self.font())
        bold.setBold(True)
        for what, before, after in rows:
            row = self.table.rowCount()
            self.table.insertRow(row)
            title = QTableWidgetItem(what)
            title.setFont(bold)
            self.table.setItem(row, 0, title)
            self.table.setSpan(row, 0, 1, 2)
            self.table.insertRow(row + 1)
            self.table.setItem(row + 1, 0, QTableWidgetItem(before))
            self.table.setItem(row + 1, 1, QTableWidgetItem(after))
        header.sectionResized.connect(lambda *_: self.table.resizeRowsToContents())
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        copy = buttons.addButton(self.tr("Copy"), QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 520)

    def cells(self) -> list[list[str]]:
        """Every row's texts, as shown (a title row has one cell)."""
        found = []
        for row in range(self.table.rowCount()):
            texts = []
            for column in range(2 if self.table.columnSpan(row, 0) == 1 else 1):
                item = self.table.item(row, column)
                texts.append(item.text() if item is not None else "")
            found.append(texts)
        return found
