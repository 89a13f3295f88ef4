"""Battlefleet Gothic's pack (seed 003, ruling 23) over its data: a legal fleet, each BFG
rule broken once, and the fleet sheet's figures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
from listbuilder.systems.battlescribe.checks import make_context
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Entry
from listbuilder.systems.battlescribe.packs.api import PackContext
from listbuilder.systems.battlescribe.packs.bfg import fleet_sheet
from listbuilder.systems.battlescribe.packs.settings import set_unit_choice
from listbuilder.systems.battlescribe.roster import OtherRoster, Selection
from listbuilder.systems.battlescribe.validation import check_other_roster
from tests.conftest import SHARED, needs_shared

BFG = SHARED / "battlescribe" / "battlefleet-gothic"

pytestmark = [needs_shared, pytest.mark.skipif(not BFG.is_dir(), reason=f"{BFG} is not present")]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameData]:
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("bfg-pack")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        yield registry.load_game_data(registry.add_data(BFG))


class Fleet:
    def __init__(self, data: GameData, *ships: str) -> None:
        self.data = data
        self.navy = next(c for c in data.catalogues if c.name == "Imperial Navy")
        gothic = next(f for f in self.navy.forces if f.name == "Gothic Sector")
        self.roster: OtherRoster = new_roster(data, "Fleet", {"points": 3000})
        self.force = add_force(self.roster, data, self.navy.id, gothic.id)
        self.roots = {entry.name: entry for entry in data.root_entries(self.navy)}
        self.ships = [self.add(name) for name in ships]

    def add(self, name: str) -> Selection:
        return add_entry(self.data, self.navy, self.force.selections, self.roots[name])

    def path(self, ship: Selection) -> str:
        return f"forces[0].selections[{self.force.selections.index(ship)}]"

    def findings(self) -> list[tuple[str, str]]:
        result = check_other_roster(self.roster, self.data, "bfg")
        return [(f.code, f.path) for f in result.findings if f.code.startswith("bfg-")]

    def context(self) -> PackContext:
        ctx, _ = make_context(self.data, self.roster)
        return PackContext(self.data, self.roster, ctx)


LEGAL = ("Emperor Class Battleship", *["Lunar Class Cruiser"] * 3)


def test_a_fleet_with_squadrons_and_rolled_leadership_is_legal(data: GameData) -> None:
    fleet = Fleet(data, *LEGAL, "Fleet Commander")  # the data asks for one (bs-min otherwise)
    for ship in fleet.ships[1:3]:
        set_unit_choice(ship, "squadron", "Alpha")
    set_unit_choice(fleet.ships[0], "ld", "9")
    set_unit_choice(fleet.ships[1], "ld", "6")
    assert fleet.findings() == []
    assert check_other_roster(fleet.roster, data, "bfg").legal


def test_bfg_1_at_most_six_ships_in_a_squadron(data: GameData) -> None:
    fleet = Fleet(data, *["Lunar Class Cruiser"] * 7)
    for ship in fleet.ships:
        set_unit_choice(ship, "squadron", "Wall")
    assert fleet.findings() == [("bfg-1", fleet.path(fleet.ships[6]))]
    set_unit_choice(fleet.ships[6], "squadron", "")
    assert fleet.findings() == []


def test_bfg_1_counts_the_escorts_of_the_data_s_own_squadron(data: GameData) -> None:
    fleet = Fleet(data)
    squadron = fleet.add("Escort Squadron")
    group = data.resolve(fleet.navy, fleet.roots["Escort Squadron"])
    assert group is not None
    escorts = next(e for e in group.entries if e.name == "Escorts")
    sword = next(e for e in escorts.entries if isinstance(e, Entry) and e.name.startswith("Sword"))
    add_entry(data, fleet.navy, squadron.selections, sword, number=6, group_id=escorts.id)
    assert fleet.findings() == []
    add_entry(data, fleet.navy, squadron.selections, sword, group_id=escorts.id)
    assert fleet.findings() == [("bfg-1", fleet.path(squadron))]


def test_bfg_2_one_type_per_squadron_classes_mixed(data: GameData) -> None:
    fleet = Fleet(data, *LEGAL, "Dominator Class Cruiser")
    for ship in fleet.ships[1:]:
        set_unit_choice(ship, "squadron", "Line")  # Lunar and Dominator: both cruisers
    assert fleet.findings() == []
    set_unit_choice(fleet.ships[0], "squadron", "Line")
    assert fleet.findings() == [("bfg-2", fleet.path(fleet.ships[0]))]


def test_bfg_3_a_ship_in_at_most_one_squadron(data: GameData) -> None:
    fleet = Fleet(data, *LEGAL)
    set_unit_choice(fleet.ships[1], "squadron", "Alpha, Beta")
    assert fleet.findings() == [("bfg-3", fleet.path(fleet.ships[1]))]


def test_bfg_4_defences_have_a_fixed_leadership_of_7(data: GameData) -> None:
    fleet = Fleet(data, *LEGAL)
    platform = fleet.ships[3]
    for profile in platform.profiles:  # a defence, as a roster file may say it
        for characteristic in profile.characteristics:
            if characteristic[0] == "Type":
                characteristic[2] = "Defence"
    set_unit_choice(platform, "ld", "7")
    assert fleet.findings() == []
    set_unit_choice(platform, "ld", "8")
    assert fleet.findings() == [("bfg-4", fleet.path(platform))]
    sheet = fleet_sheet(fleet.context())
    assert sheet.ships_by_type == {"battleship": 1, "cruiser": 2, "defence": 1}


@pytest.mark.parametrize(("ld", "found"), [("5", True), ("10", True), ("6", False), ("9", False)])
def test_bfg_5_leadership_6_to_9_or_not_rolled(data: GameData, ld: str, found: bool) -> None:
    fleet = Fleet(data, *LEGAL)
    set_unit_choice(fleet.ships[2], "ld", ld)
    assert fleet.findings() == ([("bfg-5", fleet.path(fleet.ships[2]))] if found else [])


def test_bfg_5_reads_the_data_s_own_leadership_option(data: GameData) -> None:
    fleet = Fleet(data)
    squadron = fleet.add("Escort Squadron")
    group = data.resolve(fleet.navy, fleet.roots["Escort Squadron"])
    assert group is not None
    link = next(e for e in group.entries if e.name == "Leadership")
    options = data.resolve(fleet.navy, link)
    assert options is not None
    five = next(e for e in options.entries if e.name.split() == ["Ldr", "5"])
    add_entry(data, fleet.navy, squadron.selections, five, group_id=link.id)
    assert fleet.findings() == [("bfg-5", fleet.path(squadron))]


def test_the_fleet_sheet_by_squadron(data: GameData) -> None:
    fleet = Fleet(data, *LEGAL)
    for ship in fleet.ships[1:3]:
        set_unit_choice(ship, "squadron", "Alpha")
    set_unit_choice(fleet.ships[1], "ld", "7")
    set_unit_choice(fleet.ships[2], "ld", "8")
    sheet = fleet_sheet(fleet.context())
    alpha, lone = sheet.squadrons
    assert (alpha.name, alpha.type, len(alpha.ships), alpha.highest_leadership) == (
        "Alpha", "cruiser", 2, 8,
    )  # fmt: skip
    assert [ship.grade for ship in alpha.ships] == ["experienced", "veteran"]
    assert lone.name == "" and [s.type for s in lone.ships] == ["battleship", "cruiser"]
    emperor = lone.ships[0]
    assert (emperor.structure, emperor.crippled_at, emperor.leadership) == (12, 6, None)
    assert (alpha.ships[0].structure, alpha.ships[0].crippled_at) == (8, 4)
    assert sheet.total_structure == 12 + 3 * 8


def test_bfg_2_names_the_ship_types_in_the_reader_s_language(data: GameData) -> None:
    fleet = Fleet(data, *LEGAL, "Dominator Class Cruiser")
    for ship in fleet.ships:
        set_unit_choice(ship, "squadron", "Line")
    result = check_other_roster(fleet.roster, data, "bfg")
    mixed = next(f for f in result.findings if f.code == "bfg-2")
    assert "mixes battleship, cruiser:" in mixed.message("en")
    assert "mélange cuirassé, croiseur :" in mixed.message("fr")
