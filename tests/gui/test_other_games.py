"""Other games in the window: File › Add Game Data…, opening a roster of an added game,
New Roster offering the added games, and building one (issue 35)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtWidgets import QMessageBox

from listbuilder.systems.battlescribe import registry
from tests.conftest import needs_shared
from tests.systems import samples

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.other_game_window import OtherGameWindow
    from listbuilder.gui.window.main_window import MainWindow


@pytest.fixture
def window(make_window: Callable[..., MainWindow]) -> MainWindow:
    return make_window()


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def skirmish(data_dir: Path, cache_dir: Path, tmp_path: Path) -> Path:
    """Skirmish's data added; returns a folder for rosters."""
    registry.add_data(samples.write_game(tmp_path / "skirmish"))
    folder = tmp_path / "rosters"
    folder.mkdir()
    return folder


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes answered at once (Discard), their texts kept."""
    said: list[str] = []

    def answer(box: QMessageBox) -> int:
        said.append(box.text() + "\n" + box.informativeText())
        return int(QMessageBox.StandardButton.Discard.value)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return said


@pytest.fixture
def other_windows() -> Iterator[list[OtherGameWindow]]:
    from listbuilder.gui import other_game_window

    other_game_window._copied = None
    yield other_game_window._open
    other_game_window._copied = None
    for win in list(other_game_window._open):
        win.document.modified = False
        win.close()


def _roster(folder: Path, selections: str, name: str = "blue.ros") -> Path:
    path = folder / name
    path.write_text(samples.roster(selections), encoding="utf-8")
    return path


# --- Add Game Data ------------------------------------------------------------------------


def test_add_game_data_is_in_the_file_menu(window: MainWindow) -> None:
    assert window.game_data_action in window.file_menu.actions()
    assert window.game_data_action.text() == "Add &Game Data\u2026"


def test_the_dialog_adds_a_folder_off_the_gui_thread_lists_it_and_removes_it(
    window: MainWindow, data_dir: Path, cache_dir: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    from listbuilder.gui.other_game_data import GameDataDialog

    dialog = GameDataDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.added_names() == []
    changed: list[bool] = []
    dialog.data_changed.connect(lambda: changed.append(True))
    assert dialog.add_folder(samples.write_game(tmp_path / "skirmish"))
    assert dialog.added_names() == ["Skirmish"]
    assert "Added Skirmish (revision 3)" in dialog.status.text()
    assert [item.name for item in registry.added_data()] == ["Skirmish"]
    assert not dialog.busy.isVisible() and dialog.add_button.isEnabled()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(0))
    assert dialog.remove_selected()
    assert dialog.added_names() == [] and registry.added_data() == []
    assert "Removed Skirmish." in dialog.status.text()
    assert changed == [True, True]


def test_a_bad_folder_is_refused_in_the_dialog_naming_the_file_and_nothing_is_added(
    window: MainWindow, data_dir: Path, cache_dir: Path, tmp_path: Path, qtbot: QtBot
) -> None:
    from listbuilder.gui.other_game_data import GameDataDialog

    folder = samples.write_game(tmp_path / "broken", cat="<catalogue id='x'")
    dialog = GameDataDialog(window)
    qtbot.addWidget(dialog)
    assert not dialog.add_folder(folder)
    text = dialog.status.text()
    assert "Blue Army.cat" in text and "Fix:" in text
    assert registry.added_data() == [] and dialog.added_names() == []
    empty = tmp_path / "empty"
    empty.mkdir()
    assert not dialog.add_folder(empty)
    assert dialog.status.text() and "empty" in dialog.status.text()


def test_the_dialog_speaks_french(make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    from listbuilder.gui.other_game_data import GameDataDialog

    window = make_window("fr")
    assert window.game_data_action.text() == "Ajouter des &donn\u00e9es de jeu\u2026"
    dialog = GameDataDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Donn\u00e9es de jeu"


# --- opening a roster of an added game ---------------------------------------------------


def test_a_roster_of_an_added_game_opens_as_that_game_s_roster(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    path = _roster(skirmish, samples.captain("c1") + samples.squad("s1", 5))
    assert window.open_path(path)
    assert window.document is None  # NetEpic's editor is left alone
    (other,) = other_windows
    assert other.document.data.name == "Skirmish" and other.document.path == path
    tree = other.tree
    assert [tree.headerItem().text(i) for i in range(tree.columnCount())] == [
        "Name",
        "Number",
        "pts",
        "PL",
    ]
    force = tree.topLevelItem(0)
    assert force.text(0) == "Patrol (Blue Army)" and force.text(2) == "100"
    captain, squad = force.child(0), force.child(1)
    assert [captain.text(i) for i in range(4)] == ["Captain", "1", "50", "3"]
    assert [squad.text(i) for i in range(4)] == ["Squad", "1", "50", "3"]
    assert [squad.child(0).text(i) for i in range(2)] == ["Trooper", "5"]
    assert other.totals_text() == "100/500 pts, 6 PL \u2014 Illegal"
    assert other.findings.codes() == ["bs-min"]
    assert other.findings.messages() == ["Troops: at least 2 (1 now)"]
    assert window.open_path(path)  # opened again: the same window comes forward
    assert other_windows == [other]


def test_a_finding_selects_its_element(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    path = _roster(skirmish, samples.captain("c1") + samples.captain("c2") + samples.LEGAL)
    assert window.open_path(path)
    (other,) = other_windows
    rows = other.findings.messages()
    assert any("Captain: at most 1" in row for row in rows)
    row = next(i for i, text in enumerate(rows) if "Captain" in text)
    other.findings._clicked(other.findings.list.item(row))
    assert other.selected_path() is not None
    assert other.selected_path().startswith("forces[0].selections[")


def test_without_the_data_the_roster_is_still_refused_as_ruling_19_says(
    window: MainWindow,
    data_dir: Path,
    tmp_path: Path,
    boxes: list[str],
    other_windows: list[OtherGameWindow],
) -> None:
    path = _roster(tmp_path, samples.LEGAL)
    assert not window.open_path(path)
    assert other_windows == []
    assert boxes and "Skirmish" in boxes[0]


def test_a_share_code_file_of_an_added_game_opens_in_its_window(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    from listbuilder.systems.battlescribe.exports import encode_code
    from listbuilder.systems.battlescribe.roster import read_other_roster

    code = encode_code(read_other_roster(_roster(skirmish, samples.LEGAL)))
    text = skirmish / "post.txt"
    text.write_text(f"My list:\n{code}\n", encoding="utf-8")
    assert window.open_path(text)
    (other,) = other_windows
    assert other.document.path is None  # Save asks where
    assert other.findings.codes() == []
    assert other.totals_text() == "205/500 pts, 12 PL \u2014 Legal"


# --- New Roster and building ---------------------------------------------------------------


def test_new_roster_without_game_data_is_netepic_s_as_before(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.new_other_game() is None


def _new_skirmish(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, other_windows: list[OtherGameWindow]
) -> OtherGameWindow:
    from listbuilder.gui.other_game_new import GameChoiceDialog

    def pick(dialog: GameChoiceDialog) -> int:
        games = [dialog.game.itemText(i) for i in range(dialog.game.count())]
        assert games == ["NetEpic Gold", "Skirmish (revision 3)"]
        dialog.choose_game(samples.GST_ID)
        assert [dialog.catalogue.itemText(i) for i in range(dialog.catalogue.count())] == [
            "Blue Army"
        ]
        dialog.choose("Blue Army", "Patrol")
        dialog.name.setText("Blue Patrol")
        assert dialog.limit.value() == 500
        return int(GameChoiceDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", pick)
    window.new_roster()
    (other,) = other_windows
    return other


def test_new_roster_offers_the_added_game_and_builds_it_by_category(
    window: MainWindow,
    skirmish: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    boxes: list[str],
) -> None:
    other = _new_skirmish(window, monkeypatch, other_windows)
    assert window.document is None
    assert other.document.roster.name == "Blue Patrol"
    assert other.findings.codes() == ["bs-min", "bs-min"]  # HQ 1, Troops 2
    other.select_path("forces[0]")
    assert other.browser_categories() == ["HQ (1)", "Troops (1)"]
    assert other.add_entry("Captain")
    assert other.selected_path() == "forces[0].selections[0]"
    assert other.add_entry("Captain")  # the browser shows the selected element's force
    other.select_path("forces[0]")
    assert other.add_entry("Squad")
    squad_path = other.selected_path()
    assert squad_path is not None
    # the squad came with its five troopers (the data's minimum)
    assert dict(other.option_names())["Trooper"] == 5
    assert other.step_option("Trooper", 1)
    assert dict(other.option_names())["Trooper"] == 6
    assert other.step_option("Sword", 1)
    assert dict(other.option_names())["Sword"] == 1
    assert other.step_option("Sword", -1)
    assert dict(other.option_names())["Sword"] == 0
    roster = other.document.roster
    assert [s.name for s in roster.forces[0].selections] == ["Captain", "Captain", "Squad"]
    codes = other.findings.codes()
    assert "bs-max" in codes  # two captains, at most 1
    # undo and redo, exactly
    assert other.undo() and dict(other.option_names())["Sword"] == 1
    assert other.redo() and dict(other.option_names())["Sword"] == 0
    assert other.document.modified


def test_names_notes_numbers_delete_and_undo(
    window: MainWindow,
    skirmish: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    boxes: list[str],
) -> None:
    other = _new_skirmish(window, monkeypatch, other_windows)
    assert other.add_entry("Captain")
    assert other.set_custom_name("Cato")
    assert other.tree.currentItem().text(0) == "Cato"
    assert other.set_notes("Leads from the front")
    assert other.document.roster.forces[0].selections[0].notes == "Leads from the front"
    assert other.set_number(2)
    assert other.tree.currentItem().text(1) == "2"
    assert other.tree.currentItem().text(2) == "100"
    assert other.rename_roster("Sons of Blue")
    assert "Sons of Blue" in other.windowTitle()
    assert other.delete_selected()
    assert other.document.roster.forces[0].selections == []
    assert other.undo()
    assert other.document.roster.forces[0].selections[0].custom_name == "Cato"
    for _ in range(5):  # renamed roster, number, notes, name, the captain added
        assert other.undo()
    assert other.document.roster.forces[0].selections == []
    assert not other.undo()


def test_saved_as_rosz_and_yaml_it_opens_again_the_same_with_its_rule_pack(
    window: MainWindow,
    skirmish: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    boxes: list[str],
) -> None:
    other = _new_skirmish(window, monkeypatch, other_windows)
    assert other.add_entry("Captain")
    other.select_path("forces[0]")
    assert other.add_entry("Squad")
    rosz = skirmish / "blue.rosz"
    assert other.save_to(rosz)
    assert not other.document.modified and "blue.rosz" in other.windowTitle()
    assert other.set_pack("bfg")
    copy = skirmish / "blue-copy.ros"
    assert other.save_to(copy)
    assert "listbuilder: rules=bfg" in copy.read_text(encoding="utf-8")  # .ros keeps it too
    yaml_path = skirmish / "blue.yaml"
    assert other.save_to(yaml_path)
    shown = other.totals_text()
    other.close()
    assert other_windows == []
    assert window.open_path(rosz)
    (again,) = other_windows
    assert [s.name for s in again.document.roster.forces[0].selections] == ["Captain", "Squad"]
    assert again.totals_text() == shown
    again.close()
    assert window.open_path(yaml_path)
    (third,) = other_windows
    assert third.document.roster.rules == "bfg"
    assert third.pack_box.currentData() == "bfg"
    third.close()
    assert window.open_path(copy)
    (fourth,) = other_windows
    assert fourth.pack_box.currentData() == "bfg"


def test_closing_with_unsaved_edits_asks(
    window: MainWindow,
    skirmish: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    boxes: list[str],
) -> None:
    other = _new_skirmish(window, monkeypatch, other_windows)
    assert other.add_entry("Captain")
    other.close()
    assert boxes and "Save the changes" in boxes[-1]
    assert other_windows == []


# --- 40K 9th edition's own data (the shared copy) ----------------------------------------


@pytest.fixture(scope="module")
def wh40k_user(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A user data folder with the 40K 9th edition data added (once for the module)."""
    from tests.conftest import SHARED

    source = SHARED / "battlescribe" / "wh40k-9e"
    if not source.is_dir():
        pytest.skip(f"{source} is not present")
    base = tmp_path_factory.mktemp("wh40k-user")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        registry.add_data(source)
    yield base


@needs_shared
def test_a_40k_patrol_opens_in_the_window_and_grows_by_category(
    window: MainWindow,
    wh40k_user: Path,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    other_windows: list[OtherGameWindow],
) -> None:
    from listbuilder.systems.battlescribe.roster import write_other_roster
    from listbuilder.systems.battlescribe.validation import check_other_roster
    from tests.systems.army40k import patrol

    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(wh40k_user / "data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(wh40k_user / "cache"))
    item = registry.find_added("Warhammer 40,000 9th Edition")
    assert item is not None
    data = registry.load_game_data(item)
    roster, _ = patrol(data, "Captain", "Intercessor Squad", "Intercessor Squad")
    path = tmp_path / "patrol.rosz"
    write_other_roster(roster, path)
    assert window.open_path(path)
    (other,) = other_windows
    headers = [other.tree.headerItem().text(i) for i in range(other.tree.columnCount())]
    assert headers[:4] == ["Name", "Number", "pts", "PL"]
    force = other.tree.topLevelItem(0)
    names = [force.child(i).text(0) for i in range(force.childCount())]
    assert names[-3:] == ["Captain", "Intercessor Squad", "Intercessor Squad"]
    expected = check_other_roster(other.document.roster, data)
    assert other.findings.codes() == expected.codes()
    points = expected.figures.points
    power = expected.figures.power_level
    assert other.totals_text().startswith(f"{points:,.0f}/1,000 pts, {power} PL")
    assert int(force.text(2).replace(",", "")) == points
    categories = other.browser_categories()
    hq = next(i for i, name in enumerate(categories) if name.startswith("HQ ("))
    troops = next(i for i, name in enumerate(categories) if name.startswith("Troops ("))
    assert hq < troops  # the force's slots in its own order
    other.select_path("forces[0]")
    assert other.add_entry("Intercessor Squad")
    sels = other.document.roster.forces[0].selections
    assert [s.name for s in sels].count("Intercessor Squad") == 3
    again = check_other_roster(other.document.roster, data)
    assert again.figures.points > points
    assert other.totals_text().startswith(f"{again.figures.points:,.0f}/1,000 pts")
    squad = other.node_at(other.selected_path())
    assert squad is not None and squad.selection is not None
    assert squad.selection.name == "Intercessor Squad"
    assert dict(other.option_names())["Intercessor"] >= 4


# --- Import from Text with a BSR1 code ------------------------------------------------------


def _skirmish_code(folder: Path) -> str:
    from listbuilder.systems.battlescribe.exports import encode_code
    from listbuilder.systems.battlescribe.roster import read_other_roster

    return encode_code(read_other_roster(_roster(folder, samples.LEGAL)))


def test_import_from_text_opens_a_bsr1_code_of_an_added_game_in_its_window(
    qtbot: QtBot, window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QDialogButtonBox, QWidget

    from tests.gui.conftest import answer_modal

    code = _skirmish_code(skirmish)
    QGuiApplication.clipboard().setText("nothing here")
    seen: dict[str, str] = {}

    def work(_modal: QWidget) -> None:
        qtbot.waitUntil(lambda: window.import_dialog is not None)
        dialog = window.import_dialog
        assert dialog is not None
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dialog.text_box.insertPlainText(f"My patrol for Saturday:\n{code}\n")
        qtbot.waitUntil(ok.isEnabled)
        seen["found"] = dialog.found.text()
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    answer_modal(work)
    window.open_code_action.trigger()
    assert seen["found"] == "Found \u201cBlue Patrol\u201d: Skirmish, 205/500 pts."
    (other,) = other_windows
    assert other.document.path is None and window.document is None
    assert other.totals_text() == "205/500 pts, 12 PL \u2014 Legal"


def test_a_bsr1_code_of_a_game_not_added_is_refused_in_the_import_box(
    qtbot: QtBot, window: MainWindow, skirmish: Path
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    from listbuilder.gui.dialogs.import_dialog import ImportDialog

    code = _skirmish_code(skirmish)
    registry.remove_data(samples.GST_ID)
    dialog = ImportDialog(window.codex, "en", window)
    qtbot.addWidget(dialog)
    dialog.text_box.setPlainText(code)
    dialog.read_box()
    assert "Skirmish" in dialog.found.text()
    assert dialog.other is None
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()


def test_the_roster_window_follows_the_language_and_opens_in_french(
    make_window: Callable[..., MainWindow],
    skirmish: Path,
    other_windows: list[OtherGameWindow],
) -> None:
    window = make_window()
    path = _roster(skirmish, samples.LEGAL)
    assert window.open_path(path)
    (other,) = other_windows
    assert other.file_menu.title() == "&File"
    window.set_language("fr")
    assert other.file_menu.title() == "&Fichier"
    assert other.totals_text() == "205/500 pts, 12 PL \u2014 Conforme"
    assert other.browser.headerItem().text(0) == "Peut \u00eatre ajout\u00e9"
    window.set_language("en")
    assert other.totals_text().endswith("Legal")


def test_copy_paste_and_duplicate_a_unit_with_its_options_as_a_new_one(
    window: MainWindow,
    skirmish: Path,
    other_windows: list[OtherGameWindow],
) -> None:
    path = _roster(skirmish, samples.captain("c1") + samples.squad("s1", 7, sword=True))
    assert window.open_path(path)
    (other,) = other_windows
    assert not other.paste()  # nothing copied yet
    other.select_path("forces[0].selections[1]")
    assert other.copy_selected()
    other.select_path("forces[0]")
    assert other.paste()
    sels = other.document.roster.forces[0].selections
    assert [s.name for s in sels] == ["Captain", "Squad", "Squad"]
    assert [(c.name, c.number) for c in sels[2].selections] == [("Trooper", 7), ("Sword", 1)]
    assert sels[2].id != sels[1].id
    assert sels[2].selections[0].id != sels[1].selections[0].id
    assert other.selected_path() == "forces[0].selections[2]"
    assert other.duplicate_selected()
    assert len(other.document.roster.forces[0].selections) == 4
    assert other.totals_text().startswith("275/500 pts")  # 50 + 3 x (70 + 5)
    assert other.undo() and len(other.document.roster.forces[0].selections) == 3


def test_an_option_the_data_hides_is_offered_only_once_its_condition_holds(
    window: MainWindow,
    data_dir: Path,
    cache_dir: Path,
    tmp_path: Path,
    other_windows: list[OtherGameWindow],
) -> None:
    """The Sword is hidden while the squad has fewer than 10 troopers (a modifier of its
    ``hidden`` field), as BattleScribe hides it."""
    hide = (
        '<modifiers><modifier type="set" field="hidden" value="true"><conditions>'
        '<condition field="selections" scope="parent" value="10" percentValue="false" '
        'shared="true" includeChildSelections="false" includeChildForces="false" '
        f'childId="{samples.TROOPER}" type="lessThan"/></conditions></modifier></modifiers>'
    )
    marker = '<costs>\n            <cost name="pts" typeId="sk-pts" value="5.0"/>'
    assert marker in samples.CAT
    cat = samples.CAT.replace(marker, hide + marker)
    registry.add_data(samples.write_game(tmp_path / "skirmish", cat=cat))
    path = _roster(tmp_path, samples.captain("c1") + samples.squad("s1", 9))
    assert window.open_path(path)
    (other,) = other_windows
    other.select_path("forces[0].selections[1]")
    assert dict(other.option_names()) == {"Trooper": 9}
    assert other.step_option("Trooper", 1)
    assert dict(other.option_names()) == {"Trooper": 10, "Sword": 0}
    assert other.step_option("Sword", 1)
    assert other.step_option("Trooper", -1)  # hidden again, but taken: shown to be taken out
    assert dict(other.option_names()) == {"Trooper": 9, "Sword": 1}


def test_roster_add_force_adds_a_second_force_checked_on_its_own_and_removable(
    window: MainWindow,
    skirmish: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
) -> None:
    from PySide6.QtWidgets import QDialog

    path = _roster(skirmish, samples.LEGAL)
    assert window.open_path(path)
    (other,) = other_windows
    assert other.findings.codes() == []

    def accept(dialog: QDialog) -> int:
        assert other.force_dialog is not None
        _dialog, catalogue, force = other.force_dialog
        assert catalogue.currentText() == "Blue Army" and force.currentText() == "Patrol"
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(QDialog, "exec", accept)
    assert other.choose_force()
    assert [f.name for f in other.document.roster.forces] == ["Patrol", "Patrol"]
    assert other.selected_path() == "forces[1]"
    assert other.tree.topLevelItemCount() == 2
    # the new, empty Patrol lacks its HQ and Troops; the first is still legal
    assert sorted((f.code, f.path) for f in other.findings.findings()) == [
        ("bs-min", "forces[1]"),
        ("bs-min", "forces[1]"),
    ]
    assert other.browser_categories() == ["HQ (1)", "Troops (1)"]
    assert other.delete_selected()
    assert len(other.document.roster.forces) == 1 and other.findings.codes() == []


def test_copy_as_text_markdown_and_share_code_and_export_read_back(
    window: MainWindow,
    skirmish: Path,
    tmp_path: Path,
    other_windows: list[OtherGameWindow],
) -> None:
    from PySide6.QtGui import QGuiApplication

    from listbuilder.systems.battlescribe.exports import decode_code

    path = _roster(skirmish, samples.LEGAL)
    assert window.open_path(path)
    (other,) = other_windows
    text = other.copy_as("text")
    assert QGuiApplication.clipboard().text() == text
    assert "Blue Patrol" in text and "Captain" in text and "205" in text
    markdown = other.copy_as("markdown")
    assert markdown != text and "Captain" in markdown
    code = other.copy_as("code")
    again = decode_code(code)
    assert [s.name for s in again.forces[0].selections] == ["Captain", "Squad", "Squad"]
    out = tmp_path / "out" / "blue.md"
    assert other.export_to(out, "markdown")
    assert out.read_text(encoding="utf-8") == markdown


def test_file_print_writes_the_sheet_and_a_card_per_unit_read_back(
    window: MainWindow,
    skirmish: Path,
    tmp_path: Path,
    other_windows: list[OtherGameWindow],
    monkeypatch: pytest.MonkeyPatch,
    boxes: list[str],
) -> None:
    """File › Print Roster to PDF… in the roster's window writes what ``listbuilder print``
    writes: the sheet (named, its units and costs) and a card per unit, in the window's
    language; the file dialog's choice is where it goes, and a cancelled dialog writes
    nothing."""
    import pdfplumber
    from PySide6.QtWidgets import QFileDialog

    from listbuilder.gui.common import menus_by_action

    path = _roster(skirmish, samples.LEGAL)
    assert window.open_path(path)
    (other,) = other_windows
    assert other.print_action in other.file_menu.actions()
    assert menus_by_action(other.menuBar())  # the menus are found, never asked of an action
    out = tmp_path / "printed" / "blue.pdf"
    answers = iter([("", ""), (str(out), "PDF (*.pdf)")])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: next(answers))
    assert other.print_dialog() is False and not out.exists()
    out.parent.mkdir()
    other.print_action.trigger()
    assert boxes == [] and out.is_file()
    with pdfplumber.open(out) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
        assert len(pdf.pages) >= 2  # the sheet, then the units' cards
    assert "Blue Patrol" in text and "Captain" in text and "Squad" in text
    assert "205" in text


# --- autosave and recovery --------------------------------------------------------------


def test_each_edit_is_autosaved_until_the_roster_is_saved_or_closed(
    window: MainWindow,
    skirmish: Path,
    other_windows: list[OtherGameWindow],
    boxes: list[str],
) -> None:
    from listbuilder.systems.battlescribe.yamlroster import roster_from_yaml

    path = _roster(skirmish, samples.LEGAL)
    assert window.open_path(path)
    (other,) = other_windows
    kept = other.document.autosave_file
    assert not kept.exists()  # opened, not edited: nothing to keep
    other.select_path("forces[0].selections[0]")
    assert other.set_custom_name("Cato")
    assert kept.is_file()
    back = roster_from_yaml(kept.read_text(encoding="utf-8"), kept)
    assert back.forces[0].selections[0].custom_name == "Cato"
    assert other.save_to(skirmish / "saved.rosz")
    assert not kept.exists()
    assert other.set_custom_name("Uriel")
    assert kept.is_file()
    other.close()  # unsaved: asked, Discard
    assert not kept.exists()


def test_a_roster_autosaved_by_a_listbuilder_that_did_not_close_is_offered_back(
    window: MainWindow,
    skirmish: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
) -> None:
    from listbuilder.gui.other_game_window import autosave_folder
    from listbuilder.systems.battlescribe.roster import read_other_roster
    from listbuilder.systems.battlescribe.yamlroster import roster_to_yaml

    roster = read_other_roster(_roster(skirmish, samples.LEGAL))
    roster.name = "Lost Patrol"
    roster.rules = "bfg"
    folder = autosave_folder()
    folder.mkdir(parents=True)
    dead = folder / "999999999-0123abcd.yaml"  # no process has this pid
    dead.write_text(roster_to_yaml(roster), encoding="utf-8")
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        return 0

    def recover(box: QMessageBox) -> object:
        return next(
            b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.AcceptRole
        )

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(QMessageBox, "clickedButton", recover)
    assert window.offer_other_recovery() == 1
    assert asked == [
        "Listbuilder did not close properly. Recover \u201cLost Patrol\u201d (Skirmish)?"
    ]
    (other,) = other_windows
    assert other.document.roster.name == "Lost Patrol" and other.document.path is None
    assert other.document.roster.rules == "bfg" and other.document.modified
    assert not dead.exists() and other.document.autosave_file.is_file()
    assert window.offer_other_recovery() == 0  # this process's own: never offered


def test_the_start_page_summarizes_a_recent_roster_of_an_added_game(
    window: MainWindow, skirmish: Path, codex: object
) -> None:
    from listbuilder.gui.window.recent_rosters import ILLEGAL, LEGAL, summarize

    legal = summarize(_roster(skirmish, samples.LEGAL), codex)  # type: ignore[arg-type]
    assert legal.state == LEGAL and legal.points == 205 and legal.points_limit == 500
    assert (
        window.describe_recent(legal)
        == "Blue Patrol \u00b7 Blue Army \u00b7 205/500 pts \u00b7 legal"
    )
    short = summarize(_roster(skirmish, samples.captain("c1"), "short.ros"), codex)  # type: ignore[arg-type]
    assert short.state == ILLEGAL and short.errors == 1


@needs_shared
def test_a_battlefleet_gothic_fleet_is_built_in_the_window_as_its_data_checks_it(
    window: MainWindow,
    data_dir: Path,
    cache_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
) -> None:
    from listbuilder.gui.other_game_new import GameChoiceDialog
    from listbuilder.systems.battlescribe.validation import check_other_roster
    from tests.conftest import SHARED

    source = SHARED / "battlescribe" / "battlefleet-gothic"
    if not source.is_dir():
        pytest.skip(f"{source} is not present")
    added = registry.add_data(source)

    def pick(dialog: GameChoiceDialog) -> int:
        dialog.choose_game(added.id)
        dialog.choose("Imperial Navy", "")
        assert dialog.catalogue.currentText() == "Imperial Navy"
        assert dialog.force.count() >= 1
        return int(GameChoiceDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", pick)
    window.new_roster()
    (other,) = other_windows
    assert other.document.data.name == added.name
    other.select_path("forces[0]")
    categories = other.browser_categories()
    assert categories
    group = other.browser.topLevelItem(0)
    assert group is not None and group.childCount() > 0
    first = group.child(0)
    assert first is not None
    assert other.add_entry(first.text(0))
    data = other.document.data
    expected = check_other_roster(other.document.roster, data)
    assert other.findings.codes() == expected.codes()
    assert other.totals_text().startswith(f"{expected.figures.points}")


def test_taking_another_choice_of_a_one_of_group_swaps_it(
    window: MainWindow,
    data_dir: Path,
    cache_dir: Path,
    tmp_path: Path,
    other_windows: list[OtherGameWindow],
) -> None:
    """A sergeant's weapon: one of Pistol (the default) or Axe (10 pts); taking the Axe
    gives the Pistol back, as BattleScribe's choice of one does."""
    limit = (
        'field="selections" scope="parent" value="1" percentValue="false" shared="true" '
        'includeChildSelections="false" includeChildForces="false"'
    )
    group = (
        '<selectionEntryGroups><selectionEntryGroup id="sk-weapon" name="Weapon" hidden="false" '
        'collective="false" import="true" defaultSelectionEntryId="sk-pistol"><constraints>'
        f'<constraint {limit} id="sk-weapon-min" type="min"/>'
        f'<constraint {limit} id="sk-weapon-max" type="max"/></constraints><selectionEntries>'
        '<selectionEntry id="sk-pistol" name="Pistol" hidden="false" collective="false" '
        'import="true" type="upgrade"/>'
        '<selectionEntry id="sk-axe" name="Axe" hidden="false" collective="false" import="true" '
        'type="upgrade"><costs><cost name="pts" typeId="sk-pts" value="10.0"/></costs>'
        "</selectionEntry></selectionEntries></selectionEntryGroup></selectionEntryGroups>"
    )
    marker = "      <modifierGroups>"
    assert samples.CAT.count(marker) == 1
    cat = samples.CAT.replace(marker, group + marker)
    registry.add_data(samples.write_game(tmp_path / "skirmish", cat=cat))
    path = _roster(tmp_path, samples.captain("c1"))
    assert window.open_path(path)
    (other,) = other_windows
    other.select_path("forces[0]")
    assert other.add_entry("Squad")
    assert dict(other.option_names()) == {"Trooper": 5, "Sword": 0, "Pistol": 1, "Axe": 0}
    assert other.totals_text().startswith("100/500 pts")
    assert other.step_option("Axe", 1)
    assert dict(other.option_names()) == {"Trooper": 5, "Sword": 0, "Pistol": 0, "Axe": 1}
    assert other.totals_text().startswith("110/500 pts")
    assert not other.step_option("Axe", 1)  # already the one chosen
    assert "bs-min" in other.findings.codes()  # Troops: at least 2, not the weapon
    assert not any("Weapon" in text for text in other.findings.messages())
    assert other.step_option("Sword", 1)  # not in a group: taken beside
    assert dict(other.option_names())["Axe"] == 1
