"""Building armies through the window: browser, tree, totals, findings, undo, files."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget

from listbuilder.gui.dialogs.new_roster_dialog import NewRosterDialog
from listbuilder.gui.editor.card_marks import MarkLevel
from listbuilder.gui.editor.tree_nodes import SEVERITY_ROLE
from listbuilder.roster.model import ElementPath
from tests.gui.conftest import answer_modal
from tests.gui.helpers import add_from_browser, press, search_and_add, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def new_roster_via_dialog(
    qtbot: QtBot, window: MainWindow, *, name: str, limit: str, list_id: str
) -> None:
    def fill(dialog: QWidget) -> None:
        assert isinstance(dialog, NewRosterDialog)
        dialog.name_edit.setText(name)
        dialog.limit_combo.setEditText(limit)
        assert dialog.picker.select(list_id)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok.isEnabled()
        ok.click()

    answer_modal(fill)
    window.new_action.trigger()
    assert window.document is not None


def test_legal_army_shows_its_totals_and_no_finding(qtbot: QtBot, window: MainWindow) -> None:
    new_roster_via_dialog(qtbot, window, name="Ultramarines", limit="3000", list_id="space_marines")
    assert window.findings.codes() == ["no-company"]

    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")

    assert window.totals.points.text() == "Points: 1,000 / 3,000 (2,000 left)"
    assert "VP: 11" in window.totals.text()
    assert "Unique cards: 0 of 1" in window.totals.text()
    assert "To win: 40 VP, 8 objectives" in window.totals.text()
    assert window.findings.codes() == []
    assert window.findings.messages() == ["No problem found."]
    assert window.findings.heading.text().count("Legal") == 1
    lines = tree_lines(window)
    assert lines[0].startswith(
        "Adeptus Astartes - Standard Space Marines \u2014 main force | 1,000"
    )
    assert lines[1:] == [
        "  Tactical Company #1 | 1,000 | 11 | 17",
        "    Land Raider Squadron | 250 | 3 | 2",
    ]
    assert window.windowTitle() == "Ultramarines[*] \u2014 1,000/3,000 pts \u2014 Listbuilder"
    assert window.isWindowModified()


def test_six_supports_break_the_limit_and_undo_clears_it(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Too many", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    for _ in range(5):
        add_from_browser(qtbot, window, f"{SM}/rhino_squadron")
    window.tree.select_path(ElementPath(0, 0))
    assert window.findings.codes() == []
    # the browser already says a sixth support card would break the limit
    window.browser.checker.run_to_end()
    mark = window.browser.model.mark(f"{SM}/predator_squadron")
    assert mark.level is MarkLevel.ERROR
    assert "6 Support cards" in mark.reasons[0]

    add_from_browser(qtbot, window, f"{SM}/predator_squadron")  # adding is never blocked
    assert window.findings.codes() == ["support-limit"]
    assert "Tactical Company #1 has 6 Support cards" in window.findings.messages()[0]
    offending = window.tree_model.index_of(ElementPath(0, 0, 5))
    assert offending.data(SEVERITY_ROLE) == 2
    assert window.undo.undo_action.text() == "&Undo Attach Predator Squadron"

    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.findings.codes() == []
    assert len(window.document.session.roster.forces[0].companies[0].attached) == 5  # type: ignore[union-attr]

    window.undo.redo_action.trigger()
    assert window.findings.codes() == ["support-limit"]


def test_clicking_a_finding_selects_the_offending_card(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Specials", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/chaplain")
    window.tree.select_path(ElementPath(0, 0))
    add_from_browser(qtbot, window, f"{SM}/librarian")
    assert window.findings.codes() == ["special-limit"]
    window.tree.select_path(ElementPath(0))

    item = window.findings.list.item(0)
    rect = window.findings.list.visualItemRect(item)
    qtbot.mouseClick(window.findings.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    assert window.tree.current_path() == ElementPath(0, 0, 1)
    assert "Librarian" in window.card_view.text.toPlainText()


def test_save_then_reopen_gives_the_same_tree(
    qtbot: QtBot, make_window: object, window: MainWindow, tmp_path: Path
) -> None:
    window.start_roster("Saved army", 2000, "space_marines")
    search_and_add(qtbot, window, "tactical company")
    search_and_add(qtbot, window, "land raider squadron")
    search_and_add(qtbot, window, "chaplain")
    before_lines, before_totals = tree_lines(window), window.totals.text()
    path = tmp_path / "army.yaml"

    assert window._save_to(path)
    assert path.read_text(encoding="utf-8").startswith("format: netepic-roster/1")
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("Saved army[*] \u2014 ")
    assert window.windowFilePath() == str(path)

    assert callable(make_window)
    other = make_window()
    assert other.open_path(path)
    assert tree_lines(other) == before_lines
    assert other.totals.text() == before_totals
    assert not other.isWindowModified()
    assert path.resolve() in other.settings.recent_files()


def test_titan_weapons_set_its_rounded_cost(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Titans", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/reaver_titan")
    assert window.tree.current_path() == ElementPath(0, 0, 0)
    assert window.findings.codes() == ["option-invalid"]  # its arm weapons are not chosen yet
    editor = window.card_view.options
    assert not window.card_view._options_area.isHidden()

    arms = "reaver_titan_arm_weapons"
    editor.controls[f"{arms}.power_fist"].setValue(1)  # type: ignore[union-attr]
    editor.controls[f"{arms}.trident"].setValue(1)  # type: ignore[union-attr]
    carapace = editor.controls["reaver_titan_carapace_weapons.doomburner"]
    carapace.setChecked(True)  # type: ignore[union-attr]

    # 300 chassis + 25 + 50 + 75 = 450: rounded to the nearest 50 it stays 450
    assert window.findings.codes() == []
    assert "Card total: <b>450 pts</b>" in editor._summary.text()
    assert tree_lines(window)[2] == "    Reaver Titan | 450 | 5 | \u2013"
    text = window.card_view.text.toPlainText()
    assert "Doomburner" in text and "Power Fist" in text
    assert window.card_view.ability_summary("ignores_cover")


def test_a_card_over_the_points_left_is_marked_not_blocked(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_roster("Small", 1000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    # the marks come a moment after the edit, computed in slices on the event loop
    qtbot.waitUntil(lambda: not window.browser.checker.busy, timeout=5000)
    mark = window.browser.model.mark(f"{SM}/devastator_company")
    assert mark.level is MarkLevel.POINTS and mark.over_points
    assert "over the points limit" in mark.reasons[0]
    assert window.browser.model.mark(f"{SM}/rhino_squadron").level is MarkLevel.NONE

    add_from_browser(qtbot, window, f"{SM}/devastator_company")
    assert "points-limit" in window.findings.codes()
    assert window.totals.points.text() == "Points: 1,750 / 1,000 (750 over)"
    assert "b71c1c" in window.totals.points.styleSheet()


def test_an_ally_force_shows_its_share(qtbot: QtBot, window: MainWindow) -> None:
    from listbuilder.gui.dialogs.new_roster_dialog import AllyDialog

    window.start_roster("Allies", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")

    def choose(dialog: QWidget) -> None:
        assert isinstance(dialog, AllyDialog)
        assert dialog.picker.select("imperial_guard")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    answer_modal(choose)
    window.add_ally_action.trigger()
    assert window.tree.current_path() == ElementPath(1)
    assert "Imperial Guard" in window.browser._force_label.text()
    search_and_add(qtbot, window, "tactical infantry company")
    assert window.document is not None
    assert window.document.session.roster.forces[1].companies[0].card == "tactical_infantry_company"
    assert window.totals.allies.text().startswith("Allies: ")
    assert "(max 50%)" in window.totals.allies.text()
    assert tree_lines(window)[2].startswith("Imperial Guard Army \u2014 ally")

    window.tree.select_path(ElementPath(1))

    def remove(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        assert "Imperial Guard" in dialog.text()
        next(b for b in dialog.buttons() if b.text() == "Remove").click()

    answer_modal(remove)
    window.remove_force_action.trigger()
    assert len(window.document.session.roster.forces) == 1
    assert window.status.text().startswith("Removed the Imperial Guard")
    assert window.totals.allies.text() == "Allies: none"


def test_sub_card_weapons_show_only_for_the_chosen_gargant(qtbot, codex) -> None:  # type: ignore[no-untyped-def]
    from listbuilder.gui.editor.options_editor import OptionsEditor
    from listbuilder.roster.model import element_path, parse_path

    ref = codex.card("orks/gargant_big_mob")
    editor = OptionsEditor()
    qtbot.addWidget(editor)
    path = parse_path(element_path(0, 0, 0))
    editor.set_entry(ref, path, {"gargants_1.great_gargant": 1}, None)
    editor.show()
    great = editor._group_boxes["great_gargant_great_gargant_arm_weapons_1"]
    slasha = editor._group_boxes["slasha_gargant_arm_weapons_1"]
    assert great.isVisible() and not slasha.isVisible()
    editor.set_entry(ref, path, {"gargants_1.slasha_gargant": 1}, None)
    assert slasha.isVisible() and not great.isVisible()


def test_search_counts_what_it_shows(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Search", 3000, "space_marines")
    browser = window.browser
    model = browser.view.model()
    header = str(model.data(model.index(0, 0)))
    assert re.search(r"\(\d+\)$", header), header
    qtbot.keyClicks(browser.search, "land raider")
    groups = [str(model.data(model.index(row, 0))) for row in range(model.rowCount())]
    assert groups, "the search hides every card"
    for row, label in enumerate(groups):
        shown = model.rowCount(model.index(row, 0))
        match = re.search(r"\((\d+)/(\d+)\)$", label)
        assert match and int(match[1]) == shown and int(match[2]) >= shown, label
