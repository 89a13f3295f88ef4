"""The editing verbs of the window as pure functions: which operation a command means for the
selected element, and where the selection goes once an operation is applied or undone.

Paths are :class:`~listbuilder.roster.model.ElementPath`. A selection of ``None`` means "leave
the selection as it is"; ``ElementPath()`` means "select nothing" (the roster is empty).
"""

from __future__ import annotations

from collections.abc import Iterable

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.codex.models import CardType
from listbuilder.records import record
from listbuilder.roster.defaults import default_options
from listbuilder.roster.edits import (
    AddCompany,
    AddStructure,
    AttachCard,
    Batch,
    Duplicate,
    Insert,
    Move,
    MoveAttached,
    Operation,
    PasteAttached,
    PasteCompany,
    PasteStructure,
    Remove,
    SetForceList,
    SetOption,
)
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    ElementPath,
    Force,
    Roster,
    StructureCard,
    entry_at,
    parse_path,
)

NOTHING = ElementPath()
"""The selection of an empty roster."""


@record(slots=True)
class Target:
    """Where new cards go: a force, and the company Support and Special cards attach to."""

    force: int
    company: int | None = None


# --- operations from the selection ---------------------------------------------------------


def delete(roster: Roster, path: ElementPath | None) -> Operation | None:
    """Remove the selected attached card, company, structure card or force."""
    if path is None or path.force is None or entry_at(roster, path) is None:
        return None
    return Remove(path.element)


def duplicate(roster: Roster, path: ElementPath | None) -> Operation | None:
    """Copy the selected company, attached card or structure card right after it."""
    if path is None or path.force is None or entry_at(roster, path) is None:
        return None
    if path.company is None and path.structure is None:
        return None
    return Duplicate(path.element)


def can_move(roster: Roster, path: ElementPath | None, step: int) -> bool:
    """Whether the selected company or attached card can move *step* places in its list."""
    if path is None or path.force is None or path.company is None:
        return False
    if entry_at(roster, path) is None:
        return False
    force = roster.forces[path.force]
    if path.attached is None:
        return 0 <= path.company + step < len(force.companies)
    return 0 <= path.attached + step < len(force.companies[path.company].attached)


def move(roster: Roster, path: ElementPath | None, step: int) -> Operation | None:
    """Move the selected company or attached card up (-1) or down (+1)."""
    if not can_move(roster, path, step):
        return None
    assert path is not None
    place = path.element
    index = place.last[1] if place.last is not None else 0
    assert isinstance(index, int)
    return Move(place, place.parent, index + step)


def move_to_company(
    roster: Roster, path: ElementPath, force: int, company: int
) -> Operation | None:
    """Move the selected attached card to the end of another company (of any force)."""
    if path.force is None or path.company is None or path.attached is None:
        return None
    if entry_at(roster, path) is None or entry_at(roster, ElementPath(force, company)) is None:
        return None
    return MoveAttached(
        force=path.force,
        company=path.company,
        attached=path.attached,
        to_company=company,
        to_force=None if force == path.force else force,
    )


def set_options(path: ElementPath, changes: Iterable[tuple[str, int]]) -> Operation | None:
    """Set several option counts of one card: one operation, one undo step."""
    if path.force is None or (path.company is None and path.structure is None):
        return None
    operations = tuple(SetOption(path.element, option, count) for option, count in changes)
    if not operations:
        return None
    return operations[0] if len(operations) == 1 else Batch(operations)


def main_force(roster: Roster, roles: Iterable[str]) -> int:
    """The index of the main force, from the roles of the figures (the first when unknown)."""
    for index, role in enumerate(roles):
        if role == "main":
            return index
    return 0


def target(roster: Roster, path: ElementPath | None, main: int = 0) -> Target | None:
    """Where the browser adds cards: the selected force (else the main one) and the selected
    company (else that force's last)."""
    if not roster.forces:
        return None
    force = path.force if path is not None and path.force is not None else main
    force = min(force, len(roster.forces) - 1)
    companies = roster.forces[force].companies
    if path is not None and path.company is not None and path.force == force:
        return Target(force, min(path.company, len(companies) - 1) if companies else None)
    return Target(force, len(companies) - 1 if companies else None)


def card_target(codex: Codex, roster: Roster, target: Target, ref: CardRef) -> Target | None:
    """Where card *ref* goes when added at *target*, a company the player did not choose.

    A Special card goes to the target company if it has a free Special slot, else to the first
    other company of the force that has one (Ruling 1: one Special card per company); ``None``
    when no company has room. Other cards, and forces without companies, keep *target*."""
    if ref.card.type is not CardType.SPECIAL or target.company is None:
        return target
    force = roster.forces[target.force]
    others = [index for index in range(len(force.companies)) if index != target.company]
    for index in [target.company, *others]:
        if _special_room(codex, force, force.companies[index], ref):
            return Target(target.force, index)
    return None


def _special_room(codex: Codex, force: Force, company: Company, ref: CardRef) -> bool:
    """Whether *company* may take Special card *ref* without breaking a per-company limit."""
    head = codex.find_card(company.card, force.list_id)
    if head is None or head.card.type is not CardType.COMPANY:
        return False
    if head.card.tunneller and not ref.card.tunneller:
        return False
    army_list = codex.army_list(force.list_id)
    system = codex.game_system
    limit = (
        army_list.company_limit(CardType.SPECIAL, system)
        if army_list is not None
        else system.per_company(CardType.SPECIAL)
    )
    cards = [codex.find_card(attached.card, force.list_id) for attached in company.attached]
    specials = sum(
        1
        for found in cards
        if found is not None and found.card.type is ref.card.type and found.card.uses_slot
    )
    if ref.card.uses_slot and limit is not None and specials >= limit:
        return False
    frees = sum(1 for found in cards if found is not None and found.card.free)
    return not ref.card.free or frees < system.free_per_company


def drop_target(roster: Roster, path: ElementPath) -> Target | None:
    """Where a card dropped on *path* goes: that company, or the force's last company."""
    if path.force is None or path.force >= len(roster.forces):
        return None
    companies = roster.forces[path.force].companies
    company = path.company
    if company is None and companies:
        company = len(companies) - 1
    return Target(path.force, company)


def roster_card_id(codex: Codex, list_id: str, ref: CardRef) -> str:
    """The id to write in the roster: the plain card id, or ``book/card_id`` when the plain id
    would name another card for this list."""
    found = codex.find_card(ref.card.id, list_id)
    return ref.card.id if found is not None and found.key == ref.key else ref.key


def add_card(codex: Codex, roster: Roster, target: Target, ref: CardRef) -> Operation:
    """The edit that adds *ref* at *target*: a Company card starts a company; a Support or
    Special card is attached to the target company (or, when the force has none yet, added on
    its own, which the rules report); a structure card joins the force's structures (ruling
    18). The card starts with its free required choices
    (:func:`~listbuilder.roster.defaults.default_options`), which the player may change."""
    list_id = roster.forces[target.force].list_id
    card_id = roster_card_id(codex, list_id, ref)
    options = default_options(ref.card)
    if ref.card.type is CardType.STRUCTURE:
        return AddStructure(force=target.force, card=card_id, options=options)
    if ref.card.type is CardType.COMPANY or target.company is None:
        return AddCompany(force=target.force, card=card_id, options=options)
    return AttachCard(force=target.force, company=target.company, card=card_id, options=options)


def _for_list(codex: Codex, card_id: str, source: str, list_id: str) -> str:
    """*card_id* of list *source* as the force of *list_id* names it (``book/card_id`` when
    its plain id would name another card there); unchanged when the codex has no such card."""
    ref = codex.find_card(card_id, source)
    return roster_card_id(codex, list_id, ref) if ref is not None and source != list_id else card_id


def paste(
    codex: Codex,
    roster: Roster,
    path: ElementPath | None,
    source: str,
    element: Company | AttachedCard | StructureCard,
    main: int = 0,
) -> Operation | None:
    """The edit that pastes a copied company or card at the selection, placed by the rule of
    Add: a company after the selected company of the selected force (else at its end); a card
    in the selected company (after the selected card), a Special card in the first company
    with a free slot; a structure card among the structures of the selected force (after the
    selected one). Where nothing is legal it still goes in, and the rules say why."""
    spot = target(roster, path, main)
    if spot is None:
        return None
    force = roster.forces[spot.force]
    list_id = force.list_id
    if isinstance(element, StructureCard):
        structure = element.model_copy(
            update={"card": _for_list(codex, element.card, source, list_id)}
        )
        after = path.structure if path is not None and path.force == spot.force else None
        return PasteStructure(
            force=spot.force, card=structure, index=None if after is None else after + 1
        )
    if isinstance(element, Company):
        attached = tuple(
            card.model_copy(update={"card": _for_list(codex, card.card, source, list_id)})
            for card in element.attached
        )
        company = element.model_copy(
            update={"card": _for_list(codex, element.card, source, list_id), "attached": attached}
        )
        index = (
            spot.company + 1
            if spot.company is not None and path is not None and path.company is not None
            else None
        )
        return PasteCompany(force=spot.force, company=company, index=index)
    card = element.model_copy(update={"card": _for_list(codex, element.card, source, list_id)})
    if spot.company is None:  # no company yet: the card stands alone, as Add does
        alone = Company(card=card.card, name=card.name, options=card.options, notes=card.notes)
        return PasteCompany(force=spot.force, company=alone)
    holder, index = spot.company, None
    if path is not None and path.attached is not None and path.company == holder:
        index = path.attached + 1
    ref = codex.find_card(card.card, list_id)
    if ref is not None:
        placed = card_target(codex, roster, spot, ref)
        if placed is not None and placed.company is not None and placed.company != holder:
            holder, index = placed.company, None
    return PasteAttached(force=spot.force, company=holder, card=card, index=index)


# --- where the selection goes ------------------------------------------------------------------


def _at(items: int, index: int | None) -> int:
    """Where ``_insert`` puts an element into a list of *items* elements."""
    return items if index is None else max(0, min(index, items))


def selection_after(before: Roster, operation: Operation) -> ElementPath | None:
    """Where the selection goes once *operation* is applied to *before*: on the element it
    added, copied or moved, else beside the one it removed (its holder when none is left)."""
    if isinstance(operation, Batch):
        selection = None
        for step in operation.operations:
            selection = selection_after(before, step) or selection
            before = step.apply(before)
        return selection
    if isinstance(operation, SetForceList):
        return ElementPath(operation.force)
    if isinstance(operation, Insert):
        items = _count(before, operation.holder, operation.collection)
        if items is None:
            return None
        return operation.holder.child(operation.collection, _at(items, operation.index))
    if not isinstance(operation, Remove | Duplicate | Move):
        return None
    place = operation.path
    last = place.last
    holder = entry_at(before, place.parent)
    if last is None or holder is None or not isinstance(last[1], int):
        return None
    collection, index = last[0], last[1]
    if isinstance(operation, Duplicate):
        return place.parent.child(collection, index + 1)
    if isinstance(operation, Move):
        count = _count(before, operation.to, collection)
        if count is None:
            return None
        if operation.to == place.parent:
            count -= 1
        return operation.to.child(collection, _at(count, operation.index))
    count = len(getattr(holder, collection))
    return place.parent.child(collection, min(index, count - 2)) if count > 1 else place.parent


def _count(roster: Roster, holder: ElementPath, collection: str) -> int | None:
    """How many elements the *collection* of the element at *holder* has (None: no such)."""
    element = entry_at(roster, holder)
    items = getattr(element, collection, None) if element is not None else None
    return None if items is None else len(items)


def selection_after_undo(operation: Operation, now: Roster) -> ElementPath | None:
    """Where the selection goes once *operation* is undone (the roster is *now*): back on the
    element it removed or moved, else on the element that held the change."""
    if isinstance(operation, Batch):
        return selection_after_undo(operation.operations[0], now)
    if isinstance(operation, Remove | Move):
        return operation.path
    if isinstance(operation, SetOption) or not operation.scope:
        return None
    return parse_path(operation.scope)


def valid_selection(roster: Roster, path: ElementPath | None) -> ElementPath | None:
    """*path* if it names an element of *roster*, else its nearest existing holder."""
    if path is None or path.force is None:
        return path
    candidates = (
        ElementPath(path.force, path.company, path.attached, structure=path.structure),
        ElementPath(path.force, path.company),
        ElementPath(path.force),
    )
    for candidate in candidates:
        if entry_at(roster, candidate) is not None:
            return candidate
    return ElementPath(0) if roster.forces else NOTHING
