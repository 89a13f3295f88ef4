"""Blocks in two columns inside a one-column frame, so a sheet can go on in two columns under
a full-width part (the game-day sheet's cards under its turn table, issue 31).

ReportLab's ``BalancedColumns`` splits its content anew at every page and re-wraps
``KeepTogether`` groups, which multiplied the game-day sheet's pages; here each block is a
short list of flowables of fixed height, never split: the blocks fill the left column, then
the right one, then the rest goes on the next page.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable

_FUZZ = 1e-6


class TwoColumns(Flowable):
    """*blocks* (each a list of flowables kept together) in two columns *gap* apart."""

    def __init__(self, blocks: Sequence[Sequence[Flowable]], gap: float) -> None:
        super().__init__()
        self.blocks = [list(block) for block in blocks]
        self.gap = gap
        self._placed: list[tuple[int, float, list[float]]] = []
        """Per block laid out on this page: (column, top from the flowable's top, heights)."""
        self._fits = 0

    def _heights(self, block: list[Flowable], width: float) -> list[float]:
        return [f.wrap(width, 1e6)[1] + f.getSpaceAfter() for f in block]

    def _lay(self, avail_width: float, avail_height: float) -> float:
        """Place the blocks that fit in *avail_height*; returns the height used."""
        column_width = (avail_width - self.gap) / 2
        self._placed = []
        column, y, used = 0, 0.0, 0.0
        for block in self.blocks:
            heights = self._heights(block, column_width)
            height = sum(heights)
            if y and y + height > avail_height + _FUZZ:
                if column == 1:
                    break
                column, y = 1, 0.0
            if y + height > avail_height + _FUZZ:
                # No room left, or taller than a whole column (a card with very many
                # models): never placed here, where it would overflow; split() hands it on.
                break
            self._placed.append((column, y, heights))
            y += height
            used = max(used, y)
        self._fits = len(self._placed)
        return used

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width = avail_width
        self.height = self._lay(avail_width, avail_height)
        if self._fits < len(self.blocks):
            # Not all on this page: report more than there is room for, so the frame splits.
            return avail_width, max(avail_height + 1, self.height)
        return avail_width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        self._lay(avail_width, avail_height)
        if self._fits == 0:
            frame = getattr(self, "_frame", None)
            if frame is not None and not frame._atTop:
                return []  # the first block goes to the next page
            # Taller than a whole page (a card with very many models): it goes on by itself
            # in the frame's own flow, the rest after it.
            first, rest = self.blocks[0], self.blocks[1:]
            return [*first, TwoColumns(rest, self.gap)] if rest else list(first)
        here = TwoColumns(self.blocks[: self._fits], self.gap)
        rest = self.blocks[self._fits :]
        return [here, TwoColumns(rest, self.gap)] if rest else [here]

    def draw(self) -> None:
        column_width = (self.width - self.gap) / 2
        for (column, top, heights), block in zip(self._placed, self.blocks, strict=False):
            x = column * (column_width + self.gap)
            y = self.height - top
            for flowable, height in zip(block, heights, strict=True):
                y -= height
                flowable.drawOn(self.canv, x, y + flowable.getSpaceAfter())
