"""The print dialog offers the game-day sheet, unticked until the player asks for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.gui.printout.print_dialog import PrintDialog
from listbuilder.printing.sections import DEFAULT_SECTIONS

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_print_dialog_offers_the_game_day_sheet(qtbot: QtBot) -> None:
    dialog = PrintDialog()
    qtbot.addWidget(dialog)
    box = dialog.section_boxes["game-day"]
    # in the language an earlier test left installed
    assert box.text() in (
        "Game-day sheet (losses, VP, turns)",
        "Feuille de partie (pertes, PV, tours)",
    )
    assert not box.isChecked() and dialog.sections() == DEFAULT_SECTIONS
    box.setChecked(True)
    assert dialog.sections() == ("roster", "cards", "abilities", "game-day", "templates")
