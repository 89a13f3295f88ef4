"""Company cards are numbered on paper as in the window and the summary (issue 12)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber

from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from listbuilder.rules.context import build_context
from tests.printing.pdf_text import columns_text

TWO_COMPANIES = """\
format: netepic-roster/1
name: Two companies
points_limit: 3000
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: land_raider_squadron
      - card: tactical_company
        attached:
          - card: devastator_detachment
"""


def test_sheet_and_cards_number_companies_like_the_summary(tmp_path: Path, codex) -> None:  # type: ignore[no-untyped-def]
    roster = parse_roster(TWO_COMPANIES)
    labels = [c.label.get("en") for c in build_context(roster, codex).forces[0].companies]
    assert labels == ["Tactical Company #1", "Tactical Company #2"]
    sheet = tmp_path / "sheet.pdf"
    render_roster(roster, codex, sheet, sections="roster", printed=date(2026, 11, 22))
    with pdfplumber.open(sheet) as pdf:
        sheet_text = pdf.pages[0].extract_text() or ""
    cards = tmp_path / "cards.pdf"
    render_roster(roster, codex, cards, sections="cards", printed=date(2026, 11, 22))
    cards_text = "\n".join(columns_text(cards))
    for label in labels:
        assert label in sheet_text
        # the company's own card carries its number as a title line, not only "Attached to"
        titles = [line for line in cards_text.splitlines() if line.startswith(label)]
        assert titles, f"no card titled {label!r}"
        assert f"Attached to {label}" in cards_text
