"""Structure cards through the real window: the browser's own group, a bastion added beside
the companies and armed in the options editor, then undone (ruling 18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QRadioButton

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser, press, tree_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

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
    roster = window.document.session.roster  # type: ignore[union-attr]
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
    roster = window.document.session.roster  # type: ignore[union-attr]
    assert roster.forces[0].structures[0].options == {"turret_weapon.volcano_cannon": 1}
    assert window.findings.codes() == []
    assert tree_lines(window)[2] == "  Bastion | 200 | 2 | 1"
    assert "Card total: <b>200 pts</b>, 2 VP" in editor._summary.text()
    # another weapon replaces it: a bastion carries one
    plasma = editor.controls["turret_weapon.plasma_cannon"]
    plasma.click()
    held = window.document.session.roster.forces[0].structures[0]  # type: ignore[union-attr]
    assert held.options == {"turret_weapon.plasma_cannon": 1}
    assert tree_lines(window)[2] == "  Bastion | 300 | 3 | 1"  # 100 + twice 100
    assert window.totals.points.text() == "Points: 1,050 / 3,000 (1,950 left)"

    assert window.undo.undo_action.text() == "&Undo Choose Plasma Cannon for Bastion"
    window.undo.undo_action.trigger()
    window.undo.undo_action.trigger()
    assert window.undo.undo_action.text() == "&Undo Add Bastion"
    assert not window.document.session.roster.forces[0].structures[0].options  # type: ignore[union-attr]
    window.undo.undo_action.trigger()
    assert window.document.session.roster.forces[0].structures == ()  # type: ignore[union-attr]
    assert len(tree_lines(window)) == 2
    window.undo.redo_action.trigger()
    assert tree_lines(window)[2] == "  Bastion | 100 | 1 | 1"


def test_a_structure_is_renamed_and_deleted_from_the_tree(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Lines", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, "structures/trench")
    add_from_browser(qtbot, window, "structures/minefield")
    index = window.tree_model.index_of(ElementPath(0, structure=0))
    window.tree_model.setData(index, "South line")  # the name cell edited, as F2 does
    assert tree_lines(window)[2] == "  South line (Trench) | 150 | 2 | 3"
    window.tree.select_path(ElementPath(0, structure=1))
    window.delete_action.trigger()
    structures = window.document.session.roster.forces[0].structures  # type: ignore[union-attr]
    assert [s.card for s in structures] == ["trench"]
    assert window.tree.current_path() == ElementPath(0, structure=0)


# --- copy, cut and paste ----------------------------------------------------------------------


def _armed_bastion(qtbot: QtBot, window: MainWindow) -> None:
    """A Space Marine force with a company and a bastion carrying a volcano cannon, named."""
    window.start_roster("Fortress", 6000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, "structures/bastion")
    window.card_view.options.controls["turret_weapon.volcano_cannon"].click()
    index = window.tree_model.index_of(ElementPath(0, structure=0))
    window.tree_model.setData(index, "Keep")


def test_a_bastion_is_copied_with_its_weapon_into_another_force_in_one_undo_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    _armed_bastion(qtbot, window)
    assert window.document is not None
    bastion = window.document.session.roster.forces[0].structures[0]
    window.add_force("imperial_guard")
    add_from_browser(qtbot, window, "imperial_guard/tactical_infantry_company")
    window.tree.select_path(ElementPath(0, structure=0))
    assert window.copy_action.isEnabled() and window.cut_action.isEnabled()
    assert window.copy_action in window.tree_menu_for(ElementPath(0, structure=0)).actions()
    press(qtbot, window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.clipboard().mimeData().text().startswith("Keep (Bastion)")

    # pasted onto the guard's company: it joins that company's force, beside its companies
    window.tree.select_path(ElementPath(1, 0))
    press(qtbot, window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    roster = window.document.session.roster
    assert roster.forces[1].structures == (bastion,)
    assert roster.forces[1].companies[0].attached == ()
    assert roster.forces[0].structures == (bastion,)
    assert window.tree.current_path() == ElementPath(1, structure=0)
    assert tree_lines(window)[-1] == "  Keep (Bastion) | 200 | 2 | 1"
    assert window.undo.undo_action.text() == "&Undo Paste Bastion"
    window.undo.undo_action.trigger()
    assert window.document.session.roster.forces[1].structures == ()
    assert window.document.session.roster.forces[0].structures == (bastion,)


def test_a_bastion_is_pasted_into_another_open_roster(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    first, second = make_window(), make_window()
    _armed_bastion(qtbot, first)
    assert first.document is not None
    bastion = first.document.session.roster.forces[0].structures[0]
    first.tree.select_path(ElementPath(0, structure=0))
    first.copy_action.trigger()
    second.start_roster("Siege", 3000, "space_marines")
    assert second.paste()
    assert second.document is not None
    assert second.document.session.roster.forces[0].structures == (bastion,)
    assert second.document.session.roster.forces[0].companies == ()


def test_cut_and_paste_moves_a_bastion_to_another_force(qtbot: QtBot, window: MainWindow) -> None:
    _armed_bastion(qtbot, window)
    assert window.document is not None
    bastion = window.document.session.roster.forces[0].structures[0]
    window.add_force("imperial_guard")
    window.tree.select_path(ElementPath(0, structure=0))
    press(qtbot, window, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    assert window.document.session.roster.forces[0].structures == ()
    window.tree.select_path(ElementPath(1))
    window.paste_action.trigger()
    assert window.document.session.roster.forces[1].structures == (bastion,)
    window.undo.undo_action.trigger()  # the paste, in one step
    assert window.document.session.roster.forces[1].structures == ()
    window.undo.undo_action.trigger()  # then the cut
    assert window.document.session.roster.forces[0].structures == (bastion,)


def _clipboard(kind: bytes, text: str) -> None:
    from PySide6.QtCore import QMimeData

    from listbuilder.gui.window.window_edits import MIME_FRAGMENT, MIME_FRAGMENT_KIND

    data = QMimeData()
    data.setData(MIME_FRAGMENT, text.encode("utf-8"))
    data.setData(MIME_FRAGMENT_KIND, kind)
    QApplication.clipboard().setMimeData(data)


def test_an_illegal_structure_paste_goes_in_and_the_rules_say_why(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_roster("Fortress", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    # a hand-made copy holding a company card among the structures, and an unarmed bastion
    _clipboard(
        b"structure",
        "format: netepic-roster/1\nforces:\n  - list: space_marines\n"
        "    structures:\n      - card: tactical_company\n",
    )
    assert window.paste()
    _clipboard(
        b"structure",
        "format: netepic-roster/1\nforces:\n  - list: space_marines\n"
        "    structures:\n      - card: bastion\n",
    )
    assert window.paste()
    assert window.document is not None
    cards = [s.card for s in window.document.session.roster.forces[0].structures]
    assert cards == ["tactical_company", "bastion"]
    assert sorted(window.findings.codes()) == ["option-invalid", "structure-misplaced"]


def test_a_copy_from_an_older_version_still_pastes(qtbot: QtBot, window: MainWindow) -> None:
    """Versions before structure cards wrote company copies just so (no structures key)."""
    window.start_roster("Fortress", 3000, "space_marines")
    add_from_browser(qtbot, window, "structures/bastion")
    window.tree.select_path(ElementPath(0, structure=0))
    _clipboard(
        b"company",
        "format: netepic-roster/1\nforces:\n  - list: space_marines\n    companies:\n"
        "      - card: tactical_company\n        attached:\n"
        "          - card: land_raider_squadron\n",
    )
    assert window.paste()
    assert window.document is not None
    force = window.document.session.roster.forces[0]
    assert [c.card for c in force.companies] == ["tactical_company"]
    assert [a.card for a in force.companies[0].attached] == ["land_raider_squadron"]
    assert [s.card for s in force.structures] == ["bastion"]
