"""The rule packs in the window of another game (issue 35): the player's pack choices (kept
in the roster, undoable, autosaved), the composition panel, and armies built in the window
from 40K 9th edition's data, legal under Mac Hammer 40K in each bracket, then each MH rule
broken once; printed, and through ``.rosz`` and a share code with their choices."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from listbuilder.systems.battlescribe import registry
from tests.conftest import SHARED
from tests.systems import samples

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.main_window import MainWindow
    from listbuilder.gui.other_game_window import OtherGameWindow

WH40K = SHARED / "battlescribe" / "wh40k-9e"
ULTRAMARINES = "Imperium - Adeptus Astartes - Ultramarines"
UNBOUND = "Unbound Army (Faction)"
"""Mac Hammer abolishes the official detachments: an army is one or more unbound forces."""


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()


@pytest.fixture
def other_windows() -> Iterator[list[OtherGameWindow]]:
    from listbuilder.gui import other_game_window

    other_game_window._copied = None
    yield other_game_window._open
    other_game_window._copied = None
    for win in list(other_game_window._open):
        win.document.modified = False
        win.close()


def choose(box: object, value: str) -> None:
    """Pick *value* (an item's data, else its text) in a combo box as the player does."""
    from PySide6.QtWidgets import QComboBox

    assert isinstance(box, QComboBox)
    index = box.findData(value)
    if index < 0:
        index = box.findText(value)
    assert index >= 0, (value, [box.itemText(i) for i in range(box.count())])
    box.setCurrentIndex(index)
    box.activated.emit(index)


def pick_unit(box: object, label: str) -> None:
    """Pick the unit labelled *label* in a combo box of units."""
    from PySide6.QtWidgets import QComboBox

    assert isinstance(box, QComboBox)
    index = box.findText(label)
    assert index >= 0, (label, [box.itemText(i) for i in range(box.count())])
    box.setCurrentIndex(index)
    box.activated.emit(index)


def select_unit(other: OtherGameWindow, name: str, index: int = 0) -> str:
    """Select the *index*-th unit named *name* (any force) and return its path."""
    found = [path for path, label in other.unit_paths() if label.split(" #")[0] == name]
    path = found[index]
    assert other.select_path(path)
    return path


# --- on the small sample game: the choices kept, undone, autosaved ------------------------


@pytest.fixture
def skirmish(data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "cache"))
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    folder = tmp_path / "rosters"
    folder.mkdir()
    return folder


def _skirmish_window(window: MainWindow, folder: Path, other: list[OtherGameWindow]) -> Path:
    path = folder / "blue.ros"
    path.write_text(samples.roster(samples.LEGAL), encoding="utf-8")
    assert window.open_path(path)
    return path


def test_choices_show_only_under_a_pack_are_undoable_autosaved_and_keep_the_notes(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    from listbuilder.systems.battlescribe.packs.settings import read_settings

    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    select_unit(other, "Squad")
    assert other.unit_choices.isHidden()  # the data's own constraints: nothing to choose
    assert not other.pack_panel.empty.isHidden()
    choose(other.pack_box, "mac-hammer")
    assert other.document.roster.rules == "mac-hammer"
    assert not other.unit_choices.isHidden()
    assert other.unit_choices.title() == "Pack choices of Squad"
    assert other.unit_choices.form.isRowVisible(other.unit_choices.deploy)
    assert not other.unit_choices.form.isRowVisible(other.unit_choices.squadron)
    squad = other.selected_path()
    choose(other.unit_choices.deploy, "reserves")
    settings = read_settings(other.document.roster)
    squad_id = other.node_at(squad).selection.id  # type: ignore[union-attr]
    assert settings.deployment(squad_id) == "reserves"
    assert other.document.autosave_file.is_file()
    assert "deploy=reserves" in other.document.autosave_file.read_text(encoding="utf-8")
    # the notes box shows the player's own text; the choices are kept when it is kept
    assert other.notes.toPlainText() == ""
    assert other.set_notes("Painted blue")
    notes = other.node_at(squad).selection.notes  # type: ignore[union-attr]
    assert notes.splitlines() == ["Painted blue", "listbuilder: deploy=reserves"]
    # the Warlord, roster-wide, by its unit
    pick_unit(other.pack_panel.warlord, "Captain")
    captain = other.node_at(select_unit(other, "Captain"))
    assert captain is not None and captain.selection is not None
    assert read_settings(other.document.roster).roster["warlord"] == captain.selection.id
    assert other.pack_panel.warlord.currentText() == "Captain"
    # the same undo as any edit, one step each: the Warlord, the notes, the deployment
    assert other.undo() and "warlord" not in read_settings(other.document.roster).roster
    assert other.undo() and other.undo()
    assert read_settings(other.document.roster).deployment(squad_id) == "table"
    assert other.redo()
    assert read_settings(other.document.roster).deployment(squad_id) == "reserves"
    select_unit(other, "Squad")
    assert other.unit_choices.deploy.currentData() == "reserves"


def test_a_bfg_choice_names_a_squadron_and_leadership_and_findings_follow_at_once(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    choose(other.pack_box, "bfg")
    assert other.pack_panel.choices_box.isHidden()  # BFG has no roster-wide choice
    select_unit(other, "Squad")
    assert not other.unit_choices.form.isRowVisible(other.unit_choices.deploy)
    assert other.unit_choices.form.isRowVisible(other.unit_choices.ld)
    choose(other.unit_choices.ld, "8")
    assert other.unit_choices.ld.currentText() == "8 (veteran)"
    line = other.unit_choices.squadron.lineEdit()
    assert line is not None
    line.setText("Alpha")
    line.editingFinished.emit()
    select_unit(other, "Squad", 1)
    assert other.unit_choices.squadron.findText("Alpha") >= 0  # offered to the next ship
    choose(other.unit_choices.ld, "9")
    assert other.findings.codes() == other.document.check().codes()


def test_the_window_speaks_french_in_the_pack_panel(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    window.set_language("fr")
    choose(other.pack_box, "mac-hammer")
    select_unit(other, "Squad")
    assert other.unit_choices.title() == "Choix du pack pour Squad"
    assert other.unit_choices.deploy.itemText(2) == "Réserves stratégiques"
    assert other.pack_dock.windowTitle() == "Pack"
    assert other.pack_panel.figure_rows()[0][0] == "Tranche"
    window.set_language("en")
    assert other.unit_choices.deploy.itemText(2) == "Strategic reserves"


def test_roster_pack_choices_focuses_the_first_field_by_keyboard(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow], qtbot: QtBot
) -> None:
    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    choose(other.pack_box, "only-war")
    other.show()
    qtbot.waitExposed(other)
    other.pack_dock.hide()
    assert other.pack_action in other.roster_menu.actions()
    assert other.pack_action.shortcut().toString() == "Ctrl+Shift+K"
    other.pack_action.trigger()
    assert other.pack_dock.isVisible()
    assert other.focusWidget() is other.pack_panel.warlord  # Only War: the Warlord first
    assert not other.pack_panel.form.isRowVisible(other.pack_panel.game_size)
    other.pack_panel.opponent_pl.setValue(40)
    other.pack_panel.opponent_pl.editingFinished.emit()
    assert other.document.roster.settings["opponent-pl"] == "40"
    rows = {row[0]: row[1] for row in other.pack_panel.figure_rows()}
    assert rows["Outsider"] == "this army" and rows["Opponent's Power Level"] == "40"
