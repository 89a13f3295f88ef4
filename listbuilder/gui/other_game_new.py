"""New Roster when other games' data is added: the game first, then, for another game, its
catalogue and force entry (NetEpic's own dialog follows when NetEpic Gold is chosen).

The dialog is only shown when some game data was added, so NetEpic's New Roster is
unchanged for everyone else.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from listbuilder.errors import ListBuilderError
from listbuilder.gui import core
from listbuilder.gui.common import plain_label
from listbuilder.gui.i18n import fill

if TYPE_CHECKING:
    from listbuilder.systems.battlescribe.gamedata import GameData
    from listbuilder.systems.battlescribe.model import Catalogue, ForceEntry
    from listbuilder.systems.battlescribe.registry import AddedData
    from listbuilder.systems.battlescribe.roster import OtherRoster


def force_entries(data: GameData, cat: Catalogue) -> list[ForceEntry]:
    """The force entries a roster may take from *cat*: its own (Battlefleet Gothic's fleet
    lists), then the game system's (40K's detachments), the hidden ones left out."""
    seen: set[str] = set()
    found = []
    for force in [*cat.forces, *data.system.forces]:
        if not force.hidden and force.id not in seen:
            seen.add(force.id)
            found.append(force)
    return found


NETEPIC = ""
"""The game combo's data for NetEpic Gold (built in)."""


class GameChoiceDialog(QDialog):
    """Which game the new roster is for; for another game, its catalogue and force."""

    def __init__(self, added: list[AddedData], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameChoiceDialog")
        self.setWindowTitle(self.tr("New Roster"))
        self.data: GameData | None = None
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        self.game.addItem(self.tr("NetEpic Gold"), NETEPIC)
        for item in added:
            self.game.addItem(
                fill(self.tr("%1 (revision %2)"), item.name, str(item.revision)), item.id
            )
        self.name = QLineEdit()
        self.name.setObjectName("newName")
        self.catalogue = QComboBox()
        self.catalogue.setObjectName("catalogueChoice")
        self.force = QComboBox()
        self.force.setObjectName("forceChoice")
        self.limit = QDoubleSpinBox()
        self.limit.setObjectName("pointsLimit")
        self.limit.setDecimals(0)
        self.limit.setRange(0, 1_000_000)
        self.problem = plain_label(QLabel())
        self.problem.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Catalogue:"), self.catalogue)
        form.addRow(self.tr("Force:"), self.force)
        form.addRow(self.tr("Points limit:"), self.limit)
        self.form = form
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.catalogue.currentIndexChanged.connect(self._catalogue_changed)
        self._game_changed()

    def netepic(self) -> bool:
        return self.game.currentData() == NETEPIC

    def choose_game(self, system_id: str) -> None:
        self.game.setCurrentIndex(max(self.game.findData(system_id), 0))

    def _game_changed(self) -> None:
        other = not self.netepic()
        for widget in (self.name, self.catalogue, self.force, self.limit):
            widget.setEnabled(other)
        self.catalogue.clear()
        self.force.clear()
        self.problem.clear()
        self.data = None
        if not other:
            return
        item = core.registry.find_added(str(self.game.currentData()))
        if item is None:
            return
        try:
            self.data = core.registry.load_game_data(item)
        except ListBuilderError as exc:
            self.problem.setText(exc.text("en"))
            return
        data = self.data
        if not self.name.text():
            self.name.setText(self.tr("New roster"))
        for cat in sorted(data.playable(), key=lambda c: c.name.casefold()):
            self.catalogue.addItem(cat.name, cat.id)
        self._catalogue_changed()
        points = next(iter(data.system.cost_types), None)
        self.limit.setValue(max(points.default_limit, 0) if points is not None else 0)

    def _catalogue_changed(self) -> None:
        """The force entries of the chosen catalogue, then the game system's."""
        self.force.clear()
        data = self.data
        cat = data.catalogue(str(self.catalogue.currentData())) if data is not None else None
        if data is None or cat is None:
            return
        for force in force_entries(data, cat):
            self.force.addItem(force.name, force.id)

    def choose(self, catalogue: str, force: str) -> None:
        """Pick the catalogue and force entry by name (or id)."""
        for box, wanted in ((self.catalogue, catalogue), (self.force, force)):
            index = box.findText(wanted)
            if index < 0:
                index = box.findData(wanted)
            if index >= 0:
                box.setCurrentIndex(index)

    def roster(self) -> OtherRoster | None:
        """The new roster of another game, with its first force."""
        data = self.data
        if self.netepic() or data is None or self.catalogue.currentData() is None:
            return None
        if self.force.currentData() is None:
            return None
        points = next(iter(data.system.cost_types), None)
        value = float(self.limit.value())
        limits = {points.id: value if value > 0 else -1.0} if points is not None else {}
        roster = core.building.new_roster(
            data, self.name.text().strip() or self.tr("New roster"), limits
        )
        core.building.add_force(
            roster, data, str(self.catalogue.currentData()), str(self.force.currentData())
        )
        return roster
