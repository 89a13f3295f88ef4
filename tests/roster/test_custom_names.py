"""Issue 21: the player's own names (``name:`` beside ``card:`` and ``list:``) and notes
travel everywhere: YAML, BattleScribe (customName, customNotes), share codes, exports, prints."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.loader import load_codex
from listbuilder.editing.export import export_bytes, write_export
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import read_battlescribe_roster
from listbuilder.interop.share_code import decode, encode
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.report.exports import export_text
from listbuilder.roster.io import dump_roster, parse_roster

NAMED = """\
format: netepic-roster/1
name: Ultramarines at Tarsis
forces:
  - list: space_marines
    name: Ultramarines
    notes: Chapter Master's strike force
    companies:
      - card: tactical_company
        name: 2nd Company
        notes: Veterans of Macragge
        attached:
          - card: chaplain
            name: Cassius
            notes: |-
              Reclusiarch
              of the 2nd
          - card: rhino_squadron
  - list: imperial_guard
    name: Tarsis 5th
    companies:
      - card: tactical_infantry_company
"""


@pytest.fixture(scope="module")
def roster():  # type: ignore[no-untyped-def]
    return parse_roster(NAMED)


def test_names_are_read_and_written_beside_card_and_list(roster) -> None:  # type: ignore[no-untyped-def]
    force = roster.forces[0]
    assert force.name == "Ultramarines" and force.companies[0].name == "2nd Company"
    assert force.companies[0].attached[0].name == "Cassius"
    assert force.companies[0].attached[1].name is None
    assert dump_roster(roster) == NAMED  # canonical: name right after card/list


@pytest.mark.parametrize("zipped", [False, True], ids=["ros", "rosz"])
def test_yaml_to_battlescribe_and_back_keeps_names_and_notes_exactly(
    roster,
    tmp_path: Path,
    zipped: bool,  # type: ignore[no-untyped-def]
) -> None:
    codex = load_codex()
    fmt = "rosz" if zipped else "ros"
    data, _ = export_bytes(roster, codex, fmt, "en")
    out = tmp_path / f"army.{fmt}"
    write_export(out, data, fmt)
    xml = (
        zipfile.ZipFile(out).read(zipfile.ZipFile(out).namelist()[0])
        if zipped
        else out.read_bytes()
    ).decode("utf-8")
    assert 'customName="Cassius"' in xml and 'customName="2nd Company"' in xml
    assert 'customName="Ultramarines"' in xml
    back, _ = read_battlescribe_roster(out, codex)
    assert back == roster
    assert dump_roster(back) == NAMED


def test_a_share_code_carries_names_and_notes(roster) -> None:  # type: ignore[no-untyped-def]
    assert decode(encode(roster)) == roster


@pytest.mark.parametrize("fmt", ["text", "markdown", "bbcode"])
def test_text_exports_show_names_and_notes(roster, fmt: str) -> None:  # type: ignore[no-untyped-def]
    text = export_text(roster, load_codex(), fmt, "en")
    assert "2nd Company (Tactical Company #1)" in text
    assert "Cassius (Chaplain)" in text
    assert "Veterans of Macragge" in text and "Reclusiarch" in text
    assert "Ultramarines (" in text and "Tarsis 5th (" in text


def test_the_printout_shows_names_and_notes(roster, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = render_roster(roster, load_codex(), tmp_path / "army.pdf", sections="roster,cards")
    with pdfplumber.open(out) as pdf:
        text = "\n".join(page.extract_text() for page in pdf.pages)
    assert "2nd Company (Tactical Company #1)" in text
    assert "Cassius (Chaplain)" in text
    assert "Reclusiarch" in text
