"""Colours that carry meaning are readable on light and dark system palettes, and never alone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def contrast(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def scheme(dark: bool) -> QPalette:
    palette = QPalette()
    base = QColor("#202124") if dark else QColor("white")
    text = QColor("#e8eaed") if dark else QColor("black")
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.Window):
        palette.setColor(role, base)
    palette.setColor(QPalette.ColorRole.AlternateBase, base.lighter(115) if dark else base)
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText):
        palette.setColor(role, text)
    return palette


@pytest.fixture(params=["light", "dark"])
def palette(request: pytest.FixtureRequest) -> Iterator[QPalette]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    chosen = scheme(request.param == "dark")
    app.setPalette(chosen)
    yield chosen
    app.setPalette(old)


def test_problem_colours_are_readable_and_come_with_icons(
    qtbot: QtBot, window: MainWindow, palette: QPalette
) -> None:
    window.resize(1024, 700)
    window.start_roster("Colours", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")  # arm weapons missing: an error
    base = palette.color(QPalette.ColorRole.Base)
    model = window.tree_model
    titan = model.index_of(ElementPath(0, 0, 0))
    brush = model.data(titan, Qt.ItemDataRole.ForegroundRole)
    assert brush is not None
    assert contrast(brush.color(), base) >= 4.5
    assert model.data(titan, Qt.ItemDataRole.DecorationRole) is not None  # an icon beside it
    window.tree.select_path(ElementPath(0, 0, 0))
    counts = window.card_view.options.counts
    problems = next(label for label in counts.values() if label.property("wrong"))
    found = re.search(r"#[0-9a-fA-F]{6}", problems.styleSheet())
    assert found is not None and contrast(QColor(found[0]), base) >= 4.5
    html = window.card_view.text.toHtml()
    for colour in set(re.findall(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{6})", html)):
        assert contrast(QColor(colour), base) >= 3.0, colour
