"""BattleScribe catalogue importer: ``.gst`` + ``.cat`` files -> one YAML army book each.

The conversion is deterministic (same input, byte-identical output), so a diff
of ``codex_data/books`` is a review of a data change. What the source lacks
(list kinds, allies, membership, Free card types, named characters,
corrections) comes from the curated overlay in ``codex_data/overlay``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar
from xml.etree.ElementTree import Element, SubElement

from pydantic import ValidationError

from listbuilder.codex.ids import IdAllocator, ability_key, slug
from listbuilder.codex.loader import read_codex_file
from listbuilder.codex.schema import (
    AbilitiesFile,
    ArmyBook,
    ArmyList,
    CardType,
    ListKind,
    Localized,
    Race,
)
from listbuilder.errors import ImportSourceError
from listbuilder.files.yamlio import dump_text, model_problem
from listbuilder.i18n.text import Msg
from listbuilder.interop.battlescribe.catalogue_import.book_files import write_books
from listbuilder.interop.battlescribe.catalogue_import.names_fr import (
    FrenchNamer,
    GlossaryFr,
    load_glossary,
    name_book,
)
from listbuilder.interop.battlescribe.catalogue_import.overlay import (
    BookOverlay,
    CardSelector,
    ListOverlay,
    load_overlay,
)
from listbuilder.interop.battlescribe.catalogue_import.report import ImportReport
from listbuilder.interop.battlescribe.catalogue_import.source import (
    SourceIndex,
    check_root,
    child,
    children,
    constraint_bounds,
    costs,
    local,
    parse_file,
    walk,
)
from listbuilder.interop.battlescribe.catalogue_import.stats import (
    parse_caf,
    parse_morale,
    parse_move,
    parse_save,
    parse_unit_class,
    parse_weapon_line,
    weapon_from_columns,
)

T = TypeVar("T")

GLOSSARY_FR = "i18n/glossary_fr.yaml"
"""The overlay's shared French glossary, in a folder of its own beside the book overlays."""
PTS = "52f8-db9e-3336-8db6"
VP = "points"  # BattleScribe's VP cost type really has the id "points"
BP = "25ab-cb1a-141e-dc75"

PRIMARY_TYPES = {
    "704c-e54e-0e5c-2d2f": CardType.COMPANY,
    "4462-e6f9-41a2-4e47": CardType.SUPPORT,
    "224e-9fab-b2e1-8a4f": CardType.SPECIAL,
}
FREE_CATEGORY = "8e49-5810-e088-7dc4"
# Codex-defined card categories and the slot they take in the company system.
CATEGORY_TYPES = {
    "greater_daemon_card": CardType.COMPANY,
    "archon_archite": CardType.SPECIAL,
    "synapse_creature": CardType.COMPANY,
    "brood_creature": CardType.SUPPORT,
}
UNIT_PROFILE_TYPES = {"Unit", "Tyranid Unit"}
# Rules that belong to a stand's role, not to its profile: the source links them on the entry of
# an HQ or command stand that reuses a line profile (a Command Rhino is a Rhino, a mechanized
# company's HQ stands are Tactical Squads), so they must not reach every stand of that profile.
ROLE_RULES = frozenset({"command", "headquarters_hq"})
EXTRA_COST_NAMES = {"Phase Out": "phase_out", "Mind": "mind"}


def entry_path(prefix: str, node: Element) -> str:
    """BattleScribe's ``entryId`` of *node* reached under *prefix*: a link adds ``link::target``."""
    if local(node.tag) == "entryLink":
        return f"{prefix}{node.get('id', '')}::{node.get('targetId', '')}"
    return f"{prefix}{node.get('id', '')}"


def link_prefix(prefix: str, node: Element) -> str:
    """The prefix of the entries inside *node*: each entry link passed adds a segment."""
    if local(node.tag) == "entryLink":
        return f"{prefix}{node.get('id', '')}::"
    return prefix


_OWN_PSYCHIC_SAVE = re.compile(r"psychic save of (\d)\+", re.IGNORECASE)
_PSYCHIC_SAVE = re.compile(r"(?<!gain a )(\d)\+ psychic save", re.IGNORECASE)


def psychic_save(special_rules: str | None) -> int | None:
    """The model's own psychic save from a profile's special rules ("4+ Psychic Save",
    "Psychic Save of 2+"); a save it gives others ("Eldar within 15cm gain a 4+ ...") is not."""
    if not special_rules:
        return None
    text = " ".join(special_rules.split())
    match = _OWN_PSYCHIC_SAVE.search(text) or _PSYCHIC_SAVE.search(text)
    return int(match[1]) if match else None


_VOID_SHIELDS = re.compile(r"(?<!adds )\b(\d+) void shields?\b", re.IGNORECASE)


def void_shields(special_rules: str | None) -> int | None:
    """The number of void shields a titan profile's special rules give ("6 Void Shields")."""
    match = _VOID_SHIELDS.search(" ".join((special_rules or "").split()))
    return int(match[1]) if match else None


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else round(value, 2)


class _UnitDraft:
    """A unit as the importer builds it up (state that changes, not a value)."""

    def __init__(
        self,
        data: dict[str, Any],
        abilities: list[str] | None = None,
        weapons: list[dict[str, Any]] | None = None,
        profile_abilities: list[str] | None = None,
        profile_weapons: list[dict[str, Any]] | None = None,
    ) -> None:
        self.data = data
        self.abilities: list[str] = [] if abilities is None else abilities
        self.weapons: list[dict[str, Any]] = [] if weapons is None else weapons
        self.profile_abilities: list[str] = [] if profile_abilities is None else profile_abilities
        """What the profile itself says, before any entry's rules: a role stand starts from it."""
        self.profile_weapons: list[dict[str, Any]] = (
            [] if profile_weapons is None else profile_weapons
        )


class _CardDraft:
    """A card as the importer builds it up (state that changes, not a value)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.composition: list[dict[str, Any]] = []
        self.options: list[dict[str, Any]] = []
        self.abilities: list[str] = []
        self.weapons: list[dict[str, Any]] = []
        self.extra_points: float = 0
        self.extra_vp: float = 0
        self.extra_bp: float = 0
        self.instances = 1
        self.unique = False
        self.group_ids = IdAllocator()

    def detachment(self, name: str, count: int = 1) -> dict[str, Any]:
        det = {"name": name, "count": count, "units": []}
        self.composition.append(det)
        return det


class BookBuilder:
    """Converts one catalogue, with the game system's shared data, into an army book."""

    def __init__(
        self,
        book_id: str,
        catalogue: Element,
        index: SourceIndex,
        report: ImportReport,
        known_abilities: set[str],
        profile_fixes: dict[str, dict[str, str]] | None = None,
    ) -> None:
        self.book_id = book_id
        self.profile_fixes = profile_fixes or {}
        self.catalogue = catalogue
        self.index = index
        self.report = report
        self.known = known_abilities
        self.units: dict[str, _UnitDraft] = {}
        self.unit_ids = IdAllocator()
        self.profile_units: dict[str, str] = {}
        self.role_units: dict[tuple[str, str], str] = {}
        self.plain_units: set[str] = set()
        """Units of a profile used at least once without a role rule (a line squad, a transport)."""
        self.used_abilities: Counter[str] = Counter()
        self.primary_categories: dict[str, str] = {}

    # --- helpers ---------------------------------------------------------------

    def problem(self, where: str, fld: str, message: str, action: str) -> None:
        self.report.add(self.book_id, where, fld, message, action)

    def _rule_refs(self, node: Element) -> list[str]:
        refs: list[str] = []
        rules = [r for r in children(node, "rule")]
        for link in children(node, "infoLink"):
            if link.get("type") == "rule":
                target = self.index.rules.get(link.get("targetId", ""))
                if target is not None:
                    rules.append(target)
        for rule in rules:
            key, param = ability_key(rule.get("name", ""))
            refs.append(key if param is None else f"{key}({param})")
            self.used_abilities[key] += 1
        return refs

    def _profiles(self, node: Element) -> list[Element]:
        found = []
        for link in children(node, "infoLink"):
            if link.get("type") == "profile":
                profile = self.index.profiles.get(link.get("targetId", ""))
                if profile is not None:
                    found.append(profile)
        found.extend(children(node, "profile"))
        return found

    @staticmethod
    def _columns(profile: Element) -> dict[str, str]:
        return {
            c.get("name", ""): (c.text or "").strip() for c in children(profile, "characteristic")
        }

    def _weapon_from_profile(self, profile: Element) -> dict[str, Any]:
        parsed = weapon_from_columns(profile.get("name", ""), self._columns(profile), self.known)
        return self._finish_weapon(parsed.fields, profile.get("name", ""))

    def _finish_weapon(self, fields: dict[str, Any], where: str) -> dict[str, Any]:
        if fields.get("raw"):
            self.report.note_weapon_line(fields["raw"], fields.get("parsed", True))
        if fields.get("parsed", True):
            self.report.counts["weapon_lines_parsed"] += 1
            fields.pop("raw", None)
        else:
            self.report.counts["weapon_lines_raw"] += 1
            self.problem(
                where, "weapons", f"cannot parse {fields.get('raw')!r}", "kept as raw text"
            )
        return fields

    def unit_for(self, profile: Element) -> str:
        pid = profile.get("id", "")
        if pid in self.profile_units:
            return self.profile_units[pid]
        name = " ".join((profile.get("name") or "Unit").split())
        uid = self.unit_ids.take(name)
        cols = {**self._columns(profile), **self.profile_fixes.get(name, {})}
        data: dict[str, Any] = {"id": uid, "name": name}
        data.update(parse_unit_class(cols.get("Type")))
        for parser, column in (
            (parse_move, "Move"),
            (parse_save, "Save"),
            (parse_caf, "CAF"),
            (parse_morale, "Morale"),
        ):
            parsed = parser(cols.get(column))
            data.update(parsed)
            text_key = next((k for k in parsed if k.endswith("_text")), None)
            if text_key and column != "Type":
                self.problem(
                    name, column, f"non-standard value {parsed[text_key]!r}", "kept as text"
                )
        extra = {}
        for column in ("Mind", "Instinctive Behaviour"):
            if cols.get(column):
                extra[slug(column)] = " ".join(cols[column].split())
        if extra:
            data["extra"] = extra
        draft = _UnitDraft(data)
        psychic = psychic_save(cols.get("Special Rules"))
        if psychic is not None:
            draft.abilities.append(f"psychic_save({psychic}+)")
            self.used_abilities["psychic_save"] += 1
        shields = void_shields(cols.get("Special Rules"))
        if shields is not None and "titan" in data.get("unit_class", []):
            # the titans' shields, left in the profile's text (other units link the rule)
            draft.abilities.append(f"void_shields({shields})")
            self.used_abilities["void_shields"] += 1
        for line in (cols.get("Weapons") or "").split("\n"):
            if not line.strip():
                continue
            parsed_line = parse_weapon_line(line, self.known)
            if parsed_line.kind == "none":
                self.report.counts["weapon_lines_none"] += 1
            elif parsed_line.kind == "note":
                self.report.counts["weapon_lines_note"] += 1
                draft.weapons.append(parsed_line.fields)
            else:
                draft.weapons.append(self._finish_weapon(parsed_line.fields, name))
        draft.profile_abilities = list(draft.abilities)
        draft.profile_weapons = list(draft.weapons)
        self.units[uid] = draft
        self.profile_units[pid] = uid
        return uid

    def _attach_profiles(
        self, node: Element, rules: list[str], card: _CardDraft, target_units: list[str]
    ) -> list[str]:
        """Units of *node*; weapon-like profiles go to those units, else to the card."""
        units: list[str] = []
        weapons: list[dict[str, Any]] = []
        stand = " ".join((node.get("name") or "").split())
        for profile in self._profiles(node):
            if profile.get("typeName") in UNIT_PROFILE_TYPES:
                uid = self.unit_for(profile)
                if not ROLE_RULES.intersection(rules):
                    self.plain_units.add(uid)
                elif not _same_stand(stand, profile):
                    uid = self._role_unit(uid, stand)
                units.append(uid)
            else:
                weapons.append(self._weapon_from_profile(profile))
        for uid in units:
            draft = self.units[uid]
            draft.abilities.extend(r for r in rules if r not in draft.abilities)
            names = {w["name"] for w in draft.weapons}
            draft.weapons.extend(w for w in weapons if w["name"] not in names)
        if not units:
            card.weapons.extend(w for w in weapons if w not in card.weapons)
        target_units.extend(units)
        return units

    def _role_unit(self, base: str, name: str) -> str:
        """The HQ or command stand *name* that reuses *base*'s profile, as a unit of its own."""
        key = (base, name)
        if key not in self.role_units:
            source = self.units[base]
            uid = self.unit_ids.take(name)
            data = {**source.data, "id": uid, "name": name, "model": base}
            self.units[uid] = _UnitDraft(
                data,
                abilities=list(source.profile_abilities),
                weapons=list(source.profile_weapons),
                profile_abilities=list(source.profile_abilities),
                profile_weapons=list(source.profile_weapons),
            )
            self.role_units[key] = uid
        return self.role_units[key]

    # --- cards -----------------------------------------------------------------

    def convert_card(self, entry: Element) -> dict[str, Any] | None:
        name = " ".join((entry.get("name") or "").split())
        primary, tags = self._categories(entry)
        card: dict[str, Any] = {"name": name}
        card_type, category, free = self._card_type(name, primary)
        card["type"] = card_type.value
        if category:
            card["category"] = category
        if free:
            card["free"] = True
        cost = costs(entry)
        draft = _CardDraft(name)
        draft.abilities.extend(self._rule_refs(entry))
        self._root_units(entry, draft)
        self._walk(entry, draft, det=None, mult=1, instance=None)
        self._card_costs(card, cost, draft)
        morale = self._card_morale(name, draft)
        if morale is not None:
            card["morale"] = morale
        self._card_flags(card, draft, tags, card_type)
        if tags:
            card["tags"] = tags
        card["composition"] = [d for d in draft.composition if d["units"]]
        if draft.options:
            card["options"] = draft.options
        if draft.abilities:
            card["abilities"] = list(dict.fromkeys(draft.abilities))
        if draft.weapons:
            card["weapons"] = draft.weapons
        card["source_id"] = entry.get("id")
        if primary:
            card["source_category"] = primary
            self.primary_categories[primary] = " ".join(
                self.index.categories.get(primary, "").split()
            )
        if not card["composition"] and not draft.options and not draft.weapons:
            self.problem(
                name, "composition", "no unit profile reachable", "card kept without units"
            )
        return card

    def _categories(self, entry: Element) -> tuple[str | None, list[str]]:
        """The entry's primary category, and its other categories as tags."""
        primary = None
        tags: list[str] = []
        for link in children(entry, "categoryLink"):
            target = link.get("targetId", "")
            if link.get("primary") == "true" and primary is None:
                primary = target
            elif target not in PRIMARY_TYPES and target != FREE_CATEGORY:
                tag = slug(self.index.categories.get(target, link.get("name", "")))
                if tag not in tags:
                    tags.append(tag)
        return primary, tags

    def _card_type(self, name: str, primary: str | None) -> tuple[CardType, str | None, bool]:
        """The card's type, its category when the type is read from one, and whether it is
        free."""
        if primary in PRIMARY_TYPES:
            return PRIMARY_TYPES[primary], None, False
        if primary == FREE_CATEGORY:
            return CardType.SPECIAL, None, True
        category = slug(self.index.categories.get(primary or "", "other"))
        if category not in CATEGORY_TYPES:
            self.problem(name, "type", f"unknown primary category {category!r}", "taken as support")
        return CATEGORY_TYPES.get(category, CardType.SUPPORT), category, False

    def _root_units(self, entry: Element, draft: _CardDraft) -> None:
        """The profiles on the entry itself: a one-model card, whose rules describe the
        model, except the Unique flag."""
        root_units: list[str] = []
        self._attach_profiles(entry, [], draft, root_units)
        if not root_units:
            return
        det = draft.detachment(draft.name)
        det["units"].extend({"unit": u, "count": 1} for u in root_units)
        model_rules = [a for a in draft.abilities if a != "unique"]
        for uid in root_units:
            unit = self.units[uid]
            unit.abilities.extend(a for a in model_rules if a not in unit.abilities)
        draft.abilities = [a for a in draft.abilities if a == "unique"]

    def _card_costs(self, card: dict[str, Any], cost: dict[str, float], draft: _CardDraft) -> None:
        """The card's points, VP, break point and extra stats, from its own costs."""
        name = card["name"]
        card["points"] = _number(cost.get(PTS, 0))
        for label, extra in (
            ("points", draft.extra_points),
            ("victory_points", draft.extra_vp),
            ("break_point", draft.extra_bp),
        ):
            if extra:
                self.problem(
                    name,
                    label,
                    f"mandatory parts carry {_number(extra)} more",
                    "not added: the card's own value is kept; fix in the overlay",
                )
        if VP in cost:
            card["victory_points"] = _number(cost[VP])
        else:
            self.problem(name, "victory_points", "no VP cost in the source", "left empty")
        if BP in cost:
            card["break_point"] = _number(cost[BP])
        else:
            self.problem(name, "break_point", "no break point in the source", "left empty")
        for type_id, value in cost.items():
            cost_name = self.index.cost_types.get(type_id, "")
            if cost_name in EXTRA_COST_NAMES and value:
                card.setdefault("extra_stats", {})[EXTRA_COST_NAMES[cost_name]] = _number(value)

    def _card_flags(
        self, card: dict[str, Any], draft: _CardDraft, tags: list[str], card_type: CardType
    ) -> None:
        """Titan, instances, tunneller and unique, as the card's units and rules say."""
        unit_ids = [uc["unit"] for det in draft.composition for uc in det["units"]]
        unit_ids += [
            uc["unit"]
            for group in draft.options
            for ch in group["choices"]
            for uc in ch.get("units", [])
        ]
        unit_classes = {c for uid in unit_ids for c in self.units[uid].data.get("unit_class", [])}
        has_weapon_options = any(
            any(ch.get("points") for ch in group["choices"]) for group in draft.options
        )
        if ("titan" in tags or "titan" in unit_classes) and has_weapon_options:
            card["titan"] = True
        if draft.instances > 1:
            card["instances"] = draft.instances
        all_abilities = set(draft.abilities)
        for det in draft.composition:
            for uc in det["units"]:
                all_abilities.update(self.units[uc["unit"]].abilities)
        if any(a.split("(")[0].startswith("tunnel") for a in all_abilities) and (
            card_type == CardType.COMPANY or "tunneler" in " ".join(all_abilities)
        ):
            card["tunneller"] = True
        if "unique" in {a.split("(")[0] for a in draft.abilities} or draft.unique:
            card["unique"] = True

    def _card_morale(self, name: str, draft: _CardDraft) -> int | None:
        tally: Counter[int] = Counter()
        for det in draft.composition:
            for uc in det["units"]:
                value = self.units[uc["unit"]].data.get("morale")
                if value is not None:
                    tally[value] += uc["count"] * det["count"]
        if not tally:
            return None
        if len(tally) > 1:
            chosen = sorted(tally.items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
            values = ", ".join(f"{m}+" for m in sorted(tally))
            self.problem(
                name,
                "morale",
                f"units have several morale values ({values})",
                f"card morale set to {chosen}+ (most models)",
            )
            return chosen
        return next(iter(tally))

    def _resolve(self, node: Element) -> Element | None:
        if local(node.tag) == "entryLink":
            return self.index.entries.get(node.get("targetId", ""))
        return node

    def _walk(
        self,
        node: Element,
        card: _CardDraft,
        det: dict[str, Any] | None,
        mult: int,
        instance: int | None,
        prefix: str = "",
        holder: tuple[str, str] | None = None,
        *,
        copy: bool = False,
    ) -> None:
        """*prefix* is the entry-link path down to *node* (see :func:`entry_path`); *holder*
        the entry path and name of the part of the card that holds *node*'s groups; *copy*
        says *node* is one titan of a squadron (see :meth:`_fixed`)."""
        self._walk_entries(node, card, det, mult, instance, prefix, holder, copy=copy)
        self._walk_groups(node, card, det, mult, instance, prefix, holder)

    def _walk_entries(
        self,
        node: Element,
        card: _CardDraft,
        det: dict[str, Any] | None,
        mult: int,
        instance: int | None,
        prefix: str,
        holder: tuple[str, str] | None,
        *,
        copy: bool,
    ) -> None:
        """*node*'s own entries and links: fixed parts of the card, or options."""
        kids = [*children(node, "selectionEntry"), *children(node, "entryLink")]
        for kid in kids:
            target = self._resolve(kid)
            if target is None:
                self.problem(
                    card.name, "entryLink", f"link {kid.get('name')!r} has no target", "skipped"
                )
                continue
            low, high = constraint_bounds(kid)
            if local(kid.tag) == "entryLink" and low == 0 and high is None:
                low, high = constraint_bounds(target)
            path = entry_path(prefix, kid)
            if copy and len(kids) == 1 and (low, high) == (0, None) and self._has_groups(target):
                # "Warhound Titans" (exactly 2) each wrap one "Warhound Titan" that the source
                # leaves unconstrained: each copy holds exactly one, armed by its groups
                # (ruling 14). The group keeps its id, so saved rosters still read.
                self._option_group(
                    card, target.get("name", ""), 1, 1, [kid], instance, paths=[path], holder=holder
                )
                continue
            if low >= 1:
                self._fixed(kid, target, low, card, det, mult, instance, prefix)
                if high is not None and high > low:
                    self._option_group(
                        card,
                        target.get("name", ""),
                        0,
                        high - low,
                        [target],
                        instance,
                        paths=[path],
                        included=low,
                        holder=holder,
                    )
            elif high is None or high >= 1:
                self._option_group(
                    card,
                    target.get("name", ""),
                    0,
                    high,
                    [kid],
                    instance,
                    paths=[path],
                    holder=holder,
                )

    def _walk_groups(
        self,
        node: Element,
        card: _CardDraft,
        det: dict[str, Any] | None,
        mult: int,
        instance: int | None,
        prefix: str,
        holder: tuple[str, str] | None,
    ) -> None:
        """*node*'s entry groups: a fixed entry, a folder walked into, or an option group
        (one per copy when it chooses whole sub-cards)."""
        for group in children(node, "selectionEntryGroup"):
            low, high = constraint_bounds(group)
            members = [*children(group, "selectionEntry"), *children(group, "entryLink")]
            if low >= 1 and high == low and len(members) == 1:
                target = self._resolve(members[0])
                if target is not None:
                    self._fixed(members[0], target, low, card, det, mult, instance, prefix)
                continue
            if not members and children(group, "selectionEntryGroup"):
                self._walk(group, card, det, mult, instance, prefix, holder)
                continue
            if low == 0 and high is None and all(constraint_bounds(m)[0] >= 1 for m in members):
                # a folder of fixed entries
                self._walk(group, card, det, mult, instance, prefix, holder)
                continue
            paths = [entry_path(prefix, m) for m in members]
            group_path = entry_path(prefix, group)
            if instance is None and low == high and low > 1 and self._chooses_sub_cards(members):
                # Choose N whole sub-cards (3 Gargants of a Big Mob): each copy is its own
                # choice with its own weapons, costed and rounded on its own like a titan.
                card.instances = low
                for number in range(1, low + 1):
                    self._option_group(
                        card,
                        group.get("name", ""),
                        1,
                        1,
                        members,
                        number,
                        paths=paths,
                        group_path=group_path,
                        prefix=prefix,
                        holder=holder,
                    )
                continue
            self._option_group(
                card,
                group.get("name", ""),
                low,
                high,
                members,
                instance,
                paths=paths,
                group_path=group_path,
                prefix=prefix,
                holder=holder,
            )

    def _chooses_sub_cards(self, members: list[Element]) -> bool:
        targets = [self._resolve(member) for member in members]
        return any(t is not None and self._has_groups(t) for t in targets)

    def _has_groups(self, node: Element) -> bool:
        for element in node.iter():
            if element is not node and local(element.tag) == "selectionEntryGroup":
                return True
        return False

    def _fixed(
        self,
        link: Element,
        entry: Element,
        count: int,
        card: _CardDraft,
        det: dict[str, Any] | None,
        mult: int,
        instance: int | None,
        prefix: str = "",
    ) -> None:
        """A mandatory part of the card: units go into a detachment, containers recurse."""
        inner = link_prefix(prefix, link)
        here = (entry_path(prefix, link), " ".join((entry.get("name") or "").split()))
        name = " ".join((entry.get("name") or "").split())
        rules = self._rule_refs(entry)
        if local(link.tag) == "entryLink":
            rules += [r for r in self._rule_refs(link) if r not in rules]
        cost = costs(entry)
        card.extra_points += cost.get(PTS, 0) * count * mult
        card.extra_vp += cost.get(VP, 0) * count * mult
        card.extra_bp += cost.get(BP, 0) * count * mult
        if any(r.split("(")[0] == "unique" for r in rules):
            card.unique = True
        units: list[str] = []
        self._attach_profiles(entry, rules, card, units)
        if count > 1 and instance is None and self._has_groups(entry):
            # A battlegroup: each copy chooses its own options.
            card.instances = count
            target_det = det if det is not None else card.detachment(name, 1)
            for number in range(1, count + 1):
                for uid in units:
                    self._add_unit(target_det, uid, 1)
                self._walk(entry, card, target_det, 1, number, inner, here, copy=True)
            return
        if det is None:
            if units:
                target = next((d for d in card.composition if d["name"] == card.name), None)
                target = target or card.detachment(card.name)
                for uid in units:
                    self._add_unit(target, uid, count)
                self._walk(entry, card, target, count, instance, inner, here)
            else:
                new_det = card.detachment(name, count)
                if rules:
                    card.abilities.extend(r for r in rules if r not in card.abilities)
                self._walk(entry, card, new_det, 1, instance, inner, here)
            return
        for uid in units:
            self._add_unit(det, uid, count * mult)
        if not units and rules:
            card.abilities.extend(r for r in rules if r not in card.abilities)
        self._walk(entry, card, det, count * mult, instance, inner, here)

    @staticmethod
    def _add_unit(det: dict[str, Any], uid: str, count: int) -> None:
        for uc in det["units"]:
            if uc["unit"] == uid:
                uc["count"] += count
                return
        det["units"].append({"unit": uid, "count": count})

    def _option_group(
        self,
        card: _CardDraft,
        name: str,
        low: int,
        high: int | None,
        members: list[Element],
        instance: int | None,
        when: str | None = None,
        *,
        paths: list[str] | None = None,
        group_path: str | None = None,
        prefix: str = "",
        included: int = 0,
        holder: tuple[str, str] | None = None,
    ) -> None:
        """One option group; *paths* are the members' entry paths, *group_path* the
        selectionEntryGroup's (none for a lone optional entry)."""
        name = " ".join(name.split())
        label = name if instance is None else f"{name} #{instance}"
        group: dict[str, Any] = {"id": card.group_ids.take(label), "name": label}
        if low:
            group["min"] = low
        if high is not None:
            group["max"] = high
        if instance is not None:
            group["instance"] = instance
        if when is not None:
            group["when"] = when
        if group_path is not None:
            group["source_id"] = group_path
        if holder is not None:
            group["holder"], group["holder_name"] = holder
        choice_ids = IdAllocator()
        choices = []
        nested: list[tuple[str, str, Element, str, str]] = []
        for number, member in enumerate(members):
            target = self._resolve(member)
            if target is None:
                self.problem(
                    card.name, "options", f"option {member.get('name')!r} has no target", "skipped"
                )
                continue
            choice = self._choice(card, member, target, choice_ids)
            choice["source_id"] = paths[number] if paths else entry_path(prefix, member)
            if included:
                choice["included"] = included
            choices.append(choice)
            if self._has_groups(target):
                inner = link_prefix(prefix, member)
                key = f"{group['id']}.{choice['id']}"
                nested.append((choice["name"], key, target, inner, choice["source_id"]))
        group["choices"] = choices
        if choices:
            card.options.append(group)
        self._nested_groups(card, nested, instance)

    def _nested_groups(
        self,
        card: _CardDraft,
        nested: list[tuple[str, str, Element, str, str]],
        instance: int | None,
    ) -> None:
        """The option groups of sub-card choices: each (name, key, target, link prefix,
        entry path) of *nested* brings its own, taken only while that choice is."""
        for choice_name, choice_key, target, inner, choice_path in nested:
            # Sub-card choices (a Gargant in a Big Mob) bring their own option groups,
            # which apply only while that choice is taken.
            holders = [target] + [
                kid for kid in children(target, "selectionEntry") if self._has_groups(kid)
            ]
            for part in holders:
                if part is target:
                    place = (choice_path, choice_name)
                else:
                    place = (entry_path(inner, part), " ".join(part.get("name", "").split()))
                for sub in children(part, "selectionEntryGroup"):
                    low2, high2 = constraint_bounds(sub)
                    members2 = [*children(sub, "selectionEntry"), *children(sub, "entryLink")]
                    self._option_group(
                        card,
                        f"{choice_name}: {sub.get('name', '')}",
                        low2,
                        high2,
                        members2,
                        instance,
                        choice_key,
                        group_path=entry_path(inner, sub),
                        prefix=inner,
                        holder=place,
                    )

    def _choice(
        self, card: _CardDraft, member: Element, target: Element, ids: IdAllocator
    ) -> dict[str, Any]:
        name = " ".join((target.get("name") or member.get("name") or "").split())
        cost = costs(target)
        choice: dict[str, Any] = {"id": ids.take(name), "name": name}
        if cost.get(PTS):
            choice["points"] = _number(cost[PTS])
        if cost.get(VP):
            choice["victory_points"] = _number(cost[VP])
        if cost.get(BP):
            choice["break_point"] = _number(cost[BP])
        _, high = constraint_bounds(member)
        if high is not None:
            choice["max"] = high
        rules = self._rule_refs(target)
        scratch = _CardDraft(name)
        det = scratch.detachment(name)
        units: list[str] = []
        self._attach_profiles(target, rules, scratch, units)
        for uid in units:
            self._add_unit(det, uid, 1)
        self._walk_choice(target, scratch, det, 1)
        unit_counts = [uc for d in scratch.composition for uc in d["units"]]
        if unit_counts:
            choice["units"] = unit_counts
        if scratch.weapons:
            choice["weapons"] = scratch.weapons
        abilities = [r for r in rules if not units] + [
            a for a in scratch.abilities if a not in rules
        ]
        if abilities:
            choice["abilities"] = list(dict.fromkeys(abilities))
        extra_pts = scratch.extra_points
        if extra_pts:
            choice["points"] = _number(choice.get("points", 0) + extra_pts)
        return choice

    def _walk_choice(
        self, node: Element, scratch: _CardDraft, det: dict[str, Any], mult: int
    ) -> None:
        """Fixed contents of an option choice; its own groups are handled by the caller."""
        for kid in [*children(node, "selectionEntry"), *children(node, "entryLink")]:
            target = self._resolve(kid)
            if target is None:
                continue
            low, _ = constraint_bounds(kid)
            if low < 1 and _same_name(target, node):
                low = 1  # the choice's own model, entered one level down without a count
            if low < 1 or self._has_groups(target):
                continue
            units: list[str] = []
            rules = self._rule_refs(target)
            self._attach_profiles(target, rules, scratch, units)
            cost = costs(target)
            scratch.extra_points += cost.get(PTS, 0) * low * mult
            for uid in units:
                self._add_unit(det, uid, low * mult)
            if not units:
                scratch.abilities.extend(rules)
            self._walk_choice(target, scratch, det, low * mult)

    # --- the book ----------------------------------------------------------------

    def build(self) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        cards = []
        card_ids = IdAllocator()
        entries = child(self.catalogue, "selectionEntries")
        for entry in list(entries) if entries is not None else []:
            if local(entry.tag) != "selectionEntry":
                continue
            card = self.convert_card(entry)
            if card is None:
                continue
            card = {"id": card_ids.take(card["name"]), **card}
            cards.append(card)
        self._fold_lone_role_units(cards)
        units = self.unit_dicts()
        forces = []
        container = child(self.catalogue, "forceEntries")
        for force in list(container) if container is not None else []:
            if local(force.tag) == "forceEntry":
                forces.append(
                    {
                        "name": " ".join((force.get("name") or "").split()),
                        "source_id": force.get("id"),
                    }
                )
        self.report.counts["cards"] += len(cards)
        self.report.counts["units"] += len(units)
        return {"cards": cards, "units": units}, forces

    def _fold_lone_role_units(self, cards: list[dict[str, Any]]) -> None:
        """A profile that only HQ or command stands use stays one unit: nothing leaks there,
        and a collection counts its models together."""
        folded: dict[str, str] = {}
        for (base, _), uid in self.role_units.items():
            if base in self.plain_units:
                continue
            draft, role = self.units[base], self.units.pop(uid)
            draft.abilities.extend(a for a in role.abilities if a not in draft.abilities)
            draft.weapons.extend(w for w in role.weapons if w not in draft.weapons)
            folded[uid] = base
        for card in cards:
            for ref in _unit_refs(card):
                ref["unit"] = folded.get(ref["unit"], ref["unit"])

    def unit_dicts(self) -> list[dict[str, Any]]:
        """Every unit read so far, as the book writes them."""
        units = []
        for draft in self.units.values():
            data = dict(draft.data)
            if draft.weapons:
                data["weapons"] = draft.weapons
            if draft.abilities:
                data["abilities"] = _drop_generic_params(list(dict.fromkeys(draft.abilities)))
            units.append(data)
        return units

    def named_profile(self, name: str) -> Element | None:
        """The catalogue's unit profile called *name*."""
        for profile in walk(self.catalogue, "profile"):
            if profile.get("typeName") in UNIT_PROFILE_TYPES and profile.get("name") == name:
                return profile
        return None

    def add_models(self, cards: list[dict[str, Any]], overlay: BookOverlay) -> None:
        """Ruling 17: the models an overlay gives a card whose source entry has none (an
        assassin, a warrior band), read from the catalogue's profile or one written in its
        columns, as one detachment named after the card."""
        by_id = {c["id"]: c for c in cards}
        for card_id, fix in overlay.card_fixes.items():
            card = by_id.get(card_id)
            if card is None or not fix.models:
                continue
            units = []
            for model in fix.models:
                profile = (
                    self.named_profile(model.profile)
                    if model.profile is not None
                    else _written_profile(card_id, model.name or "", model.columns)
                )
                if profile is None:
                    self.problem(card_id, "card_fixes", f"no profile {model.profile!r}", "ignored")
                    continue
                units.append({"unit": self.unit_for(profile), "count": model.count})
            if units:
                card.setdefault("composition", []).append({"name": card["name"], "units": units})
                self.report.problems = [
                    p
                    for p in self.report.problems
                    if (p.book, p.where, p.field) != (self.book_id, card["name"], "composition")
                ]
                self.problem(card["name"], "composition", "no unit in the source", "overlay models")


def _unit_refs(node: Any) -> Iterator[dict[str, Any]]:
    """Every ``{unit: ID, count: N}`` of a card being built."""
    if isinstance(node, dict):
        if isinstance(node.get("unit"), str) and "count" in node:
            yield node
        for value in node.values():
            yield from _unit_refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _unit_refs(value)


def _same_stand(stand: str, profile: Element) -> bool:
    """True when an entry names the profile's own model (a plural s aside)."""
    name = " ".join((profile.get("name") or "").split())
    return not stand or slug(stand).removesuffix("s") == slug(name).removesuffix("s")


def _same_name(inner: Element, outer: Element) -> bool:
    return " ".join((inner.get("name") or "").split()) == " ".join(
        (outer.get("name") or "").split()
    )


def _written_profile(card_id: str, name: str, columns: dict[str, str]) -> Element:
    """A unit profile written in the overlay, shaped as the source's so one parser reads both."""
    profile = Element("profile", id=f"overlay:{card_id}:{name}", name=name, typeName="Unit")
    holder = SubElement(profile, "characteristics")
    for column, value in columns.items():
        SubElement(holder, "characteristic", name=column).text = value
    return profile


COST_FIELDS = {PTS: "points", VP: "victory_points", BP: "break_point"}


def _cost_types(system_root: Element, catalogue: Element) -> list[dict[str, str]]:
    """The cost types a roster of this book writes: the game system's, then the catalogue's."""
    found: list[dict[str, str]] = []
    for root in (system_root, catalogue):
        for element in walk(root, "costType"):
            type_id = element.get("id", "")
            name = element.get("name") or ""
            field_name = COST_FIELDS.get(type_id) or EXTRA_COST_NAMES.get(name.strip())
            if type_id and field_name and all(c["id"] != type_id for c in found):
                found.append({"field": field_name, "id": type_id, "name": name})
    return found


def _drop_generic_params(refs: list[str]) -> list[str]:
    """``point_defence(X)`` is the source's generic form; a unit that also has
    ``point_defence(1)`` (the same model linked from another card) keeps the number only."""
    concrete = {ref.split("(")[0] for ref in refs if "(" in ref and not ref.endswith("(X)")}
    return [ref for ref in refs if not (ref.endswith("(X)") and ref.split("(")[0] in concrete)]


# --- overlay merge -------------------------------------------------------------------


def _selector_matches(sel: CardSelector, book_id: str, card: dict[str, Any], home: str) -> bool:
    if sel.book is not None and sel.book != book_id:
        return False
    if sel.book is None and book_id != home:
        return False
    if sel.card is not None and sel.card != card["id"]:
        return False
    if sel.tag is not None and sel.tag not in card.get("tags", []):
        return False
    if sel.name_prefix is not None and not card["name"].startswith(sel.name_prefix):
        return False
    return sel.type is None or sel.type.value == card["type"]


def _resolve_cards(overlay: ListOverlay, home: str, books: dict[str, dict[str, Any]]) -> list[str]:
    refs: list[str] = []
    for book_id in [home, *sorted(b for b in books if b != home)]:
        for card in books[book_id]["cards"]:
            if not any(_selector_matches(s, book_id, card, home) for s in overlay.cards.include):
                continue
            if any(_selector_matches(s, book_id, card, home) for s in overlay.cards.exclude):
                continue
            refs.append(card["id"] if book_id == home else f"{book_id}/{card['id']}")
    return refs


def _default_list(name: str) -> ListOverlay:
    return ListOverlay(source=name, kind=ListKind.CODEX)


def _find_choice(card: dict[str, Any], option_id: str) -> dict[str, Any] | None:
    group_id, _, choice_id = option_id.partition(".")
    for group in card.get("options", []):
        if group["id"] == group_id:
            for choice in group["choices"]:
                if choice["id"] == choice_id:
                    return choice
    return None


def _bound_group(
    book_id: str, card: dict[str, Any], group_id: str, low: int, high: int, report: ImportReport
) -> None:
    """Ruling 17: the bounds the army book's card gives a group the source leaves open."""
    group = next((g for g in card.get("options", []) if g["id"] == group_id), None)
    if group is None:
        report.add(book_id, card["id"], "card_fixes", f"no option group {group_id}", "ignored")
        return
    if low:
        group["min"] = low
    else:
        group.pop("min", None)
    group["max"] = high


def _apply_fixes(
    book_id: str, cards: list[dict[str, Any]], overlay: BookOverlay | None, report: ImportReport
) -> None:
    by_id = {c["id"]: c for c in cards}
    if overlay is not None:
        for card_id, fix in overlay.card_fixes.items():
            card = by_id.get(card_id)
            if card is None:
                report.add(book_id, card_id, "card_fixes", "no such card", "fix ignored")
                continue
            for key, value in fix.changes().items():
                if value is None:
                    card.pop(key, None)
                else:
                    card[key] = value.value if hasattr(value, "value") else value
            for option_id, choice_fix in fix.choices.items():
                choice = _find_choice(card, option_id)
                if choice is None:
                    report.add(book_id, card_id, "card_fixes", f"no option {option_id}", "ignored")
                    continue
                for key, value in choice_fix.changes().items():
                    if value is None:
                        choice.pop(key, None)
                    else:
                        choice[key] = value
            for group_id, group_fix in fix.groups.items():
                _bound_group(book_id, card, group_id, group_fix.min, group_fix.max, report)
    fixed = set(overlay.card_fixes) if overlay else set()
    for card in cards:
        if card.get("free") and card["id"] not in fixed:
            report.add(
                book_id,
                card["name"],
                "type",
                "Free card: the source does not say Support or Special",
                "taken as special; add a card fix",
            )


def import_battlescribe(
    source: Path,
    out: Path,
    *,
    overlay_dir: Path | None = None,
    abilities_file: Path | None = None,
) -> ImportReport:
    """Import every catalogue in *source* into ``out/books/<book>.yaml``."""
    report = ImportReport()
    system_root, game_system, catalogues = _game_system(source)
    known = _known_abilities(abilities_file)
    overlays, glossary = _overlays(overlay_dir)
    drafts: dict[str, dict[str, Any]] = {}
    forces_by_book: dict[str, list[dict[str, Any]]] = {}
    used: Counter[str] = Counter()
    meta: dict[str, dict[str, Any]] = {}
    for path in catalogues:
        root = parse_file(path)
        check_root(root, path, "catalogue")
        book_id = slug(path.stem)
        index = SourceIndex()
        index.add(root)
        index.add(system_root)
        book_overlay = overlays.get(book_id)
        profile_fixes = (
            {name: fix.columns for name, fix in book_overlay.profile_fixes.items()}
            if book_overlay is not None
            else {}
        )
        builder = BookBuilder(book_id, root, index, report, known, profile_fixes)
        draft, forces = _in_file(path, builder.build)
        if book_overlay is not None:
            builder.add_models(draft["cards"], book_overlay)
            draft["units"] = builder.unit_dicts()
        used.update(builder.used_abilities)
        _apply_fixes(book_id, draft["cards"], overlays.get(book_id), report)
        book_names = overlays[book_id].names_fr if book_id in overlays else {}
        name_book(draft, FrenchNamer(glossary, book_names), report.french)
        drafts[book_id] = draft
        forces_by_book[book_id] = forces
        meta[book_id] = _source_meta(path, root, system_root, game_system, builder)
    list_ids: set[str] = set()
    books_out: dict[str, dict[str, Any]] = {}
    membership: Counter[str] = Counter()
    for book_id, draft in drafts.items():
        book_overlay = overlays.get(book_id)
        if book_overlay is None:
            report.add(book_id, "(book)", "overlay", "no curated overlay", "defaults used")
        race = book_overlay.race if book_overlay else Race.IMPERIAL
        forces = forces_by_book[book_id]
        lists = _book_lists(
            book_id, forces, book_overlay, race, drafts, report, list_ids, membership
        )
        report.counts["lists"] += len(lists)
        books_out[book_id] = _book_data(book_id, draft, lists, book_overlay, race, meta[book_id])
    _report_loose_ends(drafts, membership, known, used, report)
    texts = _book_texts(books_out, meta, source)
    report.written.extend(str(path) for path in write_books(out / "books", texts))
    return report


def _game_system(source: Path) -> tuple[Element, dict[str, Any], list[Path]]:
    """The game system's root and what a book keeps of it, and the catalogues; a folder
    without either is an error."""
    systems = sorted(source.glob("*.gst"))
    catalogues = sorted(source.glob("*.cat"))
    if not systems:
        raise ImportSourceError(
            Msg("error.import.no_gst"), file=source, hint=Msg("error.import.no_gst.hint")
        )
    if not catalogues:
        raise ImportSourceError(Msg("error.import.no_cat"), file=source)
    system_root = parse_file(systems[0])
    check_root(system_root, systems[0], "gameSystem")
    system_revision = system_root.get("revision") or ""
    game_system = {
        "id": system_root.get("id") or "",
        "name": " ".join((system_root.get("name") or systems[0].stem).split()),
        "revision": int(system_revision) if system_revision.isdigit() else None,
    }
    return system_root, game_system, catalogues


def _known_abilities(abilities_file: Path | None) -> set[str]:
    """The ability keys ``abilities.yaml`` defines (none checked without the file)."""
    if abilities_file is None or not abilities_file.exists():
        return set()
    return set(read_codex_file(abilities_file, AbilitiesFile).abilities)


def _overlays(overlay_dir: Path | None) -> tuple[dict[str, BookOverlay], GlossaryFr]:
    """The curated overlays by book, and the French glossary (empty without one)."""
    overlays: dict[str, BookOverlay] = {}
    glossary = GlossaryFr()
    if overlay_dir is not None and overlay_dir.is_dir():
        if (overlay_dir / GLOSSARY_FR).is_file():
            glossary = load_glossary(overlay_dir / GLOSSARY_FR)
        for path in sorted(overlay_dir.glob("*.yaml")):
            overlay = load_overlay(path)
            overlays[overlay.book] = overlay
    return overlays, glossary


def _source_meta(
    path: Path,
    root: Element,
    system_root: Element,
    game_system: dict[str, Any],
    builder: BookBuilder,
) -> dict[str, Any]:
    """Where a book comes from: its catalogue, revision, name and id, its game system,
    cost types and categories."""
    revision = root.get("revision")
    return {
        "catalogue": path.name,
        "revision": int(revision) if revision and revision.isdigit() else None,
        "name": " ".join((root.get("name") or path.stem).split()),
        "id": root.get("id"),
        "game_system": {k: v for k, v in game_system.items() if v is not None},
        "cost_types": _cost_types(system_root, root),
        "categories": dict(sorted(builder.primary_categories.items())),
    }


def _book_lists(
    book_id: str,
    forces: list[dict[str, Any]],
    book_overlay: BookOverlay | None,
    race: Race,
    drafts: dict[str, dict[str, Any]],
    report: ImportReport,
    list_ids: set[str],
    membership: Counter[str],
) -> list[dict[str, Any]]:
    """A book's army lists, one per force of its catalogue, as its overlay shapes them;
    each list id is taken in *list_ids* and each card's membership counted."""
    by_source = {lo.source: lo for lo in book_overlay.lists} if book_overlay else {}
    lists = []
    for force in forces:
        lo = by_source.pop(force["name"], None)
        if lo is None:
            report.add(
                book_id,
                force["name"],
                "lists",
                "force not in the overlay",
                "codex list with every card of the book",
            )
            lo = _default_list(force["name"])
        list_id = lo.id or slug(force["name"])
        if list_id in list_ids:
            report.add(
                book_id,
                force["name"],
                "id",
                f"list id {list_id!r} already used",
                "book id prefixed",
            )
            list_id = f"{book_id}_{list_id}"
        list_ids.add(list_id)
        cards = _resolve_cards(lo, book_id, drafts)
        for ref in cards:
            membership[ref if "/" in ref else f"{book_id}/{ref}"] += 1
        if not cards:
            report.add(book_id, force["name"], "cards", "the list takes no card", "kept empty")
        army_list = ArmyList(
            id=list_id,
            name=force["name"],
            name_fr=lo.name_fr,
            kind=lo.kind,
            race=lo.race or race,
            # no share written unless the overlay sets one: the game system's
            # min_own_share_pct for the list's kind applies (one source)
            own_share=lo.own_share,
            allies=lo.allies,
            cards=cards,
            required_cards=lo.required_cards,
            per_company=lo.per_company,
            reason=lo.reason,
            source_id=force["source_id"],
        )
        lists.append(army_list.model_dump(mode="json", exclude_defaults=True))
    for leftover in by_source:
        report.add(book_id, leftover, "lists", "overlay list matches no force", "ignored")
    return lists


def _book_data(
    book_id: str,
    draft: dict[str, Any],
    lists: list[dict[str, Any]],
    book_overlay: BookOverlay | None,
    race: Race,
    meta: dict[str, Any],
) -> dict[str, Any]:
    """A book's data as written: its name, race and source, its lists, then the draft."""
    name = book_overlay.name if book_overlay and book_overlay.name else Localized(en=meta["name"])
    return {
        "schema_version": 1,
        "id": book_id,
        "name": name.as_dict(),
        "race": race.value,
        "source": {
            k: v
            for k, v in (
                ("catalogue", meta["catalogue"]),
                ("revision", meta["revision"]),
                ("id", meta["id"]),
                ("name", meta["name"]),
                ("game_system", meta["game_system"]),
                ("cost_types", meta["cost_types"]),
                ("categories", meta["categories"]),
            )
            if v
        },
        "lists": lists,
        **draft,
    }


def _report_loose_ends(
    drafts: dict[str, dict[str, Any]],
    membership: Counter[str],
    known: set[str],
    used: Counter[str],
    report: ImportReport,
) -> None:
    """Cards no list may take, and abilities used but missing from ``abilities.yaml``."""
    for book_id, draft in drafts.items():
        for card in draft["cards"]:
            if not membership[f"{book_id}/{card['id']}"]:
                report.add(
                    book_id,
                    card["name"],
                    "lists",
                    "no army list may take this card",
                    "check the overlay",
                )
    if known:
        for key in sorted(set(used) - known):
            report.add(
                "abilities", key, "abilities", "ability key missing from abilities.yaml", "add it"
            )


def _book_texts(
    books_out: dict[str, dict[str, Any]], meta: dict[str, dict[str, Any]], source: Path
) -> dict[str, str]:
    """Each book's file text, checked as the app will read it (a bad book fails here, not
    at the user's next start)."""
    texts: dict[str, str] = {}
    for book_id, data in books_out.items():
        try:
            book = ArmyBook.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            raise ImportSourceError(
                Msg("error.import.invalid_book", problem=model_problem(first)),
                file=source / meta[book_id]["catalogue"],
                field=".".join(str(step) for step in first["loc"]),
                hint=Msg("error.import.invalid_book.hint"),
            ) from None
        texts[f"{book_id}.yaml"] = (
            "# Generated by `listbuilder import battlescribe`: edit the "
            "overlay, not this file.\n"
            + dump_text(book.model_dump(mode="json", exclude_defaults=True))
        )
    return texts


def _in_file(path: Path, step: Callable[[], T]) -> T:
    """Run one catalogue's *step*; its errors name the catalogue, whatever raised them."""
    try:
        return step()
    except ImportSourceError as exc:
        if exc.file is not None:
            raise
        raise ImportSourceError(exc.msg, file=path, field=exc.field, hint=exc.hint_msg) from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        raise ImportSourceError(
            Msg("error.import.failed", reason=f"{type(exc).__name__}: {exc}"),
            file=path,
            hint=Msg("error.import.failed.hint"),
        ) from None
