"""The other games' printouts' small pieces: their texts made printable, and their tables
(shared by the roster sheet and the packs' pages)."""

from __future__ import annotations

from reportlab.platypus import Paragraph, Table, TableStyle

from listbuilder.i18n import message
from listbuilder.printing.styles import RULE, SOFT, breakable, plain_paragraph, styles
from listbuilder.printing.text import NAME_LIMIT, REPLACEMENT, printable


class Texts:
    """The roster's and the data's texts made printable: clipped, each glyph the font
    lacks replaced; what was replaced is told once (``problems``)."""

    def __init__(self) -> None:
        self.missing: set[str] = set()

    def __call__(self, text: object, limit: int = NAME_LIMIT) -> str:
        return printable(str(text), limit, self.missing)

    def problems(self, lang: str) -> list[str]:
        if not self.missing:
            return []
        shown = ", ".join(f"{ch!r} (U+{ord(ch):04X})" for ch in sorted(self.missing)[:10])
        if len(self.missing) > 10:
            shown = message("print.and_more", lang, shown=shown, count=len(self.missing) - 10)
        return [message("print.missing_glyphs", lang, shown=shown, mark=REPLACEMENT)]


def grid(rows: list[list[object]], widths: list[float] | None, *, head: bool = True) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=1 if head else 0, hAlign="LEFT")
    commands: list[tuple[object, ...]] = [
        ("GRID", (0, 0), (-1, -1), 0.3, RULE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 2.5),
        ("RIGHTPADDING", (0, 0), (-1, -1), 2.5),
        ("TOPPADDING", (0, 0), (-1, -1), 1.2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
    ]
    if head:
        commands.append(("BACKGROUND", (0, 0), (-1, 0), SOFT))
    table.setStyle(TableStyle(commands))
    return table


def fit_widths(widths: list[float], room: float) -> list[float]:
    """*widths* narrowed alike when together they are wider than *room* (many cost types)."""
    scale = min(1.0, room / sum(widths)) if widths else 1.0
    return [w * scale for w in widths]


def cell(text: str, bold: bool = False) -> Paragraph:
    style = styles()["cell_bold" if bold else "cell"]
    return plain_paragraph(text, breakable(style))
