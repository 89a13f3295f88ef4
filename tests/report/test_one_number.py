"""One number everywhere (issue 31), channel by channel without the window: messages write
their numbers as the language does, the allies' share has one rounding, Compare gives the
share the rules count, and "rounded" is said only where rounding changed a titan's cost."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.editing.session import EditSession
from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_percent, format_share, message_value
from listbuilder.report.diff import diff_rosters
from listbuilder.report.diff_text import diff_data, render_text, side_by_side
from listbuilder.report.exports import export_text
from listbuilder.report.summary import build_summary
from listbuilder.report.summary import render_text as render_summary
from listbuilder.report.totals import total_labels
from listbuilder.roster.io import load_roster, parse_roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
MARINES = EXAMPLES / "space-marines-with-guard.yaml"


@pytest.mark.parametrize(
    ("value", "lang", "expected"),
    [
        (20.0, "en", "20.0"),
        (20.0, "fr", "20,0"),
        (26.7, "fr", "26,7"),
        (25.03, "en", "25.03"),  # kept by the rules to show an excess over 25 %
        (1234.5, "fr", "1\u202f234,5"),
    ],
)
def test_a_share_has_one_decimal_or_the_ones_the_rules_kept(
    value: float, lang: str, expected: str
) -> None:
    assert format_share(value, lang) == expected


def test_a_percentage_is_spaced_as_the_language_does() -> None:
    assert format_percent(20.0, "en") == "20.0%"
    assert format_percent(20.0, "fr") == "20,0\u00a0%"
    assert format_percent(50, "fr", 0) == "50\u00a0%"


def test_messages_write_their_numbers_as_the_language_does() -> None:
    english = message("summary.limit", "en", limit=3200)
    french = message("summary.limit", "fr", limit=3200)
    assert english.endswith("3,200") and french.endswith("3\u202f200")
    # the plural forms read the number before it is written
    assert message("totals.left", "fr", left=1500) == "(1\u202f500 restants)"
    assert message("totals.left", "fr", left=1) == "(1 restant)"


def test_numbers_that_are_no_figures_stay_digits() -> None:
    assert message_value("line", 1234, "en") == 1234
    assert message_value("code", 1224, "fr") == 1224
    assert message_value("points", 1224, "fr") == "1\u202f224"
    assert message_value("legal", True, "en") is True


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_allies_share_reads_the_same_in_the_summary_the_bar_and_compare(
    lang: str, codex: Codex
) -> None:
    roster = load_roster(MARINES)
    roster = roster.model_copy(update={"points_limit": 4000})  # 800 of 4,000: 20.0 %
    session = EditSession(codex, roster)
    share = "20.0%" if lang == "en" else "20,0\u00a0%"
    summary = render_summary(build_summary(validate(roster, codex), lang))
    bar = total_labels(session.figures, lang)["allies"]
    rows = side_by_side(diff_rosters(roster, session.figures, roster, session.figures), lang)
    compare = next(row for row in rows if row[0] in ("Imperial Guard Army", "Garde Impériale"))
    for channel in (summary, bar, compare[1], compare[2]):
        assert share in channel, channel
    assert "20%" not in bar and "20\u00a0%" not in bar  # the window wrote "20 %" before


def test_compare_keeps_its_json_and_adds_the_rules_share(codex: Codex) -> None:
    roster = load_roster(MARINES)  # 2,925 points of a 3,000-point limit; allies 800
    session = EditSession(codex, roster)
    diff = diff_rosters(roster, session.figures, roster, session.figures)
    ally = next(
        force for force in diff_data(diff, "a", "b", "en")["forces"] if "Guard" in force["name"]
    )
    assert ally["share_a"] == round(100 * 800 / 2925, 1)  # of the army's points, as before
    assert ally["base_share_a"] == session.figures.ally_pct == 26.7  # of the base, as the rules
    text = render_text(diff, "a", "b", "en")
    assert "26.7% of the base" in text and "27.4" not in text


@pytest.mark.parametrize(("lang", "word"), [("en", "rounded"), ("fr", "arrondi")])
def test_rounded_is_said_only_where_rounding_changed_a_cost(
    lang: str, word: str, codex: Codex
) -> None:
    exact = load_roster(MARINES)  # a Warhound with two weapons: 125 + 50 + 75 = 250, exact
    for text in (
        export_text(exact, codex, "text", lang),
        export_text(exact, codex, "markdown", lang),
        render_summary(build_summary(validate(exact, codex), lang)),
    ):
        assert "Warhound" in text and word not in text
    legion = load_roster(EXAMPLES / "titan-legion.yaml")  # a battlegroup's chassis is shared
    summary = render_summary(build_summary(validate(legion, codex), lang))
    battlegroup = next(line for line in summary.splitlines() if word in line)
    assert "850 + 700 + 600" in battlegroup


def test_a_lone_titan_rounded_says_so(codex: Codex) -> None:
    roster = parse_roster(
        """\
format: netepic-roster/1
name: Chassis only
forces:
  - list: space_marines
    companies:
      - card: tactical_company
        attached:
          - card: warhound_titan
"""
    )
    summary = render_summary(build_summary(validate(roster, codex), "en"))
    line = next(line for line in summary.splitlines() if "Warhound" in line)
    assert line.endswith("(titan cost, rounded: 150)")  # 125 points rounded to 150


@pytest.mark.parametrize(
    ("lang", "points", "vp"), [("en", "1,500 pts", "VP 1.25"), ("fr", "1\u202f500 pts", "PV 1,25")]
)
def test_the_codex_command_writes_numbers_as_the_language_does(
    lang: str, points: str, vp: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from listbuilder.cli.main import main

    assert main(["codex", "cards", "--book", "titan_legions", "--lang", lang]) == 0
    battlegroup = next(
        line for line in capsys.readouterr().out.splitlines() if "warlord_titan_battlegroup" in line
    )
    assert points in battlegroup
    assert main(["codex", "show", "adeptus_astartes/warhound_titan", "--lang", lang]) == 0
    assert vp in capsys.readouterr().out  # the book's own figure, in the language's digits


@pytest.mark.parametrize(("lang", "percent"), [("en", "100%"), ("fr", "100\u00a0%")])
def test_the_printing_advice_spaces_its_percent_as_every_share(lang: str, percent: str) -> None:
    advice = message("print.calibration.instruction", lang)
    assert percent in advice
    assert format_percent(100, lang, 0) == percent


def test_summary_json_keeps_its_keys(codex: Codex) -> None:
    """The words' "rounded" flag stays out of ``summary --json`` (a contract)."""
    figures = validate(load_roster(EXAMPLES / "titan-legion.yaml"), codex).figures
    card = figures.to_dict("en")["forces"][0]["companies"][0]["card"]
    assert set(card) == {
        "path",
        "card",
        "name",
        "type",
        "points",
        "victory_points",
        "break_point",
        "titans",
        "elite_models",
        "custom",
        "break_text",
    }
    assert card["titans"] == [850, 700, 600]
