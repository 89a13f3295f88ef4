"""Card options: only what the card allows, in the allowed numbers (§1.2 "no substitutions",
§6.4 titan weapons, ruling 14; C-09).

Options are written ``<group id>.<choice id>: <count>``. A choice may be taken
at most its ``max`` times; the counts of a group add up to between its ``min``
and its ``max``, so a required group (a titan's arm weapons) left empty is an
error too, and so is a titan of a squadron left unbought or unarmed (ruling 14).
A group that belongs to a chosen sub-card (``when``: a Gargant's weapons in a
Big Mob) applies only while that sub-card is taken.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from listbuilder.codex.models import Card, CardType, OptionGroup
from listbuilder.rules.context import Entry, RuleContext
from listbuilder.rules.costs import split_option
from listbuilder.rules.findings import Code, Finding, Fix, report
from listbuilder.rules.hints import did_you_mean


def _option_path(entry: Entry, option: str | None = None) -> str:
    path = entry.path
    return f"{path}.options[{option}]" if option is not None else f"{path}.options"


def _valid_ids(card: Card) -> list[str]:
    return [f"{group.id}.{choice.id}" for group in card.options for choice in group.choices]


def _choice_list(group: OptionGroup) -> str:
    names = [choice.name for choice in group.choices[:6]]
    return ", ".join(names) + (", …" if len(group.choices) > 6 else "")


def _check_ids(entry: Entry, card: Card) -> list[Finding]:
    found: list[Finding] = []
    for option_id, count in entry.element.options.items():
        group_id, choice_id = split_option(option_id)
        group = card.option_group(group_id)
        choice = group.choice(choice_id) if group is not None else None
        path = _option_path(entry, option_id)
        if group is None or choice is None:
            finding = report(Code.OPTION_INVALID, path, card=entry.shown, option=option_id)
            fix = did_you_mean(option_id, _valid_ids(card)) or (
                Fix("finding.fix.no-options", {"card": entry.shown}) if not card.options else None
            )
            found.append(replace(finding, variant="unknown", fix=fix))
        elif choice.max is not None and count > choice.max:
            finding = report(
                Code.OPTION_INVALID,
                path,
                card=entry.shown,
                option=option_id,
                choice=choice.name,
                count=count,
                max=choice.max,
            )
            found.append(replace(finding, variant="choice-max"))
    return found


def _needed_choice(card: Card, group: OptionGroup, options: Mapping[str, int]) -> str | None:
    """The name of the choice *group* depends on, when that choice is not taken."""
    if group.when is None or options.get(group.when, 0) > 0:
        return None
    group_id, choice_id = split_option(group.when)
    parent = card.option_group(group_id)
    choice = parent.choice(choice_id) if parent is not None else None
    return choice.name if choice is not None else group.when


def _rule(card: Card) -> str:
    """The rule a message cites: titans §6.4, and ruling 14 for a squadron or battlegroup
    (every titan of the card bought and armed); §6.7 and ruling 18 for a structure card (a
    bastion's one turret weapon)."""
    if card.type is CardType.STRUCTURE:
        return "§6.7, ruling 18"
    if not card.titan:
        return "§1.2"
    return "§6.4, ruling 14" if card.instances > 1 else "§6.4"


def _check_groups(entry: Entry, card: Card) -> list[Finding]:
    found: list[Finding] = []
    options = entry.element.options
    for group in card.options:
        prefix = f"{group.id}."
        total = sum(count for key, count in options.items() if key.startswith(prefix))
        needs = _needed_choice(card, group, options)
        if needs is not None:
            # The group belongs to a sub-card that is not chosen: nothing may be taken in it.
            if total == 0:
                continue
            finding = report(
                Code.OPTION_INVALID,
                _option_path(entry),
                card=entry.shown,
                group=group.name,
                count=total,
                needs=needs,
                rule=_rule(card),
            )
            found.append(replace(finding, variant="group-unused"))
            continue
        if total < group.min:
            variant = "group-empty" if total == 0 else "group-min"
        elif group.max is not None and total > group.max:
            variant = "group-max"
        else:
            continue
        finding = report(
            Code.OPTION_INVALID,
            _option_path(entry),
            card=entry.shown,
            group=group.name,
            count=total,
            min=group.min,
            max=group.max if group.max is not None else "-",
            choices=_choice_list(group),
            rule=_rule(card),
        )
        found.append(replace(finding, variant=variant))
    return found


def option_choices(ctx: RuleContext) -> list[Finding]:
    """§1.2, §6.4 (C-09): options must exist on the card and respect each choice's and each
    group's limits; a titan's required weapon groups must be filled."""
    found: list[Finding] = []
    for entry in ctx.entries:
        card = entry.card
        if card is None or (not card.options and not entry.element.options):
            continue
        found.extend(_check_ids(entry, card))
        found.extend(_check_groups(entry, card))
    return found
