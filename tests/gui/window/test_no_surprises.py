"""Issue 19 through the real window: no silent destruction, a status bar that tells the
truth in the current language, focus where typing searches, shortcuts whatever has the
focus, a search that follows the force."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from listbuilder.roster.io import load_roster
from listbuilder.roster.model import ElementPath
from tests.gui.conftest import answer_modal
from tests.gui.helpers import saved_roster, two_forces

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def answer(button_text: str, seen: list[str]) -> Callable[[QWidget], None]:
    """Click the button named *button_text* on the next box; its texts go to *seen*."""

    def handler(dialog: QWidget) -> None:
        assert isinstance(dialog, QMessageBox)
        seen.append(dialog.text() + "\n" + dialog.informativeText())
        for button in dialog.buttons():
            if button.text() == button_text:
                button.click()
                return
        raise AssertionError(f"no {button_text} in {[b.text() for b in dialog.buttons()]}")

    return handler


def test_remove_force_is_in_the_forces_menu_only(window: MainWindow) -> None:
    two_forces(window)
    card_menu = window.tree_menu_for(ElementPath(0, 0, 0))
    assert window.remove_force_action not in card_menu.actions()
    assert window.add_ally_action not in card_menu.actions()
    assert window.delete_action in card_menu.actions()
    force_menu = window.tree_menu_for(ElementPath(0))
    assert window.remove_force_action in force_menu.actions()


def test_removing_the_main_force_asks_and_says_who_is_main_now(
    qtbot: QtBot, window: MainWindow
) -> None:
    two_forces(window)
    document = window.document
    assert document is not None
    points = document.session.result.figures.forces[0].points
    window.tree.select_path(ElementPath(0, 0, 0))  # a card of the main force
    seen: list[str] = []
    answer_modal(answer("Cancel", seen))
    window.remove_force_action.trigger()
    assert len(document.session.roster.forces) == 2  # cancelled: nothing removed
    assert "Space Marines" in seen[0] and f"({points:,} pts)" in seen[0]
    assert "Imperial Guard" in seen[0] and "main force" in seen[0]

    answer_modal(answer("Remove", seen))
    window.remove_force_action.trigger()
    assert [force.list_id for force in document.session.roster.forces] == ["imperial_guard"]
    said = window.status.text()
    assert "Removed the" in said and "Space Marines" in said and f"{points:,} pts" in said
    assert "Imperial Guard" in said and "is now the main force" in said
    window.undo.undo_action.trigger()
    assert len(document.session.roster.forces) == 2
    assert window.status.text().startswith("Undone: ")


def test_delete_on_a_force_row_asks_too(qtbot: QtBot, window: MainWindow) -> None:
    two_forces(window)
    document = window.document
    assert document is not None
    window.tree.select_path(ElementPath(1))
    seen: list[str] = []
    answer_modal(answer("Cancel", seen))
    window.delete_action.trigger()
    assert len(document.session.roster.forces) == 2 and "Imperial Guard" in seen[0]


def test_deleting_a_company_holding_cards_asks(qtbot: QtBot, window: MainWindow) -> None:
    two_forces(window)
    document = window.document
    assert document is not None
    window.tree.select_path(ElementPath(0, 0))
    seen: list[str] = []
    answer_modal(answer("Cancel", seen))
    window.delete_action.trigger()
    assert len(document.session.roster.forces[0].companies) == 1
    assert "every card attached" in seen[0]
    answer_modal(answer("Delete", seen))
    window.delete_action.trigger()
    assert document.session.roster.forces[0].companies == ()
    window.tree.select_path(ElementPath(1, 0))  # no card attached: deleted at once
    window.delete_action.trigger()
    assert document.session.roster.forces[1].companies == ()


def test_every_edit_says_what_it_did_and_again_in_the_new_language(
    qtbot: QtBot, window: MainWindow
) -> None:
    two_forces(window)
    window.tree.select_path(ElementPath(0, 0, 0))
    window.duplicate_action.trigger()
    assert window.status.text() == "Done: Duplicate Rhino Squadron."
    window.tree.select_path(ElementPath(0, 0, 2))  # the Land Raider
    window.move_up_action.trigger()
    moved = window.status.text()
    assert moved.startswith("Done: ") and moved != "Done: Duplicate Rhino Squadron."
    window.delete_action.trigger()
    assert window.status.text().startswith("Done: ") and window.status.text() != moved
    window.undo.undo_action.trigger()
    assert window.status.text().startswith("Undone: ")
    window.undo.redo_action.trigger()
    english = window.status.text()
    assert english.startswith("Redone: ")
    window.set_language("fr")
    assert window.status.text() != english and window.status.text().startswith("Rétabli")
    window.set_language("en")
    assert window.status.text() == english


def test_opening_a_roster_puts_the_focus_on_the_tree_and_typing_searches(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    path = saved_roster(tmp_path / "army.yaml", "Ultramarines 3000")
    assert window.open_path(path, ask=False)
    assert QApplication.focusWidget() is window.tree
    for letter in "land":  # each key to the widget with the focus, as a keyboard does
        qtbot.keyClicks(QApplication.focusWidget(), letter)
    assert window.header.name_edit.text() == "Ultramarines 3000"  # not "...3000land"
    assert window.browser.search.text() == "land"
    assert QApplication.focusWidget() is window.browser.search
    assert (
        window.document is not None and window.document.session.roster.name == "Ultramarines 3000"
    )


def test_a_recovered_or_new_roster_puts_the_focus_on_the_tree(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.open_recovered(load_roster(saved_roster(tmp_path / "a.yaml", "Recovered")), None)
    assert QApplication.focusWidget() is window.tree
    window.set_document(None)
    window.start_roster("New", 3000, "space_marines")
    assert QApplication.focusWidget() is window.tree


def test_switching_language_leaves_the_focus_out_of_the_name_and_limit(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_roster("Focus", 3000, "space_marines")
    window.header.limit_spin.setFocus()
    window.set_language("fr")
    assert QApplication.focusWidget() is window.tree
    window.set_language("en")


class ClaimsEmacsKeys(QObject):
    """A text box as on X11, where Ctrl+E (end of line) and Ctrl+D (delete) are its own: it
    claims them before the window's shortcuts (offscreen Qt uses another key scheme)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        override = event.type() is QEvent.Type.ShortcutOverride
        emacs = (Qt.Key.Key_E, Qt.Key.Key_D)
        if override and isinstance(event, QKeyEvent) and event.key() in emacs:
            event.accept()
        return False


@pytest.mark.parametrize("box", ["name", "search"])
def test_menu_keys_work_while_a_text_box_has_the_focus(
    qtbot: QtBot, window: MainWindow, box: str
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    two_forces(window)
    window.tree.select_path(ElementPath(0, 0, 0))
    field = window.header.name_edit if box == "name" else window.browser.search
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    claims = ClaimsEmacsKeys(field)
    field.installEventFilter(claims)  # asked first: filters run newest first
    qtbot.keyClick(field, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Duplicate
    assert window.document is not None
    assert len(window.document.session.roster.forces[0].companies[0].attached) == 3
    # the box keeps its own editing keys: Delete deletes a letter, not the card
    field.setText("abc")
    qtbot.keyClick(field, Qt.Key.Key_Home)
    qtbot.keyClick(field, Qt.Key.Key_Delete)
    assert field.text() == "bc"
    assert len(window.document.session.roster.forces[0].companies[0].attached) == 3
    seen: list[str] = []

    def close(dialog: QWidget) -> None:
        seen.append(dialog.windowTitle())
        dialog.close()

    answer_modal(close)
    qtbot.keyClick(field, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # Export
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == ["Export Roster"]
    field.removeEventFilter(claims)


def test_down_and_enter_in_the_search_go_into_the_results_and_add(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    two_forces(window)
    window.tree.select_path(ElementPath(0, 0))
    search = window.browser.search
    search.setFocus()
    qtbot.keyClicks(search, "rhino")
    qtbot.keyClick(search, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is window.browser.view
    assert window.browser.current_ref() is not None
    assert window.browser.current_ref().card.id == "rhino_squadron"  # type: ignore[union-attr]
    search.setFocus()
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert window.document is not None
    attached = [
        card.card for card in window.document.session.roster.forces[0].companies[0].attached
    ]
    assert attached.count("rhino_squadron") == 2


def test_the_search_is_cleared_for_another_force_and_never_silently_empty(
    qtbot: QtBot, window: MainWindow
) -> None:
    two_forces(window)
    browser = window.browser
    window.tree.select_path(ElementPath(0, 0))
    browser.search.setText("warlord")
    assert browser.first_card() is not None
    window.tree.select_path(ElementPath(1, 0))  # the Imperial Guard ally
    assert "Imperial Guard" in browser._force_label.text()
    assert browser.search.text() == ""
    assert browser.first_card() is not None
    browser.search.setText("no such card")
    assert browser.first_card() is None
    assert browser.nothing_found.isVisibleTo(browser)
    assert "no such card" in browser.nothing_found.text()
    browser.search.clear()
    assert not browser.nothing_found.isVisibleTo(browser)


def test_the_totals_say_when_the_main_force_changes(qtbot: QtBot, window: MainWindow) -> None:
    two_forces(window)
    bar = window.totals
    assert bar.main_force.text().startswith("Main force: ") and "Space Marines" in (
        bar.main_force.text()
    )
    assert not bar.main_changed  # opening a roster is no change
    window.tree.select_path(ElementPath(0, 0, 0))
    answer_modal(answer("Remove", []))
    window.remove_force_action.trigger()
    assert "Imperial Guard" in bar.main_force.text()
    assert bar.main_changed and "main force changed" in bar.main_force.toolTip()
    assert "bold" in bar.main_force.styleSheet()
    window.undo.undo_action.trigger()  # back again: a change too
    assert "Space Marines" in bar.main_force.text() and bar.main_changed
    window.tree.select_path(ElementPath(0, 0, 0))
    window.duplicate_action.trigger()  # an edit that keeps the main force
    assert not bar.main_changed and bar.main_force.styleSheet() == ""
