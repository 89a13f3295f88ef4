"""Army cards read back from a PDF: each card's text inside its rounded border."""

from __future__ import annotations

from pathlib import Path

import pdfplumber


def cards_by_page(path: Path) -> list[list[str]]:
    """Each page's cards, left column then right, top to bottom, as text."""
    pages: list[list[str]] = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            borders = [
                c
                for c in page.curves
                if c["stroke"] and not c["fill"] and c["width"] > 200  # not the 6 cm mark
            ]
            borders.sort(key=lambda c: (c["x0"] > page.width / 2, c["top"]))
            pages.append(
                [
                    page.crop((c["x0"], c["top"], c["x1"], c["bottom"])).extract_text() or ""
                    for c in borders
                ]
            )
    return pages


def cards(path: Path) -> list[str]:
    """Every card's text, in print order."""
    return [card for page in cards_by_page(path) for card in page]
