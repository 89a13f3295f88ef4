"""The roster sheet's chart of the army at a glance, drawn on the page's canvas.

Horizontal bars in black and greys (legible on a black-and-white printer): points by card
type and by force, the allies' share against its allowance, VP and break points per 1,000
points, and the model count. The figures come from :mod:`listbuilder.report.glance`.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepTogether, Paragraph

from listbuilder.i18n import message
from listbuilder.printing import fonts
from listbuilder.printing.styles import esc, styles
from listbuilder.report.glance import Bar, Glance

ROW = 4.6 * mm
BAR = 3.0 * mm
LABEL = 55 * mm
TEXT = 48 * mm
GREY = colors.Color(0.55, 0.55, 0.55)
INSET = 2 * mm
"""Words start as far in as a table cell's: the scale mark's arm runs beside the left edge."""


def _fit(text: str, width: float, size: float = 7.4) -> str:
    """*text* cut with an ellipsis so that it ends before its bar starts."""
    if stringWidth(text, fonts.CONDENSED, size) <= width:
        return text
    while text and stringWidth(text + "…", fonts.CONDENSED, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _size_to_fit(text: str, width: float) -> float:
    """The type size (7.4 down to 5.5) at which a bar's figures end inside the page: a
    French share ("800 sur 1 500 pts permis (26,7 % sur 50 %)") is longer than its room."""
    size = 7.4
    while size > 5.5 and stringWidth(text, fonts.CONDENSED, size) > width:
        size -= 0.3
    return size


MIN_BAR = 14 * mm
"""The shortest bar drawn in a column of two: below it the chart keeps one column."""
GUTTER = 6 * mm

Group = tuple[str, tuple[Bar, ...]]


class GlanceChart(Flowable):
    """The bars, drawn straight on the page's canvas in the sheet's own fonts: in two columns
    side by side where the labels and figures fit them (half the height, so the chart stays
    on the roster's page on Letter paper too), else in one."""

    def __init__(self, found: Glance, lang: str, width: float) -> None:
        super().__init__()
        self.groups: list[Group] = [
            (message("glance.by_type", lang), found.by_type),
            (message("glance.by_force", lang), found.by_force),
        ]
        if found.ally is not None:
            self.groups.append((message("glance.ally", lang), (found.ally,)))
        self.groups.append((message("glance.per_1000", lang), found.per_thousand))
        self.models = message("glance.models", lang, count=found.models)
        self.width = width
        self.columns = self._two_columns() or [self.groups]
        rows = max(sum(len(bars) + 1 for _, bars in column) for column in self.columns)
        groups = max(len(column) for column in self.columns)
        self.height = rows * ROW + groups * 1.5 * mm + ROW

    def _two_columns(self) -> list[list[Group]] | None:
        """The groups in two columns of about even height, if each column's labels and
        figures fit beside a bar of at least :data:`MIN_BAR`."""
        if len(self.groups) < 2:
            return None
        sizes = [len(bars) + 1 for _, bars in self.groups]
        total, height, split = sum(sizes), 0, 1
        for index, size in enumerate(sizes[:-1]):
            height += size
            split = index + 1
            if height * 2 >= total:
                break
        columns = [self.groups[:split], self.groups[split:]]
        half = (self.width - GUTTER) / 2
        if all(self._label(column) + self._text(column) + MIN_BAR <= half for column in columns):
            return columns
        return None

    @staticmethod
    def _label(column: list[Group]) -> float:
        widest = max(
            (stringWidth(bar.label, fonts.CONDENSED, 7.4) for _, bars in column for bar in bars),
            default=0.0,
        )
        return widest + INSET + 2 * mm

    @staticmethod
    def _text(column: list[Group]) -> float:
        return (
            max(
                (stringWidth(bar.text, fonts.CONDENSED, 7.4) for _, bars in column for bar in bars),
                default=0.0,
            )
            + 2 * mm
        )

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        if len(self.columns) == 1:
            self._draw_column(self.groups, 0.0, self.width, LABEL, TEXT)
        else:
            half = (self.width - GUTTER) / 2
            for number, column in enumerate(self.columns):
                left = number * (half + GUTTER)
                self._draw_column(column, left, half, self._label(column), self._text(column))
        canvas = self.canv
        canvas.setFillColor(colors.black)
        canvas.setFont(fonts.CONDENSED_BOLD, 8)
        canvas.drawString(INSET, 1.6 * mm, self.models)

    def _draw_column(
        self, groups: list[Group], left: float, width: float, label: float, text: float
    ) -> None:
        canvas = self.canv
        y = self.height
        room = width - label - text
        for title, bars in groups:
            canvas.setFillColor(colors.black)
            canvas.setFont(fonts.BOLD, 8)
            canvas.drawString(left + INSET, y - 3 * mm, title)
            y -= ROW + 0.5 * mm
            for bar in bars:
                canvas.setFillColor(colors.black)
                canvas.setFont(fonts.CONDENSED, 7.4)
                shown = _fit(bar.label, label - 2 * mm - INSET)
                canvas.drawString(left + INSET, y - BAR + 0.6, shown)
                canvas.setStrokeColor(GREY)
                canvas.setLineWidth(0.4)
                canvas.rect(left + label, y - BAR, room, BAR, stroke=1, fill=0)
                length = room * (bar.value / bar.full) if bar.full else 0.0
                if length > 0:
                    canvas.rect(left + label, y - BAR, min(length, room), BAR, stroke=0, fill=1)
                size = _size_to_fit(bar.text, text - 2 * mm)
                canvas.setFont(fonts.CONDENSED, size)
                canvas.drawString(
                    left + label + room + 2 * mm,
                    y - BAR + 0.6,
                    _fit(bar.text, text - 2 * mm, size),
                )
                y -= ROW
            y -= 1.5 * mm


def glance_chart(found: Glance, lang: str, width: float) -> list[Flowable]:
    """A heading and the chart, for the roster sheet."""
    heading = Paragraph(esc(message("glance.title", lang)), styles()["h2"])
    return [KeepTogether([heading, GlanceChart(found, lang, width)])]
