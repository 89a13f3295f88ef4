"""Army cards read back (issue 31): the Class column keeps "Fortification" readable, and a
titan's cost says "rounded" only when rounding changed it."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.codex import Codex
from listbuilder.printing.army_cards import CLASS_MIN_SIZE
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import load_roster, parse_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
STRUCTURES = """\
format: netepic-roster/1
name: Hold the line
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: heavy_infantry_company
    structures:
      - card: bastion
      - card: barricade
      - card: composite_bunker
"""


def _words(pdf: Path) -> list[dict]:  # type: ignore[type-arg]
    with pdfplumber.open(pdf) as doc:
        return [w for page in doc.pages for w in page.extract_words(extra_attrs=["size"])]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_class_column_never_shrinks_fortification_out_of_reading(
    tmp_path: Path, codex: Codex, lang: str
) -> None:
    pdf = render_roster(
        parse_roster(STRUCTURES), codex, tmp_path / "s.pdf", sections="cards", lang=lang
    )
    found = [w for w in _words(pdf) if w["text"] == "Fortification"]
    assert found, "the structures' class is printed"
    assert all(w["size"] >= CLASS_MIN_SIZE - 0.01 for w in found), [w["size"] for w in found]
    assert CLASS_MIN_SIZE >= 6.5


def _flat(pdf: Path) -> str:
    with pdfplumber.open(pdf) as doc:
        return " ".join(" ".join((p.extract_text() or "").split()) for p in doc.pages)


def test_a_warhound_is_not_said_rounded_when_nothing_was(tmp_path: Path, codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    text = _flat(render_roster(roster, codex, tmp_path / "a.pdf", sections="cards"))
    assert "250 pts, 3 VP" in text
    assert "rounded" not in text


def test_a_battlegroup_titan_whose_share_was_rounded_says_so(tmp_path: Path, codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    text = _flat(render_roster(roster, codex, tmp_path / "t.pdf", sections="cards"))
    assert "(rounded)" in text  # the Warlord battlegroup's chassis share
    assert "250 pts, 3 VP" in text  # its Warhounds, each at its own price
