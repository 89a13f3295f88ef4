"""The options editor fitted to players (1024x700): one readable column, sensible defaults,
undo texts with names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QRadioButton, QScrollArea, QWidget

from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"
IG = "imperial_guard"


def small(window: MainWindow) -> MainWindow:
    window.resize(1024, 700)
    return window


def visible_in(area: QScrollArea, widget: QWidget) -> bool:
    """*widget* is inside the scroll area's viewport horizontally (no sideways scrolling)."""
    viewport = area.viewport()
    left = widget.mapTo(viewport, QPoint(0, 0)).x()
    return left >= 0 and left + widget.width() <= viewport.width()


def add_titan(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Titans", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")
    qtbot.wait(10)


def test_titan_options_in_one_column_with_costs_and_counted_groups(
    qtbot: QtBot, window: MainWindow
) -> None:
    small(window)
    add_titan(qtbot, window)
    view = window.card_view
    area = view.findChild(QScrollArea, "optionsArea")
    assert area is not None and area.isVisible()
    assert not area.horizontalScrollBar().isVisible()
    editor = view.options
    groups = [box.accessibleName() for box in editor.findChildren(QGroupBox) if box.isVisible()]
    # the required arm weapons come before the optional carapace weapons
    assert groups[0].startswith("Warlord Titan Arm Weapons"), groups
    for option_id, control in editor.controls.items():
        assert visible_in(area, control), option_id
        cost = editor.cost_labels[option_id]
        assert visible_in(area, cost), option_id
        assert cost.text().startswith("+") or cost.text() == "free"
    # the arm weapons still to choose: their group's count says so, in red, in the pane
    arms = next(g for g in editor.counts if g.startswith("warlord_titan_arm_weapons"))
    count = editor.counts[arms]
    assert count.text() == "0 chosen" and count.property("wrong") is True
    assert visible_in(area, count)
    assert editor.findChild(QLabel, "optionProblems") is None  # the text is the findings'
    # the card's own details keep most of their room
    assert view.text.height() >= view.height() * 0.4


def test_a_free_required_choice_starts_taken_and_can_be_changed(
    qtbot: QtBot, window: MainWindow
) -> None:
    small(window)
    window.start_roster("Guard", 3000, IG)
    add_from_browser(qtbot, window, f"{IG}/tactical_infantry_company")
    assert window.findings.codes() == []
    company = window.document.session.roster.forces[0].companies[0]  # type: ignore[union-attr]
    assert company.options == {
        "hq_transport.command_rhino": 1,
        "commissar_transport.command_rhino": 1,
    }
    window.tree.select_path(ElementPath(0, 0))
    chimera = window.card_view.options.controls["hq_transport.command_chimera"]
    assert isinstance(chimera, QRadioButton)  # "choose 1": radio buttons
    chimera.click()
    company = window.document.session.roster.forces[0].companies[0]  # type: ignore[union-attr]
    assert company.options == {
        "hq_transport.command_chimera": 1,
        "commissar_transport.command_rhino": 1,
    }
    assert window.findings.codes() == []


def test_undo_texts_name_the_choice(qtbot: QtBot, window: MainWindow) -> None:
    small(window)
    add_titan(qtbot, window)
    option = "warlord_titan_carapace_weapons.barrage_missile_launcher"
    spin = window.card_view.options.controls[option]
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Up)
    text = window.undo.undo_action.text().replace("&", "")
    assert text == "Undo Choose Barrage Missile Launcher for Warlord Titan"
