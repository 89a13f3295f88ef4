"""Mac Hammer 40K (seed 002, ruling 21) over 40K 9th edition's data: a legal army of each
bracket, then each MH rule broken once, with its finding's code and path."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.building import add_entry, add_force
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.packs.mac_hammer_figures import (
    available_identities,
    bracket,
    composition,
)
from listbuilder.systems.battlescribe.packs.settings import (
    refer,
    set_roster_choice,
    set_unit_choice,
)
from listbuilder.systems.battlescribe.roster import Selection
from listbuilder.systems.battlescribe.validation import check_other_roster
from tests.conftest import SHARED, needs_shared
from tests.systems.army40k import BRACKET_1, PATROL, Army

WH40K = SHARED / "battlescribe" / "wh40k-9e"

pytestmark = [
    needs_shared,
    pytest.mark.skipif(not WH40K.is_dir(), reason=f"{WH40K} is not present"),
]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameData]:
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("wh40k-mh")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        yield registry.load_game_data(registry.add_data(WH40K))


BRACKET_2 = (
    *("Captain", "Lieutenant", "Librarian"),
    *("Intercessor Squad",) * 2,
    *("Tactical Squad",) * 2,
    *("Veteran Intercessor Squad", "Reiver Squad", "Land Raider", "Predator"),
    *("Stormtalon Gunship", "Rhino"),
)
BRACKET_3 = (
    *("Captain", "Lieutenant", "Librarian"),
    *("Intercessor Squad",) * 4,
    *("Tactical Squad",) * 2,
    *("Land Raider", "Repulsor", "Predator", "Stormtalon Gunship", "Stormraven Gunship"),
    *("Hammerfall Bunker", "Redemptor Dreadnought"),
)
BRACKET_4 = (
    *("Captain", "Lieutenant", "Librarian", "Chaplain"),
    *("Intercessor Squad",) * 4,
    *("Tactical Squad",) * 4,
    *("Land Raider", "Land Raider Crusader", "Repulsor", "Stormraven Gunship"),
    *("Storm Eagle Gunship", "Redemptor Dreadnought", "Hammerfall Bunker"),
    *("Kratos", "Predator", "Stormtalon Gunship"),
)


@pytest.mark.parametrize(
    ("names", "band"),
    [
        (BRACKET_1, "1-1000"),
        (BRACKET_2, "1001-2000"),
        (BRACKET_3, "2001-3000"),
        (BRACKET_4, "3001-4000"),
    ],
)
def test_a_legal_army_of_each_bracket(data: GameData, names: tuple[str, ...], band: str) -> None:
    army = Army(data, *names)
    if "Rhino" in army.units:
        refer(army.roster, army.unit("Tactical Squad"), "transport", army.unit("Rhino"))
    assert army.findings() == []
    figures = composition(army.context())
    assert figures.band is not None and figures.band.label == band
    assert bracket(army.points()) == figures.band


def test_mh_1_points_in_no_bracket(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    set_roster_choice(army.roster, "game-size", "5000")
    assert army.findings() == [("mh-1", "")]
    set_roster_choice(army.roster, "game-size", "500")  # the army is over it
    assert army.findings() == [("mh-1", "")]
    set_roster_choice(army.roster, "game-size", "")
    assert army.findings() == []


def test_mh_2_a_detachment_inside_a_detachment(data: GameData) -> None:
    army = Army(data, *BRACKET_2)
    refer(army.roster, army.unit("Tactical Squad"), "transport", army.unit("Rhino"))
    inner = add_force(army.roster, data, army.cat.id, PATROL)
    army.roster.forces.remove(inner)
    army.force.forces.append(inner)
    assert army.findings() == [("mh-2", "forces[0].forces[0]")]


def test_mh_3_a_detachment_sharing_no_faction_keyword(data: GameData) -> None:
    army = Army(data, *BRACKET_2, "Castellum Stronghold")  # Unaligned
    refer(army.roster, army.unit("Tactical Squad"), "transport", army.unit("Rhino"))
    assert army.findings() == [("mh-3", "forces[0]")]


def test_mh_4_more_detachments_than_the_bracket_allows(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    add_force(army.roster, data, army.cat.id, PATROL)
    assert army.findings() == [("mh-4", "")]


def test_mh_5_each_role_within_its_min_and_max(data: GameData) -> None:
    assert Army(data, "Captain", "Intercessor Squad", "Land Raider").findings() == [("mh-5", "")]
    army = Army(data, *BRACKET_1, "Lieutenant", "Librarian")
    assert ("mh-5", "") in army.findings()  # three HQ at 1-1000


def test_mh_6_two_of_one_datasheet_identity(data: GameData) -> None:
    army = Army(data, *BRACKET_1, "Land Raider")
    assert army.findings() == [("mh-6", army.path("Land Raider", 1))]


def test_mh_6_counts_datasheets_of_one_last_keyword_as_one(data: GameData) -> None:
    # Ruling 21: the last keyword in the data's order. A Land Raider and a Repulsor both
    # end on MACHINE SPIRIT in this data (see the report's ruling request).
    army = Army(data, *BRACKET_1, "Repulsor")
    assert army.findings() == [("mh-6", army.path("Repulsor"))]


def test_mh_6x_the_cap_passed_once_every_other_datasheet_is_used(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    pool = available_identities(army.context(), "Dedicated Transport")
    by_identity: dict[str, str] = {}
    for name in ("Rhino", "Razorback", "Drop Pod", "Impulsor", "Land Speeder Storm"):
        probe = Army(data, name)
        (unit,) = [u for u in probe.context().army() if u.role]
        by_identity.setdefault(unit.identity, name)
    assert set(by_identity) == pool  # every Dedicated Transport identity in reach
    for name in ["Rhino", "Rhino", *[n for n in by_identity.values() if n != "Rhino"]]:
        army.add(name)
    third = army.add("Rhino")
    path = f"forces[0].selections[{army.force.selections.index(third)}]"
    found = army.findings()
    assert ("mh-6x", path) in found and not [f for f in found if f[0] == "mh-6"]
    warnings = [
        f for f in check_other_roster(army.roster, data, "mac-hammer").findings if f.code == "mh-6x"
    ]
    assert [f.severity.value for f in warnings] == ["warning"]


def test_mh_7_assigned_transports(data: GameData) -> None:
    army = Army(data, *BRACKET_1, "Rhino")  # the Captain may bring it: nobody need say so
    assert army.findings() == []
    army = Army(data, "Captain", "Intercessor Squad", "Intercessor Squad", "Rhino")
    refer(army.roster, None, "warlord", None)
    army.force.selections.remove(army.unit("Captain"))  # no INFANTRY fits in a Rhino now
    refer(army.roster, None, "warlord", army.unit("Rhino"))
    assert ("mh-7", army.path("Rhino")) in army.findings()  # brought by nobody
    army = Army(data, *BRACKET_1, "Rhino")
    # A Rhino carries no PRIMARIS model: an Intercessor Squad cannot bring it.
    refer(army.roster, army.unit("Intercessor Squad"), "transport", army.unit("Rhino"))
    assert army.findings() == [("mh-7", army.path("Intercessor Squad"))]
    refer(army.roster, army.unit("Intercessor Squad"), "transport", army.unit("Land Raider"))
    refer(army.roster, army.unit("Intercessor Squad", 1), "transport", army.unit("Rhino"))
    assert ("mh-7", army.path("Intercessor Squad")) in army.findings()  # not a Dedicated one
    army = Army(data, *BRACKET_1, "Impulsor")
    refer(army.roster, army.unit("Intercessor Squad"), "transport", army.unit("Impulsor"))
    assert army.findings() == []


def test_mh_8_no_unit_under_its_minimum(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    squad = army.unit("Intercessor Squad")
    marines = next(s for s in squad.selections if s.name == "Intercessor")
    marines.number -= 1
    assert army.findings() == [("mh-8", army.path("Intercessor Squad"))]


def test_mh_9_the_warlord_among_single_model_units(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    refer(army.roster, None, "warlord", army.unit("Intercessor Squad"))
    assert army.findings() == [("mh-9", army.path("Intercessor Squad"))]
    refer(army.roster, None, "warlord", None)
    assert army.findings() == [("mh-9", "")]


def test_mh_10_a_unit_that_may_come_as_reinforcements_never_in_reserves(data: GameData) -> None:
    army = Army(data, *BRACKET_1, "Inceptor Squad")
    set_unit_choice(army.unit("Inceptor Squad"), "deploy", "reinforcements")
    assert army.findings() == []
    set_unit_choice(army.unit("Inceptor Squad"), "deploy", "reserves")
    assert army.findings() == [("mh-10", army.path("Inceptor Squad"))]


def test_mh_11_reserves_count_and_cost(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    set_unit_choice(army.unit("Land Raider"), "deploy", "reserves")
    assert army.findings() == []  # 245 pts of 250
    set_unit_choice(army.unit("Intercessor Squad"), "deploy", "reserves")
    assert army.findings() == [("mh-11", "")]
    army = Army(data, *BRACKET_1, "Stormraven Gunship")
    set_unit_choice(army.unit("Stormraven Gunship"), "deploy", "reserves")
    assert army.findings() == [("mh-11", army.path("Stormraven Gunship"))]  # 260 of 250


def test_mh_11_a_transport_and_its_passengers_are_one_reserve_unit(data: GameData) -> None:
    army = Army(data, *BRACKET_1, "Tactical Squad", "Rhino")
    refer(army.roster, army.unit("Tactical Squad"), "transport", army.unit("Rhino"))
    refer(army.roster, army.unit("Tactical Squad"), "embarked", army.unit("Rhino"))
    set_unit_choice(army.unit("Rhino"), "deploy", "reserves")
    set_unit_choice(army.unit("Land Raider"), "deploy", "reserves")
    figures = composition(army.context())
    assert figures.reserve_units == 2
    assert army.findings() == [("mh-11", "")]  # two reserve units at 1-1000 pts
    set_unit_choice(army.unit("Land Raider"), "deploy", "")
    assert army.findings() == []
    assert composition(army.context()).largest_reserve == 170  # Rhino 80 + squad 90


def test_mh_12_off_table_points(data: GameData) -> None:
    army = Army(data, *BRACKET_1, "Inceptor Squad", "Stormtalon Gunship")
    set_unit_choice(army.unit("Land Raider"), "deploy", "reserves")
    set_unit_choice(army.unit("Inceptor Squad"), "deploy", "reinforcements")
    assert army.findings() == []  # 365 of 500
    set_unit_choice(army.unit("Stormtalon Gunship"), "deploy", "reinforcements")
    assert army.findings() == [("mh-12", "")]  # 530 of 500


def test_mh_13_one_pre_game_stratagem(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    set_roster_choice(army.roster, "stratagem", "Hero of the Chapter")
    assert army.findings() == []
    set_roster_choice(army.roster, "stratagem", "Hero of the Chapter, Relics of the Chapter")
    assert army.findings() == [("mh-13", "")]


def test_mh_14_an_independent_character_and_its_escort(data: GameData) -> None:
    army = Army(data, *BRACKET_1, "Lieutenant")  # HQ 2 of 2
    assert army.findings() == []
    army.add("Librarian")  # HQ 3: over the bracket's 2...
    refer(army.roster, army.unit("Librarian"), "joins", army.unit("Captain"))
    assert army.findings() == []  # ...unless it accompanies the Captain: one choice
    set_unit_choice(army.unit("Librarian"), "deploy", "reserves")
    assert army.findings() == [("mh-14", army.path("Librarian"))]  # they stay together
    set_unit_choice(army.unit("Librarian"), "deploy", "")
    refer(army.roster, army.unit("Librarian"), "joins", army.unit("Land Raider"))
    assert ("mh-14", army.path("Librarian")) in army.findings()


def test_worked_allowances(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    seen = []
    for size in (1000, 1500, 2000, 2500, 3000, 4000):
        set_roster_choice(army.roster, "game-size", str(size))
        figures = composition(army.context())
        seen.append((figures.reserve_units_max, figures.reserve_unit_max, figures.off_table_max))
    assert seen == [
        (1, 250, 500),
        (2, 375, 1000),
        (2, 500, 1000),
        (3, 625, 1500),
        (3, 750, 1500),
        (4, 1000, 2000),
    ]


def test_brackets_at_their_edges() -> None:
    assert [bracket(p).label if bracket(p) else None for p in (0, 1, 1000, 1001, 4000, 4001)] == [
        None, "1-1000", "1-1000", "1001-2000", "3001-4000", None,
    ]  # fmt: skip


def test_printed_figures_of_a_unit(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    figures = composition(army.context())
    squad = next(line for line in figures.units if line.name == "Intercessor Squad")
    assert (squad.points, squad.wounds, squad.control_multiplier, squad.control_points) == (
        90, 10, 4, 40,
    )  # fmt: skip
    assert squad.half_wounds == 5 and "troops" in squad.flags
    assert {(name, w, ppw) for name, _, w, ppw, _ in squad.per_model} == {
        ("Intercessor Sergeant", 2, 9.0),
        ("Intercessor", 2, 9.0),
    }
    captain = next(line for line in figures.units if line.name == "Captain")
    assert captain.control_multiplier == 2 and "independent-character" in captain.flags
    assert captain.per_model[0][3] == 17.0  # 85 pts / 5 W
    (detachment,) = figures.detachments
    assert detachment.shared == ["Adeptus Astartes", "Imperium"]
    hq = next(line for line in figures.roles if line.role == "HQ")
    assert (hq.count, hq.low, hq.high) == (1, 1, 2)


def test_mh_9_the_warlord_taken_as_the_data_s_own_upgrade(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    refer(army.roster, None, "warlord", None)
    captain = army.unit("Captain")
    target = data.resolve(army.cat, army.roots["Captain"])
    assert target is not None
    upgrade = next(e for e in target.entries if e.name.startswith("Warlord"))
    add_entry(data, army.cat, captain.selections, upgrade)
    assert army.findings() == []
    squad = army.unit("Intercessor Squad")
    squad.selections.append(Selection("w2", "Warlord", captain.selections[-1].entry_id))
    assert army.findings() == [("mh-9", "")]  # two Warlords


def test_mh_6_caps_dedicated_transports_per_datasheet(data: GameData) -> None:
    army = Army(data, *BRACKET_1, *["Tactical Squad"] * 2, *["Rhino"] * 3)
    for index in range(2):
        refer(
            army.roster, army.unit("Tactical Squad", index), "transport", army.unit("Rhino", index)
        )
    refer(army.roster, army.unit("Captain"), "transport", army.unit("Rhino", 2))
    assert army.findings() == [("mh-6", army.path("Rhino", 2))]  # 3 of 2 at 1-1000 pts


def test_a_unit_the_player_says_is_non_operational_controls_nothing(data: GameData) -> None:
    army = Army(data, *BRACKET_1)
    set_unit_choice(army.unit("Land Raider"), "non-operational", "yes")
    figures = composition(army.context())
    raider = next(line for line in figures.units if line.name == "Land Raider")
    assert (raider.control_multiplier, raider.control_points) == (0, 0)
    assert "non-operational" in raider.flags


def test_pack_messages_name_the_roles_in_the_reader_s_language(data: GameData) -> None:
    """MH-5 and MH-6 speak of the data's roles: in French by the seed's own words (QG,
    Troupes, Soutien), in English as the data names them."""
    army = Army(data, "Captain", "Intercessor Squad", "Land Raider", "Land Raider")
    result = check_other_roster(army.roster, data, "mac-hammer")
    troops = next(f for f in result.findings if f.code == "mh-5")
    assert troops.message("en").startswith("Troops: at least 2 at 1-1000 pts (1 now)")
    assert troops.message("fr").startswith("Troupes : au moins 2 entre 1-1000 pts")
    cap = next(f for f in result.findings if f.code == "mh-6")
    assert "(Heavy Support)" in cap.message("en") and "Heavy Support datasheet" in cap.message("en")
    assert "(Soutien)" in cap.message("fr") and "Heavy" not in cap.message("fr")
    assert troops.to_dict("en")["message"] == troops.message("en")  # the --json record


def test_a_name_the_word_list_does_not_know_is_the_data_s() -> None:
    from listbuilder.systems.battlescribe.packs.names import local_word, local_words

    assert local_word("Troops", "fr") == "Troupes" and local_word("  heavy   SUPPORT ", "fr")
    assert local_word("Lord of War", "fr") == "Seigneur des Batailles"
    assert local_word("Auxilia", "fr") == "Auxilia"  # unknown: as the data says it
    assert local_words("cruiser, escort", "fr") == "croiseur, escorteur"
    assert local_words("Auxilia, battleship", "en") == "Auxilia, battleship"
