"""The card browser keeps one built list per army list (issue 24, no freeze): selecting a
card of another force switches lists instead of building one again, each list keeps its own
search and chosen card, and a kept list shows what a list built afresh would show: the
roster's marks after any edit, and the language chosen since it was built."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pytest

from listbuilder.gui.work import Job
from listbuilder.roster.edits import AttachCard, DetachCard, Operation, SetName, SetOptionCount
from listbuilder.roster.model import ElementPath
from tests.gui.helpers import crusade, fresh, open_roster, shown, two_forces

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

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
        document.session.undo()
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


def test_a_list_half_built_while_idle_is_finished_when_its_force_is_chosen(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The other force's list is built a few cards per turn of the event loop; choosing that
    force meanwhile finishes it at once, and it shows what a list built afresh shows."""
    two_forces(window)
    browser = window.browser
    window.tree.select_path(ElementPath(0, 0))
    assert browser._builder is not None
    browser._builder.cancel()  # no idle turn but the one below
    browser.BUILD_SLICE_SECONDS = 0.0  # one card per turn
    browser._build_next()
    assert "imperial_guard" not in browser._pages  # under way, not finished
    window.tree.select_path(ElementPath(1, 0))
    assert browser._pages["imperial_guard"].model is browser.model
    assert shown(browser) == fresh(window)


def test_the_browser_s_idle_work_waits_while_a_job_runs_on_the_worker(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While a printout is made on the worker, the marks and the other lists wait (each of
    their slices would wait for the interpreter lock the worker holds, and freeze the
    window); they are all done once it ends, as a fresh browser shows them."""
    from listbuilder.gui.editor import card_browser, card_marks

    worked: list[str] = []
    real_preview, real_step = card_marks.preview, card_browser.CardBrowser._build_step

    def preview(*args: Any) -> Any:
        worked.append("mark")
        return real_preview(*args)

    def step(self: card_browser.CardBrowser, budget: float | None) -> None:
        worked.append("list")  # a step of the other force's list, built while idle
        real_step(self, budget)

    monkeypatch.setattr(card_marks, "preview", preview)
    monkeypatch.setattr(card_browser.CardBrowser, "_build_step", step)
    gate = threading.Event()
    job: Job[bool] = Job(lambda _job: gate.wait(20)).start()
    two_forces(window)
    browser = window.browser
    window.tree.select_path(ElementPath(0, 0))
    assert window.apply(SetName(name="Marks later"))
    qtbot.wait(400)  # many turns of the event loop, slices and builder included
    assert worked == [] and browser.checker.busy and "imperial_guard" not in browser._pages
    gate.set()
    assert job.wait()
    qtbot.waitUntil(lambda: not browser.checker.busy and "imperial_guard" in browser._pages)
    assert "mark" in worked and "list" in worked
    assert shown(browser) == fresh(window)
    window.tree.select_path(ElementPath(1, 0))
    assert shown(browser) == fresh(window)
