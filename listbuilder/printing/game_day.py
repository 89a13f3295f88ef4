"""The game-day sheet: one page set to follow a game at the table (NetEpic Gold §3.1–3.4).

A turn-by-turn table with both sides' columns comes first (objectives held, their VP counted
afresh each turn, VP from broken cards added up, the total against the VP to win), then the
army card by card: a loss box per model, grouped by detachment, the box at the break point
drawn heavy and flagged, and the card's VP and morale beside them; titans show one box each
with the VP it gives when destroyed. Bastions the roster does not list get blank rows.

Black ink only: the marks are told apart by line weight and words, never by colour.
Everything comes from :mod:`listbuilder.game.army`, as the tracker's figures do.
"""

from __future__ import annotations

from collections.abc import Mapping

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from listbuilder.game.army import GameArmy, GameCard
from listbuilder.i18n import message
from listbuilder.printing import fonts
from listbuilder.printing.columns import TwoColumns
from listbuilder.printing.styles import RULE, SOFT, breakable, esc, styles
from listbuilder.report.game_words import figures_text
from listbuilder.report.numbers import morale_text

BOX = 3.4 * mm
GAP = 0.8 * mm
GROUP_GAP = 1.6 * mm
"""Extra room after every fifth box, so losses can be counted at a glance."""
ROW = BOX + 1.6 * mm
LABEL = 40 * mm
INDENT = 5 * mm
BP_LINE = 1.6
"""Line weight of the break-point box (the others are drawn at :data:`LINE`)."""
LINE = 0.5
TURNS = 6
"""Turn rows printed: NetEpic games rarely run longer; a seventh goes on the back."""
COLUMN_GAP = 6 * mm
"""Between the two columns of cards."""
BASTION = "structures/bastion"
"""The bastion's card key: a roster listing one needs no blank bastion rows."""


def _morale(card: GameCard) -> str:
    return morale_text(card.morale)


def _fit(text: str, font: str, size: float, width: float) -> str:
    if stringWidth(text, font, size) <= width:
        return text
    while text and stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…"


def _label_lines(text: str, font: str, size: float, width: float) -> tuple[list[str], float]:
    """*text* on one line at *size*, or smaller down to 6 pt; else on two lines at 5.5 pt
    (broken before its owner's bracket where it has one) before anything is cut: a row's
    label keeps its owner (``Command Chimera (Company Commissar)``) where it tells two rows
    apart."""
    shrunk = max(min(size, size * width / max(stringWidth(text, font, size), 0.1)), 6.0)
    if stringWidth(text, font, shrunk) <= width:
        return [text], shrunk
    small = 5.5
    at = text.rfind(" (")
    if at <= 0:
        at = text.rfind(" ", 0, len(text) // 2 + 1)
    if at <= 0:
        return [_fit(text, font, shrunk, width)], shrunk
    lines = [text[:at], text[at + 1 :]]
    return [_fit(line, font, small, width) for line in lines], small


class CardBoxes(Flowable):
    """One card: its name and figures on a line, then a row of boxes per detachment.

    Boxes are numbered over the whole card in order, detachment after detachment, so the
    break-point box is the n-th box of the card whatever detachment it falls in. A card
    taller than a page (a card fielding a thousand models) splits between rows, its name
    repeated on each part, so the sheet flows onto more pages instead of failing (issue 30).
    """

    def __init__(
        self,
        card: GameCard,
        lang: str,
        width: float,
        title: str,
        *,
        lines: list[tuple[str, int, int]] | None = None,
        last: bool = True,
    ) -> None:
        super().__init__()
        self.card = card
        self.lang = lang
        self.width = width
        self.title = title
        self.indent = INDENT if card.attached is not None else 0.0
        self._preset = lines
        """The rows of a part of a split card (None: the whole card's, laid out by wrap)."""
        self._last = last
        """Whether this part ends the card: its destructibles and notes go below its rows."""
        self._lines: list[tuple[str, int, int]] = lines or []
        """(label, first box number from 0, boxes on the line)."""

    def _per_line(self) -> int:
        room = self.width - self.indent - LABEL
        per_box = BOX + GAP + GROUP_GAP / 5
        return max(int(room // per_box) // 5 * 5, 5)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        if self._preset is not None:
            self.height = self._height(self._preset)
            return self.width, self.height
        per_line = self._per_line()
        self._lines = []
        first = 0
        if self.card.rows:
            for row in self.card.rows:
                label = row.label.get(self.lang)
                done = 0
                while done < row.models:
                    n = min(row.models - done, per_line)
                    self._lines.append((label if not done else "", first + done, n))
                    done += n
                first += row.models
        self.height = self._height(self._lines)
        return self.width, self.height

    def _height(self, lines: list[tuple[str, int, int]]) -> float:
        rows = len(lines) + (len(self.card.destructibles) if self._last else 0)
        notes = 1 if self._last and self.card.morale_tests > 1 else 0
        return 4.6 * mm + rows * ROW + notes * 3.4 * mm + 1.2 * mm

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        """The card cut between two rows of boxes, the first part as tall as *avail_height*
        allows; nothing when not even one row fits (the frame moves on to the next page)."""
        self.wrap(avail_width, avail_height)
        if self.height <= avail_height:
            return [self]
        fit = int((avail_height - 4.6 * mm - 1.2 * mm) // ROW)
        if fit < 1:
            return []
        fit = min(fit, len(self._lines))
        if fit == len(self._lines) and not self._last:
            return []
        head = CardBoxes(
            self.card, self.lang, self.width, self.title, lines=self._lines[:fit], last=False
        )
        rest = CardBoxes(
            self.card, self.lang, self.width, self.title, lines=self._lines[fit:], last=self._last
        )
        return [head, rest]

    def _box_x(self, index: int) -> float:
        return self.indent + LABEL + index * (BOX + GAP) + (index // 5) * GROUP_GAP

    def draw(self) -> None:
        canvas = self.canv
        card = self.card
        lang = self.lang
        self._draw_head()
        y = self.height - 4.6 * mm - BOX - 0.8 * mm
        mark = card.breaks_at
        for label, first, count in self._lines:
            if label:
                lines, size = _label_lines(label, fonts.CONDENSED, 7, LABEL - 2 * mm)
                canvas.setFont(fonts.CONDENSED, size)
                if len(lines) == 1:
                    canvas.drawString(self.indent, y + 0.9 * mm, lines[0])
                else:
                    canvas.drawString(self.indent, y + BOX - 0.6 * mm, lines[0])
                    canvas.drawString(self.indent, y + BOX - 0.6 * mm - size * 1.1, lines[1])
            for i in range(count):
                number = first + i + 1
                x = self._box_x(i)
                heavy = mark is not None and number == mark
                canvas.setLineWidth(BP_LINE if heavy else LINE)
                canvas.rect(x, y, BOX, BOX, stroke=1, fill=0)
                if heavy:
                    canvas.setFont(fonts.CONDENSED_BOLD, 5.6)
                    canvas.drawCentredString(
                        x + BOX / 2, y + BOX + 0.5 * mm, message("game.sheet.bp_mark", lang)
                    )
            y -= ROW
        if not self._last:
            return
        for item in card.destructibles:
            canvas.setFont(fonts.CONDENSED, 7)
            label = _fit(item.label.get(lang), fonts.CONDENSED, 7, LABEL - 2 * mm)
            canvas.drawString(self.indent, y + 0.9 * mm, label)
            x = self._box_x(0)
            canvas.setLineWidth(LINE)
            canvas.rect(x, y, BOX, BOX, stroke=1, fill=0)
            canvas.setFont(fonts.CONDENSED_BOLD, 7.4)
            vp = message("game.sheet.vp_each", lang, vp=item.victory_points)
            canvas.drawString(x + BOX + 1.5 * mm, y + 0.9 * mm, vp)
            y -= ROW
        if card.morale_tests > 1:
            canvas.setFont(fonts.ITALIC, 6.6)
            note = message("game.sheet.company_tests", lang, count=card.morale_tests)
            canvas.drawString(self.indent, y + BOX - 1.4 * mm, note)

    def _draw_head(self) -> None:
        """The card's title, as large as its room allows, its figures at the right."""
        canvas = self.canv
        card = self.card
        top = self.height
        canvas.setFillColor(colors.black)
        canvas.setStrokeColor(colors.black)
        figures = figures_text(card, self.lang)
        font = fonts.BOLD if card.attached is None else fonts.CONDENSED_BOLD
        canvas.setFont(fonts.CONDENSED, 8)
        figures_w = stringWidth(figures, fonts.CONDENSED, 8)
        canvas.drawRightString(self.width, top - 3.4 * mm, figures)
        room = self.width - self.indent - figures_w - 4 * mm
        # Smaller type before an ellipsis: in a column the end of a title ("#1") tells two
        # companies apart.
        natural = max(stringWidth(self.title, font, 8.6), 0.1)
        size = max(6.4, min(8.6, 8.6 * room / natural * 0.99))  # 0.99: no float rounding cut
        canvas.setFont(font, size)
        canvas.drawString(self.indent, top - 3.4 * mm, _fit(self.title, font, size, room))
        canvas.setLineWidth(0.3)
        canvas.setStrokeColor(RULE)
        canvas.line(self.indent, top - 4.4 * mm, self.width, top - 4.4 * mm)
        canvas.setStrokeColor(colors.black)


def turn_table(army: GameArmy, lang: str, width: float) -> Table:
    """Both sides' columns, a row per turn; blank cells for the players to fill in."""
    st = styles()
    vp = army.vp_to_win
    cols = [
        message("game.sheet.col.held", lang, objectives=army.objectives),
        message("game.sheet.col.objective_vp", lang),
        message("game.sheet.col.card_vp", lang),
        message("game.sheet.col.total", lang, vp=vp),
    ]
    head = [Paragraph(esc(text), st["cell_bold"]) for text in cols]
    data: list[list[object]] = [
        [
            "",
            Paragraph(esc(message("game.sheet.this_army", lang)), st["cell_bold"]),
            "",
            "",
            "",
            Paragraph(esc(message("game.sheet.opponent", lang)), st["cell_bold"]),
            "",
            "",
            "",
        ],
        [Paragraph(esc(message("game.sheet.turn", lang)), st["cell_bold"]), *head, *head],
    ]
    data += [[str(turn), *[""] * 8] for turn in range(1, TURNS + 1)]
    turn_w = 11 * mm
    col_w = (width - turn_w) / 8
    table = Table(
        data,
        colWidths=[turn_w] + [col_w] * 8,
        rowHeights=[None, None] + [8 * mm] * TURNS,
        repeatRows=2,
    )
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.BOLD, 9),
                ("SPAN", (1, 0), (4, 0)),
                ("SPAN", (5, 0), (8, 0)),
                ("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                ("LINEAFTER", (4, 0), (4, -1), 1.6, colors.black),
                ("LINEAFTER", (0, 0), (0, -1), 1.0, colors.black),
                ("BACKGROUND", (0, 0), (-1, 1), SOFT),
                ("ALIGN", (0, 2), (0, -1), "CENTER"),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ]
        )
    )
    return table


class BastionRow(Flowable):
    """A blank bastion line for the players: name, cost, VP, and a box to tick."""

    def __init__(self, lang: str, width: float) -> None:
        super().__init__()
        self.text = message("game.sheet.bastion_row", lang)
        self.width = width
        self.height = ROW

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.setFont(fonts.CONDENSED, 8)
        canvas.setFillColor(colors.black)
        canvas.drawString(0, 0.9 * mm, self.text)
        x = stringWidth(self.text, fonts.CONDENSED, 8) + 2 * mm
        canvas.setLineWidth(LINE)
        canvas.rect(x, 0, BOX, BOX, stroke=1, fill=0)


def game_day(
    army: GameArmy, lang: str, width: float, own_names: Mapping[str, str] | None = None
) -> list[Flowable]:
    """The sheet's flowables, for a page template one frame wide. *own_names* are the names
    the player gave cards and companies (F2), by roster path: they head their cards."""
    own_names = own_names or {}
    st = styles()
    name = army.name or message("sheet.title", lang)
    heading = ParagraphStyle("game_force", parent=st["h2"], keepWithNext=1)
    story: list[Flowable] = [
        Paragraph(esc(message("game.sheet.title", lang, name=name)), breakable(st["title"])),
        Paragraph(
            esc(
                message(
                    "game.sheet.size",
                    lang,
                    points=army.game_size,
                    vp=army.vp_to_win,
                    objectives=army.objectives,
                )
            ),
            st["base"],
        ),
        Spacer(0, 1.5 * mm),
        Paragraph(esc(message("game.sheet.rules", lang)), st["small"]),
        Paragraph(esc(message("game.sheet.turns", lang, vp=army.vp_to_win)), st["h2"]),
        turn_table(army, lang, width),
        Spacer(0, 2 * mm),
        Paragraph(esc(message("game.sheet.result", lang)), st["base"]),
    ]
    column = (width - COLUMN_GAP) / 2
    blocks: list[list[Flowable]] = []
    force = -1
    for card in army.cards:
        # A force's heading and its first card are one block: a heading never stands alone at
        # a page's foot (issue 31: "Imperial Guard Army: ally" on page 5, its card on page 6).
        kept: list[Flowable] = []
        if card.force != force:
            force = card.force
            role = message(f"summary.role.{army.roles[force]}", lang)
            title = message("game.sheet.force", lang, list=army.forces[force].get(lang), role=role)
            kept.append(Paragraph(esc(title), heading))
        title = card.heading.get(lang)
        own = own_names.get(card.path)
        if own and own not in title:
            title = f"{own} ({title})"
        block = CardBoxes(card, lang, column, title)
        blocks.append([*kept, block, Spacer(0, 1.2 * mm)])
    if not any(card.key == BASTION for card in army.cards):
        # Blank rows only for a bastion the roster does not list (one met on the table).
        bastions = Paragraph(esc(message("game.sheet.bastions", lang)), heading)
        blocks.append([bastions, BastionRow(lang, column), BastionRow(lang, column)])
    # The cards in two columns under the turn table: a 3,000-point army's sheet takes one page.
    story += [Spacer(0, 2 * mm), TwoColumns(blocks, COLUMN_GAP)]
    return story
