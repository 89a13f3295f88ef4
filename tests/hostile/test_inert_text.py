"""Issue 19: a stranger's names reach no terminal, spreadsheet or XML file as commands.

Terminal escapes in a roster's name are shown as ``\\uXXXX`` by ``validate``, ``summary``
and the text exports; a CSV cell never starts a formula; the XML we write reads back.
"""

from __future__ import annotations

import csv
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.codex.loader import load_codex
from listbuilder.editing.export import export_bytes, write_export
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    read_battlescribe_roster,
)
from listbuilder.report.inert import csv_cell, terminal_text, xml_text
from listbuilder.roster.io import dump_roster, parse_roster
from tests.platforms import needs_posix_file_names

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
EVIL = "\x1b]0;pwned\x07\x1b[2J\x1b[31mRed\x9b1m\x01\x00\r\u202eEnd"
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _roster(tmp_path: Path, name: str) -> Path:
    text = LEGAL.read_text(encoding="utf-8")
    quoted = json.dumps(name)  # a JSON string is a YAML double-quoted scalar
    path = tmp_path / "evil.yaml"
    path.write_text(
        text.replace("name: Ultramarines at Tarsis", f"name: {quoted}", 1), encoding="utf-8"
    )
    return path


def _run(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "listbuilder", *args],
        capture_output=True,
        timeout=120,
        env={**os.environ, "LISTBUILDER_LANG": "en"},
    )


@pytest.mark.parametrize(
    "args",
    [
        ("validate", "--lang", "en"),
        ("summary", "--lang", "en"),
        ("export", "--format", "text", "--lang", "en"),
        ("export", "--format", "markdown", "--lang", "en"),
        ("export", "--format", "bbcode", "--lang", "en"),
    ],
)
def test_terminal_escapes_in_a_name_are_shown_not_obeyed(
    args: tuple[str, ...], tmp_path: Path
) -> None:
    path = _roster(tmp_path, EVIL)
    done = _run(*args[:1], str(path), *args[1:])
    assert done.returncode == 0, done.stderr
    for stream in (done.stdout, done.stderr):
        text = stream.decode("utf-8")
        assert not RAW_CONTROL.search(text), repr(text[:300])
    shown = done.stdout.decode("utf-8")
    assert "\\u001b" in shown and "pwned" in shown and "\\u0007" in shown


@needs_posix_file_names
def test_an_escape_in_a_file_name_is_inert_in_error_lines(tmp_path: Path) -> None:
    bad = tmp_path / "bad\x1b[2Jname.yaml"
    bad.write_text("format: netepic-roster/1\nname: [", encoding="utf-8")
    done = _run("validate", "--lang", "en", str(bad))
    assert done.returncode == 2
    assert b"\x1b" not in done.stderr and b"\\u001b[2Jname.yaml" in done.stderr


def test_json_on_standard_output_keeps_its_meaning(tmp_path: Path) -> None:
    path = _roster(tmp_path, EVIL)
    done = _run("summary", str(path), "--json", "--lang", "en")
    assert done.returncode == 0, done.stderr
    assert not RAW_CONTROL.search(done.stdout.decode("utf-8"))
    assert json.loads(done.stdout)["name"] == EVIL


def test_a_text_export_file_is_inert(tmp_path: Path) -> None:
    codex = load_codex()
    roster = parse_roster(_roster(tmp_path, EVIL).read_text(encoding="utf-8"))
    data, _ = export_bytes(roster, codex, "text", "en")
    assert not RAW_CONTROL.search(data.decode("utf-8"))


@pytest.mark.parametrize(
    "name",
    ['=HYPERLINK("http://evil","x")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx", "＝1+1"],
)
def test_csv_cells_never_start_a_formula(name: str, tmp_path: Path) -> None:
    path = _roster(tmp_path, name)
    out = tmp_path / "out.csv"
    done = _run("validate", "--lang", "en", str(path), "--csv", str(out))
    assert done.returncode == 0, done.stderr
    rows = list(csv.reader(out.open(encoding="utf-8", newline="")))
    assert rows[1][1] == "'" + name
    assert rows[1][4] == "2925"  # numbers stay numbers


def test_csv_cell_rule() -> None:
    assert csv_cell("Ultramarines") == "Ultramarines"
    assert csv_cell("a=b") == "a=b"
    assert csv_cell("") == ""
    assert all(csv_cell(s).startswith("'") for s in "=+-@\t\r")


@pytest.mark.parametrize("fmt", ["ros", "rosz"])
def test_a_name_with_nul_and_controls_exports_to_xml_we_read_back(fmt: str, tmp_path: Path) -> None:
    codex = load_codex()
    name = "A\x00B\x01C\x1fD\x7fE\x9bF\ufffeG\u202eH\tI"
    roster = parse_roster(_roster(tmp_path, name).read_text(encoding="utf-8"))
    data, _ = export_bytes(roster, codex, fmt, "en")
    target = tmp_path / f"out.{fmt}"
    write_export(target, data, fmt)
    back, _ = read_battlescribe_roster(target, codex)
    assert back.name == xml_text(name) == "ABCD\x7fE\x9bFG\u202eH\tI"
    assert b"\x9b" not in data and b"\xc2\x9b" not in data  # C1 written as a reference


def test_a_yaml_save_reads_back_a_name_with_controls(tmp_path: Path) -> None:
    roster = parse_roster(_roster(tmp_path, EVIL).read_text(encoding="utf-8"))
    assert parse_roster(dump_roster(roster)).name == EVIL


def test_terminal_text_keeps_tab_newline_and_plain_text() -> None:
    assert terminal_text("Ultramarines\tà Tarsis\nœ ✓") == "Ultramarines\tà Tarsis\nœ ✓"
    assert terminal_text("\x1b[2J") == "\\u001b[2J"
