"""After each edit the window updates its views in place (issue 11, edit latency): the roster
tree keeps its rows, its expansion and its selection, and shows what a tree built afresh would
show; the options editor keeps its controls while the same card stays selected; the findings
list and the totals follow the session's validation result."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QSpinBox

from listbuilder.gui.editor.tree_model import RosterTreeModel
from listbuilder.gui.editor.tree_nodes import PATH_ROLE, SEVERITY_ROLE
from listbuilder.roster.edits import (
    AttachCard,
    DetachCard,
    MoveAttached,
    Operation,
    SetOptionCount,
)
from listbuilder.roster.model import Company, ElementPath
from tests.gui.helpers import crusade, model_cells, open_roster

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

ROLES = (
    Qt.ItemDataRole.DisplayRole,
    Qt.ItemDataRole.ToolTipRole,
    Qt.ItemDataRole.TextAlignmentRole,
    PATH_ROLE,
    SEVERITY_ROLE,
)


def cells(model: RosterTreeModel) -> list[tuple[Any, ...]]:
    """Every cell of *model* in every role a view paints or a test reads, row after row."""
    return model_cells(model, ROLES)


def fresh_cells(window: MainWindow) -> list[tuple[Any, ...]]:
    """What a tree built from scratch for the document's roster shows."""
    document = window.document
    assert document is not None
    model = RosterTreeModel()
    model.set_language(window.lang)
    model.reset(document.session.roster, document.session.result)
    return cells(model)


def apply(window: MainWindow, operation: Operation) -> None:
    assert window.apply(operation)


def test_the_tree_shows_what_a_fresh_tree_shows_after_each_edit_and_undo(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_roster(window, crusade())
    model = window.tree_model
    steps: list[Operation] = [
        AttachCard(force=0, company=0, card="predator_squadron"),
        SetOptionCount(0, 1, 0, "reaver_titan_arm_weapons.power_fist", 1),
        MoveAttached(force=0, company=0, attached=0, to_company=1),
        DetachCard(force=1, company=0, attached=0),
    ]
    for operation in steps:
        apply(window, operation)
        assert cells(model) == fresh_cells(window)
    document = window.document
    assert document is not None
    for _ in steps:
        document.session.undo()
        assert cells(model) == fresh_cells(window)
    window.languages.set_language("fr")
    assert cells(model) == fresh_cells(window)
    apply(window, AttachCard(force=0, company=1, card="rhino_squadron"))
    assert cells(model) == fresh_cells(window)


def test_company_totals_and_problem_marks_follow_an_edit(qtbot: QtBot, window: MainWindow) -> None:
    open_roster(window, crusade())
    model = window.tree_model
    document = window.document
    assert document is not None

    def company_points() -> str:
        return str(model.data(model.index_of(ElementPath(0, 0)).siblingAtColumn(1)))

    def titan_marked() -> bool:
        titan = model.index_of(ElementPath(0, 1, 0))
        return model.data(titan, Qt.ItemDataRole.DecorationRole) is not None

    before = company_points()
    assert titan_marked()  # a Reaver needs two arm weapons: an error on the titan's row
    apply(window, AttachCard(force=0, company=0, card="predator_squadron"))
    figures = document.session.result.figures.forces[0].companies[0]
    assert company_points() == f"{figures.points:,}" != before
    apply(window, SetOptionCount(0, 1, 0, "reaver_titan_arm_weapons.power_fist", 1))
    assert not titan_marked()
    assert model.data(model.index_of(ElementPath(0, 1, 0)), Qt.ItemDataRole.ForegroundRole) is None
    document.session.undo()
    assert titan_marked()
    document.session.undo()
    assert company_points() == before


def test_selection_follows_the_session_and_collapsed_rows_stay_collapsed(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The tree is updated in place: the player's collapsed company stays collapsed through
    edits elsewhere, and the selection goes where the core session says after a delete, a
    move and their undo."""
    open_roster(window, crusade())
    tree, model = window.tree, window.tree_model
    document = window.document
    assert document is not None
    guard = model.index_of(ElementPath(1, 0))
    tree.collapse(guard)
    seen: list[ElementPath | None] = []
    document.session.subscribe(lambda change: seen.append(change.selection))

    def expanded(path: ElementPath) -> bool:
        return tree.isExpanded(model.index_of(path))

    # delete the Rhino: the Land Raider before it is selected
    tree.select_path(ElementPath(0, 0, 1))
    window.delete_selected()
    assert seen[-1] == ElementPath(0, 0, 0) == tree.current_path()
    assert not expanded(ElementPath(1, 0)) and expanded(ElementPath(0, 0))
    document.session.undo()
    assert seen[-1] == ElementPath(0, 0, 1) == tree.current_path()
    assert model.data(model.index_of(ElementPath(0, 0, 1))) == "Rhino Squadron"
    # move the Land Raider to the titan's company: it stays selected where it lands
    apply(window, MoveAttached(force=0, company=0, attached=0, to_company=1))
    assert tree.current_path() == seen[-1] == ElementPath(0, 1, 1)
    assert model.data(tree.currentIndex()) == "Land Raider Squadron"
    document.session.undo()
    assert tree.current_path() == ElementPath(0, 0, 0)
    assert model.data(tree.currentIndex()) == "Land Raider Squadron"
    assert not expanded(ElementPath(1, 0))
    assert expanded(ElementPath(0, 0)) and expanded(ElementPath(0, 1))
    # a new company's rows come expanded
    apply(window, AttachCard(force=0, company=1, card="rhino_squadron"))
    assert expanded(ElementPath(0, 1)) and not expanded(ElementPath(1, 0))
    assert cells(model) == fresh_cells(window)


def value(control: QCheckBox | QSpinBox) -> int:
    return int(control.isChecked()) if isinstance(control, QCheckBox) else control.value()


def choose(control: QCheckBox | QSpinBox, count: int) -> None:
    """Set a choice through its control, as a player does."""
    if isinstance(control, QCheckBox):
        control.setChecked(bool(count))
    else:
        control.setValue(count)


def test_the_options_editor_keeps_its_controls_for_the_same_kind_of_card(
    qtbot: QtBot, window: MainWindow
) -> None:
    roster = crusade()
    titan = roster.forces[0].companies[1].attached[0]
    second = Company(card="tactical_company", attached=(titan.model_copy(update={"options": {}}),))
    force = roster.forces[0].model_copy(update={"companies": (*roster.forces[0].companies, second)})
    open_roster(window, roster.model_copy(update={"forces": (force, roster.forces[1])}))
    editor = window.card_view.options
    document = window.document
    assert document is not None
    fist = "reaver_titan_arm_weapons.power_fist"
    trident = "reaver_titan_arm_weapons.trident"
    window.tree.select_path(ElementPath(0, 1, 0))
    controls = dict(editor.controls)
    assert value(controls[fist]) == 0 and value(controls[trident]) == 1
    choose(controls[fist], 1)
    assert document.session.roster.forces[0].companies[1].attached[0].options == {
        trident: 1,
        fist: 1,
    }
    assert editor.controls == controls and value(editor.controls[fist]) == 1
    # the other Reaver: the same controls, showing its own choices
    window.tree.select_path(ElementPath(0, 2, 0))
    assert editor.controls == controls and editor.path == ElementPath(0, 2, 0)
    assert value(editor.controls[fist]) == 0 and value(editor.controls[trident]) == 0
    choose(editor.controls[trident], 1)
    assert document.session.roster.forces[0].companies[2].attached[0].options == {trident: 1}
    assert document.session.roster.forces[0].companies[1].attached[0].options == {
        trident: 1,
        fist: 1,
    }
    # the titan moved to the first company: still the same controls, now editing it there
    apply(window, MoveAttached(force=0, company=2, attached=0, to_company=0))
    assert window.tree.current_path() == ElementPath(0, 0, 2) == editor.path
    assert editor.controls == controls and value(editor.controls[trident]) == 1
    choose(editor.controls[fist], 2)
    assert document.session.roster.forces[0].companies[0].attached[2].options == {
        trident: 1,
        fist: 2,
    }
    document.session.undo()
    assert value(editor.controls[fist]) == 0 and editor.path == ElementPath(0, 0, 2)
    # another kind of card: other controls
    window.tree.select_path(ElementPath(1, 0))
    assert fist not in editor.controls


def test_the_card_text_is_laid_out_again_only_when_it_changes(
    qtbot: QtBot, window: MainWindow
) -> None:
    open_roster(window, crusade())
    window.tree.select_path(ElementPath(0, 1, 0))  # the titan
    document = window.card_view.text.document()
    revision = document.revision()
    html = window.card_view.text.toHtml()
    # the titan moves to the first company and stays selected: its text is the same
    apply(window, MoveAttached(force=0, company=1, attached=0, to_company=0))
    assert window.tree.current_path() == ElementPath(0, 0, 2) == window.card_view.current_path
    assert window.card_view.text.document().revision() == revision
    apply(window, SetOptionCount(0, 0, 2, "reaver_titan_arm_weapons.power_fist", 1))
    assert window.card_view.text.document().revision() != revision
    assert window.card_view.text.toHtml() != html  # its points and problems changed


def window_state(window: MainWindow) -> dict[str, Any]:
    """Everything an edit refreshes in place: the tree's cells and widths, the totals (texts and
    tooltips), the findings (heading and list), the card browser's cells with their marks,
    the selection and the selected card's text."""
    from PySide6.QtWidgets import QLabel

    from tests.gui.helpers import shown

    totals = [
        (label.objectName(), label.text(), label.toolTip())
        for label in window.totals.findChildren(QLabel)
    ]
    return {
        "tree": cells(window.tree_model),
        "tree widths": (  # the name column takes what is left (a scroll bar may be shown)
            window.tree.minimumWidth(),
            [window.tree.header().sectionSize(column) for column in range(1, 4)],
        ),
        "totals": (window.totals.text(), totals),
        "findings": (window.findings.heading.text(), window.findings.messages()),
        "browser": shown(window.browser),
        "selected": (window.tree.current_path(), window.card_view.current_path),
        "card": window.card_view.text.toHtml(),
    }


def test_after_each_edit_the_window_shows_what_a_fresh_window_shows(
    qtbot: QtBot, make_window: Any
) -> None:
    from listbuilder.gui.document import RosterDocument

    window, fresh = make_window(), make_window()
    for each in (window, fresh):
        each.resize(1280, 800)
    open_roster(window, crusade())
    window.tree.select_path(ElementPath(0, 1, 0))  # the titan
    document = window.document
    assert document is not None
    steps: list[Operation] = [
        AttachCard(force=0, company=0, card="hunter_squadron"),
        SetOptionCount(0, 1, 0, "reaver_titan_arm_weapons.power_fist", 1),
        MoveAttached(force=0, company=0, attached=0, to_company=1),
        DetachCard(force=1, company=0, attached=0),
        AttachCard(force=0, company=1, card="warlord_titan"),
    ]

    def same_as_fresh() -> None:
        qtbot.wait(1)  # the queued repaint, then the marks' first slice
        fresh.set_document(None)  # every view starts from nothing
        fresh.set_document(RosterDocument(window.codex, document.session.roster))
        fresh.tree.select_path(window.tree.current_path())
        assert window_state(window) == window_state(fresh)

    for operation in steps:
        apply(window, operation)
        same_as_fresh()
    for _ in range(3):
        document.session.undo()
        same_as_fresh()
    document.session.redo()
    same_as_fresh()
