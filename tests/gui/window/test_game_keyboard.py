"""A calm Game mode (issue 31, item 6): leaving it gives the focus back to the roster tree,
it is worked by keyboard with a visible focus, and the names given with F2 show in it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLineEdit, QTableWidget, QWidget

from listbuilder.gui.window.game_view import LossStrip
from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.game_view import GameView
    from listbuilder.gui.window.main_window import MainWindow


def _focused() -> QWidget | None:
    return QApplication.focusWidget()


def _open(qtbot: QtBot, window: MainWindow, path: Path) -> GameView:
    assert window.open_path(path, ask=False)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    return view


def _tab(qtbot: QtBot, back: bool = False) -> QWidget | None:
    widget = _focused()
    assert widget is not None
    modifier = Qt.KeyboardModifier.ShiftModifier if back else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(widget, Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab, modifier)
    return _focused()


def test_leaving_game_mode_gives_the_focus_to_the_tree_not_the_name(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    _open(qtbot, window, saved_roster(tmp_path / "army.yaml", "Ultramarines"))
    window.game_mode.action.trigger()  # Ctrl+G again: back to the roster
    assert window.game_mode.view is None
    qtbot.waitUntil(lambda: _focused() is window.tree, timeout=2000)
    assert not window.header.isAncestorOf(_focused())
    qtbot.keyClicks(_focused(), "oops")  # the next word typed does not rename the army
    assert window.document is not None and window.document.session.roster.name == "Ultramarines"


def test_tab_goes_in_and_out_of_the_turn_table_and_through_the_loss_boxes(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.roster.edits import AddCompany, SetPointsLimit
    from listbuilder.roster.io import load_roster, save_roster

    path = saved_roster(tmp_path / "army.yaml", "Two companies")
    roster = AddCompany(force=0, card="tactical_company").apply(load_roster(path))
    save_roster(SetPointsLimit(points_limit=3000).apply(roster), path)
    view = _open(qtbot, window, path)
    strips = [row.strip for row in view.rows if row.strip is not None]
    assert len(strips) == 2
    qtbot.waitUntil(lambda: _focused() is strips[0], timeout=2000)  # starts on the boxes
    view.table.setFocus()
    qtbot.waitUntil(view.table.hasFocus, timeout=2000)
    after = _tab(qtbot)
    assert after is not None and not isinstance(after, QTableWidget)  # Tab leaves the table
    view.table.setFocus()
    before = _tab(qtbot, back=True)
    assert before is not None and before is not view.table and before is not after
    assert _tab(qtbot) is view.table  # and Tab comes back into it
    # on through the page to the first loss boxes, then the next card's
    seen: list[QWidget | None] = []
    for _ in range(40):
        seen.append(_tab(qtbot))
        if seen[-1] is strips[1]:
            break
    assert strips[0] in seen and seen[-1] is strips[1]
    assert seen.index(strips[0]) < len(seen) - 1
    assert _tab(qtbot, back=True) is strips[0]  # Shift+Tab goes back


def test_space_ticks_the_focused_loss_boxes_and_the_focus_is_seen(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    view = _open(qtbot, window, saved_roster(tmp_path / "army.yaml", "Keyboard"))
    strip = view.rows[0].strip
    assert isinstance(strip, LossStrip)
    qtbot.waitUntil(strip.hasFocus, timeout=2000)
    focused: QImage = strip.grab().toImage()
    for _ in range(3):
        qtbot.keyClick(strip, Qt.Key.Key_Space)
    assert view.tracker.score.cards[0].losses == 3 and strip.losses == 3
    qtbot.keyClick(strip, Qt.Key.Key_Backspace)
    assert view.tracker.score.cards[0].losses == 2
    qtbot.keyClick(strip, Qt.Key.Key_Backspace)
    qtbot.keyClick(strip, Qt.Key.Key_Backspace)
    assert strip.losses == 0
    # the same strip, no ticks, with and without the focus: the focus frame is painted
    with_focus = strip.grab().toImage()
    assert with_focus == focused
    view.next_button.setFocus()
    qtbot.waitUntil(lambda: not strip.hasFocus(), timeout=2000)
    without = strip.grab().toImage()
    assert without != with_focus
    corner = (1, strip.height() // 2)  # the margin round the boxes: the frame, nothing else
    assert with_focus.pixelColor(*corner) != without.pixelColor(*corner)
    assert with_focus.pixelColor(*corner) == strip.palette().highlight().color()


def test_names_given_with_f2_show_in_game_mode(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from listbuilder.roster.model import ElementPath

    assert window.open_path(saved_roster(tmp_path / "army.yaml", "Named"), ask=False)
    assert window.browser.select_card("adeptus_astartes/rhino_squadron")
    window.tree.select_path(ElementPath(0, 0))
    window.browser.add_current()
    for path, name in ((ElementPath(0, 0), "Second Company"), (ElementPath(0, 0, 0), "Tin Can")):
        window.tree.select_path(path)
        window.tree.setFocus()
        qtbot.keyClick(window.tree, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda: isinstance(_focused(), QLineEdit), timeout=2000)
        editor = _focused()
        assert isinstance(editor, QLineEdit)
        editor.selectAll()
        qtbot.keyClicks(editor, name)
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not isinstance(_focused(), QLineEdit), timeout=2000)
    document = window.document
    assert document is not None
    assert document.session.roster.forces[0].companies[0].name == "Second Company"
    assert document.session.roster.forces[0].companies[0].attached[0].name == "Tin Can"
    window.game_mode.action.trigger()
    view = window.game_mode.view
    assert view is not None
    names = [row.name.text().strip() for row in view.rows]
    assert names == ["Second Company", "Tin Can"]
    window.languages.set_language("fr")
    assert [row.name.text().strip() for row in view.rows] == names
    window.languages.set_language("en")
