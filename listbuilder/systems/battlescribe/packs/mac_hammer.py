"""The ``--rules mac-hammer`` pack: Mac Hammer 40K (seed 002) over 40K 9th edition data.

MH-1…MH-14 of ``../shared/spec/other-game-systems.md`` §2(b), one short function each,
read as ruling 21 settles them: the grouped rows limit each role on its own; the bracket
and allowances use the roster's points, or the declared game size when one is set;
"available" (MH-6x) is every datasheet of that role in the catalogues of the detachment's
forces; a datasheet's identity is its last keyword in the data's order, faction keywords
apart; assigned transports count in no other row; a transport and the units embarked in
it are one reserve unit costing their sum; detachments are the roster's forces. The
composition figures of §2(c) are :func:`.mac_hammer_figures.composition`.
"""

from __future__ import annotations

from collections import Counter

from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.packs.api import Pack, PackContext, rule
from listbuilder.systems.battlescribe.packs.mac_hammer_figures import (
    ROWS,
    army_points,
    bracket,
    composition,
    counted_units,
    independent_character,
    warlords,
)
from listbuilder.systems.battlescribe.packs.units import can_carry, read_capacity


@rule("MH-1", "seed 002, §Composition d'armée: the four brackets 1-1000…3001-4000 pts")
def points_in_a_bracket(ctx: PackContext) -> list[BsFinding]:
    points, declared = army_points(ctx)
    found = []
    if bracket(points) is None:
        found.append(ctx.finding("mh-1", "", "finding.mh-1", points=int(points)))
    if declared is not None and ctx.points() > declared:
        found.append(
            ctx.finding(
                "mh-1", "", "finding.mh-1.declared", points=int(ctx.points()), limit=declared
            )
        )
    return found


@rule("MH-2", "seed 002, §Détachements: each unit in exactly one detachment")
def one_detachment_each(ctx: PackContext) -> list[BsFinding]:
    found = [
        ctx.finding("mh-2", force.path, "finding.mh-2.nested", name=force.force.name)
        for force in ctx.forces()
        if force.parent is not None and force.parent.parent is not None
    ]
    by_id = {unit.id: unit for unit in ctx.army()}
    for unit in ctx.army():
        transport = by_id.get(ctx.choices.unit(unit.id).get("transport", ""))
        if transport is not None and transport.node.force is not unit.node.force:
            found.append(
                ctx.finding(
                    "mh-2", transport.path, "finding.mh-2", name=transport.name, unit=unit.name
                )
            )
    return found


@rule("MH-3", "seed 002, §Détachements: the units of a detachment share a faction keyword")
def shared_faction_keyword(ctx: PackContext) -> list[BsFinding]:
    found = []
    for force in ctx.forces():
        units = [u for u in ctx.army() if u.node.force is force.force and u.role]
        if not units:
            continue
        shared = set.intersection(*(set(u.factions) for u in units))
        if not shared:
            found.append(ctx.finding("mh-3", force.path, "finding.mh-3", name=force.force.name))
    return found


@rule("MH-4", "seed 002, §Composition d'armée: at most 1/2/3/4 detachments")
def detachment_count(ctx: PackContext) -> list[BsFinding]:
    band = bracket(army_points(ctx)[0])
    forces = len(list(ctx.forces()))
    if band is None or forces <= band.detachments:
        return []
    return [
        ctx.finding(
            "mh-4", "", "finding.mh-4", count=forces, limit=band.detachments, band=band.label
        )
    ]


@rule("MH-5", "seed 002, §Composition d'armée: each role's min-max in the bracket")
def role_counts(ctx: PackContext) -> list[BsFinding]:
    band = bracket(army_points(ctx)[0])
    if band is None:
        return []
    found = []
    counts = Counter(u.role for u in counted_units(ctx))
    for row in ROWS:
        if row.role == "Dedicated Transport":
            continue
        low, high, _ = band.limits(row.role)
        count = counts[row.role]
        if count < low or count > high:
            key = "finding.mh-5.min" if count < low else "finding.mh-5.max"
            found.append(
                ctx.finding(
                    "mh-5",
                    "",
                    key,
                    role=row.role,
                    words=("role",),
                    count=count,
                    limit=low if count < low else high,
                    band=band.label,
                )
            )
    return found


@rule("MH-6", "seed 002, §Composition d'armée: the cap per datasheet (last keyword)")
def datasheet_cap(ctx: PackContext) -> list[BsFinding]:
    band = bracket(army_points(ctx)[0])
    if band is None:
        return []
    found = []
    for line in composition(ctx).identities:
        if line.count > line.cap and not line.unlocked:
            found.append(
                ctx.finding(
                    "mh-6",
                    line.paths[line.cap],
                    "finding.mh-6",
                    name=line.identity,
                    role=line.role,
                    words=("role",),
                    count=line.count,
                    limit=line.cap,
                    unused=line.unused,
                )
            )
    return found


@rule("MH-6x", "seed 002, §Composition d'armée: a datasheet over its cap once all others are used")
def reuse_exception(ctx: PackContext) -> list[BsFinding]:
    """Named (a warning) where the exception is what lets a datasheet over its cap."""
    return [
        ctx.finding(
            "mh-6x",
            line.paths[line.cap],
            "finding.mh-6x",
            name=line.identity,
            role=line.role,
            words=("role",),
            count=line.count,
            limit=line.cap,
            severity=Severity.WARNING,
        )
        for line in composition(ctx).identities
        if line.count > line.cap and line.unlocked
    ]


@rule("MH-7", "seed 002, §Transports assignés: one per INFANTRY unit, that it can embark on")
def assigned_transports(ctx: PackContext) -> list[BsFinding]:
    by_id = {unit.id: unit for unit in ctx.army()}
    brought: Counter[str] = Counter()
    found = []
    for unit in ctx.army():
        transport = by_id.get(ctx.choices.unit(unit.id).get("transport", ""))
        if transport is None:
            continue
        brought[transport.id] += 1
        capacity = read_capacity(transport.capacity)
        if not unit.has("Infantry"):
            reason = "infantry"
        elif transport.role != "Dedicated Transport":
            reason = "role"
        elif capacity is not None and not can_carry(capacity, unit):
            reason = "capacity"
        elif brought[transport.id] > 1:
            reason = "twice"
        else:
            continue
        found.append(
            ctx.finding(
                "mh-7",
                unit.path,
                f"finding.mh-7.{reason}",
                name=unit.name,
                transport=transport.name,
            )
        )
    # A transport nobody names is brought by an INFANTRY unit with no transport yet that
    # can embark on it, if there is one (the text links them; the roster need not say so).
    free = [
        u
        for u in ctx.army()
        if u.has("Infantry") and ctx.choices.unit(u.id).get("transport", "") not in by_id
    ]
    for unit in ctx.army():
        if unit.role != "Dedicated Transport" or brought[unit.id]:
            continue
        capacity = read_capacity(unit.capacity)
        owner = next((u for u in free if capacity is None or can_carry(capacity, u)), None)
        if owner is not None:
            free.remove(owner)
        else:
            found.append(ctx.finding("mh-7", unit.path, "finding.mh-7.alone", transport=unit.name))
    return found


@rule("MH-8", "seed 002, §Composition d'armée: no unit under its datasheet's minimum")
def no_under_strength(ctx: PackContext) -> list[BsFinding]:
    return [
        ctx.finding("mh-8", u.path, "finding.mh-8", name=u.name, count=u.models, limit=u.min_models)
        for u in ctx.army()
        if u.role and u.models < u.min_models
    ]


@rule("MH-9", "seed 002, §Seigneur de guerre: among single-model units, else HQ models")
def warlord_choice(ctx: PackContext) -> list[BsFinding]:
    chosen = warlords(ctx)
    if len(chosen) != 1:
        return [ctx.finding("mh-9", "", "finding.mh-9.count", count=len(chosen))]
    (warlord,) = chosen
    singles = [u for u in ctx.army() if u.role and u.models == 1]
    if singles and warlord.models != 1:
        return [ctx.finding("mh-9", warlord.path, "finding.mh-9.single", name=warlord.name)]
    if not singles and warlord.role != "HQ":
        return [ctx.finding("mh-9", warlord.path, "finding.mh-9.hq", name=warlord.name)]
    return []


@rule(
    "MH-10",
    "seed 002, §Renforts et réserves: a unit that may come as reinforcements never in reserves",
)
def reinforcements_not_reserves(ctx: PackContext) -> list[BsFinding]:
    return [
        ctx.finding("mh-10", u.path, "finding.mh-10", name=u.name)
        for u in ctx.army()
        if u.can_arrive_later and ctx.choices.deployment(u.id) == "reserves"
    ]


@rule(
    "MH-11",
    "seed 002, §Réserves: one unit per started 1000 pts, each at most 125 pts per started 500",
)
def reserves(ctx: PackContext) -> list[BsFinding]:
    figures = composition(ctx)
    found = []
    if figures.reserve_units > figures.reserve_units_max:
        found.append(
            ctx.finding(
                "mh-11",
                "",
                "finding.mh-11.count",
                count=figures.reserve_units,
                limit=figures.reserve_units_max,
            )
        )
    for path, name, cost in figures.reserve_costs:
        if cost > figures.reserve_unit_max:
            found.append(
                ctx.finding(
                    "mh-11",
                    path,
                    "finding.mh-11.cost",
                    name=name,
                    points=int(cost),
                    limit=figures.reserve_unit_max,
                )
            )
    return found


@rule("MH-12", "seed 002, §Renforts et réserves: at most 500 pts off table per started 1000")
def off_table_points(ctx: PackContext) -> list[BsFinding]:
    figures = composition(ctx)
    if figures.off_table_points <= figures.off_table_max:
        return []
    return [
        ctx.finding(
            "mh-12",
            "",
            "finding.mh-12",
            points=int(figures.off_table_points),
            limit=figures.off_table_max,
        )
    ]


@rule("MH-13", "seed 002, §Stratagèmes: at most one codex stratagem before the first turn")
def one_pre_game_stratagem(ctx: PackContext) -> list[BsFinding]:
    taken = [
        node
        for unit in ctx.army()
        for node in unit.node.walk(True)
        if node.selection is not None and node.selection.name.casefold().startswith("stratagem")
    ]
    declared = [s for s in ctx.choices.roster.get("stratagem", "").split(",") if s.strip()]
    if len(taken) + len(declared) <= 1:
        return []
    path = taken[1].path if len(taken) > 1 else ""
    return [ctx.finding("mh-13", path, "finding.mh-13", count=len(taken) + len(declared))]


@rule(
    "MH-14",
    "seed 002, §Personnages indépendants: a character and the units it leads are one choice",
)
def character_with_escort(ctx: PackContext) -> list[BsFinding]:
    by_id = {unit.id: unit for unit in ctx.army()}
    found = []
    for unit in ctx.army():
        leader_id = ctx.choices.unit(unit.id).get("joins", "")
        if not leader_id:
            continue
        leader = by_id.get(leader_id)
        if leader is None or not independent_character(leader):
            found.append(ctx.finding("mh-14", unit.path, "finding.mh-14.leader", name=unit.name))
        elif ctx.choices.deployment(unit.id) != ctx.choices.deployment(leader.id):
            found.append(
                ctx.finding(
                    "mh-14", unit.path, "finding.mh-14.apart", name=unit.name, leader=leader.name
                )
            )
    return found


PACK = Pack(
    id="mac-hammer",
    name_en="Mac Hammer 40K",
    name_fr="Mac Hammer 40K",
    game_systems=("Warhammer 40,000 9th Edition",),
    rules=(
        points_in_a_bracket,
        one_detachment_each,
        shared_faction_keyword,
        detachment_count,
        role_counts,
        datasheet_cap,
        reuse_exception,
        assigned_transports,
        no_under_strength,
        warlord_choice,
        reinforcements_not_reserves,
        reserves,
        off_table_points,
        one_pre_game_stratagem,
        character_with_escort,
    ),
)
