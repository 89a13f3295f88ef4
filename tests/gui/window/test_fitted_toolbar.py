"""The toolbar fits at 1024 px in French with Print visible; every button and total has a name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QToolButton

from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"
EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _inside(window: MainWindow, button: QToolButton) -> bool:
    toolbar = window.toolbar
    left = button.mapTo(toolbar, button.rect().topLeft()).x()
    return button.isVisible() and left + button.width() <= toolbar.width()


def test_the_french_toolbar_fits_at_1024_with_print_visible(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("fr")
    window.resize(1024, 700)
    window.start_roster("Tarsis", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    qtbot.wait(20)
    toolbar = window.toolbar
    extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert extension is None or not extension.isVisible()
    printing = toolbar.widgetForAction(window.print_action)
    assert isinstance(printing, QToolButton) and _inside(window, printing)
    assert printing.toolTip()
    # wide enough again: the texts come back beside the icons
    window.resize(1900, 700)
    qtbot.wait(20)
    assert toolbar.toolButtonStyle() is Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    assert _inside(window, printing)


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


def test_a_window_sized_before_it_is_shown_fits_its_toolbar(
    qtbot: QtBot, codex: Codex, data_dir: Path
) -> None:
    from listbuilder.gui.window.app import build_window

    window = build_window(codex, language="fr")
    try:
        window.resize(1024, 700)  # as a saved geometry or the screenshots do
        assert window.open_path(EXAMPLES / "titan-legion.yaml", ask=False)
        window.show()
        qtbot.waitExposed(window)
        toolbar = window.toolbar
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        qtbot.waitUntil(lambda: extension is None or not extension.isVisible(), timeout=1000)
        printing = toolbar.widgetForAction(window.print_action)
        assert isinstance(printing, QToolButton) and _inside(window, printing)
    finally:
        window.set_document(None)
        window.close()
        window.deleteLater()
