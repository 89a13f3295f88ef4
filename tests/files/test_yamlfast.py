"""The one-pass YAML reader builds what the safe loader builds, or hands the text back."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder import paths
from listbuilder.files.yamlfast import NotPlain, load_plain
from listbuilder.files.yamlio import CODEX_LIMITS, ROSTER_LIMITS, SafeLoader, dump_text, load_text

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def fast(text: str, *, max_depth: int = 64, max_nodes: int = 5_000_000) -> Any:
    return load_plain(text, max_chars=1_000_000_000, max_depth=max_depth, max_nodes=max_nodes)


def careful(text: str) -> Any:
    return yaml.load(text, Loader=SafeLoader)


def same(a: Any, b: Any) -> bool:
    """Equal, with the same types all the way down (``1 == 1.0 == True`` is not enough)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(
            same(ka, kb) and same(a[ka], b[kb]) for ka, kb in zip(a, b, strict=True)
        )
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)


def _shipped_files() -> list[Path]:
    codex = paths.codex_data_dir()
    return sorted(codex.rglob("*.yaml")) + sorted(EXAMPLES.glob("*.yaml"))


@pytest.mark.parametrize("path", _shipped_files(), ids=lambda p: p.name)
def test_every_shipped_file_is_read_in_one_pass_into_the_same_data(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert same(fast(text), careful(text))


@pytest.mark.parametrize(
    "text",
    [
        "a: yes\nb: No\nc: on\nd: OFF\ne: true\nf: ~\ng: null\nh:\ni: ''\nj: '1'\n",
        "- 0x1F\n- 0o17\n- 017\n- 1_000\n- -3\n- +4\n- 190:20:30\n- 0b101\n",
        "- 1.5\n- 1.5e3\n- .inf\n- -.Inf\n- .nan\n- 1_0.5\n- 6.8523015e+5\n",
        "- 2001-12-14\n- 2001-12-14t21:59:43.10-05:00\n- 2001-12-14 21:59:43.10\n",
        'text: |\n  two\n  lines\nfolded: >\n  one\n  line\nq: "tab\\there"\n',
        "{a: [1, 2, {b: c}], d: [], e: {}}",
        "plain scalar at the root",
        "- [nested, [deeper, [deepest]]]\n",
        "1: one\n2.5: two\nno: three\n~: four\n",
        "",
        "# only a comment\n",
        "---\n",
        "--- 3\n...\n",
    ],
)
def test_plain_yaml_gives_the_safe_loaders_values(text: str) -> None:
    assert same(fast(text), careful(text))


@pytest.mark.parametrize(
    "text",
    [
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: !custom 1\n",
        "base: {x: 1}\nmore:\n  <<: {x: 2}\n",
        "a: 1\na: 2\n",
        "? [a, b]\n: complex key\n",
        "a: [1\n",
        "a: 2001-02-30\n",
        "--- 1\n--- 2\n",
        "a: =\n",
        "\x07",
    ],
    ids=[
        "alias",
        "tag",
        "unknown-tag",
        "merge",
        "duplicate",
        "complex-key",
        "syntax",
        "bad-date",
        "two-documents",
        "value-tag",
        "bad-character",
    ],
)
def test_what_is_not_plain_yaml_goes_to_the_careful_reader(text: str) -> None:
    with pytest.raises(NotPlain):
        fast(text)


def test_the_limits_are_checked_in_the_same_pass() -> None:
    with pytest.raises(NotPlain):
        fast("a: " + "[" * 10 + "]" * 10, max_depth=9)
    assert fast("a: " + "[" * 8 + "]" * 8, max_depth=9) == {"a": [[[[[[[[]]]]]]]]}
    with pytest.raises(NotPlain):
        fast("[1, 2, 3, 4]", max_nodes=4)
    assert fast("[1, 2, 3]", max_nodes=4) == [1, 2, 3]
    with pytest.raises(NotPlain):
        load_plain("[1]", max_chars=2, max_depth=64, max_nodes=10)


def test_the_careful_reader_still_refuses_what_the_one_pass_hands_back() -> None:
    with pytest.raises(yaml.YAMLError, match="alias"):
        load_text("a: &x 1\nb: *x\n", ROSTER_LIMITS)
    with pytest.raises(yaml.YAMLError, match="line 1"):
        load_text("a: 1\na: 2\n", CODEX_LIMITS)
    assert load_text("a: &x 1\nb: *x\n", CODEX_LIMITS) == {"a": 1, "b": 1}


_leaves = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.dates()
)
_data = st.recursive(
    _leaves,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=6) | st.integers(), inner, max_size=4)
    ),
    max_leaves=30,
)


@settings(max_examples=150, deadline=None)
@given(_data)
def test_any_dumped_data_reads_back_the_same_in_one_pass(data: Any) -> None:
    text = dump_text(data)
    assert same(fast(text), careful(text))


@pytest.mark.parametrize("size", [1023, 1024, 1025, 1026])
@pytest.mark.parametrize("form", ["{key}: 1\n", "a: {{{key}: 1}}\n", "- {key}: 1\n"])
def test_a_key_longer_than_yaml_allows_is_refused_alike(size: int, form: str) -> None:
    """libyaml's events and PyYAML's pure reader agree on YAML's 1,024-character key
    (issue 30): within it both read the same data, past it both refuse."""
    text = form.format(key="k" * size)
    if size <= 1024:
        assert same(fast(text), yaml.load(text, Loader=yaml.SafeLoader))
        return
    with pytest.raises(NotPlain):
        fast(text)
    with pytest.raises(yaml.YAMLError):
        yaml.load(text, Loader=yaml.SafeLoader)
