"""Cards that stand in for a model already bought (army books).

The Peregrine Option replaces one Command Falcon of the army (the Falcon of a Warlock,
a Farseer...) and takes no Special slot of its own; its data says so with ``replaces``
and ``uses_slot: false``. Each such card needs a model of its own to replace.
"""

from __future__ import annotations

from collections import Counter

from listbuilder.rules.context import Entry, RuleContext
from listbuilder.rules.costs import chosen
from listbuilder.rules.findings import Code, Finding, Text, report


def _models(entry: Entry, book: str, unit: str) -> int:
    """How many models of *unit* (a unit of *book*) the card of *entry* holds."""
    card = entry.card
    if card is None or entry.ref is None or entry.ref.book.id != book:
        return 0
    fixed = sum(d.count * u.count for d in card.composition for u in d.units if u.unit == unit)
    optional = sum(
        count * u.count
        for _, choice, count in chosen(card, entry.element.options)
        for u in choice.units
        if u.unit == unit
    )
    return fixed + optional


def _unit_name(ctx: RuleContext, book: str, unit: str) -> Text | str:
    found = ctx.codex.unit(book, unit)
    return Text(found.name, found.name_fr) if found is not None else unit


def nothing_to_replace(ctx: RuleContext) -> list[Finding]:
    """A card that replaces a model needs one in the army to replace: one Peregrine Option per
    Command Falcon (a Falcon on a Special card)."""
    found: list[Finding] = []
    used: Counter[tuple[str, str, str]] = Counter()
    for entry in ctx.entries:
        card = entry.card
        if card is None or card.replaces is None or entry.ref is None:
            continue
        wanted = (entry.ref.book.id, card.replaces.unit, card.replaces.card_type.value)
        used[wanted] += 1
        book, unit, card_type = wanted
        have = sum(
            _models(other, book, unit)
            for other in ctx.entries
            if other.card is not None
            and other.card.type.value == card_type
            and other.card.replaces is None
        )
        if used[wanted] > have:
            unit_name = _unit_name(ctx, book, unit)
            found.append(
                report(
                    Code.NOTHING_TO_REPLACE, entry.path, card=entry.shown, unit=unit_name, have=have
                )
            )
    return found
