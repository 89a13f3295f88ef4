"""Army cards: one per formation (a company card, and each Support or Special card).

In the manner of NetEpic cards: a coloured band with the name, type and flags;
the card's points, break point, morale and VP; the composition with a row of
loss-tracking boxes per detachment; the chosen options; a stat table of every
unit (class, move, save, CAF, weapons) and its abilities; the player's notes.
A card is one flowable of fixed width that never splits, drawn with cut marks.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from weakref import WeakKeyDictionary

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak, Paragraph, Table, TableStyle
from reportlab.rl_config import _FUZZ

from listbuilder.codex.codex import Codex
from listbuilder.codex.display import (
    is_instruction,
    saves_by_location,
    unit_class_words,
    unit_save_text,
    weapon_text,
)
from listbuilder.codex.models import Card, CardType, OptionChoice, Unit
from listbuilder.i18n import catalog, message
from listbuilder.i18n.numbers import format_number
from listbuilder.printing import fonts
from listbuilder.printing.page import Box, draw_cut_marks
from listbuilder.printing.styles import BAND, RULE, SOFT, breakable, esc, plain_paragraph, styles
from listbuilder.records import record
from listbuilder.report.numbers import break_point_text, morale_text
from listbuilder.rules.context import Entry
from listbuilder.rules.costs import chosen
from listbuilder.rules.option_words import choice_owner, option_parts

PAD = 2.2 * mm
BOX = 3.0 * mm
CELL_PADDING = 0.8
"""Left and right padding of a table cell, in points."""
CUT = 3.0 * mm


@record
class CardContext:
    """What one army card shows, gathered from the rules context."""

    entry: Entry
    company_label: str | None
    """For an attached card: the company it belongs to."""
    title: str | None = None
    """For a company card: its numbered label ("Tactical Company #2"), as attached cards name it."""
    owner: str | None = None
    """The player's name and event, on the band: a card found on a tournament table is
    returned to its owner."""


def ability_names(codex: Codex, refs: list[tuple[str, str | None]], lang: str) -> list[str]:
    names = []
    for key, param in refs:
        ability = codex.ability(key)
        name = ability.display_name(lang, param) if ability else key
        if name not in names:
            names.append(name)
    return names


MAX_BOX_LINES = 4
"""Most lines of loss boxes one row of a card draws; a row of more models (an option taken
hundreds of times) gives its count and points to the game-day sheet, which flows onto
more pages, so a card stays a card (issue 30)."""


class LossBoxes(Flowable):
    """A labelled row of small squares per detachment, one per model, to tick off losses."""

    def __init__(self, rows: list[tuple[str, int]], width: float, lang: str = "en") -> None:
        super().__init__()
        self.rows = rows
        self.width = width
        self.lang = lang
        self._lines: list[tuple[str, int, int]] = []
        self._counted: dict[int, int] = {}
        """Line index -> models of a row too long for boxes, written as a count instead."""

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        label_w = 30 * mm
        per_line = max(int((self.width - label_w) // (BOX + 0.8 * mm)), 1)
        self._lines = []
        self._counted = {}
        for label, count in self.rows:
            if count > per_line * MAX_BOX_LINES:
                self._counted[len(self._lines)] = count
                self._lines.append((label, 0, per_line))
                continue
            first = True
            remaining = count
            while remaining > 0 or first:
                n = min(remaining, per_line)
                self._lines.append((label if first else "", n, per_line))
                remaining -= n
                first = False
        self.height = len(self._lines) * (BOX + 1.0 * mm)
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        label_w = 30 * mm
        y = self.height - BOX
        canvas.setLineWidth(0.35)
        canvas.setStrokeColor(colors.black)
        for index, (label, count, _) in enumerate(self._lines):
            canvas.setFont(fonts.CONDENSED, 6.6)
            canvas.setFillColor(colors.black)
            if label:
                size, text = _fitted_label(label, label_w - 1 * mm)
                canvas.setFont(fonts.CONDENSED, size)
                canvas.drawString(0, y + 0.7 * mm, text)
            models = self._counted.get(index)
            if models is not None:
                canvas.setFont(fonts.CONDENSED, 6.6)
                note = message("card.losses_on_sheet", self.lang, count=models)
                canvas.drawString(label_w, y + 0.7 * mm, note)
            for i in range(count):
                canvas.rect(label_w + i * (BOX + 0.8 * mm), y, BOX, BOX, stroke=1, fill=0)
            y -= BOX + 1.0 * mm


def _fitted_label(label: str, width: float) -> tuple[float, str]:
    """A loss-box label that never runs into its boxes: a little smaller type first (long
    French names, "Section d'infanterie tactique 1"), then cut with an ellipsis."""
    for size in (6.6, 6.0, 5.4):
        if stringWidth(label, fonts.CONDENSED, size) <= width:
            return size, label
    text = label
    while text and stringWidth(text + "…", fonts.CONDENSED, 5.4) > width:
        text = text[:-1]
    return 5.4, text.rstrip() + "…"


class CardBody:
    """What a card shows under its band, laid out once and drawn once per document.

    A roster of 2,000 Tactical Companies has 4,000 cards of 2 kinds: their bodies are
    the same but for the band's title ("Tactical Company #7"). Each distinct body is
    measured once and drawn once, into a PDF form that every card showing it reuses:
    the printout costs one body per kind, not per card.
    """

    def __init__(self, parts: list[Flowable], name: str) -> None:
        self.parts = parts
        self.name = name
        """The form's name in the document: unique per distinct body."""
        self.heights: list[float] = []
        self.width = -1.0

    def measure(self, width: float) -> float:
        """The body's height at *width* (the card's inner width), laid out on first call."""
        if width != self.width:
            self.heights = [f.wrap(width, 10_000)[1] for f in self.parts]
            self.width = width
        return sum(self.heights) + PAD * (len(self.parts) + 1)

    def draw_on(self, canvas: Canvas, height: float, outer_width: float) -> None:
        """Draw the body with its bottom at the origin; *height* is its measured height."""
        if not canvas.hasForm(self.name):
            # Generous bounds: a form clips to them, and nothing in a body should be cut.
            canvas.beginForm(self.name, -outer_width, -height, 2 * outer_width, 2 * height)
            y = height - PAD
            for flowable, h in zip(self.parts, self.heights, strict=True):
                y -= h
                flowable.drawOn(canvas, PAD, y)
                y -= PAD
            canvas.endForm()
        # The form starts from ReportLab's initial state (its colours, line style); the
        # page's state at this point is the band's, so set what the form takes for granted.
        canvas.setFillColorRGB(0, 0, 0)
        canvas.setStrokeColorRGB(0, 0, 0)
        canvas.setLineWidth(1)
        canvas.setLineCap(0)
        canvas.setLineJoin(0)
        canvas.setDash()
        canvas.doForm(self.name)


class ArmyCard(Flowable):
    """One army card; taller than a frame, it scales itself down rather than split.

    The band (title and type line) is the card's own; the body may be shared with other
    cards (:class:`CardBody`), so drawing a card never lays out or draws it again."""

    def __init__(
        self, body: CardBody, header: list[Flowable], width: float, max_height: float
    ) -> None:
        super().__init__()
        self.body = body
        self.header = header
        self.width = width
        self.max_height = max_height
        """The tallest a card may be (a frame's height): taller cards are scaled to fit."""
        self._scale = 1.0
        self._body_height = 0.0
        self._header_heights: list[float] = []
        self._natural = 0.0
        self.page = 0
        """The page the card was drawn on (0 until it is)."""

    @property
    def parts(self) -> list[Flowable]:
        return self.body.parts

    def _layout(self) -> float:
        if not self._natural:  # a card's layout never depends on where it stands
            inner = self.width - 2 * PAD
            self._header_heights = [f.wrap(inner, 10_000)[1] for f in self.header]
            self._body_height = self.body.measure(inner)
            self._natural = self.header_height + self._body_height
        return self._natural

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        natural = self._layout()
        # Only a card taller than a whole frame shrinks; one that does not fit the space left
        # reports its real height, so the layout moves it on to the next column or page.
        self._scale = min(1.0, self.max_height / natural)
        self.height = natural * self._scale
        return self.width * self._scale, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return []  # a card never splits across pages

    @property
    def header_height(self) -> float:
        return sum(self._header_heights) + 2 * PAD

    def draw(self) -> None:
        canvas = self.canv
        self.page = canvas.getPageNumber()
        canvas.saveState()
        canvas.scale(self._scale, self._scale)
        height = self.height / self._scale
        width = self.width
        band, outline = _frame_forms(canvas, width, height, self.header_height)
        canvas.setFillColor(BAND)
        canvas.doForm(band)
        y = height - PAD
        for flowable, h in zip(self.header, self._header_heights, strict=True):
            y -= h
            flowable.drawOn(canvas, PAD, y)
        canvas.saveState()
        self.body.draw_on(canvas, self._body_height, width)
        canvas.restoreState()
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.6)
        canvas.doForm(outline)
        canvas.restoreState()


_FRAMES: WeakKeyDictionary[Canvas, dict[tuple[float, float, float], tuple[str, str]]] = (
    WeakKeyDictionary()
)
"""Per canvas (one document), the band and outline forms drawn for each card size."""


def _frame_forms(
    canvas: Canvas, width: float, height: float, header_height: float
) -> tuple[str, str]:
    """The forms of a card's band (under its title) and of its outline with cut marks.

    Cards of one kind have one size, so a 4,000-card printout draws a few of each, once,
    and every card shows them. Each form sets the colours and line width it draws with
    (the page's state at that point), so it reads back as when drawn on the page."""
    forms = _FRAMES.setdefault(canvas, {})
    key = (width, height, header_height)
    found = forms.get(key)
    if found is not None:
        return found
    number = next(_NAMES)
    band, outline = f"ArmyCardBand{number}", f"ArmyCardOutline{number}"
    margin = 2 * CUT
    box = (-margin, -margin, width + margin, height + margin)
    canvas.beginForm(band, *box)
    canvas.setFillColor(BAND)
    canvas.roundRect(0, height - header_height, width, header_height, 2 * mm, stroke=0, fill=1)
    canvas.rect(0, height - header_height, width, 2 * mm, stroke=0, fill=1)
    canvas.endForm()
    canvas.beginForm(outline, *box)
    canvas.setFillColor(BAND)
    canvas.setStrokeColor(colors.black)
    canvas.setLineWidth(0.6)
    canvas.roundRect(0, 0, width, height, 2 * mm, stroke=1, fill=0)
    draw_cut_marks(canvas, Box(0, 0, width, height), length=CUT)
    canvas.endForm()
    forms[key] = (band, outline)
    return band, outline


class LoneCardGuard(Flowable):
    """Stands before the last two cards: if the last card would sit alone on a page while
    the page before keeps two cards or more without the one before it, it turns into a page
    break, so the last two cards share the next page (issue #21: "an army card is never
    orphaned on a page when it fits with the next").

    Where the cards will land is worked out as ReportLab will place them, from the frame
    the guard stands in: each card (its height never depends on where it stands) and the
    gutter after it go on in that column if they fit, else at the top of the next one.
    """

    def __init__(self, earlier: list[ArmyCard], pair: tuple[ArmyCard, ArmyCard], gutter: float):
        super().__init__()
        self.earlier = earlier[-2:]
        """The (last two) cards before the pair, in print order: all the guard looks at."""
        self.pair = pair
        self.gutter = gutter
        self._break = False

    def _orphan_ahead(self, avail_width: float) -> bool:
        frame = getattr(self, "_frame", None)
        if frame is None or not str(frame.id).startswith("cards"):
            return False
        bottom = frame._y1p
        top = frame._y2 - frame._topPadding
        column = int(str(frame.id)[-1])  # 0 or 1: the page's left or right column
        y = frame._y
        page = 0  # pages after this one
        landed: list[int] = []
        for index, height in enumerate(
            h for card in self.pair for h in (card.wrap(avail_width, top - bottom)[1], self.gutter)
        ):
            if y - bottom <= 0 or y - height < bottom - _FUZZ:  # as Frame.add tests it
                column, y = (column + 1) % 2, top
                page += column == 0
            y -= height
            if index % 2 == 0:
                landed.append(page)
        lone = landed[1] > landed[0]
        here = self.canv.getPageNumber()
        kept = sum(1 for card in self.earlier if card.page == here)
        return lone and landed[0] == 0 and kept >= 2

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._break = self._orphan_ahead(avail_width)
        return (avail_width, avail_height + 1) if self._break else (0, 0)

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        return [PageBreak()] if self._break else []

    def draw(self) -> None:
        pass


def _stat_row(label: str, value: str) -> str:
    return f"<font size=6.4>{esc(label)}</font><br/><b>{esc(value)}</b>"


_NAMES = itertools.count()
"""Form names unique in any document, whichever :class:`CardBodies` made them."""


class CardBodies:
    """The distinct card bodies of one printout, each built once (see :class:`CardBody`).

    A body is keyed by everything that changes it: the card and its army book, the chosen
    options (in their order), the card's figures, the player's notes, the language and the
    width. The title and the company a card is attached to are in the band, not the body.
    """

    def __init__(self) -> None:
        self._bodies: dict[tuple[object, ...], CardBody] = {}

    def __len__(self) -> int:
        return len(self._bodies)

    def get(self, ctx: CardContext, codex: Codex, lang: str, width: float) -> CardBody:
        entry = ctx.entry
        element = entry.element
        key = (
            entry.key,
            entry.ref.book.id if entry.ref is not None else None,
            id(entry.card),
            tuple(element.options.items()),
            element.notes,
            entry.cost,
            lang,
            width,
        )
        body = self._bodies.get(key)
        if body is None:
            body = CardBody(_body_parts(ctx, codex, lang, width), f"ArmyCardBody{next(_NAMES)}")
            self._bodies[key] = body
        return body


def build_card(
    ctx: CardContext,
    codex: Codex,
    lang: str,
    width: float,
    max_height: float,
    bodies: CardBodies | None = None,
) -> ArmyCard:
    """The army card of one roster entry; *bodies* shares the bodies of a printout's cards."""
    st = styles()
    entry = ctx.entry
    card = entry.card
    body = (bodies if bodies is not None else CardBodies()).get(ctx, codex, lang, width)
    if card is None or entry.ref is None:
        title: list[Flowable] = [Paragraph(esc(entry.key), breakable(st["card_title"]))]
        return ArmyCard(body, title, width, max_height)
    flags = [message(f"card.type.{card.type.value}", lang)]
    if card.free:
        flags.append(message("card.flag.free", lang))
    if card.unique:
        flags.append(message("card.flag.unique", lang))
    if card.named_character:
        flags.append(message("card.flag.named", lang))
    sub = " · ".join(flags)
    if ctx.company_label:
        sub += " · " + message("card.attached_to", lang, company=ctx.company_label)
    if card.type is CardType.STRUCTURE:
        sub += " · " + message("card.no_slot", lang)
    if ctx.owner:
        sub += " · " + ctx.owner
    name = ctx.title or card.display_name(lang)
    header: list[Flowable] = [
        plain_paragraph(name, breakable(st["card_title"])),
        plain_paragraph(sub, breakable(st["card_sub"])),
    ]
    return ArmyCard(body, header, width, max_height)


def _body_parts(ctx: CardContext, codex: Codex, lang: str, width: float) -> list[Flowable]:
    """Everything a card shows under its band: figures, composition, options, units, notes."""
    st = styles()
    entry = ctx.entry
    card = entry.card
    if card is None or entry.ref is None:
        return [
            Paragraph(esc(message("card.unknown", lang, card=entry.key)), breakable(st["base"]))
        ]
    book_id = entry.ref.book.id
    parts: list[Flowable] = [_stats_table(card, entry, lang, width)]
    vp_lines = _card_vp_rule(card, entry, codex, book_id, lang)
    if vp_lines:
        parts.append(Paragraph("<br/>".join(esc(line) for line in vp_lines), st["cell"]))
    parts.extend(_composition(card, entry, codex, book_id, lang, width))
    titans = _titans(card, entry, codex, book_id) if card.titan else []
    option_lines = [] if titans else _options(card, entry, codex, lang)
    if option_lines:
        parts.append(Paragraph(esc(message("card.options", lang)), st["card_head"]))
        parts.append(Paragraph("<br/>".join(option_lines), st["cell"]))
    parts.extend(_unit_table(card, entry, codex, book_id, lang, width, titans))
    if card.notes is not None:  # where a figure is a ruling's, not the book's
        parts.append(Paragraph(esc(card.notes.get(lang)), breakable(st["cell"])))
    notes = entry.element.notes
    if notes:
        parts.append(Paragraph(f"<i>{esc(notes)}</i>", breakable(st["cell"])))
    return parts


def _stats_table(card: Card, entry: Entry, lang: str, width: float) -> Table:
    """The card's points, break point, morale and VP, in a row of four."""
    st = styles()
    cost = entry.cost
    morale = morale_text(card.morale)
    bp = break_point_text(cost.break_point)
    if card.break_text is not None:  # a structure's, in the book's words
        bp = card.break_text.get(lang)
    stats = Table(
        [
            [
                Paragraph(
                    _stat_row(message("card.points", lang), format_number(cost.points, lang)),
                    st["cell"],
                ),
                Paragraph(_stat_row(message("card.bp", lang), bp), st["cell"]),
                Paragraph(_stat_row(message("card.morale", lang), morale), st["cell"]),
                Paragraph(
                    _stat_row(message("card.vp", lang), format_number(cost.victory_points, lang)),
                    st["cell"],
                ),
            ]
        ],
        colWidths=[(width - 2 * PAD) / 4] * 4,
    )
    stats.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), fonts.CONDENSED, 7.2),
                ("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                ("INNERGRID", (0, 0), (-1, -1), 0.3, RULE),
                ("BACKGROUND", (0, 0), (-1, -1), SOFT),
                ("ALIGN", (0, 0), (-1, -1), "CENTER"),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ]
        )
    )
    return stats


def _card_vp_rule(card: Card, entry: Entry, codex: Codex, book_id: str, lang: str) -> list[str]:
    """What the card's own VP rule says (ruling 13): what each model gives, and what is left
    for breaking the rest of the card."""
    if not card.unit_vp:
        return []
    lines = [
        message("card.unit_vp", lang, unit=_unit_name(codex, book_id, unit, lang), vp=vp)
        for unit, vp in card.unit_vp.items()
    ]
    rest = entry.cost.victory_points - entry.cost.unit_vp
    if rest > 0:
        lines.append(message("card.break_vp", lang, vp=rest))
    return lines


def _labelled(label: str, text: str, lang: str) -> str:
    """``label: text`` with each language's punctuation (French: a no-break space before
    the colon); both already marked up."""
    return message("card.labelled", lang, label=label, text=text)


def _composition(
    card: Card, entry: Entry, codex: Codex, book_id: str, lang: str, width: float
) -> list[Flowable]:
    st = styles()
    rows: list[tuple[str, int]] = []
    lines: list[str] = []
    for det in card.composition:
        units = ", ".join(
            f"{uc.count} {_unit_name(codex, book_id, uc.unit, lang, uc.count)}" for uc in det.units
        )
        prefix = f"{det.count} × " if det.count > 1 else ""
        name = det.display_name(lang)
        lines.append(_labelled(f"<b>{esc(prefix + name)}</b>", esc(units), lang))
        models = sum(uc.count for uc in det.units)
        for n in range(det.count):
            label = name if det.count == 1 else f"{name} {n + 1}"
            rows.append((label, models))
    parts = option_parts(card, entry.element.options, lang)
    for group, choice, count in chosen(card, entry.element.options):
        if choice.units:
            units = ", ".join(
                f"{uc.count * count} {_unit_name(codex, book_id, uc.unit, lang, uc.count * count)}"
                for uc in choice.units
            )
            label = choice.display_name(lang)
            if group.instance is not None and card.instances > 1:
                label = f"{label} #{group.instance}"  # which titan of the squadron
            owner = choice_owner(card, group, parts, lang)
            # whose it is, the HQ's Rhino or the Commissar's (rules.option_words), in the line;
            # the loss boxes keep the short name, as the models are alike
            line = f"{label} ({owner})" if owner else label
            lines.append(_labelled(f"<b>{esc(line)}</b>", esc(units), lang))
            rows.append((label, sum(uc.count for uc in choice.units) * count))
    if not lines:
        return []
    return [
        Paragraph(esc(message("card.composition", lang)), st["card_head"]),
        Paragraph("<br/>".join(lines), st["cell"]),
        LossBoxes(rows, width - 2 * PAD, lang),
    ]


def _options(card: Card, entry: Entry, codex: Codex, lang: str) -> list[str]:
    lines = []
    for group, choice, count in chosen(card, entry.element.options):
        if choice.units and not choice.weapons and not choice.points:
            continue  # a transport choice already shows in the composition
        times = f"{count} × " if count > 1 else ""
        cost = f" (+{format_number(choice.points * count, lang)} pts)" if choice.points else ""
        name = choice.display_name(lang)
        lines.append(_labelled(esc(group.display_name(lang)), esc(times + name) + esc(cost), lang))
    rounded = _rounded_titans(card, entry)
    for n, points in enumerate(entry.cost.titans, start=1):
        if card.titan:
            vp = -(-points // codex.game_system.points_per_vp)
            key = "card.titan_cost" if rounded[n - 1] else "card.titan_cost.exact"
            lines.append(esc(message(key, lang, n=n, points=points, vp=vp)))
    return lines


def _rounded_titans(card: Card, entry: Entry) -> list[bool]:
    """Per titan, whether rounding changed its cost (ruling 7: its share of the chassis plus
    its weapons, to the nearest step): "(rounded)" only then, never on a figure as it was."""
    count = max(card.instances, 1)
    extra = [0] * count
    for group, choice, n in chosen(card, entry.element.options):
        extra[min(max((group.instance or 1) - 1, 0), count - 1)] += choice.points * n
    costs = entry.cost.titans
    return [
        i < len(costs) and costs[i] * count != card.points + extra[i] * count
        for i in range(max(count, len(costs)))
    ]


class _Titan:
    """One titan of a titan card, with what the player chose for it, filled in as its
    options are read (state that changes, not a value)."""

    def __init__(
        self,
        number: int,
        unit: Unit | None,
        picks: list[tuple[OptionChoice, int]],
        cost: int | None,
    ) -> None:
        self.number = number
        self.unit = unit
        self.picks = picks
        self.cost = cost
        self.rounded = True
        """Rounding changed the cost (see :func:`_rounded_titans`)."""


def _titans(card: Card, entry: Entry, codex: Codex, book_id: str) -> list[_Titan]:
    """Each titan of the card with its chassis, its chosen weapons and its rounded cost: a
    battlegroup's titans each get their own row, never one merged weapons cell."""
    fixed = [
        uc.unit for det in card.composition for uc in det.units for _ in range(det.count * uc.count)
    ]
    costs = entry.cost.titans
    titans = [
        _Titan(n, None, [], costs[n - 1] if n <= len(costs) else None)
        for n in range(1, card.instances + 1)
    ]
    for group, choice, count in chosen(card, entry.element.options):
        titan = titans[min(max((group.instance or 1) - 1, 0), len(titans) - 1)]
        if choice.units and not choice.weapons and titan.unit is None:
            titan.unit = codex.unit(book_id, choice.units[0].unit)  # the chassis chosen
        else:
            titan.picks.append((choice, count))
    for titan, rounded in zip(titans, _rounded_titans(card, entry), strict=False):
        titan.rounded = rounded
    for index, titan in enumerate(titans):
        if titan.unit is None and fixed:
            titan.unit = codex.unit(book_id, fixed[min(index, len(fixed) - 1)])
    return titans


def _unit_name(codex: Codex, book_id: str, unit_id: str, lang: str = "en", count: int = 1) -> str:
    """The unit's name as written after *count* ("5 Sections de tranchée")."""
    unit = codex.unit(book_id, unit_id)
    return unit.counted_name(count, lang) if unit else unit_id


def _units_of(card: Card, entry: Entry, codex: Codex, book_id: str) -> list[Unit]:
    ids = [uc.unit for det in card.composition for uc in det.units]
    for _, choice, _ in chosen(card, entry.element.options):
        ids += [uc.unit for uc in choice.units]
    units = []
    for uid in dict.fromkeys(ids):
        unit = codex.unit(book_id, uid)
        if unit is not None:
            units.append(unit)
    return units


COLUMNS = (0.2, 0.13, 0.095, 0.085, 0.075)
"""Shares of a card's inner width for unit, class, move, save and CAF; weapons take the rest."""


CLASS_MIN_SIZE = 6.6
"""The smallest type of the Class column: below it "Fortification" could not be read (issue
31); a wider word widens the column instead, at the weapons' expense."""


def _class_width(units: Iterable[Unit | None], lang: str, inner: float) -> float:
    """The Class column's width: its share of the card, or enough for the longest class word
    at :data:`CLASS_MIN_SIZE`."""
    st = styles()["cell"]
    words = [w for unit in units if unit is not None for w in unit_class_words(unit, lang)]
    widest = max((stringWidth(w, st.fontName, CLASS_MIN_SIZE) for w in words), default=0.0)
    return max(inner * COLUMNS[1], widest + 2 * CELL_PADDING + 0.5)


def _class_cell(unit: Unit | None, lang: str, column: float) -> Paragraph:
    """The unit's classes one per line, in type small enough that the longest word stays
    inside its *column* wide ("Infanterie", "Artillerie lourde"): words never split."""
    st = styles()["cell"]
    words = unit_class_words(unit, lang) if unit is not None else ["-"]
    room = column - 2 * CELL_PADDING
    widest = max(stringWidth(word, st.fontName, st.fontSize) for word in words)
    size = (
        max(CLASS_MIN_SIZE, min(st.fontSize, st.fontSize * room / widest))
        if widest
        else st.fontSize
    )
    style = (
        st
        if size == st.fontSize
        else ParagraphStyle("class", parent=st, fontSize=size, leading=size * 1.17)
    )
    return Paragraph("<br/>".join(esc(word) for word in words), style)


def _save_cell(unit: Unit, lang: str) -> str:
    return (
        message("card.save_location", lang)
        if saves_by_location(unit)
        else unit_save_text(unit, lang)
    )


def _unit_weapons(unit: Unit, lang: str) -> list[str]:
    return [weapon_text(w, lang) for w in unit.weapons if not is_instruction(w)]


def _titan_row(titan: _Titan, card: Card, per_vp: int, lang: str, column: float) -> list[object]:
    st = styles()
    unit = titan.unit
    name = unit.display_name(lang) if unit is not None else card.display_name(lang)
    head = f"<b>{esc(message('card.titan_row', lang, n=titan.number, unit=name))}</b>"
    if titan.cost is not None:
        vp = -(-titan.cost // per_vp)
        key = "card.titan_row_cost" if titan.rounded else "card.titan_row_cost.exact"
        head += "<br/>" + esc(message(key, lang, points=titan.cost, vp=vp))
    lines = _unit_weapons(unit, lang) if unit is not None else []
    if titan.number == 1:
        lines += [weapon_text(w, lang) for w in card.weapons]
    for choice, count in titan.picks:
        times = f"{count} × " if count > 1 else ""
        if choice.weapons:
            lines += [times + weapon_text(w, lang) for w in choice.weapons]
        else:
            lines.append(times + choice.display_name(lang))
    if not lines:
        lines = [message("card.titan_unarmed", lang)]
    return [
        Paragraph(head, st["cell"]),
        _class_cell(unit, lang, column),
        Paragraph(esc(unit.move_label.replace(" cm", "cm")) if unit else "-", st["cell"]),
        Paragraph(esc(_save_cell(unit, lang)) if unit else "-", st["cell"]),
        Paragraph(esc(unit.caf_label) if unit else "-", st["cell"]),
        Paragraph("<br/>".join(esc(line) for line in lines), st["cell"]),
    ]


def _protection_lines(codex: Codex, units: list[Unit], lang: str) -> list[str]:
    """Where each unit's saves and shields are: void shields, holo-fields and power fields
    from the data and the rulebook, location saves on the army book's template."""
    lines: list[str] = []
    for unit in {unit.id: unit for unit in units}.values():
        name = unit.display_name(lang)
        for ability in unit.abilities:
            key = f"card.protection.{ability.key}"
            if key in catalog():
                lines.append(message(key, lang, unit=name, n=ability.param or "?"))
        if saves_by_location(unit):
            lines.append(message("card.protection.location", lang, unit=name))
    return list(dict.fromkeys(lines))


def _unit_table(
    card: Card,
    entry: Entry,
    codex: Codex,
    book_id: str,
    lang: str,
    width: float,
    titans: list[_Titan] | None = None,
) -> list[Flowable]:
    st = styles()
    titans = titans or []
    titan_units = {t.unit.id for t in titans if t.unit is not None}
    units = [u for u in _units_of(card, entry, codex, book_id) if u.id not in titan_units]
    option_weapons = (
        []
        if titans
        else [w for _, choice, _ in chosen(card, entry.element.options) for w in choice.weapons]
    )
    if not units and not option_weapons and not card.weapons and not titans:
        return []
    head = [
        Paragraph(esc(message(f"card.col.{key}", lang)), st["cell_bold"])
        for key in ("unit", "class", "move", "save", "caf", "weapons")
    ]
    rows: list[list[object]] = [head]
    per_vp = codex.game_system.points_per_vp or 100
    inner = width - 2 * PAD
    class_width = _class_width([*units, *(t.unit for t in titans)], lang, inner)
    rows += [_titan_row(titan, card, per_vp, lang, class_width) for titan in titans]
    ability_lines = _titan_ability_lines(titans, codex, lang)
    for index, unit in enumerate(units):
        weapons = _unit_weapons(unit, lang)
        if index == 0 and not titans:
            weapons += [weapon_text(w, lang) for w in [*card.weapons, *option_weapons]]
        rows.append(_unit_row(unit, weapons, lang, class_width))
        refs = [(a.key, a.param) for a in unit.abilities]
        names = ability_names(codex, refs, lang)
        if names:
            ability_lines.append(
                _labelled(f"<b>{esc(unit.display_name(lang))}</b>", esc(", ".join(names)), lang)
            )
    if not units and not titans:
        weapons = [weapon_text(w, lang) for w in [*card.weapons, *option_weapons]]
        rows.append(
            [
                Paragraph(esc(card.display_name(lang)), st["cell_bold"]),
                "",
                "",
                "",
                "",
                Paragraph("<br/>".join(esc(w) for w in weapons), st["cell"]),
            ]
        )
    fixed = [inner * share for share in COLUMNS]
    fixed[1] = class_width
    widths = [*fixed, inner - sum(fixed)]
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(_unit_table_style())
    shown = units + [t.unit for t in titans if t.unit is not None]
    return [table, *_below_units(card, codex, shown, ability_lines, lang)]


def _titan_ability_lines(titans: list[_Titan], codex: Codex, lang: str) -> list[str]:
    """Each titan's abilities, once for titans alike."""
    lines: list[str] = []
    for titan in titans:
        if titan.unit is not None:
            refs = [(a.key, a.param) for a in titan.unit.abilities]
            names = ability_names(codex, refs, lang)
            line = _labelled(
                f"<b>{esc(titan.unit.display_name(lang))}</b>", esc(", ".join(names)), lang
            )
            if names and line not in lines:
                lines.append(line)
    return lines


def _unit_row(unit: Unit, weapons: list[str], lang: str, class_width: float) -> list[object]:
    st = styles()
    return [
        Paragraph(esc(unit.display_name(lang)), st["cell_bold"]),
        _class_cell(unit, lang, class_width),
        Paragraph(esc(unit.move_label.replace(" cm", "cm")), st["cell"]),
        Paragraph(esc(_save_cell(unit, lang)), st["cell"]),
        Paragraph(esc(unit.caf_label), st["cell"]),
        Paragraph("<br/>".join(esc(w) for w in weapons) or "-", st["cell"]),
    ]


def _unit_table_style() -> TableStyle:
    return TableStyle(
        [
            ("FONT", (0, 0), (-1, -1), fonts.CONDENSED, 7.2),
            ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black),
            ("LINEBELOW", (0, 1), (-1, -1), 0.25, RULE),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ]
    )


def _below_units(
    card: Card, codex: Codex, shown: list[Unit], ability_lines: list[str], lang: str
) -> list[Flowable]:
    """Under the units' table: their saves' protection, then the card's and the units'
    abilities."""
    st = styles()
    parts: list[Flowable] = []
    protection = _protection_lines(codex, shown, lang)
    if protection:
        parts.append(
            Paragraph(
                f"<b>{esc(message('card.saves', lang))}</b> — "
                + "<br/>".join(esc(line) for line in protection),
                st["cell"],
            )
        )
    card_abilities = ability_names(codex, [(a.key, a.param) for a in card.abilities], lang)
    if card_abilities:
        ability_lines.insert(0, esc(", ".join(card_abilities)))
    if ability_lines:
        parts.append(
            Paragraph(
                f"<b>{esc(message('card.abilities', lang))}</b> — "
                + message("card.separator", lang).join(ability_lines),
                st["cell"],
            )
        )
    return parts
