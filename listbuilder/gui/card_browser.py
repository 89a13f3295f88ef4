"""The card browser: the cards of the force being edited, with what adding each would do.

Cards are grouped by type with their points, break point and VP from the
codex. A card that would break a rule, or not fit in the points left, is
marked, and its tooltip gives the reason in the rules engine's own words: the
:class:`CandidateChecker` applies the very operation the Add button would
(:func:`~listbuilder.editing.verbs.add_card`, at the company the add would choose: the
window's :class:`Placement`, the session's ``card_target``) to a copy of the roster and
validates it (:func:`~listbuilder.editing.whatif.preview`), in short
slices on the event loop, so a big roster never freezes the window. Adding is
never blocked: a marked card can still be added, and the findings panel
reports the problem.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QFont, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionViewItem,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from listbuilder.codex.models import CardType
from listbuilder.editing.verbs import Target, add_card
from listbuilder.editing.whatif import Preview, preview
from listbuilder.gui.colours import Tone, colour
from listbuilder.gui.common import card_name, icon, row_icon
from listbuilder.gui.i18n import format_int, format_number
from listbuilder.gui.roster_tree import MIME_CARD
from listbuilder.roster.model import element_path
from listbuilder.rules.codes import Code
from listbuilder.rules.findings import Severity

if TYPE_CHECKING:
    from listbuilder.codex.codex import CardRef, Codex
    from listbuilder.roster.model import Roster
    from listbuilder.rules.engine import ValidationResult

Index = QModelIndex | QPersistentModelIndex

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
MARK_ROLE = Qt.ItemDataRole.UserRole + 3

TYPE_ORDER = (CardType.COMPANY, CardType.SUPPORT, CardType.SPECIAL)


class Column(IntEnum):
    """Points, VP, BP: the order of the roster tree, the totals bar and the summary."""

    NAME = 0
    POINTS = 1
    VP = 2
    BP = 3


FIGURES = (Column.POINTS, Column.VP, Column.BP)

Placement = Callable[["CardRef"], Target | None]
"""Where the Add button would put a card (None: nowhere has room), as the window decides it."""


# --- what adding a card does -------------------------------------------------------


class MarkLevel(IntEnum):
    NONE = 0
    WARNING = 1
    POINTS = 2
    ERROR = 3


@dataclass(frozen=True)
class Mark:
    level: MarkLevel
    reasons: tuple[str, ...] = ()
    over_points: bool = False


NO_MARK = Mark(MarkLevel.NONE)


def mark_of(preview: Preview | None, lang: str) -> Mark:
    """The browser's mark for a card from what adding it would change (the core's preview):
    red for a broken rule, orange for the points limit alone, a warning sign otherwise."""
    if preview is None or not preview.new:
        return NO_MARK
    errors = {f.code for f in preview.new if f.severity is Severity.ERROR}
    if errors - {Code.POINTS_LIMIT}:
        level = MarkLevel.ERROR
    elif errors:
        level = MarkLevel.POINTS
    else:
        level = MarkLevel.WARNING
    reasons = tuple(finding.message(lang) for finding in preview.new)
    return Mark(level, reasons, preview.over_points)


class CandidateChecker(QObject):
    """Validates "the roster plus this card" for every card of the browser, a slice at a time."""

    marks_changed = Signal(list)
    """The card keys whose marks were just computed."""
    finished = Signal()

    SLICE_SECONDS = 0.005
    """Work per event-loop turn: well under a frame, so typing and scrolling stay smooth."""
    START_DELAY_MS = 40
    """The edit's own repaint goes first; the marks follow a moment later."""

    def __init__(self, codex: Codex, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._codex = codex
        self._queue: list[CardRef] = []
        self._roster: Roster | None = None
        self._result: ValidationResult | None = None
        self._target: Target | None = None
        self._placement: Placement | None = None
        self._lang = "en"
        self.marks: dict[str, Mark] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def restart(
        self,
        roster: Roster | None,
        result: ValidationResult | None,
        target: Target | None,
        cards: list[CardRef],
        lang: str,
        placement: Placement | None = None,
    ) -> None:
        """Mark *cards* again; *placement* says where the Add button would put each (without
        it, at *target*)."""
        self._roster = roster
        self._result = result
        self._target = target
        self._placement = placement
        self._lang = lang
        ready = roster is not None and result is not None and target is not None
        self._queue = list(reversed(cards)) if ready else []
        if not self._queue:
            self.marks = {}
            self.marks_changed.emit([ref.key for ref in cards])
            self.finished.emit()
            return
        self._timer.start(self.START_DELAY_MS)

    def stop(self) -> None:
        self._queue = []
        self._timer.stop()

    def run_to_end(self) -> None:
        """Compute every remaining mark now (tests, benchmarks)."""
        self._timer.stop()
        while self._queue:
            self._slice(budget=None)

    def _slice(self, budget: float | None = SLICE_SECONDS) -> None:
        roster, result, target = self._roster, self._result, self._target
        if roster is None or result is None or target is None:
            self._queue = []
            return
        start = time.perf_counter()
        done: list[str] = []
        while self._queue:
            ref = self._queue.pop()
            # where the add would really go; when no company has room the add is refused, and
            # the mark says which rule forcing it in at the target would break
            where = self._placement(ref) if self._placement is not None else None
            operation = add_card(self._codex, roster, where or target, ref)
            self.marks[ref.key] = mark_of(
                preview(self._codex, roster, result, operation), self._lang
            )
            done.append(ref.key)
            if budget is not None and time.perf_counter() - start > budget:
                break
        self.marks_changed.emit(done)
        if self._queue:
            if budget is not None:
                self._timer.start(0)
        else:
            self.finished.emit()


# --- the model ---------------------------------------------------------------------


class _Row:
    __slots__ = ("cards", "group", "parent", "ref", "row")

    def __init__(
        self, row: int, group: CardType | None, ref: CardRef | None, parent: _Row | None = None
    ) -> None:
        self.row = row
        self.group = group
        self.ref = ref
        self.parent = parent
        self.cards: list[_Row] = []


class CardBrowserModel(QAbstractItemModel):
    """Cards of one army list, grouped by type."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._groups: list[_Row] = []
        self._by_key: dict[str, _Row] = {}
        self._marks: dict[str, Mark] = {}
        self._shown: dict[str, Mark] = {}
        self._lang = "en"
        self._bold = QFont()
        self._bold.setBold(True)

    def set_cards(self, cards: list[CardRef]) -> None:
        self.beginResetModel()
        self._groups = []
        self._by_key = {}
        self._marks = {}
        self._shown = {}
        for card_type in TYPE_ORDER:
            group = _Row(len(self._groups), card_type, None)
            for ref in cards:
                if ref.card.type is card_type:
                    row = _Row(len(group.cards), None, ref, group)
                    group.cards.append(row)
                    self._by_key[ref.key] = row
            if group.cards:
                self._groups.append(group)
        for index, group in enumerate(self._groups):
            group.row = index
        self.endResetModel()

    def cards(self) -> list[CardRef]:
        return [row.ref for group in self._groups for row in group.cards if row.ref is not None]

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self._all_changed()

    def set_marks(self, marks: dict[str, Mark], keys: list[str]) -> None:
        """Take new marks; only the rows whose mark changed are announced to the view."""
        shown = self._shown
        changed = [key for key in keys if marks.get(key, NO_MARK) != shown.get(key, NO_MARK)]
        self._marks = marks
        for key in keys:
            shown[key] = marks.get(key, NO_MARK)
        rows = [self._by_key[key] for key in changed if key in self._by_key]
        if not rows:
            return
        for group in self._groups:
            in_group = [r.row for r in rows if r.parent is group]
            if in_group:
                parent = self.index(group.row, 0)
                self.dataChanged.emit(
                    self.index(min(in_group), 0, parent),
                    self.index(max(in_group), len(Column) - 1, parent),
                )

    def mark(self, key: str) -> Mark:
        return self._marks.get(key, NO_MARK)

    def ref_at(self, index: Index) -> CardRef | None:
        row = self._row(index)
        return row.ref if row is not None else None

    def index_of(self, key: str) -> QModelIndex:
        row = self._by_key.get(key)
        if row is None or row.parent is None:
            return QModelIndex()
        return self.index(row.row, 0, self.index(row.parent.row, 0))

    def _all_changed(self) -> None:
        if not self._groups:
            return
        last = len(Column) - 1
        self.dataChanged.emit(self.index(0, 0), self.index(len(self._groups) - 1, last))
        for group in self._groups:
            parent = self.index(group.row, 0)
            self.dataChanged.emit(
                self.index(0, 0, parent), self.index(len(group.cards) - 1, last, parent)
            )

    def _row(self, index: Index) -> _Row | None:
        return cast(_Row, index.internalPointer()) if index.isValid() else None

    # --- QAbstractItemModel -----------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not 0 <= column < len(Column):
            return QModelIndex()
        if not parent.isValid():
            if 0 <= row < len(self._groups):
                return self.createIndex(row, column, self._groups[row])
            return QModelIndex()
        group = self._row(parent)
        if group is None or group.group is None or not 0 <= row < len(group.cards):
            return QModelIndex()
        return self.createIndex(row, column, group.cards[row])

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        row = self._row(index)
        if row is None or row.parent is None:
            return QModelIndex()
        return self.createIndex(row.parent.row, 0, row.parent)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._groups)
        if parent.column() != 0:
            return 0
        row = self._row(parent)
        return len(row.cards) if row is not None and row.group is not None else 0

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
            }[Column(section)]
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                Column.NAME: None,
                Column.POINTS: self.tr("Points of the card, before options"),
                Column.VP: self.tr("Victory points"),
                Column.BP: self.tr("Break point"),
            }[Column(section)]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        row = self._row(index)
        if row is None:
            return Qt.ItemFlag.NoItemFlags
        if row.group is not None:
            return Qt.ItemFlag.ItemIsEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )

    def mimeTypes(self) -> list[str]:
        return [MIME_CARD]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        data = QMimeData()
        for index in indexes:
            ref = self.ref_at(index)
            if ref is not None:
                data.setData(MIME_CARD, QByteArray(ref.key.encode()))
                break
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self._row(index)
        if row is None:
            return None
        if row.group is not None:
            return self._group_data(row, index.column(), role)
        assert row.ref is not None
        return self._card_data(row.ref, index.column(), role)

    def _group_data(self, row: _Row, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and column == Column.NAME:
            name = {
                CardType.COMPANY: self.tr("Company cards"),
                CardType.SUPPORT: self.tr("Support cards"),
                CardType.SPECIAL: self.tr("Special cards"),
            }[cast(CardType, row.group)]
            return f"{name} ({len(row.cards)})"
        if role == Qt.ItemDataRole.FontRole:
            return self._bold
        if role == SEARCH_ROLE:
            return ""
        return None

    def _card_data(self, ref: CardRef, column: int, role: int) -> Any:
        card = ref.card
        lang = self._lang
        if role == Qt.ItemDataRole.DisplayRole:
            if column == Column.NAME:
                badges = []
                if card.unique:
                    badges.append(self.tr("Unique"))
                if card.free:
                    badges.append(self.tr("Free"))
                name = card_name(card, lang)
                return f"{name} \u00b7 {', '.join(badges)}" if badges else name
            if column == Column.POINTS:
                points = format_int(card.points, lang)
                return f"{points}+" if card.titan and card.options else points
            if column == Column.BP:
                return format_int(card.break_point, lang) if card.break_point else "\u2013"
            if column == Column.VP:
                if card.victory_points is None:
                    return None
                return format_number(card.victory_points, lang, 2)
            return None
        mark = self._marks.get(ref.key, NO_MARK)
        if role == Qt.ItemDataRole.DecorationRole and column == Column.NAME:
            if mark.level is MarkLevel.ERROR:
                return row_icon("error")
            if mark.level is MarkLevel.POINTS:
                return row_icon("points")
            if mark.level is MarkLevel.WARNING:
                return row_icon("warning")
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if mark.level is MarkLevel.ERROR:
                return QBrush(colour(Tone.ERROR))
            if mark.over_points and column == Column.POINTS:
                return QBrush(colour(Tone.OVER))
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(ref, mark)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != Column.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == KEY_ROLE:
            return ref.key
        if role == MARK_ROLE:
            return int(mark.level)
        if role == SEARCH_ROLE:
            parts = [*card.names.as_dict().values(), card.id, *card.tags]
            return " ".join(parts).casefold()
        return None

    def _tooltip(self, ref: CardRef, mark: Mark) -> str:
        lines = [card_name(ref.card, self._lang)]
        if ref.card.titan and ref.card.options:
            lines.append(self.tr("Titan: the points shown are for the chassis; add its weapons."))
        if mark.reasons:
            lines.append(self.tr("Adding it would give:"))
            lines.extend("\u2022 " + reason for reason in mark.reasons)
        else:
            lines.append(self.tr("Double-click or press Enter to add it."))
        return "\n".join(lines)


class _SearchProxy(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setFilterRole(SEARCH_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._words: list[str] = []

    def set_search(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+
            self.beginFilterChange()
            self._words = text.casefold().split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._words = text.casefold().split()
            self.invalidateFilter()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        value = super().data(index, role)
        searching = bool(self._words) and role == Qt.ItemDataRole.DisplayRole
        if searching and index.column() == 0 and not index.parent().isValid():
            # A group header counts what the search shows: "Support cards (5/39)".
            shown = self.rowCount(index)
            if isinstance(value, str):
                value = re.sub(r"\((\d+)\)$", lambda m: f"({shown}/{m[1]})", value)
        return value

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self._words:
            return True
        model = self.sourceModel()
        haystack = model.data(model.index(source_row, 0, source_parent), SEARCH_ROLE) or ""
        return all(word in haystack for word in self._words)


def view_icon_width(view: QTreeView) -> int:
    """The width of a row's mark icon in *view*."""
    size = view.iconSize()
    if size.isValid():
        return size.width()
    return view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)


class _CardTree(QTreeView):
    add_pressed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.add_pressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class CardBrowser(QWidget):
    """Search and add the cards of the force being edited."""

    add_requested = Signal(str)
    """The card to add (``book/card_id``)."""
    card_selected = Signal(object)
    """The :class:`CardRef` under the cursor, or ``None``."""

    def __init__(self, codex: Codex, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardBrowser")
        self._codex = codex
        self._lang = "en"
        self._list_id: str | None = None
        self._roster: Roster | None = None
        self._result: ValidationResult | None = None
        self._target: Target | None = None
        self._placement: Placement | None = None
        self._force_label = QLabel()
        self._force_label.setWordWrap(True)
        self._force_label.setObjectName("browserForce")
        self._target_label = QLabel()
        self._target_label.setWordWrap(True)
        self._target_label.setObjectName("browserTarget")
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self._wanted_width = 0
        self.model = CardBrowserModel(self)
        self._proxy = _SearchProxy(self)
        self._proxy.setSourceModel(self.model)
        self.view = _CardTree()
        self.view.setObjectName("cardBrowserView")
        self.view.setModel(self._proxy)
        self.view.setUniformRowHeights(True)
        self.view.setIndentation(self.view.fontMetrics().averageCharWidth() * 2)
        self.view.setAlternatingRowColors(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setDragEnabled(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        header = self.view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(self._double_clicked)
        self.view.add_pressed.connect(self.add_current)
        self.view.selectionModel().currentRowChanged.connect(self._current_changed)
        self.add_button = QPushButton()
        self.add_button.setIcon(icon("add"))
        self.add_button.clicked.connect(self.add_current)
        self.add_button.setEnabled(False)
        self.checker = CandidateChecker(codex, self)
        self.checker.marks_changed.connect(self._marks_changed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._force_label)
        layout.addWidget(self.search)
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        row.addWidget(self._target_label, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        self.retranslate()

    # --- feeding ----------------------------------------------------------------

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.model.set_language(lang)
        self.retranslate()
        self._recheck()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search cards (name, type, tag)"))
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add the selected card (Enter or double-click)"))
        self._update_labels()
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Figure columns as narrow as their header or widest figure; the name column takes the
        rest, and the browser asks for room for its longest name, so no real name is cut at
        first (a name cut in a narrow pane is whole in its tooltip)."""
        view = self.view
        header = view.header()
        figures = 0
        for column in FIGURES:
            width = max(header.sectionSizeHint(column), view.sizeHintForColumn(column))
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, width)
            figures += width
        name = max(
            (self._name_width(self.model.index_of(ref.key)) for ref in self.model.cards()),
            default=0,
        )
        scroll_bar = view.verticalScrollBar()
        scroll_bar.ensurePolished()
        chrome = view.frameWidth() * 2 + max(
            scroll_bar.sizeHint().width(),
            view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, scroll_bar),
        )
        self._wanted_width = name + figures + chrome
        # never squeezed below a readable name, even for a list with one very long name
        readable = view.fontMetrics().averageCharWidth() * 36 + self._mark_width()
        view.setMinimumWidth(min(name, readable + 2 * view.indentation()) + figures + chrome)
        self.updateGeometry()

    def _mark_width(self) -> int:
        """The room a mark takes in a name cell: the icon and its margins (the style's item
        layout)."""
        margin = self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        return view_icon_width(self.view) + 2 * margin

    def _name_width(self, index: QModelIndex) -> int:
        """The width a card's name cell needs, indentation included, with room for a mark
        (marks come and go with every edit)."""
        view = self.view
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        width = view.itemDelegate().sizeHint(option, self._proxy.mapFromSource(index)).width()
        if index.data(Qt.ItemDataRole.DecorationRole) is None:
            width += self._mark_width()
        return width + 2 * view.indentation()

    def showEvent(self, event: QShowEvent) -> None:
        # measured again once polished: before it, the view's metrics can differ by a few pixels
        self._fit_columns()
        super().showEvent(event)

    def wanted_width(self) -> int:
        """The width that shows every card name of the list whole."""
        return self._wanted_width

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._wanted_width), hint.height())

    def set_state(
        self,
        roster: Roster | None,
        result: ValidationResult | None,
        target: Target | None,
        placement: Placement | None = None,
    ) -> None:
        """The roster, its findings and where new cards go (*placement*: where the Add button
        would put each card, when the window decides it per card); re-marks the cards."""
        self._roster, self._result, self._target = roster, result, target
        self._placement = placement
        list_id = None
        if roster is not None and target is not None and target.force < len(roster.forces):
            list_id = roster.forces[target.force].list_id
        if list_id != self._list_id:
            self._list_id = list_id
            cards = self._codex.list_cards(list_id) if list_id is not None else []
            cards = [ref for ref in cards if not ref.card.unpriced]  # no cost: not for sale
            self.model.set_cards(cards)
            self._span_groups()
            self.view.expandAll()
            self._fit_columns()
            self.add_button.setEnabled(False)
        self._update_labels()
        self._recheck()

    def _recheck(self) -> None:
        self.checker.restart(
            self._roster,
            self._result,
            self._target,
            self.model.cards(),
            self._lang,
            self._placement,
        )

    def _marks_changed(self, keys: list[str]) -> None:
        self.model.set_marks(self.checker.marks, keys)

    def _update_labels(self) -> None:
        roster, target, lang = self._roster, self._target, self._lang
        if roster is None or target is None or target.force >= len(roster.forces):
            self._force_label.setText(self.tr("No roster open."))
            self._target_label.setText("")
            return
        force = roster.forces[target.force]
        army_list = self._codex.army_list(force.list_id)
        name = army_list.display_name(lang) if army_list is not None else force.list_id
        self._force_label.setText(self.tr("<b>Cards of %1</b>").replace("%1", name))
        if target.company is None:
            text = self.tr("Support and Special cards need a company: add a Company card first.")
        else:
            label = self._company_label(target)
            text = self.tr("Support and Special cards go to <b>%1</b>.").replace("%1", label)
        self._target_label.setText(text)

    def _company_label(self, target: Target) -> str:
        if self._result is not None:
            for force in self._result.figures.forces:
                for company in force.companies:
                    if company.path == element_path(target.force, target.company):
                        return company.label.get(self._lang)
        return "?"

    # --- interaction ------------------------------------------------------------

    def _search_changed(self, text: str) -> None:
        self._proxy.set_search(text)
        self._span_groups()
        self.view.expandAll()

    def _span_groups(self) -> None:
        """Group rows ("Support cards (39)") use the whole width."""
        root = QModelIndex()
        for row in range(self._proxy.rowCount(root)):
            self.view.setFirstColumnSpanned(row, root, True)

    def current_ref(self) -> CardRef | None:
        index = self._proxy.mapToSource(self.view.currentIndex())
        return self.model.ref_at(index)

    def select_card(self, key: str) -> bool:
        index = self._proxy.mapFromSource(self.model.index_of(key))
        if not index.isValid():
            return False
        self.view.setCurrentIndex(index)
        return True

    def add_current(self) -> None:
        ref = self.current_ref()
        if ref is not None:
            self.add_requested.emit(ref.key)

    def _double_clicked(self, index: QModelIndex) -> None:
        ref = self.model.ref_at(self._proxy.mapToSource(index))
        if ref is not None:
            self.add_requested.emit(ref.key)

    def _current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        ref = self.model.ref_at(self._proxy.mapToSource(current))
        self.add_button.setEnabled(ref is not None and self._roster is not None)
        self.card_selected.emit(ref)
