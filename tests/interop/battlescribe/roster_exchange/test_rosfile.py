"""Issue 24: roster XML is read by one C parse when nothing is wrong with it (the plain
path), and by the scan then defusedxml otherwise (the guarded path, as before).

The plain path must never accept what the guarded path refuses, and must build the same
tree; every refusal is worded by the guarded path (the hostile tests pin the words)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.errors import RosterFileError
from listbuilder.interop.battlescribe.roster_exchange import rosfile
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import roster_xml
from listbuilder.roster.io import load_roster
from tests.interop.battlescribe.roster_exchange.exchange import EXAMPLES, shipped_codex

SEEDS = sorted((Path(__file__).parent / "rosters").glob("*.ros"))


def _shape(node: Any) -> tuple[Any, ...]:
    """An element as plain values (the guarded path builds pure-Python elements)."""
    return (
        node.tag,
        dict(node.attrib),
        node.text,
        node.tail,
        [_shape(kid) for kid in node],
    )


def _documents() -> list[bytes]:
    ours = [roster_xml(load_roster(path), shipped_codex())[0] for path in EXAMPLES]
    return [path.read_bytes() for path in SEEDS] + ours


def test_our_exports_and_the_sample_rosters_take_the_plain_path_to_the_same_tree() -> None:
    for data in _documents():
        plain = rosfile._parse_plain(data)
        assert isinstance(plain, Element)
        assert _shape(plain) == _shape(rosfile._parse_guarded(data, "x"))
        assert rosfile.parse_roster_xml(data, "x") is not None


def _ros(inside: str, *, head: str = "", root: str = "roster") -> bytes:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>{head}<{root} name="R" '
        f'xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force name="F">'
        f"<selections>{inside}</selections></force></forces></{root}>"
    ).encode()


SELECTION = '<selection name="S" number="{n}"><profiles>{p}</profiles></selection>'


@pytest.mark.parametrize(
    "data",
    [
        _ros("", head='<!DOCTYPE r [<!ENTITY a "aaaa">]>'),
        _ros("", head="<!DOCTYPE roster>"),
        '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE r [<!ENTITY a "aa">]><roster>&a;'
        "</roster>".encode("utf-16"),
        _ros("<x/>" * (rosfile.MAX_ELEMENTS + 1)),
        _ros("<p>" * rosfile.MAX_DEPTH + "</p>" * rosfile.MAX_DEPTH),
        _ros(SELECTION.format(n="1", p='<profile><cost value="inf"/></profile>')),
        _ros(SELECTION.format(n="1", p='<x:selection xmlns:x="urn:x" number="1e9"/>')),
        _ros(SELECTION.format(n="1001", p="")),
        _ros(SELECTION.format(n="nan", p="")),
        _ros(SELECTION.format(n="1000", p="") * 3),  # more cards than MAX_CARDS
        _ros(SELECTION.format(n="999", p="<p/>" * 250)),  # more work than MAX_WORK
        _ros("", root="catalogue"),
        _ros("<selection>"),
        b"",
        b"<roster",
    ],
)
def test_what_the_guarded_path_refuses_the_plain_path_declines(data: bytes) -> None:
    assert rosfile._parse_plain(data) is None
    with pytest.raises(RosterFileError):
        rosfile.parse_roster_xml(data, "hostile.ros")


def test_defusedxml_decides_whether_a_file_may_take_the_plain_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """XML from outside goes through defusedxml: its parser reads the prolog, and a file it
    refuses (here: every file) never reaches the bare C parser."""
    data = _documents()[0]
    assert rosfile._parse_plain(data) is not None

    class Refusing(rosfile.SafeET.XMLParser):  # type: ignore[name-defined,misc]
        def feed(self, data: bytes) -> None:
            raise rosfile.SafeET.DTDForbidden("x", None, None)  # type: ignore[attr-defined]

    monkeypatch.setattr(rosfile.SafeET, "XMLParser", Refusing)
    assert rosfile._parse_plain(data) is None
    assert _shape(rosfile.parse_roster_xml(data, "x")) == _shape(rosfile._parse_guarded(data, "x"))


def test_numbers_within_bounds_and_odd_content_stay_on_the_plain_path() -> None:
    data = _ros(
        SELECTION.format(n="2", p='<profile><cost value="-5"/><selection number="x"/></profile>')
        + "<!-- a comment --><?pi here?>"
        + SELECTION.format(n="-3", p="<![CDATA[ <not> <elements> ]]>")
    )
    plain = rosfile._parse_plain(data)
    assert plain is not None
    assert _shape(plain) == _shape(rosfile._parse_guarded(data, "x"))


PIECES = [
    "<a>",
    "</a>",
    "<a/>",
    "<!DOCTYPE a>",
    '<!ENTITY e "x">',
    "&e;",
    "&amp;",
    "<![CDATA[<a>]]>",
    "<!-- c -->",
    '<selection number="1000"/>',
    '<selection number="inf"/>',
    '<cost value="1e400"/>',
    '<costLimit value="-1"/>',
    '<y:selection xmlns:y="urn:y" number="5000"/>',
    '<z:a number="1"/>',
    "<selections><selection number='700'/></selections>",
    "<force><selections><selection number='999'/></selections></force>",
    "\u00e9",
    "<",
    ">",
]


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    seed=st.sampled_from(SEEDS),
    edits=st.lists(
        st.tuples(st.floats(0, 1), st.sampled_from(PIECES), st.integers(1, 80)),
        min_size=1,
        max_size=4,
    ),
)
def test_the_plain_path_never_accepts_what_the_guarded_path_refuses(
    seed: Path, edits: list[tuple[float, str, int]]
) -> None:
    text = seed.read_text(encoding="utf-8")
    for where, piece, times in edits:
        at = int(where * len(text))
        text = text[:at] + piece * times + text[at:]
    data = text.encode()
    plain = rosfile._parse_plain(data)
    try:
        guarded = rosfile._parse_guarded(data, "x")
    except RosterFileError:
        assert plain is None
        return
    if plain is not None:
        assert _shape(plain) == _shape(guarded)
