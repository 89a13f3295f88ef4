"""Read a ``.gst`` or ``.cat`` into :mod:`.model` objects, as BattleScribe 2.03 defines them.

Everything the reader does not understand (an element it does not know in a place, a
modifier, condition or constraint type, a scope keyword) is counted in the catalogue's
``unknown`` rather than dropped in silence: ``listbuilder data list`` and ``data check``
show the count. A number that is not one (a constraint's value "ten") is refused, with the
file, the line of the element (found by its id) and the fix.
"""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element

from listbuilder.i18n.text import Msg
from listbuilder.systems.battlescribe.errors import GameDataError
from listbuilder.systems.battlescribe.model import (
    Catalogue,
    CatalogueLink,
    CategoryEntry,
    CategoryLink,
    Condition,
    ConditionGroup,
    Constraint,
    CostType,
    Entry,
    ForceEntry,
    InfoGroup,
    InfoLink,
    Modifier,
    Profile,
    ProfileType,
    Repeat,
    Rule,
)
from listbuilder.systems.battlescribe.xmlsafe import parse_data_xml, read_data_bytes

MODIFIER_TYPES = frozenset(
    {"set", "increment", "decrement", "append", "add", "remove", "set-primary", "unset-primary"}
)
CONDITION_TYPES = frozenset(
    {
        "equalTo",
        "notEqualTo",
        "atLeast",
        "atMost",
        "greaterThan",
        "lessThan",
        "instanceOf",
        "notInstanceOf",
    }
)
CONSTRAINT_TYPES = frozenset({"min", "max"})
SCOPE_WORDS = frozenset(
    {"parent", "force", "roster", "self", "ancestor", "primary-category", "primary-catalogue"}
)
"""Scope keywords; any other scope is the id of an entry or a category (an ancestor's)."""

_IGNORED = frozenset({"publications", "publication", "readme", "comment", "description"})
"""Elements with nothing for a builder (sources, notes for data authors)."""


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _flag(node: Element, name: str, default: bool = False) -> bool:
    value = node.get(name)
    return default if value is None else value == "true"


class _Reader:
    def __init__(self, file: Path, data: bytes) -> None:
        self.file = file
        self.data = data
        self.unknown: Counter[str] = Counter()

    # --- helpers -------------------------------------------------------------------

    def number(self, node: Element, name: str, default: float = 0.0) -> float:
        text = node.get(name)
        if text is None or text == "":
            return default
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not math.isfinite(value):
            raise GameDataError(
                Msg("gamedata.bad_number", attr=name, value=repr(text[:40]), tag=_local(node.tag)),
                file=self.file,
                line=self.line_of(node),
                hint=Msg("gamedata.bad_number.hint"),
            )
        return value

    def line_of(self, node: Element) -> int | None:
        """The line of *node* in the file, found by its id (ElementTree keeps no lines)."""
        ident = node.get("id")
        if not ident:
            return None
        at = self.data.find(f'id="{ident}"'.encode())
        return self.data[:at].count(b"\n") + 1 if at >= 0 else None

    def strange(self, parent: Element, kid: Element) -> None:
        tag = _local(kid.tag)
        if tag not in _IGNORED:
            self.unknown[f"<{tag}> in <{_local(parent.tag)}>"] += 1

    def value_known(self, what: str, value: str, known: frozenset[str]) -> None:
        if value not in known:
            self.unknown[f"{what}={value}"] += 1

    # --- conditions and modifiers -------------------------------------------------

    def condition(self, node: Element) -> Condition:
        kind = node.get("type", "")
        self.value_known("condition type", kind, CONDITION_TYPES)
        return Condition(
            type=kind,
            field=node.get("field", "selections"),
            scope=node.get("scope", "parent"),
            value=self.number(node, "value"),
            child_id=node.get("childId", ""),
            shared=_flag(node, "shared", True),
            include_child_selections=_flag(node, "includeChildSelections"),
            include_child_forces=_flag(node, "includeChildForces"),
            percent=_flag(node, "percentValue"),
        )

    def condition_group(self, node: Element) -> ConditionGroup:
        kind = node.get("type", "and")
        self.value_known("condition group type", kind, frozenset({"and", "or"}))
        conditions, groups = self.conditions_of(node)
        return ConditionGroup(kind, conditions, groups)

    def conditions_of(self, node: Element) -> tuple[list[Condition], list[ConditionGroup]]:
        conditions: list[Condition] = []
        groups: list[ConditionGroup] = []
        for kid in node:
            tag = _local(kid.tag)
            if tag == "conditions":
                conditions.extend(self.condition(c) for c in self.kids(kid, "condition"))
            elif tag == "conditionGroups":
                groups.extend(self.condition_group(g) for g in self.kids(kid, "conditionGroup"))
        return conditions, groups

    def repeat(self, node: Element) -> Repeat:
        return Repeat(
            field=node.get("field", "selections"),
            scope=node.get("scope", "parent"),
            value=self.number(node, "value", 1.0),
            repeats=int(self.number(node, "repeats", 1.0)),
            child_id=node.get("childId", ""),
            round_up=_flag(node, "roundUp"),
            shared=_flag(node, "shared", True),
            include_child_selections=_flag(node, "includeChildSelections"),
            include_child_forces=_flag(node, "includeChildForces"),
            percent=_flag(node, "percentValue"),
        )

    def kids(self, node: Element, tag: str) -> list[Element]:
        found = []
        for kid in node:
            if _local(kid.tag) == tag:
                found.append(kid)
            else:
                self.strange(node, kid)
        return found

    def modifier(
        self, node: Element, outer: list[ConditionGroup], repeats: list[Repeat]
    ) -> Modifier:
        kind = node.get("type", "")
        self.value_known("modifier type", kind, MODIFIER_TYPES)
        conditions, groups = self.conditions_of(node)
        own_repeats = [r for kid in node if _local(kid.tag) == "repeats" for r in self.repeats(kid)]
        for kid in node:
            if _local(kid.tag) not in ("conditions", "conditionGroups", "repeats"):
                self.strange(node, kid)
        return Modifier(
            type=kind,
            field=node.get("field", ""),
            value=node.get("value", ""),
            conditions=conditions,
            groups=[*outer, *groups],
            repeats=[*repeats, *own_repeats],
        )

    def repeats(self, node: Element) -> list[Repeat]:
        return [self.repeat(r) for r in self.kids(node, "repeat")]

    def modifiers(
        self,
        node: Element,
        outer: list[ConditionGroup] | None = None,
        repeats: list[Repeat] | None = None,
    ) -> list[Modifier]:
        """The ``<modifiers>`` and ``<modifierGroups>`` under *node*, groups folded in."""
        found: list[Modifier] = []
        outer = outer or []
        repeats = repeats or []
        for kid in node:
            tag = _local(kid.tag)
            if tag == "modifiers":
                found.extend(self.modifier(m, outer, repeats) for m in self.kids(kid, "modifier"))
            elif tag == "modifierGroups":
                for group in self.kids(kid, "modifierGroup"):
                    conditions, groups = self.conditions_of(group)
                    here = [*outer, ConditionGroup("and", conditions, groups)]
                    more = [r for k in group if _local(k.tag) == "repeats" for r in self.repeats(k)]
                    found.extend(self.modifiers(group, here, [*repeats, *more]))
        return found

    def constraint(self, node: Element) -> Constraint:
        kind = node.get("type", "")
        self.value_known("constraint type", kind, CONSTRAINT_TYPES)
        return Constraint(
            id=node.get("id", ""),
            type=kind,
            value=self.number(node, "value"),
            field=node.get("field", "selections"),
            scope=node.get("scope", "parent"),
            shared=_flag(node, "shared", True),
            include_child_selections=_flag(node, "includeChildSelections"),
            include_child_forces=_flag(node, "includeChildForces"),
            percent=_flag(node, "percentValue"),
            negative=_flag(node, "negative"),
        )

    # --- info: profiles, rules, links ----------------------------------------------

    def profile(self, node: Element) -> Profile:
        characteristics: list[list[str]] = []
        for kid in node:
            tag = _local(kid.tag)
            if tag == "characteristics":
                characteristics = [
                    [c.get("name", ""), c.get("typeId", ""), c.text or ""]
                    for c in self.kids(kid, "characteristic")
                ]
            elif tag in ("modifiers", "modifierGroups"):
                continue
            else:
                self.other_info(node, kid)
        return Profile(
            id=node.get("id", ""),
            name=node.get("name", ""),
            type_id=node.get("typeId", ""),
            type_name=node.get("typeName", ""),
            hidden=_flag(node, "hidden"),
            characteristics=characteristics,
            modifiers=self.modifiers(node),
        )

    def other_info(self, owner: Element, kid: Element) -> None:
        """What an info element may hold beside its own content: links and notes."""
        if _local(kid.tag) not in ("infoLinks", "modifiers", "modifierGroups"):
            self.strange(owner, kid)

    def rule(self, node: Element) -> Rule:
        description = ""
        for kid in node:
            tag = _local(kid.tag)
            if tag == "description":
                description = kid.text or ""
            elif tag not in ("modifiers", "modifierGroups", "alias"):
                self.other_info(node, kid)
        return Rule(
            id=node.get("id", ""),
            name=node.get("name", ""),
            description=description,
            hidden=_flag(node, "hidden"),
            modifiers=self.modifiers(node),
        )

    def info_link(self, node: Element) -> InfoLink:
        for kid in node:
            if _local(kid.tag) not in ("modifiers", "modifierGroups"):
                self.strange(node, kid)
        kind = node.get("type", "")
        self.value_known("info link type", kind, frozenset({"profile", "rule", "infoGroup"}))
        return InfoLink(
            id=node.get("id", ""),
            name=node.get("name", ""),
            target_id=node.get("targetId", ""),
            type=kind,
            hidden=_flag(node, "hidden"),
            modifiers=self.modifiers(node),
        )

    def info_group(self, node: Element) -> InfoGroup:
        parts: dict[str, Any] = {}
        for kid in node:
            tag = _local(kid.tag)
            if tag == "profiles":
                parts["profiles"] = [self.profile(p) for p in self.kids(kid, "profile")]
            elif tag == "rules":
                parts["rules"] = [self.rule(r) for r in self.kids(kid, "rule")]
            elif tag == "infoLinks":
                parts["info_links"] = [self.info_link(i) for i in self.kids(kid, "infoLink")]
            elif tag == "infoGroups":
                parts["info_groups"] = [self.info_group(g) for g in self.kids(kid, "infoGroup")]
            elif tag not in ("modifiers", "modifierGroups"):
                self.strange(node, kid)
        return InfoGroup(
            node.get("id", ""),
            node.get("name", ""),
            _flag(node, "hidden"),
            modifiers=self.modifiers(node),
            **parts,
        )

    def category_link(self, node: Element) -> CategoryLink:
        constraints: list[Constraint] = []
        for kid in node:
            tag = _local(kid.tag)
            if tag == "constraints":
                constraints = [self.constraint(c) for c in self.kids(kid, "constraint")]
            elif tag not in ("modifiers", "modifierGroups"):
                self.strange(node, kid)
        return CategoryLink(
            id=node.get("id", ""),
            name=node.get("name", ""),
            target_id=node.get("targetId", ""),
            primary=_flag(node, "primary"),
            hidden=_flag(node, "hidden"),
            constraints=constraints,
            modifiers=self.modifiers(node),
        )

    # --- entries ---------------------------------------------------------------------

    def entry(self, node: Element) -> Entry:
        tag = _local(node.tag)
        kind = {"selectionEntry": "entry", "selectionEntryGroup": "group"}.get(tag, "link")
        kind_of = node.get("type", "")
        if kind == "link":
            self.value_known(
                "entry link type", kind_of, frozenset({"selectionEntry", "selectionEntryGroup"})
            )
        elif kind == "entry":
            self.value_known("entry type", kind_of, frozenset({"unit", "model", "upgrade"}))
        parts: dict[str, Any] = {}
        costs: dict[str, float] = {}
        children: dict[str, list[Entry]] = {"entry": [], "group": [], "link": []}
        for kid in node:
            part = _local(kid.tag)
            if part == "costs":
                for cost in self.kids(kid, "cost"):
                    costs[cost.get("typeId", "")] = self.number(cost, "value")
            elif part == "constraints":
                parts["constraints"] = [self.constraint(c) for c in self.kids(kid, "constraint")]
            elif part == "categoryLinks":
                parts["category_links"] = [
                    self.category_link(c) for c in self.kids(kid, "categoryLink")
                ]
            elif part == "profiles":
                parts["profiles"] = [self.profile(p) for p in self.kids(kid, "profile")]
            elif part == "rules":
                parts["rules"] = [self.rule(r) for r in self.kids(kid, "rule")]
            elif part == "infoLinks":
                parts["info_links"] = [self.info_link(i) for i in self.kids(kid, "infoLink")]
            elif part == "infoGroups":
                parts["info_groups"] = [self.info_group(g) for g in self.kids(kid, "infoGroup")]
            elif part == "selectionEntries":
                children["entry"] = [self.entry(e) for e in self.kids(kid, "selectionEntry")]
            elif part == "selectionEntryGroups":
                children["group"] = [self.entry(e) for e in self.kids(kid, "selectionEntryGroup")]
            elif part == "entryLinks":
                children["link"] = [self.entry(e) for e in self.kids(kid, "entryLink")]
            elif part not in ("modifiers", "modifierGroups"):
                self.strange(node, kid)
        return Entry(
            kind=kind,
            id=node.get("id", ""),
            name=node.get("name", ""),
            type=kind_of,
            target_id=node.get("targetId", ""),
            hidden=_flag(node, "hidden"),
            collective=_flag(node, "collective"),
            default_id=node.get("defaultSelectionEntryId", ""),
            costs=costs,
            entries=[*children["entry"], *children["group"], *children["link"]],
            modifiers=self.modifiers(node),
            **parts,
        )

    def category(self, node: Element) -> CategoryEntry:
        parts: dict[str, Any] = {}
        for kid in node:
            tag = _local(kid.tag)
            if tag == "constraints":
                parts["constraints"] = [self.constraint(c) for c in self.kids(kid, "constraint")]
            elif tag == "rules":
                parts["rules"] = [self.rule(r) for r in self.kids(kid, "rule")]
            elif tag == "infoLinks":
                parts["info_links"] = [self.info_link(i) for i in self.kids(kid, "infoLink")]
            elif tag == "profiles":
                parts["profiles"] = [self.profile(p) for p in self.kids(kid, "profile")]
            elif tag not in ("modifiers", "modifierGroups"):
                self.strange(node, kid)
        return CategoryEntry(
            node.get("id", ""),
            node.get("name", ""),
            _flag(node, "hidden"),
            modifiers=self.modifiers(node),
            **parts,
        )

    def force(self, node: Element) -> ForceEntry:
        parts: dict[str, Any] = {}
        for kid in node:
            tag = _local(kid.tag)
            if tag == "constraints":
                parts["constraints"] = [self.constraint(c) for c in self.kids(kid, "constraint")]
            elif tag == "categoryLinks":
                parts["category_links"] = [
                    self.category_link(c) for c in self.kids(kid, "categoryLink")
                ]
            elif tag == "forceEntries":
                parts["forces"] = [self.force(f) for f in self.kids(kid, "forceEntry")]
            elif tag == "rules":
                parts["rules"] = [self.rule(r) for r in self.kids(kid, "rule")]
            elif tag == "infoLinks":
                parts["info_links"] = [self.info_link(i) for i in self.kids(kid, "infoLink")]
            elif tag == "profiles":
                parts["profiles"] = [self.profile(p) for p in self.kids(kid, "profile")]
            elif tag not in ("modifiers", "modifierGroups"):
                self.strange(node, kid)
        return ForceEntry(
            node.get("id", ""),
            node.get("name", ""),
            _flag(node, "hidden"),
            modifiers=self.modifiers(node),
            **parts,
        )

    # --- the file --------------------------------------------------------------------

    def catalogue(self, root: Element) -> Catalogue:
        tag = _local(root.tag)
        if tag not in ("gameSystem", "catalogue"):
            raise GameDataError(
                Msg("gamedata.not_data", tag=tag),
                file=self.file,
                line=1,
                hint=Msg("gamedata.not_data.hint"),
            )
        is_system = tag == "gameSystem"
        ident = root.get("id", "")
        revision = int(self.number(root, "revision"))
        system_revision = int(self.number(root, "gameSystemRevision"))
        if not ident:
            raise GameDataError(
                Msg("gamedata.no_id", tag=tag),
                file=self.file,
                line=1,
                hint=Msg("gamedata.stranger.hint"),
            )
        parts: dict[str, Any] = {}
        entries: list[Entry] = []
        shared_entries: list[Entry] = []
        for kid in root:
            part = _local(kid.tag)
            if part == "catalogueLinks":
                parts["links"] = [
                    CatalogueLink(
                        link.get("targetId", ""),
                        link.get("name", ""),
                        _flag(link, "importRootEntries"),
                    )
                    for link in self.kids(kid, "catalogueLink")
                ]
            elif part == "costTypes":
                parts["cost_types"] = [
                    CostType(
                        c.get("id", ""),
                        c.get("name", ""),
                        self.number(c, "defaultCostLimit", -1.0),
                        _flag(c, "hidden"),
                    )
                    for c in self.kids(kid, "costType")
                ]
            elif part == "profileTypes":
                parts["profile_types"] = [
                    self.profile_type(p) for p in self.kids(kid, "profileType")
                ]
            elif part == "categoryEntries":
                parts["categories"] = [self.category(c) for c in self.kids(kid, "categoryEntry")]
            elif part == "forceEntries":
                parts["forces"] = [self.force(f) for f in self.kids(kid, "forceEntry")]
            elif part in ("selectionEntries", "entryLinks"):
                entries.extend(
                    self.entry(e)
                    for e in self.kids(kid, "selectionEntry" if part[0] == "s" else "entryLink")
                )
            elif part == "sharedSelectionEntries":
                shared_entries.extend(self.entry(e) for e in self.kids(kid, "selectionEntry"))
            elif part == "sharedSelectionEntryGroups":
                shared_entries.extend(self.entry(e) for e in self.kids(kid, "selectionEntryGroup"))
            elif part == "sharedProfiles":
                parts["shared_profiles"] = [self.profile(p) for p in self.kids(kid, "profile")]
            elif part == "sharedRules":
                parts["shared_rules"] = [self.rule(r) for r in self.kids(kid, "rule")]
            elif part == "sharedInfoGroups":
                parts["shared_info_groups"] = [
                    self.info_group(g) for g in self.kids(kid, "infoGroup")
                ]
            elif part == "rules":
                parts["rules"] = [self.rule(r) for r in self.kids(kid, "rule")]
            elif part == "infoLinks":
                parts["info_links"] = [self.info_link(i) for i in self.kids(kid, "infoLink")]
            elif part == "constraints":
                parts["constraints"] = [self.constraint(c) for c in self.kids(kid, "constraint")]
            else:
                self.strange(root, kid)
        return Catalogue(
            id=ident,
            name=root.get("name", ""),
            revision=revision,
            file=self.file.name,
            is_system=is_system,
            library=_flag(root, "library"),
            game_system_id=ident if is_system else root.get("gameSystemId", ""),
            game_system_revision=system_revision,
            entries=entries,
            shared_entries=shared_entries,
            elements=sum(1 for _ in root.iter()),
            unknown=dict(sorted(self.unknown.items())),
            **parts,
        )

    def profile_type(self, node: Element) -> ProfileType:
        kinds = [
            [c.get("id", ""), c.get("name", "")]
            for kid in node
            if _local(kid.tag) == "characteristicTypes"
            for c in self.kids(kid, "characteristicType")
        ]
        return ProfileType(node.get("id", ""), node.get("name", ""), kinds)


def read_catalogue_bytes(data: bytes, file: Path) -> Catalogue:
    """A game system or catalogue from its bytes (:class:`GameDataError` on bad data)."""
    root = parse_data_xml(data, file)
    return _Reader(file, data).catalogue(root)


def read_catalogue(path: Path) -> Catalogue:
    """A ``.gst`` or ``.cat`` file (:class:`GameDataError` naming the file and line)."""
    return read_catalogue_bytes(read_data_bytes(path), path)
