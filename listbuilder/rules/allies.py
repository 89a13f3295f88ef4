"""Allies (NetEpic Gold §2; rulings 2, 4, 5, 6, 10, 11 and 16).

The main force is the army list with the most points, its forces added up
(rulings 4 and 10). Forces of the main list, or of a list its ``own_share``
names, are the army's own share; every other force is an ally. The army list
data says who may ally:

* ``allies.max_lists``: how many ally lists (None: no limit, 0: none; unset: the game
  system's ``max_allies``);
* ``allies.any_number_of``: lists taken in any number, as long as no other ally list is
  taken (ruling 16: a Chaos god's other gods);
* ``allies.may_join``: False for a list that is never an ally (Tyranids);
* ``allies.allow``: selectors of the lists it may take; an empty ``allow``
  means the core rule, any Standard list (§2.1.2);
* ``allies.deny``: selectors it may never take, checked both ways (ruling 5);
* a list of kind ``ally_only`` is never the main force;
* the allies take at most what ``own_share.min_pct`` (or the game system's
  ``min_own_share_pct`` for the list's kind) leaves of the base; only that side
  is a limit (ruling 11); the base is the points limit, else the points spent
  (ruling 2).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import ArmyList, ListKind
from listbuilder.records import record
from listbuilder.rules.context import ForceView, RuleContext
from listbuilder.rules.findings import Code, Finding, Fix, report


def main_force_ally_only(ctx: RuleContext) -> list[Finding]:
    """Army books: a list of kind ``ally_only`` (Harlequins, Eldar Knights contingent) can only
    be an ally, never the main force (ruling 4 picks the main force by points)."""
    main = ctx.main_force
    if main is None or main.army_list is None or main.army_list.kind is not ListKind.ALLY_ONLY:
        return []
    house = ctx.codex.house
    if house is not None and main.army_list.id in house.lead_lists:
        return []  # the event's house rules let it lead
    return [report(Code.MAIN_FORCE_ALLY_ONLY, main.path, list=main.list_name)]


def _ally_lists(ctx: RuleContext) -> list[ForceView]:
    """The first force of each distinct ally list, in roster order."""
    seen: dict[str, ForceView] = {}
    for force in ctx.allies():
        seen.setdefault(force.force.list_id, force)
    return list(seen.values())


def too_many_allies(ctx: RuleContext) -> list[Finding]:
    """§2.1.2, ruling 6 (A-01): one ally list at most, unless the main list allows more
    (``allies.max_lists``); Tyranids take none. The lists a main list may take in any number
    (ruling 16) are checked by :func:`ally_group_mixed`."""
    main = ctx.main_force
    if main is None or main.army_list is None:
        return []
    limit = ctx.codex.max_ally_lists(main.army_list)
    allies = _ally_lists(ctx)
    if limit is None or len(allies) <= limit or _group_allies_only(ctx, main.army_list, allies):
        return []
    if limit > 0 and _group_mixed(ctx, main.army_list, allies) is not None:
        return []  # one finding for one fault: ally_group_mixed names it
    finding = report(
        Code.TOO_MANY_ALLIES,
        allies[limit].path,
        list=main.list_name,
        count=len(allies),
        max=limit,
        ally=allies[limit].list_name,
    )
    if limit == 0:
        fix = Fix("finding.fix.remove-force", {"list": allies[0].list_name})
        return [replace(finding, variant="none", fix=fix)]
    return [replace(finding, fix=Fix("finding.fix.fewer-allies", {"max": limit}))]


def _in_group(ctx: RuleContext, main: ArmyList, force: ForceView) -> bool:
    """Whether *force*'s list is one *main* may take in any number (ruling 16)."""
    return any(
        ctx.codex.list_matches(force.force.list_id, selector)
        for selector in main.allies.any_number_of
    )


def _group_allies_only(ctx: RuleContext, main: ArmyList, allies: list[ForceView]) -> bool:
    """Ruling 16: every ally is of the lists *main* may take in any number (a Chaos god's
    other gods), so their number is free."""
    return bool(main.allies.any_number_of) and all(_in_group(ctx, main, a) for a in allies)


def _group_mixed(
    ctx: RuleContext, main: ArmyList, allies: list[ForceView]
) -> tuple[ForceView, ForceView] | None:
    """Ruling 16: a list of the any-number group beside another ally list, as (the first other
    ally, the first group ally), or None."""
    group = [a for a in allies if _in_group(ctx, main, a)]
    others = [a for a in allies if not _in_group(ctx, main, a)]
    return (others[0], group[0]) if group and others else None


def ally_group_mixed(ctx: RuleContext) -> list[Finding]:
    """Ruling 16: a Chaos god list takes any or all of the other gods' lists, or one Standard
    list, never a Standard list beside a god list."""
    main = ctx.main_force
    if main is None or main.army_list is None or not main.army_list.allies.any_number_of:
        return []
    mixed = _group_mixed(ctx, main.army_list, _ally_lists(ctx))
    if mixed is None:
        return []
    other, group = mixed
    finding = report(
        Code.TOO_MANY_ALLIES,
        other.path,
        list=main.list_name,
        ally=other.list_name,
        group=group.list_name,
    )
    fix = Fix("finding.fix.remove-force", {"list": other.list_name})
    return [replace(finding, variant="mixed", fix=fix)]


def ally_verdict(codex: Codex, main: ArmyList, ally: ArmyList) -> str | None:
    """Why *ally* may not ally with *main* (a message variant), or None when it may (the
    event's house rules may allow a pair the allies tables forbid)."""
    if codex.house is not None and (main.id, ally.id) in codex.house.ally_pairs:
        return None
    if not ally.allies.may_join:
        return "isolated" if codex.max_ally_lists(ally) == 0 else "never-joins"
    if any(codex.list_matches(ally.id, selector) for selector in main.allies.deny):
        return "denied"
    if any(codex.list_matches(main.id, selector) for selector in ally.allies.deny):
        return "denied-back"
    if main.allies.allow:
        if not any(codex.list_matches(ally.id, selector) for selector in main.allies.allow):
            return "not-allowed"
    elif ally.kind is not ListKind.STANDARD:
        return "not-standard"
    return None


def forbidden_ally_lists(ctx: RuleContext) -> set[str]:
    """The ally lists that may not be in this army at all: every ally of a main list that takes
    none, and each ally the allies tables or a forbidden pair rule out. Their own list rules
    (a Tyranid swarm's Dominatrix) are beside the point and go unreported."""
    main = ctx.main_force
    if main is None or main.army_list is None:
        return set()
    allies = [force for force in _ally_lists(ctx) if force.army_list is not None]
    if ctx.codex.max_ally_lists(main.army_list) == 0:
        return {force.force.list_id for force in allies}
    return {
        force.force.list_id
        for force in allies
        if force.army_list is not None
        and ally_verdict(ctx.codex, main.army_list, force.army_list) is not None
    }


def ally_forbidden(ctx: RuleContext) -> list[Finding]:
    """§2.1–2.5, rulings 5 and 6 (A-02, A-04): each ally list is one the main list may take,
    and neither list forbids the other (forbidden pairs are symmetric, ruling 5)."""
    main = ctx.main_force
    if main is None or main.army_list is None or ctx.codex.max_ally_lists(main.army_list) == 0:
        return []
    found: list[Finding] = []
    for ally in _ally_lists(ctx):
        if ally.army_list is None:
            continue
        verdict = ally_verdict(ctx.codex, main.army_list, ally.army_list)
        if verdict is not None:
            finding = report(
                Code.ALLY_FORBIDDEN, ally.path, list=main.list_name, ally=ally.list_name
            )
            fix = None
            if verdict in ("isolated", "never-joins"):  # no other list makes it right
                fix = Fix("finding.fix.remove-force", {"list": ally.list_name})
            found.append(replace(finding, variant=verdict, fix=fix))
    return found


def min_own_share(ctx: RuleContext, army_list: ArmyList) -> int | None:
    """The main list's minimum own share in percent: its own figure, else its kind's."""
    return ctx.codex.min_own_share(army_list)


@record(slots=True)
class AllyAllowance:
    """How much of the base the allies may take: the one figure the rule, the summary, the
    window and the printed sheet all show."""

    min_own_pct: int
    max_pct: int
    max_points: int


def share_pct(part: int, base: int, limit: int | None = None) -> float:
    """*part* in percent of *base*, to one decimal, or to as many as it takes (up to six)
    for a share over *limit* to read as over it: 1,001 of 4,000 points is 25.03 %, since
    "25.0 %" beside "at most 25 %" would hide the excess."""
    if base <= 0:
        return 0.0
    exact = Fraction(part * 100, base)
    shown = round(exact, 1)
    decimals = 1
    while limit is not None and exact > limit and shown <= limit and decimals < 6:
        decimals += 1
        shown = round(exact, decimals)
    return float(shown)


def ally_allowance(ctx: RuleContext) -> AllyAllowance | None:
    """The allies' allowance, or None when no share limit applies (no known main list, a list
    that takes no allies or is an ally itself, or no minimum own share for its kind)."""
    main = ctx.main_force
    if main is None or main.army_list is None:
        return None
    if ctx.codex.max_ally_lists(main.army_list) == 0 or main.army_list.kind is ListKind.ALLY_ONLY:
        return None
    min_pct = min_own_share(ctx, main.army_list)
    if min_pct is None:
        return None
    max_pct = 100 - min_pct
    return AllyAllowance(min_pct, max_pct, ctx.base * max_pct // 100)


def ally_share(ctx: RuleContext) -> list[Finding]:
    """§1.4, §2.1.4, rulings 2, 6 and 11 (A-03): the allies together take at most 50% of the
    base beside a Standard army, 25% beside a Codex army; the main side has no limit of its own,
    so an army under its points limit is never short of its own share."""
    main = ctx.main_force
    allies = ctx.allies()
    allowance = ally_allowance(ctx)
    if main is None or allowance is None or not allies:
        return []
    ally_points = sum(force.points for force in allies)
    base = ctx.base
    if ally_points * 100 <= base * allowance.max_pct:
        return []
    finding = report(
        Code.ALLY_SHARE,
        allies[0].path,
        list=main.list_name,
        ally_points=ally_points,
        base=base,
        min_pct=allowance.min_own_pct,
        max_pct=allowance.max_pct,
        max_points=allowance.max_points,
        pct=share_pct(ally_points, base, allowance.max_pct) if base else 100,
        over=ally_points - allowance.max_points,
    )
    fix = Fix("finding.fix.ally-share", {"over": ally_points - allowance.max_points})
    return [replace(finding, variant="limit" if ctx.base_is_limit else "spent", fix=fix)]
