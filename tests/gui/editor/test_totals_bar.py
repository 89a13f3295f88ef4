"""The totals bar shows the core's labels, and its tooltips are the summary's sentences."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest

from listbuilder.gui.editor.totals_bar import TotalsBar
from listbuilder.gui.i18n import format_number
from listbuilder.report.totals import total_labels, totals_lines
from listbuilder.roster.io import parse_roster
from listbuilder.rules.engine import validate

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "space-marines-with-guard.yaml"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bar_words_the_totals_as_the_core_does(qtbot, codex, lang: str) -> None:  # type: ignore[no-untyped-def]
    result = validate(parse_roster(EXAMPLE.read_text(encoding="utf-8")), codex)
    bar = TotalsBar()
    qtbot.addWidget(bar)
    bar.set_language(lang)
    bar.set_result(result)
    number = partial(format_number, lang=lang)
    labels = total_labels(result.figures, lang, number)
    assert bar.text() == " | ".join(labels.values())
    sentences = {line.key: line.text for line in totals_lines(result.figures, lang, number)}
    assert bar.points.toolTip() == sentences["limit"]
    assert bar.allies.toolTip() == sentences["allies"]
    assert bar.to_win.toolTip() == sentences["victory"]
