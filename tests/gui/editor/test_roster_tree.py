"""The roster tree: keyboard editing, the context menu, drag and drop, and the model mirror."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from listbuilder.roster.edits import Insert
from listbuilder.roster.model import ElementPath, Roster, entry_at
from tests.gui.helpers import add_from_browser, press, tree_lines

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.editor.tree_model import RosterTreeModel
    from listbuilder.gui.window.main_window import MainWindow

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
            if path.structure is not None:  # a structure card: after its force's companies
                assert path.force is not None
                companies = len(roster.forces[path.force].companies)
                assert (path.force, companies + path.structure) == (*prefix, row)
            else:
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
        for s, _ in enumerate(force.structures):
            name = model.data(model.index_of(ElementPath(f, structure=s)))
            rows.append((str(f), str(len(force.companies) + s), str(name)))
    return rows


def random_path(rng: random.Random, roster: Roster) -> ElementPath:
    """A force row, a company or an attached card of *roster*, as a player would click one."""
    f = rng.randrange(len(roster.forces))
    companies = roster.forces[f].companies
    if not companies or rng.random() < 0.15:
        return ElementPath(f)
    c = rng.randrange(len(companies))
    attached = companies[c].attached
    if not attached or rng.random() < 0.3:
        return ElementPath(f, c)
    return ElementPath(f, c, rng.randrange(len(attached)))


def test_the_tree_follows_every_edit_undo_and_redo(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random edits through the window's own verbs (which ask editing.verbs what each means
    for the selection), undos and redos: the tree always mirrors the roster, row for row, and
    the selection the session chose always names an element."""
    asked: list[str] = []
    monkeypatch.setattr(window, "_confirm", lambda title, *_: asked.append(title) or True)
    window.start_roster("Mirror", 5000, "space_marines")
    document = window.document
    assert document is not None
    applied: set[str] = set()
    document.session.subscribe(lambda change: applied.add(verb_and_kind(change.change.operation)))
    rng = random.Random(8)
    for _ in range(120):
        roster = document.session.roster
        path = random_path(rng, roster) if roster.forces else ElementPath()
        window.tree.select_path(path)
        choice = rng.random()
        if not roster.forces or (choice < 0.1 and len(roster.forces) < 3):
            window.add_force("imperial_guard" if path.force else "space_marines")
        elif choice < 0.45:  # the browser's Add: the card goes where verbs.card_target says
            list_id = roster.forces[path.force or 0].list_id
            # the army list's own cards, as before structure cards (ruling 18) joined every
            # list: the same walk, so every verb keeps its turn
            own = [r for r in window.codex.list_cards(list_id) if not r.book.game_wide]
            window.add_card(rng.choice(own).key)
        elif choice < 0.55:
            window.delete_selected()
        elif choice < 0.65:
            window.duplicate_selected()
        elif choice < 0.8:
            window.move_selected(rng.choice((-1, 1)))
        elif choice < 0.9 and path.attached is not None:
            to = rng.randrange(len(roster.forces))
            if roster.forces[to].companies:
                window.move_to_company(path, to, rng.randrange(len(roster.forces[to].companies)))
        else:
            window.set_options(path, [("x.y", rng.randint(0, 2))])
        if rng.random() < 0.25:
            document.session.undo()
        if rng.random() < 0.1:
            document.session.redo()
        roster = document.session.roster
        assert mirror(window.tree_model, roster) == expected(window.tree_model, roster)
        selected = window.tree.current_path()
        assert selected is None or not roster.forces or entry_at(roster, selected) is not None
    assert len(tree_lines(window)) > 5
    assert applied >= {  # every verb had its turn, on every kind of element it applies to
        "Insert forces", "Insert companies", "Insert attached", "Remove attached",
        "Remove companies", "Remove forces", "Duplicate companies", "Duplicate attached",
        "Move companies", "Move attached",
    }  # fmt: skip
    assert {"SetOption companies", "SetOption attached"} & applied


def verb_and_kind(operation: object) -> str:
    """``Insert companies``: the generic edit and the collection of the element it edits."""
    if isinstance(operation, Insert):
        return f"Insert {operation.collection}"
    path = getattr(operation, "path", None)
    last = path.element.last if isinstance(path, ElementPath) else None
    return f"{type(operation).__name__} {last[0] if last else ''}".strip()
