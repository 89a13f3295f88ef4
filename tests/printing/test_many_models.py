"""Issue 30: a card fielding thousands of models (an option taken up to 1,000 times, the
bound) prints. 2,000 loss boxes made the game-day sheet raise LayoutError; it now flows
them onto more pages, and the army card gives the count instead of pages of boxes. Both
through the real command, read back from the PDF."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.roster.bounds import MAX_OPTION_COUNT

# Each Dark Reapers & Phoenix Lord choice of the Phoenix Host fields 5 models.
ROSTER = """format: netepic-roster/1
name: Many
forces:
  - list: biel_tan
    companies:
      - card: biel_tan_phoenix_host
        options: {{aspect_warriors_phoenix_lords.dark_reapers_phoenix_lord: {count}}}
"""


def _print(tmp_path: Path, count: int, section: str, lang: str = "en") -> Path:
    source = tmp_path / "many.yaml"
    source.write_text(ROSTER.format(count=count), encoding="utf-8")
    out = tmp_path / f"{section}.pdf"
    command = [sys.executable, "-m", "listbuilder", "print", str(source)]
    done = subprocess.run(
        [*command, "--sections", section, "-o", str(out), "--lang", lang],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
        env={**os.environ, "LISTBUILDER_LANG": lang},
    )
    assert done.returncode == 0, done.stderr
    return out


def _boxes(pdf: pdfplumber.PDF) -> int:
    return sum(
        1
        for page in pdf.pages
        for r in page.rects
        if not r["fill"] and 8 < r["width"] < 11 and abs(r["width"] - r["height"]) < 0.5
    )


@pytest.mark.parametrize("count", [400, MAX_OPTION_COUNT])
def test_the_game_day_sheet_flows_every_loss_box_onto_more_pages(
    tmp_path: Path, count: int
) -> None:
    out = _print(tmp_path, count, "game-day")
    with pdfplumber.open(out) as pdf:
        # one box per model, none lost in the split, and the two blank bastion rows' box
        assert _boxes(pdf) == 5 * count + 2
        assert len(pdf.pages) >= (2 if count == 400 else 4)
        headed = [p for p in pdf.pages if "Phoenix Host" in (p.extract_text() or "")]
        assert len(headed) >= 2  # the card's name is repeated on each part


def test_an_army_card_gives_the_count_of_a_row_too_long_for_boxes(tmp_path: Path) -> None:
    out = _print(tmp_path, MAX_OPTION_COUNT, "cards")
    with pdfplumber.open(out) as pdf:
        assert len(pdf.pages) == 1
        text = " ".join((pdf.pages[0].extract_text() or "").split())
        assert _boxes(pdf) < 50
    assert "5,000 models: tick the losses on the game-day sheet" in text


def test_a_row_within_four_lines_keeps_its_boxes(tmp_path: Path) -> None:
    out = _print(tmp_path, 10, "cards", lang="fr")
    with pdfplumber.open(out) as pdf:
        text = pdf.pages[0].extract_text() or ""
        assert _boxes(pdf) >= 50
    assert "feuille de partie" not in text
