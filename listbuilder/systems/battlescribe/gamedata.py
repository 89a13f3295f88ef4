"""A game's data as one object: its game system and catalogues, with links resolved on demand.

BattleScribe resolves a link (entry, info or category link, a condition's child) in the
catalogue that holds it, then in the catalogues it links to (library catalogues), then in
the game system: :meth:`GameData.lookup` follows the same chain.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from listbuilder.records import record
from listbuilder.systems.battlescribe.model import (
    Catalogue,
    CategoryEntry,
    CostType,
    Entry,
    ForceEntry,
    InfoGroup,
    Profile,
    ProfileType,
    Rule,
)

Target = Entry | Profile | Rule | InfoGroup | CategoryEntry | CostType | ProfileType | ForceEntry


@record(slots=True)
class DataCounts:
    """What a data set holds, and what the reader left aside."""

    catalogues: int
    entries: int
    """Selection entries, groups and entry links, at every depth."""
    root_entries: int
    """Entries and links at a catalogue's root: what forces may take."""
    forces: int
    profiles: int
    rules: int
    constraints: int
    modifiers: int
    elements: int
    unresolved: int
    """Links whose target no catalogue in reach holds."""
    unknown: int
    """Elements and values the reader does not understand."""


def _walk(entries: list[Entry]) -> Iterator[Entry]:
    stack = list(reversed(entries))
    while stack:
        entry = stack.pop()
        yield entry
        stack.extend(reversed(entry.entries))


class GameData:
    """A game system and its catalogues, as added by the player."""

    def __init__(self, system: Catalogue, catalogues: list[Catalogue], folder: Path) -> None:
        self.system = system
        self.catalogues = catalogues
        self.folder = folder
        self._by_catalogue = {cat.id: cat for cat in catalogues}
        self._index: dict[str, dict[str, Target]] = {}
        self._chain: dict[str, list[Catalogue]] = {}

    @property
    def id(self) -> str:
        return self.system.id

    @property
    def name(self) -> str:
        return self.system.name

    @property
    def revision(self) -> int:
        return self.system.revision

    def catalogue(self, catalogue_id: str) -> Catalogue | None:
        if catalogue_id == self.system.id:
            return self.system
        return self._by_catalogue.get(catalogue_id)

    def index(self, cat: Catalogue) -> dict[str, Target]:
        """Every id one catalogue defines (entries at any depth, shared info, categories)."""
        found = self._index.get(cat.id)
        if found is not None:
            return found
        found = {}
        links: list[Entry] = []
        for entry in _walk([*cat.entries, *cat.shared_entries]):
            if entry.kind == "link":
                links.append(entry)
            else:
                found.setdefault(entry.id, entry)
            for profile in entry.profiles:
                found.setdefault(profile.id, profile)
            for rule in entry.rules:
                found.setdefault(rule.id, rule)
        items: list[Target] = [
            *cat.shared_profiles,
            *cat.shared_rules,
            *cat.shared_info_groups,
            *cat.categories,
            *cat.cost_types,
            *cat.profile_types,
            *cat.rules,
        ]
        stack = list(cat.forces)
        while stack:
            force = stack.pop()
            items.append(force)
            stack.extend(force.forces)
        for item in items:
            found.setdefault(item.id, item)
        for link in links:  # a selection's entry id names its link first: linkId::entryId
            found.setdefault(link.id, link)
        self._index[cat.id] = found
        return found

    def chain(self, cat: Catalogue) -> list[Catalogue]:
        """The catalogues a link in *cat* is resolved in, in order."""
        found = self._chain.get(cat.id)
        if found is not None:
            return found
        order: list[Catalogue] = []
        seen: set[str] = set()
        stack = [cat]
        while stack:
            here = stack.pop(0)
            if here.id in seen:
                continue
            seen.add(here.id)
            order.append(here)
            for link in here.links:
                target = self._by_catalogue.get(link.target_id)
                if target is not None:
                    stack.append(target)
        if self.system.id not in seen:
            order.append(self.system)
        self._chain[cat.id] = order
        return order

    def root_entries(self, cat: Catalogue) -> list[Entry]:
        """What a force of *cat* may take at its root: its own root entries, those of the
        catalogues it imports root entries from, and the game system's."""
        found = list(cat.entries)
        for link in cat.links:
            target = self._by_catalogue.get(link.target_id)
            if link.import_root and target is not None:
                found.extend(target.entries)
        if cat is not self.system:
            found.extend(self.system.entries)
        return found

    def lookup(self, cat: Catalogue, target_id: str) -> Target | None:
        for here in self.chain(cat):
            found = self.index(here).get(target_id)
            if found is not None:
                return found
        return None

    def resolve(self, cat: Catalogue, entry: Entry) -> Entry | None:
        """The entry or group an entry link points at (the entry itself if it is none)."""
        if entry.kind != "link":
            return entry
        target = self.lookup(cat, entry.target_id)
        return target if isinstance(target, Entry) else None

    def category_name(self, cat: Catalogue | None, category_id: str, fallback: str = "") -> str:
        """A category's own name (a category link's name is often a placeholder, such as
        40K's "New CategoryLink"), else *fallback*."""
        found = self.lookup(cat or self.system, category_id)
        if isinstance(found, CategoryEntry) and found.name:
            return found.name
        return fallback or category_id

    def cost_types(self) -> list[CostType]:
        return list(self.system.cost_types)

    def profile_type(self, type_id: str) -> ProfileType | None:
        for cat in [self.system, *self.catalogues]:
            for kind in cat.profile_types:
                if kind.id == type_id:
                    return kind
        return None

    def playable(self) -> list[Catalogue]:
        """The catalogues a force can be built from (library catalogues apart)."""
        return [cat for cat in self.catalogues if not cat.library]

    def unknown(self) -> Counter[str]:
        total: Counter[str] = Counter()
        for cat in [self.system, *self.catalogues]:
            total.update(cat.unknown)
        return total

    def unresolved_links(self) -> list[tuple[str, str, str]]:
        """(file, link name, target id) of every entry or info link going nowhere."""
        missing: list[tuple[str, str, str]] = []
        for cat in [self.system, *self.catalogues]:
            for entry in _walk([*cat.entries, *cat.shared_entries]):
                if entry.kind == "link" and self.lookup(cat, entry.target_id) is None:
                    missing.append((cat.file, entry.name, entry.target_id))
                for link in entry.info_links:
                    if self.lookup(cat, link.target_id) is None:
                        missing.append((cat.file, link.name, link.target_id))
        return missing

    def counts(self) -> DataCounts:
        entries = root_entries = profiles = rules = constraints = modifiers = forces = 0
        for cat in [self.system, *self.catalogues]:
            forces += len(cat.forces)
            profiles += len(cat.shared_profiles)
            rules += len(cat.shared_rules) + len(cat.rules)
            root_entries += len(cat.entries)
            for entry in _walk([*cat.entries, *cat.shared_entries]):
                entries += 1
                profiles += len(entry.profiles)
                rules += len(entry.rules)
                constraints += len(entry.constraints)
                modifiers += len(entry.modifiers)
        return DataCounts(
            catalogues=len(self.catalogues),
            entries=entries,
            root_entries=root_entries,
            forces=forces,
            profiles=profiles,
            rules=rules,
            constraints=constraints,
            modifiers=modifiers,
            elements=sum(cat.elements for cat in [self.system, *self.catalogues]),
            unresolved=len(self.unresolved_links()),
            unknown=sum(self.unknown().values()),
        )
