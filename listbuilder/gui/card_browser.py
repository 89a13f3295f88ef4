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

Each army list's cards are built once, as a page (model, search filter, view) of a stack:
selecting a card of another force switches pages instead of building the list again (40 to
100 ms on a big roster), and each page keeps its own search and selection.
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRegularExpression,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QFont, QKeyEvent, QShowEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
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
from listbuilder.gui.common import Column, card_name, esc, icon, row_icon, tip
from listbuilder.gui.i18n import fill, format_int
from listbuilder.gui.roster_tree import MIME_CARD, widest_figure
from listbuilder.gui.work import Priority, Task, idle
from listbuilder.i18n import LANGUAGES
from listbuilder.records import record
from listbuilder.report.numbers import break_point_text
from listbuilder.roster.model import element_path
from listbuilder.rules.codes import Code
from listbuilder.rules.costs import listed_victory_points
from listbuilder.rules.findings import Severity

if TYPE_CHECKING:
    from listbuilder.codex.codex import CardRef, Codex
    from listbuilder.codex.models import GameSystem
    from listbuilder.roster.model import Roster
    from listbuilder.rules.engine import ValidationResult

Index = QModelIndex | QPersistentModelIndex

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
MARK_ROLE = Qt.ItemDataRole.UserRole + 3

STRUCTURE = CardType.STRUCTURE
TYPE_ORDER = (CardType.COMPANY, CardType.SUPPORT, CardType.SPECIAL, STRUCTURE)


FIGURES = (Column.POINTS, Column.VP, Column.BP)

WIDTH_STEP = 8
"""The browser's minimum width is a multiple of this many pixels (see :meth:`_fit_columns`)."""

Placement = Callable[["CardRef"], Target | None]
"""Where the Add button would put a card (None: nowhere has room), as the window decides it."""


# --- what adding a card does -------------------------------------------------------


class MarkLevel(IntEnum):
    NONE = 0
    WARNING = 1
    POINTS = 2
    ERROR = 3


@record
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
    """Validates "the roster plus this card" for every card of the browser, a slice at a time.

    The first slice waits for the edit's own repaint: :meth:`restart` posts an event behind
    the repaint Qt queued, and only that event starts the slices' timer, so the marks never
    lengthen the frame that shows the edit (a fixed delay did, whenever the edit took longer
    than the delay)."""

    marks_changed = Signal(list)
    """The card keys whose marks were just computed."""
    finished = Signal()

    SLICE_SECONDS = 0.005
    """Work per event-loop turn: well under a frame, so typing and scrolling stay smooth."""

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
        self._task: Task | None = None
        """The idle task computing the marks still queued."""

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def set_codex(self, codex: Codex) -> None:
        self._codex = codex
        self.marks.clear()

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
        self._cancel_task()
        # the slices start once the repaint queued before them is done
        self._task = idle().add(
            self._step, Priority.SOON, name="card marks", after_paint=True, owner=self
        )

    def _cancel_task(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def stop(self) -> None:
        self._queue = []
        self._cancel_task()

    def run_to_end(self) -> None:
        """Compute every remaining mark now (tests, benchmarks)."""
        self._cancel_task()
        while self._queue:
            self._slice(budget=None)

    def _step(self) -> bool:
        self._slice()
        return bool(self._queue)

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
        if not self._queue:
            self.finished.emit()


# --- the model ---------------------------------------------------------------------

_CARD_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
)
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_MARK_ICON = {MarkLevel.ERROR: "error", MarkLevel.POINTS: "points", MarkLevel.WARNING: "warning"}


class _Group:
    __slots__ = ("items", "keys", "type")

    def __init__(self, card_type: CardType, items: list[QStandardItem]) -> None:
        self.type = card_type
        self.items = items
        self.keys: list[str] = []


class CardBrowserModel(QStandardItemModel):
    """Cards of one army list, grouped by type.

    A Qt item model holds the cells, so a repaint of the browser (every visible cell, several
    roles each) runs in Qt alone; this class fills the cells of a card again only when its
    mark or the language changes."""

    def __init__(self, parent: QObject | None = None, system: GameSystem | None = None) -> None:
        super().__init__(0, len(Column), parent)
        self._system = system
        """The game system whose rounding gives a card's VP as the roster counts it."""
        self._groups: list[_Group] = []
        self._refs: dict[str, CardRef] = {}
        self._items: dict[str, list[QStandardItem]] = {}
        self._shown: dict[str, Mark] = {}
        self._lang = "en"
        self._bold = QFont()
        self._bold.setBold(True)
        self.retranslate_header()

    def set_cards(self, cards: list[CardRef]) -> None:
        for _row in self.filling(cards):
            pass

    def filling(self, cards: list[CardRef]) -> Iterator[None]:
        """:meth:`set_cards` a row at a time: the cells are made and filled apart, one row
        per step (the list of another force is built while the window is idle, never in one
        block), and the model takes them all at once at the end."""
        refs = {ref.key: ref for ref in cards}
        made: dict[str, list[QStandardItem]] = {}
        self._refs, self._items, self._shown = refs, made, {}
        groups: list[_Group] = []
        for card_type in TYPE_ORDER:
            group = _Group(card_type, [QStandardItem() for _ in Column])
            for ref in cards:
                if ref.card.type is not card_type:
                    continue
                items = [QStandardItem() for _ in Column]
                for column, item in enumerate(items):
                    item.setFlags(_CARD_FLAGS)
                    item.setData(ref.key, KEY_ROLE)
                    if column != Column.NAME:
                        item.setTextAlignment(_RIGHT)
                made[ref.key] = items
                self._fill(ref, NO_MARK)
                group.keys.append(ref.key)
                yield
            if group.keys:
                groups.append(group)
        self.beginResetModel()  # one reset, not a signal per row
        blocked = self.blockSignals(True)
        try:
            self.removeRows(0, self.rowCount())
            self._groups = []
            for group in groups:
                for item in group.items:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    item.setFont(self._bold)
                    item.setData("", SEARCH_ROLE)
                for key in group.keys:
                    group.items[0].appendRow(made[key])
                self._groups.append(group)
                self._name_group(group)
                self.appendRow(group.items)
        finally:
            self.blockSignals(blocked)
        self.endResetModel()

    def cards(self) -> list[CardRef]:
        return [self._refs[key] for group in self._groups for key in group.keys]

    @property
    def lang(self) -> str:
        """The language of the texts in the cells."""
        return self._lang

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.retranslate_header()
        for group in self._groups:
            self._name_group(group)
        rows = [(ref, self._shown.get(key, NO_MARK)) for key, ref in self._refs.items()]
        self._refill(rows, marks=False)

    def retranslate_header(self) -> None:
        horizontal = Qt.Orientation.Horizontal
        titles = (self.tr("Card"), self.tr("Pts"), self.tr("VP"), self.tr("BP"))
        tips = (
            None,
            self.tr("Points of the card, before options"),
            self.tr("Victory points"),
            self.tr("Break point"),
        )
        for column in Column:
            self.setHeaderData(column, horizontal, titles[column])
            self.setHeaderData(column, horizontal, tips[column], Qt.ItemDataRole.ToolTipRole)

    def set_marks(self, marks: dict[str, Mark], keys: list[str]) -> None:
        """Take the marks of *keys* from *marks*; only the rows whose mark changed are filled
        again."""
        shown = self._shown
        changed: list[tuple[CardRef, Mark]] = []
        for key in keys:
            mark = marks.get(key, NO_MARK)
            ref = self._refs.get(key)
            if ref is not None and mark != shown.get(key, NO_MARK):
                changed.append((ref, mark))
            shown[key] = mark
        self._refill(changed, texts=False)

    def _refill(
        self, rows: list[tuple[CardRef, Mark]], texts: bool = True, marks: bool = True
    ) -> None:
        """Fill the cells of *rows* with signals held, then announce one range per group: a
        signal per cell and role would cost more than the filling itself."""
        if not rows:
            return
        blocked = self.blockSignals(True)
        try:
            for ref, mark in rows:
                self._fill(ref, mark, texts, marks)
        finally:
            self.blockSignals(blocked)
        keys = {ref.key for ref, _ in rows}
        last = len(Column) - 1
        for group in self._groups:
            changed = [row for row, key in enumerate(group.keys) if key in keys]
            if changed:
                parent = group.items[0].index()
                self.dataChanged.emit(
                    self.index(min(changed), 0, parent), self.index(max(changed), last, parent)
                )

    def mark(self, key: str) -> Mark:
        """The mark shown for the card *key*."""
        return self._shown.get(key, NO_MARK)

    def ref_at(self, index: Index) -> CardRef | None:
        key = index.data(KEY_ROLE) if index.isValid() else None
        return self._refs.get(key) if isinstance(key, str) else None

    def index_of(self, key: str) -> QModelIndex:
        items = self._items.get(key)
        return items[0].index() if items is not None else QModelIndex()

    def group_names(self, shown: Callable[[int], int] | None = None) -> None:
        """Name the groups again, with how many of their cards *shown* says are shown (a
        search: "Support cards (5/39)"); all of them without it."""
        for row, group in enumerate(self._groups):
            self._name_group(group, shown(row) if shown is not None else None)

    def _name_group(self, group: _Group, shown: int | None = None) -> None:
        name = {
            CardType.COMPANY: self.tr("Company cards"),
            CardType.SUPPORT: self.tr("Support cards"),
            CardType.SPECIAL: self.tr("Special cards"),
            CardType.STRUCTURE: self.tr("Structure cards"),
        }[group.type]
        count = f"{shown}/{len(group.keys)}" if shown is not None else str(len(group.keys))
        text = f"{name} ({count})"
        if group.items[0].text() != text:
            group.items[0].setText(text)

    def _fill(self, ref: CardRef, mark: Mark, texts: bool = True, marks: bool = True) -> None:
        """Fill the cells of *ref*'s row: *mark* as tooltip, and with *marks* as icon and
        colour too; with *texts* the texts in the model's language (a language switch fills
        only the texts and tooltips, the cells that change with it)."""
        items = self._items[ref.key]
        if texts:
            self._fill_texts(ref, items, search=marks)
        shown_tip = tip(self._tooltip(ref, mark))
        if not marks:
            for item in items:
                item.setData(shown_tip, Qt.ItemDataRole.ToolTipRole)
            return
        error = QBrush(colour(Tone.ERROR)) if mark.level is MarkLevel.ERROR else None
        over = QBrush(colour(Tone.OVER)) if mark.over_points else None
        for column, item in enumerate(items):
            item.setData(shown_tip, Qt.ItemDataRole.ToolTipRole)
            item.setData(int(mark.level), MARK_ROLE)
            brush = error or (over if column == Column.POINTS else None)
            item.setData(brush, Qt.ItemDataRole.ForegroundRole)
        name_icon = _MARK_ICON.get(mark.level)
        items[Column.NAME].setData(
            row_icon(name_icon) if name_icon is not None else None, Qt.ItemDataRole.DecorationRole
        )

    def _fill_texts(self, ref: CardRef, items: list[QStandardItem], search: bool = True) -> None:
        """The texts in the model's language; with *search* the words a search finds it by
        (every language's names: the same in all)."""
        card, lang = ref.card, self._lang
        badges = []
        if card.unique:
            badges.append(self.tr("Unique"))
        if card.free:
            badges.append(self.tr("Free"))
        name = card_name(card, lang)
        points = format_int(card.points, lang)
        more = bool(card.options) and (card.titan or card.type is STRUCTURE)  # weapons to add
        vp = (
            listed_victory_points(card, self._system)
            if self._system is not None
            else None
            if card.victory_points is None
            else math.ceil(card.victory_points)
        )
        texts = (
            f"{name} \u00b7 {', '.join(badges)}" if badges else name,
            f"{points}+" if more else points,
            _vp_text(vp, lang, more and card.titan),
            break_point_text(card.break_point or 0, lambda n: format_int(n, lang)),
        )
        for column, item in enumerate(items):
            item.setData(texts[column], Qt.ItemDataRole.DisplayRole)
        if search:
            words = " ".join([*card.names.as_dict().values(), card.id, *card.tags]).casefold()
            for item in items:
                item.setData(words, SEARCH_ROLE)

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

    # --- dragging a card to the roster tree ---------------------------------------

    def mimeTypes(self) -> list[str]:
        return [MIME_CARD]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        for index in indexes:
            ref = self.ref_at(index)
            if ref is not None:
                data.setData(MIME_CARD, QByteArray(ref.key.encode()))
                break
        return data

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction


class _SearchProxy(QSortFilterProxyModel):
    """Cards whose names (any language), id or tags hold every word typed, in any order: a
    regular expression on :data:`SEARCH_ROLE`, so filtering runs in Qt alone."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setFilterRole(SEARCH_ROLE)
        self.words: list[str] = []
        self.hidden: frozenset[str] = frozenset()
        """Cards left out whatever the search ("only what this roster can take now")."""

    def set_hidden(self, keys: frozenset[str]) -> None:
        if keys != self.hidden:
            self.beginFilterChange()  # Qt 6.10's replacement for invalidateFilter()
            self.hidden = keys
            self.endFilterChange()

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        if self.hidden:
            model = self.sourceModel()
            key = model.data(model.index(source_row, 0, source_parent), KEY_ROLE)
            if key in self.hidden:
                return False
        return super().filterAcceptsRow(source_row, source_parent)

    def set_search(self, text: str) -> None:
        self.words = text.casefold().split()
        pattern = "".join(f"(?=.*{re.escape(word)})" for word in self.words)
        expression = QRegularExpression(
            f"^{pattern}" if pattern else "",
            QRegularExpression.PatternOption.DotMatchesEverythingOption,
        )
        self.setFilterRegularExpression(expression)


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


class _SearchBox(QLineEdit):
    """The card search: Down goes into the results, Enter adds the card shown first (or the
    one chosen there)."""

    down_pressed = Signal()
    enter_pressed = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Down and not event.modifiers():
            self.down_pressed.emit()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter_pressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class _ListPage:
    """The cards of one army list as the browser shows them: built once, then kept, with the
    search typed for them and the card chosen."""

    __slots__ = ("fits", "model", "proxy", "search", "view")

    def __init__(self, model: CardBrowserModel, proxy: _SearchProxy, view: _CardTree) -> None:
        self.model = model
        self.proxy = proxy
        self.view = view
        self.search = ""
        self.fits: dict[str, _Fit] = {}
        """The columns as fitted to the texts of each language, measured once shown."""


@record
class _Fit:
    figures: tuple[int, ...]
    """The widths of the figure columns."""
    minimum: int
    """The narrowest the view may be."""
    wanted: int
    """The width that shows every name whole."""


class CardBrowser(QWidget):
    """Search and add the cards of the force being edited. The search belongs to the army
    list it was typed for: another force's cards show their own search (none at first), and
    coming back shows it again; a search that finds nothing says so."""

    BUILD_DELAY_MS = 100
    """The other forces' lists are built once the roster is shown and painted."""
    BUILD_SLICE_SECONDS = 0.004
    """Building per turn of the event loop, while idle: well under a frame."""

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
        self.search = _SearchBox()
        self.search.setObjectName("cardSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search_changed)
        self.search.down_pressed.connect(self.enter_results)
        self.search.enter_pressed.connect(self._search_entered)
        self.only_takeable = QCheckBox()
        self.only_takeable.setObjectName("onlyTakeable")
        self.only_takeable.toggled.connect(self._filter_takeable)
        self.nothing_found = QLabel()
        self.nothing_found.setObjectName("searchFoundNothing")
        self.nothing_found.setWordWrap(True)
        self.nothing_found.setTextFormat(Qt.TextFormat.PlainText)
        self.nothing_found.hide()
        self._wanted_width = 0
        self._stack = QStackedWidget()
        self._pages: dict[str | None, _ListPage] = {}
        self._page = self._new_page([])
        self._pages[None] = self._page
        self._to_build: list[str] = []
        self._building: tuple[str, Generator[None, None, _ListPage]] | None = None
        """The list being built while the window is idle, and the rest of its steps."""
        self._builder: Task | None = None
        """The idle task building the lists of the other forces."""
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
        layout.addWidget(self.only_takeable)
        layout.addWidget(self.nothing_found)
        layout.addWidget(self._stack, 1)
        row = QHBoxLayout()
        row.addWidget(self._target_label, 1)
        row.addWidget(self.add_button)
        layout.addLayout(row)
        self.retranslate()

    # --- the pages: one per army list ---------------------------------------------

    @property
    def model(self) -> CardBrowserModel:
        """The cards shown now (the army list of the force being edited)."""
        return self._page.model

    @property
    def view(self) -> QTreeView:
        return self._page.view

    @property
    def _proxy(self) -> _SearchProxy:
        return self._page.proxy

    def _new_page(self, cards: list[CardRef]) -> _ListPage:
        steps = self._page_steps(cards)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                page: _ListPage = done.value
                return page

    def _page_steps(self, cards: list[CardRef]) -> Generator[None, None, _ListPage]:
        """Build the page of *cards* a card at a time (yielding between), then its view."""
        model = CardBrowserModel(self, self._codex.game_system)
        model.set_language(self._lang)
        yield from model.filling(cards)
        proxy = _SearchProxy(model)
        proxy.setSourceModel(model)
        view = _CardTree()
        view.setObjectName("cardBrowserView")
        view.setModel(proxy)
        view.setUniformRowHeights(True)
        view.setIndentation(view.fontMetrics().averageCharWidth() * 2)
        view.setAlternatingRowColors(True)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setDragEnabled(True)
        view.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        header = view.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        view.doubleClicked.connect(self._double_clicked)
        view.add_pressed.connect(self.add_current)
        view.selectionModel().currentRowChanged.connect(self._current_changed)
        page = _ListPage(model, proxy, view)
        self._stack.addWidget(view)
        root = QModelIndex()
        for row in range(proxy.rowCount(root)):  # group rows ("Support cards (39)") span
            view.setFirstColumnSpanned(row, root, True)
        view.expandAll()
        return page

    def _build(self, list_id: str | None) -> _ListPage:
        page = self._pages.get(list_id)
        if page is None:
            if self._building is not None and self._building[0] == list_id:
                self._build_step(None)  # half built while idle: finish it now
                return self._pages[list_id]
            page = self._pages[list_id] = self._new_page(self._cards_of(list_id))
        return page

    def _cards_of(self, list_id: str | None) -> list[CardRef]:
        cards = self._codex.list_cards(list_id) if list_id is not None else []
        return [ref for ref in cards if not ref.card.unpriced]  # no cost: not for sale

    def _build_soon(self, roster: Roster | None) -> None:
        """Build the lists of the roster's other forces while the window is idle, a few
        cards per turn of the event loop, so that the first switch to them is a switch too
        and the window never stops answering meanwhile."""
        wanted = [] if roster is None else [force.list_id for force in roster.forces]
        self._to_build = [id_ for id_ in dict.fromkeys(wanted) if id_ not in self._pages]
        if self._to_build and (self._builder is None or not self._builder.active):
            self._builder = idle().add(
                self._build_next,
                Priority.WARM,
                name="other card lists",
                delay_ms=self.BUILD_DELAY_MS,
                owner=self,
            )

    def _build_next(self) -> bool:
        """One turn's worth of building; whether any is left."""
        if self._building is None:
            while self._to_build and self._to_build[0] in self._pages:
                self._to_build.pop(0)
            if self._to_build:
                list_id = self._to_build.pop(0)
                self._building = (list_id, self._page_steps(self._cards_of(list_id)))
        if self._building is not None:
            self._build_step(self.BUILD_SLICE_SECONDS)
        return self._building is not None or bool(self._to_build)

    def _build_step(self, budget: float | None) -> None:
        """Build the page under way for *budget* seconds, or to its end (None)."""
        assert self._building is not None
        list_id, steps = self._building
        start = time.perf_counter()
        try:
            while True:
                next(steps)
                if budget is not None and time.perf_counter() - start >= budget:
                    return
        except StopIteration as done:
            self._pages[list_id] = done.value
            self._building = None

    def _show_list(self, list_id: str | None) -> None:
        """Show the cards of *list_id*, built the first time; the search box shows the search
        typed for them."""
        page = self._build(list_id)
        had_focus = self.view.hasFocus()
        self._page = page
        if page.model.lang != self._lang:
            page.model.set_language(self._lang)
        self._stack.setCurrentWidget(page.view)
        if had_focus:
            page.view.setFocus()
        if self.search.text() != page.search:
            blocked = self.search.blockSignals(True)
            self.search.setText(page.search)
            self.search.blockSignals(blocked)
        self._count_groups()
        self._say_nothing_found()
        self._fit_columns()
        self.add_button.setEnabled(self.current_ref() is not None and self._roster is not None)

    # --- feeding ----------------------------------------------------------------

    def set_codex(self, codex: Codex) -> None:
        """Offer the cards of *codex* (the open roster's house rules change figures and add
        cards): the lists built from the other codex are dropped and built again."""
        if codex is self._codex:
            return
        self._codex = codex
        self.checker.set_codex(codex)
        for list_id, page in list(self._pages.items()):
            if list_id is not None:
                self._stack.removeWidget(page.view)
                page.view.deleteLater()
                del self._pages[list_id]
        self._building, self._to_build = None, []
        self._show_list(self._list_id)
        self._build_soon(self._roster)

    def set_language(self, lang: str) -> None:
        """Texts in *lang*: those shown now at once, the other lists' when shown."""
        self._lang = lang
        self.model.set_language(lang)
        self._count_groups()
        self.retranslate()
        self._recheck()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search cards (name, type, tag)"))
        self.only_takeable.setText(self.tr("Only what this roster can take now"))
        self.only_takeable.setToolTip(
            self.tr(
                "Hide the cards this roster could not take where they would go: no free "
                "slot, a Unique card already taken, not allowed to this list"
            )
        )
        self._say_nothing_found()
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add the selected card (Enter or double-click)"))
        self._update_labels()
        self.model.retranslate_header()
        self._fit_columns()

    def _fit_columns(self, measure: bool = False) -> None:
        """Figure columns as narrow as their header or widest figure; the name column takes the
        rest, and the browser asks for room for its longest name, so no real name is cut at
        first (a name cut in a narrow pane is whole in its tooltip). Measured once per list
        and language (or when *measure* says so): the same texts take the same room."""
        page, view = self._page, self.view
        fit = None if measure else page.fits.get(page.model.lang)
        if fit is None:
            fit = self._measure_columns()
            if view.isVisible():  # measured again once polished (see showEvent)
                page.fits[page.model.lang] = fit
        header = view.header()
        for column, width in zip(FIGURES, fit.figures, strict=True):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, width)
        # the widest of the languages measured, rounded up to a step (figures and names are
        # measured as the widest language writes them, give or take a pixel of rounding): a
        # language switch moves nothing
        minimum = max([fit.minimum, *(f.minimum for f in page.fits.values())])
        view.setMinimumWidth(-(-minimum // WIDTH_STEP) * WIDTH_STEP)
        if fit.wanted != self._wanted_width:
            self._wanted_width = fit.wanted
            self.updateGeometry()

    def _measure_columns(self) -> _Fit:
        view = self.view
        header = view.header()
        metrics = view.fontMetrics()
        model, lang = self.model, self.model.lang
        cards = model.cards()
        # figures and names measured as the widest language writes them: a language switch
        # keeps the window's layout
        widths = tuple(
            max(
                header.sectionSizeHint(column),
                view.sizeHintForColumn(column) + self._wider_elsewhere(column, cards),
            )
            for column in FIGURES
        )
        figures = sum(widths)
        name = max(
            (
                self._name_width(model.index_of(ref.key))
                + max(
                    metrics.horizontalAdvance(card_name(ref.card, other))
                    - metrics.horizontalAdvance(card_name(ref.card, lang))
                    for other in LANGUAGES
                )
                for ref in cards
            ),
            default=0,
        )
        scroll_bar = view.verticalScrollBar()
        scroll_bar.ensurePolished()
        chrome = view.frameWidth() * 2 + max(
            scroll_bar.sizeHint().width(),
            view.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, scroll_bar),
        )
        # never squeezed below a readable name, even for a list with one very long name
        readable = view.fontMetrics().averageCharWidth() * 36 + self._mark_width()
        minimum = min(name, readable + 2 * view.indentation()) + figures + chrome
        return _Fit(widths, minimum, name + figures + chrome)

    def _wider_elsewhere(self, column: int, cards: Sequence[CardRef]) -> int:
        """How much wider the figures of *column* are in the widest language."""
        metrics = self.view.fontMetrics()
        extra = 0
        for ref in cards:
            text = str(self.model.index_of(ref.key).siblingAtColumn(column).data() or "")
            extra = max(extra, widest_figure(metrics, text) - metrics.horizontalAdvance(text))
        return extra

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
        self._fit_columns(measure=True)
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
            self._show_list(list_id)
        self._build_soon(roster)
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
        if self.only_takeable.isChecked():
            self._filter_takeable(True)

    def _filter_takeable(self, on: bool) -> None:
        """Hide (or show again) the cards whose addition would break a rule, by the marks the
        rules engine's what-if gave them (:class:`CandidateChecker`): the points limit alone
        does not hide a card, it stays marked."""
        hidden: frozenset[str] = frozenset()
        if on and self._roster is not None:
            hidden = frozenset(
                key for key, mark in self.checker.marks.items() if mark.level is MarkLevel.ERROR
            )
        if hidden == self._proxy.hidden:
            return
        self._proxy.set_hidden(hidden)
        self._count_groups()
        self._span_groups()
        self.view.expandAll()
        self._say_nothing_found()

    def _update_labels(self) -> None:
        roster, target, lang = self._roster, self._target, self._lang
        if roster is None or target is None or target.force >= len(roster.forces):
            self._force_label.setText(self.tr("No roster open."))
            self._target_label.setText("")
            return
        force = roster.forces[target.force]
        army_list = self._codex.army_list(force.list_id)
        name = army_list.display_name(lang) if army_list is not None else force.list_id
        self._force_label.setText(fill(self.tr("<b>Cards of %1</b>"), esc(name)))
        if target.company is None:
            text = self.tr("Support and Special cards need a company: add a Company card first.")
        else:
            label = self._company_label(target)
            text = fill(self.tr("Support and Special cards go to <b>%1</b>."), esc(label))
        self._target_label.setText(text)

    def _company_label(self, target: Target) -> str:
        """The company as the tree shows it: the player's name first, the card's after."""
        if self._result is not None:
            for force in self._result.figures.forces:
                for company in force.companies:
                    if company.path == element_path(target.force, target.company):
                        return company.shown(self._lang)
        return "?"

    # --- interaction ------------------------------------------------------------

    def _search_changed(self, text: str) -> None:
        self._page.search = text
        self._proxy.set_search(text)
        self._count_groups()
        self._span_groups()
        self.view.expandAll()
        self._say_nothing_found()

    def _say_nothing_found(self) -> None:
        """An empty list is never left unexplained."""
        words = self.search.text().strip()
        empty = bool(words) and self.first_card() is None
        if empty:
            self.nothing_found.setText(
                fill(self.tr("No card of this force matches \u201c%1\u201d."), words)
            )
        self.nothing_found.setVisible(empty)

    def first_card(self) -> QModelIndex | None:
        """The first card the search shows (under its group row), if any."""
        root = QModelIndex()
        for row in range(self._proxy.rowCount(root)):
            group = self._proxy.index(row, 0, root)
            if self._proxy.rowCount(group):
                return self._proxy.index(0, 0, group)
        return None

    def enter_results(self) -> None:
        """Down in the search box: into the results, on the card chosen or else the first."""
        current = self.view.currentIndex()
        if self.model.ref_at(self._proxy.mapToSource(current)) is None:
            first = self.first_card()
            if first is None:
                return
            self.view.setCurrentIndex(first)
        self.view.setFocus()

    def _search_entered(self) -> None:
        """Enter in the search box adds the card chosen, or the only or first one shown; the
        search is then selected, so the next card's name is typed over it (no clearing
        first, as in a browser's address bar)."""
        if self.model.ref_at(self._proxy.mapToSource(self.view.currentIndex())) is None:
            first = self.first_card()
            if first is None:
                return
            self.view.setCurrentIndex(first)
        self.add_current()
        self.search.selectAll()

    def _count_groups(self) -> None:
        """A group header counts what the search shows: "Support cards (5/39)"."""
        if not self._proxy.words and not self._proxy.hidden:
            self.model.group_names()
            return

        def shown(row: int) -> int:
            index = self._proxy.mapFromSource(self.model.index(row, 0))
            return self._proxy.rowCount(index) if index.isValid() else 0

        self.model.group_names(shown)

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


def _vp_text(vp: int | None, lang: str, more: bool) -> str | None:
    """The VP the roster would show for the card taken as it is (``2+`` for a titan whose
    weapons add to it), blank for a card without VP."""
    if vp is None:
        return None
    return f"{format_int(vp, lang)}+" if more else format_int(vp, lang)
