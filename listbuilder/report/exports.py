"""The roster as text to paste: plain text for forums, Markdown for Discord and Reddit, BBCode
for phpBB forums.

Each format lays out the pieces of :func:`listbuilder.report.summary.build_summary` (the same
worded figures as the ``summary`` command and the window), adding only the chosen options of
each card in short. Compact: the roster's name and game size, each force with its list, each
company with its cards and points, then the totals and the verdict with the broken rules.
"""

from __future__ import annotations

from collections.abc import Callable

from listbuilder.codex.codex import Codex
from listbuilder.i18n import message
from listbuilder.records import record
from listbuilder.report.inert import terminal_text
from listbuilder.report.spoken import without_references
from listbuilder.report.summary import CardLine, FindingLine, RosterSummary, build_summary
from listbuilder.roster.model import (
    AttachedCard,
    Company,
    Roster,
    StructureCard,
    entry_at,
    parse_path,
)
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.option_words import options_text

TEXT_FORMATS = ("text", "markdown", "bbcode")
SHOWN_TOTALS = ("total", "limit", "victory")
"""The totals lines an export shows: points, VP and BP; the limit; the VP to win."""


# --- options in short ---------------------------------------------------------------


def _options_of(line: CardLine, roster: Roster, codex: Codex, lang: str) -> str:
    path = parse_path(line.figures.path)
    entry = entry_at(roster, path)
    if (
        not isinstance(entry, Company | AttachedCard | StructureCard)
        or not entry.options
        or path.force is None
    ):
        return ""
    ref = codex.find_card(entry.card, roster.forces[path.force].list_id)
    return options_text(ref.card, entry.options, lang) if ref is not None else ""


# --- layouts ------------------------------------------------------------------------


@record
class _Style:
    """How one format writes each piece; ``esc`` makes a player's text inert."""

    title: Callable[[str], str]
    subtitle: Callable[[str], str]
    force: Callable[[str], str]
    company: Callable[[str], str]
    cards_open: str
    card: Callable[[str, str], str]
    cards_close: str
    verdict: Callable[[str], str]
    finding: Callable[[str], str]
    esc: Callable[[str], str]
    note: Callable[[str], str] = lambda t: "    " + t.replace("\n", "\n    ")
    """The player's notes on the element just written."""


def _md_escape(text: str) -> str:
    out = []
    for ch in text:
        if ch in "\\`*_~|[]<>":
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def _bb_escape(text: str) -> str:
    # BBCode has no escape: brackets in a name would open tags, so they become parentheses.
    return text.replace("[", "(").replace("]", ")")


_TEXT = _Style(
    title=lambda t: f"{t}\n{'=' * len(t)}",
    subtitle=lambda t: t,
    force=lambda t: f"\n{t}\n{'-' * len(t)}",
    company=lambda t: t,
    cards_open="",
    card=lambda t, o: f"  - {t}" + (f"\n      {o}" if o else ""),
    cards_close="",
    verdict=lambda t: f"\n{t}",
    finding=lambda t: f"  - {t}",
    esc=lambda t: t,
)

_MARKDOWN = _Style(
    title=lambda t: f"# {t}",
    subtitle=lambda t: f"*{t}*",
    force=lambda t: f"\n## {t}",
    company=lambda t: f"\n**{t}**",
    cards_open="",
    card=lambda t, o: f"- {t}" + (f" — *{o}*" if o else ""),
    cards_close="",
    verdict=lambda t: f"\n**{t}**",
    finding=lambda t: f"- {t}",
    esc=_md_escape,
    note=lambda t: "  > " + t.replace("\n", "\n  > "),
)

_BBCODE = _Style(
    title=lambda t: f"[size=150][b]{t}[/b][/size]",
    subtitle=lambda t: f"[i]{t}[/i]",
    force=lambda t: f"\n[b][u]{t}[/u][/b]",
    company=lambda t: f"[b]{t}[/b]",
    cards_open="[list]",
    card=lambda t, o: f"[*]{t}" + (f" [i]({o})[/i]" if o else ""),
    cards_close="[/list]",
    verdict=lambda t: f"\n[b]{t}[/b]",
    finding=lambda t: f"[*]{t}",
    esc=_bb_escape,
    note=lambda t: f"[i]{t}[/i]",
)

STYLES = {"text": _TEXT, "markdown": _MARKDOWN, "bbcode": _BBCODE}


def _card_text(card: CardLine, lang: str) -> str:
    """The card's line; a structure that breaks when a part of it is lost says so in words
    (``breaks when it loses the bastion``), not as a break point (``BP the bastion``)."""
    figures = card.figures
    if figures.break_text is None:
        return card.text
    return message(
        "export.card-breaks",
        lang,
        name=figures.shown(lang),
        points=figures.points,
        vp=figures.victory_points,
        what=figures.break_text.get(lang),
    )


def _finding_text(line: FindingLine, lang: str) -> str:
    """A finding as a player says it: its kind in words, no finding code, no references."""
    severity = line.severity[:1].upper() + line.severity[1:]
    return message("export.finding", lang, severity=severity, text=without_references(line.message))


def render_export(summary: RosterSummary, roster: Roster, codex: Codex, fmt: str) -> str:
    """The roster laid out in *fmt* (one of :data:`TEXT_FORMATS`) from its summary."""
    style = STYLES[fmt]
    lang = summary.lang
    esc = style.esc
    figures = summary.figures
    name = roster.name or message("export.unnamed", lang)
    if figures.points_limit is not None:
        size = message("export.game-size", lang, points=figures.points_limit)
    else:
        size = message("export.no-size", lang, points=figures.points)
    lines = [style.title(esc(name)), style.subtitle(esc(size))]
    if codex.house is not None:  # the house rules the figures follow, with the pack's hash
        lines.append(style.subtitle(esc(message("sheet.pack", lang, pack=codex.house.label))))

    def notes(path: str | None) -> None:
        element = entry_at(roster, parse_path(path)) if path is not None else roster
        text = getattr(element, "notes", None)
        if text:
            lines.append(style.note(esc(text)))

    notes(None)
    for force in summary.forces:
        lines.append(style.force(esc(force.text)))
        notes(force.figures.path)
        for company in force.companies:
            lines.append(style.company(esc(company.text)))
            notes(company.figures.path)
            if style.cards_open:
                lines.append(style.cards_open)
            for card in company.cards:
                options = _options_of(card, roster, codex, lang)
                lines.append(style.card(esc(_card_text(card, lang)), esc(options)))
                if card.figures.path != company.figures.path:
                    notes(card.figures.path)
            if style.cards_close:
                lines.append(style.cards_close)
        if force.structures:
            lines.append(
                style.company(esc(without_references(message("summary.structures", lang))))
            )
            if style.cards_open:
                lines.append(style.cards_open)
            for card in force.structures:
                options = _options_of(card, roster, codex, lang)
                lines.append(style.card(esc(_card_text(card, lang)), esc(options)))
                notes(card.figures.path)
            if style.cards_close:
                lines.append(style.cards_close)
    lines.append("")
    lines += [esc(without_references(summary.total(key).text)) for key in SHOWN_TOTALS]
    lines.append(style.verdict(esc(message("export.verdict", lang, status=summary.status))))
    if summary.findings:
        if style.cards_open:
            lines.append(style.cards_open)
        lines += [style.finding(esc(_finding_text(f, lang))) for f in summary.findings]
        if style.cards_close:
            lines.append(style.cards_close)
    return "\n".join(lines).strip("\n") + "\n"


def export_text(
    roster: Roster,
    codex: Codex,
    fmt: str,
    lang: str,
    result: ValidationResult | None = None,
) -> str:
    """Validate (unless *result* is given) and lay out the roster in *fmt*."""
    if fmt not in STYLES:
        raise ValueError(f"unknown text format {fmt!r}; use one of {', '.join(TEXT_FORMATS)}")
    result = result if result is not None else validate(roster, codex)
    # A text export is read in a terminal as often as in an editor: made inert (see inert).
    return terminal_text(render_export(build_summary(result, lang), roster, codex, fmt))
