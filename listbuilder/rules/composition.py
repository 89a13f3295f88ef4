"""Which cards a force holds and where they hang (NetEpic Gold §1, §2.1)."""

from __future__ import annotations

from dataclasses import replace

from listbuilder.codex.models import CardType
from listbuilder.rules.allies import forbidden_ally_lists
from listbuilder.rules.context import ForceView, RuleContext, with_custom
from listbuilder.rules.findings import Code, Finding, Fix, Text, report
from listbuilder.rules.hints import did_you_mean


def unknown_list(ctx: RuleContext) -> list[Finding]:
    """Each force names an army list of the codex (``listbuilder codex lists``)."""
    found: list[Finding] = []
    for force in ctx.forces:
        if force.army_list is None:
            ids = [army_list.id for _, army_list in ctx.codex.army_lists()]
            finding = report(Code.UNKNOWN_LIST, force.path, list=force.force.list_id)
            found.append(replace(finding, fix=did_you_mean(force.force.list_id, ids)))
    return found


def unknown_card(ctx: RuleContext) -> list[Finding]:
    """Each card of the roster exists in the codex; an unknown card is kept and reported."""
    found: list[Finding] = []
    for entry in ctx.entries:
        if entry.ref is None:
            force = ctx.forces[entry.force]
            ids = [ref.card.id for ref in ctx.codex.list_cards(force.force.list_id)]
            finding = report(
                Code.UNKNOWN_CARD, entry.path, card=entry.element.card, list=force.list_name
            )
            found.append(replace(finding, fix=did_you_mean(entry.element.card, ids)))
    return found


def empty_army(ctx: RuleContext) -> list[Finding]:
    """Ruling 12: an army has a main force; a roster with no force at all is not an army."""
    if ctx.forces:
        return []
    return [replace(report(Code.EMPTY_ARMY, ""), fix=Fix("finding.fix.add-force", {}))]


def same_list_forces(ctx: RuleContext) -> list[Finding]:
    """Ruling 10: forces of one army list count together (main force, shares); the roster is
    legal, but one force per list is clearer, so a second force of a list gets a warning.

    The forces are named as the tree shows them (the player's name, then the list's), never by
    a number the tree does not show; unnamed, the first is the one higher in the roster."""
    found: list[Finding] = []
    first: dict[str, ForceView] = {}
    for force in ctx.forces:
        earlier = first.setdefault(force.force.list_id, force)
        if earlier is not force:
            named = bool(force.force.name or earlier.force.name)
            finding = report(
                Code.SAME_LIST_FORCES,
                force.path,
                list=force.list_name,
                first=_force_shown(earlier),
                force=_force_shown(force),
            )
            finding = replace(finding, fix=Fix("finding.fix.merge-forces", {}))
            found.append(finding if named else replace(finding, variant="unnamed"))
    return found


def _force_shown(force: ForceView) -> Text:
    """``Ultramarines (Adeptus Astartes)``: the force as the roster tree labels it."""
    return with_custom(force.force.name, force.list_name)


def no_company(ctx: RuleContext) -> list[Finding]:
    """§1.2, §2.1.5 (C-02) and ruling 12: the main force and every ally hold at least one
    Company card."""
    return [
        report(Code.NO_COMPANY, force.path, list=force.list_name)
        for force in ctx.forces
        if not any(company.is_company for company in force.companies)
    ]


def not_attachable(ctx: RuleContext) -> list[Finding]:
    """§1.2 (C-03): Support and Special cards are attached to a company; a Company card is not."""
    found: list[Finding] = []
    for force in ctx.forces:
        heads = [c for c in force.companies if c.entry.card_type is CardType.COMPANY]
        for company in force.companies:
            entry = company.entry
            if entry.card_type in (CardType.SUPPORT, CardType.SPECIAL):
                finding = report(Code.NOT_ATTACHABLE, entry.path, card=entry.shown)
                fix = (
                    Fix("finding.fix.attach-to", {"card": entry.shown, "company": heads[0].shown})
                    if heads
                    else None
                )
                found.append(replace(finding, variant="as-company", fix=fix))
            for card in company.attached:
                if card.card_type is CardType.COMPANY:
                    finding = report(
                        Code.NOT_ATTACHABLE, card.path, card=card.shown, company=company.shown
                    )
                    fix = Fix("finding.fix.own-company", {"card": card.shown})
                    found.append(replace(finding, variant="attached", fix=fix))
    return found


def structure_misplaced(ctx: RuleContext) -> list[Finding]:
    """§6.7, ruling 18: a structure card stands under the force's ``structures``, outside
    every company; only structure cards stand there."""
    found: list[Finding] = []
    for entry in ctx.entries:
        if entry.card_type is None:
            continue
        is_structure = entry.card_type is CardType.STRUCTURE
        stands_as_structure = entry.structure is not None
        if stands_as_structure and not is_structure:
            finding = report(Code.STRUCTURE_MISPLACED, entry.path, card=entry.shown)
            found.append(replace(finding, variant="not-structure"))
        elif is_structure and not stands_as_structure:
            finding = report(Code.STRUCTURE_MISPLACED, entry.path, card=entry.shown)
            fix = Fix("finding.fix.structure-to-force", {"card": entry.shown})
            found.append(replace(finding, variant="in-company", fix=fix))
    return found


def unpriced_card(ctx: RuleContext) -> list[Finding]:
    """A card the army book gives no cost for cannot be bought (it would come free)."""
    return [
        report(Code.CARD_UNPRICED, entry.path, card=entry.shown)
        for entry in ctx.entries
        if entry.card is not None and entry.card.unpriced
    ]


def card_not_in_list(ctx: RuleContext) -> list[Finding]:
    """§2.1.6 (C-03, A-06): a force takes only its own list's cards; cards of two armies never
    share a company, so an ally's card goes under a company of the ally's force."""
    found: list[Finding] = []
    for entry in ctx.entries:
        force = ctx.forces[entry.force]
        if entry.ref is None or entry.in_list or force.army_list is None:
            continue
        finding = report(Code.CARD_NOT_IN_LIST, entry.path, card=entry.shown, list=force.list_name)
        fix = None
        for other in ctx.forces:
            other_ref = ctx.codex.find_card(entry.element.card, other.force.list_id)
            if (
                other.index != force.index
                and other_ref is not None
                and ctx.codex.list_may_take(other.force.list_id, other_ref)
            ):
                fix = Fix(
                    "finding.fix.move-to-force", {"card": entry.shown, "list": other.list_name}
                )
                break
        found.append(replace(finding, fix=fix))
    return found


def required_cards(ctx: RuleContext) -> list[Finding]:
    """Army books: some lists must field certain cards (a Tyranid swarm needs a Dominatrix).

    Not said of an ally that may not be in the army at all: that is the one thing to fix."""
    found: list[Finding] = []
    forbidden = forbidden_ally_lists(ctx)
    for force in ctx.forces:
        if force.army_list is None or force.force.list_id in forbidden:
            continue
        for required in force.army_list.required_cards:
            have = sum(
                1
                for company in force.companies
                for entry in (company.entry, *company.attached)
                if entry.card is not None and entry.card.id == required.card
            )
            if have < required.min:
                ref = ctx.codex.find_card(required.card, force.force.list_id)
                name = ref.card.names if ref is not None else required.card
                found.append(
                    report(
                        Code.REQUIRED_CARD,
                        force.path,
                        card=name,
                        list=force.list_name,
                        min=required.min,
                        count=have,
                    )
                )
    return found
