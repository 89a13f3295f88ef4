"""Structure cards on paper, read back from the PDF: their army cards, the roster sheet's
rows and the game-day sheet's loss boxes (ruling 18)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber

from listbuilder.codex.codex import Codex
from listbuilder.game.army import roster_army
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from tests.printing.pdf_text import card_boxes, flat

TEXT = """\
format: netepic-roster/1
name: Hold the line
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: heavy_infantry_company
        options: {hq_transport.command_chimera: 1, commissar_transport.command_chimera: 1}
    structures:
      - card: bastion
        name: Fort Ardent
        options: {turret_weapon.plasma_cannon: 1}
        notes: on the ridge
      - card: barricade
      - card: composite_bunker
"""


def _pages(pdf: Path) -> list[str]:
    with pdfplumber.open(pdf) as doc:
        return [flat(page.extract_text() or "") for page in doc.pages]


def test_the_army_cards_and_the_roster_sheet_print_the_structures(
    tmp_path: Path, codex: Codex
) -> None:
    roster = parse_roster(TEXT)
    pdf = render_roster(roster, codex, tmp_path / "army.pdf", sections="roster,cards", lang="fr")
    pages = _pages(pdf)
    sheet, cards = pages[0], " ".join(pages[1:])
    # the roster sheet: each structure a row of its own after the company, with its figures
    assert "Fort Ardent (Bastion) Structure 300 1 – 3" in sheet
    assert "Canon à plasma" in sheet
    assert "Barricade Structure 150 10 – 2" in sheet
    assert "Bunker composite Structure 250 3 – 3" in sheet
    assert "Total de la force 1 300 14" in sheet  # French groups thousands (issue 31)
    # the army cards: the type, no slot, the book's words for odd break points, the rules
    assert "Fort Ardent (Bastion)" in cards
    assert "Structure · aucun emplacement occupé (décision 18)" in cards
    assert "300 le bastion – 3" in cards
    # the break point cell wraps "50 cm de / barricade" beside the other figures
    # (a card printed beside it may interleave its lines in the extracted text)
    assert "Points 50 cm de Moral PV" in cards and "barricade – 2" in cards
    assert "Arme sur tourelle : Canon à plasma (+200 pts)" in cards  # French: space, colon
    assert "250 points selon la décision 18" in cards
    assert "Sauvegarde de structure (2D6)" in cards and "on the ridge" in cards


def test_the_game_day_sheet_gives_each_structure_its_boxes(tmp_path: Path, codex: Codex) -> None:
    roster = parse_roster(TEXT)
    army = roster_army(roster, codex)
    pdf = render_roster(roster, codex, tmp_path / "day.pdf", sections="game-day", lang="en")
    groups = card_boxes(pdf, army, "en")
    bastion, barricade, bunker = groups[-3:]
    assert (len(bastion), len(barricade), len(bunker)) == (1, 20, 5)
    heavy = [i for i, box in enumerate(barricade) if box["linewidth"] > 1]
    assert heavy == [9]  # broken at ten 5 cm sections: 50 cm of barricade
    text = " ".join(_pages(pdf))
    assert "BP 10 (50 cm of barricade) · VP 2" in text
    assert "BP 1 (the bastion) · VP 3" in text
