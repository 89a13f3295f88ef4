"""Driving the main window the way a player does: through its widgets."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSplitter
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow
from typing import TYPE_CHECKING

from listbuilder.roster.edits import (
    AttachCard,
)
from listbuilder.roster.model import AttachedCard, Company, Force, Roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow
from typing import TYPE_CHECKING

from listbuilder.gui.editor.card_browser import CardBrowser
from listbuilder.gui.editor.card_model import KEY_ROLE, MARK_ROLE, SEARCH_ROLE

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow
from typing import TYPE_CHECKING

from listbuilder.gui.document import RosterDocument
from listbuilder.roster.edits import AddCompany, AddForce

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow


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


ROOT = Path(__file__).resolve().parents[2]


def run_app_once(*args: str, exit_when: str = "1") -> subprocess.CompletedProcess[str]:
    """Run ``python *args`` offscreen with LISTBUILDER_EXIT_WHEN_SHOWN: the app prints
    ``shown`` at its first paint and ``ready`` once a card can be added, then quits (with
    *exit_when* ``settled``, once its editing views are built, printing ``settled``)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LISTBUILDER_EXIT_WHEN_SHOWN=exit_when)
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        encoding="utf-8",
    )


def saved_roster(path: Path, name: str) -> Path:
    """A small Space Marine roster (one tactical company, 1,000 points) saved at *path*."""
    from listbuilder.roster.edits import AddCompany, AddForce
    from listbuilder.roster.io import save_roster
    from listbuilder.roster.model import Roster

    roster = AddCompany(force=0, card="tactical_company").apply(
        AddForce(list_id="space_marines").apply(Roster(name=name, points_limit=1000))
    )
    save_roster(roster, path)
    return path


def model_cells(model: QAbstractItemModel, roles: tuple[int, ...]) -> list[tuple[Any, ...]]:
    """Every cell of *model* in *roles* and in the roles a view paints (colour, mark, bold),
    with its flags, row after row, after the header titles: what a test compares between a
    view updated in place and one built afresh."""
    header = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    found: list[tuple[Any, ...]] = [
        tuple(model.headerData(column, Qt.Orientation.Horizontal, role) for role in header)
        for column in range(model.columnCount())
    ]

    def walk(parent: QModelIndex) -> None:
        for row in range(model.rowCount(parent)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                values: list[Any] = [model.data(index, role) for role in roles]
                brush = model.data(index, Qt.ItemDataRole.ForegroundRole)
                values.append(brush.color().name() if brush is not None else None)
                decoration = model.data(index, Qt.ItemDataRole.DecorationRole)
                values.append(decoration.cacheKey() if decoration is not None else None)
                font = model.data(index, Qt.ItemDataRole.FontRole)
                values.append(font.bold() if font is not None else None)
                values.append(int(model.flags(index).value))
                found.append((row, column, *values))
            walk(model.index(row, 0, parent))

    walk(QModelIndex())
    return found


def crusade() -> Roster:
    """Two Space Marine companies (one with a titan that lacks its arm weapons: an error) and
    an Imperial Guard ally."""
    titan = AttachedCard(card="reaver_titan", options={"reaver_titan_arm_weapons.trident": 1})
    return Roster(
        name="Refresh",
        points_limit=6000,
        forces=(
            Force(
                list_id="space_marines",
                companies=(
                    Company(
                        card="tactical_company",
                        attached=(
                            AttachedCard(card="land_raider_squadron"),
                            AttachedCard(card="rhino_squadron"),
                        ),
                    ),
                    Company(card="tactical_company", attached=(titan,)),
                ),
            ),
            Force(
                list_id="imperial_guard",
                companies=(
                    Company(
                        card="tactical_infantry_company",
                        attached=(AttachedCard(card="leman_russ_squadron"),),
                    ),
                ),
            ),
        ),
    )


def open_roster(window: MainWindow, roster: Roster) -> None:
    from listbuilder.gui.document import RosterDocument

    window.set_document(RosterDocument(window.codex, roster))


ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole,
    KEY_ROLE,
    MARK_ROLE,
    SEARCH_ROLE,
)


def shown(browser: CardBrowser) -> list[tuple[Any, ...]]:
    browser.checker.run_to_end()
    return model_cells(browser.view.model(), ROLES)


def fresh(window: MainWindow) -> list[tuple[Any, ...]]:
    """What a browser built from scratch for the window's roster, language and search shows."""
    document = window.document
    assert document is not None
    browser = CardBrowser(window.codex)
    browser.set_language(window.lang)
    browser.set_state(
        document.session.roster, document.session.result, window.target(), window.placement()
    )
    browser.search.setText(window.browser.search.text())  # typed for this force's cards
    try:
        return shown(browser)
    finally:
        browser.deleteLater()


def two_forces(window: MainWindow) -> None:
    """Space Marines (main: a tactical company with a Rhino and a Land Raider) and an
    Imperial Guard ally."""
    roster = Roster(name="Ultramarines", points_limit=3000)
    roster = AddForce(list_id="space_marines").apply(roster)
    roster = AddCompany(force=0, card="tactical_company").apply(roster)
    roster = AttachCard(force=0, company=0, card="rhino_squadron").apply(roster)
    roster = AttachCard(force=0, company=0, card="land_raider_squadron").apply(roster)
    roster = AddForce(list_id="imperial_guard").apply(roster)
    roster = AddCompany(force=1, card="tactical_infantry_company").apply(roster)
    window.set_document(RosterDocument(window.codex, roster))


def drag_handle(splitter: QSplitter, by: int) -> None:
    """Drag the splitter's first handle down by *by* pixels, as a player does with the mouse."""
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    handle = splitter.handle(1)
    start = QPointF(handle.width() / 2, handle.height() / 2)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    steps = [
        (QEvent.Type.MouseButtonPress, start, left, left),
        (QEvent.Type.MouseMove, start + QPointF(0, by / 2), Qt.MouseButton.NoButton, left),
        (QEvent.Type.MouseMove, start + QPointF(0, by), Qt.MouseButton.NoButton, left),
        (QEvent.Type.MouseButtonRelease, start + QPointF(0, by), left, Qt.MouseButton.NoButton),
    ]
    for kind, where, button, buttons in steps:
        global_where = QPointF(handle.mapToGlobal(where.toPoint()))
        event = QMouseEvent(kind, where, global_where, button, buttons, none)
        QApplication.sendEvent(handle, event)
