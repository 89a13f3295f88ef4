"""Issue 19 through the real window: no silent destruction, a status bar that tells the
truth in the current language, focus where typing searches, shortcuts whatever has the
focus, a search that follows the force."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from listbuilder.gui.document import RosterDocument
from listbuilder.roster.edits import AddCompany, AddForce, AttachCard
from listbuilder.roster.model import ElementPath, Roster
from tests.gui.conftest import answer_modal

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow


def two_forces(window: MainWindow) -> None:
    """Space Marines (main: a tactical company with a Rhino and a Land Raider) and an
    Imperial Guard ally."""
    roster = Roster(name="Ultramarines", points_limit=3000)
    roster = AddForce(list_id="space_marines").apply(roster)
    roster = AddCompany(force=0, card="tactical_company").apply(roster)
    roster = AttachCard(force=0, company=0, card="rhino_squadron").apply(roster)
    roster = AttachCard(force=0, company=0, card="land_raider_squadron").apply(roster)
    roster = AddForce(list_id="imperial_guard").apply(roster)
    roster = AddCompany(force=1, card="tactical_infantry_company").apply(roster)
    window.set_document(RosterDocument(window.codex, roster))


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
    points = document.result.figures.forces[0].points
    window.tree.select_path(ElementPath(0, 0, 0))  # a card of the main force
    seen: list[str] = []
    answer_modal(answer("Cancel", seen))
    window.remove_force_action.trigger()
    assert len(document.roster.forces) == 2  # cancelled: nothing removed
    assert "Space Marines" in seen[0] and f"({points:,} pts)" in seen[0]
    assert "Imperial Guard" in seen[0] and "main force" in seen[0]

    answer_modal(answer("Remove", seen))
    window.remove_force_action.trigger()
    assert [force.list_id for force in document.roster.forces] == ["imperial_guard"]
    said = window.status.text()
    assert "Removed the" in said and "Space Marines" in said and f"{points:,} pts" in said
    assert "Imperial Guard" in said and "is now the main force" in said
    window.undo.undo_action.trigger()
    assert len(document.roster.forces) == 2
    assert window.status.text().startswith("Undone: ")


def test_delete_on_a_force_row_asks_too(qtbot: QtBot, window: MainWindow) -> None:
    two_forces(window)
    document = window.document
    assert document is not None
    window.tree.select_path(ElementPath(1))
    seen: list[str] = []
    answer_modal(answer("Cancel", seen))
    window.delete_action.trigger()
    assert len(document.roster.forces) == 2 and "Imperial Guard" in seen[0]


def test_deleting_a_company_holding_cards_asks(qtbot: QtBot, window: MainWindow) -> None:
    two_forces(window)
    document = window.document
    assert document is not None
    window.tree.select_path(ElementPath(0, 0))
    seen: list[str] = []
    answer_modal(answer("Cancel", seen))
    window.delete_action.trigger()
    assert len(document.roster.forces[0].companies) == 1
    assert "every card attached" in seen[0]
    answer_modal(answer("Delete", seen))
    window.delete_action.trigger()
    assert document.roster.forces[0].companies == ()
    window.tree.select_path(ElementPath(1, 0))  # no card attached: deleted at once
    window.delete_action.trigger()
    assert document.roster.forces[1].companies == ()


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
