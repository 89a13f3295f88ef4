"""Names and notes in the window: rename in the tree (F2, double-click, Rename...), notes
edited below the card view, each one undo step that reaches the roster."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from listbuilder.gui.common import Column
from listbuilder.roster.model import ElementPath, entry_at
from tests.gui.helpers import add_from_browser, press, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def _army(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Names", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")


def _editor(window: MainWindow) -> QLineEdit:
    QApplication.processEvents()  # the editor of a finished rename is deleted later
    open_ = [e for e in window.tree.findChildren(QLineEdit, "renameEditor") if e.isVisible()]
    assert len(open_) == 1, "no name editor open"
    return open_[0]


def _type_name(qtbot: QtBot, window: MainWindow, text: str) -> None:
    editor = _editor(window)
    editor.selectAll()
    editor.del_()
    if text:
        editor.insert(text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()


def _name(window: MainWindow, path: ElementPath) -> str | None:
    assert window.document is not None
    element = entry_at(window.document.session.roster, path)
    return getattr(element, "name", None)


def test_f2_renames_the_selected_company_and_undo_takes_it_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0))
    press(qtbot, window, Qt.Key.Key_F2)
    _type_name(qtbot, window, "2nd Company")
    assert _name(window, ElementPath(0, 0)) == "2nd Company"
    assert tree_lines(window)[1].startswith("  2nd Company (Tactical Company #1)")
    assert window.undo.undo_action.text().endswith("Rename Tactical Company")
    window.undo.undo_action.trigger()
    assert _name(window, ElementPath(0, 0)) is None
    assert tree_lines(window)[1].startswith("  Tactical Company #1 |")


def test_the_editor_starts_from_the_players_name_not_the_shown_text(
    qtbot: QtBot, window: MainWindow
) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0, 0))
    window.rename_action.trigger()
    _type_name(qtbot, window, "Hammer")
    window.rename_action.trigger()
    editor = _editor(window)
    assert editor.text() == "Hammer"
    assert editor.placeholderText() == "Land Raider Squadron"
    qtbot.keyClick(editor, Qt.Key.Key_Escape)


def test_double_click_on_the_name_cell_renames_a_card(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    tree = window.tree
    index = window.tree_model.index_of(ElementPath(0, 0, 0)).siblingAtColumn(Column.NAME)
    tree.scrollTo(index)
    centre = tree.visualRect(index).center()
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    _type_name(qtbot, window, "Hammer of Macragge")
    assert _name(window, ElementPath(0, 0, 0)) == "Hammer of Macragge"


def test_an_empty_name_clears_the_players_name(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0))
    window.rename_action.trigger()
    _type_name(qtbot, window, "Ultramarines")
    assert _name(window, ElementPath(0)) == "Ultramarines"
    assert tree_lines(window)[0].startswith("Ultramarines (")
    window.rename_action.trigger()
    _type_name(qtbot, window, "   ")
    assert _name(window, ElementPath(0)) is None
    assert not tree_lines(window)[0].startswith("Ultramarines")


def test_rename_is_in_the_edit_menu_and_every_context_menu(
    qtbot: QtBot, window: MainWindow
) -> None:
    _army(qtbot, window)
    assert window.rename_action in window.edit_menu.actions()
    for path in (ElementPath(0), ElementPath(0, 0), ElementPath(0, 0, 0)):
        window.tree.select_path(path)
        assert window.rename_action in window.tree_menu_for(path).actions()
        assert window.rename_action.isEnabled()


def test_hostile_names_are_shown_as_plain_text(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    markup = "<b>Bold</b> <img src=x>"
    rtl = "\u05d4\u05e4\u05dc\u05d5\u05d2\u05d4 \u0627\u0644\u0633\u0631\u064a\u0629" * 20
    window.tree.select_path(ElementPath(0, 0))
    window.rename_action.trigger()
    _type_name(qtbot, window, markup)
    window.tree.select_path(ElementPath(0, 0, 0))
    window.rename_action.trigger()
    _type_name(qtbot, window, rtl)
    model = window.tree_model
    company = model.index_of(ElementPath(0, 0)).data()
    assert company == f"{markup} (Tactical Company #1)"
    assert model.index_of(ElementPath(0, 0, 0)).data().startswith(rtl)
    assert _name(window, ElementPath(0, 0, 0)) == rtl


def _type_notes(qtbot: QtBot, window: MainWindow, text: str) -> None:
    box = window.notes_editor.box
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, text)


def test_notes_of_the_selected_card_go_to_the_roster_after_a_pause(
    qtbot: QtBot, window: MainWindow
) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0, 0))
    _type_notes(qtbot, window, "Deploy left")
    qtbot.waitUntil(lambda: _notes(window, ElementPath(0, 0, 0)) == "Deploy left", timeout=3000)
    assert window.undo.undo_action.text().endswith("Edit notes")
    assert window.document is not None and window.document.session.is_modified
    window.undo.undo_action.trigger()
    assert _notes(window, ElementPath(0, 0, 0)) is None
    assert window.notes_editor.box.toPlainText() == ""


def _notes(window: MainWindow, path: ElementPath | None) -> str | None:
    assert window.document is not None
    element = (
        entry_at(window.document.session.roster, path) if path else window.document.session.roster
    )
    return getattr(element, "notes", None)


def test_selecting_another_element_keeps_the_notes_typed(qtbot: QtBot, window: MainWindow) -> None:
    """No pause needed: leaving the element sends its notes, then the box shows the next's."""
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0))
    _type_notes(qtbot, window, "Objective holders")
    window.tree.select_path(ElementPath(0))
    assert _notes(window, ElementPath(0, 0)) == "Objective holders"
    assert window.notes_editor.box.toPlainText() == ""
    assert window.notes_editor.title.text().startswith("Notes on Adeptus Astartes")
    _type_notes(qtbot, window, "Main force")
    window.tree.select_path(ElementPath(0, 0))
    assert _notes(window, ElementPath(0)) == "Main force"
    assert window.notes_editor.box.toPlainText() == "Objective holders"


def test_the_roster_notes_when_nothing_is_selected(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    window.tree.select_path(None)
    assert window.notes_editor.title.text() == "Notes on the roster"
    _type_notes(qtbot, window, "Tournament, round 2")
    window.tree.setFocus()  # leaving the box sends the notes
    assert _notes(window, None) == "Tournament, round 2"


def test_a_save_holds_the_notes_still_being_typed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0, 0))
    _type_notes(qtbot, window, "Hidden <b>reserve</b>")
    assert window.notes_editor.box.hasFocus()
    target = tmp_path / "army.netepic.yaml"
    assert window._save_to(target)
    assert "Hidden <b>reserve</b>" in target.read_text(encoding="utf-8")


# --- copy and paste -------------------------------------------------------------------


def test_ctrl_c_puts_the_card_on_the_clipboard_as_roster_yaml_and_text(
    qtbot: QtBot, window: MainWindow
) -> None:
    from listbuilder.gui.window.window_edits import MIME_FRAGMENT
    from listbuilder.roster.io import parse_roster

    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0, 0))
    window.rename_action.trigger()
    _type_name(qtbot, window, "Hammer")
    press(qtbot, window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    data = QApplication.clipboard().mimeData()
    assert data.hasFormat(MIME_FRAGMENT)
    copied = parse_roster(bytes(data.data(MIME_FRAGMENT).data()).decode("utf-8"))
    card = copied.forces[0].companies[0].attached[0]
    assert (card.card, card.name) == ("land_raider_squadron", "Hammer")
    assert data.text().startswith("Hammer (Land Raider Squadron)")


def test_ctrl_v_pastes_the_card_into_the_selected_company_in_one_undo_step(
    qtbot: QtBot, window: MainWindow
) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0))
    add_from_browser(qtbot, window, f"{SM}/assault_company")
    window.tree.select_path(ElementPath(0, 0, 0))
    press(qtbot, window, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    window.tree.select_path(ElementPath(0, 1))
    press(qtbot, window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert window.document is not None
    company = window.document.session.roster.forces[0].companies[1]
    assert [card.card for card in company.attached] == ["land_raider_squadron"]
    assert window.tree.current_path() == ElementPath(0, 1, 0)
    assert window.undo.undo_action.text().endswith("Paste Land Raider Squadron")
    window.undo.undo_action.trigger()
    assert window.document.session.roster.forces[0].companies[1].attached == ()


def test_a_pasted_company_keeps_its_cards_names_and_notes(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0, 0))
    window.rename_action.trigger()
    _type_name(qtbot, window, "2nd Company")
    window.copy_action.trigger()
    window.paste_action.trigger()
    assert window.document is not None
    companies = window.document.session.roster.forces[0].companies
    assert len(companies) == 2 and companies[1] == companies[0]
    assert companies[1].name == "2nd Company" and companies[1].attached


def test_paste_with_nothing_copied_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    QApplication.clipboard().setText("just text")
    assert window.document is not None
    before = window.document.session.roster
    window.paste_action.trigger()
    assert window.document.session.roster is before


def test_a_damaged_clipboard_fragment_is_refused_without_a_crash(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtCore import QMimeData

    from listbuilder.gui.window.window_edits import MIME_FRAGMENT, MIME_FRAGMENT_KIND
    from tests.gui.conftest import answer_modal

    _army(qtbot, window)
    data = QMimeData()
    data.setData(MIME_FRAGMENT, b"format: netepic-roster/1\nforces: [{list: 3}]\n")
    data.setData(MIME_FRAGMENT_KIND, b"attached")
    QApplication.clipboard().setMimeData(data)
    assert window.document is not None
    before = window.document.session.roster
    answer_modal(lambda box: box.close())
    assert not window.paste()
    assert window.document.session.roster is before


def test_duplicate_force_is_in_the_forces_context_menu(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0))
    window.rename_action.trigger()
    _type_name(qtbot, window, "Ultramarines")
    menu = window.tree_menu_for(ElementPath(0))
    assert window.duplicate_force_action in menu.actions()
    window.duplicate_force_action.trigger()
    assert window.document is not None
    forces = window.document.session.roster.forces
    assert len(forces) == 2 and forces[1] == forces[0]
    assert window.tree.current_path() == ElementPath(1)


def test_cut_and_paste_moves_a_card_to_another_company(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    window.tree.select_path(ElementPath(0))
    add_from_browser(qtbot, window, f"{SM}/assault_company")
    window.tree.select_path(ElementPath(0, 0, 0))
    press(qtbot, window, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    assert window.document is not None
    assert window.document.session.roster.forces[0].companies[0].attached == ()
    window.tree.select_path(ElementPath(0, 1))
    window.paste_action.trigger()
    company = window.document.session.roster.forces[0].companies[1]
    assert [card.card for card in company.attached] == ["land_raider_squadron"]


def test_a_click_below_the_rows_shows_the_roster_notes(qtbot: QtBot, window: MainWindow) -> None:
    _army(qtbot, window)
    window.show()
    tree = window.tree
    last = window.tree_model.index_of(ElementPath(0, 0, 0))
    below = tree.visualRect(last).bottomLeft() + QPoint(5, 20)
    assert not tree.indexAt(below).isValid()
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=below)
    assert tree.current_path() is None
    assert window.notes_editor.title.text() == "Notes on the roster"


_COPY_THEN_QUIT = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from listbuilder.codex.loader import load_codex
from listbuilder.gui.window.app import _qt_app, build_window
from listbuilder.roster.model import ElementPath
app = _qt_app([])
window = build_window(load_codex(), language="en")
window.open_path(Path(sys.argv[1]), ask=False)
window.show()
window.tree.select_path(ElementPath(0, 0, 0))
assert window.copy_selected()
QTimer.singleShot(0, app.quit)
app.exec()
data = QGuiApplication.clipboard().mimeData()
print("formats:", data.formats() if data is not None else None)
"""


def test_the_app_quits_cleanly_with_a_card_on_the_clipboard(tmp_path: Path) -> None:
    """A rich copy left for Qt to destroy at exit crashed the process (exit 139): at quit
    the app leaves only its plain text."""
    import subprocess
    import sys

    example = Path(__file__).resolve().parents[3] / "examples" / "space-marines-with-guard.yaml"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LISTBUILDER_DATA_DIR": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", _COPY_THEN_QUIT, str(example)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        encoding="utf-8",
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert "formats: ['text/plain']" in result.stdout
