"""The army at a glance: points by type and force, the allies' share, VP and BP per 1,000."""

from __future__ import annotations

from pathlib import Path

import pdfplumber

from listbuilder.codex.codex import Codex
from listbuilder.game.army import roster_army
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.report.glance import glance
from listbuilder.roster.io import load_roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"


def test_the_bars_add_up_to_the_army(codex: Codex) -> None:
    roster = load_roster(LEGAL)
    figures = validate(roster, codex).figures
    found = glance(figures, roster_army(roster, codex), "en")
    assert [bar.label for bar in found.by_type] == ["Company", "Support", "Special"]
    assert sum(bar.value for bar in found.by_type) == figures.points
    assert [bar.value for bar in found.by_force] == [force.points for force in figures.forces]
    assert found.ally is not None
    assert (found.ally.value, found.ally.full) == (figures.ally_points, figures.max_ally_points)
    vp, bp = found.per_thousand
    assert round(vp.value, 3) == round(figures.victory_points * 1000 / figures.points, 3)
    assert round(bp.value, 3) == round(figures.break_point * 1000 / figures.points, 3)
    assert found.models == sum(card.models for card in roster_army(roster, codex).cards)


def test_the_roster_sheet_carries_the_chart(tmp_path: Path, codex: Codex) -> None:
    out = render_roster(
        load_roster(LEGAL), codex, tmp_path / "sheet.pdf", sections="roster", lang="fr"
    )
    with pdfplumber.open(out) as pdf:
        text = " ".join(page.extract_text() or "" for page in pdf.pages)
    assert "L’armée en un coup d’œil" in text
    assert "Points par type de carte" in text and "figurines dans l’armée" in text


def test_an_army_without_break_points_shows_the_dash(codex: Codex) -> None:
    """Titans only: no break point to count per 1,000 points, "–" as everywhere else."""
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    figures = validate(roster, codex).figures
    _, bp = glance(figures, roster_army(roster, codex), "fr").per_thousand
    assert (bp.value, bp.text) == (0, "\u2013")
    _, bp = glance(*_legal(codex), "en").per_thousand
    assert bp.text == f"{bp.value:.1f}" != "\u2013"


def _legal(codex: Codex):  # type: ignore[no-untyped-def]
    roster = load_roster(LEGAL)
    return validate(roster, codex).figures, roster_army(roster, codex)
