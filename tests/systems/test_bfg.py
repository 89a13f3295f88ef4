"""Battlefleet Gothic's own data checks a fleet: a battleship for every three cruisers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
from listbuilder.systems.battlescribe.checks import check_roster
from listbuilder.systems.battlescribe.gamedata import GameData
from tests.conftest import SHARED, needs_shared

BFG = SHARED / "battlescribe" / "battlefleet-gothic"

pytestmark = [needs_shared, pytest.mark.skipif(not BFG.is_dir(), reason=f"{BFG} is not present")]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameData]:
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("bfg")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        yield registry.load_game_data(registry.add_data(BFG))


def said(data: GameData, *ships: str) -> list[str]:
    navy = next(c for c in data.catalogues if c.name == "Imperial Navy")
    gothic = next(f for f in navy.forces if f.name == "Gothic Sector")
    roster = new_roster(data, "Fleet", {"points": 3000})
    force = add_force(roster, data, navy.id, gothic.id)
    roots = {entry.name: entry for entry in data.root_entries(navy)}
    for ship in ships:
        add_entry(data, navy, force.selections, roots[ship])
    return [f"{f.code} {f.message('en')}" for f in check_roster(data, roster).findings]


@pytest.mark.parametrize(
    ("battleships", "cruisers", "found"),
    [
        (1, 0, ["bs-max Battleship: at most 0 (1 now)"]),
        (1, 3, []),
        (2, 3, ["bs-max Battleship: at most 1 (2 now)"]),
        (2, 6, []),
    ],
)
def test_a_battleship_for_every_three_cruisers(
    data: GameData, battleships: int, cruisers: int, found: list[str]
) -> None:
    ships = ["Emperor Class Battleship"] * battleships + ["Lunar Class Cruiser"] * cruisers
    assert said(data, "Fleet Commander", *ships) == found


def test_a_fleet_over_750_points_needs_a_fleet_commander(data: GameData) -> None:
    """The data's own rule: the Fleet Commander entry is shown to a Gothic Sector fleet and
    its minimum goes up by one over 749 points, unless a named commander (Lord Admiral
    Rath...) is in the Fleet Commander category."""
    assert said(data, "Lunar Class Cruiser") == []  # 180 points
    fleet = ["Lunar Class Cruiser"] * 5  # 900 points
    assert said(data, *fleet) == ["bs-min Fleet Commander: at least 1 (0 now)"]
    assert said(data, "Fleet Commander", *fleet) == []
