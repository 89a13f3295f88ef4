"""The data's own constraints and modifiers, checked on a roster of its game.

As BattleScribe counts them: a constraint of an entry, a group or an entry link counts the
selections of that entry (of any entry of that group) in its scope (the parent selection
or force, the force, the roster, the selection itself, an ancestor); a constraint of a
force's category link counts the force's selections in that category; a constraint of a
force entry counts forces. ``includeChildSelections`` counts nested selections too; a
cost-type field sums that cost instead of counting. Each constraint's value is first
changed by its owner's modifiers whose field is the constraint's id (set, increment,
decrement), each applied when its conditions and condition groups hold and as many times
as its repeats say. A hidden entry that nobody took asks for nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from listbuilder.records import record
from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe.findings import BsFinding
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import (
    Catalogue,
    CategoryLink,
    Condition,
    ConditionGroup,
    Constraint,
    Entry,
    ForceEntry,
    Modifier,
    Repeat,
)
from listbuilder.systems.battlescribe.roster import Force, OtherRoster, Selection


class Node:
    """A force or a selection of the roster, with what the data says it is: a place in the
    tree the checks build and fill (state that changes, compared by identity)."""

    def __init__(
        self,
        path: str,
        parent: Node | None,
        force: Force,
        catalogue: Catalogue | None,
        selection: Selection | None = None,
        entries: list[Entry] | None = None,
    ) -> None:
        self.path = path
        self.parent = parent
        self.force = force
        self.catalogue = catalogue
        self.selection = selection
        self.entries: list[Entry] = [] if entries is None else entries
        """The data's entries and links this selection is an instance of (link first)."""
        self.force_entry: ForceEntry | None = None
        self.children: list[Node] = []
        self.forces: list[Node] = []
        self._ids: set[str] | None = None
        self.added_categories: set[str] = set()
        """Categories the data's ``category`` modifiers add here (``remove`` takes them out)."""
        self.removed_categories: set[str] = set()

    @property
    def number(self) -> int:
        return self.selection.number if self.selection is not None else 1

    def ids(self) -> set[str]:
        """Every id this node is an instance of: entries, links, groups, categories (the
        file's and the data's), its type; worked out once."""
        if self._ids is not None:
            return self._ids
        if self.selection is None:
            found = {self.force.entry_id, self.force.catalogue_id}
        else:
            sel = self.selection
            found = set(sel.entry_ids) | set(sel.group_ids)
            found.update(c.entry_id for c in sel.categories)
            found.add(sel.type)
            for entry in self.entries:
                found.add(entry.id)
                found.update(link.target_id for link in entry.category_links)
            found |= self.added_categories
            found -= self.removed_categories
        self._ids = found
        return found

    def walk(self, deep: bool) -> Iterator[Node]:
        for child in self.children:
            yield child
            if deep:
                yield from child.walk(True)


class Context:
    """One run of the checks over a roster: the findings as they are found (state that
    changes, not a value)."""

    def __init__(self, data: GameData, roster: OtherRoster, root: Node) -> None:
        self.data = data
        self.roster = roster
        self.root = root
        self.findings: list[BsFinding] = []
        self.seen: set[tuple[str, int]] = set()


def _whole(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 2)


# --- building the tree ------------------------------------------------------------------


def _entries_of(data: GameData, cat: Catalogue | None, selection: Selection) -> list[Entry]:
    if cat is None:
        return []
    found: list[Entry] = []
    target = selection.target_id
    for part in selection.entry_ids:
        item = data.lookup(cat, part)
        if isinstance(item, Entry) and (part == target or item.target_id == target):
            found.append(item)
    if found and found[-1].kind == "link":
        resolved = data.resolve(cat, found[-1])
        if resolved is not None:
            found.append(resolved)
    return found


def _bind(
    data: GameData, parent: Node, selection: Selection, path: str, problems: list[BsFinding]
) -> Node:
    """The node of *selection* (and of everything under it), added to *parent*'s children."""
    node = Node(path, parent, parent.force, parent.catalogue, selection)
    node.entries = _entries_of(data, parent.catalogue, selection)
    if not node.entries and parent.catalogue is not None:
        problems.append(
            BsFinding(
                "bs-unknown-entry",
                Severity.ERROR,
                path,
                {"name": selection.name, "entry": selection.entry_id},
            )
        )
    parent.children.append(node)
    for index, child in enumerate(selection.selections):
        _bind(data, node, child, f"{path}.selections[{index}]", problems)
    return node


def attach(ctx: Context, parent: Node, selection: Selection) -> Node:
    """Place *selection* last under *parent* in the roster and in the tree (a builder's
    edit seen at once by the checks, without binding the whole roster again)."""
    owned = parent.selection.selections if parent.selection is not None else parent.force.selections
    owned.append(selection)
    prefix = f"{parent.path}." if parent.path else ""
    node = _bind(ctx.data, parent, selection, f"{prefix}selections[{len(owned) - 1}]", [])
    _category_modifiers(ctx, [node, *node.walk(True)])  # a Knight of its allegiance's oath
    return node


def detach(parent: Node, node: Node) -> None:
    """Undo :func:`attach` (the last selection placed under *parent*)."""
    owned = parent.selection.selections if parent.selection is not None else parent.force.selections
    if node.selection is not None and owned and owned[-1] is node.selection:
        owned.pop()
    if parent.children and parent.children[-1] is node:
        parent.children.pop()


def build_tree(data: GameData, roster: OtherRoster) -> tuple[Node, list[BsFinding]]:
    """The roster as nodes bound to the data, and the selections the data does not hold."""
    problems: list[BsFinding] = []
    root = Node("", None, Force("", roster.name, "", ""), None)

    def add_selections(parent: Node, selections: list[Selection], prefix: str) -> None:
        for index, selection in enumerate(selections):
            _bind(data, parent, selection, f"{prefix}selections[{index}]", problems)

    def add_forces(parent: Node, forces: list[Force], prefix: str) -> None:
        for index, force in enumerate(forces):
            path = f"{prefix}forces[{index}]"
            cat = data.catalogue(force.catalogue_id)
            node = Node(path, parent, force, cat)
            if cat is not None:
                found = data.lookup(cat, force.entry_id)
                node.force_entry = found if isinstance(found, ForceEntry) else None
            if cat is None or node.force_entry is None:
                problems.append(
                    BsFinding(
                        "bs-unknown-force",
                        Severity.ERROR,
                        path,
                        {
                            "name": force.name,
                            "entry": force.catalogue_id if cat is None else force.entry_id,
                        },
                    )
                )
            parent.forces.append(node)
            add_selections(node, force.selections, path + ".")
            add_forces(node, force.forces, path + ".")

    add_forces(root, roster.forces, "")
    return root, problems


# --- counting, conditions, modifiers ------------------------------------------------------


def _force_node(node: Node) -> Node:
    here = node
    while here.selection is not None and here.parent is not None:
        here = here.parent
    return here


def _roster_node(node: Node) -> Node:
    here = node
    while here.parent is not None:
        here = here.parent
    return here


def _all_selections(node: Node, deep: bool) -> Iterator[Node]:
    """The selections of *node*; for the roster or a force, those of its forces too."""
    yield from node.walk(deep)
    for force in node.forces:
        yield from _all_selections(force, deep)


def _all_forces(node: Node) -> Iterator[Node]:
    for force in node.forces:
        yield force
        yield from _all_forces(force)


def _scope_node(node: Node, scope: str) -> Node | None:
    """The node a scope word names, seen from *node* (the owner's selection or parent)."""
    if scope == "self":
        return node
    if scope == "parent":
        return node.parent or node
    if scope == "force":
        return _force_node(node)
    if scope in ("roster", "primary-catalogue"):
        return _roster_node(node)
    if scope == "ancestor":
        return node.parent or node
    if scope == "primary-category":
        return _force_node(node)
    here: Node | None = node  # an id: the nearest ancestor that is an instance of it
    while here is not None:
        if here.selection is not None and scope in _path_ids(here) | _entry_ids(here):
            return here
        if here.selection is None and scope in (here.force.entry_id, here.force.catalogue_id):
            return here
        here = here.parent
    if node.catalogue is not None and _is_category(node, scope):
        return _force_node(node)  # a category: the force's selections (of that category)
    return None


def _entry_ids(node: Node) -> set[str]:
    return {entry.id for entry in node.entries}


def _is_category(node: Node, scope: str) -> bool:
    """Whether *scope* names a category of the force: one its force entry offers, or one
    the data gives this selection."""
    force = _force_node(node)
    if force.force_entry is not None and any(
        link.target_id == scope for link in force.force_entry.category_links
    ):
        return True
    return any(link.target_id == scope for entry in node.entries for link in entry.category_links)


def _matches(node: Node, child_id: str) -> bool:
    if child_id in ("", "any"):
        return True
    return child_id in node.ids()


def _count(
    scope: Node, child_id: str, what: str, deep: bool, deep_forces: bool, data: GameData
) -> float:
    """How many of *child_id* are in *scope* (selections, forces, or a cost's sum)."""
    if what == "forces":
        forces = list(_all_forces(scope)) if deep_forces or scope.selection is None else []
        return float(sum(1 for f in forces if _matches(f, child_id)))
    nodes = list(scope.walk(deep)) if scope.selection is not None else []
    if scope.selection is None:
        nodes = list(scope.walk(deep))
        if deep_forces or scope.parent is None:
            for force in _all_forces(scope):
                nodes.extend(force.walk(deep))
    total = 0.0
    for node in nodes:
        if not _matches(node, child_id):
            continue
        if what == "selections":
            total += node.number
        elif deep:  # the nested selections are counted on their own
            total += node_cost(node, what, data)
        else:  # a selection's cost holds what was taken under it
            total += _subtree_cost(node, what, data)
    return total


def _subtree_cost(node: Node, type_id: str, data: GameData) -> float:
    return node_cost(node, type_id, data) + sum(
        _subtree_cost(child, type_id, data) for child in node.children
    )


def _compare(kind: str, left: float, right: float) -> bool:
    return {
        "equalTo": left == right,
        "notEqualTo": left != right,
        "atLeast": left >= right,
        "atMost": left <= right,
        "greaterThan": left > right,
        "lessThan": left < right,
    }.get(kind, False)


def _condition(ctx: Context, node: Node, cond: Condition) -> bool:
    if cond.type in ("instanceOf", "notInstanceOf"):
        if cond.scope == "ancestor":
            here: Node | None = node.parent
            found = False
            while here is not None:
                found = found or (_matches(here, cond.child_id) and here.parent is not None)
                here = here.parent
        elif cond.scope == "primary-catalogue":
            force = _force_node(node)
            found = cond.child_id in (force.force.catalogue_id, force.force.entry_id)
        else:
            scope = _scope_node(node, cond.scope)
            found = scope is not None and _matches(scope, cond.child_id)
        return found if cond.type == "instanceOf" else not found
    scope = _scope_node(node, cond.scope)
    if scope is None:
        return False
    count = _count(
        scope,
        cond.child_id,
        cond.field,
        cond.include_child_selections,
        cond.include_child_forces,
        ctx.data,
    )
    if cond.percent:
        count = _percent(ctx, scope, count, cond.field, cond)
    return _compare(cond.type, count, cond.value)


def _percent(ctx: Context, scope: Node, count: float, what: str, query: object) -> float:
    """*count* as a percentage of all of *what* in *scope* (0 when there is none)."""
    total = _count(
        scope,
        "any",
        what,
        getattr(query, "include_child_selections", False),
        getattr(query, "include_child_forces", False),
        ctx.data,
    )
    return 100.0 * count / total if total else 0.0


def _group(ctx: Context, node: Node, group: ConditionGroup) -> bool:
    results = [_condition(ctx, node, c) for c in group.conditions]
    results += [_group(ctx, node, g) for g in group.groups]
    if not results:
        return True
    return all(results) if group.type == "and" else any(results)


def _times(ctx: Context, node: Node, repeats: list[Repeat]) -> int:
    if not repeats:
        return 1
    total = 0
    for repeat in repeats:
        scope = _scope_node(node, repeat.scope)
        if scope is None or repeat.value <= 0:
            continue
        count = _count(
            scope,
            repeat.child_id,
            repeat.field,
            repeat.include_child_selections,
            repeat.include_child_forces,
            ctx.data,
        )
        steps = count / repeat.value
        total += (math.ceil(steps) if repeat.round_up else math.floor(steps)) * repeat.repeats
    return total


def applies(ctx: Context, node: Node, modifier: Modifier) -> int:
    """How many times *modifier* applies at *node* (0 when its conditions fail)."""
    if not all(_condition(ctx, node, c) for c in modifier.conditions):
        return 0
    if not all(_group(ctx, node, g) for g in modifier.groups):
        return 0
    return _times(ctx, node, modifier.repeats)


def modified_number(
    ctx: Context, node: Node, value: float, field_id: str, modifiers: list[Modifier]
) -> float:
    """*value* after the modifiers of *field_id* (set, increment, decrement) at *node*."""
    for modifier in modifiers:
        if modifier.field != field_id or modifier.type not in ("set", "increment", "decrement"):
            continue
        try:
            amount = float(modifier.value)
        except ValueError:
            continue
        times = applies(ctx, node, modifier)
        if times <= 0:
            continue
        if modifier.type == "set":
            value = amount
        elif modifier.type == "increment":
            value += amount * times
        else:
            value -= amount * times
    return value


def node_cost(node: Node, type_id: str, data: GameData) -> float:
    """A selection's own cost of one type: the data's (link's, else entry's) times its
    number; the file's when the data does not hold the entry."""
    if node.selection is None:
        return 0.0
    for entry in reversed(node.entries):
        if type_id in entry.costs:
            return entry.costs[type_id] * node.number
    return node.selection.costs.get(type_id, 0.0)


# --- constraints --------------------------------------------------------------------------


def _report(
    ctx: Context,
    constraint: Constraint,
    limit: float,
    count: float,
    name: str,
    path: str,
    scope: Node,
) -> None:
    key = (constraint.id, id(scope))
    if key in ctx.seen:
        return
    broken = count < limit if constraint.type == "min" else count > limit
    if not broken or (constraint.type == "max" and limit < 0):
        return
    ctx.seen.add(key)
    unit = ""
    if constraint.percent:
        unit = "%"
    elif constraint.field not in ("selections", "forces"):
        unit = " " + _cost_name(ctx, constraint.field)
    ctx.findings.append(
        BsFinding(
            f"bs-{constraint.type}",
            Severity.ERROR,
            path,
            {"name": name, "limit": _whole(limit), "count": _whole(count), "unit": unit},
        )
    )


def _cost_name(ctx: Context, type_id: str) -> str:
    for cost in ctx.data.system.cost_types:
        if cost.id == type_id:
            return cost.name.strip()
    return ctx.roster.cost_names.get(type_id, type_id).strip()


def _check_constraints(
    ctx: Context,
    owner: Node,
    scope_from: Node,
    constraints: list[Constraint],
    modifiers: list[Modifier],
    child_id: str,
    name: str,
    path: str,
) -> None:
    """Check *constraints* of one entry, group, link or category seen from *scope_from*
    (the parent the entry is offered in); *owner* evaluates the modifiers."""
    for constraint in constraints:
        scope = _scope_node(
            scope_from, "self" if constraint.scope == "parent" else constraint.scope
        )
        if scope is None:
            continue
        limit = modified_number(ctx, owner, constraint.value, constraint.id, modifiers)
        count = _count(
            scope,
            child_id,
            constraint.field,
            constraint.include_child_selections,
            constraint.include_child_forces,
            ctx.data,
        )
        if constraint.percent:  # a share of everything of that kind in the scope
            count = _percent(ctx, scope, count, constraint.field, constraint)
        where = path if scope is scope_from else scope.path
        if constraint.type == "max" and count > limit:  # the last one over the maximum
            taken = [
                node
                for node in _all_selections(scope, constraint.include_child_selections)
                if _matches(node, child_id)
            ]
            where = taken[-1].path if taken else where
        _report(ctx, constraint, limit, count, name, where, scope)


def _offered(ctx: Context, parent: Node) -> list[tuple[Entry, Entry | None, bool]]:
    """The entries and links a parent offers its selections (groups kept, links with
    their target), down through groups, each with whether a group holding it is hidden
    there (what a hidden group holds is hidden with it)."""
    cat = parent.catalogue
    if cat is None:
        return []
    if parent.selection is None:
        roots = ctx.data.root_entries(cat)
    else:
        roots = []
        for entry in parent.entries:
            roots.extend(entry.entries)
    found: list[tuple[Entry, Entry | None, bool]] = []
    stack: list[tuple[Entry, bool]] = [(entry, False) for entry in roots]
    while stack:
        entry, inside_hidden = stack.pop()
        target = ctx.data.resolve(cat, entry) if entry.kind == "link" else None
        found.append((entry, target, inside_hidden))
        group = target if target is not None and target.kind == "group" else entry
        if group.kind == "group":
            hidden = inside_hidden or (
                group_count(ctx, parent, group) == 0 and _pair_hidden(ctx, parent, entry, target)
            )
            stack.extend((member, hidden) for member in group.entries)
    return found


def _pair_hidden(ctx: Context, parent: Node, entry: Entry, target: Entry | None) -> bool:
    """Whether an entry (or a link and its target) is hidden under *parent*: a hidden link
    hides its target, a hidden target its link."""
    modifiers = [*entry.modifiers, *(target.modifiers if target is not None else [])]
    return any(
        _hidden(ctx, _where(parent, item)[0], item, modifiers)
        for item in (entry, target)
        if item is not None
    )


def _group_ids(ctx: Context, cat: Catalogue, group: Entry) -> set[str]:
    """The ids a selection taken in a group carries in its entry path: the group's entries
    and links, through nested groups (a link's target entry is left out: the same entry
    taken elsewhere, through another link, is not in this group)."""
    ids: set[str] = {group.id}
    stack = list(group.entries)
    while stack:
        entry = stack.pop()
        ids.add(entry.id)
        target = ctx.data.resolve(cat, entry) if entry.kind == "link" else entry
        if target is not None and target.kind == "group":
            ids.add(target.id)
            stack.extend(target.entries)
    return ids


def _path_ids(node: Node) -> set[str]:
    """The ids of a selection's entry and group paths (what places it in a group)."""
    if node.selection is None:
        return set()
    return set(node.selection.entry_ids) | set(node.selection.group_ids)


def _phantom(parent: Node, entry: Entry) -> Node:
    """The selection *entry* would be under *parent*, counted as none: what its modifiers'
    scopes (self, parent...) are seen from while nobody has taken it."""
    selection = Selection("", entry.name, entry.id, number=0, type=entry.type)
    return Node(parent.path, parent, parent.force, parent.catalogue, selection, [entry])


def _hidden(ctx: Context, node: Node, entry: Entry, modifiers: list[Modifier]) -> bool:
    """Whether *entry* is hidden where *node* offers it: its own flag, then the modifiers
    of its ``hidden`` field that apply there."""
    hidden = entry.hidden
    for modifier in modifiers:
        if modifier.field == "hidden" and modifier.type == "set" and applies(ctx, node, modifier):
            hidden = modifier.value == "true"
    return hidden


def _where(parent: Node, item: Entry) -> tuple[Node, bool]:
    """The node *item*'s modifiers are judged at under *parent* (its first selection, else
    the one it would be), and whether it is taken."""
    taken = next((n for n in parent.children if item.id in n.ids()), None)
    return (taken, True) if taken is not None else (_phantom(parent, item), False)


def _limits(
    ctx: Context, owner: Node, item: Entry, modifiers: list[Modifier]
) -> list[tuple[Constraint, float]]:
    """*item*'s constraints, each with its value after the modifiers at *owner*."""
    return [(c, modified_number(ctx, owner, c.value, c.id, modifiers)) for c in item.constraints]


@record
class Bounds:
    """What the data asks of an entry offered under a selection, modifiers applied: the
    builder fills with it what the checks then judge with the same evaluation."""

    hidden: bool
    least: int
    """The fewest selections of it the parent takes (a ``min`` counted in the parent)."""
    most: int | None
    """The most (``None``: no maximum)."""


def bounds(ctx: Context, parent: Node, entry: Entry, target: Entry | None) -> Bounds:
    """*entry* (with its link's *target*) as offered under *parent*: hidden or not, and
    its minimum and maximum of selections there, after the modifiers that apply."""
    modifiers = [*entry.modifiers, *(target.modifiers if target is not None else [])]
    hidden = False
    least = 0
    most: int | None = None
    for item in (entry, target):
        if item is None:
            continue
        here, taken = _where(parent, item)
        hidden = hidden or (not taken and _hidden(ctx, here, item, modifiers))
        for constraint, limit in _limits(ctx, here, item, modifiers):
            if constraint.field != "selections" or constraint.percent:
                continue
            scope = "self" if constraint.scope == "parent" else constraint.scope
            if constraint.scope != "parent" and _scope_node(parent, scope) is not parent:
                continue  # counted elsewhere than among the parent's selections
            if constraint.type == "min":
                least = max(least, int(limit))
            elif constraint.type == "max" and limit >= 0:
                most = int(limit) if most is None else min(most, int(limit))
    return Bounds(hidden, least, most)


def findings_under(ctx: Context, node: Node) -> list[BsFinding]:
    """The data's findings on what *node* offers and on every selection under it (what a
    builder's fill of *node* may have broken)."""
    saved = ctx.findings, ctx.seen
    ctx.findings, ctx.seen = [], set()
    try:
        _check_offered(ctx, node)
        for child in node.walk(True):
            _check_offered(ctx, child)
        return ctx.findings
    finally:
        ctx.findings, ctx.seen = saved


def group_count(ctx: Context, parent: Node, group: Entry) -> int:
    """How many selections under *parent* were taken in *group* (through nested groups)."""
    if parent.catalogue is None:
        return 0
    ids = _group_ids(ctx, parent.catalogue, group)
    return sum(n.number for n in parent.children if ids & _path_ids(n))


def _check_offered(ctx: Context, parent: Node) -> None:
    cat = parent.catalogue
    if cat is None:
        return
    for entry, target, inside_hidden in _offered(ctx, parent):
        # a link's modifiers may change its target's constraints, and the other way round
        modifiers = [*entry.modifiers, *(target.modifiers if target is not None else [])]
        hidden: bool | None = None  # worked out once for the pair, when needed
        for item in (entry, target):
            if item is None or not item.constraints:
                continue
            here, taken = _where(parent, item)
            if not taken:
                if hidden is None:
                    hidden = inside_hidden or _pair_hidden(ctx, parent, entry, target)
                if hidden:
                    continue  # what the player cannot see asks for nothing
            if item.kind == "group":
                ids = _group_ids(ctx, cat, item)
                name = item.name
                for constraint, limit in _limits(ctx, here, item, modifiers):
                    scope = _scope_node(
                        parent, "self" if constraint.scope == "parent" else constraint.scope
                    )
                    if scope is None:
                        continue
                    nodes = scope.walk(constraint.include_child_selections)
                    count = float(sum(n.number for n in nodes if ids & _path_ids(n)))
                    _report(ctx, constraint, limit, count, name, parent.path, scope)
                continue
            _check_constraints(
                ctx,
                here,
                parent,
                item.constraints,
                modifiers,
                item.id,
                item.name,
                parent.path,
            )


def _check_force(ctx: Context, node: Node) -> None:
    entry = node.force_entry
    if entry is None:
        return
    for link in entry.category_links:
        _check_category(ctx, node, link)
    for constraint in entry.constraints:
        scope = _scope_node(node, "roster" if constraint.scope == "parent" else constraint.scope)
        if scope is None:
            continue
        limit = modified_number(ctx, node, constraint.value, constraint.id, entry.modifiers)
        count = float(sum(1 for f in _all_forces(scope) if f.force.entry_id == entry.id))
        _report(ctx, constraint, limit, count, entry.name, node.path, scope)


def _check_category(ctx: Context, force: Node, link: CategoryLink) -> None:
    if not link.constraints:
        return
    for constraint in link.constraints:
        scope = (
            force
            if constraint.scope in ("parent", "force", "self")
            else _scope_node(force, constraint.scope)
        )
        if scope is None:
            continue
        limit = modified_number(ctx, force, constraint.value, constraint.id, link.modifiers)
        count = _count(
            scope,
            link.target_id,
            constraint.field,
            constraint.include_child_selections,
            constraint.include_child_forces,
            ctx.data,
        )
        name = ctx.data.category_name(force.catalogue, link.target_id, link.name)
        _report(ctx, constraint, limit, count, name, force.path, scope)


def _check_limits(ctx: Context) -> None:
    for type_id, limit in ctx.roster.cost_limits.items():
        if limit < 0:
            continue
        total = totals(ctx).get(type_id, 0.0)
        if total > limit:
            name = _cost_name(ctx, type_id)
            ctx.findings.append(
                BsFinding(
                    "bs-limit",
                    Severity.ERROR,
                    "",
                    {"total": _whole(total), "limit": _whole(limit), "unit": " " + name},
                )
            )


def totals(ctx: Context) -> dict[str, float]:
    """The roster's total of each cost type, from the data (modifiers applied)."""
    found: dict[str, float] = {}
    types = [c.id for c in ctx.data.system.cost_types]
    for node in _all_selections(ctx.root, True):
        for type_id in types:
            base = node_cost(node, type_id, ctx.data)
            modifiers = [m for e in node.entries for m in e.modifiers if m.field == type_id]
            if modifiers and node.selection is not None:
                per = base / node.number if node.number else base
                base = modified_number(ctx, node, per, type_id, modifiers) * node.number
            found[type_id] = found.get(type_id, 0.0) + base
    return found


@record
class CheckResult:
    findings: list[BsFinding]
    totals: dict[str, float]
    """Cost type id → the roster's total."""
    cost_names: dict[str, str]

    @property
    def legal(self) -> bool:
        return not any(f.severity is Severity.ERROR for f in self.findings)


def make_context(data: GameData, roster: OtherRoster) -> tuple[Context, list[BsFinding]]:
    root, problems = build_tree(data, roster)
    ctx = Context(data, roster, root)
    _category_modifiers(ctx)
    return ctx, problems


def _category_modifiers(ctx: Context, nodes: Iterable[Node] | None = None) -> None:
    """Apply the data's ``category`` modifiers (a unit that counts as Troops when...),
    each judged on the roster as it stands (on *nodes* alone: a selection just added)."""
    changes: list[tuple[Node, set[str], set[str]]] = []
    for node in _all_selections(ctx.root, True) if nodes is None else nodes:
        modifiers = [m for e in node.entries for m in e.modifiers if m.field == "category"]
        if not modifiers:
            continue
        added: set[str] = set()
        removed: set[str] = set()
        for modifier in modifiers:
            if modifier.type not in ("add", "remove", "set-primary") or not applies(
                ctx, node, modifier
            ):
                continue
            (removed if modifier.type == "remove" else added).add(modifier.value)
        changes.append((node, added, removed))
    for node, added, removed in changes:  # all judged first, then applied
        node.added_categories = added - removed
        node.removed_categories = removed
        node._ids = None


def check_roster(data: GameData, roster: OtherRoster) -> CheckResult:
    """Every finding of the data's own constraints on *roster*, and its totals."""
    ctx, problems = make_context(data, roster)
    ctx.findings.extend(problems)
    for force in _all_forces(ctx.root):
        _check_force(ctx, force)
        _check_offered(ctx, force)
        for node in force.walk(True):
            _check_offered(ctx, node)
    _check_limits(ctx)
    names = {c.id: c.name.strip() for c in data.system.cost_types}
    return CheckResult(ctx.findings, totals(ctx), names)


def subtree_cost(ctx: Context, node: Node, type_id: str) -> float:
    """A selection's cost of one type with everything under it, modifiers applied."""
    own = node_cost(node, type_id, ctx.data)
    modifiers = [m for e in node.entries for m in e.modifiers if m.field == type_id]
    if modifiers and node.number:
        own = modified_number(ctx, node, own / node.number, type_id, modifiers) * node.number
    return own + sum(subtree_cost(ctx, child, type_id) for child in node.children)
