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


class GlanceChart(Flowable):
    """The bars, drawn straight on the page's canvas in the sheet's own fonts."""

    def __init__(self, found: Glance, lang: str, width: float) -> None:
        super().__init__()
        self.groups: list[tuple[str, tuple[Bar, ...]]] = [
            (message("glance.by_type", lang), found.by_type),
            (message("glance.by_force", lang), found.by_force),
        ]
        if found.ally is not None:
            self.groups.append((message("glance.ally", lang), (found.ally,)))
        self.groups.append((message("glance.per_1000", lang), found.per_thousand))
        self.models = message("glance.models", lang, count=found.models)
        self.width = width
        rows = sum(len(bars) + 1 for _, bars in self.groups)
        self.height = rows * ROW + len(self.groups) * 1.5 * mm + ROW

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        y = self.height
        room = self.width - LABEL - TEXT
        for title, bars in self.groups:
            canvas.setFillColor(colors.black)
            canvas.setFont(fonts.BOLD, 8)
            canvas.drawString(INSET, y - 3 * mm, title)
            y -= ROW + 0.5 * mm
            for bar in bars:
                canvas.setFillColor(colors.black)
                canvas.setFont(fonts.CONDENSED, 7.4)
                canvas.drawString(INSET, y - BAR + 0.6, _fit(bar.label, LABEL - 2 * mm - INSET))
                canvas.setStrokeColor(GREY)
                canvas.setLineWidth(0.4)
                canvas.rect(LABEL, y - BAR, room, BAR, stroke=1, fill=0)
                length = room * (bar.value / bar.full) if bar.full else 0.0
                if length > 0:
                    canvas.rect(LABEL, y - BAR, min(length, room), BAR, stroke=0, fill=1)
                size = _size_to_fit(bar.text, TEXT - 2 * mm)
                canvas.setFont(fonts.CONDENSED, size)
                canvas.drawString(
                    LABEL + room + 2 * mm, y - BAR + 0.6, _fit(bar.text, TEXT - 2 * mm, size)
                )
                y -= ROW
            y -= 1.5 * mm
        canvas.setFont(fonts.CONDENSED_BOLD, 8)
        canvas.drawString(INSET, y - 3 * mm, self.models)


def glance_chart(found: Glance, lang: str, width: float) -> list[Flowable]:
    """A heading and the chart, for the roster sheet."""
    heading = Paragraph(esc(message("glance.title", lang)), styles()["h2"])
    return [KeepTogether([heading, GlanceChart(found, lang, width)])]
