"""The one helper that puts values into the window's translated strings."""

from __future__ import annotations

import re
from pathlib import Path

from listbuilder.gui.i18n import fill

GUI = Path(__file__).resolve().parents[2] / "listbuilder" / "gui"


def test_markers_take_their_values_in_one_pass() -> None:
    assert fill("%1 to %2", 3, 5) == "3 to 5"
    assert fill("%2 before %1", "a", "b") == "b before a"
    # a value holding a marker is left as it is, never filled again
    filled = fill("Save \u201c%1\u201d as %2?", "%2 army", "yaml")
    assert filled == "Save \u201c%2 army\u201d as yaml?"


def test_percent_signs_and_markers_without_values_stay() -> None:
    assert fill("Allies: %1 pts, %2%", 600, 20) == "Allies: 600 pts, 20%"
    assert fill("%1 of %2", 1) == "1 of %2"


def test_no_window_module_fills_markers_by_hand() -> None:
    by_hand = [
        f"{path.name}:{number}"
        for path in sorted(GUI.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\.replace\(\s*\"%\d", line)
    ]
    assert by_hand == []
