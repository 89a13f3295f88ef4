"""The roster's two forms: the plain objects the app edits and the schema that checks data."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from pydantic import ValidationError

from listbuilder.roster import model, schema
from listbuilder.roster.io import load_roster, parse_roster, roster_to_data

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

PAIRS = [
    (model.AttachedCard, schema.AttachedCard),
    (model.Company, schema.Company),
    (model.Force, schema.Force),
    (model.Roster, schema.Roster),
]


@pytest.mark.parametrize(("plain", "checked"), PAIRS)
def test_both_forms_have_the_same_fields_and_defaults(plain: type, checked: type) -> None:
    fields = {f.name: f for f in dataclasses.fields(plain)}
    assert list(fields) == list(checked.model_fields)
    for name, info in checked.model_fields.items():
        mine = fields[name]
        if info.is_required():
            assert mine.default is dataclasses.MISSING
            assert mine.default_factory is dataclasses.MISSING
        elif mine.default_factory is not dataclasses.MISSING:
            assert mine.default_factory() == info.default
        else:
            assert mine.default == info.default, name


ROSTERS = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_a_roster_read_is_plain_and_checks_again_to_itself(path: Path) -> None:
    roster = load_roster(path)
    assert type(roster) is model.Roster
    assert all(type(force) is model.Force for force in roster.forces)
    assert schema.check(roster) == roster
    assert parse_roster(path.read_text(encoding="utf-8")) == roster
    assert schema.check(roster_to_data(roster)) == roster


def test_a_plain_roster_built_wrong_is_refused_by_the_check() -> None:
    bad = model.Roster(points_limit=0)
    with pytest.raises(ValidationError):
        schema.check(bad)
    with pytest.raises(ValidationError):
        schema.check(model.Roster(forces=(model.Force(list_id=""),)))
