"""The roster tree: keyboard editing, the context menu, drag and drop, and the model mirror."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from listbuilder.roster.edits import (
    AddCompany,
    AddForce,
    AttachCard,
    DetachCard,
    DuplicateAttached,
    DuplicateCompany,
    MoveAttached,
    MoveCompany,
    Operation,
    RemoveCompany,
    SetOptionCount,
)
from listbuilder.roster.model import ElementPath, Roster, entry_at
from tests.gui.helpers import add_from_browser, press, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow
    from listbuilder.gui.roster_tree import RosterTreeModel

SM = "adeptus_astartes"


def two_companies(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Edits", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/land_raider_squadron")
    add_from_browser(qtbot, window, f"{SM}/rhino_squadron")
    window.tree.select_path(ElementPath(0))
    add_from_browser(qtbot, window, f"{SM}/assault_company")


def names(window: MainWindow) -> list[str]:
    return [line.split(" | ")[0] for line in tree_lines(window)]


def test_delete_duplicate_and_move_with_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    two_companies(qtbot, window)
    window.tree.select_path(ElementPath(0, 0, 0))

    press(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.tree.current_path() == ElementPath(0, 0, 1)
    assert names(window)[2:5] == ["    Land Raider Squadron"] * 2 + ["    Rhino Squadron"]

    press(qtbot, window, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert window.tree.current_path() == ElementPath(0, 0, 2)
    assert names(window)[2:5] == [
        "    Land Raider Squadron",
        "    Rhino Squadron",
        "    Land Raider Squadron",
    ]

    press(qtbot, window, Qt.Key.Key_Delete)
    assert names(window)[2:4] == ["    Land Raider Squadron", "    Rhino Squadron"]
    assert window.tree.current_path() == ElementPath(0, 0, 1)

    window.tree.select_path(ElementPath(0, 1))
    press(qtbot, window, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert names(window)[1] == "  Assault Company #1"
    assert window.tree.current_path() == ElementPath(0, 0)

    for _ in range(4):
        window.undo.undo_action.trigger()
    assert names(window) == [
        "Adeptus Astartes - Standard Space Marines \u2014 main force",
        "  Tactical Company #1",
        "    Land Raider Squadron",
        "    Rhino Squadron",
        "  Assault Company #2",
    ]


def test_delete_is_in_the_toolbar_and_the_context_menu(qtbot: QtBot, window: MainWindow) -> None:
    two_companies(qtbot, window)
    window.tree.select_path(ElementPath(0, 0, 1))
    assert window.delete_action in window.toolbar.actions()
    assert window.delete_action.isEnabled()
    assert window.delete_action.shortcut().toString() == "Del"
    menu_texts: list[str] = []

    def read_and_close_menu() -> None:
        popup = QApplication.activePopupWidget()
        assert isinstance(popup, QMenu)
        menu_texts.extend(action.text() for action in popup.actions() if action.text())
        popup.close()

    QTimer.singleShot(50, read_and_close_menu)
    rect = window.tree.visualRect(window.tree.currentIndex())
    window.tree.customContextMenuRequested.emit(rect.center())  # what a right-click does
    assert "&Delete" in menu_texts
    assert "D&uplicate" in menu_texts
    assert "Move to Company" in menu_texts


def test_drag_an_attached_card_to_another_company(qtbot: QtBot, window: MainWindow) -> None:
    two_companies(qtbot, window)
    model = window.tree_model
    source = model.index_of(ElementPath(0, 0, 0))
    target = model.index_of(ElementPath(0, 1))
    data = model.mimeData([source])
    assert model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, 0, target)
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, target)
    assert names(window)[1:] == [
        "  Tactical Company #1",
        "    Rhino Squadron",
        "  Assault Company #2",
        "    Land Raider Squadron",
    ]
    assert window.tree.current_path() == ElementPath(0, 1, 0)
    assert not model.removeRows(0, 1, target)  # the view cannot delete rows behind our back
    assert window.undo.undo_action.text() == "&Undo Move Land Raider Squadron"


def test_drop_a_card_from_the_browser_on_a_company(qtbot: QtBot, window: MainWindow) -> None:
    two_companies(qtbot, window)
    browser_model = window.browser.model
    data = browser_model.mimeData([browser_model.index_of(f"{SM}/chaplain")])
    target = window.tree_model.index_of(ElementPath(0, 1))
    assert window.tree_model.dropMimeData(data, Qt.DropAction.CopyAction, -1, 0, target)
    assert names(window)[-1] == "    Chaplain"


def mirror(model: RosterTreeModel, roster: Roster) -> list[tuple[str, ...]]:
    """Every row of the model, checked against the roster element at its path."""
    rows: list[tuple[str, ...]] = []

    def walk(parent: QModelIndex, prefix: tuple[int, ...]) -> None:
        for row in range(model.rowCount(parent)):
            index = model.index(row, 0, parent)
            path = model.path_of(index)
            assert path is not None
            assert tuple(p for p in path[:3] if p is not None) == (*prefix, row)
            node = model._node(index)
            assert node is not None and node.element == entry_at(roster, path)
            rows.append((*map(str, (*prefix, row)), str(model.data(index))))
            walk(index, (*prefix, row))

    walk(QModelIndex(), ())
    return rows


def expected(model: RosterTreeModel, roster: Roster) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for f, force in enumerate(roster.forces):
        rows.append((str(f), str(model.data(model.index_of(ElementPath(f))))))
        for c, company in enumerate(force.companies):
            rows.append((str(f), str(c), str(model.data(model.index_of(ElementPath(f, c))))))
            for a, _ in enumerate(company.attached):
                name = model.data(model.index_of(ElementPath(f, c, a)))
                rows.append((str(f), str(c), str(a), str(name)))
    return rows


def test_the_tree_follows_every_edit_undo_and_redo(qtbot: QtBot, window: MainWindow) -> None:
    """Random edits, undos and redos: the tree always mirrors the roster, row for row."""
    window.start_roster("Mirror", 5000, "space_marines")
    document = window.document
    assert document is not None
    rng = random.Random(7)
    supports = ["land_raider_squadron", "rhino_squadron", "predator_squadron", "chaplain"]
    for _ in range(120):
        roster = document.roster
        forces = roster.forces
        f = rng.randrange(len(forces))
        companies = forces[f].companies
        choice = rng.random()
        operation: Operation | None = None
        if choice < 0.1 and len(forces) < 3:
            operation = AddForce(list_id="imperial_guard" if f else "space_marines")
        elif choice < 0.3 or not companies:
            operation = AddCompany(
                force=f, card="tactical_company", index=rng.randint(0, len(companies))
            )
        else:
            c = rng.randrange(len(companies))
            attached = companies[c].attached
            kind = rng.random()
            if kind < 0.3:
                operation = AttachCard(force=f, company=c, card=rng.choice(supports))
            elif kind < 0.4:
                operation = RemoveCompany(force=f, company=c)
            elif kind < 0.5:
                operation = DuplicateCompany(force=f, company=c)
            elif kind < 0.6:
                operation = MoveCompany(force=f, company=c, to_index=rng.randrange(len(companies)))
            elif kind < 0.7:
                operation = SetOptionCount(
                    force=f, company=c, attached=None, option="x.y", count=rng.randint(0, 2)
                )
            elif attached:
                a = rng.randrange(len(attached))
                operation = rng.choice(
                    [
                        DetachCard(force=f, company=c, attached=a),
                        DuplicateAttached(force=f, company=c, attached=a),
                        MoveAttached(
                            force=f, company=c, attached=a, to_company=rng.randrange(len(companies))
                        ),
                    ]
                )
        if operation is not None:
            window.apply(operation)
        if rng.random() < 0.25:
            document.undo()
        if rng.random() < 0.1:
            document.redo()
        roster = document.roster
        assert mirror(window.tree_model, roster) == expected(window.tree_model, roster)
    assert len(tree_lines(window)) > 5
