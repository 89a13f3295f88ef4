"""One rule for a card without a break point: "–" in every text output, never "BP 0"; a
real 0 (a free card's points) stays 0."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.editing.session import EditSession
from listbuilder.report.diff import diff_rosters
from listbuilder.report.diff_text import render_text as render_diff
from listbuilder.report.exports import TEXT_FORMATS, export_text
from listbuilder.report.numbers import NONE, break_point_text, morale_text
from listbuilder.report.summary import build_summary, render_text
from listbuilder.report.totals import total_labels
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
MARINES = EXAMPLES / "space-marines-with-guard.yaml"
"""A Warhound Titan and a Chaplain (no break point) beside companies that have one."""

TITANS_ONLY = """\
format: netepic-roster/1
name: Only titans
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: warhound_titan
            options:
              warhound_titan_weapons.plasma_blastgun: 1
              warhound_titan_weapons.inferno_gun: 1
"""
TITAN_COMPANY = """\
format: netepic-roster/1
name: Only titans
forces:
  - list: space_marines
    companies:
      - card: warhound_titan
        options:
          warhound_titan_weapons.plasma_blastgun: 1
          warhound_titan_weapons.inferno_gun: 1
"""
"""Not a legal roster (a titan is no company card), but one with no break point at all."""


def test_the_rule() -> None:
    assert break_point_text(0) == NONE == "\u2013"
    assert break_point_text(17) == "17"
    assert break_point_text(2000, lambda n: f"{n:,}") == "2,000"
    assert morale_text(None) == NONE
    assert morale_text(4) == "4+"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_summary_prints_a_dash_for_the_titan_and_the_number_for_the_rest(
    lang: str, codex: Codex
) -> None:
    text = render_text(build_summary(validate(load_roster(MARINES), codex), lang))
    bp = "BP" if lang == "en" else "PR"
    titan = next(line for line in text.splitlines() if "Warhound" in line)
    chaplain = next(line for line in text.splitlines() if "Chaplain" in line or "Chapelain" in line)
    assert f"{bp} \u2013" in titan and f"{bp} 0" not in titan
    assert f"{bp} \u2013" in chaplain
    assert f"{bp} 15" in text  # a Tactical Company's own break point
    assert f"{bp} 0" not in text


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_text_export_prints_the_dash(fmt: str, lang: str, codex: Codex) -> None:
    text = export_text(load_roster(MARINES), codex, fmt, lang)
    bp = "BP" if lang == "en" else "PR"
    titan = next(line for line in text.splitlines() if "Warhound" in line)
    assert f"{bp} \u2013" in titan
    assert f"{bp} 0" not in text


def test_a_force_and_an_army_without_break_points_show_the_dash(codex: Codex) -> None:
    roster = parse_roster(TITAN_COMPANY)
    figures = validate(roster, codex).figures
    assert figures.break_point == 0
    assert total_labels(figures, "en")["breaks"] == "BP: \u2013"
    summary = render_text(build_summary(validate(roster, codex), "fr"))
    assert "points de rupture \u2013" in summary
    assert "PR 0" not in summary


def test_a_real_zero_stays_a_number(codex: Codex) -> None:
    """Teleport from Orbit costs 0 points and gives 0 VP: real zeros, printed as 0."""
    roster = parse_roster(TITANS_ONLY + "          - card: teleport_from_orbit\n")
    for lang, line in (
        ("en", "Teleport From Orbit: 0 pts, 0 VP, BP \u2013"),
        ("fr", " : 0 pts, 0 PV, PR \u2013"),
    ):
        text = render_text(build_summary(validate(roster, codex), lang))
        assert line in text


def test_the_comparison_prints_the_dash(codex: Codex) -> None:
    a, b = parse_roster(TITANS_ONLY), parse_roster(TITAN_COMPANY)
    sa, sb = EditSession(codex, a), EditSession(codex, b)
    text = render_diff(diff_rosters(sa.roster, sa.figures, sb.roster, sb.figures), "a", "b", "en")
    assert "before 1,000 pts, 11 VP, BP 15; after 250 pts, 3 VP, BP \u2013; change" in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_codex_command_prints_the_dash(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["codex", "cards", "--book", "adeptus_astartes", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    titan = next(line for line in lines if line.startswith("adeptus_astartes/warhound_titan "))
    tactical = next(line for line in lines if line.startswith("adeptus_astartes/tactical_company "))
    bp = "BP" if lang == "en" else "PR"
    assert f"{bp}   \u2013" in titan
    assert f"{bp}  15" in tactical
    assert main(["codex", "show", "adeptus_astartes/warhound_titan", "--lang", lang]) == 0
    assert f"{bp} \u2013" in capsys.readouterr().out
