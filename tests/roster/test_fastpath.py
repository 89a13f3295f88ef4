"""The pydantic-free reading of the common roster file gives what the schema gives."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from listbuilder.roster import schema
from listbuilder.roster.fastpath import plain_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROSTERS = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]

ODD_VALUES: list[Any] = [None, "", "x", 0, -1, 2, True, 1.5, [], {}, {"a": 1}, ["x"]]


def _data(path: Path) -> dict[str, Any]:
    loaded = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def _places(data: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every mapping key and list index in *data*, as a path."""
    found: list[tuple[Any, ...]] = []
    items = data.items() if isinstance(data, dict) else enumerate(data)
    for key, value in items:
        found.append((*where, key))
        if isinstance(value, (dict, list)):
            found += _places(value, (*where, key))
    return found


def _set(data: Any, place: tuple[Any, ...], value: Any) -> Any:
    changed = copy.deepcopy(data)
    target = changed
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = value
    return changed


def _same_as_schema(data: Any) -> None:
    fast = plain_roster(data)
    if fast is None:
        return  # the schema reads it (and words what is wrong)
    assert schema.check(data) == fast


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_every_example_reads_the_same_without_pydantic(path: Path) -> None:
    data = _data(path)
    fast = plain_roster(data)
    assert fast is not None
    assert fast == schema.check(data)


@pytest.mark.parametrize("path", ROSTERS[:2], ids=lambda p: p.name)
def test_what_the_fast_reading_takes_the_schema_takes_alike(path: Path) -> None:
    data = _data(path)
    places = _places(data)
    assert places
    for place in places:
        for value in ODD_VALUES:
            _same_as_schema(_set(data, place, value))
    for extra in ("colour", "list_id"):
        _same_as_schema({**data, extra: "x"})
        force = {**data["forces"][0], extra: "x"}
        _same_as_schema({**data, "forces": [force, *data["forces"][1:]]})


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
