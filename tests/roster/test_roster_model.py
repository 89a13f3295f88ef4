"""The roster document model: immutable, strict, with element paths."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest
from pydantic import ValidationError

from listbuilder.roster import schema
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    ElementPath,
    Force,
    Roster,
    element_path,
    entry_at,
    parse_path,
)


def sample() -> Roster:
    company = Company(card="tactical_company", attached=(AttachedCard(card="chaplain"),))
    return Roster(name="x", forces=(Force(list_id="space_marines", companies=(company,)),))


def test_rosters_are_frozen() -> None:
    roster = sample()
    with pytest.raises(FrozenInstanceError):
        roster.name = "y"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        roster.forces[0].companies[0].card = "other"  # type: ignore[misc]


def test_strict_fields_refuse_silent_conversions() -> None:
    with pytest.raises(ValidationError):
        schema.Roster.model_validate({"points_limit": "3000"})
    with pytest.raises(ValidationError):
        schema.AttachedCard.model_validate({"card": "x", "options": {"a.b": "2"}})
    with pytest.raises(ValidationError):
        schema.Company.model_validate({"card": ""})
    assert schema.Force.model_validate({"list": "orks"}).list_id == "orks"


@pytest.mark.parametrize(
    ("path", "parts"),
    [
        ("", ElementPath()),
        ("forces[1]", ElementPath(1)),
        ("forces[0].companies[2]", ElementPath(0, 2)),
        ("forces[0].companies[2].attached[3]", ElementPath(0, 2, 3)),
        ("forces[0].companies[2].attached[3].options[a.b]", ElementPath(0, 2, 3, "a.b")),
        ("forces[0].companies[2].options", ElementPath(0, 2)),
        ("points_limit", ElementPath()),
    ],
)
def test_paths_parse_back_to_indexes(path: str, parts: ElementPath) -> None:
    assert parse_path(path) == parts
    if "options" not in path and path != "points_limit":
        assert str(parts) == path == element_path(*parts)


def test_entry_at_finds_the_element_or_none() -> None:
    roster = sample()
    assert entry_at(roster, parse_path("forces[0].companies[0].attached[0]")) == AttachedCard(
        card="chaplain"
    )
    assert entry_at(roster, parse_path("forces[0]")) is roster.forces[0]
    assert entry_at(roster, parse_path("")) is roster
    assert entry_at(roster, parse_path("forces[0].companies[4]")) is None
