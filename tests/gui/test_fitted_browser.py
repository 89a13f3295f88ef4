"""The card browser fitted to players: honest marks, whole names, one column order (1024x700)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.gui.card_browser import MarkLevel
from listbuilder.roster.edits import AddCompany, SetOptionCount
from listbuilder.roster.model import ElementPath

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

IG = "imperial_guard"


def small(window: MainWindow) -> MainWindow:
    window.resize(1024, 700)
    return window


def guard_company_without_transports(window: MainWindow) -> None:
    """An Imperial Guard company whose two required transports are both left empty: two
    findings with the same code on the same element."""
    window.start_roster("Guard", 3000, IG)
    assert window.apply(AddCompany(force=0, card="tactical_infantry_company"))
    for group in ("hq_transport", "commissar_transport"):
        for choice in ("command_rhino", "command_chimera"):
            option = f"{group}.{choice}"
            window.apply(SetOptionCount(force=0, company=0, attached=None, option=option, count=0))
    window.tree.select_path(ElementPath(0, 0))


def test_two_findings_with_one_code_do_not_mark_every_card(
    qtbot: QtBot, window: MainWindow
) -> None:
    small(window)
    guard_company_without_transports(window)
    assert window.findings.codes() == ["option-invalid", "option-invalid"]
    browser = window.browser
    browser.checker.run_to_end()
    marks = {ref.key: browser.model.mark(ref.key) for ref in browser.model.cards()}
    red = [key for key, mark in marks.items() if mark.level is MarkLevel.ERROR]
    # a platoon attached to the company adds no problem: the transports were already missing
    assert marks[f"{IG}/tactical_infantry_platoon"].level is MarkLevel.NONE
    assert len(red) < len(marks) // 4, red
