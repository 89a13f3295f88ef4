"""Cases 1-4 of issue 9: hostile YAML in rosters, tournament packs and codex books.

Each file must end in a located message (file, line, what to do), never a crash, a
traceback or a silent loss of data; the CLI keeps checking the other files of a folder.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.loader import load_codex_uncached
from listbuilder.errors import ListBuilderError, RosterFileError
from listbuilder.roster.io import parse_roster
from listbuilder.rules.tournament import parse_pack
from tests.codex.factories import make_book, write_codex

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
HEAD = "format: netepic-roster/1\nname: Hostile\n"


def roster_error(text: str) -> RosterFileError:
    with pytest.raises(RosterFileError) as info:
        parse_roster(text, file="hostile.yaml")
    assert info.value.file == "hostile.yaml"
    return info.value


# --- case 1: nesting that crashes the C loader ---------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "notes: " + "[" * 30_000 + "]" * 30_000,
        "notes: " + "{a: " * 30_000 + "}" * 30_000,
        "notes:\n" + "".join("  " * i + "- \n" for i in range(200)),
        "forces: " + "[" * 1_000_000,
    ],
    ids=["flow-seq", "flow-map", "block", "unclosed-million"],
)
def test_deep_nesting_is_refused_before_the_loader(body: str) -> None:
    start = time.perf_counter()
    error = roster_error(HEAD + body)
    assert time.perf_counter() - start < 5
    assert "nested more than" in error.message
    assert error.line is not None and 3 <= error.line <= 70  # where the 65th level opens
    assert error.hint and "damaged" in error.hint


def test_deep_nesting_in_a_subprocess_exits_2_not_a_signal(tmp_path: Path) -> None:
    """The crash was a SIGSEGV: only a separate process shows it is gone."""
    bad = tmp_path / "deep.yaml"
    bad.write_text(HEAD + "notes: " + "[" * 30_000 + "]" * 30_000, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "listbuilder", "validate", str(bad), str(LEGAL)],
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert done.returncode == 2, done.stderr
    assert f"{bad}:3" in done.stderr and "nested more than" in done.stderr
    assert "Traceback" not in done.stderr
    assert "Ultramarines at Tarsis" in done.stdout  # the good file was still checked


# --- case 2: values whose construction raises plain Python errors --------------


@pytest.mark.parametrize(
    ("value", "tag"),
    [
        ("2024-02-30", "!!timestamp"),
        ("!!int abc", "!!int"),
        ("!!timestamp x", "!!timestamp"),
        ("!!bool maybe", "!!bool"),
        ("!!float nope", "!!float"),
        ("!!int " + "9" * 5000, "!!int"),
    ],
)
def test_values_that_cannot_be_built_are_located(value: str, tag: str) -> None:
    error = roster_error(HEAD + "points_limit: 3000\nnotes: " + value + "\nforces: []\n")
    assert error.line == 4
    assert f"not a valid {tag} value" in error.message
    assert error.hint and "quotes" in error.hint


def test_foreign_tags_never_run_code() -> None:
    error = roster_error(HEAD + "notes: !!python/object/apply:os.system ['false']\n")
    assert error.line == 3 and "tag" in (error.hint or "")


def test_control_characters_are_located() -> None:
    error = roster_error(HEAD + "forces: []\nnotes: a\x00b\n")
    assert error.line == 4 and "U+0000" in error.message


# --- case 3: aliases -------------------------------------------------------------

LAUGHS = (
    HEAD
    + "a: &a [{card: x}, {card: x}, {card: x}, {card: x}, {card: x}, {card: x}, {card: x}]\n"
    + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
    )
)


def test_aliases_are_refused_in_rosters() -> None:
    start = time.perf_counter()
    error = roster_error(LAUGHS)
    assert time.perf_counter() - start < 2
    assert error.line == 4 and "alias (*a)" in error.message
    assert error.hint and "write the value out" in error.hint


def test_alias_expansion_has_a_budget_in_packs_and_codex_files(tmp_path: Path) -> None:
    pack = LAUGHS.replace("format: netepic-roster/1", "format: netepic-tournament/1")
    with pytest.raises(ListBuilderError) as info:
        parse_pack(pack, file="pack.yaml")
    assert "aliases" in info.value.message and info.value.line is not None
    folder = write_codex(tmp_path, [make_book("good")])
    (folder / "books" / "laughs.yaml").write_text(
        LAUGHS.replace("a: &a", "id: x\na: &a"), encoding="utf-8"
    )
    (folder / "books" / "loop.yaml").write_text("id: &a [x, *a]\n", encoding="utf-8")
    codex = load_codex_uncached(folder)
    assert set(codex.books) == {"good"}
    messages = {Path(str(e.file)).name: e.message for e in codex.errors}
    assert "aliases" in messages["laughs.yaml"]
    assert "contains it" in messages["loop.yaml"]


def test_small_aliases_stay_allowed_in_codex_files() -> None:
    text = "format: netepic-tournament/1\nlists: &l {deny: [orks]}\ncards: *l\n"
    pack = parse_pack(text, file="pack.yaml")
    assert pack.cards.deny == ("orks",)


# --- case 4: duplicate keys --------------------------------------------------------


def test_duplicate_keys_name_both_lines() -> None:
    text = HEAD + "forces:\n- list: orks\n  companies: []\nnotes: x\nforces: []\n"
    error = roster_error(text)
    assert error.line == 7
    assert "duplicate key 'forces'" in error.message and "line 3" in error.message
    assert error.hint and "merge" in error.hint


def test_duplicate_keys_in_a_flow_mapping_and_a_pack() -> None:
    assert "duplicate key 'list'" in roster_error(HEAD + "forces: [{list: a, list: b}]\n").message
    with pytest.raises(ListBuilderError) as info:
        parse_pack("format: netepic-tournament/1\nname: a\nname: b\n", file="p.yaml")
    assert info.value.line == 3 and "first on line 2" in info.value.message


def test_merge_keys_may_be_overridden_in_codex_files() -> None:
    text = "format: netepic-tournament/1\nlists: &l {deny: [a]}\ncards: {<<: *l, deny: [b]}\n"
    assert parse_pack(text, file="p.yaml").cards.deny == ("b",)


# --- a folder run survives every case ------------------------------------------------


def test_folder_run_reports_each_bad_file_and_checks_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = {
        "1-deep.yaml": HEAD + "notes: " + "[" * 30_000,
        "2-date.yaml": HEAD + "notes: 2024-02-30\n",
        "3-alias.yaml": LAUGHS,
        "4-dup.yaml": HEAD + "forces: []\nforces: []\n",
    }
    for name, text in bad.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "5-good.yaml").write_text(LEGAL.read_text(encoding="utf-8"), encoding="utf-8")
    status = main(["validate", "--lang", "en", str(tmp_path)])
    out, err = capsys.readouterr()
    assert status == 2
    for name in bad:
        assert str(tmp_path / name) + ":" in err
    assert "Traceback" not in err
    assert "Ultramarines at Tarsis" in out and "1 legal, 0 illegal, 4 unreadable" in out
