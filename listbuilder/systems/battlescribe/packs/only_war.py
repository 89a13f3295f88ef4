"""The ``--rules only-war`` pack: 40K 8th edition's "Only War" open play (seed 001).

40K-1…40K-8 of ``../shared/spec/other-game-systems.md`` §1(b), one short function each.
Open play (ruling 22): every finding is a warning except that there must be exactly one
Warlord; the under-strength exception allows one unit per datasheet; the Power Level sums
every unit in the list, from the data's own power cost. The mission reference figures of
§1(c) are :func:`mission_figures`.
"""

from __future__ import annotations

import math
from collections import defaultdict

from listbuilder.records import record
from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.packs.api import Pack, PackContext, rule
from listbuilder.systems.battlescribe.packs.mac_hammer_figures import warlords
from listbuilder.systems.battlescribe.packs.units import Capacity, Unit, can_carry, read_capacity

WARN = Severity.WARNING


@rule("40K-1", "seed 001, Que la Guerre: any models may be used")
def any_model(ctx: PackContext) -> list[BsFinding]:
    """Nothing to check: no faction or points restriction."""
    return []


def _datasheet(unit: Unit) -> str:
    selection = unit.node.selection
    return selection.target_id if selection is not None else unit.name


def _under_strength(ctx: PackContext) -> tuple[list[Unit], list[Unit]]:
    """Under-strength units the exception covers (the first of each datasheet), and the rest."""
    seen: dict[str, int] = defaultdict(int)
    allowed: list[Unit] = []
    beyond: list[Unit] = []
    for unit in ctx.army():
        if unit.min_models and unit.models < unit.min_models:
            seen[_datasheet(unit)] += 1
            (allowed if seen[_datasheet(unit)] == 1 else beyond).append(unit)
    return allowed, beyond


def _strength_findings(ctx: PackContext, code: str, units: list[Unit]) -> list[BsFinding]:
    """A warning of *code* for each of *units*, with its models against its minimum."""
    return [
        ctx.finding(
            code,
            u.path,
            f"finding.{code}",
            name=u.name,
            count=u.models,
            limit=u.min_models,
            severity=WARN,
        )
        for u in units
    ]


@rule("40K-2", "seed 001, Composition d'unité: every unit at its datasheet's minimum size")
def minimum_size(ctx: PackContext) -> list[BsFinding]:
    return _strength_findings(ctx, "40k-2", _under_strength(ctx)[1])


@rule("40K-3", "seed 001, Composition d'unité: one under-strength unit of a datasheet")
def one_under_strength(ctx: PackContext) -> list[BsFinding]:
    """The unit the exception covers is named (a warning the player may accept)."""
    return _strength_findings(ctx, "40k-3", _under_strength(ctx)[0])


@rule("40K-4", "seed 001, Seigneur de guerre: one model is named Warlord")
def one_warlord(ctx: PackContext) -> list[BsFinding]:
    count = len(warlords(ctx))
    return [] if count == 1 else [ctx.finding("40k-4", "", "finding.40k-4", count=count)]


@rule("40K-5", "seed 001, Traits de seigneur de guerre: only a CHARACTER Warlord has a trait")
def trait_needs_character(ctx: PackContext) -> list[BsFinding]:
    return [
        ctx.finding("40k-5", unit.path, "finding.40k-5", name=unit.name, severity=WARN)
        for unit in warlords(ctx)
        if not unit.has("Character")
        and any(
            n.selection is not None and "warlord trait" in n.selection.name.casefold()
            for n in unit.node.walk(True)
        )
    ]


@rule("40K-6", "seed 001, Transports: embarked units never exceed the capacity")
def transport_capacity(ctx: PackContext) -> list[BsFinding]:
    by_id = {unit.id: unit for unit in ctx.army()}
    aboard: dict[str, list[Unit]] = defaultdict(list)
    for unit in ctx.army():
        carrier_id = ctx.choices.unit(unit.id).get("embarked", "")
        if carrier_id in by_id:
            aboard[carrier_id].append(unit)
    found = []
    for carrier_id, units in aboard.items():
        carrier = by_id[carrier_id]  # the carrier's unit
        capacity = read_capacity(carrier.capacity)
        if capacity is None:
            capacity_models = 0
        else:
            capacity_models = capacity.models
            for unit in units:
                any_number = Capacity(unit.models, capacity.needs, capacity.refuses)
                if not can_carry(any_number, unit):
                    found.append(
                        ctx.finding(
                            "40k-6",
                            unit.path,
                            "finding.40k-6.kind",
                            name=unit.name,
                            transport=carrier.name,
                            severity=WARN,
                        )
                    )
        total = sum(u.models for u in units)
        if total > capacity_models:
            found.append(
                ctx.finding(
                    "40k-6",
                    carrier.path,
                    "finding.40k-6",
                    name=units[-1].name,
                    transport=carrier.name,
                    count=total,
                    limit=capacity_models,
                    severity=WARN,
                )
            )
    return found


@rule("40K-7", "seed 001, Psykers: powers known follow the datasheet")
def psychic_powers(ctx: PackContext) -> list[BsFinding]:
    return [
        ctx.finding("40k-7", unit.path, "finding.40k-7", name=unit.name, severity=WARN)
        for unit in ctx.army()
        if not unit.has("Psyker")
        and any(
            p.type_name.strip() == "Psychic Power"
            for n in unit.node.walk(True)
            if n.selection is not None
            for p in n.selection.profiles
        )
    ]


@rule("40K-8", "seed 001, Armes: weapon options come from the codexes")
def weapon_options(ctx: PackContext) -> list[BsFinding]:
    """Nothing to check here: the data's own constraints hold the codexes' options."""
    return []


def _covered(ctx: PackContext, finding: BsFinding) -> bool:
    """The data's minimum broken inside the one under-strength unit 40K-3 allows."""
    if finding.code != "bs-min":
        return False
    return any(
        finding.path == unit.path or finding.path.startswith(unit.path + ".")
        for unit in _under_strength(ctx)[0]
    )


@record
class MissionFigures:
    """The Only War figures a panel and the printed mission reference show (§1(c))."""

    power_level: float
    opponent_power_level: int | None
    outsider: str
    """``me``, ``opponent`` or ``""`` while the opponent's Power Level is not set."""
    command_rerolls: int
    units: int
    models: int
    characters: int
    under_strength: list[str]
    big_characters: list[str]
    """CHARACTERs with 10 W or more: no targeting protection."""


def mission_figures(ctx: PackContext) -> MissionFigures:
    """Power Level, the Outsider and its command re-rolls, counts and flags."""
    power = sum(unit.power for unit in ctx.army())
    opponent = ctx.choices.number("opponent-pl")
    outsider = ""
    rerolls = 0
    if opponent is not None:
        if power != opponent:
            outsider = "me" if power < opponent else "opponent"
        else:
            outsider = "me" if ctx.choices.roster.get("divided-table") == "yes" else "opponent"
        rerolls = math.floor(abs(power - opponent) / 10)
    allowed, beyond = _under_strength(ctx)
    units = [u for u in ctx.army() if u.role]
    return MissionFigures(
        power_level=power,
        opponent_power_level=opponent,
        outsider=outsider,
        command_rerolls=rerolls,
        units=len(units),
        models=sum(u.models for u in units),
        characters=sum(1 for u in units if u.has("Character")),
        under_strength=[u.name for u in [*allowed, *beyond]],
        big_characters=[u.name for u in units if u.has("Character") and u.wounds >= 10],
    )


MISSION = {
    "table": (72, 48),
    "objectives_per_player": 2,
    "objective_spacing": 10,
    "control_range": 3,
    "deployment_gap": 12,
    "rounds": 5,
    "primary": ("slay-and-secure", "ancient-relic", "domination"),
}
"""The mission reference of §1(c) in inches and rounds (the printout words them)."""


PACK = Pack(
    id="only-war",
    name_en="40K Only War (open play)",
    name_fr="40K Que la Guerre (jeu libre)",
    game_systems=("Warhammer 40,000 9th Edition",),
    rules=(
        any_model,
        minimum_size,
        one_under_strength,
        one_warlord,
        trait_needs_character,
        transport_capacity,
        psychic_powers,
        weapon_options,
    ),
    relax=_covered,
)
