"""The army at a glance in the window: a dock of bars beside the editor (View menu).

The figures and their words come from :mod:`listbuilder.report.glance`, as on the roster
sheet; the panel only paints them. They are worked out only while the dock is shown, and the
core is imported on first use, not with the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

from listbuilder.gui import core

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.report.glance import Bar, Glance
    from listbuilder.roster.model import Roster
    from listbuilder.rules.figures import ArmyFigures

Groups = list[tuple[str, tuple["Bar", ...]]]

LINE = 18
BAR = 60
"""The narrowest a bar is drawn: below it the panel asks for more room rather than cut text."""
LABEL_CAP = 260
"""The widest a label column gets; a longer label (a force's long name) is cut, whole in the
roster tree and on the printed sheet."""
GAP = 8
CARD_ROOM = 250
"""The room the card view keeps beyond its minimum when the dock stands beside the panes;
with less, the dock goes under them (beside them at 1024 px it left the card view 70 px and
cut its own figures)."""


class GlancePanel(QWidget):
    """Painted bars: points by card type and by force, allies, VP and BP per 1,000.

    The labels and figures are measured, so no text is cut; the groups flow into as many
    columns as the width holds (one beside the panes, side by side under them)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.groups: Groups = []
        self.footer = ""
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_glance(self, found: Glance | None, lang: str) -> None:
        self.groups = []
        self.footer = ""
        if found is not None:
            self.groups = [
                (core.i18n.message("glance.by_type", lang), found.by_type),
                (core.i18n.message("glance.by_force", lang), found.by_force),
            ]
            if found.ally is not None:
                self.groups.append((core.i18n.message("glance.ally", lang), (found.ally,)))
            self.groups.append((core.i18n.message("glance.per_1000", lang), found.per_thousand))
            self.footer = core.i18n.message("glance.models", lang, count=found.models)
        self._fit_height()
        self.updateGeometry()
        self.update()

    # --- measures ---------------------------------------------------------------------

    def label_width(self, groups: Groups | None = None) -> int:
        metrics = self.fontMetrics()
        bars = [bar for _, found in (self.groups if groups is None else groups) for bar in found]
        widest = max((metrics.horizontalAdvance(bar.label) for bar in bars), default=0)
        return min(widest, LABEL_CAP) + GAP + 2  # a text as wide as its room is elided

    def text_width(self, groups: Groups | None = None) -> int:
        metrics = self.fontMetrics()
        bars = [bar for _, found in (self.groups if groups is None else groups) for bar in found]
        return max((metrics.horizontalAdvance(bar.text) for bar in bars), default=0) + 2

    def column_width(self, groups: Groups | None = None) -> int:
        """A column: its labels, the narrowest bar and its widest figure, none of them cut."""
        groups = self.groups if groups is None else groups
        bold = self.font()
        bold.setBold(True)
        metrics = QFontMetrics(bold)
        titles = [title for title, _ in groups]
        if groups is self.groups:
            titles.append(self.footer)
        widest = max((metrics.horizontalAdvance(text) for text in titles), default=0)
        return max(self.label_width(groups) + BAR + GAP + self.text_width(groups), widest) + 2

    def _split(self, count: int) -> list[Groups]:
        """The groups in *count* columns of about even height, in reading order."""
        rows = sum(len(bars) + 1 for _, bars in self.groups)
        target = -(-rows // count)
        columns: list[Groups] = [[]]
        height = 0
        for group in self.groups:
            size = len(group[1]) + 1
            if columns[-1] and height + size > target and len(columns) < count:
                columns.append([])
                height = 0
            columns[-1].append(group)
            height += size
        return columns

    def columns(self, width: int) -> list[Groups]:
        """As many columns as *width* holds with every text whole (one at least)."""
        for count in range(len(self.groups), 1, -1):
            columns = self._split(count)
            if sum(self.column_width(column) for column in columns) <= width:
                return columns
        return [list(self.groups)]

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if not self.groups:
            return LINE + 8
        rows = max(sum(len(bars) + 1 for _, bars in column) for column in self.columns(width))
        return (rows + 1) * LINE + 8

    def sizeHint(self) -> QSize:
        width = self.column_width()
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        """Narrow: a dock the player drags beside the panes never makes the window grow past
        the screen (its labels are then cut, whole under the panes)."""
        return QSize(min(self.column_width(), 160), 2 * LINE)

    def _fit_height(self) -> None:
        """Docks do not ask their widget's height for its width: the panel tells them."""
        self.setMinimumHeight(self.heightForWidth(max(self.width(), self.column_width())))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    # --- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        bold = painter.font()
        bold.setBold(True)
        plain = painter.font()
        columns = self.columns(self.width())
        widths = [self.column_width(column) for column in columns]
        spare = max(self.width() - sum(widths), 0) // len(columns)
        left, bottom = 0, 4
        for column, width in zip(columns, widths, strict=True):
            label, text = self.label_width(column), self.text_width(column)
            room = width + spare - label - text - 2 * GAP
            y = 4
            for title, bars in column:
                painter.setFont(bold)
                painter.setPen(ink)
                painter.drawText(
                    QRect(left, y, width + spare, LINE), Qt.AlignmentFlag.AlignVCenter, title
                )
                y += LINE
                painter.setFont(plain)
                for bar in bars:
                    shown = painter.fontMetrics().elidedText(
                        bar.label, Qt.TextElideMode.ElideRight, label - GAP
                    )
                    painter.setPen(ink)
                    painter.drawText(
                        QRect(left, y, label, LINE), Qt.AlignmentFlag.AlignVCenter, shown
                    )
                    painter.drawRect(left + label, y + 4, room, LINE - 8)
                    length = int(room * bar.value / bar.full) if bar.full else 0
                    if length > 0:
                        painter.fillRect(left + label, y + 4, min(length, room), LINE - 8, ink)
                    painter.drawText(
                        QRect(left + label + room + GAP, y, text, LINE),
                        Qt.AlignmentFlag.AlignVCenter,
                        bar.text,
                    )
                    y += LINE
            bottom = max(bottom, y)
            left += width + spare
        if self.footer:
            painter.setFont(bold)
            painter.drawText(
                QRect(0, bottom, self.width(), LINE), Qt.AlignmentFlag.AlignVCenter, self.footer
            )
        painter.end()


class GlanceDock(QDockWidget):
    """The panel in a dock, hidden until the View menu shows it: beside the panes in a wide
    window, under them in a narrow one (the card view keeps its width), where the player
    puts it once they have moved it."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("glanceDock")
        self.panel = GlancePanel()
        self.setWidget(self.panel)
        self.view_action = self.toggleViewAction()
        """Shows and hides the dock: the View menu's entry (the window's action table
        places it)."""
        self._window = window
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()
        self.retranslate()
        self._pending: tuple[Roster | None, ArmyFigures | None, Codex | None, str] = (
            None,
            None,
            None,
            "en",
        )
        self._placing = False
        self.placed_by_player = False
        self.visibilityChanged.connect(self._shown)
        self.dockLocationChanged.connect(self._moved)
        self.topLevelChanged.connect(self._moved)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("The Army at a Glance"))
        self.toggleViewAction().setText(self.tr("The Army at a Glance"))

    def set_roster(
        self, roster: Roster | None, figures: ArmyFigures | None, codex: Codex | None, lang: str
    ) -> None:
        self.retranslate()
        self._pending = (roster, figures, codex, lang)
        if self.isVisible():
            self._refresh()

    def _shown(self, shown: bool) -> None:
        if shown:
            self._refresh()  # measured first: the chart's width decides where it goes
            self._place()
            self._fit()
            QTimer.singleShot(0, self._fit)  # again once the window has laid the dock out

    def _moved(self, *_: object) -> None:
        if not self._placing and self.isVisible():
            self.placed_by_player = True

    def wanted_area(self) -> Qt.DockWidgetArea:
        """Beside the panes when the window holds them, the chart's widest column and room
        for the card view; under them otherwise."""
        window = self._window
        central = window.centralWidget()
        needed = central.minimumSizeHint().width() if central is not None else 0
        beside = self.panel.column_width() + 16  # the dock's frame and the separator
        if window.width() - beside >= needed + CARD_ROOM:
            return Qt.DockWidgetArea.RightDockWidgetArea
        return Qt.DockWidgetArea.BottomDockWidgetArea

    def _place(self) -> None:
        """Beside the panes or under them, by the window's width (the player's place kept)."""
        window = self._window
        if self.placed_by_player or self.isFloating() or self._placing:
            return
        area = self.wanted_area()
        if window.dockWidgetArea(self) == area:
            return
        self._placing = True
        try:
            window.addDockWidget(area, self)
            self.show()
        finally:
            self._placing = False

    def _fit(self) -> None:
        """Under the panes, as tall as the bars need at the dock's width and no taller;
        beside them, as wide as the chart's widest column."""
        window = self._window
        if not self.isVisible() or self.isFloating():
            return
        area = window.dockWidgetArea(self)
        panel = self.panel
        if area == Qt.DockWidgetArea.BottomDockWidgetArea:
            chrome = max(self.height() - panel.height(), 0)
            height = panel.heightForWidth(panel.width()) + chrome
            window.resizeDocks([self], [height], Qt.Orientation.Vertical)
        elif area == Qt.DockWidgetArea.RightDockWidgetArea and not self.placed_by_player:
            chrome = max(self.width() - panel.width(), 0)
            width = panel.column_width() + chrome
            window.resizeDocks([self], [width], Qt.Orientation.Horizontal)

    def _refresh(self) -> None:
        roster, figures, codex, lang = self._pending
        if roster is None or figures is None or codex is None:
            self.panel.set_glance(None, lang)
            return

        self.panel.set_glance(
            core.glance.glance(figures, core.army.roster_army(roster, codex), lang), lang
        )
