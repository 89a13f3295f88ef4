"""The editing panels fit a 1024x700 window in French and English with the real army books:
no sideways scroll bar in the card view, whole company names in the roster tree, nothing of
the options editor past the right edge."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from listbuilder.roster.model import ElementPath

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def open_small(
    qtbot: QtBot, make_window: Callable[..., MainWindow], language: str, example: str
) -> MainWindow:
    window = make_window(language)
    window.resize(1024, 700)
    assert window.open_path(EXAMPLES / example, ask=False)
    qtbot.wait(10)
    return window


def outside_viewport(area: QScrollArea) -> list[str]:
    """The visible widgets of the scroll area that reach past its viewport's left or right."""
    viewport = area.viewport()
    cut = []
    for widget in area.widget().findChildren(QWidget):
        if not widget.isVisibleTo(area):
            continue
        left = widget.mapTo(viewport, QPoint(0, 0)).x()
        if left < 0 or left + widget.width() > viewport.width():
            text = widget.text() if isinstance(widget, QLabel) else widget.objectName()
            cut.append(f"{type(widget).__name__} {text!r}: {left}+{widget.width()}")
    return cut


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_titan_options_lie_inside_the_pane(
    qtbot: QtBot, make_window: Callable[..., MainWindow], language: str
) -> None:
    window = open_small(qtbot, make_window, language, "titan-legion.yaml")
    window.tree.select_path(ElementPath(0, 0))
    view = window.card_view
    area = view.findChild(QScrollArea, "optionsArea")
    assert area is not None
    qtbot.waitUntil(area.isVisible)
    qtbot.wait(10)
    assert area.widget().width() <= area.viewport().width()
    assert outside_viewport(area) == []
    # the long French choice names wrap rather than widen the column
    names = [label for label in area.findChildren(QLabel) if label.buddy() is not None]
    assert len(names) == len(view.options.controls)
