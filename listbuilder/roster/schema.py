"""The pydantic schema of a roster: what checks roster data from a file or a share code.

The app holds rosters as the plain objects of :mod:`listbuilder.roster.model` (no
pydantic needed to start or to edit); data from a stranger (a roster file, a share code,
an imported BattleScribe roster) is checked by these models, strict and with their
limits, and then turned into the plain objects (:func:`to_plain`). A test checks both
forms have the same fields and defaults.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from listbuilder.roster import model
from listbuilder.roster.bounds import (
    MAX_DATA_BOOKS,
    MAX_REVISION,
    CountError,
    check_roster_counts,
    count_refusal,
)
from listbuilder.roster.model import FORMAT

OptionCount = Annotated[StrictInt, Field(ge=0)]
CardId = Annotated[StrictStr, Field(min_length=1)]
Revision = Annotated[StrictInt, Field(ge=0, le=MAX_REVISION)]


class _Document(BaseModel):
    # Validators are built at the first roster read, not at import.
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


class AttachedCard(_Document):
    """A Support or Special card bought for one company."""

    card: CardId
    """Card id as the force's army list names it (``book/card_id`` is accepted too)."""
    name: StrictStr | None = None
    """The player's own name for this card ("Cassius"); the codex's name when None."""
    options: dict[str, OptionCount] = {}
    """``<group id>.<choice id>`` -> how many of that choice."""
    notes: StrictStr | None = None


class Company(_Document):
    """A Company card with the Support and Special cards attached to it."""

    card: CardId
    name: StrictStr | None = None
    """The player's own name for the company ("2nd Company"); numbered by card when None."""
    options: dict[str, OptionCount] = {}
    notes: StrictStr | None = None
    attached: tuple[AttachedCard, ...] = ()


class StructureCard(_Document):
    """A structure army card (§6.7, ruling 18): bought by the force, attached to no company."""

    card: CardId
    """Card id (``bastion``; ``structures/bastion`` is accepted too)."""
    name: StrictStr | None = None
    options: dict[str, OptionCount] = {}
    notes: StrictStr | None = None


class Force(_Document):
    """The cards bought from one army list: the main force or an ally."""

    list_id: CardId = Field(alias="list")
    name: StrictStr | None = None
    """The player's own name for the force ("Ultramarines 2nd Company"); the list's when None."""
    notes: StrictStr | None = None
    companies: tuple[Company, ...] = ()
    structures: tuple[StructureCard, ...] = ()
    """Structure cards, which use no slot and need no company (ruling 18)."""


class DataRecord(_Document):
    """The army data a roster was built with (issue 33)."""

    system_revision: Revision | None = None
    books: Annotated[dict[CardId, Revision], Field(max_length=MAX_DATA_BOOKS)] = {}


class PackRecord(_Document):
    """The tournament pack a roster was built under (see :class:`model.PackRecord`); the
    content is checked as a pack when the roster is opened under it."""

    name: StrictStr = ""
    hash: Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{1,64}$")]
    content: dict[StrictStr, Any] | None = None


class Roster(_Document):
    """A whole army: its name, the agreed points limit and its forces."""

    format: Literal["netepic-roster/1"] = FORMAT
    name: StrictStr = ""
    points_limit: Annotated[StrictInt, Field(gt=0)] | None = None
    notes: StrictStr | None = None
    player: StrictStr | None = None
    event: StrictStr | None = None
    data: DataRecord | None = None
    forces: tuple[Force, ...] = ()
    pack: PackRecord | None = None


def to_plain(roster: Roster) -> model.Roster:
    """The checked *roster* as the app's plain objects."""
    return model.Roster(
        format=roster.format,
        name=roster.name,
        points_limit=roster.points_limit,
        notes=roster.notes,
        player=roster.player,
        event=roster.event,
        data=None
        if roster.data is None
        else model.DataRecord(
            system_revision=roster.data.system_revision, books=dict(roster.data.books)
        ),
        forces=tuple(
            model.Force(
                list_id=force.list_id,
                name=force.name,
                notes=force.notes,
                companies=tuple(
                    model.Company(
                        card=company.card,
                        name=company.name,
                        options=company.options,
                        notes=company.notes,
                        attached=tuple(
                            model.AttachedCard(
                                card=card.card,
                                name=card.name,
                                options=card.options,
                                notes=card.notes,
                            )
                            for card in company.attached
                        ),
                    )
                    for company in force.companies
                ),
                structures=tuple(
                    model.StructureCard(
                        card=card.card, name=card.name, options=card.options, notes=card.notes
                    )
                    for card in force.structures
                ),
            )
            for force in roster.forces
        ),
        pack=None
        if roster.pack is None
        else model.PackRecord(
            name=roster.pack.name, hash=roster.pack.hash, content=roster.pack.content
        ),
    )


def check(data: Any, file: str | Path | None = None) -> model.Roster:
    """Roster *data* (a mapping from a file, or a plain roster built from a stranger's
    file) checked by the schema; raises pydantic's ``ValidationError``, or
    :class:`~listbuilder.errors.RosterFileError` naming *file* and the place when a count
    passes the bounds every format keeps (:mod:`listbuilder.roster.bounds`)."""
    try:
        check_roster_counts(data)
    except CountError as exc:
        raise count_refusal(exc, file) from None
    if isinstance(data, model.Roster):
        return to_plain(Roster.model_validate(data, from_attributes=True))
    return to_plain(Roster.model_validate(data))
