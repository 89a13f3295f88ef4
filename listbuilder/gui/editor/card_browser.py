"""The card browser: the cards of the force being edited, with what adding each would do.

Cards are grouped by type with their points, break point and VP from the
codex. A card that would break a rule, or not fit in the points left, is
marked, and its tooltip gives the reason in the rules engine's own words: the
marks come from :mod:`~listbuilder.gui.editor.card_marks`, the cards' cells from
:mod:`~listbuilder.gui.editor.card_model`; this module is the widget. Adding is
never blocked: a marked card can still be added, and the findings panel
reports the problem.

Each army list's cards are built once, as a page (model, search filter, view) of a stack:
selecting a card of another force switches pages instead of building the list again (40 to
100 ms on a big roster), and each page keeps its own search and selection.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
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

from listbuilder.editing.verbs import Target
from listbuilder.gui.common import Column, card_name, esc, icon
from listbuilder.gui.editor.card_marks import (
    CandidateChecker,
    MarkLevel,
    Placement,
)
from listbuilder.gui.editor.card_model import FIGURES, CardBrowserModel, SearchProxy
from listbuilder.gui.editor.tree_view import widest_figure
from listbuilder.gui.i18n import fill
from listbuilder.gui.work import Priority, Task, idle
from listbuilder.i18n import LANGUAGES
from listbuilder.records import record
from listbuilder.roster.model import element_path

if TYPE_CHECKING:
    from PySide6.QtGui import QFontMetrics

    from listbuilder.codex.codex import CardRef, Codex
    from listbuilder.roster.model import Roster
    from listbuilder.rules.engine import ValidationResult

Index = QModelIndex | QPersistentModelIndex

WIDTH_STEP = 8
"""The browser's minimum width is a multiple of this many pixels (see :meth:`_fit_columns`)."""


def view_icon_width(view: QTreeView) -> int:
    """The width of a row's mark icon in *view*."""
    size = view.iconSize()
    if size.isValid():
        return size.width()
    return view.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)


def _advances(metrics: QFontMetrics) -> Callable[[str], int]:
    """*metrics*' ``horizontalAdvance``, each text measured once (a name is measured in every
    language, and most names are the same in all of them)."""
    known: dict[str, int] = {}

    def advance(text: str) -> int:
        width = known.get(text)
        if width is None:
            width = known[text] = metrics.horizontalAdvance(text)
        return width

    return advance


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

    def __init__(self, model: CardBrowserModel, proxy: SearchProxy, view: _CardTree) -> None:
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
    def _proxy(self) -> SearchProxy:
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
        proxy = SearchProxy(model)
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
        advance = _advances(metrics)
        option = QStyleOptionViewItem()  # the same for every row: made once
        view.initViewItemOption(option)
        mark = self._mark_width()
        name = max(
            (
                self._name_width(model.index_of(ref.key), option, mark)
                + max(advance(card_name(ref.card, other)) for other in LANGUAGES)
                - advance(card_name(ref.card, lang))
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
        readable = view.fontMetrics().averageCharWidth() * 36 + mark
        minimum = min(name, readable + 2 * view.indentation()) + figures + chrome
        return _Fit(widths, minimum, name + figures + chrome)

    def _wider_elsewhere(self, column: int, cards: Sequence[CardRef]) -> int:
        """How much wider the figures of *column* are in the widest language (each distinct
        figure measured once: a list repeats its costs and counts)."""
        metrics = self.view.fontMetrics()
        texts = {
            str(self.model.index_of(ref.key).siblingAtColumn(column).data() or "") for ref in cards
        }
        return max(
            (widest_figure(metrics, text) - metrics.horizontalAdvance(text) for text in texts),
            default=0,
        )

    def _mark_width(self) -> int:
        """The room a mark takes in a name cell: the icon and its margins (the style's item
        layout)."""
        margin = self.view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        return view_icon_width(self.view) + 2 * margin

    def _name_width(self, index: QModelIndex, option: QStyleOptionViewItem, mark: int) -> int:
        """The width a card's name cell needs, indentation included, with room for a mark of
        width *mark* (marks come and go with every edit); *option* is the view's item option
        (the delegate copies it)."""
        view = self.view
        width = view.itemDelegate().sizeHint(option, self._proxy.mapFromSource(index)).width()
        if index.data(Qt.ItemDataRole.DecorationRole) is None:
            width += mark
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
