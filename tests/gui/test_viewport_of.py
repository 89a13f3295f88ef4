"""``viewport_of`` finds the very viewport ``viewport()`` gives, without PySide's search
through every QWidget subclass (docs/speed.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QPlainTextEdit,
    QScrollArea,
    QTextBrowser,
    QTreeView,
    QWidget,
)

from listbuilder.gui.common import viewport_of

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_the_viewport_found_is_the_one_qt_gives(qtbot: QtBot) -> None:
    areas: list[QAbstractScrollArea] = [QTextBrowser(), QTreeView(), QPlainTextEdit()]
    outer = QScrollArea()
    inner = QTextBrowser()
    outer.setWidget(inner)  # a scroll area inside: its viewport is not the outer one's
    areas += [outer, inner]
    for area in areas:
        if area is not inner:  # the outer area owns it
            qtbot.addWidget(area)
        found = viewport_of(area)
        assert found is area.viewport()
        assert found is not None and found.parent() is area


def test_a_viewport_set_by_hand_is_found_too(qtbot: QtBot) -> None:
    area = QScrollArea()
    qtbot.addWidget(area)
    own = QWidget()
    own.setObjectName("mine")
    area.setViewport(own)
    assert viewport_of(area) is own is area.viewport()
