"""Paper sizes and the furniture every printed page carries.

Everything the project prints is meant to be measured on the table, so every
printout carries the book's 6 cm L-shaped scale mark and the instruction to print
at 100 %, once (issue 31: on every page they filled the foot of each page): on the
first templates page when templates are printed, else on the first page.
:func:`draw_page_furniture` draws the page title, and the mark and advice when asked,
and returns the :class:`Box` left free for the page's own content; card, roster and
template printers all lay out inside that box.

All coordinates are PDF points (1/72 in), origin bottom-left, as in ReportLab;
sizes are written with ``reportlab.lib.units.mm`` so nothing is ever scaled.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from weakref import WeakKeyDictionary

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from listbuilder.errors import PrintError
from listbuilder.i18n import message, normalize_language
from listbuilder.i18n.text import Msg
from listbuilder.printing import fonts
from listbuilder.printing.text import fit_width
from listbuilder.records import record

PAPER_SIZES: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
"""Supported paper names → (width, height) in points, portrait."""

MARGIN = 7 * mm
"""Nothing is drawn closer than this to the paper edge: most printers cannot
print the outer 3–6 mm, and a clipped scale mark would be worse than none."""

CALIBRATION_ARM = 60 * mm
"""Length of each arm of the L-shaped scale mark (the book's 6 cm set-square)."""

CALIBRATION_WIDTH = 0.3 * mm
CUT_MARK_WIDTH = 0.2 * mm

_HEADER_HEIGHT = 6 * mm  # title line under the top margin
_FOOTER_HEIGHT = 10 * mm  # L-mark labels and instructions above the bottom margin
_FOOTER_GAP = 1.5 * mm  # between the instructions and the page content
_LEFT_STRIP = 4 * mm  # the L's vertical arm and its label, beside the left margin
_TITLE_SIZE = 9.0
_NOTE_SIZE = 7.0
_FOOTER_SIZE = 6.8
_FOOTNOTE_SIZE = 5.5
_FOOTNOTE_DROP = 2.4 * mm
"""The footnote's baseline below the content: inside the margin, 4.6 mm from the edge."""
_ARM_LABEL_SIZE = 6.5


@record
class Box:
    """An axis-aligned rectangle in points (origin bottom-left)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def top(self) -> float:
        return self.y + self.height

    def contains(self, other: Box, tolerance: float = 0.01) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.top <= self.top + tolerance
        )


def normalize_paper(paper: str) -> str:
    """The canonical paper name; unknown names are an error, never a silent A4."""
    key = paper.strip().lower().replace(" ", "").replace("-", "")
    if key == "usletter":
        key = "letter"
    if key not in PAPER_SIZES:
        known = ", ".join(sorted(PAPER_SIZES))
        raise PrintError(
            Msg("error.print.paper", paper=repr(paper)),
            hint=Msg("error.print.paper.hint", known=known),
        )
    return key


def page_size(paper: str) -> tuple[float, float]:
    """(width, height) in points of *paper* in portrait."""
    return PAPER_SIZES[normalize_paper(paper)]


def content_box(paper: str, *, scale_mark: bool = True) -> Box:
    """The part of the page left free by :func:`draw_page_furniture`; a page without the
    scale mark keeps the left strip (so columns are as wide on every page) but not the
    footer."""
    width, height = page_size(paper)
    x = MARGIN + _LEFT_STRIP
    y = MARGIN + (_FOOTER_HEIGHT if scale_mark else 0)
    return Box(x, y, width - MARGIN - x, height - MARGIN - _HEADER_HEIGHT - y)


def new_canvas(out: Path, paper: str, *, title: str, lang: str) -> Canvas:
    """A canvas set up the way every project PDF should be.

    The fonts are registered, the output is reproducible (``invariant``) and
    the PDF asks viewers not to scale when printing (``PrintScaling /None``),
    which Acrobat and some other viewers honour in their print dialogue, and
    only the embedded DejaVu fonts are referenced.
    """
    fonts.register_fonts()
    canvas = Canvas(
        str(out),
        pagesize=page_size(paper),
        invariant=True,
        pageCompression=1,
        # Otherwise every page names Helvetica, a font that is never embedded.
        initialFontName=fonts.REGULAR,
        initialFontSize=10,
    )
    canvas.setTitle(title)
    canvas.setAuthor("listbuilder")
    canvas.setCreator("listbuilder")
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setCatalogEntry("Lang", normalize_language(lang))
    return canvas


def draw_page_furniture(
    canvas: Canvas,
    paper: str,
    lang: str,
    title: str,
    *,
    note: str | None = None,
    scale_mark: bool = True,
    footnote: str | None = None,
) -> Box:
    """Draw the title and, with *scale_mark*, the 6 cm scale mark and the print-at-100 %
    instructions (one page of each printout asks for them).

    Call it once per page, before or after the content; it also sets the page
    size, so a document can mix papers. *note* is an optional short remark
    printed at the right of the title line. *footnote*, a line in small print at the
    bottom right, in the margin (the army data the figures come from, issue 33). Returns
    the content box.
    """
    fonts.register_fonts()
    width, height = page_size(paper)
    canvas.setPageSize((width, height))
    canvas.saveState()
    canvas.setFillGray(0)
    canvas.setStrokeGray(0)

    baseline = height - MARGIN - _TITLE_SIZE * 0.8
    canvas.setFont(fonts.BOLD, _TITLE_SIZE)
    title_room = width - 2 * MARGIN - (width / 3 if note else 0)
    title = fit_width(title, fonts.BOLD, _TITLE_SIZE, title_room)
    canvas.drawString(MARGIN, baseline, title)
    if note:
        room = width - 2 * MARGIN - stringWidth(title, fonts.BOLD, _TITLE_SIZE) - 6 * mm
        size = _fit_size(note, fonts.ITALIC, _NOTE_SIZE, room)
        canvas.setFont(fonts.ITALIC, size)
        canvas.drawRightString(width - MARGIN, baseline, note)

    if scale_mark:
        _draw_footer(canvas, paper, lang, width, height)
    if footnote:
        size = _fit_size(footnote, fonts.REGULAR, _FOOTNOTE_SIZE, width - 2 * MARGIN)
        canvas.setFont(fonts.REGULAR, size)
        canvas.drawRightString(width - MARGIN, MARGIN - _FOOTNOTE_DROP, footnote)
    canvas.restoreState()
    return content_box(paper, scale_mark=scale_mark)


_FOOTERS: WeakKeyDictionary[Canvas, dict[tuple[str, str], str]] = WeakKeyDictionary()
"""Per canvas (one document), the form drawn for each paper and language."""
_FOOTER_NAMES = itertools.count()


def _draw_footer(canvas: Canvas, paper: str, lang: str, width: float, height: float) -> None:
    """The scale mark and the print-at-100 % advice: the same on every page of a paper and
    language, so drawn once per document into a PDF form that every page shows (a
    2,000-company printout has 1,100 pages; the words and lines read back as before)."""
    forms = _FOOTERS.setdefault(canvas, {})
    name = forms.get((paper, lang))
    if name is None:
        name = forms[(paper, lang)] = f"PageFooter{next(_FOOTER_NAMES)}"
        canvas.beginForm(name, 0, 0, width, height)
        canvas.setFillGray(0)  # the form's own colours, whatever the page's are
        canvas.setStrokeGray(0)
        corner_x, corner_y = MARGIN, MARGIN
        draw_calibration_mark(canvas, corner_x, corner_y, lang)
        text_x = corner_x + CALIBRATION_ARM + 4 * mm
        lines = [
            (fonts.BOLD, message("print.calibration.instruction", lang)),
            (fonts.REGULAR, message("print.calibration.check", lang)),
        ]
        top = MARGIN + _FOOTER_HEIGHT - _FOOTER_GAP
        _draw_footer_text(canvas, lines, text_x, width - MARGIN, corner_y, top)
        canvas.endForm()
    canvas.doForm(name)


def calibration_footprint(paper: str) -> tuple[Box, Box]:
    """The room the page's 6 cm L takes with its ticks and labels: (vertical arm,
    horizontal arm). Page content must keep clear of it, or cutting a template out
    would cut the scale mark."""
    page_size(paper)  # rejects an unknown paper
    half = CALIBRATION_WIDTH / 2
    depth = half + 1.2 * mm + _ARM_LABEL_SIZE  # line, label offset, label height
    x = y = MARGIN - half
    length = CALIBRATION_ARM + 2 * half
    return Box(x, y, depth, length), Box(x, y, length, depth)


def draw_calibration_mark(canvas: Canvas, x: float, y: float, lang: str) -> None:
    """Draw the L-shaped 6 cm scale with its corner at (*x*, *y*), arms up and right.

    One open path with a mitred corner, so each arm measures 60.0 mm along the
    centre of the line from the corner; 1 cm ticks help read a wrong scale.
    """
    arm = CALIBRATION_ARM
    canvas.saveState()
    canvas.setLineWidth(CALIBRATION_WIDTH)
    canvas.setLineCap(0)
    canvas.setLineJoin(0)
    path = canvas.beginPath()
    path.moveTo(x, y + arm)
    path.lineTo(x, y)
    path.lineTo(x + arm, y)
    canvas.drawPath(path, stroke=1, fill=0)

    canvas.setLineWidth(0.15 * mm)
    tick = 1.5 * mm
    for step in range(1, 6):
        offset = step * 10 * mm
        canvas.line(x + offset, y, x + offset, y + tick)
        canvas.line(x, y + offset, x + tick, y + offset)

    # Labels sit between the 3 cm and 4 cm ticks, inside the angle of the L.
    label = message("print.calibration.arm", lang)
    middle = 35 * mm
    canvas.setFont(fonts.BOLD, _ARM_LABEL_SIZE)
    canvas.drawCentredString(x + middle, y + 1.2 * mm, label)
    canvas.translate(x + 1.2 * mm, y + middle)
    canvas.rotate(90)
    canvas.drawCentredString(0, -_ARM_LABEL_SIZE * 0.75, label)
    canvas.restoreState()


def draw_cut_marks(
    canvas: Canvas,
    box: Box,
    *,
    length: float = 3 * mm,
    gap: float = 1 * mm,
    line_width: float = CUT_MARK_WIDTH,
) -> None:
    """Crop marks at the four corners of *box*, outside it, so they never print on it.

    Each corner gets one horizontal and one vertical mark on the extension of
    the box's edges, *gap* away from the corner; cards sharing a cut line can
    share marks.
    """
    canvas.saveState()
    canvas.setLineWidth(line_width)
    canvas.setLineCap(0)
    for cx, sx in ((box.x, -1.0), (box.right, 1.0)):
        for cy, sy in ((box.y, -1.0), (box.top, 1.0)):
            canvas.line(cx + sx * gap, cy, cx + sx * (gap + length), cy)
            canvas.line(cx, cy + sy * gap, cx, cy + sy * (gap + length))
    canvas.restoreState()


def _fit_size(text: str, font: str, size: float, room: float, minimum: float = 5.0) -> float:
    """The largest size not above *size* at which *text* fits *room* points."""
    text_width = stringWidth(text, font, size)
    if text_width <= room:
        return size
    return max(minimum, size * room / text_width)


def _wrap(text: str, font: str, size: float, room: float) -> list[str]:
    """Greedy word wrap by measured width (the texts are short sentences).

    Only plain spaces break: the catalogue's no-break spaces keep "100 %" and
    French "« … »" or " :" together.
    """
    lines: list[str] = []
    current = ""
    for word in (w for w in text.split(" ") if w):
        candidate = f"{current} {word}" if current else word
        if current and stringWidth(candidate, font, size) > room:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def _draw_footer_text(
    canvas: Canvas,
    paragraphs: list[tuple[str, str]],
    left: float,
    right: float,
    bottom: float,
    top: float,
) -> None:
    """Write *paragraphs* (font, text) in the footer box, shrinking until they fit."""
    room = right - left
    size = _FOOTER_SIZE
    while True:
        leading = size * 1.18
        laid = [(font, line) for font, text in paragraphs for line in _wrap(text, font, size, room)]
        if len(laid) * leading <= top - bottom or size <= 4.5:
            break
        size -= 0.2
    baseline = top - size * 0.8
    for font, line in laid:
        canvas.setFont(font, size)
        canvas.drawString(left, baseline, line)
        baseline -= leading
