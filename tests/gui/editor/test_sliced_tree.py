"""A big roster's tree fills in slices (issue 24): it ends exactly as a one-shot fill leaves
it, the selection is there at once, and an edit made while it fills is neither lost nor
mixed up with the rows still to come."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from listbuilder.gui.document import RosterDocument
from listbuilder.gui.editor import tree_model
from listbuilder.gui.editor.tree_nodes import PATH_ROLE, SEVERITY_ROLE
from listbuilder.roster.edits import AttachCard, RemoveCompany
from listbuilder.roster.model import AttachedCard, Company, ElementPath, Force, Roster

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.ForegroundRole,
    PATH_ROLE,
    SEVERITY_ROLE,
)


def big_roster() -> Roster:
    """About 480 rows: companies with cards and companies without."""
    marines = Company(
        card="tactical_company",
        attached=(AttachedCard(card="land_raider_squadron"), AttachedCard(card="chaplain")),
    )
    guard = Company(card="tactical_infantry_company")
    return Roster(
        name="Big",
        points_limit=100_000,
        forces=(
            Force(list_id="space_marines", companies=(marines,) * 140),
            Force(list_id="imperial_guard", companies=(guard,) * 60),
        ),
    )


def tree_state(window: MainWindow) -> list[tuple[Any, ...]]:
    """Every row: its depth, each cell's data in the roles shown, whether it has an icon,
    its flags, whether it is expanded; then the current row."""
    model = window.tree_model
    rows: list[tuple[Any, ...]] = []

    def walk(parent: QModelIndex, depth: int) -> None:
        for row in range(model.rowCount(parent)):
            cells = []
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                data = [model.data(index, role) for role in ROLES]
                data[2] = data[2].color().name() if data[2] is not None else None
                icon = model.data(index, Qt.ItemDataRole.DecorationRole) is not None
                cells.append((*data, icon, int(model.flags(index).value)))
            first = model.index(row, 0, parent)
            rows.append((depth, window.tree.isExpanded(first), *cells))
            walk(first, depth + 1)

    walk(QModelIndex(), 0)
    current = window.tree.currentIndex()
    rows.append(("current", model.path_of(current) if current.isValid() else None))
    return rows


def open_big(window: MainWindow, codex: Codex) -> None:
    window.set_document(RosterDocument(codex, big_roster()))


@pytest.fixture
def one_shot(
    make_window: Callable[..., MainWindow], codex: Codex, monkeypatch: pytest.MonkeyPatch
) -> Callable[[Callable[[MainWindow], object]], list[tuple[Any, ...]]]:
    """The tree after a one-shot fill of the big roster, then *then* done to the window."""

    def state(then: Callable[[MainWindow], object] = lambda _: None) -> list[tuple[Any, ...]]:
        with monkeypatch.context() as patch:
            patch.setattr(tree_model, "SLICED_ROWS", 10**9)
            window = make_window()
            open_big(window, codex)
            assert not window.tree_model.filling
            then(window)
            return tree_state(window)

    return state


def test_the_tree_fills_in_slices_and_ends_as_a_one_shot_fill(
    qtbot: QtBot, make_window: Callable[..., MainWindow], codex: Codex, one_shot: Any
) -> None:
    expected = one_shot()
    window = make_window()
    open_big(window, codex)
    model = window.tree_model
    assert model.filling  # the rows come in later turns of the event loop
    assert model.rowCount(model.index(0, 0)) < len(big_roster().forces[0].companies)
    # the last company of the main force is selected at once, as after a one-shot fill
    assert window.tree.current_path() == ElementPath(0, 139)
    qtbot.waitUntil(lambda: not model.filling, timeout=20_000)
    assert tree_state(window) == expected


def test_an_edit_while_the_tree_fills_is_made_on_every_row(
    qtbot: QtBot, make_window: Callable[..., MainWindow], codex: Codex, one_shot: Any
) -> None:
    def edits(window: MainWindow) -> None:
        window.apply(AttachCard(force=0, company=100, card="rhino_squadron"))
        window.apply(RemoveCompany(force=1, company=3))

    expected = one_shot(edits)
    window = make_window()
    open_big(window, codex)
    assert window.tree_model.filling
    edits(window)
    assert not window.tree_model.filling  # the edit finished the filling first
    qtbot.wait(50)
    assert tree_state(window) == expected
    window.document.session.undo()  # type: ignore[union-attr]
    window.document.session.undo()  # type: ignore[union-attr]
    open_big_state = one_shot()
    assert tree_state(window)[:-1] == open_big_state[:-1]


def test_switching_the_language_while_the_tree_fills(
    qtbot: QtBot, make_window: Callable[..., MainWindow], codex: Codex, one_shot: Any
) -> None:
    expected = one_shot(lambda window: window.set_language("fr"))
    window = make_window()
    open_big(window, codex)
    assert window.tree_model.filling
    window.set_language("fr")
    qtbot.waitUntil(lambda: not window.tree_model.filling, timeout=20_000)
    assert tree_state(window) == expected


def test_another_roster_opened_while_the_tree_fills_replaces_it(
    qtbot: QtBot, make_window: Callable[..., MainWindow], codex: Codex
) -> None:
    window = make_window()
    open_big(window, codex)
    assert window.tree_model.filling
    window.start_roster("Small", 3000, "space_marines")
    assert not window.tree_model.filling
    qtbot.wait(50)
    model = window.tree_model
    assert model.rowCount() == 1
    assert model.rowCount(model.index(0, 0)) == 0
