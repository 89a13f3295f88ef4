"""The options of one card of the roster: a box per option group, a control per choice.

A choice that can be taken once is a check box, more than once a spin box; a group that
takes at most one choice ("choose 1") is a set of radio buttons, with "None" first when the
group may stay empty, and choosing one drops the other (one undo step). Each choice shows its
cost from the codex; a titan card also shows the cost of each titan as the rules engine
rounds it. The editor never blocks a choice: the findings list says what is wrong (their text
is shown there only); here each group's heading counts what is chosen, in red while the count
is outside what the group asks, in a box of fixed width so that no control moves when a
count goes wrong or right.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from listbuilder.codex.display import weapon_text
from listbuilder.codex.models import CardType
from listbuilder.gui.common import plain_label, tip
from listbuilder.gui.editor.colours import Tone, css
from listbuilder.gui.i18n import fill, format_int, format_number

if TYPE_CHECKING:
    from listbuilder.codex.codex import CardRef
    from listbuilder.codex.models import OptionChoice, OptionGroup
    from listbuilder.roster.model import ElementPath
    from listbuilder.rules.figures import CardFigures

UNLIMITED = 99
NONE_CHOICE = "__none__"
"""The key of a "choose 1" group's "None" radio button in :attr:`OptionsEditor.none_buttons`."""

Control = QAbstractButton | QSpinBox
"""A choice's control: a check box, a radio button or a spin box."""


def required_first(groups: list[OptionGroup]) -> list[OptionGroup]:
    """The groups a player must fill (a titan's arm weapons) before the optional ones (its
    carapace weapons); otherwise in the book's order."""
    return sorted(groups, key=lambda group: group.min <= 0)


class _ChoiceName(QLabel):
    """A choice's name beside its control, wrapped at spaces; a click on it ticks a check box
    as a click on the box's own text would."""

    def __init__(self, text: str, control: Control) -> None:
        super().__init__()
        plain_label(self).setText(text)  # an army book's words: plain text
        self.setWordWrap(True)
        self.setBuddy(control)
        self._control = control

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        control = self._control
        inside = self.rect().contains(event.position().toPoint())
        if isinstance(control, QAbstractButton) and control.isEnabled() and inside:
            control.click()
        else:
            control.setFocus()
        super().mouseReleaseEvent(event)


class OptionsEditor(QWidget):
    """Edits the options of the selected roster card."""

    options_changed = Signal(object, list)
    """The element's :class:`ElementPath` and ``[(option id, count), ...]`` to set together."""

    def __init__(self, rounding: int = 50, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("optionsEditor")
        self._rounding = rounding
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(4, 4, 4, 4)
        self._summary = QLabel()
        self._summary.setObjectName("titanCosts")
        self._summary.setWordWrap(True)
        self._summary.setTextFormat(Qt.TextFormat.RichText)
        self._layout.addWidget(self._summary)
        self._body = QWidget()
        self._body_layout = QVBoxLayout(self._body)
        self._body_layout.setContentsMargins(0, 0, 0, 0)
        self._layout.addWidget(self._body)
        self._layout.addStretch(1)
        self._key: str | None = None
        self._ref: CardRef | None = None
        self._path: ElementPath | None = None
        self._options: dict[str, int] = {}
        self._figures: CardFigures | None = None
        self._problem_list: list[str] = []
        self._lang = "en"
        self.controls: dict[str, Control] = {}
        self.cost_labels: dict[str, QLabel] = {}
        self.none_buttons: dict[str, QRadioButton] = {}
        """Each "choose 1" group's "None" button (groups that may stay empty)."""
        self.counts: dict[str, QLabel] = {}
        """Each group's count of what is chosen, beside its heading."""
        self.headings: dict[str, QLabel] = {}
        self._group_boxes: dict[str, QGroupBox] = {}
        self._button_groups: dict[str, QButtonGroup] = {}

    @property
    def path(self) -> ElementPath | None:
        return self._path

    def clear(self) -> None:
        self.set_entry(None, None, {}, None)

    def set_language(self, lang: str) -> None:
        if lang != self._lang:
            self._lang = lang
            self._key = None  # rebuild: the texts of every control change
            self.set_entry(self._ref, self._path, self._options, self._figures, self._problem_list)

    def set_entry(
        self,
        ref: CardRef | None,
        path: ElementPath | None,
        options: dict[str, int],
        figures: CardFigures | None,
        problems: list[str] | None = None,
    ) -> None:
        """Show the options of the card *ref* at *path*. The controls are built again only for
        another kind of card: the same card after an edit, or another card of its kind (the
        same titan elsewhere, the card moved to another company), keeps them and only their
        values change.

        *problems* are the rules engine's messages about this card: kept for a language
        switch; their text is the findings list's to show."""
        key = ref.key if ref is not None and path is not None else None
        self._ref, self._path, self._options, self._figures = ref, path, dict(options), figures
        if key != self._key:
            self._key = key
            self._rebuild()
        self._refresh_values()
        self._refresh_summary()
        self._problem_list = list(problems or [])

    # --- building ---------------------------------------------------------------

    def _rebuild(self) -> None:
        self.controls = {}
        self.cost_labels = {}
        self.none_buttons = {}
        self.counts = {}
        self.headings = {}
        self._group_boxes = {}
        self._button_groups = {}
        old = self._body
        self._body = QWidget()
        self._body_layout = QVBoxLayout(self._body)
        self._body_layout.setContentsMargins(0, 0, 0, 0)
        self._layout.replaceWidget(old, self._body)
        old.hide()  # at once: deleteLater waits for the event loop
        old.setParent(None)
        old.deleteLater()
        ref = self._ref
        if ref is None:
            return
        for group in required_first(ref.card.options):
            self._body_layout.addWidget(self._group_box(group))

    def _group_box(self, group: OptionGroup) -> QGroupBox:
        """A group's box: its heading and count, then a row per choice (radio buttons when
        one choice at most is allowed, with "None" when none is allowed too)."""
        box, grid = self._group_frame(group)
        radios = group.max == 1
        buttons: QButtonGroup | None = None
        if radios:
            buttons = QButtonGroup(box)
            buttons.setExclusive(True)
            self._button_groups[group.id] = buttons
        row = 1
        if buttons is not None and group.min <= 0:
            # a short word of its own: no wrapped name beside it (those are the choices')
            none = QRadioButton(self.tr("None"))
            none.setObjectName(f"option:{group.id}.{NONE_CHOICE}")
            none.toggled.connect(lambda on, g=group: self._chose_none(g, on))
            buttons.addButton(none)
            self.none_buttons[group.id] = none
            grid.addWidget(none, row, 0, 1, 2)
            row += 1
        # one column, always: a second column of choices ends up behind a sideways scroll bar
        for choice in group.choices:
            self._choice_row(group, choice, grid, row, buttons)
            row += 1
        return box

    def _group_frame(self, group: OptionGroup) -> tuple[QGroupBox, QGridLayout]:
        """The group's box and grid, with its heading and its count on the first row."""
        title = f"{group.display_name(self._lang)} \u2014 {self._requirement(group)}"
        # the title is a wrapped label, not the box's own title, which never wraps and would
        # make the whole column as wide as the longest group name
        box = QGroupBox()
        box.setObjectName(f"group:{group.id}")
        box.setAccessibleName(title)
        self._group_boxes[group.id] = box
        grid = QGridLayout(box)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(1, self.fontMetrics().averageCharWidth() * 8)
        grid.setVerticalSpacing(1)
        heading = QLabel(f"<b>{html.escape(title)}</b>")
        heading.setObjectName(f"heading:{group.id}")
        heading.setWordWrap(True)
        self.headings[group.id] = heading
        grid.addWidget(heading, 0, 0, 1, 2)
        count = plain_label(QLabel())
        count.setObjectName(f"count:{group.id}")
        count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        # as wide as its widest text from the start: a count going red never moves a control
        count.setMinimumWidth(self._count_width())
        self.counts[group.id] = count
        grid.addWidget(count, 0, 2)
        return box, grid

    def _choice_row(
        self,
        group: OptionGroup,
        choice: OptionChoice,
        grid: QGridLayout,
        row: int,
        buttons: QButtonGroup | None,
    ) -> None:
        """A choice's control (radio button, check box or count), name and cost on *row*."""
        option_id = f"{group.id}.{choice.id}"
        limit = self._limit(group, choice)
        control: Control
        if buttons is not None:
            radio = QRadioButton()
            radio.toggled.connect(lambda on, g=group, o=option_id: self._chose(g, o, on))
            buttons.addButton(radio)
            control = radio
        elif limit == 1:
            check = QCheckBox()
            check.toggled.connect(lambda on, o=option_id: self._spun(o, 1 if on else 0))
            control = check
        else:
            spin = QSpinBox()
            spin.setRange(0, limit)
            spin.setKeyboardTracking(False)
            spin.valueChanged.connect(lambda value, o=option_id: self._spun(o, value))
            control = spin
        # the name is a wrapped label beside the control, for check boxes too: a check
        # box's own text never wraps and a long French name would widen the whole column
        control.setAccessibleName(choice.display_name(self._lang))
        grid.addWidget(control, row, 0)
        name = _ChoiceName(choice.display_name(self._lang), control)
        grid.addWidget(name, row, 1)
        control.setObjectName(f"option:{option_id}")
        control.setToolTip(tip(self._choice_tooltip(choice)))
        self.controls[option_id] = control
        cost = plain_label(QLabel())
        cost.setText(self._cost_text(choice))
        cost.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        cost.setObjectName(f"cost:{option_id}")
        self.cost_labels[option_id] = cost
        grid.addWidget(cost, row, 2)

    def _count_text(self, count: int) -> str:
        return self.tr("%n chosen", "", count)

    def _count_width(self) -> int:
        font = self.font()
        font.setBold(True)
        return QFontMetrics(font).horizontalAdvance(self._count_text(88)) + 4

    def group_title(self, group_id: str) -> str:
        """The heading of group *group_id* as shown ("Arm Weapons — choose 2")."""
        box = self._group_boxes.get(group_id)
        return box.accessibleName() if box is not None else ""

    def group_boxes(self) -> dict[str, QGroupBox]:
        return dict(self._group_boxes)

    def _limit(self, group: OptionGroup, choice: OptionChoice) -> int:
        limits = [value for value in (choice.max, group.max) if value is not None]
        return min(limits) if limits else UNLIMITED

    def _requirement(self, group: OptionGroup) -> str:
        low, high = group.min, group.max
        if high is None:
            if low:
                return fill(self.tr("at least %1"), str(low))
            return self.tr("any number")
        if low == high:
            return fill(self.tr("choose %1"), str(high))
        if low == 0:
            return fill(self.tr("up to %1"), str(high))
        return fill(self.tr("%1 to %2"), str(low), str(high))

    def _cost_text(self, choice: OptionChoice) -> str:
        lang = self._lang
        if choice.points:
            text = fill(self.tr("+%1 pts"), format_int(choice.points, lang))
        else:
            text = self.tr("free")
        if choice.break_point:
            text += " \u00b7 " + fill(self.tr("BP +%1"), format_int(choice.break_point, lang))
        return text

    def _choice_tooltip(self, choice: OptionChoice) -> str:
        lines = [choice.display_name(self._lang)]
        lines.extend(weapon_text(weapon, self._lang) for weapon in choice.weapons)
        if choice.victory_points:
            vp = format_number(choice.victory_points, self._lang, 2)
            lines.append(fill(self.tr("Victory points: +%1"), vp))
        return "\n".join(lines)

    # --- values -----------------------------------------------------------------

    def _refresh_values(self) -> None:
        for buttons in self._button_groups.values():
            buttons.setExclusive(False)  # so that every radio button of a group may be cleared
        for option_id, control in self.controls.items():
            value = self._options.get(option_id, 0)
            control.blockSignals(True)
            if isinstance(control, QAbstractButton):
                control.setChecked(value > 0)
            else:
                control.setValue(value)
            control.blockSignals(False)
        for group_id, none in self.none_buttons.items():
            prefix = f"{group_id}."
            taken = any(v > 0 for k, v in self._options.items() if k.startswith(prefix))
            none.blockSignals(True)
            none.setChecked(not taken)
            none.blockSignals(False)
        for buttons in self._button_groups.values():
            buttons.setExclusive(True)
        if self._ref is None:
            return
        for group in self._ref.card.options:
            self._refresh_count(group)
            box = self._group_boxes.get(group.id)
            if box is None or group.when is None:
                continue
            # A chosen sub-card's weapons (a Gargant's in a Big Mob) show only while it is
            # taken, or while something is still ticked in them, so it can be unticked.
            prefix = f"{group.id}."
            used = any(v > 0 for k, v in self._options.items() if k.startswith(prefix))
            box.setVisible(self._options.get(group.when, 0) > 0 or used)

    def _refresh_count(self, group: OptionGroup) -> None:
        """The group's count beside its heading: red while outside what the group asks."""
        label = self.counts.get(group.id)
        if label is None:
            return
        prefix = f"{group.id}."
        total = sum(v for k, v in self._options.items() if k.startswith(prefix) and v > 0)
        wrong = total < group.min or (group.max is not None and total > group.max)
        label.setText(self._count_text(total))
        style = (
            f"color: {css(Tone.ERROR)}; font-weight: bold;"
            if wrong
            else (f"color: {css(Tone.MUTED)};")
        )
        if label.styleSheet() != style:
            label.setStyleSheet(style)
        label.setProperty("wrong", wrong)

    def _refresh_summary(self) -> None:
        ref, figures, lang = self._ref, self._figures, self._lang
        if ref is not None and ref.card.type is CardType.STRUCTURE and figures is not None:
            self._structure_summary(ref.card.points, figures.points, figures.victory_points)
            return
        if ref is None or not ref.card.titan or figures is None:
            self._summary.setVisible(False)
            self._summary.setText("")
            return
        rounding = format_int(self._rounding, lang)
        lines = [
            fill(
                self.tr("Chassis: %1 pts; each titan's cost is rounded to the nearest %2 pts."),
                format_int(ref.card.points, lang),
                rounding,
            )
        ]
        if len(figures.titans) > 1:
            for number, cost in enumerate(figures.titans, start=1):
                lines.append(
                    fill(self.tr("Titan #%1: <b>%2 pts</b>"), str(number), format_int(cost, lang))
                )
        lines.append(
            fill(
                self.tr("Card total: <b>%1 pts</b>, %2 VP"),
                format_int(figures.points, lang),
                format_int(figures.victory_points, lang),
            )
        )
        # one paragraph rather than a line each: the rows of weapons get the height
        self._summary.setText(" \u00b7 ".join(lines))
        self._summary.setVisible(True)

    def _structure_summary(self, base: int, points: int, vp: int) -> None:
        """A bastion's cost: its own and its turret weapon's, VP unrounded (ruling 18)."""
        lang = self._lang
        lines = [
            fill(
                self.tr(
                    "Structure: %1 pts plus its turret weapon, a plasma weapon at double "
                    "cost; VP: cost ÷ 100, rounded up, with no rounding to 50 (ruling 18)."
                ),
                format_int(base, lang),
            ),
            fill(
                self.tr("Card total: <b>%1 pts</b>, %2 VP"),
                format_int(points, lang),
                format_int(vp, lang),
            ),
        ]
        self._summary.setText("<br>".join(lines))
        self._summary.setVisible(True)

    # --- edits ------------------------------------------------------------------

    def _spun(self, option_id: str, value: int) -> None:
        if self._path is not None:
            self.options_changed.emit(self._path, [(option_id, value)])

    def _chose(self, group: OptionGroup, option_id: str, on: bool) -> None:
        """A radio button chosen: it is taken once, and whatever else the group held is
        dropped, in one undo step (the button it replaces says nothing)."""
        if self._path is None or not on:
            return
        prefix = f"{group.id}."
        changes = [
            (key, 0)
            for key, count in self._options.items()
            if key != option_id and key.startswith(prefix) and count
        ]
        changes.append((option_id, 1))
        self.options_changed.emit(self._path, changes)

    def _chose_none(self, group: OptionGroup, on: bool) -> None:
        """The "None" button chosen: the group is emptied, in one undo step."""
        if self._path is None or not on:
            return
        prefix = f"{group.id}."
        changes = [
            (key, 0) for key, count in self._options.items() if key.startswith(prefix) and count
        ]
        if changes:
            self.options_changed.emit(self._path, changes)
