"""Driving the main window the way a player does: through its widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow


def add_from_browser(qtbot: QtBot, window: MainWindow, key: str) -> None:
    """Select the card in the browser and press Enter, as a player would."""
    browser = window.browser
    assert browser.select_card(key), f"{key} is not in the browser"
    browser.view.setFocus()
    qtbot.keyClick(browser.view, Qt.Key.Key_Return)


def search_and_add(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type in the search box, then add the first card shown (Down, Enter)."""
    browser = window.browser
    browser.search.clear()
    qtbot.keyClicks(browser.search, text)
    view = browser.view
    model = view.model()
    group = model.index(0, 0)
    view.setCurrentIndex(model.index(0, 0, group))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    browser.search.clear()


def tree_lines(window: MainWindow) -> list[str]:
    """What the roster tree shows: one line per row, indented, with its columns."""
    model = window.tree_model
    lines: list[str] = []

    def walk(parent: QModelIndex, depth: int) -> None:
        for row in range(model.rowCount(parent)):
            cells = [
                str(model.data(model.index(row, column, parent)) or "")
                for column in range(model.columnCount(parent))
            ]
            lines.append("  " * depth + " | ".join(cells))
            walk(model.index(row, 0, parent), depth + 1)

    walk(QModelIndex(), 0)
    return lines


def press(
    qtbot: QtBot, window: MainWindow, key: Qt.Key, modifier: Qt.KeyboardModifier | None = None
) -> None:
    window.tree.setFocus()
    if modifier is None:
        qtbot.keyClick(window.tree, key)
    else:
        qtbot.keyClick(window.tree, key, modifier)
