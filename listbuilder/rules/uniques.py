"""Unique cards and named characters (NetEpic Gold §1.2, ruling 3; C-07, C-08).

Ruling 3: at most floor(base / unique_per_points) Unique cards in the whole
army (main force and allies together), and no Unique card twice; a named
character never appears twice, whatever the size. The base is the points
limit when one is set, else the points spent (ruling 2).
"""

from __future__ import annotations

from dataclasses import replace

from listbuilder.rules.context import Entry, RuleContext
from listbuilder.rules.findings import Code, Finding, Fix, report


def unique_allowance(ctx: RuleContext) -> int:
    """How many Unique cards the army may hold (ruling 3)."""
    per = ctx.system.unique_per_points
    return ctx.base // per if per > 0 else 0


def unique_entries(ctx: RuleContext) -> list[Entry]:
    return [entry for entry in ctx.entries if entry.card is not None and entry.card.unique]


def unique_limit(ctx: RuleContext) -> list[Finding]:
    """§1.2, ruling 3 (C-07): one Unique card per full 3,000 points of the base, whole army."""
    uniques = unique_entries(ctx)
    allowed = unique_allowance(ctx)
    if len(uniques) <= allowed:
        return []
    per = ctx.system.unique_per_points
    finding = report(
        Code.UNIQUE_LIMIT,
        uniques[allowed].path,
        card=uniques[allowed].shown,
        count=len(uniques),
        allowed=allowed,
        base=ctx.base,
        per=per,
    )
    needed = len(uniques) * per
    fix = Fix("finding.fix.unique-limit", {"card": uniques[allowed].shown, "needed": needed})
    return [replace(finding, variant="limit" if ctx.base_is_limit else "spent", fix=fix)]


def _repeats(ctx: RuleContext, named: bool) -> list[Finding]:
    found: list[Finding] = []
    first: dict[str, Entry] = {}
    for entry in ctx.entries:
        card = entry.card
        if card is None or card.named_character is not named or not (card.unique or named):
            continue
        earlier = first.setdefault(entry.key, entry)
        if earlier is not entry:
            code = Code.CHARACTER_REPEATED if named else Code.UNIQUE_REPEATED
            force = ctx.forces[earlier.force]
            company = (
                force.list_name
                if earlier.company is None
                else force.companies[earlier.company].shown
            )
            found.append(report(code, entry.path, card=entry.shown, first=company))
    return found


def unique_repeated(ctx: RuleContext) -> list[Finding]:
    """§1.2, ruling 3: the same Unique card never twice (named characters: see below)."""
    return _repeats(ctx, named=False)


def character_repeated(ctx: RuleContext) -> list[Finding]:
    """§1.2, ruling 3 (C-08): a named character appears at most once, whatever the army size."""
    return _repeats(ctx, named=True)
