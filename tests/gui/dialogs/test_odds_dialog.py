"""Game › Close-Combat Odds: pick the army's models or type CAFs, read the exact odds."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.game.odds import combat
from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def test_typed_cafs_and_modifiers_give_the_exact_odds(qtbot: QtBot, window: MainWindow) -> None:
    dialog = window.game_mode.show_odds()
    qtbot.addWidget(dialog)
    assert dialog.melee is not None
    assert dialog.melee.combats[0] == combat(0, 0)
    assert "575/1296" in dialog.odds_text.text()
    dialog.defender.cover.setCurrentIndex(dialog.defender.cover.findData("bunker"))
    dialog.attacker.caf.setValue(2)
    assert dialog.melee.combats[0] == combat(2, 3)
    dialog.attacker.immobilised.setChecked(True)
    assert dialog.melee.combats[0].attacker_dice == 0
    dialog.attacker.immobilised.setChecked(False)
    dialog.attackers.setValue(3)
    assert [c.attacker_dice for c in dialog.melee.combats] == [2, 3, 4]
    dialog.titan.setChecked(True)
    assert [c.attacker_dice for c in dialog.melee.combats] == [2, 2, 2]
    text = dialog.odds_text.text()
    assert "Attacker 3" in text and "fight again next turn" in text


def test_the_armys_models_fill_in_their_caf_and_french_follows(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    assert window.open_path(saved_roster(tmp_path / "army.yaml", "Ultramarines"), ask=False)
    window.game_mode.menu.aboutToShow.emit()
    dialog = window.game_mode.show_odds()
    qtbot.addWidget(dialog)
    names = [dialog.attacker.model.itemText(i) for i in range(dialog.attacker.model.count())]
    assert len(names) > 1 and any("CAF +2" in name for name in names)
    marines = next(i for i, name in enumerate(names) if "CAF +2" in name)
    dialog.attacker.model.setCurrentIndex(marines)
    assert dialog.attacker.caf.value() == 2
    assert dialog.melee is not None and dialog.melee.combats[0] == combat(2, 0)
    window.languages.set_language("fr")
    assert dialog.windowTitle() == "Chances au corps à corps"
    assert "l’attaquant gagne" in dialog.odds_text.text()
    assert dialog.attacker.caf.value() == 2
