"""Fuzzing this round's new formats: share codes and collection files.

A damaged or hostile share code ends in a roster or a located RosterFileError, never another
exception; a collection file ends in a collection or a located CollectionFileError.
Bounded: a few seconds in the default suite.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.collection.io import dump_collection, parse_collection
from listbuilder.collection.model import Collection
from listbuilder.errors import CollectionFileError, RosterFileError
from listbuilder.interop.share_code import PREFIX, decode, encode
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CODES = [
    encode(load_roster(path))
    for path in sorted(EXAMPLES.glob("*.yaml"))
    if "tournament" not in path.name
]
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


@st.composite
def damaged_codes(draw: st.DrawFn) -> str:
    code = draw(st.sampled_from(CODES))
    body = list(code[len(PREFIX) :])
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["swap", "drop", "insert", "cut", "noise"]))
        at = draw(st.integers(0, max(len(body) - 1, 0)))
        if kind == "swap" and body:
            body[at] = draw(st.sampled_from(DIGITS))
        elif kind == "drop" and body:
            del body[at]
        elif kind == "insert":
            body.insert(at, draw(st.sampled_from([*DIGITS[:5], " ", "\n", ".", ">", "_"])))
        elif kind == "cut":
            body = body[:at]
        else:
            body.insert(at, draw(st.text(max_size=8)))
    prefix = draw(st.sampled_from([PREFIX, "NEG2:", "NEG0:", "neg1:", PREFIX + " "]))
    return draw(st.text(max_size=10)) + prefix + "".join(body) + draw(st.text(max_size=10))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=damaged_codes())
def test_a_damaged_code_reads_or_is_refused_with_the_file_named(text: str) -> None:
    try:
        roster = decode(text, file="chat.txt")
    except RosterFileError as exc:
        assert exc.file == "chat.txt" and exc.hint
    else:
        assert isinstance(roster, Roster)


@settings(max_examples=200, deadline=None)
@given(text=st.text(alphabet=DIGITS + " \n.:NEG", max_size=300))
def test_random_digits_after_a_prefix_never_crash(text: str) -> None:
    try:
        roster = decode(PREFIX + text)
    except RosterFileError as exc:
        assert exc.hint
    else:
        assert isinstance(roster, Roster)


keys = st.one_of(
    st.from_regex(r"[a-z_]{1,12}/[a-z_]{1,12}", fullmatch=True),
    st.text(max_size=15),
)
counts = st.one_of(
    st.integers(-10, 200_000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=5),
    st.none(),
    st.booleans(),
)


@settings(max_examples=200, deadline=None)
@given(models=st.dictionaries(keys, counts, max_size=6), extra=st.booleans())
def test_a_collection_file_reads_or_is_refused_with_its_line(
    models: dict[str, object], extra: bool
) -> None:
    import yaml

    data: dict[str, object] = {"format": "netepic-collection/1", "models": models}
    if extra:
        data["colour"] = "red"
    text = yaml.safe_dump(data, allow_unicode=True)
    try:
        collection = parse_collection(text, "c.yaml")
    except CollectionFileError as exc:
        assert exc.file == "c.yaml"
    else:
        assert parse_collection(dump_collection(collection)) == collection
        assert isinstance(collection, Collection)


@settings(max_examples=150, deadline=None)
@given(text=st.text(max_size=200))
def test_any_text_as_a_collection_is_a_collection_or_a_located_refusal(text: str) -> None:
    try:
        parse_collection(text, "c.yaml")
    except CollectionFileError as exc:
        assert exc.file == "c.yaml"
