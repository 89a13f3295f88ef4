"""The ability reference: only the abilities this roster's cards use, with their summaries."""

from __future__ import annotations

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph

from listbuilder.codex.codex import Codex
from listbuilder.i18n import message
from listbuilder.printing.styles import esc, styles
from listbuilder.rules.context import RuleContext
from listbuilder.rules.costs import chosen


def used_abilities(ctx: RuleContext) -> dict[str, set[str]]:
    """Ability keys used by the roster's cards, units, weapons and chosen options, with the
    parameters seen (``transport`` -> {"2", "4"})."""
    found: dict[str, set[str]] = {}

    def add(key: str, param: str | None) -> None:
        params = found.setdefault(key, set())
        if param is not None:
            params.add(param)

    codex = ctx.codex
    for entry in ctx.entries:
        if entry.card is None or entry.ref is None:
            continue
        card = entry.card
        book = entry.ref.book.id
        for ref in card.abilities:
            add(ref.key, ref.param)
        unit_ids = [uc.unit for det in card.composition for uc in det.units]
        weapons = list(card.weapons)
        for _, choice, _ in chosen(card, entry.element.options):
            unit_ids += [uc.unit for uc in choice.units]
            weapons += choice.weapons
            for ref in choice.abilities:
                add(ref.key, ref.param)
        for unit_id in unit_ids:
            unit = codex.unit(book, unit_id)
            if unit is None:
                continue
            for ref in unit.abilities:
                add(ref.key, ref.param)
            weapons += unit.weapons
        for weapon in weapons:
            for ref in weapon.abilities:
                add(ref.key, ref.param)
    return found


def ability_reference(
    ctx: RuleContext, codex: Codex, lang: str, width: float | None = None
) -> list[Flowable]:
    """The reference's flowables; with *width* (a column's), its title is set small enough
    to stand on one line there."""
    st = styles()
    title_style = st["title"]
    if width is not None:
        text = message("abilities.title", lang)
        natural = stringWidth(text, title_style.fontName, title_style.fontSize)
        size = min(title_style.fontSize, title_style.fontSize * width / natural * 0.98)
        if size < title_style.fontSize:
            title_style = ParagraphStyle(
                "reference_title", parent=title_style, fontSize=size, leading=size * 1.25
            )
    used = used_abilities(ctx)
    entries = []
    for key, params in used.items():
        ability = codex.ability(key)
        if ability is None:
            continue
        name = ability.name.get(lang)
        if params:
            name += " (" + ", ".join(sorted(params, key=lambda p: (len(p), p))) + ")"
        entries.append((name.casefold(), name, ability.summary.get(lang)))
    story: list[Flowable] = [
        Paragraph(esc(message("abilities.title", lang)), title_style),
        Paragraph(esc(message("abilities.intro", lang)), st["small"]),
    ]
    for _, name, summary in sorted(entries):
        story.append(Paragraph(esc(name), st["ability_name"]))
        story.append(Paragraph(esc(summary), st["base"]))
    return story
