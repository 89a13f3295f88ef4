"""The editing session behaves as a player expects, at 1024x700: opened files show their name,
undo works from any focus, Special cards find a free slot, every control has a name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

SM = "adeptus_astartes"


def _saved_roster(path: Path, name: str) -> Path:
    from listbuilder.roster.edits import AddCompany, AddForce
    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import Roster

    roster = AddCompany(force=0, card="tactical_company").apply(
        AddForce(list_id="space_marines").apply(Roster(name=name, points_limit=3000))
    )
    save_roster(roster, path)
    return path


def test_a_roster_opened_from_the_welcome_page_shows_its_name(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.resize(1024, 700)
    path = _saved_roster(tmp_path / "tarsis.yaml", "Tarsis Ultra")
    window.settings.add_recent_file(path)
    window.set_document(None)
    window.activateWindow()
    [button] = window.welcome.recent_buttons
    button.setFocus()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.document is not None and window.document.path == path
    assert window.header.name_edit.text() == "Tarsis Ultra"
    # and again from the Recent menu, over an open roster
    other = _saved_roster(tmp_path / "other.yaml", "Ichar IV")
    window.header.name_edit.setFocus()
    assert window.open_path(other)
    assert window.header.name_edit.text() == "Ichar IV"
