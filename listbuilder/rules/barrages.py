"""Off-board barrages need a Forward Observer (NetEpic Gold §6.8, C-13).

Off-board barrage cards cost no points and take Support slots like any Support
card (the slot rules count them). Only Forward Observers may call them in, so
an army that buys one without any Forward Observer gets a warning; some army
books let other units call them (Ork Warbosses, Tau Markerlights), and their
barrage cards carry their own ability instead, so they are left alone.
"""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.rules.context import Entry, RuleContext
from listbuilder.rules.costs import chosen
from listbuilder.rules.findings import Code, Finding, report

BARRAGE = "off_board_orbital_barrages"
"""The ability of the barrage cards that only a Forward Observer may call in."""
OBSERVERS = frozenset({"forward_observer_fo", "off_table_barrage_forward_observer"})
"""Unit abilities that may call in an off-board barrage."""


def _observes(codex: Codex, entry: Entry) -> bool:
    if entry.ref is None:
        return False
    book = entry.ref.book.id
    units = [count.unit for det in entry.ref.card.composition for count in det.units]
    units += [
        c.unit
        for _, choice, _ in chosen(entry.ref.card, entry.element.options)
        for c in choice.units
    ]
    for unit_id in units:
        unit = codex.unit(book, unit_id)
        if unit is not None and any(ability.key in OBSERVERS for ability in unit.abilities):
            return True
    return False


def barrage_observer(ctx: RuleContext) -> list[Finding]:
    """§6.8 (C-13): an army that sets VP aside for off-board barrages needs at least one
    Forward Observer to call them in (a warning: some army books allow others)."""
    barrages = [
        entry
        for entry in ctx.entries
        if entry.card is not None and any(a.key == BARRAGE for a in entry.card.abilities)
    ]
    if not barrages or any(_observes(ctx.codex, entry) for entry in ctx.entries):
        return []
    return [report(Code.BARRAGE_NO_OBSERVER, barrages[0].path, card=barrages[0].shown)]
