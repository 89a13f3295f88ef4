"""The roster tree: forces, their companies and the cards attached to each company.

:class:`RosterTreeModel` is a thin adapter over the immutable roster. After
each change it diffs the new roster against the nodes it holds, level by level
(common prefix, common suffix, the rest updated in place, inserted or removed),
and brackets every structural change with ``beginInsertRows``/``beginRemoveRows``,
so the view keeps its expanded rows, its selection and its scroll position.
Figures and findings come from the validation result of the document; the
model computes none of them.

Drag and drop never edits the model directly: the model turns a drop into a
core operation and emits :attr:`RosterTreeModel.operation_requested`; the
document applies it and the model follows like after any other edit.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTreeView, QWidget

from listbuilder.gui.colours import Tone, colour
from listbuilder.gui.common import row_icon
from listbuilder.gui.i18n import format_int
from listbuilder.i18n import message
from listbuilder.roster.model import ElementPath, element_path, parse_path
from listbuilder.rules.findings import Severity

if TYPE_CHECKING:
    from listbuilder.roster.edits import Operation
    from listbuilder.roster.model import AttachedCard, Company, Force, Roster
    from listbuilder.rules.engine import ValidationResult
    from listbuilder.rules.figures import CardFigures, CompanyFigures, ForceFigures
    from listbuilder.rules.findings import Finding

MIME_ELEMENT = "application/x-listbuilder-element"
"""A roster element being dragged: its path, ``forces[0].companies[1].attached[2]``."""
MIME_CARD = "application/x-listbuilder-card"
"""A codex card dragged from the card browser: ``book/card_id``."""

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
SEVERITY_ROLE = Qt.ItemDataRole.UserRole + 2

Index = QModelIndex | QPersistentModelIndex


class Kind(IntEnum):
    ROOT = 0
    FORCE = 1
    COMPANY = 2
    ATTACHED = 3


class Column(IntEnum):
    NAME = 0
    POINTS = 1
    VP = 2
    BP = 3


_FIGURE_COLUMNS = (Column.POINTS, Column.VP, Column.BP)


class _Node:
    __slots__ = ("children", "element", "epath", "kind", "parent", "path", "row", "shown")

    def __init__(self, kind: Kind, parent: _Node | None, element: Any, row: int) -> None:
        self.kind = kind
        self.parent = parent
        self.element = element
        self.row = row
        self.children: list[_Node] = []
        self.path = ""
        self.epath = ElementPath()
        self.shown: _Shown | None = None
        """What the row shows: the texts of its columns, its problem level and the tone of
        its text. Computed when the row is announced and read by :meth:`RosterTreeModel.data`,
        which Qt calls several times per cell at every repaint."""


class _Shown(NamedTuple):
    """A row as shown: one text per :class:`Column` (in their order), the worst problem rank
    below it (0, 1 warning, 2 error) and the tone of its text (its own problems)."""

    name: str | None
    points: str | None
    vp: str | None
    bp: str | None
    rank: int
    tone: Tone | None


def _same(a: object, b: object) -> bool:
    return a is b or a == b


def _child_elements(node: _Node) -> Sequence[Any]:
    if node.kind is Kind.ROOT:
        return cast("Roster", node.element).forces
    if node.kind is Kind.FORCE:
        return cast("Force", node.element).companies
    if node.kind is Kind.COMPANY:
        return cast("Company", node.element).attached
    return ()


_CHILD_KIND = {Kind.ROOT: Kind.FORCE, Kind.FORCE: Kind.COMPANY, Kind.COMPANY: Kind.ATTACHED}

_SEVERITY_RANK = {Severity.WARNING: 1, Severity.ERROR: 2}

# Computed once: Qt asks for flags and alignment of every visible cell at every repaint.
_ROOT_FLAGS = Qt.ItemFlag.ItemIsDropEnabled
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | _ROOT_FLAGS
_FLAGS = {
    Kind.ROOT: _ROOT_FLAGS,
    Kind.FORCE: _SELECTABLE,
    Kind.COMPANY: _SELECTABLE | Qt.ItemFlag.ItemIsDragEnabled,
    Kind.ATTACHED: _SELECTABLE | Qt.ItemFlag.ItemIsDragEnabled,
}
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_COLUMNS = len(Column)
_NAME_COLUMN = int(Column.NAME)
# The roles as plain ints: data() compares them at every cell of every repaint.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_PATH = int(PATH_ROLE)
_SEVERITY = int(SEVERITY_ROLE)
_RANK_ICON = {2: "error", 1: "warning"}


class RosterTreeModel(QAbstractItemModel):
    """Forces, companies and attached cards of the document's roster."""

    operation_requested = Signal(object)
    """A drop asks for an edit: a core :class:`~listbuilder.roster.edits.Operation`."""
    card_drop_requested = Signal(str, object)
    """A card from the browser dropped on an element: card key, target :class:`ElementPath`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._root = _Node(Kind.ROOT, None, None, 0)
        self._lang = "en"
        self._forces: dict[str, ForceFigures] = {}
        self._companies: dict[str, CompanyFigures] = {}
        self._cards: dict[str, CardFigures] = {}
        self._findings: dict[str, list[Finding]] = {}
        self._worst: dict[str, int] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    # --- feeding ----------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._forget_shown(self._root)
        self._changed_everywhere()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def reset(self, roster: Roster | None, result: ValidationResult | None) -> None:
        """Rebuild from scratch (a new document)."""
        self.beginResetModel()
        self._root = _Node(Kind.ROOT, None, roster, 0)
        if roster is not None:
            self._root.children = [
                self._make(Kind.FORCE, self._root, force, row)
                for row, force in enumerate(roster.forces)
            ]
        self._renumber(self._root)
        self._take_result(result)
        self._forget_shown(self._root)
        self.endResetModel()

    def update(self, roster: Roster, result: ValidationResult) -> None:
        """Follow an edit: insert, remove and update only the rows that changed."""
        self._take_result(result)
        self._root.element = roster
        self._sync(self._root, QModelIndex())
        self._renumber(self._root)
        self._announce_changed_rows()

    def _take_result(self, result: ValidationResult | None) -> None:
        self._forces.clear()
        self._companies.clear()
        self._cards.clear()
        self._findings.clear()
        self._worst.clear()
        if result is None:
            return
        for force in result.figures.forces:
            self._forces[force.path] = force
            for company in force.companies:
                self._companies[company.path] = company
                self._cards[company.card.path] = company.card
                for card in company.attached:
                    self._cards[card.path] = card
        for finding in result.findings:
            at = parse_path(finding.path)
            key = element_path(at.force, at.company, at.attached)
            self._findings.setdefault(key, []).append(finding)
            rank = _SEVERITY_RANK.get(finding.severity, 0)
            # the element and every element holding it show the worst problem below them
            for holder in {
                key,
                element_path(at.force, at.company),
                element_path(at.force),
            }:
                if holder and rank > self._worst.get(holder, 0):
                    self._worst[holder] = rank

    def _make(self, kind: Kind, parent: _Node, element: Any, row: int) -> _Node:
        node = _Node(kind, parent, element, row)
        child_kind = _CHILD_KIND.get(kind)
        if child_kind is not None:
            node.children = [
                self._make(child_kind, node, child, r)
                for r, child in enumerate(_child_elements(node))
            ]
        return node

    def _sync(self, node: _Node, index: QModelIndex) -> None:
        old = node.children
        new = _child_elements(node)
        child_kind = _CHILD_KIND[node.kind]
        n_old, n_new = len(old), len(new)
        head = 0
        while head < n_old and head < n_new and _same(old[head].element, new[head]):
            head += 1
        tail = 0
        while (
            tail < n_old - head
            and tail < n_new - head
            and _same(old[n_old - 1 - tail].element, new[n_new - 1 - tail])
        ):
            tail += 1
        mid_old, mid_new = n_old - head - tail, n_new - head - tail
        common = min(mid_old, mid_new)
        if mid_old > common:
            first, last = head + common, head + mid_old - 1
            self.beginRemoveRows(index, first, last)
            del old[first : last + 1]
            self.endRemoveRows()
        elif mid_new > common:
            first, last = head + common, head + mid_new - 1
            self.beginInsertRows(index, first, last)
            for row in range(first, last + 1):
                old.insert(row, self._make(child_kind, node, new[row], row))
            self.endInsertRows()
        for row, child in enumerate(old):
            child.row = row
        for row in range(head, head + common):
            child = old[row]
            child.element = new[row]
            if child.kind is not Kind.ATTACHED:
                self._sync(child, self.index(row, 0, index))
        for row in range(n_new - tail, n_new):
            old[row].element = new[row]

    def _renumber(self, node: _Node) -> None:
        for row, child in enumerate(node.children):
            child.row = row
            if child.kind is Kind.FORCE:
                child.epath = ElementPath(row)
            elif child.kind is Kind.COMPANY:
                child.epath = ElementPath(node.epath.force, row)
            else:
                child.epath = ElementPath(node.epath.force, node.epath.company, row)
            child.path = str(child.epath)
            self._renumber(child)

    def _shown(self, node: _Node) -> _Shown:
        findings = self._findings.get(node.path)
        tone = None
        if findings:
            severe = any(f.severity is Severity.ERROR for f in findings)
            tone = Tone.ERROR if severe else Tone.WARNING
        return _Shown(
            self._display(node, Column.NAME),
            self._display(node, Column.POINTS),
            self._display(node, Column.VP),
            self._display(node, Column.BP),
            self._worst.get(node.path, 0),
            tone,
        )

    def _forget_shown(self, node: _Node) -> None:
        for child in node.children:
            child.shown = None
            self._forget_shown(child)

    def _announce_changed_rows(self) -> None:
        """Emit ``dataChanged`` only for the rows whose texts or problem marks changed: on a big
        roster an edit changes a handful of rows, and every announced row costs the view work."""
        self._announce_below(self._root, QModelIndex())

    def _announce_below(self, node: _Node, index: QModelIndex) -> None:
        changed: list[int] = []
        for child in node.children:
            shown = self._shown(child)
            if shown != child.shown:
                child.shown = shown
                changed.append(child.row)
        if changed:
            last = len(Column) - 1
            self.dataChanged.emit(
                self.index(min(changed), 0, index), self.index(max(changed), last, index)
            )
        for child in node.children:
            if child.children:
                self._announce_below(child, self.index(child.row, 0, index))

    def _changed_everywhere(self) -> None:
        self._emit_changed(self._root, QModelIndex())

    def _emit_changed(self, node: _Node, index: QModelIndex) -> None:
        if not node.children:
            return
        last = len(node.children) - 1
        self.dataChanged.emit(self.index(0, 0, index), self.index(last, len(Column) - 1, index))
        for child in node.children:
            if child.children:
                self._emit_changed(child, self.index(child.row, 0, index))

    # --- look-ups ---------------------------------------------------------------

    def index_of(self, path: ElementPath) -> QModelIndex:
        """The index of the element at *path* (the deepest that exists), or an invalid index."""
        index = QModelIndex()
        node = self._root
        for step in (path.force, path.company, path.attached):
            if step is None or not 0 <= step < len(node.children):
                break
            node = node.children[step]
            index = self.index(step, 0, index)
        return index

    def path_of(self, index: Index) -> ElementPath | None:
        node = self._node(index)
        return None if node is None or node.kind is Kind.ROOT else node.epath

    def _node(self, index: Index) -> _Node | None:
        if not index.isValid():
            return self._root
        return cast(_Node, index.internalPointer())

    def findings_at(self, path: ElementPath) -> list[Finding]:
        return list(self._findings.get(str(path), []))

    # --- QAbstractItemModel -----------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        children = (parent.internalPointer() if parent.isValid() else self._root).children
        if 0 <= row < len(children) and 0 <= column < _COLUMNS:
            return self.createIndex(row, column, children[row])
        return QModelIndex()

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid():
            return QModelIndex()
        up = index.internalPointer().parent
        if up is None or up.kind is Kind.ROOT:
            return QModelIndex()
        return self.createIndex(up.row, 0, up)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        node = self._node(parent)
        return len(node.children) if node is not None else 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return len(Column)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                Column.NAME: self.tr("Card"),
                Column.POINTS: self.tr("Pts"),
                Column.VP: self.tr("VP"),
                Column.BP: self.tr("BP"),
            }.get(Column(section))
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                Column.POINTS: self.tr("Points, with the chosen options"),
                Column.VP: self.tr("Victory points the enemy scores for destroying or breaking it"),
                Column.BP: self.tr("Break point"),
            }.get(Column(section))
        return None

    def data(self, index: Index, role: int = _DISPLAY) -> Any:
        if not index.isValid():
            return None
        node: _Node = index.internalPointer()
        shown = node.shown
        if shown is None:  # a row Qt asks about before it was announced
            shown = node.shown = self._shown(node)
        column = index.column()
        if role == _DISPLAY:
            return shown[column]
        if role == _DECORATION:
            name = _RANK_ICON.get(shown.rank) if column == _NAME_COLUMN else None
            return row_icon(name) if name is not None else None
        if role == _ALIGNMENT:
            return _RIGHT if column != _NAME_COLUMN else None
        if role == _FOREGROUND:
            tone = shown.tone
            return QBrush(colour(tone)) if tone is not None else None
        if role == _FONT:
            return self._bold if node.kind is Kind.FORCE else None
        if role == _TOOLTIP:
            return self._tooltip(node)
        if role == _PATH:
            return node.epath
        if role == _SEVERITY:
            return shown.rank
        return None

    def _display(self, node: _Node, column: int) -> str | None:
        lang = self._lang
        if node.kind is Kind.FORCE:
            force = self._forces.get(node.path)
            if force is None:
                return cast("Force", node.element).list_id if column == Column.NAME else None
            if column == Column.NAME:
                role = message(f"summary.role.{force.role}", lang)
                return f"{force.list_name.get(lang)} \u2014 {role}"
            if column == Column.POINTS:
                return format_int(force.points, lang)
            if column == Column.VP:
                return format_int(force.victory_points, lang)
            if column == Column.BP:
                return format_int(sum(c.break_point for c in force.companies), lang)
            return None
        company_figures = self._companies.get(node.path) if node.kind is Kind.COMPANY else None
        if company_figures is not None and column != Column.NAME:
            # a company row counts the company with its cards, as the summary and the PDF do
            if column == Column.POINTS:
                return format_int(company_figures.points, lang)
            if column == Column.VP:
                return format_int(company_figures.victory_points, lang)
            bp = company_figures.break_point
            return format_int(bp, lang) if bp else "\u2013"
        card = self._cards.get(node.path)
        if card is None:
            element = cast("Company | AttachedCard", node.element)
            return element.card if column == Column.NAME else None
        if column == Column.NAME:
            if node.kind is Kind.COMPANY:
                company = self._companies.get(node.path)
                if company is not None:
                    return company.label.get(lang)
            return card.name.get(lang)
        if column == Column.POINTS:
            return format_int(card.points, lang)
        if column == Column.VP:
            return format_int(card.victory_points, lang)
        if column == Column.BP:
            return format_int(card.break_point, lang) if card.break_point else "\u2013"
        return None

    def _tooltip(self, node: _Node) -> str | None:
        lang = self._lang
        lines: list[str] = []
        force = self._forces.get(node.path) if node.kind is Kind.FORCE else None
        if force is not None:
            lines.append(
                message(
                    "summary.force",
                    lang,
                    list=force.list_name.get(lang),
                    role=message(f"summary.role.{force.role}", lang),
                    points=format_int(force.points, lang),
                    vp=format_int(force.victory_points, lang),
                )
            )
        if node.kind is Kind.COMPANY:
            company = self._companies.get(node.path)
            if company is not None:
                text = self.tr(
                    "%1 with its %n attached card(s): %2 points, %3 VP", "", len(company.attached)
                )
                lines.append(
                    text.replace("%1", company.label.get(lang))
                    .replace("%2", format_int(company.points, lang))
                    .replace("%3", format_int(company.victory_points, lang))
                )
        card = self._cards.get(node.path)
        if card is not None and node.kind is Kind.ATTACHED:
            lines.append(card.name.get(lang))  # whole, should a narrow tree cut it
        if card is not None and len(card.titans) > 1:
            costs = ", ".join(format_int(cost, lang) for cost in card.titans)
            lines.append(message("summary.titans", lang, costs=costs))
        for finding in self._findings.get(node.path, []):
            lines.append("\u2022 " + finding.message(lang))
        if not self._findings.get(node.path) and self._worst.get(node.path):
            lines.append(self.tr("A card below has a problem; see the findings."))
        return "\n".join(lines) or None

    # --- drag and drop ----------------------------------------------------------

    def flags(self, index: Index) -> Qt.ItemFlag:
        return _FLAGS[index.internalPointer().kind] if index.isValid() else _ROOT_FLAGS

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction | Qt.DropAction.CopyAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_ELEMENT, MIME_CARD]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        for index in indexes:
            path = self.path_of(index)
            if path is not None:
                data.setData(MIME_ELEMENT, QByteArray(str(path).encode()))
                break
        return data

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        # Only the document changes the roster: after a drag, the view's request to remove the
        # dragged rows is refused; the move operation has already put them where they belong.
        return False

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        return self._drop_operation(data, row, parent, dry_run=True) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:
        result = self._drop_operation(data, row, parent, dry_run=False)
        return result is not None

    def _drop_operation(
        self, data: QMimeData, row: int, parent: Index, *, dry_run: bool
    ) -> object | None:
        target = self._node(parent)
        if target is None:
            return None
        if data.hasFormat(MIME_CARD):
            if target.kind is Kind.ROOT:
                return None
            key = bytes(data.data(MIME_CARD).data()).decode()
            if not dry_run:
                self.card_drop_requested.emit(key, target.epath)
            return key
        if not data.hasFormat(MIME_ELEMENT):
            return None
        source = parse_path(bytes(data.data(MIME_ELEMENT).data()).decode())
        operation = self._move_operation(source, target, row)
        if operation is not None and not dry_run:
            self.operation_requested.emit(operation)
        return operation

    def _move_operation(self, source: ElementPath, target: _Node, row: int) -> Operation | None:
        from listbuilder.roster.edits import MoveAttached, MoveCompany

        if source.force is None or source.company is None:
            return None
        if source.attached is not None:
            if target.kind is Kind.COMPANY:
                to = target.epath
                index = row if row >= 0 else None
            elif target.kind is Kind.ATTACHED:
                to = ElementPath(target.epath.force, target.epath.company)
                index = target.epath.attached
            else:
                return None
            assert to.force is not None and to.company is not None
            same_company = (to.force, to.company) == (source.force, source.company)
            if same_company and target.kind is Kind.COMPANY and row < 0:
                return None  # dropped on its own company: nothing to do
            if same_company and index is not None and index > source.attached:
                index -= 1  # the card leaves its place before it is inserted
            if same_company and index == source.attached:
                return None
            return MoveAttached(
                force=source.force,
                company=source.company,
                attached=source.attached,
                to_company=to.company,
                to_force=None if to.force == source.force else to.force,
                index=index,
            )
        # a company: reorder within its force
        if target.kind is Kind.FORCE and target.epath.force == source.force and row >= 0:
            to_index = row
        elif target.kind is Kind.COMPANY and target.epath.force == source.force:
            assert target.epath.company is not None
            to_index = target.epath.company
        else:
            return None
        if to_index > source.company:
            to_index -= 1
        if to_index == source.company:
            return None
        return MoveCompany(force=source.force, company=source.company, to_index=to_index)


class RosterTree(QTreeView):
    """The tree view: single selection, drag and drop, rows expanded as they appear."""

    current_path_changed = Signal(object)
    """The selected element's :class:`ElementPath`, or ``None``."""

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
        # a narrow step per level: at 1024 px every pixel of the name column counts
        self.setIndentation(max(self.fontMetrics().averageCharWidth() * 2, 10))
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        self._figure_widths: tuple[int, ...] = ()
        self._name_width = 0
        self.fit_columns()
        model.rowsInserted.connect(self._expand_inserted)
        model.modelReset.connect(self.expandAll)
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.fit_columns)
        model.dataChanged.connect(self._data_changed)
        selection = self.selectionModel()
        selection.currentRowChanged.connect(self._current_changed)

    def fit_columns(self, *_: object) -> None:
        """Figure columns as narrow as their figures, the name column the rest, and the tree
        asks for the width that shows its company and card names whole."""
        self._fit_figures()
        self._fit_names()

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
        for column in _FIGURE_COLUMNS:
            texts = (model.index(row, column).data() for row in range(model.rowCount()))
            widest = max((metrics.horizontalAdvance(str(text or "")) for text in texts), default=0)
            widths.append(max(header.sectionSizeHint(column), widest + spacing))
        if tuple(widths) == self._figure_widths:
            return
        self._figure_widths = tuple(widths)
        for column, width in zip(_FIGURE_COLUMNS, widths, strict=True):
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
        widest = 0
        for force in range(model.rowCount()):
            force_index = model.index(force, 0)
            for company in range(model.rowCount(force_index)):
                company_index = model.index(company, 0, force_index)
                text = str(company_index.data() or "")
                widest = max(widest, 2 * step + metrics.horizontalAdvance(text))
                for card in range(model.rowCount(company_index)):
                    text = str(model.index(card, 0, company_index).data() or "")
                    widest = max(widest, 3 * step + metrics.horizontalAdvance(text))
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
            self._fit_figures()

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
