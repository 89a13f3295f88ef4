"""The roster text the app writes, read without PyYAML, gives what PyYAML gives.

Whatever :func:`plain_data` reads must be read alike by the safe loader (within the same
limits); what it refuses goes to PyYAML, which is always right. Generated rosters check
the written forms are read, and equal; mutations of their text (a character, a line, an
indent, a value YAML reads as something else) check that nothing is read differently.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder.files.yaml_limits import ROSTER_LIMITS, Limits
from listbuilder.files.yamlio import check_limits, load_text
from listbuilder.roster.io import dump_roster, parse_roster, roster_to_data
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard
from listbuilder.roster.plain_yaml import plain_data
from tests.roster.strategies import rosters

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
ROSTERS = [p for p in sorted(EXAMPLES.glob("*.yaml")) if "tournament" not in p.name]


def _yaml(text: str, limits: Limits = ROSTER_LIMITS) -> Any:
    """PyYAML's reading, as the roster reader does it (limits, duplicate keys refused)."""
    return load_text(text, limits)


def _agrees(text: str) -> bool:
    """Whether *text* is read plainly; if so, PyYAML must read it to the same data."""
    data = plain_data(text)
    if data is None:
        return False
    assert _yaml(text) == data, text
    return True


def _sample() -> Roster:
    """A roster with every written form: quoted and literal texts, numbers first, options
    on one line and one per line, empty forces, structure cards."""
    wide = {f"weapon_group_{n}.heavy_choice_{n}": n for n in range(5)}
    return Roster(
        name="Croisade d'Ultramar: 2nd wave",
        points_limit=6000,
        notes="First line\n\n  indented: line # not a comment\nlast",
        forces=(
            Force(
                list_id="space_marines",
                name="1st Company",
                notes="yes",
                companies=(
                    Company(
                        card="tactical_company",
                        name="'Quoted' veterans",
                        options={"hq_transport.command_rhino": 1},
                        notes="ends with a break\n",
                        attached=(
                            AttachedCard(card="reaver_titan", options=wide, notes="2024-01-01"),
                            AttachedCard(card="rhino_squadron", name="007"),
                        ),
                    ),
                ),
                structures=(StructureCard(card="bunker", notes="10:30"),),
            ),
            Force(list_id="imperial_guard"),
        ),
    )


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_every_example_is_read_plainly_and_alike(path: Path) -> None:
    assert _agrees(path.read_text(encoding="utf-8"))


def test_the_written_forms_are_read_plainly() -> None:
    roster = _sample()
    text = dump_roster(roster)
    for form in ("|-\n", "|\n", "'", "{hq_transport", "options:\n", "companies: []"):
        assert form in text  # the sample still writes each form
    assert _agrees(text)
    assert parse_roster(text) == roster


@settings(max_examples=300, deadline=None)
@given(roster=rosters())
def test_any_roster_written_is_read_alike_or_left_to_pyyaml(roster: Roster) -> None:
    text = dump_roster(roster)
    _agrees(text)
    assert parse_roster(text) == roster


def _by_pyyaml(data: Any) -> str:
    """*data* as another program writes it through PyYAML: ``safe_dump``, sequences at
    their key's indent, the keys of every mapping in reverse order."""

    def reverse(value: Any) -> Any:
        if isinstance(value, dict):
            return {key: reverse(value[key]) for key in reversed(list(value))}
        if isinstance(value, list):
            return [reverse(item) for item in value]
        return value

    text: str = yaml.safe_dump(reverse(data), sort_keys=False, allow_unicode=True)
    return text


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_every_example_written_by_pyyaml_is_read_plainly_and_alike(path: Path) -> None:
    """Read plainly but for the long notes, which PyYAML folds over several quoted lines
    (left to PyYAML, and read alike)."""
    data = _yaml(path.read_text(encoding="utf-8"))
    text = _by_pyyaml(data)
    _agrees(text)
    assert parse_roster(text) == parse_roster(path.read_text(encoding="utf-8"))
    short = _by_pyyaml(_without_notes(data))
    assert "\n- " in short  # a sequence at its key's indent
    assert _agrees(short)


def _without_notes(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _without_notes(item) for key, item in value.items() if key != "notes"}
    if isinstance(value, list):
        return [_without_notes(item) for item in value]
    return value


@settings(max_examples=300, deadline=None)
@given(roster=rosters())
def test_any_roster_written_by_pyyaml_is_read_alike_or_left_to_pyyaml(roster: Roster) -> None:
    """(PyYAML's own round trip is not the question: it writes some odd breaks, ``\\x85``,
    that it reads back as spaces; the plain reader leaves those to it.)"""
    _agrees(_by_pyyaml(roster_to_data(roster)))


common_names = st.from_regex(r"[GHJKLMPQRSUVWY][a-z]{1,8}( [A-Za-z0-9']{1,8}){0,3}", fullmatch=True)
"""Names as players write them (a first letter no number or date can start with: ``Aa 0``
might be one, and goes to PyYAML)."""


@settings(max_examples=100, deadline=None)
@given(name=common_names, notes=st.one_of(st.none(), common_names))
def test_common_rosters_need_no_pyyaml(name: str, notes: str | None) -> None:
    roster = _sample().model_copy(update={"name": name, "notes": notes})
    text = dump_roster(roster)
    if name.lower() in ("yes", "no", "true", "false", "on", "off", "null"):
        return
    assert _agrees(text)


# fmt: off
TRICKY = [
    "yes", "No", "ON", "~", "null", "", " ", "1e3", "0x1F", "0o7", "0b1", "007", "-1", "+1",
    "1_000", ".inf", ".NaN", "12:30", "2024-01-01", "2024-1-1 10:00:00", "'a''b'", "'x",
    "x'", '"x"', "|", "|-", "|+", "|2", ">", "{a: 1}", "{a: 1, a: 2}", "{a: yes}", "[]",
    "{}", "[a]", "&a x", "*a", "!!str x", "x #c", "a: b", "a:", "- x", "? x", "% x",
    "@x", "`x", "\t", "x\t", "\u00a0x", "\ufeff", "\x85", "\u2028", "\r", "<<", "=",
]
# fmt: on


def _mutate(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    kind = rng.randrange(9)
    at = rng.randrange(len(lines))
    line = lines[at]
    if kind == 0:  # a character inserted
        pos = rng.randrange(len(text) + 1)
        return text[:pos] + rng.choice(" -:'\"|#{}[],\n\t0aTyY~&*!>.") + text[pos:]
    if kind == 1 and text:  # a character removed
        pos = rng.randrange(len(text))
        return text[:pos] + text[pos + 1 :]
    if kind == 2:  # a line's indent changed
        lines[at] = " " * rng.choice((1, 2, 4)) + line if rng.random() < 0.5 else line[1:]
    elif kind == 3:  # a line doubled or dropped
        if rng.random() < 0.5:
            lines.insert(at, line)
        else:
            del lines[at]
    elif kind == 4 and at + 1 < len(lines):  # two lines swapped
        lines[at], lines[at + 1] = lines[at + 1], line
    elif kind in (5, 6) and ": " in line:  # a value replaced
        key = line.split(": ", 1)[0]
        lines[at] = f"{key}: {rng.choice(TRICKY)}"
    elif kind == 7 and ": " in line:  # a key of YAML's longest, or longer (issue 30)
        indent = len(line) - len(line.lstrip(" -"))
        size = rng.choice((1023, 1024, 1025, 1026, 3000))
        lines[at] = line[:indent] + "k" * size + line[line.index(": ") :]
    else:  # a blank line or a comment
        lines.insert(at, rng.choice(("", "# note", "  ", "---", "...")))
    return "\n".join(lines)


def _safe_yaml(text: str) -> Any:
    try:
        return _yaml(text)
    except (yaml.YAMLError, RecursionError, ValueError):
        return "refused"


@pytest.mark.parametrize("seed", range(4))
def test_mutated_texts_are_read_alike_or_left_to_pyyaml(seed: int) -> None:
    rng = random.Random(seed)
    texts = [dump_roster(_sample()), *(p.read_text(encoding="utf-8") for p in ROSTERS[:2])]
    texts += [_by_pyyaml(_yaml(text)) for text in texts]
    read = 0
    for _ in range(1500):
        text = rng.choice(texts)
        for _ in range(rng.randrange(1, 3)):
            text = _mutate(text, rng)
        data = plain_data(text)
        if data is not None:
            read += 1
            assert _safe_yaml(text) == data, text
    assert read > 100  # many harmless mutations (a changed name) are still read plainly


def test_a_text_past_the_limits_is_left_to_pyyaml() -> None:
    text = dump_roster(_sample())
    for nodes in range(0, 120):
        limits = Limits(max_chars=32_000_000, aliases=False, max_nodes=nodes)
        if plain_data(text, limits) is not None:
            check_limits(text, limits)  # PyYAML's walk takes it too
    assert plain_data(text, Limits(max_chars=len(text) - 1)) is None
    assert plain_data(text, Limits(max_chars=len(text))) is not None


def test_deep_or_odd_texts_are_left_to_pyyaml_without_crashing() -> None:
    deep = "".join(f"{'  ' * n}a:\n" for n in range(5000)) + f"{'  ' * 5000}a: 1\n"
    assert plain_data(deep) is None
    assert plain_data("") is None
    assert plain_data("format: netepic-roster/1") is None  # no final line break
    assert plain_data("- a: 1\n") is None
    assert plain_data("a: 1\na: 2\n") is None  # a duplicate key: PyYAML words it
    assert plain_data("a: " + "9" * 5000 + "\n") is None


@pytest.mark.parametrize("size", [1023, 1024, 1025, 1026])
def test_a_key_longer_than_yaml_allows_is_left_to_pyyaml(size: int) -> None:
    """YAML ends an implicit key 1,024 characters after it starts: PyYAML refuses a longer
    one, and so the plain reader must (issue 30), in a block mapping and in option counts."""
    key = "k" * size
    block = f"format: netepic-roster/1\nname: x\n{key}: 1\n"
    counts = (
        "format: netepic-roster/1\nname: x\nforces:\n  - list: a\n    companies:\n"
        f"      - card: b\n        options: {{{key}: 1}}\n"
    )
    for text in (block, counts):
        data = plain_data(text)
        if size <= 1024:
            assert data is not None and data == _yaml(text)
        else:
            assert data is None
            with pytest.raises(yaml.YAMLError):
                yaml.load(text, Loader=yaml.SafeLoader)
