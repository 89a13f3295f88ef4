"""A 40K 9th edition army built from the real data, for the rule packs' tests."""

from __future__ import annotations

from listbuilder.systems.battlescribe.building import add_entry, add_force, new_roster
from listbuilder.systems.battlescribe.checks import make_context
from listbuilder.systems.battlescribe.gamedata import GameData
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
        made = add_entry(self.data, self.cat, self.force.selections, self.roots[name])
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
