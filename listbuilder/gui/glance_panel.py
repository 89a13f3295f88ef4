"""The army at a glance in the window: a dock of bars beside the editor (View menu).

The figures and their words come from :mod:`listbuilder.report.glance`, as on the roster
sheet; the panel only paints them. They are worked out only while the dock is shown, and the
core is imported on first use, not with the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.report.glance import Bar, Glance
    from listbuilder.roster.model import Roster
    from listbuilder.rules.figures import ArmyFigures

LABEL_MAX = 110
"""A longer label (a force's list name) takes a line of its own above its bar."""
OWN_LINE = 240
"""A text on a line of its own wider than this wraps onto a second line (the panel is at
least this wide then): the dock stays narrow enough for a 1024-pixel screen."""
TEXT_MAX = 110
"""A longer figure text (the allies' share) takes a line of its own below its bar."""
BAR_MIN = 60
"""The narrowest a bar is drawn."""


class GlancePanel(QWidget):
    """Painted bars: points by card type and by force, allies, VP and BP per 1,000. Its
    columns and lines are measured on its texts and font, so it never cuts its own words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.groups: list[tuple[str, tuple[Bar, ...]]] = []
        self.footer = ""

    def set_glance(self, found: Glance | None, lang: str) -> None:
        from listbuilder.i18n import message

        self.groups = []
        self.footer = ""
        if found is not None:
            self.groups = [
                (message("glance.by_type", lang), found.by_type),
                (message("glance.by_force", lang), found.by_force),
            ]
            if found.ally is not None:
                self.groups.append((message("glance.ally", lang), (found.ally,)))
            self.groups.append((message("glance.per_1000", lang), found.per_thousand))
            self.footer = message("glance.models", lang, count=found.models)
        hint = self.sizeHint()
        self.setMinimumSize(self.minimum_width(), hint.height())
        self.updateGeometry()
        self.update()

    def _bold(self) -> QFont:
        bold = QFont(self.font())
        bold.setBold(True)
        return bold

    def line(self) -> int:
        """A line's height: the bold font's, with room above and below."""
        return max(QFontMetrics(self._bold()).height(), self.fontMetrics().height()) + 4

    def columns(self) -> tuple[int, int]:
        """The widths of the label column and of the figures' column (each with 6 px of
        room), measured on the texts shown."""
        metrics = self.fontMetrics()
        bars = [bar for _, group in self.groups for bar in group]
        labels = [metrics.horizontalAdvance(bar.label) for bar in bars]
        label = max((width for width in labels if width <= LABEL_MAX), default=0)
        texts = [metrics.horizontalAdvance(bar.text) for bar in bars]
        text = max((width for width in texts if width <= TEXT_MAX), default=0)
        return label + 6, text + 6

    def lines_of(self, text: str) -> int:
        """The lines a text on a line of its own takes (see :data:`OWN_LINE`)."""
        return 1 if self.fontMetrics().horizontalAdvance(text) <= OWN_LINE - 8 else 2

    def text_own_line(self, bar: Bar) -> bool:
        """Whether *bar*'s figures are drawn on a line of their own, below the bar."""
        return self.fontMetrics().horizontalAdvance(bar.text) > TEXT_MAX

    def own_line(self, bar: Bar) -> bool:
        """Whether *bar*'s label is drawn on a line of its own, above the bar."""
        return self.fontMetrics().horizontalAdvance(bar.label) > LABEL_MAX

    def minimum_width(self) -> int:
        """The width that shows every title, label, figure and the footer whole."""
        label, text = self.columns()
        bold = QFontMetrics(self._bold())
        titles = [title for title, _ in self.groups] + [self.footer]
        widest_title = max((bold.horizontalAdvance(title) for title in titles), default=0)
        own_lines = [
            text for _, bars in self.groups for bar in bars for text in (bar.label, bar.text)
        ]
        widest_label = max(
            (self.fontMetrics().horizontalAdvance(text) for text in own_lines), default=0
        )
        return max(label + BAR_MIN + 6 + text, widest_title + 4, min(widest_label + 4, OWN_LINE))

    def sizeHint(self) -> QSize:
        rows = sum(len(bars) + 1 for _, bars in self.groups) + 1
        for _, bars in self.groups:
            for bar in bars:
                rows += self.lines_of(bar.label) if self.own_line(bar) else 0
                rows += self.lines_of(bar.text) if self.text_own_line(bar) else 0
        return QSize(self.minimum_width() + 100, rows * self.line() + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        bold = self._bold()
        plain = QFont(self.font())
        line = self.line()
        label_width, text_width = self.columns()
        room = max(self.width() - label_width - text_width - 6, BAR_MIN)
        centre = Qt.AlignmentFlag.AlignVCenter
        wrap = centre | Qt.TextFlag.TextWordWrap
        y = 4
        for title, bars in self.groups:
            painter.setFont(bold)
            painter.setPen(ink)
            painter.drawText(QRect(0, y, self.width(), line), centre, title)
            y += line
            painter.setFont(plain)
            for bar in bars:
                painter.setPen(ink)
                if self.own_line(bar):
                    lines = self.lines_of(bar.label)
                    painter.drawText(QRect(0, y, self.width(), line * lines), wrap, bar.label)
                    y += line * lines
                else:
                    painter.drawText(QRect(0, y, label_width, line), centre, bar.label)
                painter.drawRect(label_width, y + 4, room, line - 8)
                length = int(room * bar.value / bar.full) if bar.full else 0
                if length > 0:
                    painter.fillRect(label_width, y + 4, min(length, room), line - 8, ink)
                if self.text_own_line(bar):
                    y += line
                    lines = self.lines_of(bar.text)
                    right = wrap | Qt.AlignmentFlag.AlignRight
                    painter.drawText(QRect(0, y, self.width(), line * lines), right, bar.text)
                    y += line * (lines - 1)
                else:
                    painter.drawText(
                        QRect(label_width + room + 6, y, text_width, line), centre, bar.text
                    )
                y += line
        if self.footer:
            painter.setFont(bold)
            painter.drawText(QRect(0, y, self.width(), line), centre, self.footer)
        painter.end()


class GlanceDock(QDockWidget):
    """The panel in a dock, hidden until the View menu shows it."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("glanceDock")
        self.panel = GlancePanel()
        self.setWidget(self.panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()
        self.retranslate()
        self._pending: tuple[Roster | None, ArmyFigures | None, Codex | None, str] = (
            None,
            None,
            None,
            "en",
        )
        self.visibilityChanged.connect(self._shown)

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
            self._refresh()

    def _refresh(self) -> None:
        roster, figures, codex, lang = self._pending
        if roster is None or figures is None or codex is None:
            self.panel.set_glance(None, lang)
            return
        from listbuilder.game.army import roster_army
        from listbuilder.report.glance import glance

        self.panel.set_glance(glance(figures, roster_army(roster, codex), lang), lang)
