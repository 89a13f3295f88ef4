"""A card without a break point prints "–" on the roster sheet and its army card, never
"BP 0" (report.numbers), as the window shows it; the figures of other cards stay numbers."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import load_roster
from tests.printing.pdf_text import columns_text

MARINES = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"
TITAN = {"en": "Warhound Titan", "fr": "Titan Warhound"}
BP = {"en": "BP", "fr": "PR"}


def _cell_under(page: pdfplumber.page.Page, head: str, row: str) -> str:
    """The word of the row starting with *row* that stands in the column headed *head*."""
    words = page.extract_words()
    column = next(w for w in words if w["text"] == head)
    first = row.split()[0]
    start = next(w for w in words if w["text"] == first and row in _line(words, w))
    cells = [w for w in words if abs(w["top"] - start["top"]) < 2]
    middle = (column["x0"] + column["x1"]) / 2
    return min(cells, key=lambda w: abs((w["x0"] + w["x1"]) / 2 - middle))["text"]


def _line(words: list[dict[str, object]], word: dict[str, object]) -> str:
    top = float(word["top"])  # type: ignore[arg-type]
    return " ".join(str(w["text"]) for w in words if abs(float(w["top"]) - top) < 2)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_roster_sheet_prints_the_dash_in_the_bp_column(
    lang: str, tmp_path: Path, codex: Codex
) -> None:
    out = tmp_path / "sheet.pdf"
    roster = load_roster(MARINES)
    render_roster(roster, codex, out, lang=lang, sections="roster", printed=date(2026, 11, 26))
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        assert _cell_under(page, BP[lang], TITAN[lang]) == "\u2013"
        assert _cell_under(page, BP[lang], "Chaplain") == "\u2013"
        company = "Tactical Company #1" if lang == "en" else "Compagnie tactique #1"
        assert _cell_under(page, BP[lang], company) == "15"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_army_card_prints_the_dash_for_the_titan(lang: str, tmp_path: Path, codex: Codex) -> None:
    out = tmp_path / "cards.pdf"
    render_roster(
        load_roster(MARINES), codex, out, lang=lang, sections="cards", printed=date(2026, 11, 26)
    )
    card = next(text for text in columns_text(out) if f"\n{TITAN[lang]}\n" in text)
    lines = card.splitlines()
    lines = lines[lines.index(TITAN[lang]) :]  # the column may hold a card above it
    figures = lines[lines.index(next(line for line in lines if line.startswith("Points"))) + 1]
    assert figures.split() == ["250", "\u2013", "\u2013", "3"]  # points, BP, morale, VP
