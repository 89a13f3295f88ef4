"""The builder fills a unit as the checks judge it: the data's modifiers (hidden entries,
minimums and maximums changed under conditions) are honoured when a unit is added, so a
unit just added never breaks its own data (40K 9th edition and Battlefleet Gothic)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from listbuilder.systems.battlescribe import registry
from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
from listbuilder.systems.battlescribe.checks import bounds, check_roster, make_context
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Catalogue, Entry, ForceEntry
from listbuilder.systems.battlescribe.roster import OtherRoster, Selection
from tests.conftest import SHARED, needs_shared
from tests.systems.army40k import PATROL, patrol

WH40K = SHARED / "battlescribe" / "wh40k-9e"
BFG = SHARED / "battlescribe" / "battlefleet-gothic"

pytestmark = [
    needs_shared,
    pytest.mark.skipif(not (WH40K.is_dir() and BFG.is_dir()), reason="no BattleScribe data"),
]

SAMPLE_40K = (
    "Imperium - Adeptus Astartes - Ultramarines",
    "Imperium - Astra Militarum",
    "Necrons",
    "Aeldari - Craftworlds",
)


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, GameData]]:
    with pytest.MonkeyPatch.context() as patch:
        base = tmp_path_factory.mktemp("building")
        patch.setenv("LISTBUILDER_DATA_DIR", str(base / "data"))
        patch.setenv("LISTBUILDER_CACHE_DIR", str(base / "cache"))
        yield {
            "40k": registry.load_game_data(registry.add_data(WH40K)),
            "bfg": registry.load_game_data(registry.add_data(BFG)),
        }


def _selection_names(selection: Selection) -> list[str]:
    found = [selection.name]
    for child in selection.selections:
        found.extend(_selection_names(child))
    return found


def _own_findings(data: GameData, roster: OtherRoster, unit: Selection) -> list[str]:
    """The data's findings under *unit* (its own count in the force is not the fill's)."""
    path = "forces[0].selections[0]"
    return [
        f"{f.code} {f.path} {f.message('en')}"
        for f in check_roster(data, roster).findings
        if f.path.startswith(path) and not (f.path == path and f.params.get("name") == unit.name)
    ]


def _sweep(data: GameData, cat: Catalogue, force_entry: ForceEntry) -> tuple[int, list[str]]:
    """Add, alone in a force, each unit a player can see there; what the fill broke."""
    broken: list[str] = []
    added = 0
    probe = new_roster(data, "probe")
    add_force(probe, data, cat.id, force_entry.id)
    ctx, _ = make_context(data, probe)
    force_node = ctx.root.forces[0]
    for entry in data.root_entries(cat):
        target = data.resolve(cat, entry) if entry.kind == "link" else entry
        if target is None or target.kind == "group":
            continue
        if bounds(ctx, force_node, entry, target if target is not entry else None).hidden:
            continue
        roster = new_roster(data, "sweep")
        force = add_force(roster, data, cat.id, force_entry.id)
        unit = add_entry(data, cat, force.selections, entry, roster=roster)
        added += 1
        broken += [
            f"{cat.name} / {entry.name}: {said}" for said in _own_findings(data, roster, unit)
        ]
    return added, broken


def test_every_unit_of_a_sample_of_40k_armies_is_filled_without_breaking_its_data(
    games: dict[str, GameData],
) -> None:
    data = games["40k"]
    start = time.process_time()
    total = 0
    broken: list[str] = []
    for name in SAMPLE_40K:
        cat = next(c for c in data.catalogues if c.name == name)
        patrol_entry = next(f for f in data.system.forces if f.id == PATROL)
        added, found = _sweep(data, cat, patrol_entry)
        total += added
        broken += found
    spent = time.process_time() - start
    assert total > 500
    assert broken == []
    assert spent / total < 0.05  # a unit is added and filled in well under 50 ms of CPU


def test_every_ship_of_every_fleet_list_is_filled_without_breaking_its_data(
    games: dict[str, GameData],
) -> None:
    data = games["bfg"]
    total = 0
    broken: list[str] = []
    for cat in data.catalogues:
        for force_entry in cat.forces:
            added, found = _sweep(data, cat, force_entry)
            total += added
            broken += found
    assert total > 200
    assert broken == []


def test_a_captain_takes_no_weapon_the_data_hides_from_his_chapter(
    games: dict[str, GameData],
) -> None:
    data = games["40k"]
    roster, selections = patrol(data, "Captain")
    captain = selections[-1]
    names = _selection_names(captain)
    assert "Xenophase blade" not in names  # Deathwatch only: hidden for the Ultramarines
    assert {"Bolt pistol", "Frag & Krak grenades"} <= set(names)
    found = check_roster(data, roster).findings
    assert [f.code for f in found if f.path.startswith(_path_of(roster, captain))] == []


def _path_of(roster: OtherRoster, selection: Selection) -> str:
    return f"forces[0].selections[{roster.forces[0].selections.index(selection)}]"


def test_an_intercessor_squad_is_legal_the_moment_it_is_added(games: dict[str, GameData]) -> None:
    data = games["40k"]
    roster, selections = patrol(data, "Captain", "Intercessor Squad")
    squad = selections[-1]
    found = check_roster(data, roster).findings
    assert [f.code for f in found if f.path.startswith(_path_of(roster, squad))] == []
    sergeant = next(s for s in squad.selections if s.name == "Intercessor Sergeant")
    weapons = [s.name for s in [*squad.selections, *sergeant.selections]]
    assert "Bolt rifle" in weapons or any("rifle" in name.casefold() for name in weapons)


def test_a_modifier_that_raises_a_minimum_is_filled(games: dict[str, GameData]) -> None:
    """Guilliman and the Lion must be their army's Warlord: their data sets the Warlord's
    minimum to 1 while they have none; the builder takes it, and the Lion's trait that the
    data shows only once he is the Warlord."""
    data = games["40k"]
    cat = next(c for c in data.catalogues if c.name.endswith("Ultramarines"))
    for name in ("Roboute Guilliman", "Lion El'Jonson"):
        hero = next(e for e in data.root_entries(cat) if e.name == name)
        roster = new_roster(data, name)
        force = add_force(roster, data, cat.id, PATROL)
        added = add_entry(data, cat, force.selections, hero, roster=roster)
        assert "Warlord" in _selection_names(added), name
        assert _own_findings(data, roster, added) == []
    assert any(name.startswith("Warlord Trait") for name in _selection_names(added))


def test_without_the_roster_the_fill_judges_the_parent_alone(games: dict[str, GameData]) -> None:
    """The window's older call (no roster): still no hidden blade, nothing broken inside."""
    data = games["40k"]
    cat = next(c for c in data.catalogues if c.name.endswith("Ultramarines"))
    captain = next(e for e in data.root_entries(cat) if e.name == "Captain")
    roster = new_roster(data, "alone")
    force = add_force(roster, data, cat.id, PATROL)
    made = add_entry(data, cat, force.selections, captain)
    assert "Xenophase blade" not in _selection_names(made)
    assert _own_findings(data, roster, made) == []


def test_an_entry_that_is_a_group_is_refused(games: dict[str, GameData]) -> None:
    data = games["40k"]
    cat = next(c for c in data.catalogues if c.name.endswith("Ultramarines"))
    group = Entry("group", "g-1", "A group")
    with pytest.raises(ValueError, match="A group"):
        add_entry(data, cat, [], group)


def test_a_choice_that_asks_for_another_is_followed_to_the_end(
    games: dict[str, GameData],
) -> None:
    """A Questor Allegiance takes an oath, which asks for a household, which asks for its
    martial tradition: each asked for only once the one before is taken."""
    data = games["40k"]
    cat = next(c for c in data.catalogues if c.name == "Imperium - Imperial Knights")
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    roster = new_roster(data, "Knights")
    force = add_force(roster, data, cat.id, PATROL)
    allegiance = add_entry(data, cat, force.selections, roots["Questor Allegiance"], roster=roster)
    assert len(allegiance.selections) >= 3  # oath, household, tradition
    assert _own_findings(data, roster, allegiance) == []


def test_what_a_hidden_group_holds_asks_for_nothing(games: dict[str, GameData]) -> None:
    """A Knight's "Questor Selection" (only a Freeblade's) is hidden, and so is the oath
    group it holds: its minimum is no finding on every Knight added."""
    data = games["40k"]
    cat = next(c for c in data.catalogues if c.name == "Imperium - Imperial Knights")
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    roster = new_roster(data, "Knights")
    force = add_force(roster, data, cat.id, PATROL)
    add_entry(data, cat, force.selections, roots["Questor Allegiance"], roster=roster)
    knight = add_entry(data, cat, force.selections, roots["Knight Castellan"], roster=roster)
    found = check_roster(data, roster).findings
    assert [f.message("en") for f in found if f.path.startswith(_path_of(roster, knight))] == []


def test_a_unit_s_categories_from_modifiers_are_known_while_it_is_filled(
    games: dict[str, GameData],
) -> None:
    """A Knight Paladin counts as Questor Mechanicus by a category modifier once the
    allegiance is taken; its battle cannon's type is offered only to that category."""
    data = games["40k"]
    cat = next(c for c in data.catalogues if c.name == "Imperium - Imperial Knights")
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    roster = new_roster(data, "Knights")
    force = add_force(roster, data, cat.id, PATROL)
    add_entry(data, cat, force.selections, roots["Questor Allegiance"], roster=roster)
    paladin = add_entry(data, cat, force.selections, roots["Knight Paladin"], roster=roster)
    assert any(name.startswith("Rapid-Fire Battle Cannon") for name in _selection_names(paladin))
    found = check_roster(data, roster).findings
    assert [f.message("en") for f in found if f.path.startswith(_path_of(roster, paladin))] == []
