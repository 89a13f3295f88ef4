"""The roster sheet carries the roster's share code as a QR code that reads back exactly."""

from __future__ import annotations

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
