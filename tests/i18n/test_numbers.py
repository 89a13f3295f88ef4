"""Numbers as each language writes them (issue 31): thousands grouped, the French decimal
comma and space before "%", the same as the window's Qt formatting; and the printed roster
sheet writes every share one way on a page."""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from listbuilder.codex.codex import Codex
from listbuilder.i18n.numbers import format_number, format_percent
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import load_roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize(
    ("value", "lang", "decimals", "expected"),
    [
        (3000, "en", None, "3,000"),
        (3000, "fr", None, "3\u202f000"),
        (1234567, "en", None, "1,234,567"),
        (999, "fr", None, "999"),
        (26.666, "en", None, "26.7"),
        (26.666, "fr", None, "26,7"),
        (20, "en", 1, "20.0"),
        (-1500, "fr", None, "-1\u202f500"),
        (0, "en", None, "0"),
    ],
)
def test_format_number(value: float, lang: str, decimals: int | None, expected: str) -> None:
    assert format_number(value, lang, decimals) == expected


def test_format_percent() -> None:
    assert format_percent(26.7, "en") == "26.7%"
    assert format_percent(26.7, "fr") == "26,7\u00a0%"


def test_the_window_writes_numbers_the_same_way() -> None:
    pytest.importorskip("PySide6")
    from listbuilder.gui.i18n import format_number as window_number

    for value in (3000, 1234567, 26.7, 50, -1500, 999, 1000, 20.25):
        for lang in ("en", "fr"):
            assert format_number(value, lang) == window_number(value, lang), (value, lang)
    assert window_number(1.25, "fr", 2) == format_number(1.25, "fr", 2) == "1,25"
    assert window_number(3, "en", 2) == "3"  # a whole VP has no decimals in the window


@pytest.mark.parametrize(
    ("lang", "share", "other"),
    [("en", "26.7%", "26.7 %"), ("fr", "26,7 %", "26.7")],
)
def test_the_roster_sheet_writes_a_share_one_way(
    tmp_path: Path, codex: Codex, lang: str, share: str, other: str
) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    pdf = render_roster(roster, codex, tmp_path / "s.pdf", sections="roster", lang=lang)
    with pdfplumber.open(pdf) as doc:
        text = (doc.pages[0].extract_text() or "").replace("\u00a0", " ").replace("\u202f", " ")
    assert text.count(share) >= 2  # the totals and the army at a glance
    assert other not in text
    thousands = "2,925" if lang == "en" else "2 925"  # a narrow no-break space
    assert thousands in text and "2925" not in text


def test_the_catalogue_writes_its_own_numbers_and_percentages_by_the_same_rule() -> None:
    """The figures written into the messages themselves ("Per 1,000 points", "{pct} %")
    follow the rule the parameters do: French groups with a narrow no-break space and puts a
    no-break space before "%", English groups with a comma and writes "%" close up."""
    import re

    from listbuilder.i18n import catalog

    input_examples = {"error.roster.whole_number.hint"}  # digits a player types, not a figure
    wrong = {
        "fr": re.compile(r"\d[ \u00a0,]\d{3}(?!\d)|(?<![\d,.])\d{4,}(?![\d-])|[\d}]%|[\d}] %"),
        "en": re.compile(r"(?<![\d,.])\d{4,}(?![\d-])|[\d}][ \u00a0\u202f]%"),
    }
    found = [
        (key, lang, text)
        for key, texts in catalog().items()
        if key not in input_examples
        for lang, text in texts.items()
        if lang in wrong and text and wrong[lang].search(text)
    ]
    assert found == []
