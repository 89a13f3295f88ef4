"""The PDF of another game's roster: a roster sheet, a card per unit, the pack's pages.

Built from NetEpic's printing pieces (fonts, styles, page furniture, paragraphs that never
run off the page) without touching NetEpic's printouts: one full-width frame per page, since
a 40K weapons table needs the width.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import date
from pathlib import Path
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    PageBreak,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from listbuilder.i18n import message, normalize_language
from listbuilder.printing import fonts
from listbuilder.printing.other_games.figures import (
    PrintChoices,
    RosterView,
    UnitView,
    roster_view,
    whole,
)
from listbuilder.printing.other_games.tables import Texts, cell, fit_widths, grid
from listbuilder.printing.page import content_box, draw_page_furniture, normalize_paper, page_size
from listbuilder.printing.styles import (
    BAND,
    BAND_TEXT,
    ERROR,
    OK,
    WARNING,
    breakable,
    esc,
    styles,
)
from listbuilder.printing.text import NOTES_LIMIT, WHO_LIMIT
from listbuilder.rules.codes import Severity
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.roster import OtherRoster, with_choices
from listbuilder.systems.battlescribe.validation import OtherResult

RULE_TEXT_LIMIT = 1500
"""A rule's text as the data carries it, cut beyond this (a card stays a card)."""
CELL_LIMIT = 200


def _cost_text(value: float) -> str:
    return str(whole(value))


def roster_sheet(
    view: RosterView,
    result: OtherResult,
    lang: str,
    width: float,
    texts: Texts,
    *,
    source_name: str | None,
    printed: date,
    pack_name: str | None,
    player: str | None = None,
    event: str | None = None,
) -> list[Flowable]:
    """Forces, units with their costs in each cost type, totals and the data's findings."""
    st = styles()
    story: list[Flowable] = [
        Paragraph(
            esc(texts(view.roster.name or message("sheet.title", lang))), breakable(st["title"])
        )
    ]
    meta = [
        message(
            "other.print.system", lang, system=texts(view.data.name), revision=view.data.revision
        )
    ]
    if pack_name:
        meta.append(message("other.print.pack", lang, name=pack_name))
    if source_name:
        meta.append(message("other.print.file", lang, name=texts(source_name)))
    meta.append(message("other.print.printed", lang, date=printed.isoformat()))
    if player:
        meta.append(message("sheet.player", lang, name=texts(player, WHO_LIMIT)))
    if event:
        meta.append(message("sheet.event", lang, name=texts(event, WHO_LIMIT)))
    story.append(Paragraph(esc(" · ".join(meta)), breakable(st["small"])))
    status = message("other.print.legal" if result.legal else "other.print.illegal", lang)
    colour = OK if result.legal else ERROR
    story.append(
        Paragraph(f'<font color="{colour.hexval()}"><b>{esc(status)}</b></font>', st["base"])
    )
    own_notes = with_choices(view.roster.notes, {})  # the choices' line is for us, not the sheet
    if own_notes:
        story.append(Paragraph(esc(texts(own_notes, NOTES_LIMIT)), breakable(st["small"])))
    costs = view.cost_types
    cost_width = 15 * mm
    fixed = [22 * mm, 14 * mm] + [cost_width] * len(costs)
    name_width = max(width - sum(fixed), 40 * mm)
    widths = fit_widths([name_width, *fixed], width)
    head: list[object] = [
        cell(message("other.print.unit", lang), True),
        cell(message("other.print.role", lang), True),
        cell(message("other.print.models", lang), True),
        *(cell(texts(name), True) for _, name in costs),
    ]
    if not any(True for _ in view.units()):
        story.append(Paragraph(esc(message("other.print.empty", lang)), st["base"]))
    for force in view.forces:
        title = message(
            "other.print.force", lang, name=texts(force.name), catalogue=texts(force.catalogue)
        )
        story.append(Paragraph(esc(title), breakable(st["h2"])))
        if not force.units:
            continue
        rows: list[list[object]] = [head]
        for unit in force.units:
            rows.append(
                [
                    cell(texts(unit.name)),
                    cell(texts(unit.role)),
                    cell(str(unit.models) if unit.models else ""),
                    *(cell(_cost_text(unit.costs.get(cid, 0.0))) for cid, _ in costs),
                ]
            )
        story.append(grid(rows, widths))
    if costs:
        story.append(Paragraph(esc(message("other.print.totals", lang)), st["h2"]))
        rows = [[cell(texts(name), True) for _, name in costs]]
        line: list[object] = []
        for cid, _ in costs:
            value = _cost_text(view.totals.get(cid, 0.0))
            limit = view.roster.cost_limits.get(cid, -1.0)
            if limit >= 0:
                value = message("other.print.total_of", lang, value=value, limit=_cost_text(limit))
            line.append(cell(value))
        rows.append(line)
        story.append(grid(rows, fit_widths([30 * mm] * len(costs), width)))
    story.append(Paragraph(esc(message("other.print.findings", lang)), st["h2"]))
    if not result.findings:
        story.append(Paragraph(esc(message("other.print.no_findings", lang)), st["base"]))
    for finding in result.findings:
        severity = message(f"summary.severity.{finding.severity.value}", lang)
        colour = ERROR if finding.severity is Severity.ERROR else WARNING
        where = f" [{esc(finding.path)}]" if finding.path else ""
        text = esc(texts(finding.message(lang), NOTES_LIMIT))
        story.append(
            Paragraph(
                f'<font color="{colour.hexval()}">{esc(severity)}</font> '
                f"<b>{esc(finding.code)}</b>{where}: {text}",
                breakable(st["small"]),
            )
        )
    return story


def unit_card(unit: UnitView, view: RosterView, lang: str, width: float, texts: Texts) -> Flowable:
    """One unit: a band with its name, role and costs, a table per profile type, its rules."""
    st = styles()
    costs = " · ".join(
        f"{_cost_text(unit.costs.get(cid, 0.0))} {texts(name)}"
        for cid, name in view.cost_types
        if unit.costs.get(cid)
    )
    sub = " · ".join(part for part in (texts(unit.role), texts(unit.force), costs) if part)
    band = Table(
        [
            [Paragraph(esc(texts(unit.name)), breakable(st["card_title"]))],
            [Paragraph(esc(sub), breakable(st["card_sub"]))],
        ],
        colWidths=[width],
    )
    band.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, -1), BAND),
                ("TEXTCOLOR", (0, 0), (-1, -1), BAND_TEXT),
                ("LEFTPADDING", (0, 0), (-1, -1), 4),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ]
        )
    )
    parts: list[Flowable] = [band, Spacer(0, 1.5 * mm)]
    for table in unit.tables:
        parts.append(Paragraph(esc(texts(table.type_name)), st["card_head"]))
        parts.append(_profile_table(table.columns, table.rows, width, texts))
        parts.append(Spacer(0, 1 * mm))
    if unit.rules:
        parts.append(Paragraph(esc(message("other.print.rules", lang)), st["card_head"]))
        for rule in unit.rules:
            body = f"<b>{esc(texts(rule.name))}</b>"
            if rule.text:
                body += ": " + esc(texts(rule.text, RULE_TEXT_LIMIT))
            parts.append(Paragraph(body, breakable(st["small"])))
    if unit.keywords:
        line = message(
            "other.print.keywords", lang, list=", ".join(texts(k) for k in unit.keywords)
        )
        parts.append(Paragraph(esc(line), breakable(st["small"])))
    if unit.faction_keywords:
        line = message(
            "other.print.faction_keywords",
            lang,
            list=", ".join(texts(k) for k in unit.faction_keywords),
        )
        parts.append(Paragraph(esc(line), breakable(st["small"])))
    parts.append(Spacer(0, 4 * mm))
    return KeepTogether(parts)


def _profile_table(columns: list[str], rows: list[list[str]], width: float, texts: Texts) -> Table:
    """A profile type's table: short characteristics narrow, long texts take the rest."""
    longest = [
        max([len(columns[i]), *(len(row[i + 1]) for row in rows)]) for i in range(len(columns))
    ]
    narrow = [min(max(n, 1) * 1.6 * mm + 3.5 * mm, 24 * mm) if n <= 12 else 0.0 for n in longest]
    name_width = min(48 * mm, width * 0.3)
    wide = [i for i, w in enumerate(narrow) if w == 0.0]
    room = max(width - name_width - sum(narrow), 20 * mm)
    widths = [name_width] + [
        (room / len(wide)) if i in wide else narrow[i] for i in range(len(columns))
    ]
    widths = fit_widths(widths, width)
    data: list[list[object]] = [[cell("", True), *(cell(texts(c), True) for c in columns)]]
    for row in rows:
        data.append([cell(texts(row[0]), True), *(cell(texts(v, CELL_LIMIT * 5)) for v in row[1:])])
    return grid(data, widths)


def render_other_roster(
    result: OtherResult,
    out: Path,
    *,
    paper: str = "a4",
    lang: str = "en",
    pack: str | None = None,
    choices: PrintChoices | None = None,
    source_name: str | None = None,
    printed: date | None = None,
    problems: list[str] | None = None,
    sections: Collection[str] = ("roster", "cards"),
    player: str | None = None,
    event: str | None = None,
) -> Path:
    """Write the printout of a roster of another game to *out*: its sheet and, with *pack*
    (a ``--rules`` word), that pack's pages (the ``roster`` section), then a card per unit
    (``cards``). NetEpic's other sections (abilities, templates, game day) have no
    counterpart here."""
    from listbuilder.printing.other_games.packs import pack_pages, read_choices

    paper = normalize_paper(paper)
    lang = normalize_language(lang)
    fonts.register_fonts()
    texts = Texts()
    view = roster_view(result.data, result.roster, choices or read_choices(result.roster))
    box = content_box(paper, scale_mark=False)
    title = texts(result.roster.name or message("sheet.title", lang))
    pack_label = _pack_label(pack, lang)

    def furniture(canvas: Canvas, _doc: Any) -> None:
        draw_page_furniture(canvas, paper, lang, title, note=pack_label, scale_mark=False)

    frame = Frame(
        box.x,
        box.y,
        box.width,
        box.height,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
    )
    out = Path(out)
    doc = BaseDocTemplate(
        str(out),
        pagesize=page_size(paper),
        title=title,
        author="listbuilder",
        creator="listbuilder",
        invariant=True,
        initialFontName=fonts.REGULAR,
        pageTemplates=[PageTemplate(id="page", frames=[frame], onPage=furniture)],
    )
    story: list[Flowable] = []
    if "roster" in sections:
        story += roster_sheet(
            view,
            result,
            lang,
            box.width,
            texts,
            source_name=source_name,
            printed=printed or date.today(),
            pack_name=pack_label,
            player=player,
            event=event,
        )
        for pages in pack_pages(pack, view, lang, box.width, texts):
            story.append(PageBreak())
            story.extend(pages)
    cards = [unit_card(unit, view, lang, box.width, texts) for unit in view.units()]
    if cards and "cards" in sections:
        if story:
            story.append(PageBreak())
        story.append(Paragraph(esc(message("other.print.cards", lang)), styles()["title"]))
        story.extend(cards)
    if not story:  # nothing asked that this game prints: one page with its title
        story.append(Paragraph(esc(title), styles()["title"]))
    doc.build(story)
    if problems is not None:
        problems.extend(texts.problems(lang))
    return out


def _pack_label(pack: str | None, lang: str) -> str | None:
    if pack is None:
        return None
    from listbuilder.systems.battlescribe.packs import load_pack

    loaded = load_pack(pack)
    return loaded.name_fr if lang == "fr" else loaded.name_en


def roster_pack(roster: OtherRoster, data: GameData) -> str | None:
    """The pack a printout uses when none is asked: the roster's own (``rules`` of our YAML
    format and share codes), else the one its choices name (``rules=``), else its game's
    only pack (Battlefleet Gothic), else none (a 40K roster may be plain, Mac Hammer or Only
    War: the player says which)."""
    from listbuilder.printing.other_games.packs import read_choices
    from listbuilder.systems.battlescribe.packs import load_pack, pack_names

    own = getattr(roster, "rules", "")  # the pack our YAML format and share codes keep
    named = (own if isinstance(own, str) and own else "") or read_choices(roster).roster.get(
        "rules", ""
    ).strip()
    if named in pack_names():
        return named
    fitting = [name for name in pack_names() if data.name in load_pack(name).game_systems]
    return fitting[0] if len(fitting) == 1 else None
