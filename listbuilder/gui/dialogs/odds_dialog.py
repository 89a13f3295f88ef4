"""Game › Close-Combat Odds: the chances of a close combat, worked out as the player picks.

Each side is a model of the open army (its CAF filled in) or a CAF typed in (the opponent's),
with the rulebook's modifiers: cover, Fall Back, Combat Leader, immobilised, any other. Several
attackers fight the defender in turn, each after the first with one more D6 (none against a
titan). The figures are exact (:mod:`listbuilder.game.odds`); every name is shown as plain text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from listbuilder.game.odds import COVER, MAX_ATTACKERS, MAX_CAF, Melee, Side, melee_text, several
from listbuilder.gui import core
from listbuilder.i18n import message
from listbuilder.i18n.text import Text
from listbuilder.records import record

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.roster.model import Roster


@record(slots=True)
class Fighter:
    """A model of the army the player may pick: its card's heading, its name and CAF."""

    card: Text
    unit: Text
    caf: int


class SidePanel(QGroupBox):
    """One side's model and modifiers."""

    def __init__(self, fighters: list[Fighter], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fighters = fighters
        form = QFormLayout(self)
        self.model = QComboBox()
        self.model.setMaxVisibleItems(20)
        self.model_label = QLabel()
        self.model_label.setBuddy(self.model)
        form.addRow(self.model_label, self.model)
        self.caf = QSpinBox()
        self.caf.setRange(-MAX_CAF, MAX_CAF)
        self.caf_label = QLabel()
        self.caf_label.setBuddy(self.caf)
        form.addRow(self.caf_label, self.caf)
        self.cover = QComboBox()
        self.cover_label = QLabel()
        self.cover_label.setBuddy(self.cover)
        form.addRow(self.cover_label, self.cover)
        self.falling_back = QCheckBox()
        self.leader = QCheckBox()
        self.immobilised = QCheckBox()
        for box in (self.falling_back, self.leader, self.immobilised):
            form.addRow(box)
        self.modifier = QSpinBox()
        self.modifier.setRange(-MAX_CAF, MAX_CAF)
        self.modifier_label = QLabel()
        self.modifier_label.setBuddy(self.modifier)
        form.addRow(self.modifier_label, self.modifier)
        self.model.currentIndexChanged.connect(self._picked)
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        current, cover = self.model.currentIndex(), self.cover.currentIndex()
        self.model.blockSignals(True)
        self.model.clear()
        self.model.addItem(message("odds.typed", lang))
        for fighter in self.fighters:
            caf = f"{fighter.caf:+d}"
            text = message(
                "odds.unit_choice",
                lang,
                card=fighter.card.get(lang),
                unit=fighter.unit.get(lang),
                caf=caf,
            )
            self.model.addItem(text)  # a combo box item is plain text
        self.model.setCurrentIndex(max(current, 0))
        self.model.blockSignals(False)
        self.cover.clear()
        for key in COVER:
            self.cover.addItem(message(f"odds.cover.{key}", lang), key)
        self.cover.setCurrentIndex(max(cover, 0))
        self.model_label.setText(message("odds.from_army", lang))
        self.caf_label.setText(message("odds.caf", lang))
        self.cover_label.setText(message("odds.cover", lang))
        self.falling_back.setText(message("odds.falling_back", lang))
        self.leader.setText(message("odds.leader", lang))
        self.immobilised.setText(message("odds.immobilised", lang))
        self.modifier_label.setText(message("odds.modifier", lang))

    def _picked(self, index: int) -> None:
        if index > 0:
            self.caf.setValue(self.fighters[index - 1].caf)

    def side(self) -> Side:
        return Side(
            caf=self.caf.value(),
            cover=str(self.cover.currentData() or "none"),
            falling_back=self.falling_back.isChecked(),
            leader=self.leader.isChecked(),
            immobilised=self.immobilised.isChecked(),
            modifier=self.modifier.value(),
        )

    def changed_signals(self) -> list[object]:
        return [
            self.caf.valueChanged,
            self.cover.currentIndexChanged,
            self.falling_back.toggled,
            self.leader.toggled,
            self.immobilised.toggled,
            self.modifier.valueChanged,
        ]


class OddsDialog(QDialog):
    """The odds of one close combat, or of several attackers in turn, updated at each change."""

    def __init__(self, fighters: list[Fighter], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("oddsDialog")
        self.lang = lang
        layout = QVBoxLayout(self)
        sides = QHBoxLayout()
        self.attacker = SidePanel(fighters, lang)
        self.defender = SidePanel(fighters, lang)
        sides.addWidget(self.attacker)
        sides.addWidget(self.defender)
        layout.addLayout(sides)
        row = QHBoxLayout()
        self.attackers = QSpinBox()
        self.attackers.setRange(1, MAX_ATTACKERS)
        self.count_label = QLabel()
        self.count_label.setBuddy(self.attackers)
        self.titan = QCheckBox()
        row.addWidget(self.count_label)
        row.addWidget(self.attackers)
        row.addWidget(self.titan, 1)
        layout.addLayout(row)
        self.odds_text = QLabel()
        self.odds_text.setObjectName("oddsResult")
        self.odds_text.setTextFormat(Qt.TextFormat.PlainText)
        self.odds_text.setWordWrap(True)
        self.odds_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.odds_text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        for panel in (self.attacker, self.defender):
            for signal in panel.changed_signals():
                signal.connect(self.update_odds)  # type: ignore[attr-defined]
        self.attackers.valueChanged.connect(self.update_odds)
        self.titan.toggled.connect(self.update_odds)
        self.melee: Melee | None = None
        self.retranslate(lang)

    def retranslate(self, lang: str) -> None:
        self.lang = lang
        self.setWindowTitle(message("odds.title", lang))
        self.attacker.setTitle(message("odds.attacker", lang))
        self.defender.setTitle(message("odds.defender", lang))
        self.attacker.retranslate(lang)
        self.defender.retranslate(lang)
        self.count_label.setText(message("odds.count", lang))
        self.titan.setText(message("odds.titan", lang))
        self.update_odds()

    def update_odds(self, *_: object) -> None:
        attacker = self.attacker.side()
        self.melee = several(
            [attacker] * self.attackers.value(), self.defender.side(), titan=self.titan.isChecked()
        )
        self.odds_text.setText(melee_text(self.melee, self.lang, titan=self.titan.isChecked()))


def army_fighters(roster: Roster, codex: Codex) -> list[Fighter]:
    """The army's models with a CAF, card by card in roster order (each unit once a card)."""
    ctx = core.context.build_context(roster, codex)
    headings = {card.path: card.heading for card in core.army.game_army(ctx).cards}
    return [
        Fighter(headings.get(path, Text(path)), line.name, line.caf)
        for path, lines in core.game_units.army_units(ctx).items()
        for line in lines
        if line.caf is not None
    ]
