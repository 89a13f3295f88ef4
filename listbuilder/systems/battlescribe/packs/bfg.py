"""The ``--rules bfg`` pack: Battlefleet Gothic (seed 003) over its BattleScribe data.

BFG-1…BFG-5 of ``../shared/spec/other-game-systems.md`` §3(b), one short function each;
fleet composition is the data's own constraints (ruling 23). Squadrons and each ship's
leadership are the player's choices kept in the roster (:mod:`.settings`: ``squadron``,
``ld``). :func:`fleet_sheet` gives the fleet sheet's figures (§3(c)–(d)) grouped by
squadron, with the crippled point at half the starting structure rounded up (ruling 23).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict

from listbuilder.records import record
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.packs.api import Pack, PackContext, rule
from listbuilder.systems.battlescribe.packs.units import Unit

SQUADRON_MAX = 6
DEFENCE_LD = 7
LEADERSHIP = {6: "novice", 7: "experienced", 8: "veteran", 9: "expert"}
"""Rolled leadership and its grade (D6: 1 → 6, 2-3 → 7, 4-5 → 8, 6 → 9)."""
_DEFENCE_WORDS = ("defence", "defense", "satellite", "platform", "station", "ground")


def _profile(unit: Unit, name: str) -> str:
    """A characteristic of the ship's Unit profile (its own first, then what it holds)."""
    for _, type_name, characteristics in unit.profiles:
        if type_name != "Unit":
            continue
        for char_name, _, value in characteristics:
            if char_name.strip() == name:
                return value.strip()
    return ""


def ship_type(unit: Unit) -> str:
    """``battleship``, ``cruiser``, ``escort``, ``defence`` or ``""`` (not a ship)."""
    return _kind(" ".join([_profile(unit, "Type"), *unit.keywords]))


def _kind(text: str) -> str:
    words = text.casefold()
    if any(word in words for word in _DEFENCE_WORDS):
        return "defence"
    for kind in ("battleship", "escort", "cruiser"):
        if kind in words:
            return kind
    return ""


def _squadrons(ctx: PackContext) -> dict[str, list[Unit]]:
    found: dict[str, list[Unit]] = defaultdict(list)
    for unit in ctx.army():
        name = ctx.choices.unit(unit.id).get("squadron", "")
        if name and "," not in name:
            found[name].append(unit)
    return found


_DATA_LD = re.compile(r"^\s*(?:ld|ldr|leadership)\.?\s*(\d+)\s*$", re.IGNORECASE)


def _ld(ctx: PackContext, unit: Unit) -> str:
    """The ship's leadership: the player's ``ld`` choice, else the data's own option taken
    on the ship (``Ldr 7``), else ``""`` (not rolled yet)."""
    chosen = ctx.choices.unit(unit.id).get("ld", "")
    if chosen:
        return chosen
    for node in unit.node.walk(True):
        found = _DATA_LD.match(node.selection.name) if node.selection is not None else None
        if found:
            return found.group(1)
    return ""


def _ships_inside(unit: Unit) -> int:
    """Ships taken inside a selection the data makes a squadron (an Escort Squadron)."""
    holders = {
        id(node)
        for node, type_name, characteristics in unit.profiles
        if type_name == "Unit"
        and any(
            name.strip() == "Type" and _kind(value) in ("battleship", "cruiser", "escort")
            for name, _, value in characteristics
        )
    }
    return sum(node.number for node in unit.node.children if id(node) in holders)


@rule("BFG-1", "seed 003, Escadrons: at most 6 ships")
def squadron_size(ctx: PackContext) -> list[BsFinding]:
    found = [
        ctx.finding(
            "bfg-1", ships[SQUADRON_MAX].path, "finding.bfg-1", squadron=name, count=len(ships)
        )
        for name, ships in _squadrons(ctx).items()
        if len(ships) > SQUADRON_MAX
    ]
    for unit in ctx.army():
        inside = _ships_inside(unit)
        if inside > SQUADRON_MAX:
            found.append(
                ctx.finding("bfg-1", unit.path, "finding.bfg-1", squadron=unit.name, count=inside)
            )
    return found


@rule("BFG-2", "seed 003, Escadrons: ships of the same type (not class)")
def squadron_one_type(ctx: PackContext) -> list[BsFinding]:
    found = []
    for name, ships in _squadrons(ctx).items():
        kinds = Counter(ship_type(s) for s in ships if ship_type(s) not in ("", "defence"))
        if len(kinds) > 1:
            (usual, _), *_ = kinds.most_common()
            odd = next(s for s in ships if ship_type(s) not in ("", "defence", usual))
            found.append(
                ctx.finding(
                    "bfg-2",
                    odd.path,
                    "finding.bfg-2",
                    squadron=name,
                    types=", ".join(sorted(kinds)),
                    words=("types",),
                )
            )
    return found


@rule("BFG-3", "seed 003, Escadrons: formed before deployment, a ship in at most one")
def one_squadron_each(ctx: PackContext) -> list[BsFinding]:
    found = []
    for unit in ctx.army():
        name = ctx.choices.unit(unit.id).get("squadron", "")
        if not name:
            continue
        if "," in name:
            found.append(
                ctx.finding("bfg-3", unit.path, "finding.bfg-3", name=unit.name, squadron=name)
            )
        elif ship_type(unit) in ("", "defence"):
            found.append(
                ctx.finding("bfg-3", unit.path, "finding.bfg-3.ship", name=unit.name, squadron=name)
            )
    return found


@rule("BFG-4", "seed 003, Défenses planétaires: Reload Ordnance only, at a fixed Ld 7")
def defences_fixed_leadership(ctx: PackContext) -> list[BsFinding]:
    return [
        ctx.finding("bfg-4", unit.path, "finding.bfg-4", name=unit.name, ld=_ld(ctx, unit))
        for unit in ctx.army()
        if ship_type(unit) == "defence" and _ld(ctx, unit) not in ("", str(DEFENCE_LD))
    ]


@rule("BFG-5", "seed 003, Commandement: valeurs de départ 6 to 9 on a D6")
def leadership_values(ctx: PackContext) -> list[BsFinding]:
    return [
        ctx.finding("bfg-5", unit.path, "finding.bfg-5", name=unit.name, ld=_ld(ctx, unit))
        for unit in ctx.army()
        if ship_type(unit) != "defence"
        and _ld(ctx, unit) != ""
        and not (_ld(ctx, unit).isdigit() and int(_ld(ctx, unit)) in LEADERSHIP)
    ]


@record
class ShipLine:
    path: str
    name: str
    ship_class: str
    type: str
    leadership: int | None
    """Rolled (6-9, a defence's fixed 7), or ``None``: print empty boxes."""
    grade: str
    structure: int
    crippled_at: int
    """Hits lost at which the ship is crippled: half its structure, rounded up."""
    speed: str
    turns: str
    shields: str
    armour: str
    turrets: str


@record
class SquadronLine:
    name: str
    """Empty for the ships that fight alone."""
    type: str
    ships: list[ShipLine]

    @property
    def highest_leadership(self) -> int | None:
        rolled = [ship.leadership for ship in self.ships if ship.leadership is not None]
        return max(rolled) if rolled else None


@record
class FleetSheet:
    squadrons: list[SquadronLine]
    ships_by_type: dict[str, int]
    total_structure: int


def _ship_line(ctx: PackContext, unit: Unit) -> ShipLine:
    kind = ship_type(unit)
    text = _ld(ctx, unit)
    ld = DEFENCE_LD if kind == "defence" else (int(text) if text.isdigit() else None)
    hits_text = _profile(unit, "Hits")
    hits = int(hits_text) if hits_text.isdigit() else 0
    selection = unit.node.selection
    return ShipLine(
        path=unit.path,
        name=unit.name,
        ship_class=selection.name if selection is not None else unit.name,
        type=kind,
        leadership=ld,
        grade=LEADERSHIP.get(ld, "") if ld is not None else "",
        structure=hits,
        crippled_at=math.ceil(hits / 2),
        speed=_profile(unit, "Speed"),
        turns=_profile(unit, "Turns"),
        shields=_profile(unit, "Shields"),
        armour=_profile(unit, "Armour"),
        turrets=_profile(unit, "Turrets"),
    )


def fleet_sheet(ctx: PackContext) -> FleetSheet:
    """The fleet sheet's figures: squadrons (lone ships last), Ld, structure tracks."""
    ships = [u for u in ctx.army() if ship_type(u)]
    grouped = _squadrons(ctx)
    placed = {ship.id for members in grouped.values() for ship in members}
    squadrons = []
    for name, members in grouped.items():
        lines = [_ship_line(ctx, ship) for ship in members]
        squadrons.append(SquadronLine(name, lines[0].type if lines else "", lines))
    lone = [_ship_line(ctx, ship) for ship in ships if ship.id not in placed]
    if lone:
        squadrons.append(SquadronLine("", "", lone))
    by_type: dict[str, int] = defaultdict(int)
    for ship in ships:
        by_type[ship_type(ship)] += 1
    total = sum(line.structure for squadron in squadrons for line in squadron.ships)
    return FleetSheet(squadrons, dict(by_type), total)


PACK = Pack(
    id="bfg",
    name_en="Battlefleet Gothic",
    name_fr="Battlefleet Gothic",
    game_systems=("Battlefleet Gothic",),
    rules=(
        squadron_size,
        squadron_one_type,
        one_squadron_each,
        defences_fixed_leadership,
        leadership_values,
    ),
)
