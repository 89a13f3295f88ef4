"""A copied company or card as text: a small roster file holding it.

The clipboard carries a whole roster (one force of the source list, with the copied company,
the copied card under its company, or the copied structure card among the force's structures
and no company), so the copy is plain roster YAML that a text editor or
another window reads like any file, and reading it back goes through every check and limit of
:func:`~listbuilder.roster.io.parse_roster`. The kind of element copied travels beside it.
"""

from __future__ import annotations

from typing import Literal

from listbuilder.errors import RosterFileError
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import MAX_PASTE_BYTES
from listbuilder.roster.io import dump_roster, parse_roster
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    ElementPath,
    Force,
    Roster,
    StructureCard,
    entry_at,
)

Kind = Literal["company", "attached", "structure"]
KINDS: tuple[Kind, ...] = ("company", "attached", "structure")


def copy_fragment(roster: Roster, path: ElementPath | None) -> tuple[Kind, str] | None:
    """The selected company, attached card or structure card as (kind, roster YAML); None for
    anything else."""
    if path is None or path.force is None or (path.company is None and path.structure is None):
        return None
    element = entry_at(roster, path)
    force = roster.forces[path.force]
    if isinstance(element, StructureCard):
        alone = Force(list_id=force.list_id, structures=(element,))
        return "structure", dump_roster(Roster(forces=(alone,)))
    if isinstance(element, AttachedCard) and path.company is not None:
        holder = force.companies[path.company]
        company = Company(card=holder.card, attached=(element,))
        kind: Kind = "attached"
    elif isinstance(element, Company):
        company, kind = element, "company"
    else:
        return None
    fragment = Roster(forces=(Force(list_id=force.list_id, companies=(company,)),))
    return kind, dump_roster(fragment)


def check_fragment_size(size: int) -> None:
    """Refuse a clipboard text of *size* bytes larger than any copy the app makes, before it
    is decoded or parsed (:class:`RosterFileError`): Paste never freezes the window."""
    if size > MAX_PASTE_BYTES:
        raise RosterFileError(
            Msg("error.roster.paste_too_big", size=size // 1024, limit=MAX_PASTE_BYTES // 1024),
            hint=Msg("error.roster.paste_too_big.hint"),
        )


def read_fragment(kind: str, text: str) -> tuple[str, Company | AttachedCard | StructureCard]:
    """The source list id and the element a copy holds; a damaged, foreign or oversized text
    raises :class:`RosterFileError`, as a damaged roster file does."""
    if len(text) > MAX_PASTE_BYTES:  # a character is at least a byte
        check_fragment_size(len(text))
    check_fragment_size(len(text.encode("utf-8")))
    roster = parse_roster(text)
    if kind not in KINDS or len(roster.forces) != 1:
        raise RosterFileError(Msg("error.roster.not_fragment"))
    force = roster.forces[0]
    if kind == "structure":
        if force.companies or len(force.structures) != 1:
            raise RosterFileError(Msg("error.roster.not_fragment"))
        return force.list_id, force.structures[0]
    if len(force.companies) != 1:
        raise RosterFileError(Msg("error.roster.not_fragment"))
    company = force.companies[0]
    if kind == "company":
        return force.list_id, company
    if len(company.attached) != 1:
        raise RosterFileError(Msg("error.roster.not_fragment"))
    return force.list_id, company.attached[0]
