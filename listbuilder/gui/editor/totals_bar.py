"""The roster's name and points limit, and its totals: points against the limit, VP, the allies'
share, the Unique allowance and what it takes to win.

Every figure is read from the rules engine's :class:`~listbuilder.rules.figures.ArmyFigures`;
a figure turns red when the engine reports a problem with it (``points-limit``,
``ally-share``, ``unique-limit``). Tooltips give the full sentences of the
core catalogue (``summary.*``), as the ``summary`` command prints them.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from listbuilder.gui.common import tip
from listbuilder.gui.editor.colours import Tone, css
from listbuilder.gui.editor.flow_layout import FlowLayout
from listbuilder.gui.i18n import fill, format_int, format_number
from listbuilder.i18n import message
from listbuilder.report.totals import LABEL_KEYS, total_labels, totals_lines
from listbuilder.rules.codes import Code

if TYPE_CHECKING:
    from listbuilder.roster.model import Roster
    from listbuilder.rules.engine import ValidationResult
    from listbuilder.rules.figures import ArmyFigures

MAX_POINTS = 1_000_000


class RosterHeader(QWidget):
    """The roster's name and points limit, edited in place."""

    name_edited = Signal(str)
    limit_edited = Signal(object)
    """The new points limit, or ``None`` for no limit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rosterHeader")
        self._name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("rosterName")
        self._name = ""
        """The name last shown: a box holds at most 32,767 characters, so the roster's name
        is compared with this, not with the box's text."""
        self.name_edit.setMinimumWidth(220)
        self.name_edit.editingFinished.connect(self._name_done)
        self._limit_label = QLabel()
        self.limit_spin = QSpinBox()
        self.limit_spin.setObjectName("pointsLimit")
        self.limit_spin.setRange(0, MAX_POINTS)
        self.limit_spin.setSingleStep(250)
        self.limit_spin.setKeyboardTracking(False)
        self.limit_spin.setGroupSeparatorShown(True)
        self.limit_spin.valueChanged.connect(self._limit_done)
        self._name_label.setBuddy(self.name_edit)
        self._limit_label.setBuddy(self.limit_spin)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._name_label)
        layout.addWidget(self.name_edit, 2)
        layout.addSpacing(12)
        layout.addWidget(self._limit_label)
        layout.addWidget(self.limit_spin)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        # the limit box groups thousands like the totals do: "3,000" or "3 000"
        self.limit_spin.setLocale(QLocale())
        value = self.limit_spin.value()
        self.limit_spin.blockSignals(True)
        self.limit_spin.setValue(value + 1 if value < MAX_POINTS else value - 1)
        self.limit_spin.setValue(value)  # re-rendered in the new locale
        self.limit_spin.blockSignals(False)
        self._name_label.setText(self.tr("&Name:"))
        self._limit_label.setText(self.tr("Points &limit:"))
        self.limit_spin.setSpecialValueText(self.tr("no limit"))
        self.name_edit.setPlaceholderText(self.tr("Name of the army"))

    def set_roster(self, roster: Roster | None, *, new: bool = False) -> None:
        """Show *roster*'s name and limit. A name being typed is kept, unless *roster* was just
        opened (the focus may have landed in the empty box when the page changed)."""
        self.setEnabled(roster is not None)
        name = roster.name if roster is not None else ""
        typing = self.name_edit.hasFocus() and self.name_edit.isModified()
        if (self._name != name or new) and (roster is None or new or not typing):
            self._name = name
            self.name_edit.setText(name)  # also clears isModified
        limit = roster.points_limit if roster is not None and roster.points_limit else 0
        if self.limit_spin.value() != limit:
            self.limit_spin.blockSignals(True)
            self.limit_spin.setValue(limit)
            self.limit_spin.blockSignals(False)

    def _name_done(self) -> None:
        self.name_edited.emit(self.name_edit.text().strip())

    def _limit_done(self, value: int) -> None:
        self.limit_edited.emit(value if value > 0 else None)


class TotalsBar(QFrame):
    """The army's figures at a glance."""

    def __init__(self, parent: QWidget | None = None, *, unique_per: int = 3000) -> None:
        super().__init__(parent)
        self._unique_per = unique_per
        """Army points per Unique card allowed (the game system's, ruling 3)."""
        self.setObjectName("totalsBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._lang = "en"
        self._result: ValidationResult | None = None
        self._main_key: tuple[str, str] | None = None
        self.main_changed = False
        """The last edit made another force the main one: said until the next edit."""
        self.main_force = self._label("mainForce")
        self.points = self._label("totalPoints")
        self.victory = self._label("totalVP")
        self.breaks = self._label("totalBP")
        self.elite = self._label("totalElite")
        self.allies = self._label("totalAllies")
        self.uniques = self._label("totalUniques")
        self.to_win = self._label("totalToWin")
        layout = FlowLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.main_force)
        for label in self._labels():
            separator = QFrame()
            separator.setFrameShape(QFrame.Shape.VLine)
            separator.setFrameShadow(QFrame.Shadow.Sunken)
            layout.addWidget(separator)
            layout.addWidget(label)
        self.refresh()

    def _labels(self) -> tuple[QLabel, ...]:
        """Points, VP and BP first, in the order of the tree and the summary."""
        return (
            self.points,
            self.victory,
            self.breaks,
            self.elite,
            self.allies,
            self.uniques,
            self.to_win,
        )

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def set_language(self, lang: str) -> None:
        self._lang = lang
        self.refresh()

    def set_result(self, result: ValidationResult | None) -> None:
        key = None
        if result is not None:
            main = next((f for f in result.figures.forces if f.role == "main"), None)
            key = (main.path, main.list_id) if main is not None else None
        # A new roster (after None) is no change; an edit that moves the main role is.
        self.main_changed = (
            self._result is not None and result is not None and (key != self._main_key)
        )
        self._main_key = key
        self._result = result
        self.refresh()

    def text(self) -> str:
        """Every figure as shown, on one line (for tests and the status bar)."""
        labels = self._labels()
        return " | ".join(label.text() for label in labels if label.text())

    def refresh(self) -> None:
        result, lang = self._result, self._lang
        self.setAccessibleName(self.tr("Army totals"))
        names = (
            self.tr("Points"),
            self.tr("Victory points"),
            self.tr("Break points"),
            self.tr("Elite re-rolls"),
            self.tr("Allies"),
            self.tr("Unique cards"),
            self.tr("Victory points to win"),
        )
        for label, name in zip(self._labels(), names, strict=True):
            label.setAccessibleName(name)  # read before the figure: "Break points, BP: 17"
        self.main_force.setAccessibleName(self.tr("Main force"))
        labels = self._labels()
        if result is None:
            for label in (self.main_force, *labels):
                label.setText("")
                label.setToolTip("")
            self.points.setText(self.tr("No roster open"))
            return
        figures = result.figures
        self._show_main_force(result, lang)
        codes = {finding.code for finding in result.findings}
        number = partial(format_number, lang=lang)
        tips = {line.key: line.text for line in totals_lines(figures, lang, number)}
        texts = total_labels(figures, lang, number)
        for label, key in zip(labels, LABEL_KEYS, strict=True):
            label.setText(texts[key])
        self.points.setToolTip(tip(tips["limit"]))
        self._flag(self.points, Code.POINTS_LIMIT in codes, figures.points_limit is not None)
        self.victory.setToolTip(message("label.victory_points", lang))
        self.breaks.setToolTip(message("label.break_point", lang))
        self.elite.setToolTip(tip(self._elite_tip()))
        self.allies.setToolTip(tip(tips["allies"]))
        self._flag(self.allies, Code.ALLY_SHARE in codes, False)
        self.uniques.setToolTip(tip(self._uniques_tip(figures, lang)))
        self._flag(self.uniques, bool(codes & {Code.UNIQUE_LIMIT, Code.UNIQUE_REPEATED}), False)
        self.to_win.setToolTip(tip(tips["victory"]))

    def _elite_tip(self) -> str:
        """What the figure counts and where the rule is, not the figure again."""
        return self.tr(
            "Re-roll tokens for the game: one for each Elite model in the army, allies "
            "included (\u00a76.9 and the Elite ability)."
        )

    def _uniques_tip(self, figures: ArmyFigures, lang: str) -> str:
        base = format_int(figures.base, lang)
        if figures.base_is_limit:
            why = fill(self.tr("the points limit, %1"), base)
        else:
            why = fill(self.tr("the points spent, %1, as no limit is set"), base)
        return fill(
            self.tr(
                "Unique cards in the whole army, allies included: %1 taken, %2 allowed. "
                "A game allows one per full %3 points of its size (here %4) "
                "(\u00a71.2; rulings 2 and 3)."
            ),
            format_int(figures.uniques_used, lang),
            format_int(figures.uniques_allowed, lang),
            format_int(self._unique_per, lang),
            why,
        )

    def _show_main_force(self, result: ValidationResult, lang: str) -> None:
        main = next((f for f in result.figures.forces if f.role == "main"), None)
        name = main.shown(lang) if main is not None else "-"
        self.main_force.setText(fill(self.tr("Main force: %1"), name))
        if self.main_changed:
            self.main_force.setToolTip(
                tip(fill(self.tr("The main force changed: %1 is now the main force."), name))
            )
            style = f"color: {css(Tone.WARNING)}; font-weight: bold;"
        else:
            self.main_force.setToolTip(
                tip(self.tr("The force the others ally with; its list sets the army's rules."))
            )
            style = ""
        if self.main_force.styleSheet() != style:
            self.main_force.setStyleSheet(style)

    def _flag(self, label: QLabel, bad: bool, good: bool) -> None:
        bad_style = f"color: {css(Tone.ERROR)}; font-weight: bold;"
        good_style = f"color: {css(Tone.GOOD)};"
        style = bad_style if bad else good_style if good else ""
        if label.styleSheet() != style:  # setting a style sheet polishes the label again
            label.setStyleSheet(style)
