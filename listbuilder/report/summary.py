"""The roster summary as structured, already-worded data, and its plain-text rendering.

:func:`build_summary` turns a validation result into a :class:`RosterSummary`: the heading,
every force, company and card with its figures and its sentence, the army's totals (one
:class:`SummaryLine` each, with a stable ``key``) and the findings. A format (plain text here;
Markdown or BBCode elsewhere) is a small function laying those pieces out; none computes a
figure or words a sentence of its own.
"""

from __future__ import annotations

from listbuilder.i18n import message
from listbuilder.i18n.numbers import format_number
from listbuilder.records import record
from listbuilder.report.numbers import break_point_text
from listbuilder.report.totals import (  # worded there once; their old home keeps the names
    TOTAL_KEYS,
    Number,
    SummaryLine,
    allies_text,
    brief_totals,
    total_labels,
    totals_lines,
)
from listbuilder.rules.engine import ValidationResult
from listbuilder.rules.figures import ArmyFigures, CardFigures, CompanyFigures, ForceFigures
from listbuilder.rules.findings import Finding

__all__ = [
    "TOTAL_KEYS",
    "Number",
    "RosterSummary",
    "SummaryLine",
    "allies_text",
    "brief_totals",
    "build_summary",
    "render_findings_text",
    "render_text",
    "titans_text",
    "total_labels",
    "totals_lines",
]


@record(slots=True)
class CardLine:
    figures: CardFigures
    name: str
    text: str
    """``Name: 300 pts, 3 VP, BP 2`` (with the titans' rounded costs where there are any)."""


@record(slots=True)
class CompanyBlock:
    figures: CompanyFigures
    label: str
    text: str
    cards: tuple[CardLine, ...]
    """The company card first, then its attached cards."""


@record(slots=True)
class ForceBlock:
    figures: ForceFigures
    name: str
    role: str
    text: str
    companies: tuple[CompanyBlock, ...]
    structures: tuple[CardLine, ...] = ()
    """The force's structure cards (ruling 18), after its companies."""


@record(slots=True)
class FindingLine:
    finding: Finding
    severity: str
    """The severity in the reader's language."""
    message: str
    text: str
    """``error code [path]: message``, as the command line prints it."""


@record(slots=True)
class RosterSummary:
    lang: str
    name: str
    file: str | None
    legal: bool
    status: str
    """``legal`` or ``illegal`` in the reader's language."""
    heading: str
    figures: ArmyFigures
    forces: tuple[ForceBlock, ...]
    totals: tuple[SummaryLine, ...]
    findings: tuple[FindingLine, ...]

    def total(self, key: str) -> SummaryLine:
        """The totals line *key* (one of :data:`TOTAL_KEYS`)."""
        return next(line for line in self.totals if line.key == key)


def status_text(legal: bool, lang: str) -> str:
    return message("summary.legal" if legal else "summary.illegal", lang)


def heading(figures: ArmyFigures, legal: bool, lang: str, file: str | None = None) -> str:
    """``file: name, points, VP: status`` (without the file when there is none)."""
    params = {
        "name": figures.name or "-",
        "points": figures.points,
        "vp": figures.victory_points,
        "status": status_text(legal, lang),
    }
    if file is None:
        return message("summary.heading", lang, **params)
    return message("summary.file-heading", lang, file=file, **params)


def card_text(card: CardFigures, lang: str) -> str:
    text = message(
        "summary.card",
        lang,
        name=card.shown(lang),
        points=card.points,
        vp=card.victory_points,
        bp=(
            card.break_text.get(lang)
            if card.break_text is not None
            else break_point_text(card.break_point)
        ),
    )
    if len(card.titans) > 1 or any(card.titans_rounded):  # a lone exact cost is the card's
        text += " (" + titans_text(card, lang, " + ") + ")"
    return text


def titans_text(card: CardFigures, lang: str, separator: str = ", ") -> str:
    """``titan cost, rounded: 263`` where rounding changed a titan's cost (ruling 7), else
    ``titan cost: 250``: a Warhound's 250 was never rounded, so no "rounded" is said."""
    costs = separator.join(format_number(cost, lang) for cost in card.titans)
    key = "summary.titans" if any(card.titans_rounded) else "summary.titans.exact"
    return message(key, lang, costs=costs)


def finding_line(finding: Finding, lang: str) -> FindingLine:
    severity = message(f"summary.severity.{finding.severity.value}", lang)
    text = finding.message(lang)
    where = f" [{finding.path}]" if finding.path else ""
    return FindingLine(finding, severity, text, f"{severity} {finding.code}{where}: {text}")


def _force(force: ForceFigures, lang: str) -> ForceBlock:
    role = message(f"summary.role.{force.role}", lang)
    name = force.shown(lang)
    companies = tuple(
        CompanyBlock(
            figures=company,
            label=company.shown(lang),
            text=message(
                "summary.company",
                lang,
                label=company.shown(lang),
                points=company.points,
                vp=company.victory_points,
                bp=break_point_text(company.break_point),
            ),
            cards=tuple(
                CardLine(card, card.shown(lang), card_text(card, lang))
                for card in (company.card, *company.attached)
            ),
        )
        for company in force.companies
    )
    text = message(
        "summary.force",
        lang,
        list=name,
        role=role,
        points=force.points,
        vp=force.victory_points,
    )
    structures = tuple(
        CardLine(card, card.shown(lang), card_text(card, lang)) for card in force.structures
    )
    return ForceBlock(force, name, role, text, companies, structures)


def build_summary(result: ValidationResult, lang: str, *, file: str | None = None) -> RosterSummary:
    """Everything a report of the roster says, worded in *lang*."""
    figures = result.figures
    return RosterSummary(
        lang=lang,
        name=figures.name,
        file=file,
        legal=result.legal,
        status=status_text(result.legal, lang),
        heading=heading(figures, result.legal, lang, file),
        figures=figures,
        forces=tuple(_force(force, lang) for force in figures.forces),
        totals=totals_lines(figures, lang),
        findings=tuple(finding_line(finding, lang) for finding in result.findings),
    )


# --- plain text ----------------------------------------------------------------------


def render_text(summary: RosterSummary) -> str:
    """The full summary as plain text (the ``summary`` command): forces, companies and cards,
    the totals, then the findings."""
    lines = [summary.heading]
    for force in summary.forces:
        lines += ["", force.text]
        for company in force.companies:
            lines.append("  " + company.text)
            lines += ["    " + card.text for card in company.cards]
        if force.structures:
            lines.append("  " + message("summary.structures", summary.lang))
            lines += ["    " + card.text for card in force.structures]
    lines.append("")
    lines += [line.text for line in summary.totals]
    if summary.findings:
        lines.append("")
        lines += ["  " + finding.text for finding in summary.findings]
    return "\n".join(lines) + "\n"


def render_findings_text(summary: RosterSummary) -> str:
    """The heading and the findings (the ``validate`` command's report of one file)."""
    lines = [summary.heading]
    if not summary.findings:
        lines.append("  " + message("summary.no-findings", summary.lang))
    lines += ["  " + finding.text for finding in summary.findings]
    return "\n".join(lines) + "\n\n"
