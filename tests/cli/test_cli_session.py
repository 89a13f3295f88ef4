"""The command line reads its findings and figures from the editing session the window uses."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.editing.session import EditSession
from listbuilder.game.army import roster_army
from listbuilder.interop.rosters import load_roster_file
from listbuilder.report.game_table import card_records
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
ROSTERS = [
    *sorted(p for p in EXAMPLES.glob("*.yaml") if "tournament" not in p.name),
    ROOT / "tests/interop/battlescribe/roster_exchange/rosters/space-marines-pooled.ros",
]
MARKED_POINTS = 1_234_567


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = main(list(args))
    out, _ = capsys.readouterr()
    return status, out


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: p.name)
def test_validate_and_summary_say_what_the_session_says(
    path: Path, codex: Codex, capsys: pytest.CaptureFixture[str]
) -> None:
    session = EditSession(codex, load_roster_file(path, codex).roster)
    status, out = run(capsys, "validate", "--json", "--lang", "fr", str(path))
    [record] = json.loads(out)
    assert status == (0 if session.result.legal else 1)
    assert record["legal"] is session.result.legal
    assert record["points"] == session.figures.points
    assert record["victory_points"] == session.figures.victory_points
    assert record["findings"] == [f.to_dict("fr") for f in session.result.findings]
    _, out = run(capsys, "summary", "--json", "--lang", "fr", str(path))
    summary = json.loads(out)
    cards = summary.pop("cards")
    assert summary == {**session.figures.to_dict("fr"), "legal": session.result.legal}
    assert cards == card_records(roster_army(session.roster, codex), "fr")


@pytest.fixture
def marked_session(monkeypatch: pytest.MonkeyPatch) -> list[Roster]:
    """Every session reports MARKED_POINTS: a figure no rules engine call outside it gives."""
    validated: list[Roster] = []
    real = EditSession._validate

    def marked(self: EditSession, roster: Roster) -> ValidationResult:
        validated.append(roster)
        result = real(self, roster)
        figures = dataclasses.replace(result.figures, points=MARKED_POINTS)
        return dataclasses.replace(result, figures=figures)

    monkeypatch.setattr(EditSession, "_validate", marked)
    return validated


def test_every_command_takes_its_figures_from_the_session(
    marked_session: list[Roster], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    legal = str(EXAMPLES / "space-marines-with-guard.yaml")
    _, out = run(capsys, "validate", "--json", "--lang", "en", legal, str(ROSTERS[-1]))
    records: list[dict[str, Any]] = json.loads(out)
    assert [record["points"] for record in records] == [MARKED_POINTS] * 2
    _, out = run(capsys, "validate", "--lang", "en", legal)
    assert f"{MARKED_POINTS:,}" in out
    _, out = run(capsys, "summary", "--json", legal)
    assert json.loads(out)["points"] == MARKED_POINTS
    _, out = run(capsys, "export", legal, "--format", "text", "--lang", "en")
    assert f"{MARKED_POINTS:,}" in out
    pdf = tmp_path / "roster.pdf"
    status, _ = run(capsys, "print", legal, "-o", str(pdf), "--sections", "roster", "--lang", "en")
    assert status == 0
    with pdfplumber.open(pdf) as document:
        text = "".join(page.extract_text() or "" for page in document.pages)
    assert f"{MARKED_POINTS:,}" in text  # the printout groups thousands (issue 31)
    assert len(marked_session) == 6  # one session per roster read, validated once
