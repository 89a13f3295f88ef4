"""The roster tree, the totals and the card view say what the summary and the paper say."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def test_company_rows_count_their_cards_and_totals_show_bp_and_elite(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1024, 700)
    window.start_roster("Tarsis", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")
    add_from_browser(qtbot, window, f"{SM}/terminator_detachment")
    figures = window.document.session.result.figures  # type: ignore[union-attr]
    company = figures.forces[0].companies[0]
    lines = tree_lines(window)
    shown = f"{company.points:,} | {company.victory_points} | {company.break_point}"
    assert lines[1] == f"  Tactical Company #1 | {shown}"
    assert company.points > company.card.points
    assert lines[0].endswith(f" | {figures.break_point}")
    text = window.totals.text()
    assert f"VP: {figures.victory_points} | BP: {figures.break_point}" in text
    assert figures.elite_tokens > 0
    assert f"Elite re-rolls: {figures.elite_tokens}" in text
    assert window.totals.accessibleName() == "Army totals"


def test_morale_reads_as_on_paper(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 700)
    window.start_roster("Tarsis", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    window.tree.select_path(ElementPath(0, 0))
    ref = window.codex.find_card("tactical_company", "space_marines")
    assert ref is not None and ref.card.morale is not None
    html = window.card_view.text.toPlainText()
    assert f"Morale {ref.card.morale}+" in html


def test_the_title_names_the_army_its_points_and_the_unsaved_mark(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(1024, 700)
    window.start_roster("Tarsis", 3000, "space_marines")
    assert window.windowTitle() == "Tarsis[*] \u2014 0/3,000 pts \u2014 Listbuilder"
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    assert window.windowTitle() == "Tarsis[*] \u2014 750/3,000 pts \u2014 Listbuilder"
    assert window.isWindowModified()
    window.undo.undo_action.trigger()
    assert window.windowTitle().startswith("Tarsis[*] \u2014 0/3,000 pts")


def test_the_points_limit_groups_thousands_like_the_totals(
    qtbot: QtBot, window: MainWindow
) -> None:
    from listbuilder.gui.i18n import format_int

    window.resize(1024, 700)
    window.start_roster("Tarsis", 3000, "space_marines")
    assert window.header.limit_spin.text() == "3,000"
    window.language_actions["fr"].trigger()
    assert window.header.limit_spin.text() == format_int(3000, "fr")
    assert format_int(3000, "fr") in window.totals.points.text()
    window.language_actions["en"].trigger()
    assert window.header.limit_spin.text() == "3,000"
