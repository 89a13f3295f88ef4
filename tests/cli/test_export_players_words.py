"""``listbuilder export --format text|markdown|bbcode``: posts for a forum in the players'
words, without finding codes, section or ruling numbers, or ``BP the bastion`` (issue 31)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from listbuilder.cli.main import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
STRUCTURES = """\
format: netepic-roster/1
name: Hold the line
points_limit: 3000
forces:
  - list: imperial_guard
    companies:
      - card: tactical_infantry_company
    structures:
      - card: bastion
        options:
          turret_weapon.volcano_cannon: 1
      - card: barricade
"""
CODES = re.compile(r"\b(?:error|warning|erreur|avertissement) [a-z]+(?:-[a-z]+)+:")


def export(capsys: pytest.CaptureFixture[str], path: Path, fmt: str, lang: str) -> str:
    status = main(["export", str(path), "--format", fmt, "--lang", lang])
    out, err = capsys.readouterr()
    assert status == 0, err
    return out


@pytest.mark.parametrize("fmt", ["text", "markdown", "bbcode"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_findings_read_as_a_player_says_them(
    capsys: pytest.CaptureFixture[str], fmt: str, lang: str
) -> None:
    out = export(capsys, EXAMPLES / "alaitoc-illegal.yaml", fmt, lang)
    assert not CODES.search(out), out
    for reference in ("support-limit", "unique-limit", "ally-forbidden", "§", "ruling", "décision"):
        assert reference not in out
    severity = "Error: " if lang == "en" else "Erreur : "
    assert out.count(severity) == 3
    # what a ruling explains stays, its number goes
    explained = (
        "(the limit is per company, not per force)"
        if lang == "en"
        else "(la limite est par compagnie, non par force)"
    )
    assert explained in out
    objectives = (
        "objectives: 8 (game of 3,000 points)" if lang == "en" else "(partie à 3\u202f000 points)"
    )
    assert objectives in out


def test_the_check_command_keeps_its_codes(capsys: pytest.CaptureFixture[str]) -> None:
    main(["validate", str(EXAMPLES / "alaitoc-illegal.yaml"), "--lang", "en"])
    out, _ = capsys.readouterr()
    assert "support-limit" in out and "ruling 1" in out


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "breaks when it loses the bastion"), ("fr", "rompt quand il perd le bastion")],
)
def test_a_structure_breaks_in_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str, words: str
) -> None:
    path = tmp_path / "structures.yaml"
    path.write_text(STRUCTURES, encoding="utf-8")
    out = export(capsys, path, "markdown", lang)
    assert words in out
    assert "BP the bastion" not in out and "PR le bastion" not in out
