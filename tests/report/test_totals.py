"""The army's totals read the same in the command line, the window and the printed sheet."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pdfplumber
import pytest

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.i18n.numbers import format_number
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.report.totals import LABEL_KEYS, TOTAL_KEYS, total_labels, totals_lines
from listbuilder.roster.io import parse_roster
from listbuilder.rules.engine import validate

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "space-marines-with-guard.yaml"


def _figures(codex: Codex):  # type: ignore[no-untyped-def]
    return validate(parse_roster(EXAMPLE.read_text(encoding="utf-8")), codex).figures


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summary_command_prints_the_core_sentences(
    codex: Codex, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    assert main(["summary", str(EXAMPLE), "--lang", lang]) == 0
    printed = capsys.readouterr().out.splitlines()
    lines = totals_lines(_figures(codex), lang)
    assert [line.key for line in lines] == list(TOTAL_KEYS)
    for line in lines:
        assert line.text in printed


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_printed_sheet_shows_the_windows_labels(
    codex: Codex, tmp_path: Path, lang: str
) -> None:
    out = tmp_path / "sheet.pdf"
    render_roster(
        parse_roster(EXAMPLE.read_text(encoding="utf-8")), codex, out, lang=lang, sections="roster"
    )
    with pdfplumber.open(out) as pdf:
        text = " ".join(" ".join(page.extract_text() or "" for page in pdf.pages).split())
    # the numbers as the window writes them: thousands grouped, the language's decimal mark
    labels = total_labels(_figures(codex), lang, partial(format_number, lang=lang))
    assert list(labels) == list(LABEL_KEYS)
    for label in labels.values():
        assert " ".join(label.split()) in text


def test_labels_count_in_each_language(codex: Codex) -> None:
    figures = _figures(codex)
    left = figures.points_limit - figures.points
    assert total_labels(figures, "en")["points"].endswith(f"({left} left)")
    word = "restant" if left < 2 else "restants"
    assert total_labels(figures, "fr")["points"].endswith(f"({left} {word})")
    assert total_labels(figures, "fr")["to_win"].startswith("Pour gagner : ")
