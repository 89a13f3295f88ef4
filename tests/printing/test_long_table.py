"""A roster sheet many pages long, read back: its table goes on over the pages with the
header on top of each, every row printed once and in order."""

from __future__ import annotations

import re
from pathlib import Path

import pdfplumber

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster

HEADER = "Card Type Points BP Morale VP"


def test_a_sheet_of_300_companies_runs_over_pages_with_every_row_once(
    tmp_path: Path, codex: Codex
) -> None:
    n = 300
    company = (
        "      - card: tactical_company\n"
        "        attached:\n"
        "          - {card: land_raider_squadron}\n"
    )
    text = (
        "format: netepic-roster/1\nname: Long\nforces:\n  - list: space_marines\n"
        f"    companies:\n{company * n}"
    )
    out = tmp_path / "sheet.pdf"
    render_roster(parse_roster(text), codex, out, sections="roster")
    with pdfplumber.open(out) as pdf:
        pages = [page.extract_text() or "" for page in pdf.pages]
    assert len(pages) >= 10
    table_pages = [page for page in pages if "Tactical Company #" in page]
    assert len(table_pages) >= 10
    for page in table_pages:
        assert HEADER in page  # the header row on top of every page of the table
    numbers = [int(k) for page in table_pages for k in re.findall(r"Tactical Company #(\d+)", page)]
    assert numbers == list(range(1, n + 1))
    totals = sum(page.count("Company total") for page in table_pages)
    assert totals == n
    assert sum(page.count("Force total") for page in pages) == 1
