"""Mac Hammer 40K's figures as pure data (``other-game-systems.md`` §2(b)–(d), ruling 21).

:func:`composition` is what a composition panel and a printed roster show: the bracket,
each role against its min and max, each datasheet identity against its cap (with the reuse
exception when it is unlocked), the detachments with their shared faction keywords, the
reserves, the largest reserve unit and the off-table points against their allowances, and
one line per unit with points per wound, the control multiplier, half-W thresholds and
flags. The rules of :mod:`.mac_hammer` read the same figures, so panel and findings agree.
"""

from __future__ import annotations

import math
from collections import defaultdict

from listbuilder.records import field, record
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Catalogue, CategoryEntry, Entry
from listbuilder.systems.battlescribe.packs.api import PackContext
from listbuilder.systems.battlescribe.packs.units import FACTION, ROLES, Unit

INFINITE = 10**6


@record
class Row:
    """One row of the composition table: its role and (min, max, cap) in each bracket."""

    role: str
    cells: tuple[tuple[int, int, int], ...]


_SUPPORT = ((0, 2, 1), (0, 4, 1), (0, 6, 2), (0, 8, 2))
_RARE = ((0, 1, 1), (0, 2, 1), (0, 3, 2), (0, 4, 2))
ROWS = (
    Row("HQ", ((1, 2, 1), (2, 4, 1), (3, 6, 2), (4, 8, 2))),
    Row("Troops", ((2, 4, 2), (4, 6, 2), (6, 8, 4), (8, 10, 4))),
    Row("Elites", _SUPPORT),
    Row("Fast Attack", _SUPPORT),
    Row("Heavy Support", _SUPPORT),
    Row("Flyer", _RARE),
    Row("Fortification", _RARE),
    Row("Lord of War", _RARE),
    Row("Dedicated Transport", tuple((0, INFINITE, cap) for cap in (2, 2, 4, 4))),
)
"""Seed 002's table; ruling 21: the grouped rows limit each role on its own."""


@record
class Band:
    index: int
    low: int
    high: int

    @property
    def label(self) -> str:
        return f"{self.low}-{self.high}"

    @property
    def detachments(self) -> int:
        return self.index + 1

    def limits(self, role: str) -> tuple[int, int, int]:
        row = next((row for row in ROWS if row.role == role), None)
        return row.cells[self.index] if row is not None else (0, INFINITE, INFINITE)


def allowances(points: float) -> tuple[int, int, int]:
    """MH-11 and MH-12 at *points*: reserve units (one per started 1,000), points of one
    reserve unit (125 per started 500) and off-table points (500 per started 1,000)."""
    if points <= 0:
        return 0, 0, 0
    thousands = math.ceil(points / 1000)
    return thousands, 125 * math.ceil(points / 500), 500 * thousands


def bracket(points: float) -> Band | None:
    """The column holding *points* (1-1000, 1001-2000...); none at 0 or above 4000."""
    if points <= 0 or points > 4000:
        return None
    index = max(math.ceil(points / 1000) - 1, 0)
    return Band(index, index * 1000 + 1, (index + 1) * 1000)


def army_points(ctx: PackContext) -> tuple[float, int | None]:
    """The points setting the bracket (the declared game size, else the roster's total),
    and the declared size."""
    declared = ctx.choices.number("game-size")
    return (float(declared) if declared else ctx.points()), declared


def warlords(ctx: PackContext) -> list[Unit]:
    """The Warlord the player set, else every unit holding the data's Warlord upgrade."""
    chosen = ctx.choices.roster.get("warlord", "")
    if chosen:
        for unit in ctx.army():
            ids = {unit.id} | {n.selection.id for n in unit.node.walk(True) if n.selection}
            if chosen in ids:
                return [unit]
        return []
    return [
        unit
        for unit in ctx.army()
        if any(
            n.selection is not None and n.selection.name.strip().casefold() == "warlord"
            for n in unit.node.walk(True)
        )
    ]


def counted_units(ctx: PackContext) -> list[Unit]:
    """Units with a role, those accompanying an independent character apart (MH-14)."""
    ids = {unit.id for unit in ctx.army()}
    return [
        unit
        for unit in ctx.army()
        if unit.role and ctx.choices.unit(unit.id).get("joins", "") not in ids
    ]


def _entry_keywords(data: GameData, cat: Catalogue, entry: Entry) -> tuple[str, list[str]]:
    """(role, keywords in order) of a root entry, as :mod:`.units` reads a selection's."""
    target = data.resolve(cat, entry)
    links = [*entry.category_links, *(target.category_links if target is not None else [])]
    role = ""
    keywords: list[str] = []
    for link in links:
        item = data.lookup(cat, link.target_id)
        name = (item.name if isinstance(item, CategoryEntry) else link.name).strip()
        if name in ROLES:
            role = role if role and not link.primary else name
        elif not name.casefold().startswith(FACTION) and name not in keywords:
            keywords.append(name)
    return role, keywords


def available_identities(ctx: PackContext, role: str) -> set[str]:
    """Every datasheet identity of *role* in the catalogues of the roster's forces (ruling
    21: "available" in MH-6x), worked out once per roster."""
    cached = ctx.cache.get("mh-available")
    table: dict[str, set[str]] = cached if isinstance(cached, dict) else {}
    if not isinstance(cached, dict):
        seen: set[str] = set()
        for force in ctx.forces():
            cat = force.catalogue
            if cat is None or cat.id in seen:
                continue
            seen.add(cat.id)
            for entry in ctx.data.root_entries(cat):
                target = ctx.data.resolve(cat, entry)
                if entry.hidden or target is None or target.hidden or target.kind == "group":
                    continue
                here, keywords = _entry_keywords(ctx.data, cat, entry)
                if here:
                    table.setdefault(here, set()).add(keywords[-1] if keywords else entry.name)
        ctx.cache["mh-available"] = table
    return set(table.get(role, set()))


@record
class RoleLine:
    role: str
    count: int
    low: int
    high: int


@record
class IdentityLine:
    role: str
    identity: str
    count: int
    cap: int
    unlocked: bool
    """Every other datasheet of the role is used (MH-6x): the cap may be passed."""
    unused: int
    paths: list[str] = field(default_factory=list)


@record
class Detachment:
    path: str
    name: str
    shared: list[str]


@record
class UnitLine:
    """One line of the printed roster (§2(d))."""

    path: str
    detachment: str
    role: str
    name: str
    identity: str
    points: float
    models: int
    wounds: int
    per_model: list[tuple[str, int, int, float, int]]
    """(model, how many, W, points per wound, half-W threshold of one)."""
    control_multiplier: int
    control_points: int
    half_wounds: int
    """At this many W left or fewer the unit tests morale (half its starting W)."""
    flags: list[str]
    deployment: str
    transport: str
    """The assigned transport's name (MH-7), else the unit this transport is assigned to."""
    brings: str = ""
    """The assigned transport the player set for this unit (MH-7)."""
    joins: str = ""
    """The independent character this unit accompanies: one choice with it (MH-14)."""

    @property
    def model_half_wounds(self) -> list[tuple[str, int]]:
        """(model, W at which one of them is at half strength) of each model of 2+ W."""
        return [(name, half) for name, _, w, _, half in self.per_model if w >= 2]


@record
class Composition:
    points: float
    band: Band | None
    declared: int | None
    roles: list[RoleLine]
    identities: list[IdentityLine]
    detachments: list[Detachment]
    reserve_units: int
    reserve_units_max: int
    reserve_costs: list[tuple[str, str, float]]
    """(path, name, cost) of each reserve unit, a transport with its passengers as one."""
    reserve_unit_max: int
    off_table_points: float
    off_table_max: int
    units: list[UnitLine]

    @property
    def largest_reserve(self) -> float:
        return max((cost for _, _, cost in self.reserve_costs), default=0.0)


def control_multiplier(unit: Unit, declared: bool = False) -> int:
    """×4 Troops, ×1 aircraft, ×0 non-operational (by its rules, or as the player says)."""
    if declared or _non_operational(unit):
        return 0
    if unit.role == "Troops":
        return 4
    if unit.role == "Flyer" or unit.has("Aircraft"):
        return 1
    return 2


def _non_operational(unit: Unit) -> bool:
    return any(
        phrase in text
        for text in unit.texts
        for phrase in ("cannot control objective", "can never control", "cannot hold objective")
    )


def independent_character(unit: Unit) -> bool:
    """A CHARACTER whose models start with 9 W or fewer (§2(c), MH-14)."""
    return unit.has("Character") and 0 < unit.starting_w <= 9


def _flags(unit: Unit, declared: bool = False) -> list[str]:
    flags = []
    if unit.role == "Troops":
        flags.append("troops")
    if unit.role == "Flyer" or unit.has("Aircraft"):
        flags.append("aircraft")
    if declared or _non_operational(unit):
        flags.append("non-operational")
    if independent_character(unit):
        flags.append("independent-character")
    if unit.can_arrive_later:
        flags.append("reinforcements")
    return flags


def _off_table(ctx: PackContext) -> tuple[list[tuple[str, str, float]], float]:
    """Reserve units (a transport and its passengers as one, ruling 21) and the points
    in reinforcements or reserves."""
    by_id = {unit.id: unit for unit in ctx.army()}
    groups: dict[str, list[Unit]] = defaultdict(list)
    for unit in ctx.army():
        carrier = ctx.choices.unit(unit.id).get("embarked", "")
        groups[carrier if carrier in by_id else unit.id].append(unit)
    reserves: list[tuple[str, str, float]] = []
    off = 0.0
    for head_id, members in groups.items():
        head = by_id[head_id]
        where = ctx.choices.deployment(head_id)
        cost = sum(u.points for u in members)
        if where == "reserves":
            reserves.append((head.path, head.name, cost))
        if where in ("reserves", "reinforcements"):
            off += cost
    return reserves, off


def composition(ctx: PackContext) -> Composition:
    """Every figure of the composition panel and the printed roster (worked out once)."""
    done = ctx.cache.get("mh-composition")
    if isinstance(done, Composition):
        return done
    points, declared = army_points(ctx)
    band = bracket(points)
    counted = counted_units(ctx)
    roles = []
    identities = []
    for row in ROWS:
        low, high, cap = band.limits(row.role) if band else (0, INFINITE, INFINITE)
        members = [u for u in counted if u.role == row.role]
        roles.append(RoleLine(row.role, len(members), low, high))
        by_identity: dict[str, list[Unit]] = defaultdict(list)
        for unit in members:
            by_identity[unit.identity].append(unit)
        pool = available_identities(ctx, row.role) if members else set()
        for identity, units in by_identity.items():
            unused = len(pool - set(by_identity) - {identity})
            identities.append(
                IdentityLine(
                    row.role,
                    identity,
                    len(units),
                    cap,
                    unused == 0,
                    unused,
                    [u.path for u in units],
                )
            )
    detachments = []
    for force in ctx.forces():
        units = [u for u in ctx.army() if u.node.force is force.force and u.role]
        shared = sorted(set.intersection(*(set(u.factions) for u in units))) if units else []
        detachments.append(Detachment(force.path, force.force.name, shared))
    reserves, off = _off_table(ctx)
    most_units, most_each, most_off = allowances(points)
    by_id = {unit.id: unit for unit in ctx.army()}
    owners = {
        ctx.choices.unit(u.id).get("transport", ""): u.name
        for u in ctx.army()
        if ctx.choices.unit(u.id).get("transport", "") in by_id
    }
    lines = []
    for unit in ctx.army():
        if not unit.role:
            continue
        off_duty = ctx.choices.unit(unit.id).get("non-operational", "") in ("yes", "true", "1")
        multiplier = control_multiplier(unit, off_duty)
        per_model = [
            (name, count, w, round(cost / w, 2) if w else 0.0, w // 2)
            for name, count, cost, w in unit.model_wounds
        ]
        transport = by_id.get(ctx.choices.unit(unit.id).get("transport", ""))
        leader = by_id.get(ctx.choices.unit(unit.id).get("joins", ""))
        lines.append(
            UnitLine(
                path=unit.path,
                detachment=unit.node.force.name,
                role=unit.role,
                name=unit.name,
                identity=unit.identity,
                points=unit.points,
                models=unit.models,
                wounds=unit.wounds,
                per_model=per_model,
                control_multiplier=multiplier,
                control_points=multiplier * unit.wounds,
                half_wounds=unit.wounds // 2,
                flags=_flags(unit, off_duty),
                deployment=ctx.choices.deployment(unit.id),
                transport=transport.name if transport else owners.get(unit.id, ""),
                brings=transport.name if transport else "",
                joins=leader.name if leader else "",
            )
        )
    found = Composition(
        points=points,
        band=band,
        declared=declared,
        roles=roles,
        identities=identities,
        detachments=detachments,
        reserve_units=len(reserves),
        reserve_units_max=most_units,
        reserve_costs=reserves,
        reserve_unit_max=most_each,
        off_table_points=off,
        off_table_max=most_off,
        units=lines,
    )
    ctx.cache["mh-composition"] = found
    return found
