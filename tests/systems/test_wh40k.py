"""40K 9th edition's own data checks a Patrol built from it as BattleScribe would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.checks import check_roster
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.roster import OtherRoster
from tests.conftest import SHARED, needs_shared
from tests.systems.army40k import patrol

WH40K = SHARED / "battlescribe" / "wh40k-9e"

pytestmark = [
    needs_shared,
    pytest.mark.skipif(not WH40K.is_dir(), reason=f"{WH40K} is not present"),
]


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[GameData]:
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("wh40k")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        item = registry.add_data(WH40K)
        yield registry.load_game_data(item)


def said(data: GameData, roster: OtherRoster) -> list[str]:
    return [f"{f.code} {f.message('en')}" for f in check_roster(data, roster).findings]


def test_a_patrol_of_a_captain_and_two_squads_is_legal(data: GameData) -> None:
    roster, _ = patrol(data, "Captain", "Intercessor Squad", "Intercessor Squad")
    result = check_roster(data, roster)
    assert result.findings == []
    assert result.totals["points"] > 200


def test_the_force_organisation_and_unit_sizes_are_the_data_s(data: GameData) -> None:
    roster, _ = patrol(data, "Captain")
    assert "bs-min Troops: at least 1 (0 now)" in said(data, roster)
    roster, _ = patrol(data, "Captain", "Captain", "Captain", "Intercessor Squad")
    assert "bs-max HQ: at most 2 (3 now)" in said(data, roster)
    roster, selections = patrol(data, "Captain", "Intercessor Squad")
    squad = selections[-1]
    marines = next(s for s in squad.selections if s.name == "Intercessor")
    marines.number = 10
    assert "bs-max Intercessor: at most 9 (10 now)" in said(data, roster)


def test_a_whole_roster_is_checked_quickly(data: GameData) -> None:
    import time

    roster, _ = patrol(data, "Captain", *["Intercessor Squad"] * 3)
    start = time.perf_counter()
    check_roster(data, roster)
    assert time.perf_counter() - start < 2.0


def test_the_data_files_were_copied(data: GameData) -> None:
    assert Path(data.folder).is_dir() and len(data.catalogues) == 52


def test_a_unit_s_role_and_keywords_are_named_by_their_categories(data: GameData) -> None:
    from listbuilder.systems.battlescribe.checks import make_context
    from listbuilder.systems.battlescribe.packs.api import PackContext

    roster, _ = patrol(data, "Captain", "Intercessor Squad")
    check, _ = make_context(data, roster)
    ctx = PackContext(data, roster, check)
    units = {unit.selection.name: unit for unit in ctx.units() if unit.selection is not None}
    captain = units["Captain"]
    assert ctx.primary_category(captain) == "HQ"
    assert {"Character", "Infantry", "Faction: Adeptus Astartes"} <= set(ctx.categories(captain))
    assert "New CategoryLink" not in ctx.categories(units["Intercessor Squad"])
    assert ctx.models(units["Intercessor Squad"]) == 5
    assert ctx.cost(units["Intercessor Squad"], "PL") > 0
