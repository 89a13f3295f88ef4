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
from tests.conftest import SHARED, needs_shared
from tests.systems import samples

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from listbuilder.gui.other_game_window import OtherGameWindow
    from listbuilder.gui.window.main_window import MainWindow

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


def test_a_pasted_unit_keeps_its_choices_but_not_the_label_naming_the_original(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    from listbuilder.systems.battlescribe.packs.settings import read_settings
    from listbuilder.systems.battlescribe.roster import parse_choices

    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    choose(other.pack_box, "mac-hammer")
    pick_unit(other.pack_panel.warlord, "Captain")
    captain = select_unit(other, "Captain")
    choose(other.unit_choices.deploy, "reinforcements")
    assert other.duplicate_selected()
    roster = other.document.roster
    first, copy = (s for s in roster.forces[0].selections if s.name == "Captain")
    assert parse_choices(first.notes) == {"ref": "u1", "deploy": "reinforcements"}
    assert parse_choices(copy.notes) == {"deploy": "reinforcements"}
    assert read_settings(roster).roster["warlord"] == first.id
    assert other.pack_panel.warlord.currentText() == "Captain #1"
    assert other.node_at(captain) is not None


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
    french = other.pack_panel.figure_rows()
    window.set_language("en")
    english = other.pack_panel.figure_rows()
    from listbuilder.systems.battlescribe.packs.names import local_word

    # the data's role names in the seeds' words, as the pack's findings say them
    first = [row[0] for row in english].index("Roles") + 1
    last = next(i for i in range(first, len(english)) if not english[i][0].startswith("  "))
    roles = [(french[i][0].strip(), english[i][0].strip()) for i in range(first, last)]
    assert roles and all(fr == local_word(en, "fr") for fr, en in roles), roles
    assert {"Troupes", "QG"} & {fr for fr, _ in roles}, roles
    assert other.unit_choices.deploy.itemText(2) == "Strategic reserves"


def test_roster_pack_choices_focuses_the_first_field_by_keyboard(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow], qtbot: QtBot
) -> None:
    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    choose(other.pack_box, "only-war")
    with qtbot.waitExposed(other):
        other.show()
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


# --- 40K 9th edition's data: Mac Hammer armies built in the window --------------------------


@pytest.fixture(scope="module")
def wh40k(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A user data folder with the 40K 9th edition data added (once for the module: the
    data is read once, then every roster's window loads it from the compiled cache)."""
    if not WH40K.is_dir():
        pytest.skip(f"{WH40K} is not present")
    base = tmp_path_factory.mktemp("wh40k-packs")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        registry.add_data(WH40K)
    return base


@pytest.fixture
def game(wh40k: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LISTBUILDER_DATA_DIR", str(wh40k / "data"))
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(wh40k / "cache"))
    return wh40k


NEEDED = ("Battle Size", "Game Type", "**Chapter Selector**")
"""What the data asks of every 40K roster before its units (not units: no role)."""


def new_army(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    name: str,
    limit: int,
    force: str = UNBOUND,
) -> OtherGameWindow:
    """File › New Roster: 40K, the Ultramarines, *force*, a points limit."""
    from listbuilder.gui.other_game_new import GameChoiceDialog

    def pick(dialog: GameChoiceDialog) -> int:
        added = registry.find_added("Warhammer 40,000 9th Edition")
        assert added is not None
        dialog.choose_game(added.id)
        dialog.choose(ULTRAMARINES, force)
        assert dialog.force.currentText() == force
        dialog.name.setText(name)
        dialog.limit.setValue(limit)
        return int(GameChoiceDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", pick)
    window.new_roster()
    other = other_windows[-1]
    assert other.document.roster.name == name
    return other


def add_units(other: OtherGameWindow, *names: str, force: str = "forces[0]") -> None:
    for name in names:
        assert other.select_path(force)
        assert other.add_entry(name), (name, browser_names(other))


def browser_names(other: OtherGameWindow) -> list[str]:
    from listbuilder.gui.other_game_window import child_items, top_items

    return [item.text(0) for group in top_items(other.browser) for item in child_items(group)]


def take_what_the_data_asks(other: OtherGameWindow) -> None:
    """Answer the data's "X: at least N" and "X: at most N" on a unit through its options,
    as a player does: one more of the option named, or an option of the group named not
    tried yet; one fewer of an option the data now refuses (a weapon another replaces)."""
    tried: set[tuple[str, str]] = set()
    for _ in range(60):
        result = other.result
        assert result is not None
        wanted = [
            f
            for f in result.findings
            if f.code in ("bs-min", "bs-max") and ".selections[" in f.path
        ]
        if not wanted:
            return
        finding = wanted[0]
        name = str(finding.params.get("name", ""))
        unit = other.unit_node(other.node_at(finding.path))
        assert unit is not None and other.select_path(unit.path)
        taken = dict(other.option_names())
        if finding.code == "bs-max":
            assert taken.get(name), (finding.path, name)
            tried.add((unit.path, name))
            assert other.step_option(name, -1)
            continue
        if name in taken and (unit.path, name) not in tried:
            tried.add((unit.path, name))
            assert other.step_option(name, 1), name
            continue
        members = group_members(other, unit.path, name)
        free = [m for m in members if not taken.get(m) and (unit.path, m) not in tried]
        assert free, (finding.path, name, members)
        tried.add((unit.path, free[0]))
        assert other.step_option(free[0], 1)
    raise AssertionError("the data kept asking")


def group_members(other: OtherGameWindow, path: str, name: str) -> list[str]:
    """The options inside the group named *name* of the unit at *path*, nested groups too."""
    node = other.node_at(path)
    assert node is not None and node.catalogue is not None
    data, cat = other.document.data, node.catalogue
    groups = [t for _e, t in getattr(other, "_groups", {}).values() if t.name == name]
    found: list[str] = []
    stack = [entry for group in groups for entry in reversed(group.entries)]
    while stack:
        entry = stack.pop()
        target = data.resolve(cat, entry) if entry.kind == "link" else entry
        if target is None:
            continue
        if target.kind == "group":
            stack.extend(reversed(target.entries))
        else:
            found.append(entry.name or target.name)
    return found


def codes(other: OtherGameWindow) -> set[str]:
    return {code for code in other.findings.codes() if code.startswith("mh-")}


def messages(other: OtherGameWindow, code: str) -> list[str]:
    return [
        message
        for found, message in zip(other.findings.codes(), other.findings.messages(), strict=True)
        if found == code
    ]


BRACKETS = {
    # HQ 1-2 (1 per datasheet), Troops 2-4 (2), a Land Raider in Heavy Support
    "1-1000": (1000, ("Captain", "Intercessor Squad", "Intercessor Squad", "Land Raider")),
    # HQ 2-4 (1), Troops 4-6 (2), Elites, Heavy Support (1 each), a Flyer, a Dedicated
    # Transport an INFANTRY unit brings
    "1001-2000": (
        2000,
        (
            *("Captain", "Librarian", "Techmarine"),
            *("Intercessor Squad", "Intercessor Squad", "Tactical Squad", "Tactical Squad"),
            *("Redemptor Dreadnought", "Reiver Squad", "Land Raider", "Predator"),
            *("Stormtalon Gunship", "Rhino"),
        ),
    ),
    # HQ 3-6 (2), Troops 6-8 (4): two Captains (one identity), two MACHINE SPIRITs, two
    # CORE Elites, two Flyers, a Fortification
    "2001-3000": (
        3000,
        (
            *("Captain", "Captain in Phobos Armour", "Librarian", "Techmarine"),
            *("Intercessor Squad",) * 4,
            *("Tactical Squad",) * 2,
            *("Redemptor Dreadnought", "Bladeguard Veteran Squad"),
            *("Land Raider", "Repulsor", "Predator", "Kratos"),
            *("Stormtalon Gunship", "Stormraven Gunship", "Hammerfall Bunker"),
        ),
    ),
    # HQ 4-8 (2), Troops 8-10 (4), two Dedicated Transports
    "3001-4000": (
        4000,
        (
            *("Captain", "Captain in Phobos Armour", "Librarian", "Techmarine", "Uriel Ventris"),
            *("Intercessor Squad",) * 4,
            *("Tactical Squad",) * 4,
            *("Redemptor Dreadnought", "Bladeguard Veteran Squad", "Reiver Squad"),
            *("Land Raider", "Repulsor", "Predator", "Kratos", "Firestrike Servo-Turrets"),
            *("Stormtalon Gunship", "Stormraven Gunship", "Hammerfall Bunker"),
            *("Rhino", "Rhino"),
        ),
    ),
}
ROLES = {"1-1000": (1, 2), "1001-2000": (2, 4), "2001-3000": (3, 6), "3001-4000": (4, 8)}
"""HQ's min and max in each bracket; the bracket's number of detachments is its index + 1."""


def build(
    window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    band: str,
    *,
    declare: bool,
) -> OtherGameWindow:
    """A Mac Hammer army of the bracket *band*, built in the window, legal."""
    size, units = BRACKETS[band]
    other = new_army(window, monkeypatch, other_windows, f"Mac Hammer {band}", size)
    add_units(other, *NEEDED, *units)
    choose(other.pack_box, "mac-hammer")
    take_what_the_data_asks(other)
    pick_unit(other.pack_panel.warlord, "Captain")
    rhinos = units.count("Rhino")
    for index in range(rhinos):  # each brought by a Tactical Squad (MH-7)
        select_unit(other, "Tactical Squad", index)
        pick_unit(other.unit_choices.transport, "Rhino" if rhinos == 1 else f"Rhino #{index + 1}")
    if declare:
        other.pack_panel.game_size.setValue(size)
        other.pack_panel.game_size.editingFinished.emit()
    return other


@needs_shared
@pytest.mark.parametrize(
    ("band", "declare"),
    [("1-1000", True), ("1001-2000", True), ("2001-3000", False), ("3001-4000", False)],
)
def test_a_mac_hammer_army_of_each_bracket_is_built_legal_in_the_window(
    window: MainWindow,
    game: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    band: str,
    declare: bool,
) -> None:
    other = build(window, monkeypatch, other_windows, band, declare=declare)
    assert other.findings.codes() == [], other.findings.messages()
    assert other.result is not None and other.result.legal
    assert other.totals_text().endswith("Legal")
    rows = other.pack_panel.figure_rows()
    assert rows[0][:2] == ["Bracket", band]
    size = BRACKETS[band][0]
    points = other.result.figures.points  # grouped as every figure (2,575 / 2 575)
    assert rows[0][2] == (f"{size:,} pts declared" if declare else f"{points:,.0f} pts")
    assert other.pack_panel.over_rows() == []
    roles = {row[0].strip(): row[1:] for row in rows if row[0].startswith("  ")}
    low, high = ROLES[band]
    assert roles["HQ"][1] == f"{low} to {high}"
    names = BRACKETS[band][1]
    troops = names.count("Intercessor Squad") + names.count("Tactical Squad")
    assert roles["Troops"][0] == str(troops)
    assert rows[[r[0] for r in rows].index("Detachments")][1:] == [
        "1",
        str(list(ROLES).index(band) + 1),
    ]
    rhinos = names.count("Rhino")
    if rhinos:  # each Tactical Squad brings its own (MH-7)
        assert ["Assigned transports", str(rhinos), ""] in rows
        assert ["  Tactical Squad", "Rhino", ""] in rows


@needs_shared
def test_each_mac_hammer_rule_broken_once_in_the_window_is_named_and_undone(
    window: MainWindow,
    game: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
) -> None:
    """A legal 1001-2000 army (declared 2000), each MH rule broken by the player's own
    edits, its finding named in the findings pane, then undone back to legal."""
    other = build(window, monkeypatch, other_windows, "1001-2000", declare=True)
    assert other.findings.codes() == []

    def broken(code: str, said: str) -> None:
        assert codes(other) == {code}, other.findings.messages()
        assert any(said in text for text in messages(other, code)), messages(other, code)

    def undone(edits: int) -> None:
        for _ in range(edits):
            assert other.undo()
        assert other.findings.codes() == [], other.findings.messages()

    def deploy(name: str, where: str, index: int = 0) -> None:
        select_unit(other, name, index)
        choose(other.unit_choices.deploy, where)

    panel = other.pack_panel
    panel.game_size.setValue(5000)  # MH-1: no bracket above 4,000 pts
    panel.game_size.editingFinished.emit()
    broken("mh-1", "5,000 pts is in no bracket")
    assert panel.figure_rows()[0][:2] == ["Bracket", "none"]
    assert panel.over_rows() == ["Bracket"]
    undone(1)
    # MH-2: the assigned transport of a unit in another detachment
    cat = next(c for c in other.document.data.catalogues if c.name == ULTRAMARINES)
    force = next(e.id for e in _force_entries(other, cat.id) if e.name == UNBOUND)
    assert other.add_force(cat.id, force)
    add_units(other, "Rhino", force="forces[1]")
    select_unit(other, "Tactical Squad", 1)
    pick_unit(other.unit_choices.transport, "Rhino #2")
    broken("mh-2", "is the assigned transport of Tactical Squad, in another detachment")
    undone(3)
    select_unit(other, "Land Raider")  # MH-3: an Unaligned fortification in its place
    assert other.delete_selected()
    add_units(other, "Castellum Stronghold")
    broken("mh-3", "its units share no faction keyword")
    undone(2)
    assert other.add_force(cat.id, force) and other.add_force(cat.id, force)  # MH-4
    broken("mh-4", "3 detachments; at most 2 at 1001-2000 pts")
    undone(2)
    select_unit(other, "Tactical Squad", 1)  # MH-5: three Troops where 4 are the least
    assert other.delete_selected()
    broken("mh-5", "Troops: at least 4 at 1001-2000 pts (3 now)")
    undone(1)
    add_units(other, "Predator")  # MH-6: one Predator at 1001-2000
    broken("mh-6", "at most 1 of one datasheet (2 now)")
    undone(1)
    # MH-6x: every other Dedicated Transport used (a Scout Squad brings the Land Speeder
    # Storm), a third SMOKESCREEN transport is over its cap of 2: a warning, still legal
    add_units(other, "Scout Squad", "Impulsor", "Drop Pod", "Land Speeder Storm", "Razorback")
    add_units(other, "Rhino")
    broken("mh-6x", "allowed because every other Dedicated Transport datasheet is used")
    assert other.result is not None and other.result.legal
    assert [row for row in panel.figure_rows() if "reuse unlocked" in row[2]]
    undone(6)
    select_unit(other, "Tactical Squad", 1)  # MH-7: a Land Raider is no Dedicated Transport
    pick_unit(other.unit_choices.transport, "Land Raider")
    broken("mh-7", "Land Raider is not a Dedicated Transport")
    undone(1)
    select_unit(other, "Intercessor Squad")  # MH-8: four Intercessors
    assert other.step_option("Intercessor", -1)
    broken("mh-8", "4 models, under its datasheet's minimum of 5")
    undone(1)
    pick_unit(panel.warlord, "Intercessor Squad #1")  # MH-9
    broken("mh-9", "Intercessor Squad is not a single-model unit")
    undone(1)
    add_units(other, "Inceptor Squad")  # MH-10: it may come as reinforcements
    deploy("Inceptor Squad", "reserves")
    broken("mh-10", "Inceptor Squad may arrive as reinforcements")
    undone(2)
    for name in ("Predator", "Stormtalon Gunship", "Reiver Squad"):  # MH-11: 2 at 2000 pts
        deploy(name, "reserves")
    broken("mh-11", "3 units in reserves; at most 2")
    assert "Units in reserves" in panel.over_rows()
    undone(3)
    # MH-12: 1,060 pts off the table where 1,000 are allowed
    deploy("Land Raider", "reserves")
    deploy("Redemptor Dreadnought", "reserves")
    for name, index in (
        *(("Stormtalon Gunship", 0), ("Predator", 0), ("Reiver Squad", 0)),
        *(("Intercessor Squad", 0), ("Intercessor Squad", 1), ("Tactical Squad", 1)),
    ):
        deploy(name, "reinforcements", index)
    broken("mh-12", "1,060 pts in reinforcements and reserves; at most 1,000 pts")
    undone(8)
    panel.stratagem.setText("Hero of the Chapter, Exemplar of the Chapter")  # MH-13
    panel.stratagem.editingFinished.emit()
    broken("mh-13", "2 stratagems before the first turn")
    undone(1)
    select_unit(other, "Reiver Squad")  # MH-14: it goes with its Captain
    pick_unit(other.unit_choices.joins, "Captain")
    assert codes(other) == set()
    deploy("Reiver Squad", "reserves")
    broken("mh-14", "Reiver Squad accompanies Captain but is not deployed with it")
    undone(2)


def _force_entries(other: OtherGameWindow, catalogue_id: str) -> list[object]:
    from listbuilder.gui.other_game_new import force_entries

    data = other.document.data
    cat = data.catalogue(catalogue_id)
    assert cat is not None
    return list(force_entries(data, cat))


def pdf_text(path: Path) -> str:
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        return "\n".join(page.extract_text() or "" for page in pdf.pages)


def shown(other: OtherGameWindow) -> tuple[object, ...]:
    """What the window shows of a roster's pack: its pack, findings, totals and figures,
    and each unit's choices, by unit (paths and names do not change in a round trip)."""
    per_unit = []
    for path, label in other.unit_paths():
        assert other.select_path(path)
        box = other.unit_choices
        per_unit.append(
            (
                label,
                box.deploy.currentData(),
                box.transport.currentText(),
                box.joins.currentText(),
            )
        )
    return (
        other.pack_box.currentData(),
        other.findings.codes(),
        other.totals_text(),
        other.pack_panel.figure_rows(),
        other.pack_panel.warlord.currentText(),
        other.pack_panel.game_size.value(),
        other.pack_panel.stratagem.text(),
        per_unit,
    )


@needs_shared
def test_a_mac_hammer_army_prints_and_round_trips_through_rosz_and_a_share_code(
    window: MainWindow,
    game: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    tmp_path: Path,
) -> None:
    other = build(window, monkeypatch, other_windows, "1001-2000", declare=True)
    select_unit(other, "Stormtalon Gunship")
    choose(other.unit_choices.deploy, "reserves")
    select_unit(other, "Reiver Squad")
    pick_unit(other.unit_choices.joins, "Captain")
    other.pack_panel.stratagem.setText("Hero of the Chapter")
    other.pack_panel.stratagem.editingFinished.emit()
    assert other.findings.codes() == [] and other.totals_text().endswith("Legal")
    before = shown(other)
    assert before[4] == "Captain" and before[5] == 2000
    units = before[7]
    assert isinstance(units, list)
    assert ("Tactical Squad #1", "table", "Rhino", "None") in units
    assert ("Reiver Squad", "table", "None", "Captain") in units
    assert ("Stormtalon Gunship", "reserves", "None", "None") in units
    # printed: the pack's figures with the player's choices, read back
    pdf = tmp_path / "army.pdf"
    assert other.print_to(pdf)
    text = pdf_text(pdf)
    assert "Mac Hammer 40K: figures" in text
    assert "Warlord: Captain" in text
    assert "Pre-game stratagem: Hero of the Chapter" in text
    # saved as .rosz (BattleScribe's file), opened again: the same, choices and all
    rosz = tmp_path / "army.rosz"
    assert other.save_to(rosz)
    other.close()
    assert window.open_path(rosz)
    again = other_windows[-1]
    assert again is not other and again.document.path == rosz
    assert shown(again) == before
    # a share code, in a text file, opened again: the same
    code = again.copy_as("code")
    assert code.startswith("BSR1:")
    again.close()
    chat = tmp_path / "chat.txt"
    chat.write_text(f"My list for Saturday:\n{code}\n", encoding="utf-8")
    assert window.open_path(chat)
    third = other_windows[-1]
    assert shown(third) == before


# --- Only War over the same data, and a Battlefleet Gothic fleet ---------------------------


def pack_context(other: OtherGameWindow) -> object:
    """The pack's view of the roster, built apart from the window's (for its figures)."""
    from listbuilder.systems.battlescribe.checks import make_context
    from listbuilder.systems.battlescribe.packs.api import PackContext

    document = other.document
    ctx, _ = make_context(document.data, document.roster)
    return PackContext(document.data, document.roster, ctx)


@needs_shared
def test_an_only_war_roster_is_built_checked_printed_and_kept_in_the_window(
    window: MainWindow,
    game: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    tmp_path: Path,
) -> None:
    from listbuilder.systems.battlescribe.packs.only_war import mission_figures

    other = new_army(window, monkeypatch, other_windows, "Only War", 1000, "Patrol Detachment -2CP")
    add_units(other, *NEEDED, "Detachment Command Cost", "Captain")
    add_units(other, "Intercessor Squad", "Intercessor Squad", "Tactical Squad", "Rhino")
    choose(other.pack_box, "only-war")
    take_what_the_data_asks(other)
    assert other.findings.codes() == ["40k-4"]  # 40K-4: no Warlord yet, an error
    assert other.result is not None and not other.result.legal
    pick_unit(other.pack_panel.warlord, "Captain")
    select_unit(other, "Tactical Squad")
    assert other.unit_choices.form.isRowVisible(other.unit_choices.embarked)
    assert not other.unit_choices.form.isRowVisible(other.unit_choices.deploy)
    pick_unit(other.unit_choices.embarked, "Rhino")
    assert other.findings.codes() == [] and other.result.legal
    other.pack_panel.opponent_pl.setValue(60)
    other.pack_panel.opponent_pl.editingFinished.emit()
    figures = mission_figures(pack_context(other))  # type: ignore[arg-type]
    rows = {row[0]: row[1] for row in other.pack_panel.figure_rows()}
    assert rows["Power Level"] == str(int(figures.power_level))
    assert figures.outsider == "me" and rows["Outsider"] == "this army"
    assert rows["Command re-rolls"] == str(figures.command_rerolls) != "0"
    # 40K-3 and 40K-2: one under-strength Intercessor Squad is allowed, not two (warnings)
    for index in (0, 1):
        select_unit(other, "Intercessor Squad", index)
        assert other.step_option("Intercessor", -1)
    found = dict(zip(other.findings.codes(), other.findings.messages(), strict=True))
    assert "is under strength (4 of 5 models)" in found["40k-3"]
    assert "only one such unit per datasheet" in found["40k-2"]
    assert other.undo() and other.undo()
    select_unit(other, "Intercessor Squad")  # 40K-6: no PRIMARIS model in a Rhino
    pick_unit(other.unit_choices.embarked, "Rhino")
    assert [
        m
        for c, m in zip(other.findings.codes(), other.findings.messages(), strict=True)
        if c == "40k-6"
    ] == ["Intercessor Squad cannot embark on Rhino (its transport capacity)"]
    assert other.undo() and other.findings.codes() == []
    pdf = tmp_path / "only-war.pdf"
    assert other.print_to(pdf)
    text = pdf_text(pdf)
    assert "Only War: mission reference" in text
    assert f"Army Power Level: {int(figures.power_level)}" in text
    assert "the Outsider (this army) gets" in text
    before = shown(other)
    rosz = tmp_path / "only-war.rosz"
    assert other.save_to(rosz)
    other.close()
    assert window.open_path(rosz)
    again = other_windows[-1]
    assert shown(again) == before
    assert again.pack_panel.opponent_pl.value() == 60


@pytest.fixture(scope="module")
def fleet_data(wh40k: Path) -> Path:
    source = SHARED / "battlescribe" / "battlefleet-gothic"
    if not source.is_dir():
        pytest.skip(f"{source} is not present")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("LISTBUILDER_DATA_DIR", str(wh40k / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(wh40k / "cache"))
        registry.add_data(source)
    return wh40k


@needs_shared
def test_a_bfg_fleet_is_built_in_squadrons_with_leadership_in_the_window(
    window: MainWindow,
    fleet_data: Path,
    game: Path,
    monkeypatch: pytest.MonkeyPatch,
    other_windows: list[OtherGameWindow],
    tmp_path: Path,
) -> None:
    from listbuilder.gui.other_game_new import GameChoiceDialog
    from listbuilder.systems.battlescribe.packs.bfg import fleet_sheet

    def pick(dialog: GameChoiceDialog) -> int:
        added = registry.find_added("Battlefleet Gothic")
        assert added is not None
        dialog.choose_game(added.id)
        dialog.choose("Imperial Navy", "Gothic Sector")
        dialog.name.setText("Gothic patrol")
        dialog.limit.setValue(1500)
        return int(GameChoiceDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", pick)
    window.new_roster()
    other = other_windows[-1]
    assert other.pack_box.currentData() == ""  # a roster says its pack: none yet
    add_units(other, "Fleet Commander", "Lunar Class Cruiser", "Gothic Class Cruiser")
    add_units(other, "Dominator Class Cruiser", "Emperor Class Battleship")
    choose(other.pack_box, "bfg")
    assert other.findings.codes() == []

    def squadron(name: str, ship: str, ld: str = "") -> None:
        select_unit(other, ship)
        line = other.unit_choices.squadron.lineEdit()
        assert line is not None
        line.setText(name)
        line.editingFinished.emit()
        if ld:
            choose(other.unit_choices.ld, ld)

    squadron("Alpha", "Lunar Class Cruiser", "8")
    squadron("Alpha", "Gothic Class Cruiser", "7")
    squadron("Alpha", "Dominator Class Cruiser")
    select_unit(other, "Emperor Class Battleship")
    choose(other.unit_choices.ld, "9")
    assert other.findings.codes() == [] and other.totals_text().endswith("Legal")
    sheet = fleet_sheet(pack_context(other))  # type: ignore[arg-type]
    rows = other.pack_panel.figure_rows()
    alpha = next(s for s in sheet.squadrons if s.name == "Alpha")
    assert rows[0] == ["Squadron Alpha (cruiser)", "3", f"highest Ld {alpha.highest_leadership}"]
    assert alpha.highest_leadership == 8
    emperor = next(s for s in sheet.squadrons if not s.name).ships[0]
    assert [
        "  Emperor Class Battleship (battleship)",
        "Ld 9",
        f"{emperor.structure} structure, crippled at {emperor.crippled_at}",
    ] in rows
    # BFG-2: a battleship in a squadron of cruisers; BFG-3: a ship in two squadrons, and
    # the Fleet Commander (no ship) in one; BFG-5: a Leadership typed in the notes
    squadron("Alpha", "Emperor Class Battleship")
    assert other.findings.codes() == ["bfg-2"]
    assert "squadron Alpha mixes battleship, cruiser" in other.findings.messages()[0]
    assert other.undo()
    squadron("Alpha, Beta", "Emperor Class Battleship")
    squadron("Beta", "Fleet Commander")
    assert sorted(other.findings.codes()) == ["bfg-3", "bfg-3"]
    assert other.undo() and other.undo() and other.findings.codes() == []
    select_unit(other, "Gothic Class Cruiser")
    assert other.set_notes("listbuilder: squadron=Alpha; ld=11")
    assert other.findings.codes() == ["bfg-5"]
    assert other.undo()
    # BFG-1: seven ships in one squadron
    for _ in range(4):
        add_units(other, "Dauntless Class Light Cruiser")
    for index in range(4):
        select_unit(other, "Dauntless Class Light Cruiser", index)
        line = other.unit_choices.squadron.lineEdit()
        assert line is not None
        line.setText("Alpha")
        line.editingFinished.emit()
    assert other.findings.codes() == ["bfg-1"]
    assert "squadron Alpha: 7 ships; at most 6" in other.findings.messages()[0]
    assert "Squadron Alpha (cruiser)" in other.pack_panel.over_rows()
    for _ in range(8):
        assert other.undo()
    assert other.findings.codes() == []
    pdf = tmp_path / "fleet.pdf"
    assert other.print_to(pdf)
    text = pdf_text(pdf)
    assert "Fleet sheet" in text, text
    assert "Squadron Alpha: 3 ships, Cruiser, highest Ld 8" in text, text
    before = shown(other)
    code = other.copy_as("code")
    other.document.modified = False  # closed without asking: the code keeps it
    other.close()
    chat = tmp_path / "fleet.txt"
    chat.write_text(code, encoding="utf-8")
    assert window.open_path(chat)
    again = other_windows[-1]
    assert shown(again) == before
    select_unit(again, "Lunar Class Cruiser")
    assert again.unit_choices.squadron.currentText() == "Alpha"
    assert again.unit_choices.ld.currentData() == "8"


def test_a_warlord_named_by_one_of_a_unit_s_models_shows_as_that_unit(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow]
) -> None:
    """A roster written elsewhere may name the Warlord by a model's selection (``s2-t``)."""
    path = skirmish / "warlord.ros"
    path.write_text(
        samples.roster(samples.LEGAL).replace(
            "</roster>",
            "<customNotes>listbuilder: rules=only-war; warlord=s2-t</customNotes></roster>",
        ),
        encoding="utf-8",
    )
    assert window.open_path(path)
    (other,) = other_windows
    assert other.pack_box.currentData() == "only-war"
    assert other.pack_panel.warlord.currentText() == "Squad #2"
    assert "40k-4" not in other.findings.codes()


def test_a_unit_s_deployment_is_chosen_and_undone_by_keyboard(
    window: MainWindow, skirmish: Path, other_windows: list[OtherGameWindow], qtbot: QtBot
) -> None:
    from PySide6.QtCore import Qt

    from listbuilder.systems.battlescribe.packs.settings import read_settings

    _skirmish_window(window, skirmish, other_windows)
    (other,) = other_windows
    with qtbot.waitActive(other):
        other.show()
        other.activateWindow()
    choose(other.pack_box, "mac-hammer")
    squad = other.node_at(select_unit(other, "Squad"))
    assert squad is not None and squad.selection is not None
    squad_id = squad.selection.id
    other.unit_choices.deploy.setFocus()
    qtbot.keyClick(other.unit_choices.deploy, Qt.Key.Key_Down)
    assert read_settings(other.document.roster).deployment(squad_id) == "reinforcements"
    assert other.document.undo_stack
    qtbot.keyClick(other.unit_choices.deploy, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert read_settings(other.document.roster).deployment(squad_id) == "table"
    assert other.unit_choices.deploy.currentData() == "table"
