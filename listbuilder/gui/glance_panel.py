"""The army at a glance in the window: a dock of bars beside the editor (View menu).

The figures and their words come from :mod:`listbuilder.report.glance`, as on the roster
sheet; the panel only paints them. They are worked out only while the dock is shown, and the
core is imported on first use, not with the window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.report.glance import Bar, Glance
    from listbuilder.roster.model import Roster
    from listbuilder.rules.figures import ArmyFigures

LINE = 18
LABEL = 150
TEXT = 120


class GlancePanel(QWidget):
    """Painted bars: points by card type and by force, allies, VP and BP per 1,000."""

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
        self.setMinimumHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:
        rows = sum(len(bars) + 1 for _, bars in self.groups) + 1
        return QSize(LABEL + TEXT + 160, rows * LINE + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        ink = self.palette().windowText().color()
        bold = painter.font()
        bold.setBold(True)
        plain = painter.font()
        room = max(self.width() - LABEL - TEXT - 8, 40)
        y = 4
        for title, bars in self.groups:
            painter.setFont(bold)
            painter.setPen(ink)
            painter.drawText(QRect(0, y, self.width(), LINE), Qt.AlignmentFlag.AlignVCenter, title)
            y += LINE
            painter.setFont(plain)
            for bar in bars:
                label = painter.fontMetrics().elidedText(
                    bar.label, Qt.TextElideMode.ElideRight, LABEL - 6
                )
                painter.setPen(ink)
                painter.drawText(QRect(0, y, LABEL, LINE), Qt.AlignmentFlag.AlignVCenter, label)
                painter.drawRect(LABEL, y + 4, room, LINE - 8)
                length = int(room * bar.value / bar.full) if bar.full else 0
                if length > 0:
                    painter.fillRect(LABEL, y + 4, min(length, room), LINE - 8, ink)
                painter.drawText(
                    QRect(LABEL + room + 6, y, TEXT, LINE), Qt.AlignmentFlag.AlignVCenter, bar.text
                )
                y += LINE
        if self.footer:
            painter.setFont(bold)
            painter.drawText(
                QRect(0, y, self.width(), LINE), Qt.AlignmentFlag.AlignVCenter, self.footer
            )
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
