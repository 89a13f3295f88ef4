"""Structure cards through the real window: the browser's own group, a bastion added beside
the companies and armed in the options editor, then undone (ruling 18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QRadioButton

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

SM = "adeptus_astartes"


def _groups(window: MainWindow) -> list[str]:
    model = window.browser.view.model()
    return [str(model.data(model.index(row, 0))) for row in range(model.rowCount())]


def test_a_bastion_is_added_armed_and_undone_through_the_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_roster("Fortress", 3000, "space_marines")
    assert _groups(window)[-1] == "Structure cards (7)"
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, "structures/bastion")
    roster = window.document.roster  # type: ignore[union-attr]
    assert roster.forces[0].structures[0].card == "bastion"
    assert roster.forces[0].companies[0].attached == ()
    assert window.tree.current_path() == ElementPath(0, structure=0)
    assert window.findings.codes() == ["option-invalid"]
    lines = tree_lines(window)
    assert lines[1].startswith("  Tactical Company #1 | 750")
    assert lines[2] == "  Bastion | 100 | 1 | 1"

    # the card view shows the bastion's options: one turret weapon, a radio button each
    editor = window.card_view.options
    box = editor.controls["turret_weapon.volcano_cannon"]
    assert isinstance(box, QRadioButton) and not box.isChecked()
    box.click()
    roster = window.document.roster  # type: ignore[union-attr]
    assert roster.forces[0].structures[0].options == {"turret_weapon.volcano_cannon": 1}
    assert window.findings.codes() == []
    assert tree_lines(window)[2] == "  Bastion | 200 | 2 | 1"
    assert "Card total: <b>200 pts</b>, 2 VP" in editor._summary.text()
    # another weapon replaces it: a bastion carries one
    plasma = editor.controls["turret_weapon.plasma_cannon"]
    plasma.click()
    held = window.document.roster.forces[0].structures[0]  # type: ignore[union-attr]
    assert held.options == {"turret_weapon.plasma_cannon": 1}
    assert tree_lines(window)[2] == "  Bastion | 300 | 3 | 1"  # 100 + twice 100
    assert window.totals.points.text() == "Points: 1,050 / 3,000 (1,950 left)"

    assert window.undo.undo_action.text() == "&Undo Choose Plasma Cannon for Bastion"
    window.undo.undo_action.trigger()
    window.undo.undo_action.trigger()
    assert window.undo.undo_action.text() == "&Undo Add Bastion"
    assert not window.document.roster.forces[0].structures[0].options  # type: ignore[union-attr]
    window.undo.undo_action.trigger()
    assert window.document.roster.forces[0].structures == ()  # type: ignore[union-attr]
    assert len(tree_lines(window)) == 2
    window.undo.redo_action.trigger()
    assert tree_lines(window)[2] == "  Bastion | 100 | 1 | 1"


def test_a_structure_is_renamed_and_deleted_from_the_tree(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_roster("Lines", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, "structures/trench")
    add_from_browser(qtbot, window, "structures/minefield")
    index = window.tree_model.index_of(ElementPath(0, structure=0))
    window.tree_model.setData(index, "South line")  # the name cell edited, as F2 does
    assert tree_lines(window)[2] == "  South line (Trench) | 150 | 2 | 3"
    window.tree.select_path(ElementPath(0, structure=1))
    window.delete_action.trigger()
    structures = window.document.roster.forces[0].structures  # type: ignore[union-attr]
    assert [s.card for s in structures] == ["trench"]
    assert window.tree.current_path() == ElementPath(0, structure=0)
