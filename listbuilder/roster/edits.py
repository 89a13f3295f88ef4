"""Roster edits as immutable operation objects.

Every change to a roster goes through an operation: a frozen record of ids,
indexes and values with

* ``apply(roster) -> roster``: the edited copy (the original is untouched);
* ``scope``: the path of the smallest element holding every change
  (``""`` for the roster itself), so a view can refresh only that part;
* ``label(roster, lang, codex)``: a short text for the Edit menu
  (``Attach Land Raider Squadron``), from the ``roster.edit.*`` messages.

Indexes name elements as in finding paths: ``force``, ``company`` (within the
force), ``attached`` (within the company) and ``structure`` (a structure card
within the force, ruling 18). A bad index raises
:class:`EditError`. :class:`~listbuilder.roster.history.History` keeps the
undo stack over these operations.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import ClassVar, TypeVar

from listbuilder.codex.codex import Codex
from listbuilder.errors import EditError
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.records import field, record
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    Force,
    PackRecord,
    Roster,
    StructureCard,
    element_path,
)

_E = TypeVar("_E", Company, AttachedCard, StructureCard)


# --- helpers -------------------------------------------------------------------


def _force(roster: Roster, index: int) -> Force:
    if not 0 <= index < len(roster.forces):
        raise EditError(Msg("error.edit.no_force", force=index + 1))
    return roster.forces[index]


def _company(roster: Roster, force: int, company: int) -> Company:
    companies = _force(roster, force).companies
    if not 0 <= company < len(companies):
        raise EditError(Msg("error.edit.no_company", force=force + 1, company=company + 1))
    return companies[company]


def _attached(roster: Roster, force: int, company: int, attached: int) -> AttachedCard:
    cards = _company(roster, force, company).attached
    if not 0 <= attached < len(cards):
        raise EditError(Msg("error.edit.no_attached", company=company + 1, attached=attached + 1))
    return cards[attached]


def _structure(roster: Roster, force: int, structure: int) -> StructureCard:
    cards = _force(roster, force).structures
    if not 0 <= structure < len(cards):
        raise EditError(Msg("error.edit.no_structure", force=force + 1, structure=structure + 1))
    return cards[structure]


def _with_structure(roster: Roster, force: int, index: int, card: StructureCard) -> Roster:
    current = _force(roster, force)
    _structure(roster, force, index)
    updated = current.model_copy(update={"structures": _set(current.structures, index, card)})
    return _with_force(roster, force, updated)


def _set(items: tuple[object, ...], index: int, value: object) -> tuple[object, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _insert(items: tuple[object, ...], index: int | None, value: object) -> tuple[object, ...]:
    at = len(items) if index is None else max(0, min(index, len(items)))
    return (*items[:at], value, *items[at:])


def _drop(items: tuple[object, ...], index: int) -> tuple[object, ...]:
    return (*items[:index], *items[index + 1 :])


def _with_force(roster: Roster, index: int, force: Force) -> Roster:
    _force(roster, index)
    return roster.model_copy(update={"forces": _set(roster.forces, index, force)})


def _with_company(roster: Roster, force: int, index: int, company: Company) -> Roster:
    current = _force(roster, force)
    _company(roster, force, index)
    updated = current.model_copy(update={"companies": _set(current.companies, index, company)})
    return _with_force(roster, force, updated)


def _card_name(roster: Roster, force: int, card_id: str, lang: str, codex: Codex | None) -> str:
    if codex is None:
        return card_id
    list_id = roster.forces[force].list_id if 0 <= force < len(roster.forces) else None
    ref = codex.find_card(card_id, list_id)
    if ref is None:
        return card_id
    return ref.card.display_name(lang)


def _choice_name(
    roster: Roster, force: int, card_id: str, option: str, lang: str, codex: Codex | None
) -> str:
    """The name of option ``<group>.<choice>`` of a card, or the option id when unknown."""
    if codex is None:
        return option
    list_id = roster.forces[force].list_id if 0 <= force < len(roster.forces) else None
    ref = codex.find_card(card_id, list_id)
    group_id, _, choice_id = option.partition(".")
    group = ref.card.option_group(group_id) if ref is not None else None
    choice = group.choice(choice_id) if group is not None else None
    return choice.display_name(lang) if choice is not None else option


def _list_name(list_id: str, lang: str, codex: Codex | None) -> str:
    army_list = codex.army_list(list_id) if codex is not None else None
    return army_list.display_name(lang) if army_list is not None else list_id


def _entry_card(
    roster: Roster,
    force: int,
    company: int | None,
    attached: int | None,
    structure: int | None = None,
) -> str:
    try:
        if structure is not None:
            return _structure(roster, force, structure).card
        if company is None:
            return "?"
        if attached is None:
            return _company(roster, force, company).card
        return _attached(roster, force, company, attached).card
    except EditError:
        return "?"


# --- the operation base ----------------------------------------------------------


class Operation(ABC):
    """An edit: immutable, comparable, applied to a roster to give a new roster."""

    @abstractmethod
    def apply(self, roster: Roster) -> Roster: ...

    @property
    @abstractmethod
    def scope(self) -> str: ...

    @abstractmethod
    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        """The Edit-menu text, given the roster the operation applies to."""


# --- roster-level ----------------------------------------------------------------


@record
class SetName(Operation):
    name: str

    def apply(self, roster: Roster) -> Roster:
        return roster.model_copy(update={"name": self.name})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.set-name", lang)


@record
class SetPointsLimit(Operation):
    points_limit: int | None

    def apply(self, roster: Roster) -> Roster:
        if self.points_limit is not None and self.points_limit <= 0:
            raise EditError(Msg("error.edit.points_limit"))
        return roster.model_copy(update={"points_limit": self.points_limit})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.set-points-limit", lang)


@record
class SetPack(Operation):
    """Build the roster under a tournament pack's house rules (its record, the pack itself
    included), or under none (None): the editing session derives the codex from it."""

    pack: PackRecord | None

    def apply(self, roster: Roster) -> Roster:
        return roster.model_copy(update={"pack": self.pack})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.set-pack" if self.pack else "roster.edit.drop-pack", lang)


@record
class SetPlayerEvent(Operation):
    """The player's name and the event, as the print dialog sets them (None: none)."""

    player: str | None
    event: str | None

    def apply(self, roster: Roster) -> Roster:
        return roster.model_copy(update={"player": self.player, "event": self.event})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.set-player-event", lang)


@record
class SetNotes(Operation):
    """Notes of the roster, or of a force, a company or an attached card."""

    notes: str | None
    force: int | None = None
    company: int | None = None
    attached: int | None = None
    structure: int | None = None

    def apply(self, roster: Roster) -> Roster:
        notes = self.notes or None
        if self.force is None:
            return roster.model_copy(update={"notes": notes})
        if self.structure is not None:
            held = _structure(roster, self.force, self.structure)
            return _with_structure(
                roster, self.force, self.structure, held.model_copy(update={"notes": notes})
            )
        if self.company is None:
            force = _force(roster, self.force)
            return _with_force(roster, self.force, force.model_copy(update={"notes": notes}))
        company = _company(roster, self.force, self.company)
        if self.attached is not None:
            card = _attached(roster, self.force, self.company, self.attached)
            card = card.model_copy(update={"notes": notes})
            company = company.model_copy(
                update={"attached": _set(company.attached, self.attached, card)}
            )
        else:
            company = company.model_copy(update={"notes": notes})
        return _with_company(roster, self.force, self.company, company)

    @property
    def scope(self) -> str:
        return element_path(self.force, self.company, self.attached, structure=self.structure)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.set-notes", lang)


@record
class SetElementName(Operation):
    """The player's own name for a force, a company or an attached card; an empty or blank
    name gives the element back its codex name (the files then carry no ``name:``)."""

    name: str | None
    force: int
    company: int | None = None
    attached: int | None = None
    structure: int | None = None

    def apply(self, roster: Roster) -> Roster:
        name = (self.name or "").strip() or None
        if self.structure is not None:
            held = _structure(roster, self.force, self.structure)
            return _with_structure(
                roster, self.force, self.structure, held.model_copy(update={"name": name})
            )
        if self.company is None:
            force = _force(roster, self.force)
            return _with_force(roster, self.force, force.model_copy(update={"name": name}))
        company = _company(roster, self.force, self.company)
        if self.attached is not None:
            card = _attached(roster, self.force, self.company, self.attached)
            card = card.model_copy(update={"name": name})
            company = company.model_copy(
                update={"attached": _set(company.attached, self.attached, card)}
            )
        else:
            company = company.model_copy(update={"name": name})
        return _with_company(roster, self.force, self.company, company)

    @property
    def scope(self) -> str:
        return element_path(self.force, self.company, self.attached, structure=self.structure)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        if self.structure is not None:
            card = _entry_card(roster, self.force, None, None, self.structure)
            name = _card_name(roster, self.force, card, lang, codex)
        elif self.company is None:
            list_id = roster.forces[self.force].list_id if self.force < len(roster.forces) else "?"
            name = _list_name(list_id, lang, codex)
        else:
            card = _entry_card(roster, self.force, self.company, self.attached)
            name = _card_name(roster, self.force, card, lang, codex)
        return message("roster.edit.rename", lang, card=name)


# --- forces ----------------------------------------------------------------------


@record
class AddForce(Operation):
    list_id: str
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        force = Force(list_id=self.list_id)
        return roster.model_copy(update={"forces": _insert(roster.forces, self.index, force)})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.add-force", lang, list=_list_name(self.list_id, lang, codex))


@record
class RemoveForce(Operation):
    force: int

    def apply(self, roster: Roster) -> Roster:
        _force(roster, self.force)
        return roster.model_copy(update={"forces": _drop(roster.forces, self.force)})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        list_id = roster.forces[self.force].list_id if self.force < len(roster.forces) else "?"
        return message("roster.edit.remove-force", lang, list=_list_name(list_id, lang, codex))


@record
class SetForceList(Operation):
    """Change a force's army list, keeping its cards (the rules report those it cannot take)."""

    force: int
    list_id: str

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force).model_copy(update={"list_id": self.list_id})
        return _with_force(roster, self.force, force)

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _list_name(self.list_id, lang, codex)
        return message("roster.edit.set-force-list", lang, list=name)


@record
class DuplicateForce(Operation):
    """Copy a force with every company and card, names and notes, right after it."""

    force: int

    def apply(self, roster: Roster) -> Roster:
        copy = _force(roster, self.force)
        return roster.model_copy(update={"forces": _insert(roster.forces, self.force + 1, copy)})

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        list_id = roster.forces[self.force].list_id if self.force < len(roster.forces) else "?"
        return message("roster.edit.duplicate-force", lang, list=_list_name(list_id, lang, codex))


# --- companies -------------------------------------------------------------------


@record
class AddCompany(Operation):
    force: int
    card: str
    options: Mapping[str, int] = field(default_factory=dict, hash=False)
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        company = Company(card=self.card, options=dict(self.options))
        updated = force.model_copy(
            update={"companies": _insert(force.companies, self.index, company)}
        )
        return _with_force(roster, self.force, updated)

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _card_name(roster, self.force, self.card, lang, codex)
        return message("roster.edit.add-company", lang, card=name)


@record
class PasteCompany(Operation):
    """Insert a whole company (copied or cut elsewhere) with its options, name, notes and
    attached cards; the rules report what the force cannot take."""

    force: int
    company: Company = field(hash=False)
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        updated = force.model_copy(
            update={"companies": _insert(force.companies, self.index, self.company)}
        )
        return _with_force(roster, self.force, updated)

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _card_name(roster, self.force, self.company.card, lang, codex)
        return message("roster.edit.paste", lang, card=name)


@record
class _CompanyOperation(Operation):
    """An edit of one company of a force; its label names the company's card."""

    force: int
    company: int

    label_key: ClassVar[str]

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        card = _entry_card(roster, self.force, self.company, None)
        name = _card_name(roster, self.force, card, lang, codex)
        return message(self.label_key, lang, card=name)


@record
class RemoveCompany(_CompanyOperation):
    label_key = "roster.edit.remove-company"

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        _company(roster, self.force, self.company)
        updated = force.model_copy(update={"companies": _drop(force.companies, self.company)})
        return _with_force(roster, self.force, updated)


@record
class MoveCompany(_CompanyOperation):
    """Reorder a company within its force."""

    to_index: int
    label_key = "roster.edit.move-company"

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        moved = _company(roster, self.force, self.company)
        rest = _drop(force.companies, self.company)
        updated = force.model_copy(update={"companies": _insert(rest, self.to_index, moved)})
        return _with_force(roster, self.force, updated)


@record
class DuplicateCompany(_CompanyOperation):
    """Copy a company with its attached cards, right after it."""

    label_key = "roster.edit.duplicate-company"

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        copy = _company(roster, self.force, self.company)
        updated = force.model_copy(
            update={"companies": _insert(force.companies, self.company + 1, copy)}
        )
        return _with_force(roster, self.force, updated)


# --- attached cards --------------------------------------------------------------


@record
class AttachCard(Operation):
    force: int
    company: int
    card: str
    options: Mapping[str, int] = field(default_factory=dict, hash=False)
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        company = _company(roster, self.force, self.company)
        card = AttachedCard(card=self.card, options=dict(self.options))
        updated = company.model_copy(
            update={"attached": _insert(company.attached, self.index, card)}
        )
        return _with_company(roster, self.force, self.company, updated)

    @property
    def scope(self) -> str:
        return element_path(self.force, self.company)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _card_name(roster, self.force, self.card, lang, codex)
        return message("roster.edit.attach-card", lang, card=name)


@record
class PasteAttached(Operation):
    """Attach a card copied or cut elsewhere, with its options, name and notes."""

    force: int
    company: int
    card: AttachedCard = field(hash=False)
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        company = _company(roster, self.force, self.company)
        updated = company.model_copy(
            update={"attached": _insert(company.attached, self.index, self.card)}
        )
        return _with_company(roster, self.force, self.company, updated)

    @property
    def scope(self) -> str:
        return element_path(self.force, self.company)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _card_name(roster, self.force, self.card.card, lang, codex)
        return message("roster.edit.paste", lang, card=name)


@record
class _AttachedOperation(Operation):
    """An edit of one attached card; its label names that card."""

    force: int
    company: int
    attached: int

    label_key: ClassVar[str]

    @property
    def scope(self) -> str:
        return element_path(self.force, self.company)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        card = _entry_card(roster, self.force, self.company, self.attached)
        name = _card_name(roster, self.force, card, lang, codex)
        return message(self.label_key, lang, card=name)


@record
class DetachCard(_AttachedOperation):
    label_key = "roster.edit.detach-card"

    def apply(self, roster: Roster) -> Roster:
        company = _company(roster, self.force, self.company)
        _attached(roster, self.force, self.company, self.attached)
        updated = company.model_copy(update={"attached": _drop(company.attached, self.attached)})
        return _with_company(roster, self.force, self.company, updated)


@record
class MoveAttached(_AttachedOperation):
    """Move an attached card to another company (of the same force unless *to_force* is set)."""

    to_company: int
    to_force: int | None = None
    index: int | None = None
    label_key = "roster.edit.move-attached"

    def apply(self, roster: Roster) -> Roster:
        card = _attached(roster, self.force, self.company, self.attached)
        target_force = self.force if self.to_force is None else self.to_force
        _company(roster, target_force, self.to_company)
        source = _company(roster, self.force, self.company)
        source = source.model_copy(update={"attached": _drop(source.attached, self.attached)})
        edited = _with_company(roster, self.force, self.company, source)
        target = _company(edited, target_force, self.to_company)
        target = target.model_copy(update={"attached": _insert(target.attached, self.index, card)})
        return _with_company(edited, target_force, self.to_company, target)

    @property
    def scope(self) -> str:
        if self.to_force is not None and self.to_force != self.force:
            return ""
        if self.to_company == self.company:
            return element_path(self.force, self.company)
        return element_path(self.force)


@record
class DuplicateAttached(_AttachedOperation):
    """Copy an attached card, with its options, right after it in the same company."""

    label_key = "roster.edit.duplicate-attached"

    def apply(self, roster: Roster) -> Roster:
        company = _company(roster, self.force, self.company)
        card = _attached(roster, self.force, self.company, self.attached)
        updated = company.model_copy(
            update={"attached": _insert(company.attached, self.attached + 1, card)}
        )
        return _with_company(roster, self.force, self.company, updated)


@record
class SetOptionCount(Operation):
    """Take *count* of option ``<group>.<choice>`` on a company (``attached`` None) or an
    attached card; a count of 0 removes the option."""

    force: int
    company: int | None
    attached: int | None
    option: str
    count: int
    structure: int | None = None
    """A structure card of the force (then ``company`` is None)."""

    def apply(self, roster: Roster) -> Roster:
        if self.count < 0:
            raise EditError(Msg("error.edit.negative_count"))
        if self.structure is not None:
            held = self._edit(_structure(roster, self.force, self.structure))
            return _with_structure(roster, self.force, self.structure, held)
        if self.company is None:
            raise EditError(Msg("error.edit.no_company", force=self.force + 1, company=0))
        company = _company(roster, self.force, self.company)
        if self.attached is None:
            return _with_company(roster, self.force, self.company, self._edit(company))
        card = self._edit(_attached(roster, self.force, self.company, self.attached))
        updated = company.model_copy(
            update={"attached": _set(company.attached, self.attached, card)}
        )
        return _with_company(roster, self.force, self.company, updated)

    def _edit(self, entry: _E) -> _E:
        options = dict(entry.options)
        if self.count == 0:
            options.pop(self.option, None)
        else:
            options[self.option] = self.count
        return entry.model_copy(update={"options": options})

    @property
    def scope(self) -> str:
        return element_path(self.force, self.company, self.attached, structure=self.structure)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        """ "Choose Barrage Missile Launcher for Warlord Titan": the names a player reads."""
        card = _entry_card(roster, self.force, self.company, self.attached, self.structure)
        name = _card_name(roster, self.force, card, lang, codex)
        option = _choice_name(roster, self.force, card, self.option, lang, codex)
        if self.count == 0:
            return message("roster.edit.remove-option", lang, card=name, option=option)
        if self.count == 1:
            return message("roster.edit.choose-option", lang, card=name, option=option)
        return message(
            "roster.edit.set-option-count", lang, card=name, option=option, count=self.count
        )


# --- structure cards (ruling 18: at force level, no company) -------------------------------


@record
class AddStructure(Operation):
    force: int
    card: str
    options: Mapping[str, int] = field(default_factory=dict, hash=False)
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        card = StructureCard(card=self.card, options=dict(self.options))
        updated = force.model_copy(
            update={"structures": _insert(force.structures, self.index, card)}
        )
        return _with_force(roster, self.force, updated)

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _card_name(roster, self.force, self.card, lang, codex)
        return message("roster.edit.add-structure", lang, card=name)


@record
class PasteStructure(Operation):
    """Insert a structure card copied or cut elsewhere, with its options, name and notes; the
    rules report what the force cannot take."""

    force: int
    card: StructureCard = field(hash=False)
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        updated = force.model_copy(
            update={"structures": _insert(force.structures, self.index, self.card)}
        )
        return _with_force(roster, self.force, updated)

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _card_name(roster, self.force, self.card.card, lang, codex)
        return message("roster.edit.paste", lang, card=name)


@record
class _StructureOperation(Operation):
    """An edit of one structure card of a force; its label names that card."""

    force: int
    structure: int

    label_key: ClassVar[str]

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        card = _entry_card(roster, self.force, None, None, self.structure)
        name = _card_name(roster, self.force, card, lang, codex)
        return message(self.label_key, lang, card=name)


@record
class RemoveStructure(_StructureOperation):
    label_key = "roster.edit.remove-structure"

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        _structure(roster, self.force, self.structure)
        updated = force.model_copy(update={"structures": _drop(force.structures, self.structure)})
        return _with_force(roster, self.force, updated)


@record
class DuplicateStructure(_StructureOperation):
    """Copy a structure card, with its options, name and notes, right after it."""

    label_key = "roster.edit.duplicate-structure"

    def apply(self, roster: Roster) -> Roster:
        force = _force(roster, self.force)
        copy = _structure(roster, self.force, self.structure)
        updated = force.model_copy(
            update={"structures": _insert(force.structures, self.structure + 1, copy)}
        )
        return _with_force(roster, self.force, updated)


# --- several edits as one step ---------------------------------------------------------


@record
class Batch(Operation):
    """Several operations applied in order as one undo step (options changed together)."""

    operations: tuple[Operation, ...]

    def __post_init__(self) -> None:
        if not self.operations:
            raise EditError(Msg("error.edit.empty_batch"))

    def apply(self, roster: Roster) -> Roster:
        for operation in self.operations:
            roster = operation.apply(roster)
        return roster

    @property
    def scope(self) -> str:
        """The deepest path holding every operation's scope."""
        scopes = [operation.scope for operation in self.operations]
        common = scopes[0]
        for scope in scopes[1:]:
            while common and not (scope == common or scope.startswith(common + ".")):
                common = common.rpartition(".")[0]
        return common

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        """The last operation's label: the change the player made last names the step."""
        for operation in self.operations[:-1]:
            roster = operation.apply(roster)
        return self.operations[-1].label(roster, lang, codex)
