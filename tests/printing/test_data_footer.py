"""Every page of a printout names the army data its figures come from (issue 33)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import load_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Army data: game system revision 7; Titan Legions r3"),
        ("fr", "Données d'armée : système de jeu révision 7 ; Légions Titaniques r3"),
    ],
)
def test_every_page_names_the_data_revisions(
    codex: Codex, tmp_path: Path, lang: str, words: str
) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    out = render_roster(roster, codex, tmp_path / "army.pdf", lang=lang, sections="roster,cards")
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) >= 2
        for page in pdf.pages:
            bottom = page.crop((0, page.height - 20, page.width, page.height))
            assert words in (bottom.extract_text() or "").replace("\n", " ")
