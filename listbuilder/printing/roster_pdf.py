"""A roster's printout: roster sheet, army cards, ability reference and templates.

Every page carries the page title of :mod:`listbuilder.printing.page`, and one page the
6 cm scale mark and the print-at-100 % advice (the first templates page, else the first).
What the sheet says comes from the same rules engine as the CLI and the GUI, so the three
never disagree.

Finished pages are not streamed to the file: ReportLab keeps each page's content until it
saves, and formats and writes the PDF's objects only then, so spooling pages early would
mean replacing its document writer, for little. Measured at 2,000 companies (1,101 pages,
issue 24): the pages held at the save are 4.9 MB of content (4.5 KB a page) in a Python
heap of 20.5 MB, which shrinks as the pages are made (the story they come from is let go
faster than pages are added); the heap peaks at 25 MB while saving, and the process at
111 MB, of which about 90 MB were there before printing. Streaming would save at most the
5 MB of pages, against a goal of 200 MB.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
)

from listbuilder.codex.codex import Codex
from listbuilder.errors import PrintError
from listbuilder.game.army import game_army
from listbuilder.i18n import message, normalize_language
from listbuilder.i18n.text import Msg
from listbuilder.printing import fonts
from listbuilder.printing.ability_reference import ability_reference
from listbuilder.printing.army_cards import (
    ArmyCard,
    CardBodies,
    CardContext,
    LoneCardGuard,
    build_card,
)
from listbuilder.printing.page import (
    Box,
    content_box,
    draw_page_furniture,
    normalize_paper,
    page_size,
)
from listbuilder.printing.roster_sheet import roster_sheet
from listbuilder.printing.sections import DEFAULT_SECTIONS, SECTIONS
from listbuilder.printing.text import printable_roster
from listbuilder.roster.model import Roster
from listbuilder.rules.context import Entry, RuleContext, build_context
from listbuilder.rules.engine import ValidationResult, validate

CARD_GUTTER = 9 * mm
"""Room between cards for their cut marks."""


def parse_sections(text: str | Sequence[str] | None) -> tuple[str, ...]:
    if text is None:
        return DEFAULT_SECTIONS
    items = text.split(",") if isinstance(text, str) else list(text)
    chosen = [item.strip().lower() for item in items if item.strip()]
    unknown = [item for item in chosen if item not in SECTIONS]
    if unknown:
        raise PrintError(
            Msg("error.print.sections", count=len(unknown), names=", ".join(unknown)),
            hint=Msg("error.print.sections.hint", known=", ".join(SECTIONS)),
        )
    return tuple(section for section in SECTIONS if section in chosen)


def _own_name(entry: Entry, lang: str) -> str | None:
    """An attached card's title when the player named it: their name, then the card's."""
    own = entry.element.name
    return f"{own} ({entry.name.get(lang)})" if own else None


def army_cards(
    ctx: RuleContext,
    codex: Codex,
    lang: str,
    width: float,
    max_height: float,
    bodies: CardBodies | None = None,
    owner: str | None = None,
) -> list[Flowable]:
    """One card per company card and per attached card, in roster order, then each force's
    structure cards (ruling 18); cards alike but for their titles share one body (laid out
    and drawn once)."""
    cards: list[ArmyCard] = []
    bodies = bodies if bodies is not None else CardBodies()
    for force in ctx.forces:
        for company in force.companies:
            label = company.label.get(lang)
            if company.entry.element.name:  # the player's own names first (roster ``name:``)
                label = f"{company.entry.element.name} ({label})"
            contexts = [CardContext(company.entry, None, label, owner)] + [
                CardContext(entry, label, _own_name(entry, lang), owner)
                for entry in company.attached
            ]
            for card_ctx in contexts:
                cards.append(build_card(card_ctx, codex, lang, width, max_height, bodies))
        for entry in force.structures:
            card_ctx = CardContext(entry, None, _own_name(entry, lang), owner)
            cards.append(build_card(card_ctx, codex, lang, width, max_height, bodies))
    story: list[Flowable] = []
    for index, card in enumerate(cards):
        if index == len(cards) - 2 and index >= 2:
            # Only the two cards before the pair: holding them all would keep every laid-out
            # card of a 4,000-card printout alive until the end (20 KB a page).
            story.append(LoneCardGuard(cards[index - 2 : index], (card, cards[-1]), CARD_GUTTER))
        story.append(card)
        story.append(Spacer(0, CARD_GUTTER))
    return story


def _canvas_with_final_pages(
    final_pages: Callable[[Canvas], None] | None,
    on_page: Callable[[int], None] | None = None,
) -> type[Canvas]:
    """Platypus's canvas, drawing extra pages (the templates) just before it is saved, and
    telling *on_page* each page it finishes."""

    class ArmyCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.setViewerPreference("PrintScaling", "None")

        def showPage(self) -> None:
            super().showPage()
            if on_page is not None:
                on_page(self.getPageNumber() - 1)

        def save(self) -> None:
            if final_pages is not None:
                final_pages(self)
            super().save()

    return ArmyCanvas


def _printed_roster(
    roster: Roster,
    codex: Codex,
    lang: str,
    *,
    player: str | None,
    event: str | None,
    result: ValidationResult | None,
    problems: list[str] | None,
) -> tuple[Roster, ValidationResult, str]:
    """The roster as printed (the player and event told, its texts made printable), its
    validation, and its share code (of the roster as the player has it, naming its house
    rules)."""
    from listbuilder.interop.share_code import encode
    from listbuilder.rules.pack_record import stamped

    if player is not None or event is not None:
        roster = roster.model_copy(
            update={
                "player": roster.player if player is None else player.strip() or None,
                "event": roster.event if event is None else event.strip() or None,
            }
        )
    share_code = encode(stamped(roster, codex.house))
    fixed, changed = printable_roster(roster, lang)
    if result is None or fixed != roster:
        result = validate(fixed, codex)
    if problems is not None:
        problems.extend(changed)
    return fixed, result, share_code


def _furniture_texts(roster: Roster, codex: Codex, lang: str) -> tuple[str, str | None, str]:
    """The title of every page, its note (the house rules it was printed under, with the
    pack's hash) and its footnote (the army data the figures come from: issue 33)."""
    from listbuilder.report.data_changes import record_text
    from listbuilder.roster.revisions import current_record

    title = roster.name or message("sheet.title", lang)
    footnote = record_text(current_record(roster, codex), codex, lang)
    note = message("sheet.pack", lang, pack=codex.house.label) if codex.house else None
    return title, note, footnote


def _game_day(ctx: RuleContext, lang: str, width: float) -> list[Flowable]:
    """The game-day sheet, the names the player gave shown beside the cards'."""
    from listbuilder.printing.game_day import game_day

    own = {entry.path: entry.element.name for entry in ctx.entries if entry.element.name}
    return game_day(game_army(ctx), lang, width, own)


def _frames(kind: str, area: Box, half: float, pad: float) -> list[Frame]:
    """The sheet's one frame, or the cards' two columns, in *area*."""
    if kind == "sheet":
        return [
            Frame(
                area.x,
                area.y,
                area.width,
                area.height,
                id="sheet",
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
            )
        ]
    return [
        Frame(
            area.x + i * (half + CARD_GUTTER),
            area.y,
            half,
            area.height,
            id=f"cards{i}",
            leftPadding=pad / 2,
            rightPadding=pad / 2,
            topPadding=pad,
            bottomPadding=pad,
        )
        for i in (0, 1)
    ]


def _roster_sheet(
    result: ValidationResult,
    ctx: RuleContext,
    codex: Codex,
    lang: str,
    width: float,
    source_name: str | None,
    printed: date | None,
    share_code: str,
) -> list[Flowable]:
    """The roster sheet, the army at a glance below it."""
    from listbuilder.printing.glance_chart import glance_chart
    from listbuilder.report.glance import glance
    from listbuilder.rules.option_words import options_by_path

    roster = ctx.roster
    sheet = roster_sheet(
        result,
        codex,
        lang,
        width,
        source_name=source_name,
        printed=printed or date.today(),
        share_code=share_code,
        options=options_by_path(ctx, lang),
        player=roster.player,
        event=roster.event,
    )
    sheet += glance_chart(glance(result.figures, game_army(ctx), lang), lang, width)
    return sheet


class _Pages:
    """The printout's document: the sheet's and the cards' page templates, and the story
    laid out section by section."""

    def __init__(
        self,
        out: Path,
        paper: str,
        lang: str,
        title: str,
        note: str | None,
        footnote: str | None,
        *,
        first_mark: bool,
    ) -> None:
        self.paper, self.lang, self.title = paper, lang, title
        self.note, self.footnote = note, footnote
        self.first_mark = first_mark
        """The scale mark on the first page (when no templates page has it)."""
        self.first_box = content_box(paper, scale_mark=first_mark)
        self.box = content_box(paper, scale_mark=False)
        self.half = (self.box.width - CARD_GUTTER) / 2
        self.pad = CARD_GUTTER / 2
        self.story: list[Flowable] = []
        self._last: list[str] = []  # the template of the section before
        self.doc = BaseDocTemplate(
            str(out),
            pagesize=page_size(paper),
            title=title,
            author="listbuilder",
            creator="listbuilder",
            invariant=True,
            # Platypus would otherwise start each page in Helvetica, which is never embedded.
            initialFontName=fonts.REGULAR,
            pageTemplates=[
                self._template(kind, self.box, mark=False) for kind in ("sheet", "cards")
            ],
        )

    def _template(self, kind: str, area: Box, *, mark: bool) -> PageTemplate:
        """The sheet (one frame) or cards (two columns) pages in *area*."""

        def furniture(canvas: Canvas, _doc: Any) -> None:
            draw_page_furniture(
                canvas,
                self.paper,
                self.lang,
                self.title,
                note=self.note,
                scale_mark=mark,
                footnote=self.footnote,
            )

        frames = _frames(kind, area, self.half, self.pad)
        name = f"{kind}-first" if mark else kind
        return PageTemplate(id=name, frames=frames, onPage=furniture, autoNextPageTemplate=kind)

    def write(self, *, templates: bool, on_page: Callable[[int], None] | None) -> None:
        """Lay the story out into the PDF, the templates' pages last when asked; a story
        with no section (templates only) is the templates' pages alone."""

        def template_pages(canvas: Canvas) -> None:
            from listbuilder.printing.templates import draw_template_pages

            draw_template_pages(canvas, self.paper, self.lang)

        maker = _canvas_with_final_pages(template_pages if templates else None, on_page)
        if not self.story:
            canvas = maker(
                self.doc.filename,
                pagesize=page_size(self.paper),
                invariant=True,
                initialFontName=fonts.REGULAR,
            )
            canvas.setTitle(self.title)
            canvas.save()
            return
        if on_page is not None:
            on_page(0)  # the story is laid out: a Cancel asked meanwhile stops here
        self.doc.build(self.story, canvasmaker=maker)

    def section(self, template: str, flowables: list[Flowable], *, follow: bool = False) -> None:
        """Add a section on a new page, or with *follow* right after a section of the same
        template (the ability reference goes on in the cards' columns: issue 31)."""
        if not flowables:
            return
        story = self.story
        if story and follow and self._last[-1:] == [template]:
            story.append(Spacer(0, CARD_GUTTER / 2))
        elif story:
            story.append(NextPageTemplate(template))
            story.append(PageBreak())
        else:  # the first page: its own template, the scale mark's room kept when it has it
            first = self._template(template, self.first_box, mark=self.first_mark)
            self.doc.pageTemplates.insert(0, first)
        self._last.append(template)
        story.extend(flowables)


def render_roster(
    roster: Roster,
    codex: Codex,
    out: Path,
    *,
    paper: str = "a4",
    lang: str = "en",
    sections: Sequence[str] | str | None = None,
    source_name: str | None = None,
    printed: date | None = None,
    problems: list[str] | None = None,
    result: ValidationResult | None = None,
    on_page: Callable[[int], None] | None = None,
    player: str | None = None,
    event: str | None = None,
) -> Path:
    """Write the printout of *roster* to *out* (a PDF) and return its path.

    *on_page* is told the number of pages finished, before the first and after each one
    (the window's progress); an exception it raises stops the printout (the window's
    Cancel), leaving *out* unfinished for the caller's atomic writer to throw away.
    *player* and *event*, when given, stand for the roster's own (``print --player``).

    The roster's own texts are made printable first (:mod:`listbuilder.printing.text`);
    what had to change is appended to *problems* when given. *result* is the roster's
    validation as the caller's editing session has it; it is used unless making the texts
    printable changed the roster (then the printed roster is validated).
    """
    if on_page is not None:
        on_page(0)
    roster, result, share_code = _printed_roster(
        roster, codex, lang, player=player, event=event, result=result, problems=problems
    )
    paper = normalize_paper(paper)
    lang = normalize_language(lang)
    chosen = parse_sections(sections)
    fonts.register_fonts()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    ctx = build_context(roster, codex)
    title, note, footnote = _furniture_texts(roster, codex, lang)
    want_templates = "templates" in chosen
    # The scale mark once per printout: on the first templates page, else on the first page.
    pages = _Pages(out, paper, lang, title, note, footnote, first_mark=not want_templates)
    section, box, first_box, pad = pages.section, pages.box, pages.first_box, pages.pad
    card_width = pages.half - pad

    if "roster" in chosen:
        sheet = _roster_sheet(result, ctx, codex, lang, box.width, source_name, printed, share_code)
        section("sheet", sheet)
    if "cards" in chosen:
        owner = " · ".join(text for text in (roster.player, roster.event) if text) or None
        cards = army_cards(ctx, codex, lang, card_width, first_box.height - 2 * pad, owner=owner)
        section("cards", cards)
    if "abilities" in chosen:
        section("cards", ability_reference(ctx, codex, lang, card_width), follow=True)
    if "game-day" in chosen:
        section("sheet", _game_day(ctx, lang, box.width))

    pages.write(templates=want_templates, on_page=on_page)
    return out
