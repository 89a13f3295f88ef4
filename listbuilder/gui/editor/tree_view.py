"""The roster tree's view: one selection, drag and drop, rows expanded as they come, columns
fitted to the figures and names in every language."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLineEdit,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QWidget,
)

from listbuilder.gui.common import Column
from listbuilder.gui.editor.tree_model import RosterTreeModel
from listbuilder.gui.editor.tree_nodes import FIGURE_COLUMNS, Index
from listbuilder.gui.i18n import format_int
from listbuilder.i18n import LANGUAGES
from listbuilder.roster.model import ElementPath

_FIGURE = re.compile(r"[0-9][0-9,.\s\u00a0\u202f]*")


def widest_figure(metrics: QFontMetrics, text: str) -> int:
    """The width of *text*, a figure, as the widest language writes it ("2,275" in English,
    "2 275" in French): a column sized for one language fits the other."""
    widths = [metrics.horizontalAdvance(text)]
    found = _FIGURE.search(text)
    if found is not None:
        digits = re.sub(r"\D", "", found.group())
        if digits and len(digits) < 16:
            for lang in LANGUAGES:
                figure = format_int(int(digits), lang)
                widths.append(metrics.horizontalAdvance(text.replace(found.group(), figure, 1)))
    return max(widths)


class _NameDelegate(QStyledItemDelegate):
    """Edits a name cell as plain text, starting from the player's own name (not the shown
    "Cassius (Chaplain)"), with the codex name as the hint of an empty field."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        """Every name keeps the room of a mark, shown or not: a row that gets a problem or
        collection mark neither grows nor moves its text (nor, the rows being of one height,
        does every other row)."""
        super().initStyleOption(option, index)
        option.features |= QStyleOptionViewItem.ViewItemFeature.HasDecoration
        view = self.parent()
        if isinstance(view, QTreeView):
            option.decorationSize = view.iconSize()

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        editor = QLineEdit(parent)
        editor.setObjectName("renameEditor")
        editor.setClearButtonEnabled(True)
        return editor

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        model = index.model()
        if isinstance(editor, QLineEdit) and isinstance(model, RosterTreeModel):
            editor.setText(model.custom_name(index))
            editor.setPlaceholderText(model.codex_name(index))
            editor.selectAll()

    def setModelData(self, editor: QWidget, model: Any, index: Index) -> None:
        if isinstance(editor, QLineEdit):
            model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class RosterTree(QTreeView):
    """The tree view: single selection, drag and drop, rows expanded as they appear."""

    current_path_changed = Signal(object)
    """The selected element's :class:`ElementPath`, or ``None``."""
    typed = Signal(str)
    """Text typed while the tree has the focus: it goes to the card search."""

    def __init__(self, model: RosterTreeModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.setModel(model)
        self.setObjectName("rosterTree")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDropIndicatorShown(True)
        self.setUniformRowHeights(True)
        self.setAlternatingRowColors(True)
        self.setAnimated(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setItemDelegateForColumn(Column.NAME, _NameDelegate(self))
        # marks as tall as a line of text: a row is as high with a mark as without
        side = max(self.fontMetrics().height(), 12)
        self.setIconSize(QSize(side, side))
        # F2 comes from the window's Rename action, which works wherever the focus is
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked)
        # a narrow step per level: at 1024 px every pixel of the name column counts
        self.setIndentation(max(self.fontMetrics().averageCharWidth() * 2, 10))
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        self._figure_widths: tuple[int, ...] = ()
        self._name_width = 0
        self._fit_pending = False
        self.fit_columns()
        model.rowsInserted.connect(self._expand_inserted)
        model.rows_filled.connect(self._expand_inserted)
        model.modelReset.connect(self.expandAll)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.filled):
            signal.connect(self.fit_columns)
        for signal in (model.rows_added, model.filled):  # rows made above it push it down
            signal.connect(self._keep_current_in_view)
        model.dataChanged.connect(self._data_changed)
        model.updated.connect(self._model_updated)
        selection = self.selectionModel()
        selection.currentRowChanged.connect(self._current_changed)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Letters typed in the tree search the cards (the focus lands here when a roster
        opens: "land" finds the Land Raider, it does not rename the army)."""
        text = event.text()
        plain = not event.modifiers() & ~(
            Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier
        )
        if plain and text and text.isprintable() and not text.isspace():
            self.typed.emit(text)
            event.accept()
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click below the rows selects nothing: the roster itself (its notes show below
        the card view)."""
        if not self.indexAt(event.position().toPoint()).isValid():
            self.select_path(None)
        super().mousePressEvent(event)

    def fit_columns(self, *_: object) -> None:
        """Figure columns as narrow as their figures, the name column the rest, and the tree
        asks for the width that shows its company and card names whole (measured once the
        rows are all in, when a big roster fills in slices)."""
        if self._model.updating:  # measured once the edit's rows are all in place
            self._fit_pending = True
            return
        self._fit_figures()
        if not self._model.filling:
            self._fit_names()

    def _keep_current_in_view(self) -> None:
        index = self.currentIndex()
        if index.isValid():
            self.scrollTo(index)

    def _model_updated(self) -> None:
        if self._fit_pending:
            self._fit_pending = False
            self.fit_columns()

    def _fit_figures(self) -> None:
        """Each figure column as wide as its header or the forces' totals, the widest figures
        of the tree (a company or a card counts less than its force): only the few force rows
        are measured, never every row after every edit (the slow part of ResizeToContents)."""
        model = self._model
        header = self.header()
        bold = self.font()
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        spacing = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) * 2 + 8
        widths = []
        for column in FIGURE_COLUMNS:
            texts = (model.index(row, column).data() for row in range(model.rowCount()))
            widest = max((widest_figure(metrics, str(text or "")) for text in texts), default=0)
            widths.append(max(header.sectionSizeHint(column), widest + spacing))
        if tuple(widths) == self._figure_widths:
            return
        self._figure_widths = tuple(widths)
        for column, width in zip(FIGURE_COLUMNS, widths, strict=True):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, width)
        self._ask_for_room()

    def _fit_names(self) -> None:
        """Measure the company and card names (not the forces': their long list names are
        in their tooltips) at their depth, with room for a problem icon."""
        model = self._model
        metrics = self.fontMetrics()
        mark = self.iconSize().width() if self.iconSize().isValid() else 16
        step = self.indentation()
        # each name measured once (a big army repeats its cards), in every language
        depths = model.names_in_every_language()
        widest = max(
            (depth * step + metrics.horizontalAdvance(text) for text, depth in depths.items()),
            default=0,
        )
        width = widest + mark + 12 if widest else 0
        if width != self._name_width:
            self._name_width = width
            self._ask_for_room()

    def _ask_for_room(self) -> None:
        """A minimum width that shows the names whole, up to a readable length: past it the
        name is cut and its tooltip says it whole."""
        metrics = self.fontMetrics()
        readable = metrics.averageCharWidth() * 36 + 2 * self.indentation() + 16
        name = min(self._name_width, readable) or readable // 2
        chrome = self.frameWidth() * 2 + self.style().pixelMetric(
            QStyle.PixelMetric.PM_ScrollBarExtent
        )
        self.setMinimumWidth(name + sum(self._figure_widths) + chrome)

    def _data_changed(self, top_left: QModelIndex, *_: object) -> None:
        if not top_left.parent().isValid():  # a force's totals: perhaps one more digit
            if self._model.updating:
                self._fit_pending = True
            else:
                self._fit_figures()

    def rename_current(self) -> bool:
        """Open the name editor on the selected force, company or card."""
        index = self.currentIndex()
        if not index.isValid():
            return False
        index = index.siblingAtColumn(Column.NAME)
        self.setFocus()
        self.scrollTo(index)
        self.edit(index)
        return self.state() == QAbstractItemView.State.EditingState

    def current_path(self) -> ElementPath | None:
        index = self.currentIndex()
        return self._model.path_of(index) if index.isValid() else None

    def select_path(self, path: ElementPath | None) -> None:
        if path is None:
            self.clearSelection()
            self.setCurrentIndex(QModelIndex())
            return
        index = self._model.index_of(path)
        if not index.isValid():
            return
        parent = index.parent()
        while parent.isValid():
            self.expand(parent)
            parent = parent.parent()
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self.selectionModel().setCurrentIndex(index, flags)
        self.scrollTo(index)

    def _expand_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        for row in range(first, last + 1):
            index = self._model.index(row, 0, parent)
            self.expand(index)
            for child in range(self._model.rowCount(index)):
                self.expand(self._model.index(child, 0, index))
        if parent.isValid():
            self.expand(parent)

    def _current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        self.current_path_changed.emit(self._model.path_of(current) if current.isValid() else None)
