"""What a printout of another game's roster shows, as plain data (no ReportLab here).

A roster of a game whose BattleScribe data was added (ruling 20) is read through the tree
:mod:`listbuilder.systems.battlescribe.checks` binds to the data, so each unit's costs are
the data's (modifiers applied), as the checker counts them. The figures of the seeds' rule
packs that follow from the roster and its data alone (wounds from the profiles, Mac Hammer's
points per wound and control weights, a Battlefleet Gothic ship's structure and crippled
point) are worked out here; what only the player knows (deployment, squadrons, rolled
leadership...) comes from :class:`PrintChoices`, and is optional.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping

from listbuilder.records import field, record
from listbuilder.systems.battlescribe.checks import (
    Context,
    Node,
    make_context,
    modified_number,
    totals,
)
from listbuilder.systems.battlescribe.checks import node_cost as _node_cost
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Profile, Rule
from listbuilder.systems.battlescribe.roster import OtherRoster, ProfileLine, Selection

FACTION_PREFIX = "faction:"
"""40K data names a faction keyword's category ``Faction: Adeptus Astartes``."""


@record
class PrintChoices:
    """What the player set that a ``.ros`` does not say, as the rule packs keep it: the
    roster-wide choices (``warlord``, ``opponent-pl``...) and each unit's by selection id
    (``deploy``, ``squadron``, ``ld``...). Every key is optional."""

    roster: Mapping[str, str] = field(default_factory=dict)
    units: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def unit(self, selection_id: str) -> Mapping[str, str]:
        return self.units.get(selection_id, {})


@record
class ProfileTable:
    """The profiles of one profile type in a unit: its columns and one row per profile."""

    type_name: str
    columns: list[str]
    rows: list[list[str]]
    """The profile's name, then its value in each column."""


@record
class RuleText:
    name: str
    text: str


@record
class UnitView:
    """A root selection of a force: a unit, as the sheet and its card show it."""

    path: str
    id: str
    name: str
    force: str
    role: str
    models: int
    costs: dict[str, float]
    """Cost type id → the unit's whole cost (its own and its selections', modifiers applied)."""
    node: Node
    keywords: list[str] = field(default_factory=list)
    faction_keywords: list[str] = field(default_factory=list)
    tables: list[ProfileTable] = field(default_factory=list)
    rules: list[RuleText] = field(default_factory=list)
    wounds: list[tuple[str, int, int, float]] = field(default_factory=list)
    """Each model line: (name, how many, W each, points each with its wargear)."""

    @property
    def selection(self) -> Selection:
        assert self.node.selection is not None
        return self.node.selection

    @property
    def total_wounds(self) -> int:
        return sum(count * w for _, count, w, _ in self.wounds)


@record
class ForceView:
    path: str
    name: str
    catalogue: str
    units: list[UnitView]


@record
class RosterView:
    """A roster bound to its data: forces with their units, cost types, totals."""

    roster: OtherRoster
    data: GameData
    forces: list[ForceView]
    cost_types: list[tuple[str, str]]
    """(id, name) of each cost type the roster uses, the data's order."""
    totals: dict[str, float]
    choices: PrintChoices

    def units(self) -> Iterator[UnitView]:
        for force in self.forces:
            yield from force.units

    def cost_id(self, *names: str) -> str | None:
        wanted = {_squash(name) for name in names}
        return next((i for i, name in self.cost_types if _squash(name) in wanted), None)

    @property
    def points_id(self) -> str | None:
        return self.cost_id("pts", "points", "point")

    @property
    def power_id(self) -> str | None:
        return self.cost_id("PL", "power", "powerlevel")


def _squash(name: str) -> str:
    return name.replace(" ", "").casefold()


def whole(value: float) -> int | float:
    """A cost as printed: a whole number when it is one."""
    return int(value) if float(value).is_integer() else round(value, 2)


def _cost(ctx: Context, node: Node, type_id: str) -> float:
    """A selection's own cost of one type with its modifiers, as the checker's totals."""
    base = _node_cost(node, type_id, ctx.data)
    modifiers = [m for e in node.entries for m in e.modifiers if m.field == type_id]
    if modifiers and node.selection is not None:
        per = base / node.number if node.number else base
        base = modified_number(ctx, node, per, type_id, modifiers) * node.number
    return base


def _whole_cost(ctx: Context, node: Node, type_id: str) -> float:
    return _cost(ctx, node, type_id) + sum(_cost(ctx, n, type_id) for n in node.walk(True))


def _category_names(data: GameData) -> dict[str, str]:
    names: dict[str, str] = {}
    for cat in [data.system, *data.catalogues]:
        for category in cat.categories:
            names.setdefault(category.id, category.name.strip())
    return names


def _columns(data: GameData, profile: ProfileLine) -> list[str]:
    kind = data.profile_type(profile.type_id)
    if kind is not None and kind.characteristics:
        return [name for _, name in kind.characteristics]
    return [c[0] for c in profile.characteristics]


def _info(data: GameData, node: Node) -> tuple[list[ProfileLine], list[RuleText]]:
    """A selection's profiles and rules: the file's, else the data's (a roster from a share
    code carries none), so a card always shows what its entry says."""
    selection = node.selection
    assert selection is not None
    profiles = [p for p in selection.profiles if not p.hidden]
    rules = [RuleText(r.name, r.description.strip()) for r in selection.rules if not r.hidden]
    if (profiles or rules) or not node.entries or node.catalogue is None:
        return profiles, rules
    entry = node.entries[-1]
    found_profiles, found_rules = list(entry.profiles), list(entry.rules)
    for link in entry.info_links:
        target = data.lookup(node.catalogue, link.target_id)
        if isinstance(target, Profile):
            found_profiles.append(target)
        elif isinstance(target, Rule):
            found_rules.append(target)
    profiles = [
        ProfileLine(p.name, p.type_id, p.type_name, [list(c) for c in p.characteristics])
        for p in found_profiles
        if not p.hidden
    ]
    rules = [RuleText(r.name, r.description.strip()) for r in found_rules if not r.hidden]
    return profiles, rules


def _nodes(node: Node) -> Iterator[Node]:
    yield node
    yield from node.walk(True)


def _tables(data: GameData, node: Node) -> list[ProfileTable]:
    """Each profile type's table, profiles in the order met, each profile once."""
    tables: dict[str, ProfileTable] = {}
    seen: set[tuple[str, ...]] = set()
    for here in _nodes(node):
        for profile in _info(data, here)[0]:
            key = profile.type_name or profile.type_id
            table = tables.get(key)
            if table is None:
                table = tables[key] = ProfileTable(key, _columns(data, profile), [])
            values = {c[0]: c[2] if len(c) > 2 else "" for c in profile.characteristics}
            row = [profile.name, *(values.get(column, "") for column in table.columns)]
            if tuple([key, *row]) not in seen:
                seen.add(tuple([key, *row]))
                table.rows.append(row)
    return list(tables.values())


def _rules(data: GameData, node: Node) -> list[RuleText]:
    found: dict[str, RuleText] = {}
    for here in _nodes(node):
        for rule in _info(data, here)[1]:
            found.setdefault(rule.name, rule)
    return list(found.values())


_NUMBER = re.compile(r"^\s*(\d+)\s*$")


def characteristic(profile: ProfileLine, *names: str) -> str:
    wanted = {name.casefold() for name in names}
    for item in profile.characteristics:
        if item[0].strip().casefold() in wanted:
            return item[2] if len(item) > 2 else ""
    return ""


def _wounds(ctx: Context, node: Node) -> list[tuple[str, int, int, float]]:
    """Each model of the unit with a W characteristic: (name, count, W, points each).

    A model is a selection carrying a profile with a whole-number W (the first one, before
    any damage-table rows); its points are its own and its wargear's, per model."""
    points = next(
        (c.id for c in ctx.data.system.cost_types if _squash(c.name) in {"pts", "points", "point"}),
        None,
    )
    found: list[tuple[str, int, int, float]] = []

    def visit(here: Node) -> None:
        selection = here.selection
        assert selection is not None
        w = None
        for profile in _info(ctx.data, here)[0]:
            match = _NUMBER.match(characteristic(profile, "W", "PV", "Wounds"))
            if match:
                w = int(match.group(1))
                break
        if w is not None and w > 0:
            cost = _whole_cost(ctx, here, points) if points else 0.0
            number = max(here.number, 1)
            found.append((selection.name, number, w, cost / number))
            return
        for child in here.children:
            visit(child)

    visit(node)
    return found


def roster_view(
    data: GameData, roster: OtherRoster, choices: PrintChoices | None = None
) -> RosterView:
    """The roster bound to its data, with each unit's costs, profiles, rules and wounds."""
    ctx, _ = make_context(data, roster)
    names = _category_names(data)
    used: set[str] = set(roster.cost_limits) | set(roster.costs)
    forces: list[ForceView] = []
    stack: list[Node] = list(ctx.root.forces)
    while stack:
        force_node = stack.pop(0)
        force = force_node.force
        units: list[UnitView] = []
        for node in force_node.children:
            selection = node.selection
            assert selection is not None
            marks = [(c.entry_id, c.name, c.primary) for c in selection.categories] or [
                (link.target_id, link.name, link.primary)
                for entry in node.entries
                for link in entry.category_links
            ]  # the data's when the file names none (a share code)
            categories = list(dict.fromkeys(names.get(i, n.strip()) for i, n, _ in marks))
            primary = next((names.get(i, n.strip()) for i, n, first in marks if first), "")
            costs = {c.id: _whole_cost(ctx, node, c.id) for c in data.system.cost_types}
            used.update(k for k, v in costs.items() if v)
            units.append(
                UnitView(
                    path=node.path,
                    id=selection.id,
                    name=selection.custom_name or selection.name,
                    force=force.custom_name or force.name,
                    role=primary,
                    models=_models(selection),
                    costs=costs,
                    node=node,
                    keywords=[
                        c
                        for c in categories
                        if not c.casefold().startswith(FACTION_PREFIX) and c != primary
                    ],
                    faction_keywords=[
                        c.split(":", 1)[1].strip()
                        for c in categories
                        if c.casefold().startswith(FACTION_PREFIX)
                    ],
                    tables=_tables(data, node),
                    rules=_rules(data, node),
                    wounds=_wounds(ctx, node),
                )
            )
        path = force_node.path
        forces.append(ForceView(path, force.custom_name or force.name, force.catalogue_name, units))
        stack[0:0] = force_node.forces
    cost_types = [(c.id, c.name.strip()) for c in data.system.cost_types if c.id in used]
    return RosterView(roster, data, forces, cost_types, totals(ctx), choices or PrintChoices())


def _models(selection: Selection) -> int:
    """Models in a unit: its model selections' numbers (itself, when it is one model)."""
    if selection.type == "model":
        return max(selection.number, 1)
    return sum(_models(child) for child in selection.selections if child.type in ("model", "unit"))


# --- Mac Hammer 40K (other-game-systems.md §2(c)-(d), ruling 21) -----------------------------
# The pack owns every Mac Hammer figure (:mod:`..packs.mac_hammer_figures`); a printed roster
# reads them there (:func:`listbuilder.printing.other_games.packs.mac_hammer_pages`).


def _has(unit: UnitView, *words: str) -> bool:
    wanted = {word.casefold() for word in words}
    return any(k.casefold() in wanted for k in [*unit.keywords, unit.role])


def outsider_rerolls(own: float, theirs: float) -> int:
    """Only War (§1(c)): the side with the lower Power Level gets floor(|difference| / 10)."""
    return int(abs(own - theirs) // 10)


# --- Battlefleet Gothic (other-game-systems.md §3(c)-(d), ruling 23) -------------------------

LEADERSHIP_GRADES = {6: "novice", 7: "experienced", 8: "veteran", 9: "expert"}
DEFENCE_LD = 7


@record
class ShipView:
    path: str
    id: str
    name: str
    ship_class: str
    type: str
    structure: int
    crippled_at: int
    """Hits lost at which the ship is crippled: half its starting structure, rounded up."""
    leadership: int | None
    stats: dict[str, str]
    weapons: list[list[str]]
    """Name, then range/speed, firepower/strength, arc."""


@record
class Squadron:
    name: str
    """Empty for the ships that fight alone."""
    ships: list[ShipView]

    @property
    def type(self) -> str:
        kinds = sorted({ship.type for ship in self.ships if ship.type})
        return " / ".join(kinds)

    @property
    def highest_leadership(self) -> int | None:
        rolled = [ship.leadership for ship in self.ships if ship.leadership is not None]
        return max(rolled) if rolled else None


def _ship_profile(profiles: list[ProfileLine]) -> ProfileLine | None:
    for profile in profiles:
        if characteristic(profile, "Hits") and characteristic(profile, "Type"):
            return profile
    return None


def _ship(view: RosterView, node: Node) -> ShipView | None:
    selection = node.selection
    assert selection is not None
    profile = _ship_profile(_info(view.data, node)[0])
    if profile is None:
        return None
    hits_text = characteristic(profile, "Hits")
    match = _NUMBER.match(hits_text)
    hits = int(match.group(1)) if match else 0
    kind = characteristic(profile, "Type").strip()
    defence = any(word in kind.casefold() for word in ("defence", "defense", "satellite"))
    ld_text = view.choices.unit(selection.id).get("ld", "").strip()
    rolled = int(ld_text) if ld_text.isdigit() else _data_leadership(node)
    leadership = DEFENCE_LD if defence else rolled
    stats = {c[0]: c[2] for c in profile.characteristics if len(c) > 2 and c[0] not in ("Type",)}
    weapons = []
    for here in _nodes(node):
        for p in _info(view.data, here)[0]:
            if p.type_name.casefold() in ("armament", "weapon", "weapons"):
                weapons.append(
                    [
                        p.name,
                        *(
                            characteristic(p, n)
                            for n in ("Range/Speed", "Firepower/Str", "Fire Arc")
                        ),
                    ]
                )
    return ShipView(
        node.path,
        selection.id,
        selection.custom_name or selection.name,
        selection.name,
        kind,
        hits,
        math.ceil(hits / 2),
        leadership,
        stats,
        weapons,
    )


_LDR = re.compile(r"^\s*Ldr\s*(\d+)\s*$", re.IGNORECASE)


def _data_leadership(node: Node) -> int | None:
    """The leadership taken in the data's own way: a ``Ldr N`` selection of the ship, else
    of its squadron (Battlefleet Gothic's data offers one per escort squadron)."""
    here: Node | None = node
    while here is not None and here.selection is not None:
        for child in here.children:
            match = _LDR.match(child.selection.name if child.selection else "")
            if match:
                return int(match.group(1))
        here = here.parent
    return None


def fleet(view: RosterView) -> list[Squadron]:
    """The ships grouped by squadron: the player's squadrons (``squadron`` of a ship), then
    a selection of the data holding ships (an escort squadron), then the lone ships."""
    named: dict[tuple[str, str], list[ShipView]] = {}
    """(the player's squadron name, "") or (the data's squadron selection's name, its id)."""
    lone: list[ShipView] = []
    for unit in view.units():
        ship = _ship(view, unit.node)
        if ship is not None:
            squadron = view.choices.unit(unit.id).get("squadron", "").strip()
            (named.setdefault((squadron, ""), []) if squadron else lone).append(ship)
        for one in (s for s in (_ship(view, n) for n in unit.node.walk(True)) if s is not None):
            squadron = view.choices.unit(one.id).get("squadron", "").strip()
            key = (squadron, "") if squadron else (unit.name, unit.id)
            named.setdefault(key, []).append(one)
    squadrons = [Squadron(name, ships) for (name, _), ships in named.items()]
    if lone:
        squadrons.append(Squadron("", lone))
    return squadrons


_DAMAGE_ROW = re.compile(r"\[\d+\]|wounds remaining|PV restants", re.IGNORECASE)


def only_war_flags(unit: UnitView) -> list[str]:
    """§1(c)'s flags: a CHARACTER of 10 or more W loses its targeting protection; a model
    whose profile changes with the wounds it has left (a damage table)."""
    flags = []
    most = max((w for _, _, w, _ in unit.wounds), default=0)
    if _has(unit, "Character", "Personnage") and most >= 10:
        flags.append("exposed-character")
    if any(_DAMAGE_ROW.search(row[0]) for table in unit.tables for row in table.rows):
        flags.append("damage-table")
    return flags
