"""Issue 31: the 3,000-point task in fewer actions. The list dialogs take the list their
filter shows first (passing over an ally the main force may not take), so a filter and Enter
are enough; the new roster's name is typed over; Save As proposes the roster's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from listbuilder.gui.dialogs.new_roster_dialog import AllyDialog, NewRosterDialog

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow


def test_a_new_roster_by_name_filter_and_enter(qtbot: QtBot, codex: Codex) -> None:
    dialog = NewRosterDialog(codex, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # the focus the dialog opens with (offscreen, no window is active)
    assert dialog.focusWidget() is dialog.name_edit
    assert dialog.name_edit.selectedText() == dialog.name_edit.text() != ""
    qtbot.keyClicks(dialog.name_edit, "Tarsis")  # typed over "My army"
    assert dialog.name() == "Tarsis"
    qtbot.keyClicks(dialog.picker.filter, "space")
    assert dialog.list_id() == "space_marines"
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(dialog.picker.filter, Qt.Key.Key_Return)


def test_the_ally_filter_passes_over_lists_the_main_force_may_not_take(
    qtbot: QtBot, codex: Codex
) -> None:
    dialog = AllyDialog(codex, "en", "space_marines")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClicks(dialog.picker.filter, "guard")  # Raven Guard comes first, a Marine list
    assert dialog.list_id() == "imperial_guard"
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(dialog.picker.filter, Qt.Key.Key_Return)


def test_a_chosen_list_stays_while_the_filter_still_shows_it(qtbot: QtBot, codex: Codex) -> None:
    dialog = NewRosterDialog(codex, "en")
    qtbot.addWidget(dialog)
    assert dialog.picker.select("space_wolves")
    dialog.picker.filter.setText("space")
    assert dialog.list_id() == "space_wolves"
    dialog.picker.filter.setText("")
    assert dialog.list_id() == "space_wolves"


def test_save_as_proposes_the_rosters_name(window: MainWindow) -> None:
    window.start_roster("Tarsis GT", 3000, "space_marines")
    assert window.suggested_path().name == "Tarsis_GT.netepic.yaml"


def test_the_next_cards_name_is_typed_over_the_last_search(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_roster("Tarsis", 3000, "space_marines")
    search = window.browser.search
    qtbot.keyClicks(window.tree, "t")  # letters typed in the tree start a card search
    assert window.focusWidget() is search
    qtbot.keyClicks(search, "actical company")
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.keyClicks(search, "land raider squadron")  # no clearing first
    assert search.text() == "land raider squadron"
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert window.document is not None
    company = window.document.session.roster.forces[0].companies[0]
    assert company.card == "tactical_company"
    assert [card.card for card in company.attached] == ["land_raider_squadron"]
