"""Roster data changed one place at a time, and the check that the fast reader agrees with the
schema on it (tests/roster/test_fastpath.py, test_structures_io.py)."""

from __future__ import annotations

import copy
from typing import Any

from listbuilder.roster import schema
from listbuilder.roster.fastpath import plain_roster

ODD_VALUES: list[Any] = [None, "", "x", 0, -1, 2, True, 1.5, [], {}, {"a": 1}, ["x"]]


def data_places(data: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every mapping key and list index in *data*, as a path."""
    found: list[tuple[Any, ...]] = []
    items = data.items() if isinstance(data, dict) else enumerate(data)
    for key, value in items:
        found.append((*where, key))
        if isinstance(value, (dict, list)):
            found += data_places(value, (*where, key))
    return found


def set_at(data: Any, place: tuple[Any, ...], value: Any) -> Any:
    changed = copy.deepcopy(data)
    target = changed
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = value
    return changed


def same_as_schema(data: Any) -> None:
    fast = plain_roster(data)
    if fast is None:
        return  # the schema reads it (and words what is wrong)
    assert schema.check(data) == fast
