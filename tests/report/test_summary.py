"""The one roster summary: figures from the rules layer, worded once for every output."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.report.summary import TOTAL_KEYS, build_summary, render_findings_text, render_text
from listbuilder.rules.engine import validate
from tests.rules.builders import check, company, force, roster


def _mixed(codex: Codex, limit: int = 3000):  # type: ignore[no-untyped-def]
    return check(
        codex,
        force("space_marines", company("tactical_company", "land_raider_squadron")),
        force("imperial_guard", company("tactical_infantry_company")),
        limit=limit,
    )


def test_the_ally_allowance_is_computed_once_in_the_rules_layer(codex: Codex) -> None:
    result = _mixed(codex)
    figures = result.figures
    assert figures.min_own_pct is not None
    assert figures.max_ally_pct == 100 - figures.min_own_pct
    assert figures.max_ally_points == 3000 * figures.max_ally_pct // 100
    over = _mixed(codex, limit=1000)
    share = [f for f in over.findings if f.code == "ally-share"]
    assert share and share[0].params["max_points"] == over.figures.max_ally_points


def test_a_list_without_allies_has_no_allowance(codex: Codex) -> None:
    result = check(codex, force("space_marines", company("tactical_company")))
    summary = build_summary(result, "en")
    assert summary.total("allies").text == "Allies: none"
    assert result.figures.max_ally_points is not None  # the limit exists even when unused


def test_summary_words_every_figure_in_both_languages(codex: Codex) -> None:
    result = _mixed(codex)
    figures = result.figures
    english = build_summary(result, "en", file="army.yaml")
    assert english.heading.startswith("army.yaml: test, ")
    assert [line.key for line in english.totals] == list(TOTAL_KEYS)
    assert english.total("allies").text == (
        f"Allies: {figures.ally_points} pts, {figures.ally_pct}% of the base "
        f"(at most {figures.max_ally_pct}%)"
    )
    assert english.total("victory").text.startswith(f"To win: {figures.vp_to_win} VP;")
    assert [f.name for f in english.forces] == [
        "Adeptus Astartes - Standard Space Marines",
        "Imperial Guard Army",
    ]
    assert english.forces[1].role == "ally"
    assert english.forces[0].companies[0].cards[1].text.startswith("Land Raider Squadron: ")
    french = build_summary(result, "fr")
    assert french.heading.startswith("test, ") and french.status == (
        "conforme" if result.legal else "non conforme"
    )
    assert french.total("allies").text.startswith("Alliés : ")


def test_plain_text_lays_out_forces_totals_and_findings(codex: Codex) -> None:
    result = _mixed(codex, limit=1000)
    summary = build_summary(result, "en")
    text = render_text(summary)
    lines = text.splitlines()
    assert lines[0] == summary.heading
    assert summary.forces[0].text in lines
    assert "  " + summary.forces[0].companies[0].text in lines
    for line in summary.totals:
        assert line.text in lines
    assert "  error points-limit [points_limit]: " in text
    report = render_findings_text(summary)
    assert report.splitlines()[1].startswith("  error ")
    assert "Total:" not in report


def test_numbers_can_be_grouped_without_changing_the_figures(codex: Codex) -> None:
    from listbuilder.report.summary import totals_lines

    result = validate(
        roster(force("space_marines", company("tactical_company")), limit=20000), codex
    )
    lines = dict(
        (line.key, line.text) for line in totals_lines(result.figures, "en", "{:,}".format)
    )
    assert lines["limit"] == "Points limit: 20,000"


def test_the_printed_sheet_lines_read_the_same_figures(codex: Codex) -> None:
    from listbuilder.report.summary import brief_totals

    figures = _mixed(codex).figures
    points, vp, bp, elite, allies, uniques, to_win = brief_totals(figures, "en")
    left = 3000 - figures.points
    assert points == f"Points: {figures.points:,} / 3,000 ({left:,} left)"
    assert (vp, bp) == (f"VP: {figures.victory_points}", f"BP: {figures.break_point}")
    assert to_win == f"To win: {figures.vp_to_win} VP, {figures.objectives} objectives"
    assert allies == (
        f"Allies: {figures.ally_points} pts, {figures.ally_pct}% (max {figures.max_ally_pct}%)"
    )
    assert uniques == f"Unique cards: {figures.uniques_used} of {figures.uniques_allowed}"
    assert elite == f"Elite re-rolls: {figures.elite_tokens}"
