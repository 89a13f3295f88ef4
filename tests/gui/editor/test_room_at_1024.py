"""Issue 31 (5): at 1024x768 the findings take the room they need and no more, the Army at a
Glance dock shows its figures whole without squeezing the card view, and the window never
grows past the screen (an earlier fix grew it to 1,108 px)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from listbuilder.gui.editor.glance_panel import LABEL_CAP
from listbuilder.roster.model import ElementPath
from tests.gui.helpers import drag_handle

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _at_1024(qtbot: QtBot, window: MainWindow, example: str) -> None:
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(1024, 768)
    assert window.open_path(EXAMPLES / example, ask=False)
    qtbot.wait(50)


def test_a_legal_rosters_findings_leave_their_room_to_the_tree(
    qtbot: QtBot, window: MainWindow
) -> None:
    _at_1024(qtbot, window, "space-marines-with-guard.yaml")
    window.tree.select_path(ElementPath(0, 1, 1))  # the Warhound, with its options
    qtbot.wait(50)
    findings, tree = window.findings, window.tree
    line = findings.fontMetrics().lineSpacing()
    # one line, "No problem found": a few lines' room, not the quarter of the window it had
    qtbot.waitUntil(lambda: findings.height() <= line * 6, timeout=2000)
    assert tree.height() >= 450, tree.height()  # 331 px before
    assert window.width() <= 1024
    assert window.card_view.width() >= 220
    assert window.card_view.text.height() >= 200


def test_every_finding_is_in_sight_without_scrolling(qtbot: QtBot, window: MainWindow) -> None:
    _at_1024(qtbot, window, "alaitoc-illegal.yaml")
    findings = window.findings
    assert len(findings.findings()) == 3
    qtbot.waitUntil(lambda: not findings.list.verticalScrollBar().isVisible(), timeout=2000)
    assert findings.height() <= window.editor.middle_splitter.height() // 2 + 1
    assert window.tree.height() >= 250


def test_a_moved_findings_handle_stays_where_the_player_left_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    _at_1024(qtbot, window, "space-marines-with-guard.yaml")
    middle = window.editor.middle_splitter
    fitted = middle.sizes()
    drag_handle(middle, -100)  # as the mouse does it
    moved = middle.sizes()
    assert moved[1] >= fitted[1] + 90, (fitted, moved)
    window.open_path(EXAMPLES / "alaitoc-illegal.yaml", ask=False)
    qtbot.wait(50)
    assert middle.sizes() == moved


def test_the_glance_dock_goes_under_the_panes_and_cuts_no_text(
    qtbot: QtBot, window: MainWindow
) -> None:
    _at_1024(qtbot, window, "alaitoc-illegal.yaml")
    before = window.card_view.width()
    dock = window.glance_dock
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(dock.isVisible)
    qtbot.wait(50)
    QApplication.processEvents()
    assert window.width() <= 1024
    assert window.dockWidgetArea(dock) is Qt.DockWidgetArea.BottomDockWidgetArea
    assert window.card_view.width() >= before - 2  # 70 px when the dock stood beside it
    panel = dock.panel
    assert panel.groups
    columns = panel.columns(panel.width())
    assert len(columns) >= 2  # side by side: the dock is no taller than it needs
    assert sum(panel.column_width(column) for column in columns) <= panel.width()
    metrics = panel.fontMetrics()
    for column in columns:
        label = panel.label_width(column)
        for _title, bars in column:
            for bar in bars:
                width = metrics.horizontalAdvance(bar.label)
                assert width < label or width > LABEL_CAP, bar.label  # whole, or a long name
                assert metrics.horizontalAdvance(bar.text) <= panel.text_width(column)
    assert panel.height() >= panel.heightForWidth(panel.width())
    assert dock.height() <= 260
    panel.grab()  # paints


@pytest.mark.parametrize("width", [1366, 1920])
def test_the_glance_dock_never_makes_the_window_grow(
    qtbot: QtBot, window: MainWindow, width: int
) -> None:
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(width, 768)
    assert window.open_path(EXAMPLES / "alaitoc-illegal.yaml", ask=False)
    qtbot.wait(50)
    before = window.card_view.width()
    dock = window.glance_dock
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(dock.isVisible)
    qtbot.wait(50)
    assert window.width() == width
    beside = window.dockWidgetArea(dock) is Qt.DockWidgetArea.RightDockWidgetArea
    assert beside == (width == 1920)  # beside the panes only where the card view keeps room
    assert window.card_view.width() >= min(before, 250)
    assert dock.panel.width() >= dock.panel.column_width()  # nothing cut
    # the findings fitted again once the column got shorter, not shared out by stretch
    findings = window.findings

    def fitted() -> None:
        half = window.editor.middle_splitter.height() // 2
        assert findings.height() <= max(min(findings.wanted_height(), half), 3 * 20) + 2

    qtbot.waitUntil(fitted, timeout=2000)
