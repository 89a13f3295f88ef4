"""Roster edits as immutable operation objects.

Every change to a roster goes through an operation: a frozen record of paths and values
with

* ``apply(roster) -> roster``: the edited copy (the original is untouched);
* ``scope``: the path of the smallest element holding every change
  (``""`` for the roster itself), so a view can refresh only that part;
* ``label(roster, lang, codex)``: a short text for the Edit menu
  (``Attach Land Raider Squadron``), from the ``roster.edit.*`` messages.

The elements of the tree are edited by a few generic operations at an
:class:`~listbuilder.roster.model.ElementPath`: :class:`Insert`, :class:`Remove`,
:class:`Move`, :class:`Duplicate`, :class:`Rename`, :class:`Annotate` (notes) and
:class:`SetOption`. What differs from one kind of element to another (its collection,
its undo texts, its "no such element" message) is a row of
:data:`~listbuilder.roster.model.KINDS`, so a new kind of element needs no new edit.
``AddCompany``, ``DetachCard``... build those operations from the indexes the GUI and the
tests have always named. A bad index raises :class:`EditError`.
:class:`~listbuilder.roster.history.History` keeps the undo stack over these operations.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any

from listbuilder.codex.codex import Codex
from listbuilder.errors import EditError
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.records import field, record
from listbuilder.roster.model import (
    KINDS,
    ROOT,
    AttachedCard,
    Company,
    Element,
    ElementPath,
    Force,
    Kind,
    PackRecord,
    Roster,
    StructureCard,
    element_path,
)

# --- the tree, by path ------------------------------------------------------------


def _no_element(path: ElementPath) -> EditError:
    """A path that names no element an edit can take (the roster, an unknown collection)."""
    return EditError(Msg("error.edit.no_element", path=str(path)))


def _kind(collection: str, path: ElementPath) -> Kind:
    kind = KINDS.get(collection)
    if kind is None:
        raise _no_element(path)
    return kind


def _get(roster: Roster, path: ElementPath) -> Any:
    """The element at *path* (an option's path: its card); :class:`EditError` names the
    first step that is missing, worded by its kind."""
    element: Any = roster
    above: int | None = None
    above_kind: Kind | None = None
    for collection, index in path.element.steps:
        kind = _kind(collection, path)
        items = getattr(element, collection, None)
        if items is None or not isinstance(index, int) or not 0 <= index < len(items):
            numbers = {kind.param: index + 1 if isinstance(index, int) else 0}
            if above_kind is not None and above is not None:
                numbers[above_kind.param] = above + 1
            raise EditError(Msg(kind.missing, **numbers))
        element, above, above_kind = items[index], index, kind
    return element


def _put(holder: Any, steps: tuple[tuple[str, Any], ...], element: Any) -> Any:
    """*holder* with the element at *steps* below it replaced by *element*."""
    if not steps:
        return element
    (collection, index), rest = steps[0], steps[1:]
    items = getattr(holder, collection)
    changed = _put(items[index], rest, element)
    return holder.model_copy(update={collection: _set(items, index, changed)})


def _change(roster: Roster, path: ElementPath, **update: Any) -> Roster:
    """*roster* with fields of the element at *path* set to *update*."""
    element = _get(roster, path)
    return _put(roster, path.element.steps, element.model_copy(update=update))


def _edit_items(
    roster: Roster,
    holder: ElementPath,
    collection: str,
    edit: Callable[[tuple[object, ...]], tuple[object, ...]],
) -> Roster:
    """*roster* with the *collection* of the element at *holder* replaced by its *edit*."""
    element = _get(roster, holder)
    edited = element.model_copy(update={collection: edit(getattr(element, collection))})
    return _put(roster, holder.element.steps, edited)


def _set(items: tuple[object, ...], index: int, value: object) -> tuple[object, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _insert(items: tuple[object, ...], index: int | None, value: object) -> tuple[object, ...]:
    at = len(items) if index is None else max(0, min(index, len(items)))
    return (*items[:at], value, *items[at:])


def _drop(items: tuple[object, ...], index: int) -> tuple[object, ...]:
    return (*items[:index], *items[index + 1 :])


def _index(path: ElementPath) -> int:
    last = path.last
    if last is None or not isinstance(last[1], int):
        raise _no_element(path)
    return last[1]


def _collection(path: ElementPath) -> str:
    last = path.element.last
    if last is None:
        raise _no_element(path)
    return last[0]


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


def _title(
    roster: Roster, force: int | None, element: object, lang: str, codex: Codex | None
) -> str:
    """How an undo label names *element*: a force by its list, a card by its name."""
    if isinstance(element, Force):
        return _list_name(element.list_id, lang, codex)
    card = getattr(element, "card", None)
    if not isinstance(card, str):
        return "?"
    return _card_name(roster, -1 if force is None else force, card, lang, codex)


def _found(roster: Roster, path: ElementPath) -> object:
    try:
        return _get(roster, path)
    except EditError:
        return None


def _labelled(roster: Roster, path: ElementPath, verb: str, lang: str, codex: Codex | None) -> str:
    """The undo text of *verb* done to the element at *path*, worded by its kind."""
    kind = _kind(_collection(path), path)
    name = _title(roster, path.force, _found(roster, path), lang, codex)
    return message(kind.verbs[verb], lang, **{kind.title_param: name})


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
class SetForceList(Operation):
    """Change a force's army list, keeping its cards (the rules report those it cannot take)."""

    force: int
    list_id: str

    def apply(self, roster: Roster) -> Roster:
        return _change(roster, ElementPath(self.force), list_id=self.list_id)

    @property
    def scope(self) -> str:
        return element_path(self.force)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _list_name(self.list_id, lang, codex)
        return message("roster.edit.set-force-list", lang, list=name)


# --- the generic operations on the tree -------------------------------------------


@record
class Insert(Operation):
    """Put *element* into *collection* of the element at *holder* (at *index*; None: last).
    *pasted*: it was copied or cut elsewhere (the label says "Paste")."""

    holder: ElementPath
    collection: str
    element: Element = field(hash=False)
    index: int | None = None
    pasted: bool = False

    def apply(self, roster: Roster) -> Roster:
        return _edit_items(
            roster, self.holder, self.collection, lambda i: _insert(i, self.index, self.element)
        )

    @property
    def scope(self) -> str:
        return str(self.holder)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        kind = _kind(self.collection, self.holder)
        name = _title(roster, self.holder.force, self.element, lang, codex)
        key = "roster.edit.paste" if self.pasted else kind.verbs["add"]
        return message(key, lang, **{kind.title_param: name})


@record
class _AtPath(Operation):
    """An operation on the element at *path*; its indexes read as the path's."""

    path: ElementPath

    @property
    def force(self) -> int | None:
        return self.path.force

    @property
    def company(self) -> int | None:
        return self.path.company

    @property
    def attached(self) -> int | None:
        return self.path.attached

    @property
    def structure(self) -> int | None:
        return self.path.structure

    @property
    def scope(self) -> str:
        return str(self.path.parent)


@record
class Remove(_AtPath):
    def apply(self, roster: Roster) -> Roster:
        _get(roster, self.path)
        index = _index(self.path)
        return _edit_items(
            roster, self.path.parent, _collection(self.path), lambda i: _drop(i, index)
        )

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return _labelled(roster, self.path, "remove", lang, codex)


@record
class Duplicate(_AtPath):
    """Copy an element, with everything it holds, its name and notes, right after it."""

    def apply(self, roster: Roster) -> Roster:
        copy = _get(roster, self.path)
        index = _index(self.path) + 1
        return _edit_items(
            roster, self.path.parent, _collection(self.path), lambda i: _insert(i, index, copy)
        )

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return _labelled(roster, self.path, "duplicate", lang, codex)


@record
class Move(_AtPath):
    """Move an element into the same collection of the element at *to* (its holder: a
    reorder), at *index* among the others (None: last)."""

    to: ElementPath
    index: int | None = None

    def apply(self, roster: Roster) -> Roster:
        moved = _get(roster, self.path)
        _get(roster, self.to)
        collection = _collection(self.path)
        index = _index(self.path)
        edited = _edit_items(roster, self.path.parent, collection, lambda i: _drop(i, index))
        return _edit_items(edited, self.to, collection, lambda i: _insert(i, self.index, moved))

    @property
    def scope(self) -> str:
        common = 0
        for here, there in zip(self.path.parent.steps, self.to.steps, strict=False):
            if here != there:
                break
            common += 1
        return str(ElementPath(steps=self.to.steps[:common]))

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return _labelled(roster, self.path, "move", lang, codex)


@record
class Rename(_AtPath):
    """The player's own name for an element; an empty or blank name gives it back its codex
    name (the files then carry no ``name:``)."""

    name: str | None

    def apply(self, roster: Roster) -> Roster:
        return _change(roster, self.path, name=(self.name or "").strip() or None)

    @property
    def scope(self) -> str:
        return str(self.path)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        name = _title(roster, self.path.force, _found(roster, self.path), lang, codex)
        return message("roster.edit.rename", lang, card=name)


@record
class Annotate(_AtPath):
    """Notes of the roster (the empty path) or of an element."""

    notes: str | None

    def apply(self, roster: Roster) -> Roster:
        return _change(roster, self.path, notes=self.notes or None)

    @property
    def scope(self) -> str:
        return str(self.path)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        return message("roster.edit.set-notes", lang)


@record
class SetOption(_AtPath):
    """Take *count* of option ``<group>.<choice>`` on the card at *path*; 0 removes it."""

    option: str
    count: int

    def apply(self, roster: Roster) -> Roster:
        if self.count < 0:
            raise EditError(Msg("error.edit.negative_count"))
        card = _get(roster, self.path)
        if not hasattr(card, "options"):
            force = self.path.force
            raise EditError(Msg("error.edit.no_company", force=(force or 0) + 1, company=0))
        options = dict(card.options)
        if self.count == 0:
            options.pop(self.option, None)
        else:
            options[self.option] = self.count
        return _change(roster, self.path, options=options)

    @property
    def scope(self) -> str:
        return str(self.path)

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        """ "Choose Barrage Missile Launcher for Warlord Titan": the names a player reads."""
        force = -1 if self.path.force is None else self.path.force
        card = getattr(_found(roster, self.path), "card", "?")
        name = _card_name(roster, force, card, lang, codex)
        option = _choice_name(roster, force, card, self.option, lang, codex)
        if self.count == 0:
            return message("roster.edit.remove-option", lang, card=name, option=option)
        if self.count == 1:
            return message("roster.edit.choose-option", lang, card=name, option=option)
        return message(
            "roster.edit.set-option-count", lang, card=name, option=option, count=self.count
        )


# --- the edits by the names the window has always used ----------------------------
# Thin builders of the generic operations above, from a force's, company's... indexes.


def SetNotes(
    notes: str | None,
    force: int | None = None,
    company: int | None = None,
    attached: int | None = None,
    structure: int | None = None,
) -> Annotate:
    """Notes of the roster, or of a force, a company, an attached or a structure card."""
    return Annotate(ElementPath(force, company, attached, structure=structure), notes)


def SetElementName(
    name: str | None,
    force: int,
    company: int | None = None,
    attached: int | None = None,
    structure: int | None = None,
) -> Rename:
    return Rename(ElementPath(force, company, attached, structure=structure), name)


def SetOptionCount(
    force: int,
    company: int | None,
    attached: int | None,
    option: str,
    count: int,
    structure: int | None = None,
) -> SetOption:
    """A company's or attached card's option (``structure``: a structure card's)."""
    if company is None and structure is None:
        return SetOption(ElementPath(force), option, count)
    return SetOption(ElementPath(force, company, attached, structure=structure), option, count)


def AddForce(list_id: str, index: int | None = None) -> Insert:
    return Insert(ROOT, "forces", Force(list_id=list_id), index)


def RemoveForce(force: int) -> Remove:
    return Remove(ElementPath(force))


def DuplicateForce(force: int) -> Duplicate:
    """Copy a force with every company and card, names and notes, right after it."""
    return Duplicate(ElementPath(force))


def AddCompany(
    force: int, card: str, options: Mapping[str, int] | None = None, index: int | None = None
) -> Insert:
    new = Company(card=card, options=dict(options or {}))
    return Insert(ElementPath(force), "companies", new, index)


def PasteCompany(force: int, company: Company, index: int | None = None) -> Insert:
    """Insert a whole company (copied or cut elsewhere) with its options, name, notes and
    attached cards; the rules report what the force cannot take."""
    return Insert(ElementPath(force), "companies", company, index, pasted=True)


def RemoveCompany(force: int, company: int) -> Remove:
    return Remove(ElementPath(force, company))


def MoveCompany(force: int, company: int, to_index: int) -> Move:
    """Reorder a company within its force."""
    return Move(ElementPath(force, company), ElementPath(force), to_index)


def DuplicateCompany(force: int, company: int) -> Duplicate:
    return Duplicate(ElementPath(force, company))


def AttachCard(
    force: int,
    company: int,
    card: str,
    options: Mapping[str, int] | None = None,
    index: int | None = None,
) -> Insert:
    new = AttachedCard(card=card, options=dict(options or {}))
    return Insert(ElementPath(force, company), "attached", new, index)


def PasteAttached(force: int, company: int, card: AttachedCard, index: int | None = None) -> Insert:
    """Attach a card copied or cut elsewhere, with its options, name and notes."""
    return Insert(ElementPath(force, company), "attached", card, index, pasted=True)


def DetachCard(force: int, company: int, attached: int) -> Remove:
    return Remove(ElementPath(force, company, attached))


def MoveAttached(
    force: int,
    company: int,
    attached: int,
    to_company: int,
    to_force: int | None = None,
    index: int | None = None,
) -> Move:
    """Move an attached card to another company (of the same force unless *to_force*)."""
    target = ElementPath(force if to_force is None else to_force, to_company)
    return Move(ElementPath(force, company, attached), target, index)


def DuplicateAttached(force: int, company: int, attached: int) -> Duplicate:
    return Duplicate(ElementPath(force, company, attached))


def AddStructure(
    force: int, card: str, options: Mapping[str, int] | None = None, index: int | None = None
) -> Insert:
    new = StructureCard(card=card, options=dict(options or {}))
    return Insert(ElementPath(force), "structures", new, index)


def PasteStructure(force: int, card: StructureCard, index: int | None = None) -> Insert:
    """Insert a structure card copied or cut elsewhere; the rules report what the force
    cannot take."""
    return Insert(ElementPath(force), "structures", card, index, pasted=True)


def RemoveStructure(force: int, structure: int) -> Remove:
    return Remove(ElementPath(force, structure=structure))


def DuplicateStructure(force: int, structure: int) -> Duplicate:
    return Duplicate(ElementPath(force, structure=structure))


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
