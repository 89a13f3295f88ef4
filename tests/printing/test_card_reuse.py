"""Cards alike but for their titles share one laid-out body: every card still prints
in full, and cards that differ (options, notes, names) never borrow another's body."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pdfplumber

from listbuilder.codex.codex import Codex
from listbuilder.printing.army_cards import ArmyCard, CardBodies
from listbuilder.printing.roster_pdf import army_cards, render_roster
from listbuilder.roster.io import parse_roster
from listbuilder.rules.context import build_context
from tests.printing.pdf_cards import cards

TACTICAL_AND_RAIDERS = (
    "      - card: tactical_company\n        attached:\n          - {card: land_raider_squadron}\n"
)


def _roster(companies: str, list_id: str = "space_marines") -> str:
    head = f"format: netepic-roster/1\nname: Many\nforces:\n  - list: {list_id}\n"
    return f"{head}    companies:\n{companies}"


def _render(tmp_path: Path, codex: Codex, text: str) -> Path:
    out = tmp_path / "cards.pdf"
    render_roster(parse_roster(text), codex, out, sections="cards", printed=date(2026, 11, 22))
    return out


def test_forty_identical_companies_print_eighty_whole_cards(tmp_path: Path, codex: Codex) -> None:
    n = 40
    companies = TACTICAL_AND_RAIDERS * n
    out = _render(tmp_path, codex, _roster(companies))
    printed = cards(out)
    assert len(printed) == 2 * n
    for k in range(1, n + 1):
        company = [c for c in printed if c.startswith(f"Tactical Company #{k}\n")]
        raider = [c for c in printed if f"Attached to Tactical Company #{k}\n" in c]
        assert len(company) == 1 and len(raider) == 1, k
        flat = " ".join(company[0].split())
        assert "Composition and losses" in flat and "Bolters 50cm 1d6 5+ (0)" in flat
        assert "Transport (2), Point Defence (1)" in flat
        assert "Lascannons 75cm 2d6 5+ (-2)" in " ".join(raider[0].split())
    with pdfplumber.open(out) as pdf:
        pages = len(pdf.pages)
    # a Tactical Company and its Land Raiders stand in one column: two companies on the first
    # page (it carries the scale mark), three on the others, whose foot is free (issue 31)
    assert pages == 1 + -(-(n - 2) // 3)


def test_the_bodies_are_laid_out_once_per_kind(codex: Codex) -> None:
    companies = TACTICAL_AND_RAIDERS * 25
    ctx = build_context(parse_roster(_roster(companies)), codex)
    bodies = CardBodies()
    story = army_cards(ctx, codex, "en", 250, 700, bodies)
    assert len(bodies) == 2
    assert sum(isinstance(f, ArmyCard) for f in story) == 50


DIFFERENT = """\
      - card: tactical_infantry_company
        options: {hq_transport.command_chimera: 1}
      - card: tactical_infantry_company
      - card: tactical_infantry_company
        notes: Hold the bridge
      - card: tactical_infantry_company
        name: Cadian 8th
        notes: Hold the bridge
      - card: tactical_infantry_company
        options: {hq_transport.command_chimera: 1}
"""


def test_cards_that_differ_keep_their_own_body(tmp_path: Path, codex: Codex) -> None:
    out = _render(tmp_path, codex, _roster(DIFFERENT, "imperial_guard"))
    printed = [" ".join(card.split()) for card in cards(out)]
    assert len(printed) == 5
    chimera = [("Chimera" in card) for card in printed]
    notes = [("Hold the bridge" in card) for card in printed]
    assert chimera == [True, False, False, False, True]
    assert notes == [False, False, True, True, False]
    assert printed[3].startswith("Cadian 8th (Tactical Infantry Company #4)")
    assert printed[0].startswith("Tactical Infantry Company #1")
    assert printed[4].startswith("Tactical Infantry Company #5")


def test_french_and_english_printouts_never_share_a_body(tmp_path: Path, codex: Codex) -> None:
    text = _roster("      - card: tactical_company\n      - card: tactical_company\n")
    roster = parse_roster(text)
    for lang, heading in (("fr", "Composition et pertes"), ("en", "Composition and losses")):
        out = tmp_path / f"{lang}.pdf"
        render_roster(roster, codex, out, sections="cards", lang=lang)
        with pdfplumber.open(out) as pdf:
            page = " ".join((pdf.pages[0].extract_text() or "").split())
        assert page.count(heading) == 2, lang


def test_cards_of_one_size_share_one_band_and_one_outline(tmp_path: Path, codex: Codex) -> None:
    from pdfminer.pdftypes import resolve1

    out = _render(tmp_path, codex, _roster(TACTICAL_AND_RAIDERS * 10))
    stored: dict[str, set[int]] = {"ArmyCardBand": set(), "ArmyCardOutline": set()}
    with pdfplumber.open(out) as pdf:
        for page in pdf.pages:
            xobjects = resolve1(resolve1(page.page_obj.resources).get("XObject", {}))
            for name, ref in xobjects.items():
                for kind, ids in stored.items():
                    if kind in name:
                        ids.add(ref.objid)
            # each card still shows its band (filled) and its outline (stroked)
            outlines = [
                c for c in page.curves if c["stroke"] and not c["fill"] and c["width"] > 200
            ]
            bands = [c for c in page.curves if c["fill"] and c["width"] > 200]
            # two companies on page 1 (it has the scale mark), three on the others
            shown = 4 if page.page_number == 1 else min(6, 20 - 4 - 6 * (page.page_number - 2))
            assert len(outlines) == len(bands) == shown, page.page_number
    # a company card and a Land Raider card: two sizes, each stored once
    assert len(stored["ArmyCardBand"]) == len(stored["ArmyCardOutline"]) == 2
