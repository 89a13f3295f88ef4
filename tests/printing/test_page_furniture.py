"""The scale mark and the print-at-100 % advice are printed once per printout (issue 31), and
stored once per document and paper and language, in the page's language and at its paper
size."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber
import pytest
from pdfminer.pdftypes import resolve1

from listbuilder.codex.codex import Codex
from listbuilder.printing.army_cards import LoneCardGuard
from listbuilder.printing.page import draw_page_furniture, new_canvas
from listbuilder.printing.roster_pdf import army_cards, render_roster
from listbuilder.roster.io import parse_roster
from listbuilder.rules.context import build_context

COMPANIES = (
    "      - card: tactical_company\n        attached:\n          - {card: land_raider_squadron}\n"
)
ROSTER = "format: netepic-roster/1\nname: Many\nforces:\n  - list: space_marines\n    companies:\n"
MM = 72 / 25.4


def _footer_forms(page: pdfplumber.page.Page) -> dict[str, int]:
    """The page's form XObjects named PageFooter*, by name: their object numbers."""
    xobjects = resolve1(resolve1(page.page_obj.resources).get("XObject", {}))
    return {name: ref.objid for name, ref in xobjects.items() if "PageFooter" in name}


def _has_mark(page: pdfplumber.page.Page) -> bool:
    """The page shows both 6 cm arms of the L at exact scale."""
    edges = [(abs(e["x1"] - e["x0"]), abs(e["bottom"] - e["top"])) for e in page.edges]
    level = any(h < 0.5 and abs(w - 60 * MM) < 0.2 * MM for w, h in edges)
    upright = any(w < 0.5 and abs(h - 60 * MM) < 0.2 * MM for w, h in edges)
    return level and upright


@pytest.mark.parametrize(
    ("lang", "sections"), [("en", None), ("fr", None), ("en", "roster,cards,abilities")]
)
def test_the_scale_mark_and_advice_are_printed_once(
    tmp_path: Path, codex: Codex, lang: str, sections: str | None
) -> None:
    """Once per printout (issue 31): on the first templates page when templates are printed,
    else on the first page; the other pages give their foot to the content."""
    out = tmp_path / "many.pdf"
    roster = parse_roster(ROSTER + COMPANIES * 12)
    render_roster(roster, codex, out, lang=lang, printed=date(2026, 11, 22), sections=sections)
    advice = "Print at 100" if lang == "en" else "Imprimez à 100"
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) >= 6
        marked = [
            page.page_number
            for page in pdf.pages
            if _footer_forms(page) or advice in (page.extract_text() or "") or _has_mark(page)
        ]
        templates = [
            page.page_number
            for page in pdf.pages
            if "NetEpic Gold (1/" in (page.extract_text() or "")
            or "NetEpic Gold templates (1/" in (page.extract_text() or "")
        ]
        expected = templates[0] if sections is None else 1
        assert marked == [expected]
        page = pdf.pages[expected - 1]
        assert len(_footer_forms(page)) == 1
        assert "6 cm" in (page.extract_text() or "") and _has_mark(page)


def test_each_paper_and_language_gets_its_own_form(tmp_path: Path) -> None:
    out = tmp_path / "mixed.pdf"
    canvas = new_canvas(out, "a4", title="Mixed", lang="en")
    for paper, lang in [("a4", "en"), ("letter", "fr"), ("a4", "en"), ("letter", "fr")]:
        draw_page_furniture(canvas, paper, lang, f"{paper} {lang}")
        canvas.showPage()
    canvas.save()
    with pdfplumber.open(out) as pdf:
        names = [_footer_forms(page) for page in pdf.pages]
        texts = [page.extract_text() or "" for page in pdf.pages]
        sizes = [(round(page.width), round(page.height)) for page in pdf.pages]
    assert names[0] == names[2] and names[1] == names[3] and names[0] != names[1]
    assert sizes == [(595, 842), (612, 792)] * 2
    assert "a4 en" in texts[0] and "letter fr" in texts[1]
    assert "Print at 100" in texts[0] and "Imprimez à 100" in texts[1]
    for text in texts:  # the title is each page's own, the form is shared
        assert text.count("6 cm") == 2


def test_the_lone_card_guard_keeps_only_the_two_cards_it_looks_at(codex: Codex) -> None:
    ctx = build_context(parse_roster(ROSTER + COMPANIES * 30), codex)
    story = army_cards(ctx, codex, "en", 250, 700)
    guards = [f for f in story if isinstance(f, LoneCardGuard)]
    assert len(guards) == 1 and len(guards[0].earlier) == 2
