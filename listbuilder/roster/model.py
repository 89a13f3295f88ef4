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
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final, Literal, NamedTuple, Self

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


# --- paths ---------------------------------------------------------------------


class ElementPath(NamedTuple):
    """The indexes a path names; ``None`` where the path stops higher up."""

    force: int | None = None
    company: int | None = None
    attached: int | None = None
    option: str | None = None
    structure: int | None = None
    """Index among the force's structure cards (then ``company`` is None)."""

    def __str__(self) -> str:
        return element_path(self.force, self.company, self.attached, self.option, self.structure)


def element_path(
    force: int | None = None,
    company: int | None = None,
    attached: int | None = None,
    option: str | None = None,
    structure: int | None = None,
) -> str:
    """``forces[0].companies[1].attached[2]``, ``forces[0].structures[1]``; the roster itself
    is the empty path."""
    key = (force, company, attached, option, structure)
    path = _PATHS.get(key)
    if path is None:
        path = _element_path(*key)
        if len(_PATHS) < _PATHS_KEPT:
            _PATHS[key] = path
    return path


_PATHS: dict[tuple[int | None, int | None, int | None, str | None, int | None], str] = {}
"""Paths made so far: every validation names every card of the roster by its path."""
_PATHS_KEPT = 50_000


def _element_path(
    force: int | None,
    company: int | None,
    attached: int | None,
    option: str | None,
    structure: int | None,
) -> str:
    parts: list[str] = []
    if force is not None:
        parts.append(f"forces[{force}]")
        if structure is not None:
            parts.append(f"structures[{structure}]")
        elif company is not None:
            parts.append(f"companies[{company}]")
            if attached is not None:
                parts.append(f"attached[{attached}]")
    path = ".".join(parts)
    if option is not None:
        path = f"{path}.options[{option}]" if path else f"options[{option}]"
    return path


_PATH_PART = re.compile(
    r"(?:^|\.)(?:(?P<kind>forces|companies|attached|structures)\[(?P<index>\d+)\]"
    r"|options\[(?P<option>[^\]]*)\]|(?P<field>[a-z_]+))"
)


def parse_path(path: str) -> ElementPath:
    """The indexes of a finding's path; fields after the element (``points_limit``) are ignored."""
    values: dict[str, int | str | None] = {}
    for match in _PATH_PART.finditer(path):
        if match["kind"] == "forces":
            values["force"] = int(match["index"])
        elif match["kind"] == "companies":
            values["company"] = int(match["index"])
        elif match["kind"] == "attached":
            values["attached"] = int(match["index"])
        elif match["kind"] == "structures":
            values["structure"] = int(match["index"])
        elif match["option"] is not None:
            values["option"] = match["option"]
    return ElementPath(
        force=_int_or_none(values.get("force")),
        company=_int_or_none(values.get("company")),
        attached=_int_or_none(values.get("attached")),
        option=str(values["option"]) if values.get("option") is not None else None,
        structure=_int_or_none(values.get("structure")),
    )


def _int_or_none(value: int | str | None) -> int | None:
    return value if isinstance(value, int) else None


def entry_at(roster: Roster, path: ElementPath) -> Roster | Force | CardEntry | None:
    """The element a path names, or ``None`` when the indexes are out of range."""
    try:
        if path.force is None:
            return roster
        force = roster.forces[path.force]
        if path.structure is not None:
            return force.structures[path.structure]
        if path.company is None:
            return force
        company = force.companies[path.company]
        if path.attached is None:
            return company
        return company.attached[path.attached]
    except IndexError:
        return None
