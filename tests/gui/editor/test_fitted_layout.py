"""The editing panels fit a 1024x700 window in French and English with the real army books:
no sideways scroll bar in the card view, whole company names in the roster tree, nothing of
the options editor past the right edge."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from listbuilder.roster.model import ElementPath

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


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


# The cards whose grids were the widest in French before the card view fitted its pane
# (units with long ability lists, many weapons with long notes), and a titan with its weapons.
WIDE_CARDS = (
    "orks/warlord_and_stompas",
    "imperial_guard/stormsword",
    "adeptus_astartes/thunderhawk_gunship",
    "adeptus_astartes/space_marine_commander",
    "adeptus_astartes/silver_skulls_2nd_company",
    "adepta_sororitas/recon_platoon",
    "adeptus_astartes/space_wolves_leman_russ_exterminator_squadron",
    "squats/ram_squadron",
    "adeptus_mechanicus/imperator_titan",
)


def fits_sideways(window: MainWindow) -> bool:
    text = window.card_view.text
    return (
        text.horizontalScrollBar().maximum() == 0
        and text.document().size().width() <= text.viewport().width()
    )


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_widest_cards_need_no_sideways_scroll_bar(
    qtbot: QtBot, make_window: Callable[..., MainWindow], language: str
) -> None:
    window = open_small(qtbot, make_window, language, "titan-legion.yaml")
    window.tree.select_path(ElementPath(0, 0))  # a Warlord battlegroup with its weapons
    qtbot.wait(10)
    assert fits_sideways(window)
    assert "Volcano" in window.card_view.text.toPlainText()
    for key in WIDE_CARDS:
        ref = window.codex.card(key)
        assert ref is not None, key
        window.card_view.show_codex_card(ref)
        qtbot.wait(1)
        assert fits_sideways(window), key


def test_the_grids_are_tables_again_when_the_pane_is_wide(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = open_small(qtbot, make_window, "fr", "space-marines-with-guard.yaml")
    ref = window.codex.card("imperial_guard/stormsword")
    assert ref is not None
    window.card_view.show_codex_card(ref)
    qtbot.wait(1)
    # too narrow for the weapons table at 1024: a block per weapon, the name on its own line
    plain = window.card_view.text.toPlainText()
    assert "\nThundercannon\n" in plain, plain
    assert "Portée 75 cm" in plain and fits_sideways(window)
    window.resize(2048, 1200)
    qtbot.waitUntil(lambda: "Portée 75 cm" not in window.card_view.text.toPlainText())
    assert fits_sideways(window)
    assert "\nPortée\n" in window.card_view.text.toPlainText()  # the table's heading


def whole_in_tree(window: MainWindow, index: QModelIndex) -> bool:
    """The row's name fits its cell beside room for a problem icon."""
    tree = window.tree
    room = tree.visualRect(index).width() - tree.iconSize().width() - 4
    return tree.fontMetrics().horizontalAdvance(str(index.data())) <= room


def tree_rows(window: MainWindow) -> list[QModelIndex]:
    """The company and attached card rows of the tree (forces aside: their list names are long
    and their tooltips say them whole)."""
    model = window.tree_model
    rows = []
    for force in range(model.rowCount()):
        force_index = model.index(force, 0)
        for company in range(model.rowCount(force_index)):
            company_index = model.index(company, 0, force_index)
            rows.append(company_index)
            rows += [
                model.index(card, 0, company_index) for card in range(model.rowCount(company_index))
            ]
    return rows


@pytest.mark.parametrize("language", ["fr", "en"])
def test_whole_company_and_card_names_in_the_tree(
    qtbot: QtBot, make_window: Callable[..., MainWindow], language: str
) -> None:
    # the Guard ally's "Compagnie d'infanterie tactique #1" is among the longest company names
    # of the standard lists in French
    window = open_small(qtbot, make_window, language, "space-marines-with-guard.yaml")
    window.tree.select_path(ElementPath(1, 0))
    qtbot.wait(10)
    rows = tree_rows(window)
    assert len(rows) == 8
    assert [str(index.data()) for index in rows if not whole_in_tree(window, index)] == []
    header = window.tree.header()
    figures = sum(header.sectionSize(column) for column in (1, 2, 3))
    assert figures <= window.tree.fontMetrics().horizontalAdvance("0") * 18
    # the card view keeps a readable width beside it
    assert window.card_view.width() >= 200


def test_a_name_too_long_for_the_tree_is_whole_in_its_tooltip(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    from tests.gui.helpers import add_from_browser

    window = make_window("fr")
    window.resize(1024, 700)
    window.start_roster("Croisade", 3000, "black_templars")
    # the longest company name of the books, then a support card with a long name
    add_from_browser(qtbot, window, "adeptus_astartes/black_templars_crusade_terminator_company")
    add_from_browser(qtbot, window, "adeptus_astartes/black_templars_crusade_terminator_detachment")
    qtbot.wait(10)
    rows = tree_rows(window)
    assert len(rows) == 2
    assert not whole_in_tree(window, rows[0])  # cut at 1024: 333 px of French
    for index in rows:
        tip = str(index.data(Qt.ItemDataRole.ToolTipRole))
        assert tip.startswith(str(index.data())), (tip, index.data())


def test_at_1920_the_options_keep_their_costs_near_their_names(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("en")
    window.resize(1920, 1080)
    assert window.open_path(EXAMPLES / "titan-legion.yaml", ask=False)
    window.tree.select_path(ElementPath(0, 0))
    qtbot.wait(10)
    editor = window.card_view.options
    area = window.card_view.findChild(QScrollArea, "optionsArea")
    assert area is not None and area.viewport().width() > editor.width()
    assert editor.width() <= editor.fontMetrics().averageCharWidth() * 80
    assert outside_viewport(area) == []
    assert fits_sideways(window)
