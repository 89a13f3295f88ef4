"""The findings panel: what the rules engine says about the roster, live.

One row per finding, errors first as the engine orders them, each in the
reader's language (with the obvious fix when the engine knows one). Clicking a
row emits :attr:`FindingsPanel.finding_activated` with the finding's path, and
the main window selects the offending element. This list is the one place a problem's text
is shown: the card view and the options editor point to it, and the findings about the
selected card are highlighted here (a background only, so no row moves).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.gui.common import row_icon, tip
from listbuilder.gui.editor.colours import Tone, css
from listbuilder.gui.i18n import fill
from listbuilder.i18n import message
from listbuilder.rules.codes import Severity

if TYPE_CHECKING:
    from listbuilder.rules.engine import ValidationResult
    from listbuilder.rules.findings import Finding

PATH_ROLE = Qt.ItemDataRole.UserRole + 1
CODE_ROLE = Qt.ItemDataRole.UserRole + 2


class FindingsPanel(QWidget):
    finding_activated = Signal(str)
    """The path of the finding clicked (``forces[0].companies[1].attached[2]``)."""
    filled = Signal()
    """The list was filled again: the room it wants may have changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("findingsPanel")
        self._lang = "en"
        self._result: ValidationResult | None = None
        self.heading = QLabel()
        self.heading.setObjectName("findingsHeading")
        self.list = QListWidget()
        self.list.setObjectName("findingsList")
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # small marks: the text gets the width, and a wrapped finding fewer lines
        self.list.setIconSize(QSize(16, 16))
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        # a legal roster's one line may take only the room it needs (see wanted_height)
        self.list.setMinimumHeight(self.list.fontMetrics().lineSpacing() * 2)
        self._marked: tuple[Finding, ...] = ()
        self._wanted: dict[object, int] = {}
        """The last :meth:`wanted_height` and what it was measured for: every edit fills the
        list again, mostly with the same lines, and measuring wrapped text costs ~5 ms on
        a big roster."""
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)
        self.refresh()

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.refresh()

    def set_result(self, result: ValidationResult | None) -> None:
        same = result is not None and self._result is not None
        if same and result is not None and result.findings == self.findings():
            self._result = result
            return  # same findings: keep the list, its scroll position and selection
        self._result = result
        self.refresh()

    def findings(self) -> tuple[Finding, ...]:
        return self._result.findings if self._result is not None else ()

    def codes(self) -> list[str]:
        return [finding.code for finding in self.findings()]

    def messages(self) -> list[str]:
        return [self.list.item(row).text() for row in range(self.list.count())]

    def refresh(self) -> None:
        marked, self._marked = self._marked, ()
        self._fill()
        self.mark(list(marked))
        self.filled.emit()

    def _fill(self) -> None:
        lang = self._lang
        self.list.clear()
        findings = self.findings()
        errors = sum(1 for f in findings if f.severity is Severity.ERROR)
        warnings = len(findings) - errors
        if self._result is None:
            self.heading.setText(self.tr("Findings"))
            return
        if not findings:
            self.heading.setText(
                f"<span style='color:{css(Tone.GOOD)}'><b>"
                + self.tr("Legal")
                + "</b></span> \u2014 "
                + message("summary.no-findings", lang)
            )
            item = QListWidgetItem(row_icon("ok"), message("summary.no-findings", lang))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)
            return
        parts = []
        if errors:
            parts.append(self.tr("%n error(s)", "", errors))
        if warnings:
            parts.append(self.tr("%n warning(s)", "", warnings))
        status = self.tr("Illegal") if errors else self.tr("Legal, with warnings")
        colour = css(Tone.ERROR if errors else Tone.WARNING)
        self.heading.setText(
            f"<span style='color:{colour}'><b>{status}</b></span> \u2014 " + ", ".join(parts)
        )
        for finding in findings:
            severity = finding.severity
            mark = row_icon("error" if severity is Severity.ERROR else "warning")
            item = QListWidgetItem(mark, finding.message(lang))
            item.setData(PATH_ROLE, finding.path)
            item.setData(CODE_ROLE, finding.code)
            where = finding.path or self.tr("the roster")
            item.setToolTip(
                tip(
                    fill(
                        self.tr("%1 (%2) at %3"),
                        message(f"summary.severity.{severity.value}", lang),
                        finding.code,
                        where,
                    )
                )
            )
            self.list.addItem(item)

    def wanted_height(self, width: int | None = None) -> int:
        """The height that shows the heading and every finding, wrapped at *width* (the
        panel's own by default), with no empty room below them."""
        view = self.list
        inner = (width if width is not None else self.width()) - 2 * view.frameWidth()
        key = (
            inner,
            view.wordWrap(),
            self.heading.text(),
            self.font().key(),
            tuple(view.item(row).text() for row in range(view.count())),
        )
        known = self._wanted.get(key)
        if known is not None:
            return known
        rows = 0
        for row in range(view.count()):
            hint = view.sizeHintForRow(row)
            if inner > 0 and view.wordWrap():
                rows += max(hint, self._wrapped(row, inner))
            else:
                rows += hint
        layout = self.layout()
        spacing = layout.spacing() if layout is not None else 0
        frame = 2 * view.frameWidth()
        wanted = self.heading.sizeHint().height() + max(spacing, 0) + rows + frame + 4
        if len(self._wanted) >= 8:  # an edit and its undo alternate: keep a few
            self._wanted.clear()
        self._wanted[key] = wanted
        return wanted

    def _wrapped(self, row: int, width: int) -> int:
        """A row's height once its text wraps at *width* beside its mark."""
        item = self.list.item(row)
        metrics = self.list.fontMetrics()
        room = max(width - self.list.iconSize().width() - 12, 40)
        rect = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap, item.text())
        return max(rect.height(), self.list.iconSize().height()) + 6

    def mark(self, findings: list[Finding]) -> None:
        """Highlight the rows of *findings* (those about the selected card) and bring the
        first of them into view; the others lose their highlight."""
        marked = tuple(findings)
        if marked == self._marked:
            return
        self._marked = marked
        colour = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        colour.setAlpha(55)
        first: QListWidgetItem | None = None
        shown = self.findings()
        wanted = set(marked)  # a force of a big roster may hold hundreds of findings
        for row in range(self.list.count()):
            item = self.list.item(row)
            on = row < len(shown) and shown[row] in wanted
            item.setBackground(QBrush(colour) if on else QBrush())
            if on and first is None:
                first = item
        if first is not None:
            self.list.scrollToItem(first, QAbstractItemView.ScrollHint.EnsureVisible)

    def marked_rows(self) -> list[int]:
        """The rows highlighted as the selected card's."""
        wanted = set(self._marked)
        return [row for row, finding in enumerate(self.findings()) if finding in wanted]

    def _clicked(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if isinstance(path, str):
            self.finding_activated.emit(path)
