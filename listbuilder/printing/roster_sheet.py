"""The roster sheet: every force, company and attached card with its figures,
the army's totals, the VP needed to win, and the validator's verdict."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from functools import partial

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Group, Rect
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    Flowable,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from listbuilder.codex.codex import Codex
from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_number
from listbuilder.printing import fonts
from listbuilder.printing.long_table import Row, RowStream, RowStyle
from listbuilder.printing.styles import (
    ERROR,
    OK,
    RULE,
    SOFT,
    WARNING,
    breakable,
    esc,
    styles,
)
from listbuilder.report.numbers import break_point_text, morale_text
from listbuilder.report.summary import brief_totals
from listbuilder.rules.engine import ValidationResult
from listbuilder.rules.figures import CardFigures, CompanyFigures, ForceFigures
from listbuilder.rules.findings import Severity
from listbuilder.rules.option_words import OptionPart


def _morale(codex: Codex, card_key: str) -> str:
    ref = codex.card(card_key)
    return morale_text(ref.card.morale if ref is not None else None)


class _Cells:
    """The sheet's cell paragraphs, one per distinct text and style.

    A big army repeats its cells ("Company total", the same companies, types and options),
    and ReportLab lays a table's cells out several times per page before drawing them:
    sharing one paragraph per text, which remembers its lines per width, parses and breaks
    each distinct cell once. A paragraph's lines depend on its width alone, so the page is
    the same as with a paragraph per cell.
    """

    def __init__(self) -> None:
        self._made: dict[tuple[str, int], Paragraph] = {}
        self._options = {indent: _options_style(indent) for indent in (False, True)}

    def __call__(self, text: str, style: ParagraphStyle) -> Paragraph:
        key = (text, id(style))
        found = self._made.get(key)
        if found is None:
            found = self._made[key] = _SharedParagraph(text, style)
        return found

    def options(self, indent: bool) -> ParagraphStyle:
        return self._options[indent]


class _SharedParagraph(Paragraph):
    """A paragraph that breaks its lines once per width, however often it is laid out."""

    def __init__(self, text: str, style: ParagraphStyle) -> None:
        super().__init__(text, style)
        self._by_width: dict[float, tuple[tuple[float, float], object, object]] = {}

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        found = self._by_width.get(avail_width)
        if found is not None:
            (self.width, self.height), self.blPara, self._wrapWidths = found
            return found[0]
        size: tuple[float, float] = super().wrap(avail_width, avail_height)
        if getattr(self, "width", None) == avail_width:  # laid out, not "cannot fit"
            self._by_width[avail_width] = (size, self.blPara, self._wrapWidths)
        return size


def _options_style(indent: bool) -> ParagraphStyle:
    """The chosen options under a card's name: smaller, and set in under it."""
    cell = styles()["cell"]
    return breakable(
        ParagraphStyle(
            f"options{int(indent)}",
            parent=cell,
            fontSize=6.4,
            leading=7.4,
            leftIndent=(14 if indent else 6),
            textColor=colors.Color(0.2, 0.2, 0.2),
        )
    )


def _row(
    cells: _Cells,
    card: CardFigures,
    codex: Codex,
    lang: str,
    indent: bool,
    label: str | None = None,
    options: Sequence[OptionPart] = (),
) -> list[object]:
    st = styles()
    name = ("    " if indent else "") + (label or card.shown(lang))
    type_label = message(f"card.type.{card.type}", lang) if card.type else "?"
    title = cells(
        esc(name).replace("    ", "&nbsp;" * 5),
        breakable(st["cell_bold" if not indent else "cell"]),
    )
    # what the card fields on the table: a titan's weapons, a company's transports, each
    # with whose it is (rules.option_words), one line per owner
    style = cells.options(indent)
    chosen = [cells(esc(part.text(lang)), style) for part in options]
    return [
        [title, *chosen] if chosen else title,
        cells(esc(type_label), st["cell"]),
        format_number(card.points, lang),
        break_point_text(card.break_point, partial(format_number, lang=lang)),
        _morale(codex, card.card),
        format_number(card.victory_points, lang),
    ]


def _company_total(cells: _Cells, company: CompanyFigures, lang: str) -> list[object]:
    return [
        cells(esc(message("sheet.company_total", lang)), styles()["cell"]),
        "",
        format_number(company.points, lang),
        break_point_text(company.break_point, partial(format_number, lang=lang)),
        "",
        format_number(company.victory_points, lang),
    ]


def _force_total(force: ForceFigures, lang: str) -> list[object]:
    return [
        Paragraph(f"<b>{esc(message('sheet.force_total', lang))}</b>", styles()["cell"]),
        "",
        format_number(force.points, lang),
        "",
        "",
        format_number(force.victory_points, lang),
    ]


def roster_sheet(
    result: ValidationResult,
    codex: Codex,
    lang: str,
    width: float,
    *,
    source_name: str | None,
    printed: date,
    share_code: str | None = None,
    options: Mapping[str, Sequence[OptionPart]] | None = None,
    player: str | None = None,
    event: str | None = None,
) -> list[Flowable]:
    """The sheet's flowables; *options* are the cards' chosen options by element path
    (:func:`listbuilder.rules.option_words.options_by_path`), printed under their names."""
    st = styles()
    chosen = options or {}
    figures = result.figures
    story: list[Flowable] = [
        Paragraph(esc(figures.name or message("sheet.title", lang)), breakable(st["title"])),
        *_heading(result, codex, lang, source_name, printed, player, event),
    ]
    head: list[object] = [
        message(f"sheet.col.{key}", lang)
        for key in ("card", "type", "points", "bp", "morale", "vp")
    ]
    widths = [width * f for f in (0.46, 0.16, 0.1, 0.08, 0.1, 0.1)]
    cells = _Cells()
    for force in figures.forces:
        role = message(f"sheet.role.{force.role}", lang)
        story.append(
            Paragraph(
                esc(message("sheet.force", lang, name=force.shown(lang), role=role)),
                breakable(st["h2"]),
            )
        )
        story.append(_force_table(force, cells, codex, lang, chosen, head, widths))
    lines = brief_totals(figures, lang, partial(format_number, lang=lang))
    totals = [
        Paragraph(esc(message("sheet.totals", lang)), st["h2"]),
        Paragraph("<br/>".join(esc(line) for line in lines), st["base"]),
    ]
    story += share_code_block(share_code, lang, width, totals) if share_code else totals
    story += _findings(result, lang)
    return story


def _heading(
    result: ValidationResult,
    codex: Codex,
    lang: str,
    source_name: str | None,
    printed: date,
    player: str | None,
    event: str | None,
) -> list[Flowable]:
    """Under the title: who plays and where, the file and the date, the house rules, and
    the verdict."""
    st = styles()
    figures = result.figures
    story: list[Flowable] = []
    whose = [
        message(key, lang, name=value)
        for key, value in (("sheet.player", player), ("sheet.event", event))
        if value
    ]
    if whose:  # who plays the army, and where: the organiser's first look
        story.append(Paragraph(f"<b>{esc(' · '.join(whose))}</b>", breakable(st["base"])))
    meta = []
    if source_name:
        meta.append(message("sheet.file", lang, name=source_name))
    meta.append(message("sheet.printed", lang, date=printed.isoformat()))
    meta.append(
        message("sheet.game_size", lang, points=format_number(figures.points_limit, lang))
        if figures.points_limit
        else message("sheet.no_limit", lang)
    )
    story.append(Paragraph(esc(" · ".join(meta)), breakable(st["small"])))
    story += _house_rules(codex, lang, st["small"])
    errors = len(result.errors)
    verdict = (
        message("sheet.legal", lang)
        if result.legal
        else message("sheet.illegal", lang, errors=errors)
    )
    if result.warnings:
        verdict += " · " + message("sheet.warnings", lang, count=len(result.warnings))
    colour = OK if result.legal else ERROR
    story.append(Spacer(0, 4))
    story.append(
        Paragraph(f'<font color="{colour.hexval()}"><b>{esc(verdict)}</b></font>', st["base"])
    )
    return story


def _force_table(
    force: ForceFigures,
    cells: _Cells,
    codex: Codex,
    lang: str,
    chosen: Mapping[str, Sequence[OptionPart]],
    head: list[object],
    widths: list[float],
) -> RowStream:
    """A force's table: each company's cards and total, its structures, the force's total.

    Rows are made as the pages need them (a RowStream): a 2,000-company sheet holds the
    figures, not 6,000 rows of laid-out paragraphs."""
    style: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), fonts.CONDENSED, 7.5),
        ("FONT", (0, 0), (-1, 0), fonts.CONDENSED_BOLD, 7.5),
        ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
        ("ALIGN", (2, 0), (-1, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),  # figures level with the name, above its options
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
    ]
    rows: list[Row] = []
    row_styles: list[list[RowStyle]] = []
    for company in force.companies:
        own = company.card
        label = company.shown(lang)
        parts = chosen.get(own.path, ())
        rows.append(partial(_row, cells, own, codex, lang, False, label, parts))
        row_styles.append([])
        for attached in company.attached:
            parts = chosen.get(attached.path, ())
            rows.append(partial(_row, cells, attached, codex, lang, True, None, parts))
            row_styles.append([])
        rows.append(partial(_company_total, cells, company, lang))
        row_styles.append([("BACKGROUND", SOFT), ("LINEBELOW", 0.3, RULE)])
    for held in force.structures:  # ruling 18: beside the companies, in no company
        parts = chosen.get(held.path, ())
        rows.append(partial(_row, cells, held, codex, lang, False, None, parts))
        row_styles.append([])
    rows.append(partial(_force_total, force, lang))
    row_styles.append([("LINEABOVE", 0.6, colors.black)])
    return RowStream(head, rows, row_styles, style, widths)


def _findings(result: ValidationResult, lang: str) -> list[Flowable]:
    """Every finding, errors in red, warnings in amber, each with its code."""
    st = styles()
    if not result.findings:
        return []
    story: list[Flowable] = [Paragraph(esc(message("sheet.findings", lang)), st["h2"])]
    for finding in result.findings:
        is_error = finding.severity is Severity.ERROR
        colour = ERROR if is_error else WARNING
        label = message("sheet.error" if is_error else "sheet.warning", lang)
        story.append(
            Paragraph(
                f'<font color="{colour.hexval()}"><b>{esc(label)}</b></font> '
                f"<font size=7>[{esc(finding.code)}]</font> {esc(finding.message(lang))}",
                breakable(st["small"]),
            )
        )
    return story


def _house_rules(codex: Codex, lang: str, style: ParagraphStyle) -> list[Flowable]:
    """The pack the army is printed under, with its hash, and each rule it turns off with its
    reason: the opponent and the organiser read why a finding is missing."""
    house = codex.house
    if house is None:
        return []
    lines = [f"<b>{esc(message('sheet.pack', lang, pack=house.label))}</b>"]
    for code, reason in house.rules_off:
        lines.append(esc(message("sheet.pack.rule_off", lang, code=code, reason=reason)))
    return [Paragraph("<br/>".join(lines), breakable(style))]


QR_MAX_CHARS = 2_213
"""The longest share code ReportLab's encoder puts in a QR code at error correction level M.
The standard's version 40 holds 2,331 bytes, but ReportLab chooses among versions 1 to 39
(2,216 bytes at 39, less the mode and length); measured, and checked at the boundary by
``tests/printing/test_share_qr.py``. :func:`qr_fits` asks the encoder itself, so a code
that needs more than this never reaches it (issue 30: a legal roster's code of 2,217
characters made the printout fail)."""
QR_SIZE = 32 * mm


def qr_fits(code: str) -> bool:
    """Whether ReportLab's encoder holds *code* in a QR code of the size it chooses: the
    bits its segments need beside the capacity of that version, without drawing it."""
    if len(code) > QR_MAX_CHARS:
        return False
    from reportlab.graphics.barcode import qrencoder

    encoder = QrCodeWidget(code, barLevel="M", barBorder=2).qr
    version = encoder.version or encoder.calculate_version()
    bits = qrencoder.QRBitBuffer()
    for segment in encoder.dataList:
        segment.write(bits, version)
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, encoder.errorCorrectLevel)
    return bits.getLengthInBits() <= sum(block.dataCount for block in blocks) * 8


def share_code_block(code: str, lang: str, width: float, beside: list[Flowable]) -> list[Flowable]:
    """The roster's share code as a QR code to the right of *beside* (the totals), then the
    code as text; when the army is too big for a QR code, a line saying where to get it.
    Beside the totals, the code costs the sheet two lines rather than a block of its own."""
    st = styles()
    title = message("sheet.code.title", lang)
    if not qr_fits(code):  # pages of digits help nobody: say where to get it
        too_long = message("sheet.code.too_long", lang)
        return [
            *beside,
            Paragraph(
                message("card.labelled", lang, label=f"<b>{esc(title)}</b>", text=esc(too_long)),
                st["small"],
            ),
        ]
    table = Table(
        [[beside, [Paragraph(f"<b>{esc(title)}</b>", st["small"]), QrCode(code, QR_SIZE)]]],
        colWidths=[width - QR_SIZE - 8, QR_SIZE + 8],
    )
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.REGULAR, 7.5),  # never Table's Helvetica
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    help_text = message("sheet.code.help", lang)
    return [
        table,
        Spacer(0, 2),
        Paragraph(f"{esc(help_text)}<br/>{esc(code)}", st["code"]),
    ]


class QrCode(Flowable):
    """ReportLab's QR widget, its squares painted straight on the page.

    Drawn through a ``Drawing``, the widget would start from ReportLab's default graphics
    state, whose Helvetica the printout never embeds; the squares need no font at all.
    """

    def __init__(self, text: str, size: float) -> None:
        super().__init__()
        self.widget = QrCodeWidget(text, barLevel="M", barBorder=2)
        self.size = size

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return self.size, self.size

    def draw(self) -> None:
        squares = self.widget.draw()  # once: the widget's getBounds would draw it again
        left, bottom, right, top = squares.getBounds()
        scale = self.size / max(right - left, top - bottom)
        canvas = self.canv
        canvas.saveState()
        canvas.scale(scale, scale)
        canvas.translate(-left, -bottom)
        canvas.setFillColor(colors.black)
        self._paint(squares)
        canvas.restoreState()

    def _paint(self, group: Group) -> None:
        for shape in group.contents:
            if isinstance(shape, Group):
                self._paint(shape)
            elif isinstance(shape, Rect) and shape.fillColor is not None:
                self.canv.setFillColor(shape.fillColor)
                self.canv.rect(shape.x, shape.y, shape.width, shape.height, stroke=0, fill=1)
