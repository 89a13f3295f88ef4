"""A 40K 9th edition army built from the real data, for the rule packs' tests."""

from __future__ import annotations

from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
from listbuilder.systems.battlescribe.checks import make_context
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Entry
from listbuilder.systems.battlescribe.packs.api import PackContext
from listbuilder.systems.battlescribe.packs.settings import refer
from listbuilder.systems.battlescribe.roster import OtherRoster, Selection
from listbuilder.systems.battlescribe.validation import check_other_roster

PATROL = "a0c7-2a71-bae0-215d"
ULTRAMARINES = "Imperium - Adeptus Astartes - Ultramarines"


class Army:
    """A roster of one Ultramarines force, its units by name, the Captain as Warlord."""

    def __init__(self, data: GameData, *names: str) -> None:
        self.data = data
        self.cat = next(c for c in data.catalogues if c.name == ULTRAMARINES)
        self.roster: OtherRoster = new_roster(data, "Mac Hammer", {"points": 4000})
        self.roots = {entry.name: entry for entry in data.root_entries(self.cat)}
        self.force = add_force(self.roster, data, self.cat.id, PATROL)
        self.units: dict[str, list[Selection]] = {}
        for name in names:
            self.add(name)
        if "Captain" in self.units:
            refer(self.roster, None, "warlord", self.unit("Captain"))

    def add(self, name: str) -> Selection:
        made = add_entry(
            self.data, self.cat, self.force.selections, self.roots[name], roster=self.roster
        )
        self.units.setdefault(name, []).append(made)
        return made

    def unit(self, name: str, index: int = 0) -> Selection:
        return self.units[name][index]

    def path(self, name: str, index: int = 0) -> str:
        return f"forces[0].selections[{self.force.selections.index(self.unit(name, index))}]"

    def findings(self) -> list[tuple[str, str]]:
        result = check_other_roster(self.roster, self.data, "mac-hammer")
        return [(f.code, f.path) for f in result.findings if f.code.startswith("mh-")]

    def codes(self) -> set[str]:
        return {code for code, _ in self.findings()}

    def context(self) -> PackContext:
        ctx, _ = make_context(self.data, self.roster)
        return PackContext(self.data, self.roster, ctx)

    def points(self) -> float:
        return check_other_roster(self.roster, self.data).figures.points


BRACKET_1 = ("Captain", "Intercessor Squad", "Intercessor Squad", "Land Raider")


def patrol(data: GameData, *units: str) -> tuple[OtherRoster, list[Selection]]:
    cat = next(c for c in data.catalogues if c.name == ULTRAMARINES)
    roster = new_roster(data, "Patrol", {"points": 1000})
    force = add_force(roster, data, cat.id, PATROL)
    roots = {entry.name: entry for entry in data.root_entries(cat)}
    for name in ("Battle Size", "Game Type", "Detachment Command Cost", "**Chapter Selector**",
                 "Faction Selection", *units):  # fmt: skip
        add_entry(data, cat, force.selections, roots[name], roster=roster)
    matched_play(data, force.selections[1])
    return roster, force.selections


def matched_play(data: GameData, game_type: Selection) -> None:
    """Matched play, Arks of Omen (the filler took the first option, open play, which sets
    every minimum of the force organisation chart to 0)."""
    cat = next(c for c in data.catalogues if c.name == ULTRAMARINES)
    entry = data.lookup(cat, game_type.target_id)
    assert isinstance(entry, Entry) and game_type.name == "Game Type"
    (types,) = entry.entries
    matched = next(e for e in types.entries if e.name == "Matched")
    arks = next(e for e in matched.entries if e.name.endswith("Arks of Omen"))
    game_type.selections.clear()
    add_entry(data, cat, game_type.selections, arks, group_id=f"{types.id}::{matched.id}")
