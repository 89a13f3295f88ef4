"""What the packs read of a unit from 40K and BFG data: role, keywords, models, wounds, costs.

One :class:`Unit` per root selection of a force, worked out once from the data (category
names come from the data's category entries, so a roster built by :mod:`..building`, whose
category links are often named "New CategoryLink", reads as one saved by BattleScribe).
"""

from __future__ import annotations

import re

from listbuilder.records import field, record
from listbuilder.systems.battlescribe.checks import Context, Node, node_cost, subtree_cost
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.model import CategoryEntry, Entry, Profile, Rule

ROLES = (
    "HQ",
    "Troops",
    "Elites",
    "Fast Attack",
    "Heavy Support",
    "Flyer",
    "Fortification",
    "Lord of War",
    "Dedicated Transport",
)
"""40K battlefield roles as the data names its primary categories."""

FACTION = "faction:"

_REINFORCEMENT_TEXT = (
    "instead of setting it up on the battlefield",
    "instead of setting up on the battlefield",
    "reinforcements step",
)
"""How a 9th-edition datasheet rule says the unit may arrive later (Deep Strike style)."""


@record
class Unit:
    """A root selection of a force, as the packs count it."""

    node: Node
    path: str
    name: str
    role: str
    keywords: list[str]
    """Ordered as the data lists them, faction keywords and the role apart."""
    factions: list[str]
    points: float
    power: float
    models: int
    model_wounds: list[tuple[str, int, float, int]] = field(default_factory=list)
    """(model name, how many, points of one, W of one)."""
    min_models: int = 0
    texts: list[str] = field(default_factory=list)
    """Rule and ability texts (lower case)."""
    capacity: str = ""
    """The Transport profile's text, when the unit has one."""
    profiles: list[tuple[Node, str, list[list[str]]]] = field(default_factory=list)
    """(selection, profile type name, characteristics) of the unit and what it holds."""

    @property
    def id(self) -> str:
        return self.node.selection.id if self.node.selection is not None else ""

    @property
    def identity(self) -> str:
        """The last keyword (Mac Hammer's datasheet identity), else the name."""
        return self.keywords[-1] if self.keywords else self.name

    def has(self, keyword: str) -> bool:
        wanted = keyword.casefold()
        return any(k.casefold() == wanted for k in self.keywords)

    @property
    def wounds(self) -> int:
        return sum(count * w for _, count, _, w in self.model_wounds)

    @property
    def starting_w(self) -> int:
        """The most W one of its models starts with (an independent character has 9 or
        fewer: ``other-game-systems.md`` §2(c))."""
        return max((w for _, _, _, w in self.model_wounds), default=0)

    @property
    def can_arrive_later(self) -> bool:
        return any(text in body for body in self.texts for text in _REINFORCEMENT_TEXT)


def _category_names(data: GameData, node: Node) -> list[tuple[str, bool]]:
    """(name, primary) of the node's categories in the data's order, the file's after."""
    cat = node.catalogue
    found: list[tuple[str, bool]] = []
    seen: set[str] = set()

    def add(target_id: str, fallback: str, primary: bool) -> None:
        if target_id in seen:
            return
        seen.add(target_id)
        item = data.lookup(cat, target_id) if cat is not None else None
        name = item.name if isinstance(item, CategoryEntry) else fallback
        found.append((name.strip(), primary))

    for entry in node.entries:
        for link in entry.category_links:
            add(link.target_id, link.name, link.primary)
    if node.selection is not None:
        for category in node.selection.categories:
            add(category.entry_id, category.name, category.primary)
    return found


def _int(text: str) -> int:
    found = re.match(r"\s*(\d+)", text)
    return int(found.group(1)) if found else 0


def named_profiles(data: GameData, node: Node) -> list[tuple[str, str, list[list[str]]]]:
    """(profile name, profile type name, characteristics) of a selection: the file's, else
    the data's (a share code carries no profiles)."""
    selection = node.selection
    if selection is None:
        return []
    if selection.profiles:
        return [(p.name, p.type_name.strip(), p.characteristics) for p in selection.profiles]
    found: list[tuple[str, str, list[list[str]]]] = []
    for entry in node.entries:
        for profile in entry.profiles:
            found.append((profile.name, profile.type_name.strip(), profile.characteristics))
        for link in entry.info_links:
            target = data.lookup(node.catalogue, link.target_id) if node.catalogue else None
            if isinstance(target, Profile):
                found.append((target.name, target.type_name.strip(), target.characteristics))
    return found


def node_profiles(data: GameData, node: Node) -> list[tuple[str, list[list[str]]]]:
    """(profile type name, characteristics) of a selection: the file's, else the data's."""
    return [(kind, values) for _, kind, values in named_profiles(data, node)]


def node_rules(data: GameData, node: Node) -> list[str]:
    """The rule texts of a selection: the file's, else the data's."""
    selection = node.selection
    if selection is None:
        return []
    if selection.rules:
        return [rule.description for rule in selection.rules]
    found: list[str] = []
    for entry in node.entries:
        found.extend(rule.description for rule in entry.rules)
        for link in entry.info_links:
            target = data.lookup(node.catalogue, link.target_id) if node.catalogue else None
            if isinstance(target, Rule):
                found.append(target.description)
    return found


def _w_of(characteristics: list[list[str]]) -> int:
    return max((_int(v) for n, _, v in characteristics if n.strip() in ("W", "PV")), default=0)


def _wounds(data: GameData, node: Node) -> int:
    """W of one model from its profiles (the largest, for a damage table's rows)."""
    best = 0
    for type_name, characteristics in node_profiles(data, node):
        if type_name in ("Unit", "Model"):
            best = max(best, _w_of(characteristics))
    return best


def _unit_wounds(data: GameData, node: Node) -> dict[str, int]:
    """W of each profile of the unit's own selection (a squad's datasheet names its models'
    profiles there: "Intercessor", "Intercessor Sergeant"), by name."""
    return {
        name.strip().casefold(): _w_of(values)
        for name, kind, values in named_profiles(data, node)
        if kind in ("Unit", "Model") and _w_of(values) > 0
    }


def _model_w(data: GameData, unit: Node, here: Node, by_name: dict[str, int]) -> int:
    """A model's W: its own profile's, else the unit's profile of its name (or of the
    longest name it starts with), else the unit's one W when all its profiles agree."""
    own = _wounds(data, here)
    if own or here is unit or here.selection is None:
        return own
    name = here.selection.name.strip().casefold()
    if name in by_name:
        return by_name[name]
    starts = [key for key in by_name if name.startswith(key)]
    if starts:
        return by_name[max(starts, key=len)]
    values = set(by_name.values())
    return values.pop() if len(values) == 1 else 0


def _cost_of(check: Context | None, node: Node, type_id: str | None, data: GameData) -> float:
    """A selection's cost with everything under it: the checks' (modifiers applied) when
    the roster's context is given, else the data's plain costs."""
    if type_id is None:
        return 0.0
    if check is not None:
        return subtree_cost(check, node, type_id)
    return _deep_cost(node, type_id, data)


def _deep_cost(node: Node, type_id: str | None, data: GameData) -> float:
    if type_id is None:
        return 0.0
    return node_cost(node, type_id, data) + sum(
        node_cost(child, type_id, data) for child in node.walk(True)
    )


def _min_models(data: GameData, node: Node) -> int:
    """The datasheet's smallest unit: the minimums of the entries and groups holding models."""
    if node.selection is not None and node.selection.type == "model":
        return 1
    target = node.entries[-1] if node.entries else None
    cat = node.catalogue
    if target is None or cat is None:
        return 0
    total = 0
    for child in target.entries:
        resolved = data.resolve(cat, child)
        if resolved is None or not _holds_models(data, cat, resolved):
            continue
        lows = [
            int(c.value)
            for c in [*child.constraints, *resolved.constraints]
            if c.type == "min" and c.field == "selections" and c.scope == "parent"
        ]
        total += max(lows, default=0)
    return total


def _holds_models(data: GameData, cat: object, entry: Entry, depth: int = 0) -> bool:
    if entry.type == "model":
        return True
    if entry.kind != "group" or depth > 4:
        return False
    for member in entry.entries:
        resolved = data.resolve(cat, member)  # type: ignore[arg-type]
        if resolved is not None and _holds_models(data, cat, resolved, depth + 1):
            return True
    return False


def read_unit(
    data: GameData,
    node: Node,
    points_id: str | None,
    power_id: str | None,
    check: Context | None = None,
) -> Unit:
    """The unit of a force's root selection *node*; with the roster's *check* context its
    costs are the checks' (the data's modifiers applied), as the roster's totals."""
    names = _category_names(data, node)
    role = next((n for n, primary in names if primary and n in ROLES), "")
    if not role:
        role = next((n for n, _ in names if n in ROLES), "")
    factions = [n.split(":", 1)[1].strip() for n, _ in names if n.casefold().startswith(FACTION)]
    keywords = [
        n
        for n, _ in names
        if not n.casefold().startswith(FACTION) and n not in ROLES and n != "New CategoryLink"
    ]
    models: list[tuple[str, int, float, int]] = []
    candidates = [node, *node.walk(True)]
    by_name = _unit_wounds(data, node)
    for here in candidates:
        if here.selection is not None and here.selection.type == "model":
            count = here.number
            points = _cost_of(check, here, points_id, data) / max(count, 1)
            w = _model_w(data, node, here, by_name)
            models.append((here.selection.name, count, points, w))
    if not models and node.selection is not None and _wounds(data, node):
        # a unit the data does not split into models (a vehicle): one model
        points = _cost_of(check, node, points_id, data)
        models.append((node.selection.name, 1, points, _wounds(data, node)))
    total = _cost_of(check, node, points_id, data)
    rest = total - sum(count * points for _, count, points, _ in models)
    heads = sum(count for _, count, _, _ in models)
    if heads and abs(rest) > 1e-9:  # the unit's own cost, shared by its models
        models = [(name, count, points + rest / heads, w) for name, count, points, w in models]
    texts: list[str] = []
    capacity = ""
    profiles: list[tuple[Node, str, list[list[str]]]] = []
    for here in candidates:
        texts.extend(text.casefold() for text in node_rules(data, here))
        for type_name, characteristics in node_profiles(data, here):
            profiles.append((here, type_name, characteristics))
            body = " ".join(value for _, _, value in characteristics)
            if type_name == "Transport":
                capacity = capacity or body
            elif type_name not in ("Unit", "Weapon"):
                texts.append(body.casefold())
    selection = node.selection
    return Unit(
        node=node,
        path=node.path,
        name=(selection.custom_name or selection.name) if selection is not None else "",
        role=role,
        keywords=keywords,
        factions=factions,
        points=total,
        power=_cost_of(check, node, power_id, data),
        models=sum(count for _, count, _, _ in models) or 1,
        model_wounds=models,
        min_models=_min_models(data, node),
        texts=texts,
        capacity=capacity,
        profiles=profiles,
    )


@record
class Capacity:
    """A transport's capacity as its profile says it: how many, of which, not which."""

    models: int
    needs: tuple[str, ...]
    refuses: tuple[str, ...]


def read_capacity(text: str) -> Capacity | None:
    """``This model can transport 10 CHAPTER INFANTRY models. It cannot transport JUMP PACK,
    TERMINATOR ... models.`` → 10, needs INFANTRY, refuses JUMP PACK, TERMINATOR..."""
    found = re.search(r"transport\s+(\d+)\s+([^.]*?)\s*models?", text, re.IGNORECASE)
    if found is None:
        return None
    needs = tuple(
        word
        for word in re.findall(r"[A-Z][A-Z'-]+", found.group(2))
        if word not in ("CHAPTER", "FACTION")
    )
    refused = re.search(r"cannot transport\s+([^.]*?)\s*models?", text, re.IGNORECASE)
    refuses = (
        tuple(p.strip() for p in re.split(r",|\bor\b", refused.group(1)) if p.strip())
        if refused
        else ()
    )
    return Capacity(int(found.group(1)), needs, refuses)


def can_carry(capacity: Capacity, passenger: Unit) -> bool:
    """Whether *passenger* fits the capacity's keywords and number of models."""
    if passenger.models > capacity.models:
        return False
    if any(not passenger.has(word) for word in capacity.needs):
        return False
    return not any(passenger.has(word) for word in capacity.refuses)
