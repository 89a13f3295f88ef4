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


def test_another_game_s_costs_are_grouped_as_every_figure() -> None:
    """Points, Power Level and CP of another game's data: a whole number grouped as the
    language groups it, another with at most two decimals, never trailing zeros."""
    from listbuilder.gui.i18n import format_cost
    from listbuilder.i18n.numbers import format_number

    assert format_cost(2575.0, "en") == "2,575"
    assert format_cost(2575, "fr") == format_number(2575, "fr") != "2575"
    assert format_cost(1.5, "fr") == "1,5" and format_cost(1.25, "en") == "1.25"
    assert format_cost(-1.0, "en") == "-1" and format_cost(0.0, "fr") == "0"
