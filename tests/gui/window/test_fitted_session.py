"""The editing session behaves as a player expects, at 1024x700: opened files show their name,
undo works from any focus, Special cards find a free slot, every control has a name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

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
    assert window.document is not None and window.document.session.path == path
    assert window.header.name_edit.text() == "Tarsis Ultra"
    # and again from the Recent menu, over an open roster
    other = _saved_roster(tmp_path / "other.yaml", "Ichar IV")
    window.header.name_edit.setFocus()
    assert window.open_path(other)
    assert window.header.name_edit.text() == "Ichar IV"


def _add_titan(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 700)
    window.start_roster("Titans", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")
    qtbot.wait(10)


def test_undo_and_redo_keys_work_from_a_spin_box_and_a_line_edit(
    qtbot: QtBot, window: MainWindow
) -> None:
    _add_titan(qtbot, window)
    option = "warlord_titan_carapace_weapons.barrage_missile_launcher"
    spin = window.card_view.options.controls[option]
    assert isinstance(spin, QSpinBox)
    window.activateWindow()
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    path = window.current_path()
    assert path is not None

    def chosen() -> int:
        roster = window.document.session.roster  # type: ignore[union-attr]
        entry = roster.forces[0].companies[0].attached[0]
        return entry.options.get(option, 0)

    assert chosen() == 1
    spin = window.card_view.options.controls[option]  # the editor may have rebuilt it
    spin.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert chosen() == 0
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(
        focused,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert chosen() == 1
    # the Name box too: the roster's undo wins over the box's own
    window.header.name_edit.setFocus()
    qtbot.keyClick(window.header.name_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert chosen() == 0


def test_a_special_card_added_from_the_force_row_finds_a_free_special_slot(
    qtbot: QtBot, window: MainWindow
) -> None:
    from listbuilder.roster.model import ElementPath

    window.resize(1024, 700)
    window.start_roster("Titans", 6000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")  # the last company, selected
    roster = window.document.session.roster  # type: ignore[union-attr]
    assert [len(company.attached) for company in roster.forces[0].companies] == [0, 1]
    window.tree.select_path(ElementPath(0))
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")
    roster = window.document.session.roster  # type: ignore[union-attr]
    assert [len(company.attached) for company in roster.forces[0].companies] == [1, 1]
    assert "SPECIAL_LIMIT" not in str(window.findings.codes())
    window.tree.select_path(ElementPath(0))
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")
    assert window.document.session.roster == roster  # type: ignore[union-attr]
    assert "free Special slot" in window.status.text()
    assert "Warlord Titan" in window.status.text()
