"""The card browser keeps one built list per army list (issue 24, no freeze): selecting a
card of another force switches lists instead of building one again, each list keeps its own
search and chosen card, and a kept list shows what a list built afresh would show: the
roster's marks after any edit, and the language chosen since it was built."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.roster.edits import AttachCard, DetachCard, Operation, SetOptionCount
from listbuilder.roster.model import ElementPath
from tests.gui.test_browser_refresh import fresh, shown
from tests.gui.test_edit_refresh import crusade, open_roster
from tests.gui.test_no_surprises import two_forces

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

SM = "adeptus_astartes"
"""The Space Marines' book."""


def keys(window: MainWindow) -> set[str]:
    return {ref.key for ref in window.browser.model.cards()}


def test_each_force_shows_its_list_with_its_own_search_and_chosen_card(
    qtbot: QtBot, window: MainWindow
) -> None:
    two_forces(window)
    browser = window.browser
    window.tree.select_path(ElementPath(0, 0))
    marines, marine_cards = browser.model, keys(window)
    # the other force's list is built while the window is idle: the first switch is a switch
    qtbot.waitUntil(lambda: "imperial_guard" in browser._pages)
    built = browser._pages["imperial_guard"].model
    qtbot.keyClicks(browser.search, "rhino")
    assert browser.select_card(f"{SM}/rhino_squadron")
    window.tree.select_path(ElementPath(1, 0))  # the Imperial Guard ally
    guard, guard_cards = browser.model, keys(window)
    assert guard is built and guard is not marines and guard_cards != marine_cards
    assert browser.search.text() == ""  # typed for the other force's cards
    assert browser.current_ref() is None
    assert shown(browser) == fresh(window)
    qtbot.keyClicks(browser.search, "leman")
    first = browser.first_card()
    assert first is not None
    browser.view.setCurrentIndex(first)
    chosen = browser.current_ref()
    assert chosen is not None and "leman" in chosen.key

    window.tree.select_path(ElementPath(0, 0))  # back: the same list, as it was left
    assert browser.model is marines and keys(window) == marine_cards
    assert browser.view.isVisibleTo(browser)
    assert browser.search.text() == "rhino"
    current = browser.current_ref()
    assert current is not None and current.key == f"{SM}/rhino_squadron"
    assert browser.add_button.isEnabled()
    assert shown(browser) == fresh(window)

    window.tree.select_path(ElementPath(1, 0))
    assert browser.model is guard and browser.search.text() == "leman"
    assert browser.current_ref() == chosen
    assert shown(browser) == fresh(window)
    browser.search.setText("no such card")
    assert browser.nothing_found.isVisibleTo(browser)
    window.tree.select_path(ElementPath(0, 0))
    assert not browser.nothing_found.isVisibleTo(browser)  # the marines' search finds cards


def test_the_marks_of_kept_lists_equal_a_full_recompute_after_any_edit(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_roster(window, crusade())
    browser = window.browser
    document = window.document
    assert document is not None
    window.tree.select_path(ElementPath(1, 0))
    assert shown(browser) == fresh(window)  # both lists built
    window.tree.select_path(ElementPath(0, 1))
    steps: list[Operation] = [
        AttachCard(force=0, company=1, card="warlord_titan"),  # a second titan: marks change
        SetOptionCount(0, 1, 0, "reaver_titan_arm_weapons.power_fist", 1),
        AttachCard(force=1, company=0, card="leman_russ_squadron"),
        DetachCard(force=0, company=0, attached=0),
    ]
    for number, operation in enumerate(steps):
        assert window.apply(operation)
        assert shown(browser) == fresh(window)
        # the other force's list, kept since the edit, then this one again
        window.tree.select_path(ElementPath(1 - number % 2, 0))
        assert shown(browser) == fresh(window)
        window.tree.select_path(ElementPath(number % 2, 0))
        assert shown(browser) == fresh(window)
    for _ in steps:
        document.undo()
        assert shown(browser) == fresh(window)
        window.tree.select_path(ElementPath(1, 0))
        assert shown(browser) == fresh(window)
        window.tree.select_path(ElementPath(0, 0))
        assert shown(browser) == fresh(window)


def test_a_kept_list_is_shown_in_the_language_chosen_since(
    qtbot: QtBot, window: MainWindow
) -> None:
    two_forces(window)
    browser = window.browser
    window.tree.select_path(ElementPath(1, 0))
    guard = browser.model
    english = shown(browser)
    window.tree.select_path(ElementPath(0, 0))
    window.set_language("fr")
    assert shown(browser) == fresh(window)
    window.tree.select_path(ElementPath(1, 0))
    assert browser.model is guard  # kept, not built again
    assert shown(browser) == fresh(window) != english
    header = [
        str(browser.view.model().headerData(column, browser.view.header().orientation()))
        for column in range(1, 4)
    ]
    assert header == ["Pts", "PV", "PR"]
    window.set_language("en")
    assert shown(browser) == english
