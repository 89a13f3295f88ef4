"""The roster sheet's cells: one paragraph per distinct text, laid out as a fresh one."""

from __future__ import annotations

from datetime import date

from reportlab.platypus import Paragraph

from listbuilder.codex.codex import Codex
from listbuilder.printing.long_table import RowStream
from listbuilder.printing.roster_sheet import _SharedParagraph, roster_sheet
from listbuilder.printing.styles import styles
from listbuilder.roster.io import parse_roster
from listbuilder.rules.engine import validate


def _lines(paragraph: Paragraph) -> list[str]:
    return [" ".join(line[1]) for line in paragraph.blPara.lines]


def test_a_shared_paragraph_breaks_its_lines_as_a_fresh_one_at_each_width() -> None:
    text = "Tactical Company with a rather long name that wraps over some lines"
    shared = _SharedParagraph(text, styles()["cell"])
    for width in (200.0, 60.0, 200.0, 35.0, 60.0):
        fresh = Paragraph(text, styles()["cell"])
        assert shared.wrap(width, 500) == fresh.wrap(width, 500)
        assert _lines(shared) == _lines(fresh)
        assert shared.height == fresh.height
    assert shared.wrap(0, 500) == Paragraph(text, styles()["cell"]).wrap(0, 500)


def test_repeated_cells_of_a_big_sheet_are_one_paragraph(codex: Codex) -> None:
    company = (
        "      - card: tactical_company\n"
        "        attached:\n"
        "          - {card: land_raider_squadron}\n"
    )
    roster = parse_roster(
        f"format: netepic-roster/1\nforces:\n  - list: space_marines\n    companies:\n{company * 5}"
    )
    story = roster_sheet(
        validate(roster, codex), codex, "en", 500, source_name=None, printed=date(2026, 1, 1)
    )
    (table,) = [item for item in story if isinstance(item, RowStream)]
    rows = [row() for row in table.rows]
    totals = {id(row[0]) for row in rows if "Company total" in getattr(row[0], "text", "")}
    raiders = {id(row[0]) for row in rows if "Land Raider" in getattr(row[0], "text", "")}
    assert len([row for row in rows if "Company total" in getattr(row[0], "text", "")]) == 5
    assert len(totals) == 1
    assert len(raiders) == 1
