"""Issue 19: long unbreakable words and card ids stay on the printed card and the page.

Names, notes and card ids are a stranger's text: a 79-character word (within the name
limit) or a 399-character note with no space ran off the card and the page. The PDFs are
read back with pdfplumber and every character is checked against the page's margins and,
on the card pages, against the outline of a card.
"""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from reportlab.lib.units import mm

from listbuilder.codex.codex import Codex
from listbuilder.printing.page import MARGIN
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import AttachedCard, Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"


def _hostile(word: str) -> Roster:
    roster = load_roster(LEGAL)
    force = roster.forces[0]
    first = force.companies[0]
    attached = (
        first.attached[0].model_copy(update={"notes": "Q" * 399}),
        AttachedCard(card="unknown_" + "x" * 71),  # an unknown card id of 79 characters
        *first.attached[1:],
    )
    company = first.model_copy(update={"notes": word * 5, "attached": attached})
    force = force.model_copy(update={"companies": (company, *force.companies[1:])})
    return roster.model_copy(update={"name": word, "forces": (force, *roster.forces[1:])})


@pytest.fixture(scope="module", params=["a4", "letter"])
def printed(
    request: pytest.FixtureRequest, codex: Codex, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    out = tmp_path_factory.mktemp("long") / f"long-{request.param}.pdf"
    render_roster(
        _hostile("W" * 79),
        codex,
        out,
        paper=request.param,
        sections=("roster", "cards", "game-day"),
        source_name="F" * 120 + ".yaml",
    )
    return out


def test_every_character_is_within_the_page_margins(printed: Path) -> None:
    with pdfplumber.open(printed) as pdf:
        for number, page in enumerate(pdf.pages, start=1):
            outside = [
                ch["text"]
                for ch in page.chars
                if ch["x0"] < MARGIN - 0.5
                or ch["x1"] > page.width - MARGIN + 0.5
                or ch["top"] < 0
                or ch["bottom"] > page.height
            ]
            assert outside == [], (number, "".join(outside[:40]))


def test_card_texts_stay_inside_their_card(printed: Path) -> None:
    checked = 0
    with pdfplumber.open(printed) as pdf:
        for page in pdf.pages:
            cards = [  # card outlines; the 6 cm scale mark sits on the bottom margin
                c
                for c in page.curves
                if c["width"] > 30 * mm
                and c["height"] > 15 * mm
                and c["bottom"] < page.height - MARGIN - 2
            ]
            if not cards:
                continue
            for ch in page.chars:
                title = ch["top"] < 20 * mm
                mark = ch["x0"] < MARGIN + 5 * mm or ch["bottom"] > page.height - 15 * mm
                if title or mark:
                    continue  # the page's own title, and the scale mark's labels
                assert any(
                    c["x0"] - 0.5 <= ch["x0"]
                    and ch["x1"] <= c["x1"] + 0.5
                    and c["top"] - 0.5 <= ch["top"]
                    and ch["bottom"] <= c["bottom"] + 0.5
                    for c in cards
                ), ch["text"]
                checked += 1
        text = "".join(page.extract_text() for page in pdf.pages)
    assert checked > 1000
    assert "QQQQQQQQQQ" in text and "WWWWWWWWWW" in text  # split, not dropped
