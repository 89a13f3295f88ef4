"""Plain-text tables for the terminal: every column as wide as its widest cell."""

from __future__ import annotations

from collections.abc import Collection, Sequence


def padded(rows: Sequence[Sequence[str]], numeric: Collection[int]) -> list[list[str]]:
    """*rows* with each cell padded to its column's width: the columns in *numeric*
    right-aligned (figures line up by their last digit), the others left-aligned."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        [
            cell.rjust(widths[i]) if i in numeric else cell.ljust(widths[i])
            for i, cell in enumerate(row)
        ]
        for row in rows
    ]
