"""Helpers that find the obvious fix for a finding: a close id, a company with room."""

from __future__ import annotations

import difflib
from collections.abc import Iterable

from listbuilder.codex.models import CardType
from listbuilder.rules.context import CompanyView, Entry, ForceView, RuleContext
from listbuilder.rules.findings import Fix


def did_you_mean(word: str, candidates: Iterable[str]) -> Fix | None:
    """``Did you mean 'tactical_company'?`` when one candidate is close to *word*."""
    close = difflib.get_close_matches(word, list(candidates), n=1, cutoff=0.6)
    return Fix("finding.fix.did-you-mean", {"id": close[0]}) if close else None


def company_limit(ctx: RuleContext, force: ForceView, card_type: CardType) -> int | None:
    """Cards of *card_type* one company of *force* may hold: its list's rule, else the game's."""
    if force.army_list is not None:
        return force.army_list.company_limit(card_type, ctx.system)
    return ctx.system.per_company(card_type)


def slots_left(
    ctx: RuleContext, force: ForceView, company: CompanyView, card_type: CardType
) -> int | None:
    """How many more cards of *card_type* the company may take (None: no limit)."""
    limit = company_limit(ctx, force, card_type)
    if limit is None:
        return None
    used = sum(1 for entry in company.attached if takes_slot(entry, card_type))
    return limit - used


def takes_slot(entry: Entry, card_type: CardType) -> bool:
    """Whether *entry* takes one of its company's slots of *card_type*."""
    return entry.card_type is card_type and (entry.card is None or entry.card.uses_slot)


def free_left(ctx: RuleContext, company: CompanyView) -> int:
    used = sum(1 for entry in company.attached if entry.card is not None and entry.card.free)
    return ctx.system.free_per_company - used


def may_receive(company: CompanyView, entry: Entry) -> bool:
    """Whether *entry* could hang off *company* as far as §6.1 goes (tunneller companies)."""
    head = company.entry.card
    if head is None or head.type is not CardType.COMPANY:
        return False
    return not head.tunneller or (entry.card is not None and entry.card.tunneller)


def company_with_room(ctx: RuleContext, force: ForceView, entry: Entry) -> Fix | None:
    """``Move X to Y #2, which has 2 free support slots`` for an attached card that is over a limit.

    Looks at the other companies of the same force (§2.1.6: cards stay in their list)."""
    card = entry.card
    if card is None:
        return None
    for other in force.companies:
        if other.index == entry.company or not may_receive(other, entry):
            continue
        room = slots_left(ctx, force, other, card.type) if card.uses_slot else None
        if room is not None and room <= 0:
            continue
        if card.free and free_left(ctx, other) <= 0:
            continue
        if room is None:
            return Fix("finding.fix.move", {"card": entry.shown, "company": other.shown})
        return Fix(
            f"finding.fix.move-{card.type.value}",
            {"card": entry.shown, "company": other.shown, "slots": room},
        )
    return None
