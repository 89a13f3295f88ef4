"""Every toolbar button and every total has an accessible name, in the window's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

SM = "adeptus_astartes"


def test_buttons_and_totals_have_accessible_names_in_the_language(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("fr")
    window.resize(1024, 700)
    window.start_roster("Tarsis", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    toolbar = window.toolbar
    for action in toolbar.actions():
        if action.isSeparator():
            continue
        button = toolbar.widgetForAction(action)
        assert button is not None and button.accessibleName(), action.objectName()
        assert button.accessibleName() == action.iconText().replace("&", "")
    printing = toolbar.widgetForAction(window.print_action)
    assert printing is not None and printing.accessibleName() == "Imprimer"
    names = [label.accessibleName() for label in window.totals.findChildren(QLabel)]
    assert "Points de rupture" in names
    assert all(names)
    window.set_language("en")
    assert printing.accessibleName() == "Print"
    assert "Break points" in [
        label.accessibleName() for label in window.totals.findChildren(QLabel)
    ]
