"""Our :class:`Roster` written as a BattleScribe 2.03 roster (``.ros``, or zipped ``.rosz``).

Every id comes from the books (kept there by the importer), so it resolves in the
NetEpic catalogues. Each selection carries its own costs (a card's share and each
option's), the roster its totals, and the points limit becomes the ``pts`` cost
limit. BattleScribe has no attachment: an attached card stands at force level,
just after its company, and its notes end with a line naming that company, which
our reader turns back into the attachment (BattleScribe keeps notes as they are).
What viewers show, unit stat lines, weapons and abilities, is written on each selection by
:mod:`.profiles`; the reader skips it.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from xml.etree.ElementTree import Element, SubElement

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.models import (
    ArmyBook,
    Card,
    CardType,
    CostTypeSource,
    GameSystemSource,
    OptionChoice,
    OptionGroup,
    Unit,
)
from listbuilder.interop.battlescribe.roster_exchange.profiles import (
    FLAT_TAGS,
    SHARED_TAGS,
    SelectionInfo,
)
from listbuilder.interop.battlescribe.roster_exchange.rosfile import ROSTER_NS, write_roster_bytes
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    PLACE_COMPANY,
    PLACE_STRUCTURE,
    RosterImportReport,
    attach_note,
    pack_note,
    place_note,
    titan_note,
    who_notes,
)
from listbuilder.interop.battlescribe.roster_exchange.xml_out import indented_xml
from listbuilder.report.inert import xml_char_refs
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    Force,
    Roster,
    StructureCard,
    element_path,
)
from listbuilder.rules.costs import card_cost, chosen

BATTLESCRIBE_VERSION = "2.03"
COST_FIELDS = ("points", "victory_points", "break_point")
DEFAULT_COST_TYPES = (
    CostTypeSource(field="points", id="52f8-db9e-3336-8db6", name="pts"),
    CostTypeSource(field="victory_points", id="points", name=" VP"),
    CostTypeSource(field="break_point", id="25ab-cb1a-141e-dc75", name=" Break Point"),
)


def _value(number: float) -> str:
    return repr(float(round(number, 4)))


class _Totals:
    """The roster's running totals (state that changes, not a value)."""

    def __init__(self) -> None:
        self.values: dict[str, float] = dict.fromkeys(COST_FIELDS, 0.0)

    def add(self, points: float, vp: float, bp: float) -> None:
        self.values["points"] += points
        self.values["victory_points"] += vp
        self.values["break_point"] += bp


class RosterWriter:
    """Builds the ``<roster>`` element; ids are derived from the roster, so output is stable."""

    def __init__(self, codex: Codex) -> None:
        self.codex = codex
        self.report = RosterImportReport("")
        self._counter = 0
        self._seed = ""
        self.totals = _Totals()
        self.cost_types: tuple[CostTypeSource, ...] = DEFAULT_COST_TYPES
        self.game_system: GameSystemSource | None = None
        self.info = SelectionInfo(codex)
        """Profiles and rules: what viewers show of each selection (our reader skips them)."""
        self._on_holders: set[str] = set()
        for book in codex.books.values():
            if book.source is not None and book.source.game_system is not None:
                self.game_system = book.source.game_system
                types = {c.field: c for c in book.source.cost_types}
                if all(f in types for f in COST_FIELDS):
                    self.cost_types = tuple(types[f] for f in COST_FIELDS)
                break

    def _id(self) -> str:
        self._counter += 1
        digest = hashlib.sha1(f"{self._seed}\0{self._counter}".encode()).hexdigest()
        return "-".join(digest[i : i + 4] for i in range(0, 16, 4))

    def _costs(
        self, parent: Element, points: float, vp: float, bp: float, tag: str = "cost"
    ) -> None:
        container = SubElement(parent, f"{tag}s")
        values = {"points": points, "victory_points": vp, "break_point": bp}
        for cost_type in self.cost_types:
            SubElement(
                container,
                tag,
                {
                    "name": cost_type.name,
                    "typeId": cost_type.id,
                    "value": _value(values[cost_type.field]),
                },
            )

    # --- roster -----------------------------------------------------------------

    def build(self, roster: Roster) -> Element:
        self._seed = hashlib.sha1(f"{roster.name}\0{len(roster.forces)}".encode()).hexdigest()
        system = self.game_system or GameSystemSource(id="unknown", name="NetEpic Gold")
        attrs = {
            "id": self._id(),
            "name": roster.name,
            "battleScribeVersion": BATTLESCRIBE_VERSION,
            "gameSystemId": system.id,
            "gameSystemName": system.name,
        }
        if system.revision is not None:
            attrs["gameSystemRevision"] = str(system.revision)
        root = Element("roster", attrs)
        root.set("xmlns", ROSTER_NS)
        costs_at = len(root)
        limits = SubElement(root, "costLimits")
        for cost_type in self.cost_types:
            limit = -1.0
            if cost_type.field == "points" and roster.points_limit is not None:
                limit = float(roster.points_limit)
            SubElement(
                limits,
                "costLimit",
                {"name": cost_type.name, "typeId": cost_type.id, "value": _value(limit)},
            )
        forces = SubElement(root, "forces")
        for index, force in enumerate(roster.forces):
            self._force(forces, force, index)
        notes = who_notes(roster.notes, roster.player, roster.event)
        notes = pack_note(notes, roster.pack)  # the house rules it was built under, last
        if notes is not None:
            SubElement(root, "customNotes").text = notes
        totals = Element("costs")
        for cost_type in self.cost_types:
            SubElement(
                totals,
                "cost",
                {
                    "name": cost_type.name,
                    "typeId": cost_type.id,
                    "value": _value(self.totals.values[cost_type.field]),
                },
            )
        root.insert(costs_at, totals)
        return root

    def _force(self, parent: Element, force: Force, index: int) -> None:
        book = self.codex.book_of_list(force.list_id)
        army_list = self.codex.army_list(force.list_id)
        if (
            book is None
            or army_list is None
            or book.source is None
            or not book.source.id
            or not army_list.source_id
        ):
            self.report.add("bsexport.skipped-force", element_path(index), list=force.list_id)
            return
        attrs = {
            "id": self._id(),
            "name": army_list.name,
            "entryId": army_list.source_id,
            "catalogueId": book.source.id,
        }
        if book.source.revision is not None:
            attrs["catalogueRevision"] = str(book.source.revision)
        attrs["catalogueName"] = book.source.name or book.name.en
        if force.name is not None:
            attrs["customName"] = force.name
        element = SubElement(parent, "force", attrs)
        if force.notes is not None:
            SubElement(element, "customNotes").text = force.notes
        selections = SubElement(element, "selections")
        categories: dict[str, str] = {}
        self._companies(selections, force, index, categories)
        # Structure cards (ruling 18) stand beside the companies; the NetEpic catalogues have
        # no entry for them, so their ids are the codex's own (``listbuilder-structure-...``).
        for s_index, held in enumerate(force.structures):
            held_ref = self.codex.find_card(held.card, force.list_id)
            path = element_path(index, structure=s_index)
            notes = held.notes
            if held_ref is not None and held_ref.card.type is not CardType.STRUCTURE:
                notes = place_note(notes, PLACE_STRUCTURE)
            self._card(selections, held_ref, held, notes, path, categories)
        if categories:
            container = SubElement(element, "categories")
            for category_id, name in categories.items():
                SubElement(
                    container,
                    "category",
                    {"id": self._id(), "name": name, "entryId": category_id, "primary": "false"},
                )

    def _companies(
        self, selections: Element, force: Force, index: int, categories: dict[str, str]
    ) -> None:
        """Each company's card, then its attached cards, each noting the company it joins
        (BattleScribe has no company to put them in)."""
        number = 0
        for c_index, company in enumerate(force.companies):
            ref = self.codex.find_card(company.card, force.list_id)
            path = element_path(index, c_index)
            notes = company.notes
            if ref is not None and ref.card.type is not CardType.COMPANY:
                notes = place_note(notes, PLACE_COMPANY)  # kept as it is: the validator says
            written = self._card(selections, ref, company, notes, path, categories)
            if written:
                number += 1
            for a_index, card in enumerate(company.attached):
                attached_ref = self.codex.find_card(card.card, force.list_id)
                notes = card.notes
                if written and ref is not None:
                    notes = attach_note(card.notes, number, ref.card.name)
                self._card(
                    selections,
                    attached_ref,
                    card,
                    notes,
                    element_path(index, c_index, a_index),
                    categories,
                )

    # --- cards ---------------------------------------------------------------------

    def _card(
        self,
        parent: Element,
        ref: CardRef | None,
        entry: Company | AttachedCard | StructureCard,
        notes: str | None,
        path: str,
        categories: dict[str, str],
    ) -> bool:
        if ref is None or not ref.card.source_id:
            self.report.add("bsexport.skipped-card", path, card=entry.card)
            return False
        card = ref.card
        element = SubElement(
            parent,
            "selection",
            {
                "id": self._id(),
                "name": card.name,
                "entryId": str(card.source_id),
                "number": "1",
                "type": "unit",
            },
        )
        if entry.name is not None:
            element.set("customName", entry.name)
        if notes is not None:
            SubElement(element, "customNotes").text = notes
        cost = card_cost(card, entry.options, self.codex.game_system)
        self._on_holders = set()
        option_totals = self._options(element, ref, entry.options, path)
        self._card_info(element, ref)
        self.info.flush()
        own = (
            cost.points - option_totals[0],
            cost.victory_points - option_totals[1],
            cost.break_point - option_totals[2],
        )
        self._costs(element, *own)
        self.totals.add(cost.points, cost.victory_points, cost.break_point)
        if card.source_category:
            name = _category_name(ref.book, card.source_category)
            categories.setdefault(card.source_category, name)
            container = SubElement(element, "categories")
            SubElement(
                container,
                "category",
                {
                    "id": self._id(),
                    "name": name,
                    "entryId": card.source_category,
                    "primary": "true",
                },
            )
        return True

    def _card_info(self, element: Element, ref: CardRef) -> None:
        """The card's own units (those not shown on a titan of their own), weapons and
        abilities, on the card's selection."""
        card = ref.card
        units = [
            unit
            for det in card.composition
            for uc in det.units
            if uc.unit not in self._on_holders
            and (unit := self.codex.unit(ref.book.id, uc.unit)) is not None
        ]
        # first: a rule the whole card has is written on the card, not on its first option
        self.info.add(element, units, card.weapons, card.abilities, first=True)

    def _options(
        self, element: Element, ref: CardRef, options: dict[str, int], path: str
    ) -> tuple[float, float, float]:
        """Writes the chosen options under the card; returns their points, VP and BP."""
        card = ref.card
        picked = chosen(card, options)
        known = {f"{g.id}.{c.id}" for g, c, _ in picked}
        for key, count in options.items():
            if count > 0 and key not in known:
                self.report.add("bsexport.skipped-option", path, card=card.name, option=key)
        if not picked:
            return 0.0, 0.0, 0.0
        selections = SubElement(element, "selections")
        choice_paths = {c.source_id for g in card.options for c in g.choices if c.source_id}
        holders: dict[tuple[int | None, str], Element] = {}
        # Every titan of a battlegroup gets its own selection, in order, so a reader can
        # tell which titan carries which weapon.
        for group in card.options:
            if group.instance is not None and group.holder and group.holder not in choice_paths:
                for number in range(1, card.instances + 1):
                    self._holder(selections, holders, number, group.holder, group.holder_name, ref)
        placed: dict[tuple[int | None, str], Element] = {}
        titans = {id(e): number for (number, _), e in holders.items() if number is not None}
        totals = [0.0, 0.0, 0.0]
        order = {id(g): n for n, g in enumerate(card.options)}
        for group, choice, count in sorted(
            picked, key=lambda p: (p[0].when is not None, order[id(p[0])])
        ):
            if not choice.source_id:
                self.report.add(
                    "bsexport.skipped-option",
                    path,
                    card=card.name,
                    option=f"{group.id}.{choice.id}",
                )
                continue
            target = selections
            if group.holder:
                target_sel = placed.get((group.instance, group.holder))
                if target_sel is None:
                    target_sel = self._holder(
                        selections, holders, group.instance, group.holder, group.holder_name, ref
                    )
                target = _selections_of(target_sel)
            option = self._option(target, ref, group, choice, count, choice.source_id)
            placed[(group.instance, choice.source_id)] = option
            if target is selections and group.instance is not None:
                titans[id(option)] = group.instance
            points = choice.points * count
            vp = choice.victory_points * count
            bp = choice.break_point * count
            self._costs(option, points, vp, bp)
            totals[0] += points
            totals[1] += vp
            totals[2] += bp
        if card.instances > 1:
            _note_titans(selections, titans)
        return totals[0], totals[1], totals[2]

    def _option(
        self,
        target: Element,
        ref: CardRef,
        group: OptionGroup,
        choice: OptionChoice,
        count: int,
        entry_id: str,
    ) -> Element:
        """One chosen option (*entry_id*: its BattleScribe entry) as an upgrade selection
        under *target*, with its profiles."""
        attrs = {
            "id": self._id(),
            "name": choice.name,
            "entryId": entry_id,
        }
        if group.source_id:
            attrs["entryGroupId"] = group.source_id
        attrs["number"] = str(count + choice.included)
        attrs["type"] = "upgrade"
        option = SubElement(target, "selection", attrs)
        units = [
            unit
            for uc in choice.units
            if (unit := self.codex.unit(ref.book.id, uc.unit)) is not None
        ]
        self.info.add(
            option,
            units,
            choice.weapons,
            choice.abilities,
            weapon_abilities=bool(choice.weapons) and not units,
        )
        return option

    def _holder(
        self,
        selections: Element,
        holders: dict[tuple[int | None, str], Element],
        instance: int | None,
        path: str,
        name: str | None,
        ref: CardRef,
    ) -> Element:
        key = (instance, path)
        if key not in holders:
            holders[key] = SubElement(
                selections,
                "selection",
                {
                    "id": self._id(),
                    "name": name or "",
                    "entryId": path,
                    "number": "1",
                    "type": "model",
                },
            )
            unit = _titan_unit(self.codex, ref, instance, name)
            if unit is not None:
                self.info.add(holders[key], [unit])
                self._on_holders.add(unit.id)
            # costs on every selection: a reader that sums the costs it meets, entry by
            # entry, would otherwise skip the titan and the weapons under it
            self._costs(holders[key], 0, 0, 0)
        return holders[key]


def _titan_unit(codex: Codex, ref: CardRef, instance: int | None, name: str | None) -> Unit | None:
    """The unit a titan of a battlegroup card stands for: the one its name gives, else the
    card's *instance*-th model (as the army cards number them)."""
    card: Card = ref.card
    fixed = [
        uc.unit for det in card.composition for uc in det.units for _ in range(det.count * uc.count)
    ]
    units = [u for uid in dict.fromkeys(fixed) if (u := codex.unit(ref.book.id, uid)) is not None]
    for unit in units:
        if name and unit.name == name:
            return unit
    if instance is not None and 1 <= instance <= len(fixed):
        return codex.unit(ref.book.id, fixed[instance - 1])
    return None


def _note_titans(selections: Element, titans: dict[int, int]) -> None:
    """Notes the titan of each option whose rank among like siblings does not tell it.

    A reader numbers the titans of a battlegroup by their order among selections of
    one entry (group); a titan left out before (the third Gargant alone) breaks that.
    """
    seen: dict[str, int] = {}
    for kid in selections:
        key = kid.get("entryGroupId") or kid.get("entryId") or ""
        seen[key] = seen.get(key, 0) + 1
        instance = titans.get(id(kid))
        if instance is not None and instance != seen[key]:
            note = Element("customNotes")
            note.text = titan_note(instance)
            kid.insert(0, note)


def _selections_of(selection: Element) -> Element:
    """The ``<selections>`` child of a selection, made where missing, before its costs."""
    for kid in selection:
        if kid.tag == "selections":
            return kid
    container = Element("selections")
    position = 0
    for n, kid in enumerate(selection):
        if kid.tag in ("customNotes", "rules", "profiles"):
            position = n + 1
    selection.insert(position, container)
    return container


def _category_name(book: ArmyBook, category_id: str) -> str:
    if book.source is not None and category_id in book.source.categories:
        return book.source.categories[category_id]
    return category_id


def roster_xml(roster: Roster, codex: Codex) -> tuple[bytes, RosterImportReport]:
    """The ``.ros`` bytes of *roster* and a report of what could not be written."""
    writer = RosterWriter(codex)
    root = writer.build(roster)
    body = xml_char_refs(indented_xml(root, shared=SHARED_TAGS, flat=FLAT_TAGS))
    text = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body + "\n"
    return text.encode("utf-8"), writer.report


def write_battlescribe_roster(roster: Roster, codex: Codex, path: str | Path) -> RosterImportReport:
    """Write *roster* as ``.ros`` or ``.rosz`` (by the name's suffix), atomically."""
    data, report = roster_xml(roster, codex)
    report.file = str(path)
    write_roster_bytes(path, data)
    return report
