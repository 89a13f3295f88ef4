"""The roster document: an army as a player wrote it down.

The model is immutable (frozen dataclasses, tuples for sequences): an edit
builds a new roster (see :mod:`listbuilder.roster.edits`), so a snapshot is a
complete undo step and two views can never hold diverging copies. These are plain
objects, built without checks; whatever comes from outside (a file, a share code, a
BattleScribe roster) is checked by the pydantic schema first
(:mod:`listbuilder.roster.schema`), so starting the app and editing need no pydantic.

The roster stores what the player chose, never what the codex says: card ids,
option counts and notes. A card that is missing from the codex still loads and
saves back unchanged; the rules engine reports it.

Paths such as ``forces[0].companies[1].attached[2]`` name one element of the
document. Findings carry them, and :func:`parse_path` turns them back into
indexes for a view that wants to select the element.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from typing import Any, Final, Literal, Self, overload

from listbuilder.records import field, record

FORMAT: Final = "netepic-roster/1"
"""The format tag written as the first key of every roster file."""


class _Document:
    """What every element of a roster can do besides holding its fields."""

    __slots__ = ()

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy with the fields in *update* changed, of every nested element too when
        *deep* (the name the edits have always used; unchecked, like the rest of the plain
        model)."""
        source = copy.deepcopy(self) if deep else self
        return replace(source, **(update or {}))  # type: ignore[type-var]


@record(kw_only=True)
class AttachedCard(_Document):
    """A Support or Special card bought for one company."""

    card: str
    """Card id as the force's army list names it (``book/card_id`` is accepted too)."""
    name: str | None = None
    """The player's own name for this card ("Cassius"); the codex's name when None."""
    options: dict[str, int] = field(default_factory=dict)
    """``<group id>.<choice id>`` -> how many of that choice."""
    notes: str | None = None


@record(kw_only=True)
class Company(_Document):
    """A Company card with the Support and Special cards attached to it."""

    card: str
    name: str | None = None
    """The player's own name for the company ("2nd Company"); numbered by card when None."""
    options: dict[str, int] = field(default_factory=dict)
    notes: str | None = None
    attached: tuple[AttachedCard, ...] = ()


@record(kw_only=True)
class StructureCard(_Document):
    """A structure army card (§6.7, ruling 18): bought by the force, attached to no company."""

    card: str
    """Card id (``bastion``; ``structures/bastion`` is accepted too)."""
    name: str | None = None
    options: dict[str, int] = field(default_factory=dict)
    notes: str | None = None


@record(kw_only=True)
class Force(_Document):
    """The cards bought from one army list: the main force or an ally."""

    list_id: str
    """Written ``list`` in a roster file."""
    name: str | None = None
    """The player's own name for the force ("Ultramarines 2nd Company"); the list's when None."""
    notes: str | None = None
    companies: tuple[Company, ...] = ()
    structures: tuple[StructureCard, ...] = ()
    """Structure cards, which use no slot and need no company (ruling 18)."""


@record(kw_only=True)
class DataRecord(_Document):
    """The army data a roster was built with: the game system's revision and each used
    book's (issue 33), so a list opened after a data update can say what changed for it."""

    system_revision: int | None = None
    """The BattleScribe game system's revision (None: not known)."""
    books: dict[str, int] = field(default_factory=dict, hash=False)
    """Book id -> the book's catalogue revision, for the books the roster uses."""


@record(kw_only=True)
class PackRecord(_Document):
    """The tournament pack a roster was built under: its name, the hash of its content and,
    in a roster file, the pack itself, so the roster reopens under it without the file
    (a share code carries the name and hash alone)."""

    name: str = ""
    hash: str = ""
    content: dict[str, Any] | None = field(default=None, hash=False)
    """The pack's data as its file holds it (``format: netepic-tournament/2`` and the rest)."""


@record(kw_only=True)
class Roster(_Document):
    """A whole army: its name, the agreed points limit and its forces."""

    format: Literal["netepic-roster/1"] = FORMAT
    name: str = ""
    points_limit: int | None = None
    notes: str | None = None
    player: str | None = None
    """The player's name, printed on the roster sheet and the army cards (optional)."""
    event: str | None = None
    """The event (tournament, campaign) the army is for, printed beside the player's name."""
    data: DataRecord | None = None
    """The army data the roster was last written with; None in older files. A note about
    the file, not part of the army: equality leaves it out (see :meth:`__eq__`)."""
    forces: tuple[Force, ...] = ()
    pack: PackRecord | None = None
    """The house rules the roster was built under (written ``pack:``), None for the rules as
    the army books give them."""

    def __eq__(self, other: object) -> bool:
        """The same army, whichever data revision each was written with: a roster saved
        today (which records today's data) equals the one opened, and recording the data
        is no edit (nothing to undo, nothing unsaved)."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in _ARMY_FIELDS)

    __hash__ = None  # type: ignore[assignment]  # holds dicts: never hashable


_ARMY_FIELDS: Final = tuple(name for name in Roster.__annotations__ if name != "data")


CardEntry = Company | AttachedCard | StructureCard
"""An element that holds a card: a company, an attached card or a structure card."""


# --- the tree of elements -------------------------------------------------------

Element = Force | Company | AttachedCard | StructureCard
"""An element below the roster: what a step of a path names."""


@record
class Kind:
    """One kind of element: the collection of its holder it lives in and how edits word it.

    Everything that walks, addresses or edits the tree reads this table, so a new kind of
    element is one row here (and its class above), not another walk or edit family."""

    collection: str
    """The holder's field, and the word of a path's step (``companies``)."""
    element: type
    holder: type
    param: str
    """Its index's name in messages and in the old keyword paths (``company``)."""
    missing: str
    """Message key of "no such element", worded with the holder's and its own number."""
    verbs: Mapping[str, str] = field(default_factory=dict, hash=False)
    """Undo label keys by verb (``add``, ``remove``, ``move``, ``duplicate``)."""
    title_param: str = "card"
    """The label's parameter naming the element (``list`` for a force)."""


KINDS: Final[dict[str, Kind]] = {
    "forces": Kind(
        "forces",
        Force,
        Roster,
        "force",
        "error.edit.no_force",
        {
            "add": "roster.edit.add-force",
            "remove": "roster.edit.remove-force",
            "move": "roster.edit.move-force",
            "duplicate": "roster.edit.duplicate-force",
        },
        "list",
    ),
    "companies": Kind(
        "companies",
        Company,
        Force,
        "company",
        "error.edit.no_company",
        {
            "add": "roster.edit.add-company",
            "remove": "roster.edit.remove-company",
            "move": "roster.edit.move-company",
            "duplicate": "roster.edit.duplicate-company",
        },
    ),
    "attached": Kind(
        "attached",
        AttachedCard,
        Company,
        "attached",
        "error.edit.no_attached",
        {
            "add": "roster.edit.attach-card",
            "remove": "roster.edit.detach-card",
            "move": "roster.edit.move-attached",
            "duplicate": "roster.edit.duplicate-attached",
        },
    ),
    "structures": Kind(
        "structures",
        StructureCard,
        Force,
        "structure",
        "error.edit.no_structure",
        {
            "add": "roster.edit.add-structure",
            "remove": "roster.edit.remove-structure",
            "move": "roster.edit.move-structure",
            "duplicate": "roster.edit.duplicate-structure",
        },
    ),
}
"""Every kind of element by its collection, in the order a holder lists them (a force's
companies before its structure cards)."""

_CHILDREN: Final[dict[type, tuple[str, ...]]] = {}
for _kind in KINDS.values():
    _CHILDREN[_kind.holder] = (*_CHILDREN.get(_kind.holder, ()), _kind.collection)


BELOW: Final[dict[str | None, tuple[str, ...]]] = {
    None: _CHILDREN[Roster],
    **{kind.collection: _CHILDREN.get(kind.element, ()) for kind in KINDS.values()},
}
"""The collections inside an element of a collection (``None``: the roster), for walks
over roster data that is not yet the model (a mapping read from a file)."""


def collections_of(holder: object) -> tuple[str, ...]:
    """The collections of elements *holder* has (none for a card without attachments)."""
    return _CHILDREN.get(type(holder), ())


def walk(roster: Roster) -> Iterator[tuple[ElementPath, Element]]:
    """Every element of *roster* with its path, in tree order (a holder before what it holds).

    The roster itself is not yielded (its path is the empty ``ElementPath()``); options are
    counts on a card, not elements."""
    return _walk_below(ROOT, roster)


def _walk_below(path: ElementPath, holder: Any) -> Iterator[tuple[ElementPath, Element]]:
    for collection in _CHILDREN.get(type(holder), ()):
        for index, element in enumerate(getattr(holder, collection)):
            child = path.child(collection, index)
            yield child, element
            if type(element) in _CHILDREN:
                yield from _walk_below(child, element)


def rebuild(roster: Roster, change: Callable[[ElementPath, Any], Mapping[str, Any]]) -> Roster:
    """A copy of *roster* in which every element, and last the roster itself (path
    ``ROOT``), gets the fields *change* returns for it. Elements are visited holders last
    (what a company holds before the company, a force's companies and structure cards
    before the force), so *change* sees them in the order a reader meets their problems."""
    return _rebuilt(ROOT, roster, change)


def _rebuilt(
    path: ElementPath, element: Any, change: Callable[[ElementPath, Any], Mapping[str, Any]]
) -> Any:
    update: dict[str, Any] = {}
    for collection in _CHILDREN.get(type(element), ()):
        items = getattr(element, collection)
        update[collection] = tuple(
            _rebuilt(path.child(collection, index), item, change)
            for index, item in enumerate(items)
        )
    update.update(change(path, element))
    return element.model_copy(update=update)


# --- paths ---------------------------------------------------------------------

Step = tuple[str, int | str]
"""``("companies", 1)``; an option is the step ``("options", "<group>.<choice>")``."""

_SLOTS: Final = {"forces": "force", "companies": "company", "attached": "attached"}


class ElementPath:
    """A path from the roster to one of its elements: a sequence of ``(collection, index)``
    :attr:`steps`, so any kind of element has one. ``force``, ``company``, ``attached``,
    ``structure`` and ``option`` read the indexes of the game's own tree (``None`` where the
    path has no such step), and the constructor still takes them: ``ElementPath(0, 1)`` is
    the first force's second company. As a tuple it still reads ``(force, company,
    attached, option, structure)``, as it did when it was one, for the callers that
    unpack or slice it. Always true: the empty path names the roster itself."""

    __slots__ = ("_hash", "_indexes", "steps")

    steps: tuple[Step, ...]
    _indexes: tuple[int | None, int | None, int | None, str | None, int | None]
    _hash: int

    def __init__(
        self,
        force: int | None = None,
        company: int | None = None,
        attached: int | None = None,
        option: str | None = None,
        structure: int | None = None,
        *,
        steps: tuple[Step, ...] | None = None,
    ) -> None:
        if steps is None:
            parts: list[Step] = []
            if force is not None:
                parts.append(("forces", force))
                if structure is not None:
                    parts.append(("structures", structure))
                    company = attached = None
                elif company is not None:
                    parts.append(("companies", company))
                    if attached is not None:
                        parts.append(("attached", attached))
                else:
                    attached = None
            else:
                company = attached = structure = None
            if option is not None:
                parts.append(("options", option))
            steps = tuple(parts)
        else:
            found: dict[str, int | str] = dict(steps)
            force, company, attached, structure = (
                _int_or_none(found.get(name))
                for name in ("forces", "companies", "attached", "structures")
            )
            chosen = found.get("options")
            option = chosen if isinstance(chosen, str) else None
        indexes = (force, company, attached, option, structure)
        object.__setattr__(self, "steps", steps)
        object.__setattr__(self, "_indexes", indexes)
        object.__setattr__(self, "_hash", hash(indexes))

    @classmethod
    def of(cls, *steps: Step) -> ElementPath:
        """The path made of *steps*, for any kind of element."""
        return cls(steps=steps)

    def child(self, collection: str, index: int | str) -> ElementPath:
        """The path of element *index* of this element's *collection*."""
        return ElementPath(steps=(*self.steps, (collection, index)))

    @property
    def parent(self) -> ElementPath:
        """The path of the element holding this one (the roster's path is its own parent)."""
        return ElementPath(steps=self.steps[:-1])

    @property
    def last(self) -> Step | None:
        """The last step, or ``None`` for the roster."""
        return self.steps[-1] if self.steps else None

    @property
    def element(self) -> ElementPath:
        """This path without an option step: the element that holds the option."""
        if self.steps and self.steps[-1][0] == "options":
            return self.parent
        return self

    @property
    def force(self) -> int | None:
        return self._indexes[0]

    @property
    def company(self) -> int | None:
        return self._indexes[1]

    @property
    def attached(self) -> int | None:
        return self._indexes[2]

    @property
    def option(self) -> str | None:
        return self._indexes[3]

    @property
    def structure(self) -> int | None:
        """Index among the force's structure cards (then ``company`` is None)."""
        return self._indexes[4]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"ElementPath is immutable ({name})")

    def __iter__(self) -> Iterator[int | str | None]:
        return iter(self._indexes)

    def __len__(self) -> int:
        return 5

    @overload
    def __getitem__(self, item: int) -> int | str | None: ...
    @overload
    def __getitem__(self, item: slice) -> tuple[int | str | None, ...]: ...
    def __getitem__(self, item: int | slice) -> int | str | tuple[int | str | None, ...] | None:
        return self._indexes[item]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ElementPath):
            return self.steps == other.steps
        return isinstance(other, tuple) and self._indexes == other

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Any, ...]:
        return (_path_of, (self.steps,))

    def __repr__(self) -> str:
        return f"ElementPath({str(self)!r})"

    def __str__(self) -> str:
        return ".".join(f"{name}[{index}]" for name, index in self.steps)


def _int_or_none(value: int | str | None) -> int | None:
    return value if isinstance(value, int) else None


def _path_of(steps: tuple[Step, ...]) -> ElementPath:
    return ElementPath(steps=steps)


ROOT: Final = ElementPath()
"""The roster's own path."""


def element_path(
    force: int | None = None,
    company: int | None = None,
    attached: int | None = None,
    option: str | None = None,
    structure: int | None = None,
) -> str:
    """``forces[0].companies[1].attached[2]``, ``forces[0].structures[1]``; the roster itself
    is the empty path. The same text as ``str(ElementPath(...))``, kept in a table because
    every validation names every card of the roster by its path."""
    key = (force, company, attached, option, structure)
    path = _PATHS.get(key)
    if path is None:
        path = str(ElementPath(force, company, attached, option, structure))
        if len(_PATHS) < _PATHS_KEPT:
            _PATHS[key] = path
    return path


_PATHS: dict[tuple[int | None, int | None, int | None, str | None, int | None], str] = {}
"""Paths made so far."""
_PATHS_KEPT = 50_000


_PATH_PART = re.compile(
    r"(?:^|\.)(?:options\[(?P<option>[^\]]*)\]|(?P<kind>[a-z_]+)\[(?P<index>\d+)\]"
    r"|(?P<field>[a-z_]+))"
)


def parse_path(path: str) -> ElementPath:
    """The steps of a finding's path; fields after the element (``points_limit``) are ignored."""
    steps: list[Step] = []
    for match in _PATH_PART.finditer(path):
        if match["kind"] in KINDS:
            steps.append((match["kind"], int(match["index"])))
        elif match["option"] is not None:
            steps.append(("options", match["option"]))
    return ElementPath(steps=tuple(steps))


def entry_at(roster: Roster, path: ElementPath) -> Roster | Element | None:
    """The element a path names (an option's path: the card holding it), or ``None`` when
    an index is out of range."""
    element: Any = roster
    for collection, index in path.steps:
        if collection == "options":
            break
        items = getattr(element, collection, None)
        if items is None or not isinstance(index, int):
            return None
        try:
            element = items[index]
        except IndexError:
            return None
    return element
