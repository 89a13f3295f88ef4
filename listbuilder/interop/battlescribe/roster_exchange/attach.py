"""Ruling 15: give each force-level Support, Special and Free card of a BattleScribe roster
a company of its force.

BattleScribe pools these cards per force; our rosters attach each to one company
(ruling 1). Cards are placed in file order, each in the first company with room,
backtracking when a later card would not fit, so every company keeps within its
limits whenever some assignment can. Where none can, the excess goes to the
company with the fewest cards of that type and the validator reports it as usual.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from listbuilder.codex.models import CardType
from listbuilder.records import record

SEARCH_BUDGET = 20_000
"""Placements tried before giving up on a perfect assignment (keeps hostile files cheap)."""


@record(slots=True)
class Slot:
    """What a card takes in a company: a slot of its type, and the Free slot if it is free."""

    type: CardType
    free: bool = False
    counted: bool = True
    """False: the card takes no slot of its type (its own text says so: the Peregrine)."""


class _Room:
    def __init__(
        self,
        companies: int,
        limit: Callable[[CardType], int | None],
        free_limit: int | None,
    ) -> None:
        self.used: list[dict[CardType, int]] = [{} for _ in range(companies)]
        self.free_used = [0] * companies
        self.limit = limit
        self.free_limit = free_limit

    def fits(self, company: int, slot: Slot) -> bool:
        cap = self.limit(slot.type) if slot.counted else None
        if cap is not None and self.used[company].get(slot.type, 0) >= cap:
            return False
        return not (
            slot.free and self.free_limit is not None and self.free_used[company] >= self.free_limit
        )

    def take(self, company: int, slot: Slot, sign: int = 1) -> None:
        if slot.counted:
            self.used[company][slot.type] = self.used[company].get(slot.type, 0) + sign
        if slot.free:
            self.free_used[company] += sign


def assign_companies(
    companies: int,
    cards: Sequence[Slot],
    limit: Callable[[CardType], int | None],
    free_limit: int | None,
    pinned: Sequence[int | None] = (),
) -> list[int]:
    """The company index of each card; *pinned* cards (not None) keep the company given."""
    if companies <= 0:
        raise ValueError("a card can only be attached where there is a company")
    room = _Room(companies, limit, free_limit)
    result: list[int | None] = [None] * len(cards)
    for index, company in enumerate(pinned):
        if company is not None and index < len(cards):
            chosen = min(max(company, 0), companies - 1)
            result[index] = chosen
            room.take(chosen, cards[index])
    todo = [i for i in range(len(cards)) if result[i] is None]
    if not _search(todo, cards, room, result, companies):
        for index in todo:
            if result[index] is None:
                result[index] = _first_fit(room, cards[index], companies)
                room.take(result[index] or 0, cards[index])
    return [r if r is not None else 0 for r in result]


def _search(
    todo: list[int],
    cards: Sequence[Slot],
    room: _Room,
    result: list[int | None],
    companies: int,
) -> bool:
    """Depth-first, file order, first company first; False when over budget or impossible."""
    budget = SEARCH_BUDGET
    tried = [0] * (len(todo) + 1)  # next company to try at each position
    position = 0
    while 0 <= position < len(todo):
        index = todo[position]
        slot = cards[index]
        if result[index] is not None:  # coming back: undo this card's place, try the next
            room.take(result[index] or 0, slot, -1)
            result[index] = None
        company = tried[position]
        while company < companies and not room.fits(company, slot):
            company += 1
        if company == companies:
            tried[position] = 0
            position -= 1
            continue
        budget -= 1
        if budget < 0:
            for undo in todo:
                if result[undo] is not None:
                    room.take(result[undo] or 0, cards[undo], -1)
                    result[undo] = None
            return False
        room.take(company, slot)
        result[index] = company
        tried[position] = company + 1
        position += 1
        if position < len(todo):
            tried[position] = 0
    return not position < 0


def _first_fit(room: _Room, slot: Slot, companies: int) -> int:
    for company in range(companies):
        if room.fits(company, slot):
            return company
    return min(range(companies), key=lambda c: (room.used[c].get(slot.type, 0), c))
