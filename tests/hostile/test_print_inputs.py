"""Case 13 of issue 9: hostile names and notes print legibly, never over the 6 cm mark.

The PDFs are read back (text and positions) with pdfplumber.
"""

from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from reportlab.lib.units import mm

from listbuilder.cli.main import main
from listbuilder.codex.codex import Codex
from listbuilder.printing.page import CALIBRATION_ARM, MARGIN
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.printing.text import NAME_LIMIT, NOTES_LIMIT
from listbuilder.roster.io import load_roster, save_roster
from listbuilder.roster.model import Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"
LONG_NAME = "Très long nom " * 360  # 5,040 characters
NOTE = ("Notes 中文 " + "word " * 60) * 30


def hostile() -> Roster:
    roster = load_roster(LEGAL)
    force = roster.forces[0]
    company = force.companies[0].model_copy(update={"notes": NOTE})
    force = force.model_copy(update={"companies": (company, *force.companies[1:])})
    return roster.model_copy(update={"name": LONG_NAME, "forces": (force, *roster.forces[1:])})


def _mark_region_chars(pdf_path: Path) -> list[list[str]]:
    """Per page, the characters printed on or right beside the two arms of the 6 cm mark."""
    band = 5 * mm
    found = []
    with pdfplumber.open(pdf_path) as pdf:
        for page in pdf.pages:
            chars = []
            for ch in page.chars:
                x0, x1 = ch["x0"], ch["x1"]
                low, high = page.height - ch["bottom"], page.height - ch["top"]
                along_bottom = x0 < MARGIN + CALIBRATION_ARM and low < MARGIN + band
                along_left = x0 < MARGIN + band and low < MARGIN + CALIBRATION_ARM
                if (along_bottom or along_left) and x1 > MARGIN - band and high > MARGIN - band:
                    chars.append(ch["text"])
            found.append(sorted(chars))
    return found


@pytest.fixture(scope="module")
def printed(codex: Codex, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, list[str]]:
    folder = tmp_path_factory.mktemp("print")
    problems: list[str] = []
    bad = render_roster(hostile(), codex, folder / "hostile.pdf", problems=problems)
    good = render_roster(load_roster(LEGAL), codex, folder / "good.pdf")
    return bad, good, problems


def test_a_long_name_is_cut_with_an_ellipsis_and_stays_on_the_page(
    printed: tuple[Path, Path, list[str]],
) -> None:
    bad, _, problems = printed
    with pdfplumber.open(bad) as pdf:
        for page in pdf.pages:
            assert all(ch["x0"] >= 0 and ch["x1"] <= page.width for ch in page.chars)
        text = pdf.pages[0].extract_text()
    assert "Très long nom" in text and "\u2026" in text
    assert LONG_NAME[:200] not in text.replace("\n", " ")
    assert f"the roster name was cut to {NAME_LIMIT} characters" in problems


def test_long_notes_are_cut_and_the_card_keeps_its_size(
    printed: tuple[Path, Path, list[str]],
) -> None:
    bad, good, problems = printed
    with pdfplumber.open(bad) as pdf, pdfplumber.open(good) as ref:
        # no card squeezed or pushed far: the cut notes lengthen one card by a few lines, which
        # at most moves the cards after it by a page now that cards pack tightly (issue 31)
        assert len(ref.pages) <= len(pdf.pages) <= len(ref.pages) + 1
        cards = pdf.pages[1].extract_text()
    assert cards.count("word") < NOTES_LIMIT // 5
    assert any(f"cut to {NOTES_LIMIT} characters" in p for p in problems)


def test_missing_glyphs_are_replaced_and_reported(printed: tuple[Path, Path, list[str]]) -> None:
    bad, _, problems = printed
    with pdfplumber.open(bad) as pdf:
        text = "".join(page.extract_text() for page in pdf.pages)
    assert "中" not in text and "\ufffd" in text
    assert any("U+4E2D" in p and "U+6587" in p for p in problems)


def test_nothing_prints_over_the_calibration_mark(printed: tuple[Path, Path, list[str]]) -> None:
    bad, good, _ = printed
    # The mark is printed once, on the first templates page (issue 31): the page whose
    # corner shows the mark's own "6 cm" labels, and nothing else.
    (reference,) = [chars for chars in _mark_region_chars(good) if chars.count("6") == 2]
    (hostile_mark,) = [chars for chars in _mark_region_chars(bad) if chars.count("6") == 2]
    assert hostile_mark == reference


def test_print_command_warns_about_the_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "hostile.yaml"
    save_roster(hostile(), source)
    status = main(["print", str(source), "-o", str(tmp_path / "out.pdf"), "--sections", "roster"])
    err = capsys.readouterr().err
    assert status == 0
    assert "warning:" in err and "cut to" in err and "U+4E2D" in err
