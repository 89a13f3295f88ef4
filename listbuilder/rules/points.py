"""The army's total against the agreed points limit (NetEpic Gold §1.3, C-01)."""

from __future__ import annotations

from dataclasses import replace

from listbuilder.rules.context import RuleContext
from listbuilder.rules.findings import Code, Finding, Fix, report


def points_limit(ctx: RuleContext) -> list[Finding]:
    """§1.3 (C-01): the army costs no more than the agreed points limit (when one is set)."""
    limit = ctx.points_limit
    if limit is None or ctx.points <= limit:
        return []
    over = ctx.points - limit
    finding = report(Code.POINTS_LIMIT, "points_limit", points=ctx.points, limit=limit, over=over)
    return [replace(finding, fix=Fix("finding.fix.remove-points", {"over": over}))]
