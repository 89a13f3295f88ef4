"""After each edit the card browser shows what a browser built afresh shows (issue 11, edit
latency): its cells live in a Qt item model filled again only for the cards whose marks
changed, so every role of every cell must still follow the roster, the language and the
search."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.roster.edits import AttachCard, DetachCard, Operation, SetOptionCount
from listbuilder.roster.model import ElementPath
from tests.gui.helpers import crusade, fresh, open_roster, shown

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def test_the_browser_shows_what_a_fresh_browser_shows_after_each_edit(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_roster(window, crusade())
    window.tree.select_path(ElementPath(0, 1))
    browser = window.browser
    before = shown(browser)
    assert before == fresh(window)
    steps: list[Operation] = [
        AttachCard(force=0, company=1, card="warlord_titan"),  # a second titan: marks change
        SetOptionCount(0, 1, 0, "reaver_titan_arm_weapons.power_fist", 1),
        DetachCard(force=0, company=0, attached=0),
    ]
    for operation in steps:
        assert window.apply(operation)
        assert shown(browser) == fresh(window)
    assert shown(browser) != before  # the edits changed what the browser shows
    document = window.document
    assert document is not None
    for _ in steps:
        document.session.undo()
        assert shown(browser) == fresh(window)
    assert shown(browser) == before
    # another force's cards, a search, then French
    window.tree.select_path(ElementPath(1, 0))
    assert shown(browser) == fresh(window)
    qtbot.keyClicks(browser.search, "leman")
    assert shown(browser) == fresh(window)
    window.languages.set_language("fr")
    assert shown(browser) == fresh(window)
    assert window.apply(AttachCard(force=1, company=0, card="leman_russ_squadron"))
    assert shown(browser) == fresh(window)
    browser.search.clear()
    window.tree.select_path(ElementPath(0, 0))
    assert shown(browser) == fresh(window)
