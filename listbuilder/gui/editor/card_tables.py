"""The card view's grids (units, weapons) as an HTML table where it fits the pane, stacked
otherwise.

A rich-text table never gets narrower than its longest words and its padding: in a narrow
pane (the card view at 1024 px, or any pane in French) it would push the text past the edge
and a sideways scroll bar would appear. Each grid is measured once at its narrowest; when
that is wider than the room, it is written as one short block per row instead: the name on
its own line, then "heading value" pairs that wrap at spaces like any paragraph.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtGui import QFont, QTextDocument, QTextOption

from listbuilder.gui.common import esc

TABLE_STYLE = """
table.grid {{ border-collapse: collapse; }}
table.grid th {{ background: {rule}; text-align: left; padding: 2px 4px; }}
table.grid td {{ padding: 2px 4px; border-bottom: 1px solid {rule}; }}
table.grid td.owner {{ padding-top: 5px; }}
p.item {{ margin: 5px 0 0 0; }}
p.detail {{ margin: 0 0 0 12px; }}
p.owner {{ margin: 8px 0 0 0; }}
span.key {{ color: {muted}; }}
"""
"""The grids' rules, given the colours of the rules (``rule``) and of the headings of stacked
rows (``muted``) by the card's style sheet."""


class Grid:
    """A titled grid: headings, rows of HTML cells (the first is the row's name) and, between
    rows, group lines ("carried by" a unit) that span the grid; filled row by row (state
    that changes, not a value)."""

    def __init__(self, title: str, heads: Sequence[str]) -> None:
        self.title = title
        self.heads = heads
        self.rows: list[list[str] | str] = []
        """A row of cells, or a group line (HTML) that applies to the rows after it."""

    def add_group(self, html: str) -> None:
        self.rows.append(html)

    def add_row(self, cells: list[str]) -> None:
        self.rows.append(cells)

    def table_html(self) -> str:
        head = "".join(f"<th>{esc(h)}</th>" for h in self.heads)
        lines = [f"<tr>{head}</tr>"]
        span = len(self.heads)
        for row in self.rows:
            if isinstance(row, str):
                lines.append(f"<tr><td class='owner' colspan='{span}'>{row}</td></tr>")
            else:
                lines.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>")
        # 99 %, not 100 %: Qt rounds the columns of a full-width table up to a pixel past the
        # page at some widths, and that pixel alone brings a sideways scroll bar
        return f"<table class='grid' width='99%'>{''.join(lines)}</table>"

    def stacked_html(self) -> str:
        """One block per row: the name, then each other cell after its heading."""
        parts: list[str] = []
        for row in self.rows:
            if isinstance(row, str):
                parts.append(f"<p class='owner'>{row}</p>")
                continue
            name, *cells = row
            pairs = [
                f"<span class='key'>{esc(head)}</span>&nbsp;{cell}"
                for head, cell in zip(self.heads[1:], cells, strict=True)
                if cell and cell != "\u2013"  # a dash says "none" in a table's column only
            ]
            parts.append(f"<p class='item'>{name}</p>")
            if pairs:
                parts.append(f"<p class='detail'>{_SEPARATOR.join(pairs)}</p>")
        return "".join(parts)

    def html(self, room: float | None, style: str, font: QFont) -> tuple[str, float]:
        """The grid under its title, as a table if it fits *room* pixels (always when the
        room is unknown), and the table's narrowest width."""
        table = self.table_html()
        narrowest = narrowest_width(style + table, font)
        # a table spread over the whole width comes out a pixel or two wider than at its
        # narrowest (rounding of the columns): a little slack keeps it inside
        fits = room is None or narrowest + SLACK <= room
        body = table if fits else self.stacked_html()
        return f"<h3>{esc(self.title)}</h3>{body}", narrowest


_SEPARATOR = " \u00b7 "
SLACK = 4


def narrowest_width(html: str, font: QFont) -> float:
    """The width *html* needs at the least, wrapped at spaces only."""
    return _narrowest_width(html, font.toString())


@lru_cache(maxsize=256)  # a card is shown again and again while its options are edited
def _narrowest_width(html: str, font: str) -> float:
    document = QTextDocument()
    default_font = QFont()
    default_font.fromString(font)
    document.setDefaultFont(default_font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setHtml(html)
    document.setTextWidth(1)  # as narrow as the words allow: the document says how wide
    return document.size().width()
