"""Building a roster of another game from its data: forces and selections, as BattleScribe
adds them (the edits a window and the tests share).

:func:`add_force` adds a force entry of a catalogue; :func:`add_entry` adds a selection of
an entry (or entry link) under a force or a selection, with what the data asks of it at
once: each child entry's minimum, each group's (its default entry, else its free entries,
else the others), its costs, categories, profiles and rules. What is hidden and each
minimum and maximum are judged by :mod:`.checks` (:func:`~.checks.bounds`), with the data's
modifiers, their conditions and repeats, so a unit just added never breaks its own data;
the checks then say what is wrong with the roster, as BattleScribe does after each edit.
"""

from __future__ import annotations

import itertools

from listbuilder.systems.battlescribe.checks import (
    Context,
    Node,
    attach,
    bounds,
    detach,
    findings_under,
    group_count,
    make_context,
)
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
    roster: OtherRoster | None = None,
) -> Selection:
    """Add a selection of *entry* (an entry or an entry link) to *parent*, filled in with
    what the data asks of it there. With the *roster* that holds *parent*, the data's
    modifiers are judged on the whole roster (a weapon hidden unless the force is of some
    chapter); without it, on *parent*'s selections alone."""
    selection = _bare(data, cat, entry, number, group_id)
    ctx, parent_node = _context(data, cat, parent, roster)
    _settle(ctx, attach(ctx, parent_node, selection), 0)
    return selection


def _bare(data: GameData, cat: Catalogue, entry: Entry, number: int, group_id: str) -> Selection:
    """A selection of *entry* with its costs, categories, profiles and rules, nothing under it."""
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
    return selection


def _context(
    data: GameData, cat: Catalogue, parent: list[Selection], roster: OtherRoster | None
) -> tuple[Context, Node]:
    """The checks' view of *roster* and the node whose selections *parent* is; without the
    roster (or when it does not hold *parent*), a roster of one force holding *parent*."""
    if roster is not None:
        ctx, _ = make_context(data, roster)
        found = _holder(ctx.root, parent)
        if found is not None:
            return ctx, found
    scratch = new_roster(data, "")
    force = Force("", "", "", cat.id, cat.name, cat.revision)
    force.selections = parent
    scratch.forces.append(force)
    ctx, _ = make_context(data, scratch)
    return ctx, ctx.root.forces[0]


def _holder(node: Node, parent: list[Selection]) -> Node | None:
    owned = node.selection.selections if node.selection is not None else node.force.selections
    if owned is parent and node.parent is not None:
        return node
    for child in [*node.children, *node.forces]:
        found = _holder(child, parent)
        if found is not None:
            return found
    return None


def _max_of(entry: Entry) -> int | None:
    found: int | None = None
    for constraint in entry.constraints:
        if constraint.type == "max" and constraint.field == "selections" and constraint.value >= 0:
            value = int(constraint.value)
            found = value if found is None else min(found, value)
    return found


MAX_DEPTH = 12
"""The deepest the fill goes (a data error cannot recurse for ever)."""


def _target(ctx: Context, node: Node, entry: Entry) -> Entry | None:
    if node.catalogue is None:
        return None
    return ctx.data.resolve(node.catalogue, entry) if entry.kind == "link" else entry


def _taken(node: Node, entry: Entry) -> int:
    return sum(n.number for n in node.children if entry.id in n.ids())


def _take(ctx: Context, node: Node, entry: Entry, number: int, group_id: str, depth: int) -> Node:
    """A selection of *entry* placed under *node* and filled in its turn."""
    assert node.catalogue is not None
    selection = _bare(ctx.data, node.catalogue, entry, number, group_id)
    child = attach(ctx, node, selection)
    if depth < MAX_DEPTH:
        _settle(ctx, child, depth + 1)
    return child


PASSES = 4
"""How many times the fill goes over a selection's entries: what one takes may show or
ask for another (a Warlord Trait shown once the Warlord is taken)."""


def _settle(ctx: Context, node: Node, depth: int) -> None:
    entries = [e for item in node.entries for e in item.entries]
    for _ in range(PASSES):
        if not _fill(ctx, node, entries, "", depth):
            return


def _fill(ctx: Context, node: Node, entries: list[Entry], group: str, depth: int) -> int:
    """Take what *entries* ask of *node*, as the checks judge them (the data's modifiers
    applied, hidden entries left out): each entry's minimum, then each group's, first the
    members a group asks for themselves, then its default entry, else its free entries,
    else the others, each up to its maximum and kept only when it breaks nothing. Returns
    how many selections were added."""
    added = 0
    for child in entries:
        target = _target(ctx, node, child)
        if target is None:
            continue
        limits = bounds(ctx, node, child, target if target is not child else None)
        if limits.hidden:
            continue
        if target.kind != "group":
            wanted = min(limits.least, MAX_AUTO) - _taken(node, child)
            if wanted > 0:
                _take(ctx, node, child, wanted, group, depth)
                added += wanted
            continue
        group_id = child.id if child is target else f"{child.id}::{target.id}"
        added += _fill(ctx, node, target.entries, group_id, depth)
        missing = min(limits.least, MAX_AUTO) - group_count(ctx, node, target)
        if missing > 0:
            added += _fill_group(ctx, node, target, group_id, missing, depth)
    return added


def _options(ctx: Context, node: Node, group: Entry, group_id: str) -> list[tuple[Entry, str]]:
    """The entries a group offers (through its nested groups), each with the id of the
    group it is taken in: the default first, then the free ones, then the others."""
    found: list[tuple[Entry, str]] = []
    stack: list[tuple[Entry, str]] = [(e, group_id) for e in group.entries]
    while stack:
        entry, where = stack.pop(0)
        target = _target(ctx, node, entry)
        if (
            target is None
            or bounds(ctx, node, entry, target if target is not entry else None).hidden
        ):
            continue
        if target.kind == "group":
            inner = entry.id if entry is target else f"{entry.id}::{target.id}"
            stack.extend((e, inner) for e in target.entries)
            continue
        found.append((entry, where))

    def rank(item: tuple[Entry, str]) -> tuple[bool, bool]:
        entry = item[0]
        default = group.default_id in (entry.id, entry.target_id)
        target = _target(ctx, node, entry)
        costs = {**(target.costs if target is not None else {}), **entry.costs}
        return (not default, any(value > 0 for value in costs.values()))

    return sorted(found, key=rank)


def _fill_group(
    ctx: Context, node: Node, group: Entry, group_id: str, missing: int, depth: int
) -> int:
    """Take *missing* selections in *group*: first among the options that break nothing,
    then among those that only ask for more (a minimum the next pass of the fill takes: an
    oath that asks for a household); one that breaks a maximum is never kept."""
    added = 0
    for strict in (True, False):
        for option, where in _options(ctx, node, group, group_id):
            if missing <= 0:
                return added
            target = _target(ctx, node, option)
            limits = bounds(ctx, node, option, target if target is not option else None)
            most = limits.most
            room = missing if most is None else min(missing, most - _taken(node, option))
            if room <= 0 or limits.hidden:
                continue
            before = _said(ctx, node)
            child = _take(ctx, node, option, room, where, depth)
            broken = _said(ctx, node) - before - {("bs-min", group.name)}
            if broken and (strict or any(code != "bs-min" for code, _ in broken)):
                detach(node, child)  # it breaks something the data says: the next one
                continue
            added += room
            missing -= room
    return added


def _said(ctx: Context, node: Node) -> set[tuple[str, str]]:
    return {(f.code, str(f.params.get("name", ""))) for f in findings_under(ctx, node)}
