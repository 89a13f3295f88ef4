"""Per-company limits on attached cards (NetEpic Gold §1.2, ruling 1).

Ruling 1: the Support, Special and Free limits are counted per company, not
per force. The limits themselves come from the game system
(``card_types[].per_company``, ``free_per_company``), unless the force's army
list sets its own (``per_company``: a Tyranid swarm's broods).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from listbuilder.codex.models import CardType
from listbuilder.rules.context import Entry, ForceView, RuleContext
from listbuilder.rules.findings import Code, Finding, Fix, report
from listbuilder.rules.hints import company_limit, company_with_room, takes_slot


def _over_limit(
    ctx: RuleContext,
    code: Code,
    limit_of: Callable[[ForceView], int | None],
    counts: Callable[[Entry], bool],
) -> list[Finding]:
    found: list[Finding] = []
    for force in ctx.forces:
        limit = limit_of(force)
        if limit is None:
            continue
        for company in force.companies:
            if not company.is_company:
                continue
            matching = [entry for entry in company.attached if counts(entry)]
            if len(matching) <= limit:
                continue
            excess = matching[limit]
            finding = report(
                code,
                excess.path,
                company=company.shown,
                count=len(matching),
                max=limit,
                card=excess.shown,
            )
            fix = company_with_room(ctx, force, excess) or _no_room(excess)
            found.append(replace(finding, fix=fix))
    return found


def _no_room(entry: Entry) -> Fix:
    return Fix("finding.fix.no-room", {"card": entry.shown})


def _is(card_type: CardType) -> Callable[[Entry], bool]:
    """Cards that take a slot of *card_type*: a card whose text says it takes none (the
    Peregrine Option) does not count."""
    return lambda entry: takes_slot(entry, card_type)


def support_limit(ctx: RuleContext) -> list[Finding]:
    """§1.2, ruling 1 (C-04): a company holds at most 5 Support cards; Free Support cards count."""
    return _over_limit(
        ctx,
        Code.SUPPORT_LIMIT,
        lambda force: company_limit(ctx, force, CardType.SUPPORT),
        _is(CardType.SUPPORT),
    )


def special_limit(ctx: RuleContext) -> list[Finding]:
    """§1.2, ruling 1 (C-05): a company holds at most 1 Special card; Free Special cards count."""
    return _over_limit(
        ctx,
        Code.SPECIAL_LIMIT,
        lambda force: company_limit(ctx, force, CardType.SPECIAL),
        _is(CardType.SPECIAL),
    )


def free_limit(ctx: RuleContext) -> list[Finding]:
    """§1.2, ruling 1 (C-06): a company holds at most 1 Free card."""
    return _over_limit(
        ctx,
        Code.FREE_LIMIT,
        lambda _force: ctx.system.free_per_company,
        lambda entry: entry.card is not None and entry.card.free,
    )
