"""Building a roster of another game from its data: forces and selections, as BattleScribe
adds them (the edits a window and the tests share).

:func:`add_force` adds a force entry of a catalogue; :func:`add_entry` adds a selection of
an entry (or entry link) under a force or a selection, with what the data asks of it at
once: each child entry's minimum (a group's default entry, else its first), its costs,
categories, profiles and rules. Nothing here checks the roster: :mod:`.checks` says what
is wrong, as BattleScribe does after each edit.
"""

from __future__ import annotations

import itertools

from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import Catalogue, Entry, Profile, Rule
from listbuilder.systems.battlescribe.roster import (
    Category,
    Force,
    OtherRoster,
    ProfileLine,
    RuleLine,
    Selection,
)

_IDS = itertools.count(1)
MAX_AUTO = 200
"""The most selections one entry's minimum adds at once (a data error cannot run away)."""


def _new_id() -> str:
    return f"lb-{next(_IDS):06d}"


def new_roster(data: GameData, name: str, limits: dict[str, float] | None = None) -> OtherRoster:
    roster = OtherRoster(_new_id(), name, data.id, data.name, data.revision)
    for cost in data.system.cost_types:
        roster.cost_names[cost.id] = cost.name
        roster.cost_limits[cost.id] = (limits or {}).get(cost.id, cost.default_limit)
    return roster


def add_force(roster: OtherRoster, data: GameData, catalogue_id: str, force_id: str) -> Force:
    cat = data.catalogue(catalogue_id)
    if cat is None:
        raise KeyError(catalogue_id)
    entry = data.lookup(cat, force_id)
    if entry is None:
        raise KeyError(force_id)
    force = Force(_new_id(), entry.name, force_id, cat.id, cat.name, cat.revision)
    roster.forces.append(force)
    return force


def _min_of(entry: Entry) -> int:
    found = 0
    for constraint in entry.constraints:
        if (
            constraint.type == "min"
            and constraint.field == "selections"
            and constraint.scope == "parent"
            and not constraint.percent
        ):
            found = max(found, int(constraint.value))
    return min(found, MAX_AUTO)


def _info(data: GameData, cat: Catalogue, entry: Entry) -> tuple[list[Profile], list[Rule]]:
    profiles = list(entry.profiles)
    rules = list(entry.rules)
    for link in entry.info_links:
        target = data.lookup(cat, link.target_id)
        if isinstance(target, Profile):
            profiles.append(target)
        elif isinstance(target, Rule):
            rules.append(target)
    return profiles, rules


def add_entry(
    data: GameData,
    cat: Catalogue,
    parent: list[Selection],
    entry: Entry,
    *,
    number: int = 1,
    group_id: str = "",
) -> Selection:
    """Add a selection of *entry* (an entry or an entry link) to *parent*, filled in."""
    target = data.resolve(cat, entry) if entry.kind == "link" else entry
    if target is None or target.kind == "group":
        raise ValueError(f"{entry.name} is not an entry that can be selected")
    entry_id = f"{entry.id}::{target.id}" if entry.kind == "link" else target.id
    selection = Selection(
        id=_new_id(),
        name=entry.name or target.name,
        entry_id=entry_id,
        number=number,
        type=target.type or "upgrade",
        entry_group_id=group_id,
    )
    for costs in (target.costs, entry.costs if entry is not target else {}):
        for type_id, value in costs.items():
            selection.costs[type_id] = value * number
    for cost in data.system.cost_types:
        if cost.id in selection.costs:
            selection.cost_names[cost.id] = cost.name
    seen: set[str] = set()
    for link in [*entry.category_links, *target.category_links]:
        if link.target_id not in seen:
            seen.add(link.target_id)
            selection.categories.append(
                Category(
                    link.target_id,
                    data.category_name(cat, link.target_id, link.name),
                    link.primary,
                    _new_id(),
                )
            )
    profiles, rules = _info(data, cat, target)
    selection.profiles = [
        ProfileLine(p.name, p.type_id, p.type_name, [list(c) for c in p.characteristics], _new_id())
        for p in profiles
    ]
    selection.rules = [RuleLine(_new_id(), r.name, r.description) for r in rules]
    _fill(data, cat, selection, target.entries, "")
    parent.append(selection)
    return selection


def _max_of(entry: Entry) -> int | None:
    found: int | None = None
    for constraint in entry.constraints:
        if constraint.type == "max" and constraint.field == "selections" and constraint.value >= 0:
            value = int(constraint.value)
            found = value if found is None else min(found, value)
    return found


def _fill(
    data: GameData, cat: Catalogue, selection: Selection, entries: list[Entry], group: str
) -> int:
    """Take each child entry's minimum, then each group's: first the members a group asks
    for themselves, then its default entry (else the first ones, each up to its maximum).
    Returns how many selections were added."""
    added = 0
    for child in entries:
        target = data.resolve(cat, child) if child.kind == "link" else child
        if target is None or child.hidden or target.hidden:
            continue
        wanted = max(_min_of(child), _min_of(target))
        if target.kind != "group":
            if wanted > 0:
                add_entry(data, cat, selection.selections, child, number=wanted, group_id=group)
                added += wanted
            continue
        group_id = child.id if child is target else f"{child.id}::{target.id}"
        inside = _fill(data, cat, selection, target.entries, group_id)
        added += inside
        missing = wanted - inside
        if missing <= 0:
            continue
        options = [e for e in target.entries if not e.hidden and e.kind != "group"]
        options.sort(key=lambda e: target.default_id not in (e.id, e.target_id))
        for option in options:
            resolved = data.resolve(cat, option)
            if resolved is None or resolved.kind == "group" or missing <= 0:
                continue
            room = [m for m in (_max_of(option), _max_of(resolved)) if m is not None]
            take = min([missing, *room]) if room else missing
            if take > 0:
                add_entry(data, cat, selection.selections, option, number=take, group_id=group_id)
                added += take
                missing -= take
    return added
