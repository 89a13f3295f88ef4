"""The window shows "–" for a card, company or force without a break point, by the same
rule as the printouts and exports (report.numbers), in both languages."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import tree_lines

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


@pytest.mark.parametrize(
    ("lang", "titan", "label"),
    [
        ("en", "Warhound Titan", "Break point"),
        ("fr", "Titan Warhound", "Point de rupture"),
    ],
)
def test_tree_card_view_and_totals_show_the_dash(
    lang: str, titan: str, label: str, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(lang)
    assert window.open_path(EXAMPLES / "space-marines-with-guard.yaml", ask=False)
    lines = tree_lines(window)
    assert f"    {titan} | 250 | 3 | \u2013" in lines
    assert any(line.startswith("    Chaplain | 75 | 1 | \u2013") for line in lines)
    window.tree.select_path(ElementPath(0, 1, 1))
    text = window.card_view.text.toPlainText()
    assert f"{label} \u2013" in " ".join(text.split())
    window.tree.select_path(ElementPath(0, 0))
    assert f"{label} 15" in " ".join(window.card_view.text.toPlainText().split())
