"""Tunneller companies (NetEpic Gold §6.1, C-10).

A tunneller company may only receive Support or Special cards that are
tunnellers themselves, or troops that start the game embarked in the
company's tunnellers. The roster cannot say how a card deploys, so a card
made only of infantry gets a warning (it must start embarked); any other
non-tunneller card is an error.
"""

from __future__ import annotations

from dataclasses import replace

from listbuilder.codex.models import Card, CardType
from listbuilder.rules.context import CompanyView, Entry, ForceView, RuleContext
from listbuilder.rules.findings import Code, Finding, Fix, report
from listbuilder.rules.hints import slots_left


def _infantry_only(ctx: RuleContext, entry: Entry, card: Card) -> bool:
    """Whether every model of the card is infantry, so that it could ride in the tunnellers."""
    if entry.ref is None or not card.composition:
        return False
    for detachment in card.composition:
        for count in detachment.units:
            unit = ctx.codex.unit(entry.ref.book.id, count.unit)
            if unit is None or "infantry" not in unit.unit_class:
                return False
    return True


def _other_company(ctx: RuleContext, force: ForceView, entry: Entry) -> Fix | None:
    card = entry.card
    if card is None:
        return None
    for other in force.companies:
        head = other.entry.card
        if other.index == entry.company or head is None or head.tunneller:
            continue
        if head.type is not CardType.COMPANY:
            continue
        room = slots_left(ctx, force, other, card.type)
        if room is None or room > 0:
            return Fix("finding.fix.move", {"card": entry.shown, "company": other.shown})
    return None


def _check_company(ctx: RuleContext, force: ForceView, company: CompanyView) -> list[Finding]:
    found: list[Finding] = []
    for entry in company.attached:
        card = entry.card
        if card is None or card.tunneller:
            continue
        if _infantry_only(ctx, entry, card):
            found.append(
                report(Code.TUNNELLER_EMBARKED, entry.path, card=entry.shown, company=company.shown)
            )
            continue
        finding = report(
            Code.TUNNELLER_RESTRICTION, entry.path, card=entry.shown, company=company.shown
        )
        found.append(replace(finding, fix=_other_company(ctx, force, entry)))
    return found


def tunneller_restriction(ctx: RuleContext) -> list[Finding]:
    """§6.1 (C-10): a tunneller company takes only tunneller Support or Special cards, or troops
    that start the game embarked in its tunnellers."""
    found: list[Finding] = []
    for force in ctx.forces:
        for company in force.companies:
            head = company.entry.card
            if head is not None and head.tunneller and company.is_company:
                found.extend(_check_company(ctx, force, company))
    return found
