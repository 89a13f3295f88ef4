"""One number everywhere (issue 31): the same roster printed through every channel a player
meets (the findings, ``validate``'s text, the text and Markdown exports, Compare's dialog and
the ``diff`` command, the printed PDF read back, and the window's totals bar) writes its
figures one way per language: 2,925 / 2 925 points, the allies' share 53.3% / 53,3 %."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pdfplumber
import pytest
from PySide6.QtWidgets import QApplication

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.gui.dialogs.compare_dialog import CompareDialog
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.report.exports import export_text
from listbuilder.roster.io import dump_roster, load_roster
from listbuilder.rules.engine import validate

if TYPE_CHECKING:
    from collections.abc import Callable

    from pytestqt.qtbot import QtBot

    from listbuilder.gui.window.main_window import MainWindow

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "space-marines-with-guard.yaml"

POINTS = {"en": "2,925", "fr": "2\u202f925"}
"""The army's points (over a 1,500-point limit, so the findings give them too)."""
LIMIT = {"en": "1,500", "fr": "1\u202f500"}
SHARE = {"en": "53.3%", "fr": "53,3\u00a0%"}
"""The allies' 800 points of the 1,500-point base: over their 50 % cap, so a finding gives it."""
WRONG = {
    "en": ("2925", "2 925", "53.3 %", "53,3", "53%", "53.33", "2\u202f925"),
    "fr": ("2925", "2,925", "53.3", "53 %", "53,33", "1,500"),
}
"""How the other channels used to write the same figures, or the other language does."""


@pytest.fixture
def over_limit(tmp_path: Path) -> Path:
    roster = load_roster(EXAMPLE)
    path = tmp_path / "army.yaml"
    text = dump_roster(roster.model_copy(update={"points_limit": 1500}))
    path.write_text(text, encoding="utf-8")
    return path


def _check(channel: str, text: str, lang: str, *, share: bool = True) -> None:
    assert POINTS[lang] in text, (channel, lang, text)
    if share:
        assert SHARE[lang] in text, (channel, lang, text)
    for wrong in WRONG[lang]:
        assert wrong not in text, (channel, lang, wrong, text)


def _spaces(text: str) -> str:
    """A PDF's text with its no-break spaces as plain ones (the fonts draw them alike)."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_channel_writes_the_same_figures(
    lang: str,
    over_limit: Path,
    tmp_path: Path,
    codex: Codex,
    capsys: pytest.CaptureFixture[str],
    qtbot: QtBot,
    make_window: Callable[..., MainWindow],
) -> None:
    roster = load_roster(over_limit)
    result = validate(roster, codex)
    codes = {finding.code for finding in result.findings}
    assert {"points-limit", "ally-share"} <= codes
    findings = "\n".join(finding.message(lang) for finding in result.findings)
    _check("findings", findings, lang)
    assert LIMIT[lang] in findings

    assert main(["validate", "--lang", lang, str(over_limit)]) == 1
    _check("validate", capsys.readouterr().out, lang)

    for fmt in ("text", "markdown"):
        _check(fmt, export_text(roster, codex, fmt, lang, result), lang)

    renamed = tmp_path / "renamed.yaml"
    renamed.write_text(
        dump_roster(roster.model_copy(update={"name": "Tarsis, second day"})), encoding="utf-8"
    )
    assert main(["diff", str(over_limit), str(renamed), "--lang", lang]) in (0, 1)
    _check("diff", capsys.readouterr().out, lang)

    pdf = render_roster(roster, codex, tmp_path / "army.pdf", sections="roster", lang=lang)
    with pdfplumber.open(pdf) as document:
        printed = "\n".join(page.extract_text() or "" for page in document.pages)
    assert _spaces(POINTS[lang]) in _spaces(printed) and _spaces(SHARE[lang]) in _spaces(printed)
    for wrong in WRONG[lang]:
        assert wrong not in printed, ("pdf", lang, wrong)

    window = make_window(lang)
    assert window.open_path(over_limit, ask=False)
    bar = window.totals
    _check("totals bar", bar.points.text(), lang, share=False)
    _check("totals bar", bar.allies.text() + " " + POINTS[lang], lang)
    assert window.compare_with(renamed) is not None
    dialogs = [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, CompareDialog) and w.parent() is window
    ]
    assert len(dialogs) == 1
    shown = "\n".join(" | ".join(row) for row in dialogs[0].cells())
    _check("compare", shown, lang)
    dialogs[0].close()
