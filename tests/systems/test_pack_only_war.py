"""40K Only War (seed 001, ruling 22) over 40K 9th edition's data: warnings, except exactly
one Warlord; the Outsider's command re-rolls from both Power Levels."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.packs.only_war import mission_figures
from listbuilder.systems.battlescribe.packs.settings import refer, set_roster_choice
from listbuilder.systems.battlescribe.validation import check_other_roster
from tests.conftest import SHARED, needs_shared
from tests.systems.army40k import Army

WH40K = SHARED / "battlescribe" / "wh40k-9e"

pytestmark = [
    needs_shared,
    pytest.mark.skipif(not WH40K.is_dir(), reason=f"{WH40K} is not present"),
]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameData]:
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("wh40k-ow")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        yield registry.load_game_data(registry.add_data(WH40K))


def found(army: Army) -> list[tuple[str, str, str]]:
    result = check_other_roster(army.roster, army.data, "only-war")
    return [(f.code, f.severity.value, f.path) for f in result.findings if f.code.startswith("40k")]


def test_an_only_war_army_is_clean(data: GameData) -> None:
    army = Army(data, "Captain", "Intercessor Squad", "Tactical Squad", "Rhino", "Land Raider")
    refer(army.roster, army.unit("Tactical Squad"), "embarked", army.unit("Rhino"))
    assert found(army) == []


def test_40k_4_exactly_one_warlord_is_an_error(data: GameData) -> None:
    army = Army(data, "Captain", "Intercessor Squad")
    refer(army.roster, None, "warlord", None)
    assert found(army) == [("40k-4", "error", "")]
    assert not check_other_roster(army.roster, data, "only-war").legal


def test_40k_2_and_3_one_under_strength_unit_per_datasheet(data: GameData) -> None:
    army = Army(data, "Captain", "Intercessor Squad", "Intercessor Squad")
    for index in (0, 1):
        squad = army.unit("Intercessor Squad", index)
        next(s for s in squad.selections if s.name == "Intercessor").number = 2
    assert sorted(found(army)) == [
        ("40k-2", "warning", army.path("Intercessor Squad", 1)),
        ("40k-3", "warning", army.path("Intercessor Squad", 0)),
    ]
    result = check_other_roster(army.roster, data, "only-war")
    data_minimums = [(f.severity.value, f.path) for f in result.findings if f.code == "bs-min"]
    assert ("warning", army.path("Intercessor Squad", 0)) in data_minimums  # 40K-3 allows it
    assert ("error", army.path("Intercessor Squad", 1)) in data_minimums
    squad = army.unit("Intercessor Squad", 1)
    next(s for s in squad.selections if s.name == "Intercessor").number = 4
    first = army.path("Intercessor Squad", 0)

    def errors(pack: str | None) -> list[str]:
        result = check_other_roster(army.roster, data, pack)
        return [f.code for f in result.errors if f.path.startswith(first)]

    assert errors("only-war") == []  # one under-strength unit is allowed
    assert errors(None) == ["bs-min"]  # the data alone refuses it


def test_40k_5_a_trait_only_for_a_character_warlord(data: GameData) -> None:
    army = Army(data, "Captain", "Land Raider")
    refer(army.roster, None, "warlord", army.unit("Land Raider"))
    army.unit("Land Raider").selections.append(
        type(army.unit("Land Raider"))(
            id="trait", name="Warlord Trait: Legendary Fighter", entry_id="none"
        )
    )
    assert ("40k-5", "warning", army.path("Land Raider")) in found(army)


def test_40k_6_embarked_units_within_the_capacity(data: GameData) -> None:
    army = Army(data, "Captain", "Intercessor Squad", "Tactical Squad", "Tactical Squad", "Rhino")
    refer(army.roster, army.unit("Intercessor Squad"), "embarked", army.unit("Rhino"))
    assert found(army) == [("40k-6", "warning", army.path("Intercessor Squad"))]  # PRIMARIS
    refer(army.roster, army.unit("Intercessor Squad"), "embarked", None)
    refer(army.roster, army.unit("Tactical Squad"), "embarked", army.unit("Rhino"))
    refer(army.roster, army.unit("Tactical Squad", 1), "embarked", army.unit("Rhino"))
    refer(army.roster, army.unit("Captain"), "embarked", army.unit("Rhino"))
    assert found(army) == [("40k-6", "warning", army.path("Rhino"))]  # 11 models of 10


def test_the_outsider_and_its_command_rerolls(data: GameData) -> None:
    army = Army(data, "Captain", "Intercessor Squad", "Land Raider")
    figures = mission_figures(army.context())
    assert figures.power_level == 5 + 5 + 14 and figures.outsider == ""
    set_roster_choice(army.roster, "opponent-pl", "50")
    figures = mission_figures(army.context())
    assert (figures.outsider, figures.command_rerolls) == ("me", 2)  # 26 below 50
    set_roster_choice(army.roster, "opponent-pl", "24")
    assert mission_figures(army.context()).outsider == "opponent"
    assert mission_figures(army.context()).command_rerolls == 0
    set_roster_choice(army.roster, "divided-table", "yes")
    assert mission_figures(army.context()).outsider == "me"


def test_40k_7_psychic_powers_only_for_a_psyker(data: GameData) -> None:
    from listbuilder.systems.battlescribe.roster import ProfileLine, Selection

    army = Army(data, "Captain", "Librarian", "Intercessor Squad")
    power = ProfileLine("Smite", "pp", "Psychic Power", [["Warp Charge", "wc", "5"]])
    army.unit("Librarian").selections.append(Selection("p1", "Smite", "x", profiles=[power]))
    assert found(army) == []  # a PSYKER
    army.unit("Captain").selections.append(Selection("p2", "Smite", "x", profiles=[power]))
    assert found(army) == [("40k-7", "warning", army.path("Captain"))]


def test_the_counts_and_flags_of_the_mission_sheet(data: GameData) -> None:
    army = Army(data, "Captain", "Intercessor Squad", "Land Raider", "Carab Culln the Risen")
    squad = army.unit("Intercessor Squad")
    next(s for s in squad.selections if s.name == "Intercessor").number = 3
    figures = mission_figures(army.context())
    assert (figures.units, figures.models, figures.characters) == (4, 1 + 4 + 1 + 1, 2)
    assert figures.big_characters == ["Carab Culln the Risen"]  # 14 W: no protection
    assert figures.under_strength == ["Intercessor Squad"]
