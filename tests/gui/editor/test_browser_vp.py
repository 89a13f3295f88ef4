"""The card browser gives a card's VP as the roster counts it (issue 31): a Warhound's chassis is
2 VP once rounded, never the book's 1.25, and the roster shows the same figure once added."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.gui.common import Column
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

WARHOUND = "adeptus_astartes/warhound_titan"


def _browser_cell(window: MainWindow, key: str, column: Column) -> str:
    model = window.browser.model
    index = model.index_of(key)
    return str(model.index(index.row(), column, index.parent()).data())


def test_a_titan_s_vp_reads_as_the_roster_counts_it(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Titans", 3000, "space_marines")
    add_from_browser(qtbot, window, "adeptus_astartes/tactical_company")
    assert window.browser.select_card(WARHOUND)
    vp = _browser_cell(window, WARHOUND, Column.VP)
    assert vp == "2+"  # the chassis: 125 points, rounded to 150, so 2 VP; weapons add more
    assert "." not in vp and "," not in vp
    add_from_browser(qtbot, window, WARHOUND)
    row = next(line for line in tree_lines(window) if "Warhound" in line)
    assert row.split(" | ")[2] == "2"  # the roster: the same whole VP, weapons not chosen yet
    # the card view of the browser's card says the same
    ref = window.browser.current_ref()
    assert ref is not None and ref.key == WARHOUND
    window.card_view.show_codex_card(ref)
    text = window.card_view.text.toPlainText()
    assert "1.25" not in text and "2 + weapons" in text


def test_a_card_without_titans_keeps_its_book_vp(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Order", 3000, "space_marines")
    assert _browser_cell(window, "adeptus_astartes/tactical_company", Column.VP) == "8"
