"""A calm window (issue 21, item 4), through the real window at 1024x768 and 1366x768:
three findings in sight, each problem's text shown once, option group headings that stay in
sight, controls that never move under the pointer, radio buttons for "choose 1" groups, and
a layout kept for each screen size."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QListWidget, QRadioButton, QTextBrowser

from listbuilder.gui.window import main_window as main_window_module
from listbuilder.roster.model import ElementPath
from tests.gui.helpers import add_from_browser

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.codex.codex import Codex
    from listbuilder.gui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
SM = "adeptus_astartes"
IG = "imperial_guard"
SIZES = [(1024, 768), (1366, 768), (1024, 700)]
"""The two screens of the issue, and 1024x768 less a desktop's panel and title bar."""


def sized(window: MainWindow, width: int, height: int) -> MainWindow:
    window.setWindowState(Qt.WindowState.WindowNoState)  # a first start may maximize it
    window.resize(width, height)
    return window


def settle(qtbot: QtBot) -> None:
    qtbot.wait(30)


# --- three findings ---------------------------------------------------------------------


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_three_findings_are_in_sight_without_scrolling(
    qtbot: QtBot, window: MainWindow, width: int, height: int
) -> None:
    sized(window, width, height)
    assert window.open_path(ROOT / "examples" / "alaitoc-illegal.yaml", ask=False)
    settle(qtbot)
    findings: QListWidget = window.findings.list
    assert findings.count() >= 3
    qtbot.waitUntil(lambda: findings.viewport().height() > 0)
    assert findings.verticalScrollBar().value() == 0
    room = findings.viewport().rect()
    for row in range(3):
        rect = findings.visualItemRect(findings.item(row))
        assert rect.height() > 0
        assert rect.top() >= room.top() and rect.bottom() <= room.bottom(), (row, rect, room)
    # and the roster above them keeps a useful height
    assert window.tree.viewport().height() >= 8 * window.tree.sizeHintForRow(0)


# --- each problem's text once -----------------------------------------------------------


def shown_texts(window: MainWindow) -> list[str]:
    """Every text the window shows: labels, rich-text views and list rows (visible ones)."""
    texts = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    texts += [view.toPlainText() for view in window.findChildren(QTextBrowser) if view.isVisible()]
    for view in window.findChildren(QListWidget):
        if view.isVisible():
            texts += [view.item(row).text() for row in range(view.count())]
    return texts


def add_warlord(qtbot: QtBot, window: MainWindow) -> None:
    window.start_roster("Titans", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/warlord_titan")
    settle(qtbot)
    assert window.tree.current_path() == ElementPath(0, 0, 0)


@pytest.mark.parametrize(("width", "height"), SIZES[:2])
def test_a_problem_text_is_shown_once_and_pointed_to(
    qtbot: QtBot, window: MainWindow, width: int, height: int
) -> None:
    sized(window, width, height)
    add_warlord(qtbot, window)  # its arm weapons are not chosen: one finding
    assert window.findings.codes() == ["option-invalid"]
    text = window.findings.messages()[0]
    assert sum(shown.count(text) for shown in shown_texts(window)) == 1
    # the card view points to the findings, the finding is highlighted there
    assert "1 problem with this card: see the findings list." in window.card_view.text.toPlainText()
    assert window.findings.marked_rows() == [0]
    # the options pane says which group is short, without the text
    arms = window.card_view.options.counts["warlord_titan_arm_weapons"]
    assert arms.text() == "0 chosen" and arms.property("wrong") is True
    # the titan's company holds it: its finding stays highlighted with the company selected
    window.tree.select_path(ElementPath(0, 0))
    assert window.findings.marked_rows() == [0]
    assert "problem" not in window.card_view.text.toPlainText()  # the company has none


def test_the_findings_of_the_selected_element_and_its_cards_are_highlighted(
    qtbot: QtBot, window: MainWindow
) -> None:
    sized(window, 1024, 768)
    assert window.open_path(ROOT / "examples" / "alaitoc-illegal.yaml", ask=False)
    assert window.findings.codes() == ["support-limit", "unique-limit", "ally-forbidden"]
    marked = window.findings.marked_rows
    window.tree.select_path(ElementPath(0, 0, 5))  # the sixth Support card: one too many
    assert marked() == [0]
    window.tree.select_path(ElementPath(0, 0))  # its company
    assert marked() == [0]
    window.tree.select_path(ElementPath(0, 1))  # the company of the Unique card too many
    assert marked() == [1]
    window.tree.select_path(ElementPath(0, 0, 0))  # a card with nothing wrong
    assert marked() == []
    window.tree.select_path(ElementPath(0))  # the main force: both its findings
    assert marked() == [0, 1]
    window.tree.select_path(ElementPath(1))  # the ally that may not ally
    assert marked() == [2]


# --- options: controls stay put, headings stay in sight ---------------------------------


@pytest.mark.parametrize(("width", "height"), SIZES[:2])
def test_no_control_moves_when_a_problem_appears_or_clears(
    qtbot: QtBot, window: MainWindow, width: int, height: int
) -> None:
    sized(window, width, height)
    add_warlord(qtbot, window)
    editor = window.card_view.options
    arms = "warlord_titan_arm_weapons"
    first, second = f"{arms}.quake_cannon", f"{arms}.power_fist"
    watched = [editor.controls[first], editor.controls[second]]
    watched.append(editor.controls["warlord_titan_carapace_weapons.barrage_missile_launcher"])

    def places() -> list[QPoint]:
        return [control.mapToGlobal(QPoint(0, 0)) for control in watched]

    before = places()
    editor.controls[first].setValue(1)  # type: ignore[union-attr]
    editor.controls[second].setValue(1)  # type: ignore[union-attr]
    settle(qtbot)
    assert window.findings.codes() == []  # the problem cleared
    assert places() == before
    editor.controls[second].setValue(0)  # type: ignore[union-attr]
    settle(qtbot)
    assert window.findings.codes() == ["option-invalid"]  # and came back
    assert places() == before


def test_the_group_heading_stays_in_sight_while_its_rows_scroll(
    qtbot: QtBot, window: MainWindow
) -> None:
    sized(window, 1024, 768)
    add_warlord(qtbot, window)
    view = window.card_view
    area = view._options_area
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0  # the Warlord's weapons do not fit: the pane scrolls
    sticky = view.sticky
    assert not sticky.isVisible()  # the first heading is in sight: no copy of it
    # scroll down to a row of the carapace weapons, far from their heading
    control = view.options.controls["warlord_titan_carapace_weapons.hellstrike_cannon"]
    group = view.options.headings["warlord_titan_carapace_weapons"]
    area.ensureWidgetVisible(control, 0, area.viewport().height() // 2)
    settle(qtbot)
    assert group.mapTo(area.viewport(), QPoint(0, 0)).y() < 0  # the heading scrolled away
    assert sticky.isVisible() and sticky.group_id == "warlord_titan_carapace_weapons"
    assert "Warlord Titan Carapace Weapons" in sticky.title.text()
    assert sticky.geometry().top() == 0
    bar.setValue(0)
    settle(qtbot)
    assert not sticky.isVisible()


# --- "choose 1": radio buttons -----------------------------------------------------------


def test_a_choose_one_group_is_radio_buttons_and_exclusive(
    qtbot: QtBot, window: MainWindow
) -> None:
    sized(window, 1366, 768)
    window.start_roster("Guard", 3000, IG)
    add_from_browser(qtbot, window, f"{IG}/tactical_infantry_company")
    window.tree.select_path(ElementPath(0, 0))
    editor = window.card_view.options
    rhino = editor.controls["hq_transport.command_rhino"]
    chimera = editor.controls["hq_transport.command_chimera"]
    assert isinstance(rhino, QRadioButton) and isinstance(chimera, QRadioButton)
    assert rhino.isChecked() and not chimera.isChecked()
    assert "hq_transport" not in editor.none_buttons  # "choose 1" with no way to take none
    chimera.click()
    assert chimera.isChecked() and not rhino.isChecked()
    company = window.document.session.roster.forces[0].companies[0]  # type: ignore[union-attr]
    assert company.options["hq_transport.command_chimera"] == 1
    assert company.options.get("hq_transport.command_rhino", 0) == 0
    window.undo.undo_action.trigger()  # one step
    assert rhino.isChecked() and not chimera.isChecked()


def test_an_optional_choose_one_group_offers_none(qtbot: QtBot, window: MainWindow) -> None:
    sized(window, 1366, 768)
    window.start_roster("Titans", 3000, "space_marines")
    add_from_browser(qtbot, window, f"{SM}/tactical_company")
    add_from_browser(qtbot, window, f"{SM}/reaver_titan")
    editor = window.card_view.options
    group = "reaver_titan_carapace_weapons"
    none = editor.none_buttons[group]
    choices = [c for key, c in editor.controls.items() if key.startswith(f"{group}.")]
    assert all(isinstance(c, QRadioButton) for c in choices) and none.isChecked()
    doomburner = editor.controls[f"{group}.doomburner"]
    assert isinstance(doomburner, QAbstractButton)
    doomburner.click()
    titan = ElementPath(0, 0, 0)
    options = window.document.session.roster.forces[0].companies[0].attached[0].options  # type: ignore[union-attr]
    assert options.get(f"{group}.doomburner") == 1 and not none.isChecked()
    other = editor.controls[f"{group}.barrage_missile_launcher"]
    qtbot.mouseClick(other, Qt.MouseButton.LeftButton)
    options = window.document.session.roster.forces[0].companies[0].attached[0].options  # type: ignore[union-attr]
    assert options.get(f"{group}.barrage_missile_launcher") == 1
    assert options.get(f"{group}.doomburner", 0) == 0
    none.click()
    options = window.document.session.roster.forces[0].companies[0].attached[0].options  # type: ignore[union-attr]
    assert not any(key.startswith(f"{group}.") and count for key, count in options.items())
    assert none.isChecked() and not other.isChecked() and window.tree.current_path() == titan


# --- the layout, for each screen size ----------------------------------------------------


def test_window_size_and_splitters_are_kept_for_each_screen_size(
    qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = {"key": "1366x768"}
    monkeypatch.setattr(main_window_module, "layout_key", lambda _screen: screen["key"])

    def opened(key: str) -> MainWindow:
        screen["key"] = key
        window = make_window()
        window.start_roster("Layout", 3000, "space_marines")
        return window

    laptop = opened("1366x768")
    sized(laptop, 700, 560)
    laptop.editor.middle_splitter.setSizes([200, 250])
    middle_on_laptop = laptop.editor.middle_splitter.sizes()
    laptop.set_document(None)
    assert laptop.close()

    desk = opened("1920x1080")
    assert desk.size().toTuple() != (700, 560)  # nothing kept for this screen yet
    sized(desk, 760, 600)
    desk.editor.middle_splitter.setSizes([400, 100])
    middle_on_desk = desk.editor.middle_splitter.sizes()
    desk.set_document(None)
    assert desk.close()

    for key, size, middle in (
        ("1366x768", (700, 560), middle_on_laptop),
        ("1920x1080", (760, 600), middle_on_desk),
    ):
        again = opened(key)
        assert again.size().toTuple() == size
        qtbot.waitUntil(
            lambda w=again, m=middle: w.editor.middle_splitter.sizes() == pytest.approx(m, abs=3)
        )
        again.set_document(None)
        assert again.close()


def test_a_first_start_on_a_small_screen_takes_the_whole_screen(
    qtbot: QtBot, codex: Codex, data_dir: Path
) -> None:
    from listbuilder.gui.window.app import build_window

    window = build_window(codex, language="en")
    try:
        window.show_as_first_opened()  # as the app does (the offscreen screen is 800x800)
        assert window.windowState() & Qt.WindowState.WindowMaximized
        room = window.screen().availableGeometry()
        qtbot.waitUntil(lambda: window.width() >= room.width() * 0.95)
        assert window.frameGeometry().width() <= room.width()
    finally:
        window.close()
        window.deleteLater()
