"""The roster sheet carries the roster's share code as a QR code that reads back exactly."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pdfplumber
import pypdfium2
import pytest
import zxingcpp

from listbuilder.codex.loader import load_codex
from listbuilder.interop.share_code import decode, encode
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.printing.roster_sheet import QR_SIZE
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import Roster

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def qr_texts(pdf: Path, page: int = 0) -> list[str]:
    """The QR codes a camera would read on the page, rendered at about 216 dpi."""
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        image = document[page].render(scale=3).to_pil()
    finally:
        document.close()
    return [
        found.text
        for found in zxingcpp.read_barcodes(image)
        if found.format == zxingcpp.BarcodeFormat.QRCode
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_sheets_qr_code_gives_the_roster_back(tmp_path: Path, lang: str) -> None:
    roster = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    roster = roster.model_copy(update={"notes": "Bring the « dice » & <tokens>"})
    out = render_roster(roster, load_codex(), tmp_path / "army.pdf", lang=lang, sections="roster")
    (text,) = qr_texts(out)
    assert text == encode(roster)
    assert decode(text) == roster
    with pdfplumber.open(out) as pdf:
        words = pdf.pages[0].extract_text()
    assert ("Share code" if lang == "en" else "Code de partage") in words
    assert text[:20] in words.replace("\n", "")  # the code is printed as text too


def test_the_qr_code_is_printed_at_its_size(tmp_path: Path) -> None:
    out = render_roster(
        load_roster(EXAMPLES / "titan-legion.yaml"), load_codex(), tmp_path / "t.pdf"
    )
    with pdfplumber.open(out) as pdf:
        page = pdf.pages[0]
        squares = [r for r in page.rects if r["fill"] and r["width"] < 3 and r["height"] < 3]
    assert squares, "the QR code's modules are drawn as filled squares"
    left = min(r["x0"] for r in squares)
    right = max(r["x1"] for r in squares)
    assert right - left == pytest.approx(QR_SIZE, rel=0.12)  # modules inside a 2-module border


def test_an_army_too_big_for_a_qr_code_says_where_to_get_its_code(tmp_path: Path) -> None:
    base = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    # varied CJK notes hardly compress: the code outgrows what a QR code holds
    notes = "".join(chr(0x4E00 + (i * 7919) % 20000) for i in range(3000))
    big = Roster(name="Huge", notes=notes, forces=base.forces)
    assert len(encode(big)) > 2_300
    out = render_roster(big, load_codex(), tmp_path / "big.pdf", sections="roster")
    assert all(not qr_texts(out, page) for page in range(len(pypdfium2.PdfDocument(str(out)))))
    with pdfplumber.open(out) as pdf:
        text = "".join(page.extract_text() for page in pdf.pages)
    assert "too big for a QR code" in text


# --- issue 30: the QR code where ReportLab's encoder holds the code, a line beyond ---------


def test_the_qr_limit_is_the_encoders_own_at_the_boundary() -> None:
    """ReportLab's encoder holds 2,213 characters of a share code and overflows from 2,214:
    :func:`qr_fits` says so without drawing, and drawing agrees on both sides."""
    from reportlab.graphics.barcode.qr import QrCodeWidget

    from listbuilder.interop.share_code import _DIGITS
    from listbuilder.printing.roster_sheet import QR_MAX_CHARS, qr_fits

    rng = random.Random(30)
    digits = "NEG1:" + "".join(rng.choice(_DIGITS) for _ in range(QR_MAX_CHARS + 10))
    for size in (QR_MAX_CHARS - 1, QR_MAX_CHARS, QR_MAX_CHARS + 1):
        code = digits[:size]
        fits = qr_fits(code)
        assert fits == (size <= QR_MAX_CHARS)
        try:
            QrCodeWidget(code, barLevel="M", barBorder=2).draw()
            drawn = True
        except Exception:  # ReportLab's "code length overflow"
            drawn = False
        assert drawn == fits, size


def _roster_with_code_of(length: int) -> Roster:
    """The example army with notes that make its share code exactly *length* characters."""
    base = load_roster(EXAMPLES / "space-marines-with-guard.yaml")
    rng = random.Random(length)
    words = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789 ") for _ in range(6000))
    low, high = 0, len(words)
    while low < high:  # the shortest notes whose code is at least *length* long
        middle = (low + high) // 2
        if len(encode(base.model_copy(update={"notes": words[:middle]}))) >= length:
            high = middle
        else:
            low = middle + 1
    roster = base.model_copy(update={"notes": words[:low]})
    assert len(encode(roster)) == length
    return roster


@pytest.mark.parametrize("length", [2205, 2216])
def test_a_legal_roster_near_the_qr_limit_always_prints(tmp_path: Path, length: int) -> None:
    """Share codes come in steps of 11 digits: 2,205 characters is the longest that fits a
    QR code, 2,216 the shortest that does not (the issue's 2,217 ended with a line break).
    Both print through the real command, exit 0: a QR code, or the line saying where to get
    the code."""
    from listbuilder.printing.roster_sheet import qr_fits
    from listbuilder.roster.io import save_roster

    roster = _roster_with_code_of(length)
    assert qr_fits(encode(roster)) == (length == 2205)
    source = tmp_path / "army.yaml"
    save_roster(roster, source)
    out = tmp_path / "army.pdf"
    command = [sys.executable, "-m", "listbuilder", "print", str(source)]
    done = subprocess.run(
        [*command, "--sections", "roster", "-o", str(out), "--lang", "en"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=300,
        env={**os.environ, "LISTBUILDER_LANG": "en"},
    )
    assert done.returncode == 0, done.stderr
    with pdfplumber.open(out) as pdf:
        text = "".join(page.extract_text() for page in pdf.pages)
        squares = [r for r in pdf.pages[0].rects if r["fill"] and r["width"] < 3]
    if length == 2205:
        assert squares and "too big for a QR code" not in text
    else:
        assert not squares and "too big for a QR code" in text
        assert "listbuilder export ROSTER --format code" in " ".join(text.split())
