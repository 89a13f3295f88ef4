"""What the packs read of a unit from 40K and BFG data: role, keywords, models, wounds, costs.

One :class:`Unit` per root selection of a force, worked out once from the data (category
names come from the data's category entries, so a roster built by :mod:`..building`, whose
category links are often named "New CategoryLink", reads as one saved by BattleScribe).
"""

from __future__ import annotations

import re

from listbuilder.records import field, record
from listbuilder.systems.battlescribe.checks import Node, node_cost
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


def node_profiles(data: GameData, node: Node) -> list[tuple[str, list[list[str]]]]:
    """(profile type name, characteristics) of a selection: the file's, else the data's
    (a share code carries no profiles)."""
    selection = node.selection
    if selection is None:
        return []
    if selection.profiles:
        return [(p.type_name.strip(), p.characteristics) for p in selection.profiles]
    found: list[tuple[str, list[list[str]]]] = []
    for entry in node.entries:
        for profile in entry.profiles:
            found.append((profile.type_name.strip(), profile.characteristics))
        for link in entry.info_links:
            target = data.lookup(node.catalogue, link.target_id) if node.catalogue else None
            if isinstance(target, Profile):
                found.append((target.type_name.strip(), target.characteristics))
    return found


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


def _wounds(data: GameData, node: Node) -> int:
    """W of one model from its profiles (the largest, for a damage table's rows)."""
    best = 0
    for type_name, characteristics in node_profiles(data, node):
        for name, _, value in characteristics:
            if name.strip() in ("W", "PV") and type_name in ("Unit", "Model"):
                best = max(best, _int(value))
    return best


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


def read_unit(data: GameData, node: Node, points_id: str | None, power_id: str | None) -> Unit:
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
    for here in candidates:
        if here.selection is not None and here.selection.type == "model":
            count = here.number
            points = _deep_cost(here, points_id, data) / max(count, 1)
            models.append((here.selection.name, count, points, _wounds(data, here)))
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
        points=_deep_cost(node, points_id, data),
        power=_deep_cost(node, power_id, data),
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
