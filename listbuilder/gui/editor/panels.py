"""The editing panels of the window (roster header and totals, card browser, roster tree
with the findings, card view), laid out and wired to the window's editing verbs."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from listbuilder.gui.editor.card_browser import CardBrowser
from listbuilder.gui.editor.card_view import CardView
from listbuilder.gui.editor.findings_panel import FindingsPanel
from listbuilder.gui.editor.notes_editor import NotesEditor
from listbuilder.gui.editor.totals_bar import RosterHeader, TotalsBar
from listbuilder.gui.editor.tree_model import RosterTreeModel
from listbuilder.gui.editor.tree_view import RosterTree

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.editing.verbs import Target
    from listbuilder.gui.window.settings import Settings

MAIN_SIZES = (420, 560, 560)
"""Card browser, roster tree with the findings, card view: the default widths."""
MIDDLE_SIZES = (330, 270)
"""Roster tree over the findings: the default heights (in proportion: the findings get
room for three wrapped findings at 1024x768)."""
CARD_SIZES = (360, 240)
"""The card's text over its options: the default heights until a card with options sizes
them to its needs (see :meth:`CardView.show_roster_card`)."""


class PanelRequests(Protocol):
    """The window as the panels see it: the army books, the language and the verbs their
    requests go to. The window builds the panels, so naming its class here would make the
    two modules import each other; ``MainWindow`` is checked against this protocol."""

    @property
    def codex(self) -> Codex: ...
    @property
    def lang(self) -> str: ...
    def rename(self, name: str) -> None: ...
    def rename_element(self, path: object, name: str) -> None: ...
    def set_notes(self, path: object, notes: str) -> None: ...
    def set_points_limit(self, limit: object) -> None: ...
    def add_card(self, key: str, target: Target | None = None) -> bool: ...
    def show_codex_card(self, ref: object) -> None: ...
    def selection_changed(self, path: object) -> None: ...
    def tree_menu(self, position: QPoint) -> None: ...
    def show_selected(self) -> None: ...
    def apply_dropped(self, operation: object) -> None: ...
    def card_dropped(self, key: str, path: object) -> None: ...
    def select_finding(self, path_text: str) -> None: ...
    def set_options(self, path: object, changes: Iterable[tuple[str, int]]) -> None: ...
    def type_in_search(self, text: str) -> None: ...


class EditorPanels:
    """The editing panels; their requests go to the window."""

    def __init__(self, window: PanelRequests, parent: QWidget) -> None:
        codex = window.codex
        self.header = RosterHeader()
        self.totals = TotalsBar(unique_per=codex.game_system.unique_per_points)
        self.browser = CardBrowser(codex)
        self.tree_model = RosterTreeModel(parent)
        self.tree = RosterTree(self.tree_model)
        self.findings = FindingsPanel()
        self.card_view = CardView(codex)
        self.notes = NotesEditor()
        right = QWidget()
        right.setObjectName("cardColumn")
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.card_view, 1)
        right_layout.addWidget(self.notes)

        middle = QSplitter(Qt.Orientation.Vertical)
        middle.addWidget(self.tree)
        middle.addWidget(self.findings)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 1)
        middle.setSizes(list(MIDDLE_SIZES))
        self.middle_splitter = middle
        self.findings_fitted: list[int] | None = None
        """The tree's and findings' heights as last fitted to the findings, while the player
        has not sized them (None once they have)."""
        self._fit_findings = True
        self._fitted_asked: list[int] | None = None
        middle.splitterMoved.connect(self._findings_moved)
        self.findings.filled.connect(lambda: self.fit_findings(calm=True))
        self._resizes = _ResizeWatch(middle, self.fit_findings)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.browser)
        splitter.addWidget(middle)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 3)
        splitter.setSizes(list(MAIN_SIZES))
        splitter.setChildrenCollapsible(False)
        self.splitter = splitter

        self.widget = QWidget()
        self.widget.setObjectName("editor")
        layout = QVBoxLayout(self.widget)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addWidget(self.header)
        layout.addWidget(self.totals)
        layout.addWidget(splitter, 1)
        self._connect(window)
        if window.lang != "en":
            self.set_language(window.lang)

    def _splitters(self) -> tuple[tuple[str, QSplitter, tuple[int, ...]], ...]:
        """Each splitter with its settings key and default sizes."""
        return (
            ("splitter", self.splitter, MAIN_SIZES),
            ("findings_splitter", self.middle_splitter, MIDDLE_SIZES),
            ("card_splitter", self.card_view.splitter, CARD_SIZES),
        )

    def restore_layout(self, settings: Settings) -> None:
        """The splitters as the player left them; the defaults where nothing usable was saved
        (no setting, damaged bytes, another layout, a pane squeezed to nothing that may not
        collapse)."""
        for key, splitter, default in self._splitters():
            orientation = splitter.orientation()
            collapsible = splitter.childrenCollapsible()
            state = settings.window_state(key)
            restored = state is not None and splitter.restoreState(state)
            splitter.setOrientation(orientation)  # a state may carry another orientation
            splitter.setChildrenCollapsible(collapsible)
            sizes = splitter.sizes()
            squeezed = min(sizes, default=0) <= 0 and not collapsible
            if not restored or len(sizes) != len(default) or sum(sizes) <= 0 or squeezed:
                splitter.setSizes(list(default))
            elif splitter is self.card_view.splitter:
                self.card_view.sized_by_player = True
            elif splitter is self.middle_splitter:
                self._fit_findings = False

    def save_layout(self, settings: Settings) -> None:
        """The splitters as they are; the card view's only once the player has sized it
        (else each card with options keeps getting the room it needs)."""
        for key, splitter, _default in self._splitters():
            if splitter is self.card_view.splitter and not self.card_view.sized_by_player:
                continue
            fitted = self._fit_findings and splitter.sizes() == self.findings_fitted
            if splitter is self.middle_splitter and fitted:
                continue  # fitted to the findings: fitted again next time
            settings.set_window_state(key, splitter.saveState())

    def _findings_moved(self, _position: int, _index: int) -> None:
        self._fit_findings = False

    def fit_findings(self, *, calm: bool = False) -> None:
        """The findings get the height they need (up to half the column, a few lines at
        least) and the roster tree the rest: a legal roster's one line no longer holds a
        quarter of the window empty. Once the player moves the handle, their sizes stay.

        *calm* (after an edit): the findings grow to show every line, but give back less
        than three lines only on the next resize, so an edit and its undo do not move the
        tree's rows up and down (and lay the tree out again, ~5 ms on a big roster)."""
        middle = self.middle_splitter
        total = sum(middle.sizes())
        if not self._fit_findings or total <= 0 or not middle.isVisible():
            return
        line = self.findings.fontMetrics().lineSpacing()
        wanted = self.findings.wanted_height(middle.width())
        findings = max(min(wanted, total // 2), min(line * 3, total // 2))
        sizes = [total - findings, findings]
        shown = middle.sizes()[1]
        if calm and findings <= shown <= findings + 3 * line:
            return
        if sizes == self._fitted_asked and middle.sizes() == self.findings_fitted:
            return  # as last fitted (the splitter may round what it was asked for)
        if sizes != middle.sizes():
            middle.setSizes(sizes)
        self._fitted_asked = sizes
        self.findings_fitted = middle.sizes()

    def _connect(self, window: PanelRequests) -> None:
        self.header.name_edited.connect(window.rename)
        self.header.limit_edited.connect(window.set_points_limit)
        self.browser.add_requested.connect(window.add_card)
        self.browser.card_selected.connect(window.show_codex_card)
        self.tree.current_path_changed.connect(window.selection_changed)
        self.tree.customContextMenuRequested.connect(window.tree_menu)
        self.tree.typed.connect(window.type_in_search)
        self.tree.doubleClicked.connect(lambda _index: window.show_selected())
        self.tree_model.operation_requested.connect(window.apply_dropped)
        self.tree_model.card_drop_requested.connect(window.card_dropped)
        self.tree_model.rename_requested.connect(window.rename_element)
        self.findings.finding_activated.connect(window.select_finding)
        self.card_view.options_changed.connect(window.set_options)
        self.notes.notes_edited.connect(window.set_notes)
        self.notes.left.connect(self.tree.setFocus)  # Escape: back to the roster

    def set_language(self, lang: str) -> None:
        self.tree_model.set_language(lang)
        self.tree.fit_columns()
        self.browser.set_language(lang)
        self.card_view.set_language(lang)
        self.totals.set_language(lang)
        self.findings.set_language(lang)
        self.header.retranslate()


class _ResizeWatch(QObject):
    """Calls *then* once *watched* has handled a resize (the findings are fitted to the new
    height after the splitter has shared it out by its stretch factors, not before)."""

    def __init__(self, watched: QWidget, then: Callable[[], None]) -> None:
        super().__init__(watched)
        self._then = then
        self._pending = False
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and not self._pending:
            self._pending = True
            QTimer.singleShot(0, self._run)
        return False

    def _run(self) -> None:
        self._pending = False
        self._then()
