"""The window's menus outlive every look at them, on each PySide6 we ship.

PySide6 6.9 (the portable Linux bundle's, for glibc 2.28) hands a menu's ownership to the
wrapper ``QAction.menu()`` returns: dropping it deleted the menu, and the bundle stopped at
start with "Internal C++ object (QMenu) already deleted". The venv's newer PySide6 does not,
so the code is checked for the call itself."""

from __future__ import annotations

import ast
import gc
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow

GUI = Path(__file__).resolve().parents[3] / "listbuilder" / "gui"


def test_no_code_asks_an_action_for_its_menu() -> None:
    found = []
    for path in sorted(GUI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "menu"
                and not node.args
            ):
                found.append(f"{path.name}:{node.lineno}")
    assert not found, "use gui.common.menus_by_action instead of QAction.menu(): " + ", ".join(
        found
    )


def test_every_menu_of_the_window_is_found_and_kept(window: MainWindow) -> None:
    from listbuilder.gui.common import menus_by_action

    menus = menus_by_action(window)
    titles = [menus[action].title() for action in window.menuBar().actions() if action in menus]
    assert len(titles) == len(window.menuBar().actions()) >= 6
    del menus
    gc.collect()
    for action in window.menuBar().actions():
        assert action.text()  # every menu's action, and its menu, still there
    window.view_menu.addSeparator()
    window.file_menu.addSeparator()
