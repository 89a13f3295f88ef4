"""The pydantic-free reading of the common roster file gives what the schema gives."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from listbuilder.roster import schema
from listbuilder.roster.fastpath import plain_roster
from tests.roster.mutations import ODD_VALUES, data_places, same_as_schema, set_at

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROSTERS = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]


def _data(path: Path) -> dict[str, Any]:
    loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_every_example_reads_the_same_without_pydantic(path: Path) -> None:
    data = _data(path)
    fast = plain_roster(data)
    assert fast is not None
    assert fast == schema.check(data)


@pytest.mark.parametrize("path", ROSTERS[:2], ids=lambda p: p.name)
def test_what_the_fast_reading_takes_the_schema_takes_alike(path: Path) -> None:
    data = _data(path)
    places = data_places(data)
    assert places
    for place in places:
        for value in ODD_VALUES:
            same_as_schema(set_at(data, place, value))
    for extra in ("colour", "list_id"):
        same_as_schema({**data, extra: "x"})
        force = {**data["forces"][0], extra: "x"}
        same_as_schema({**data, "forces": [force, *data["forces"][1:]]})


def test_odd_values_are_left_to_the_schema() -> None:
    good = {"format": "netepic-roster/1", "forces": [{"list": "orks"}]}
    assert plain_roster(good) is not None
    for bad in (
        {**good, "points_limit": 0},
        {**good, "points_limit": True},
        {**good, "name": None},
        {**good, "forces": [{"list": ""}]},
        {**good, "forces": [{"list": "orks", "companies": [{"card": "c", "options": {"a": -1}}]}]},
        {**good, "forces": [{"list": "o", "companies": [{"card": "c", "options": {"a": True}}]}]},
        {**good, "colour": "red"},
    ):
        assert plain_roster(bad) is None
        with pytest.raises(ValidationError):
            schema.check(bad)
