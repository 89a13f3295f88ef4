"""The one-pass XML writer writes what the standard library's indent and tostring write,
after the texts are made XML 1.0-safe, and a shared subtree as if it were copies."""

from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement, fromstring, indent, tostring

from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder.interop.battlescribe.roster_exchange.profiles import FLAT_TAGS, SHARED_TAGS
from listbuilder.interop.battlescribe.roster_exchange.roster_writer import RosterWriter
from listbuilder.interop.battlescribe.roster_exchange.xml_out import indented_xml
from listbuilder.report.inert import xml_text
from listbuilder.roster.io import load_roster
from tests.interop.battlescribe.roster_exchange.exchange import EXAMPLES, shipped_codex


def _copy(node: Element) -> Element:
    """A copy sharing no subtree, texts made XML-safe as the writer makes them."""
    copy = Element(node.tag, {k: xml_text(v) for k, v in node.items()})
    copy.text = xml_text(node.text) if node.text else node.text
    copy.tail = xml_text(node.tail) if node.tail else node.tail
    copy.extend(_copy(kid) for kid in node)
    return copy


def _reference(root: Element) -> str:
    copy = _copy(root)
    indent(copy, space="  ")
    return tostring(copy, encoding="unicode", short_empty_elements=True)


_TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=12) | st.sampled_from(
    ["", " ", "\n  ", "a&b<c>d\"e'f", "\x00", "\t\r\n", "\x85\x9f"]
)
_TAG = st.sampled_from(["roster", "selection", "profile", "rule", "cost", "customNotes"])


@st.composite
def _trees(draw: st.DrawFn, depth: int = 0) -> Element:
    node = Element(draw(_TAG))
    for key in draw(st.lists(st.sampled_from(["id", "name", "value"]), max_size=3, unique=True)):
        node.set(key, draw(_TEXT))
    node.text = draw(st.none() | _TEXT)
    if depth < 3:
        for _ in range(draw(st.integers(0, 3))):
            kid = draw(_trees(depth + 1))
            kid.tail = draw(st.none() | _TEXT)
            node.append(kid)
    return node


@settings(max_examples=300, deadline=None)
@given(root=_trees())
def test_any_tree_is_written_as_the_standard_library_writes_it(root: Element) -> None:
    assert indented_xml(root) == _reference(root)


def test_a_shared_subtree_is_written_at_each_place_and_depth() -> None:
    rule = Element("rule", {"id": "r", "name": "A & B"})
    SubElement(rule, "description").text = "x < y"
    root = Element("roster")
    SubElement(root, "rules").append(rule)
    deeper = SubElement(SubElement(root, "selection"), "rules")
    deeper.append(rule)
    deeper.append(rule)
    written = indented_xml(root, shared=SHARED_TAGS)
    assert written == _reference(root)
    assert written.count('<rule id="r" name="A &amp; B">') == 3
    assert len(fromstring(written).findall(".//rule")) == 3


def test_every_example_is_written_byte_for_byte_as_before() -> None:
    codex = shipped_codex()
    for example in EXAMPLES:
        root = RosterWriter(codex).build(load_roster(example))
        assert indented_xml(root, shared=SHARED_TAGS) == _reference(root), example.name


# --- issue 24: profiles and rules written on one line --------------------------------------


def _flat_reference(root: Element, flat: frozenset[str]) -> str:
    """The standard library's indented text, with no indentation inside *flat* subtrees:
    what ``tostring`` writes for them without ``indent``."""
    copy = _copy(root)
    indent(copy, space="  ")
    for node in copy.iter():
        if node.tag not in flat:
            continue
        for inner in node.iter():
            if len(inner) and inner.text is not None and not inner.text.strip():
                inner.text = None
            for kid in inner:
                if kid.tail is not None and not kid.tail.strip():
                    kid.tail = None
    return tostring(copy, encoding="unicode", short_empty_elements=True)


_FLAT = frozenset({"rule", "cost"})


@settings(max_examples=300, deadline=None)
@given(root=_trees())
def test_any_tree_with_flat_tags_is_written_as_tostring_writes_them_unindented(
    root: Element,
) -> None:
    assert indented_xml(root, flat=_FLAT) == _flat_reference(root, _FLAT)
    assert indented_xml(root, shared=SHARED_TAGS, flat=_FLAT) == _flat_reference(root, _FLAT)


def test_our_export_writes_profiles_and_rules_on_one_line_each_and_reads_the_same() -> None:
    codex = shipped_codex()
    for example in EXAMPLES:
        root = RosterWriter(codex).build(load_roster(example))
        written = indented_xml(root, shared=SHARED_TAGS, flat=FLAT_TAGS)
        assert written == _flat_reference(root, FLAT_TAGS), example.name
        indented = indented_xml(root, shared=SHARED_TAGS)
        assert len(written) < len(indented) or "<profiles>" not in indented
        for line in written.splitlines():
            if "<profiles>" in line or "<rules>" in line:
                assert line.strip().endswith(("</profiles>", "</rules>")), line
        before, after = fromstring(indented), fromstring(written)
        assert [(n.tag, n.attrib, (n.text or "").strip()) for n in before.iter()] == [
            (n.tag, n.attrib, (n.text or "").strip()) for n in after.iter()
        ]
