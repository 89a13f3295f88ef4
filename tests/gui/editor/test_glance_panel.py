"""The army-at-a-glance dock: hidden at first, its bars the core's figures once shown."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.gui.helpers import saved_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


def test_the_dock_shows_the_army_at_a_glance(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    dock = window.glance_dock
    assert not dock.isVisible() and dock.panel.groups == []
    assert window.open_path(saved_roster(tmp_path / "army.yaml", "Glance"), ask=False)
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(dock.isVisible)
    titles = [title for title, _ in dock.panel.groups]
    assert titles[:2] == ["Points by card type", "Points by force"]
    company = dock.panel.groups[0][1][0]
    assert window.document is not None
    assert company.value == window.document.session.result.figures.points
    assert dock.panel.footer == "29 models in the army"
    dock.panel.grab()  # paints without error
