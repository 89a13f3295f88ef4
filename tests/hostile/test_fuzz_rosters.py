"""Fuzzing rosters: structure and scalar mutations of real rosters, and raw text damage.

Whatever the file holds, reading it ends in a roster or a located RosterFileError (never
another exception), and a roster that reads is validated without a crash and saves to
text that reads back to the same roster. Bounded: a few seconds in the default suite.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.codex.codex import Codex
from listbuilder.errors import RosterFileError
from listbuilder.roster.io import dump_roster, parse_roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
SEEDS = [
    yaml.safe_load(path.read_text(encoding="utf-8"))
    for path in sorted(EXAMPLES.glob("*.yaml"))
    if "tournament" not in path.name
]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.dates(),
    st.binary(max_size=10),
    st.sampled_from(["", "0", "-1", "3000", "1e309", "yes", "~", "orks", "a/b", "x.y"]),
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        node = node[step]
    return node


@st.composite
def mutated(draw: st.DrawFn) -> Any:
    import copy

    data = copy.deepcopy(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        paths = _paths(data)
        path = draw(st.sampled_from(paths))
        if not path:
            data = draw(values) if draw(st.integers(0, 9)) == 0 else data
            continue
        parent = _get(data, path[:-1])
        action = draw(st.sampled_from(["replace", "delete", "duplicate", "add-key", "wrap"]))
        if action == "replace":
            parent[path[-1]] = draw(values)
        elif action == "delete":
            del parent[path[-1]]
        elif action == "duplicate" and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[path[-1]]))
        elif action == "add-key" and isinstance(parent, dict):
            parent[draw(st.text(max_size=10))] = draw(values)
        elif action == "wrap":
            parent[path[-1]] = [parent[path[-1]]]
    return data


def _check(text: str, codex: Codex) -> None:
    try:
        roster = parse_roster(text, file="fuzz.yaml")
    except RosterFileError as exc:
        assert exc.file == "fuzz.yaml" and exc.message
        return
    validate(roster, codex)
    assert parse_roster(dump_roster(roster)) == roster


FUZZ = settings(
    max_examples=120,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(data=mutated())
def test_mutated_rosters_read_or_fail_cleanly(data: Any, codex: Codex) -> None:
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    _check(text, codex)


@FUZZ
@given(
    seed=st.sampled_from(SEEDS),
    cuts=st.lists(
        st.tuples(
            st.floats(0, 1),
            st.integers(0, 8),
            st.text(
                alphabet=st.sampled_from(list("[]{}:-&*!|>#'\"\n\t ,?%@`\\\x00\x85\ufeff")),
                max_size=6,
            ),
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_damaged_roster_text_reads_or_fails_cleanly(
    seed: Any, cuts: list[tuple[float, int, str]], codex: Codex
) -> None:
    text = yaml.safe_dump(seed, allow_unicode=True, sort_keys=False)
    for where, remove, insert in cuts:
        at = int(where * len(text))
        text = text[:at] + insert + text[at + remove :]
    _check(text, codex)


ODD_SCALARS = [
    datetime.date(2024, 2, 1),
    datetime.datetime(2024, 2, 1, 12, 30),
    b"\x00\xff",
    float("inf"),
    float("nan"),
    True,
]


@pytest.mark.parametrize("value", ODD_SCALARS, ids=repr)
@pytest.mark.parametrize(
    ("field", "line", "expected"), [("name", 2, "text"), ("points_limit", 3, "whole number")]
)
def test_dates_and_odd_scalars_are_plain_errors(
    value: object, field: str, line: int, expected: str
) -> None:
    """Values YAML types on its own (a date, bytes, inf) where the roster wants text or a
    number: refused with the file, the line and the field, never read nor a crash. (The
    fuzz strategies draw such values; ``_check`` accepts a read or a refusal alike.)"""
    data = {"format": "netepic-roster/1", "name": "Tarsis", "points_limit": 3000, field: value}
    text = yaml.safe_dump(data, sort_keys=False)
    with pytest.raises(RosterFileError) as refused:
        parse_roster(text, file="odd.yaml")
    error = refused.value
    assert (error.file, error.line, error.field) == ("odd.yaml", line, field)
    assert expected in error.message
