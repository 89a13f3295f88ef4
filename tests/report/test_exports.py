"""Text exports (plain text, Markdown, BBCode) laid out from the one roster summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.report.exports import TEXT_FORMATS, export_text, options_text
from listbuilder.report.spoken import without_references
from listbuilder.report.summary import build_summary
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import validate

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_export_says_what_the_summary_says(fmt: str, lang: str, codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    result = validate(roster, codex)
    summary = build_summary(result, lang)
    text = export_text(roster, codex, fmt, lang, result)
    plain = text.replace("\\", "")  # Markdown escapes
    assert "Ultramarines at Tarsis" in plain
    for force in summary.forces:
        assert force.text in plain
        for company in force.companies:
            assert company.text in plain
            for card in company.cards:
                assert card.text in plain
    for key in ("total", "limit", "victory"):
        assert without_references(summary.total(key).text) in plain
    assert summary.status in text
    assert "ruling" not in plain and "décision" not in plain


def test_plain_text_shows_options_in_short_and_the_game_size(codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "titan-legion.yaml")
    text = export_text(roster, codex, "text", "en")
    lines = text.splitlines()
    assert lines[0] == "Legio Ignatum"
    assert "Game size: 3,000 points" in lines
    assert any("#2: Quake Cannon x2" in line for line in lines)
    assert "Plasma Blastgun, Vulcan Mega-Bolter" in text
    assert "Verdict: legal" in text
    assert "To win: 40 VP" in text


def test_broken_rules_are_listed_with_the_verdict_in_french(codex: Codex) -> None:
    roster = load_roster(EXAMPLES / "alaitoc-illegal.yaml")
    text = export_text(roster, codex, "bbcode", "fr")
    verdict = text.index("Verdict : non conforme")
    assert text.index("[*]Erreur : Ost de Gardiens #1 a 6 cartes de soutien") > verdict
    assert "[*]Erreur : Vaisseau-monde Alaitoc ne peut jamais s'allier avec Chaos" in text
    for code in ("support-limit", "ally-forbidden", "erreur ", "§", "décision"):
        assert code not in text
    assert "Taille de la partie : 3\u202f000 points" in text
    assert text.count("[list]") == text.count("[/list]")


def test_a_players_text_cannot_break_the_markup(codex: Codex) -> None:
    base = load_roster(EXAMPLES / "goff-warband.yaml")
    roster = Roster(name="*Waaagh* [b]Ork[/b] _boyz_", forces=base.forces)
    markdown = export_text(roster, codex, "markdown", "en")
    assert markdown.splitlines()[0] == r"# \*Waaagh\* \[b\]Ork\[/b\] \_boyz\_"
    bbcode = export_text(roster, codex, "bbcode", "en")
    assert "[b]Ork[/b]" not in bbcode and "(b)Ork(/b)" in bbcode
    assert "No agreed game size (2,950 points spent)" in export_text(roster, codex, "text", "en")


def test_options_in_short_count_repeats(codex: Codex) -> None:
    ref = codex.card("titan_legions/warhound_titan")
    assert ref is not None
    group = ref.card.options[0]
    first, second = group.choices[0], group.choices[1]
    text = options_text(ref.card, {f"{group.id}.{first.id}": 2, f"{group.id}.{second.id}": 1}, "en")
    assert text == f"{first.name} x2, {second.name}"
