"""A table of any length that splits over pages in time linear in its rows.

ReportLab splits a long table at a page's end into the rows that fit and a new table of
all the rest, which it lays out again: a table of n rows over p pages costs n × p, so a
2,000-company roster sheet grew faster than its roster. :class:`RowStream` hands ReportLab
one bounded table at a time (the header and the next :data:`CHUNK` rows, built only when
needed) and keeps the rest as rows to come: each row is built, measured and split once.
Printed, it is the same table: the header on top of every page it runs over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.platypus import Flowable, LongTable, TableStyle

Row = Callable[[], list[object]]
"""A row's cells, made when the row is about to be laid out."""
RowStyle = tuple[object, ...]
"""A style command for one row, without its cells: ``("BACKGROUND", colour)``."""

CHUNK = 80
"""Rows laid out at a time: more than a page holds (a row is at least 11.4 pt high, a page
757 pt at most), so a chunk never ends on a page and the split falls where one table's
would; and not many more, as the rows a page leaves are laid out again with the next."""


class RowStream(Flowable):
    """A table with one header row, made chunk by chunk as the pages need its rows."""

    def __init__(
        self,
        head: list[object],
        rows: Sequence[Row],
        row_styles: Sequence[Sequence[RowStyle]],
        style: list[tuple[object, ...]],
        widths: list[float],
        start: int = 0,
        *,
        with_head: bool = True,
    ) -> None:
        super().__init__()
        self.head = head
        self.rows = rows
        self.row_styles = row_styles
        """Each row's own style commands, by row, as for a row of a table without header."""
        self.style = style
        """Commands for the whole table and its header row, as for one ``Table``."""
        self.widths = widths
        self.start = start
        self.with_head = with_head
        """False for rows that go on under the rows before them, on the same page."""
        self._table: LongTable | None = None

    def _chunk(self) -> LongTable:
        if self._table is None:
            end = min(self.start + CHUNK, len(self.rows))
            head = 1 if self.with_head else 0
            data = [self.head] * head + [self.rows[i]() for i in range(self.start, end)]
            commands = list(self.style) if head else []
            for row in range(self.start, end):
                at = row - self.start + head
                for name, *args in self.row_styles[row]:
                    commands.append((name, (0, at), (-1, at), *args))
            if not head:  # the whole table's commands, on these rows only
                commands = [c for c in self.style if not _header_only(c)] + commands
            self._table = LongTable(data, colWidths=self.widths, repeatRows=head)
            self._table.setStyle(TableStyle(commands))
        return self._table

    @property
    def _more(self) -> bool:
        """Whether rows remain beyond the chunk."""
        return self.start + CHUNK < len(self.rows)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        width, height = self._chunk().wrap(avail_width, avail_height)
        if self._more:
            height = max(height, avail_height + 1)  # the rest never fits in what is left
        self.width, self.height = width, height
        return width, height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        table = self._chunk()
        parts = table.split(avail_width, avail_height)
        if not parts:
            return []  # not even one row fits: the whole table moves on
        first = parts[0]
        head = 1 if self.with_head else 0
        whole = first is table  # the whole chunk fits (a frame taller than a chunk)
        used = min(CHUNK, len(self.rows) - self.start) if whole else len(first._cellvalues) - 1
        if self.start + used >= len(self.rows):
            return [first]
        if not whole and not head:
            used += 1  # without a header, every row of the first part is a row of ours
        rest = RowStream(
            self.head,
            self.rows,
            self.row_styles,
            self.style,
            self.widths,
            self.start + used,
            with_head=not whole,
        )
        return [first, rest]

    def draw(self) -> None:
        self._chunk().drawOn(self.canv, 0, 0)


def _header_only(command: tuple[object, ...]) -> bool:
    """Whether a table command applies to the header row alone: ``(0, 0)`` to ``(-1, 0)``."""
    _, first, last, *_ = command
    return isinstance(first, tuple) and isinstance(last, tuple) and first[1] == last[1] == 0
