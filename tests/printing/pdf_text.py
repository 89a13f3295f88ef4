"""Text read back from the printed PDFs, shared by the printing tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pdfplumber

from listbuilder.game.army import GameArmy
from listbuilder.i18n import message
from listbuilder.printing.game_day import BOX


def columns_text(path: Path) -> list[str]:
    """Text of each half page: army cards stand in two columns."""
    texts = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for x0, x1 in ((0, page.width / 2), (page.width / 2, page.width)):
                texts.append(page.crop((x0, 0, x1, page.height)).extract_text() or "")
    return texts


def is_box(rect: dict[str, Any]) -> bool:
    return abs(rect["width"] - BOX) < 0.5 and abs(rect["height"] - BOX) < 0.5


def card_boxes(pdf_path: Path, army: GameArmy, lang: str) -> list[list[dict[str, Any]]]:
    """The loss boxes of each card, in reading order (the cards stand in two columns, left
    then right): a card's boxes are those below its heading rule (the thin grey line under
    its name) in its column, and above the next one."""
    bastions = message("game.sheet.bastions", lang).split(" ")[0]
    groups: list[list[dict[str, Any]]] = []
    with pdfplumber.open(pdf_path) as pdf:
        for page in pdf.pages:
            middle = page.width / 2

            def column(x: float, middle: float = middle) -> int:
                return int(x > middle)

            words = page.extract_words()
            stops = {
                column(w["x0"]): w["top"] for w in words if w["text"] == bastions
            }  # the blank bastion rows, under the last card
            rules = sorted(
                (
                    line
                    for line in page.lines
                    if abs(line["linewidth"] - 0.3) < 0.01 and line["width"] > 100
                ),
                key=lambda line: (column(line["x0"]), line["top"]),
            )
            page_groups: list[list[dict[str, Any]]] = [[] for _ in rules]
            for rect in page.rects:
                side = column(rect["x0"])
                if not is_box(rect) or rect["top"] > stops.get(side, float("inf")):
                    continue
                above = [
                    i
                    for i, line in enumerate(rules)
                    if line["top"] < rect["top"] and column(line["x0"]) == side
                ]
                assert above, rect
                page_groups[above[-1]].append(rect)
            groups += [
                sorted(group, key=lambda r: (round(r["top"]), r["x0"])) for group in page_groups
            ]
    assert len(groups) == len(army.cards)
    return groups


def flat(text: str) -> str:
    """Words one space apart: no-break spaces and line breaks as plain spaces."""
    return " ".join(text.replace("\xa0", " ").split())
