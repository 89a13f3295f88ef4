"""The models a roster fields, per unit, and what a collection lacks of them.

Counts come from each card's composition (every detachment, as many times as the card
holds it) and its chosen options, as the loss boxes of the game-day sheet count them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from listbuilder.codex.codex import Codex
from listbuilder.collection.identity import ModelIndex
from listbuilder.collection.model import Collection
from listbuilder.i18n import message
from listbuilder.i18n.text import Text
from listbuilder.records import record
from listbuilder.roster.model import Roster
from listbuilder.rules.context import Entry, RuleContext, build_context
from listbuilder.rules.costs import chosen


@record(slots=True)
class UnitNeed:
    key: str
    """``<book>/<unit id>``, as a collection counts it: one key per model whichever book
    fields it (:mod:`listbuilder.collection.identity`)."""
    name: Text
    needed: int
    owned: int | None = None
    """``None`` when no collection was given."""
    cards: tuple[str, ...] = ()
    """The paths of the cards that field this unit."""
    book: Text | None = None
    """The army book's name, to tell apart two units of one name."""

    @property
    def missing(self) -> int:
        return max(0, self.needed - self.owned) if self.owned is not None else 0


@record(slots=True)
class CardName:
    """A card as the player knows it: their own name for it first ("Cassius (Chaplain)"),
    and for an attached card the company it is bought for, named the same way."""

    path: str
    name: Text
    """The card's name; a company card's is its numbered label (``Tactical Company #2``)."""
    custom: str | None = None
    company: CardName | None = None
    """The company an attached card belongs to; None for a company card."""

    def shown(self, lang: str) -> str:
        name = self.name.get(lang)
        text = f"{self.custom} ({name})" if self.custom else name
        if self.company is None:
            return text
        return message("needs.attached", lang, card=text, company=self.company.shown(lang))


@record(slots=True)
class Needs:
    units: tuple[UnitNeed, ...]
    """In the order the roster first fields them."""
    short_cards: tuple[str, ...] = ()
    """Paths of the cards whose units the collection cannot all field."""
    card_names: tuple[CardName, ...] = ()
    """Every card of the roster in order, by the names a player gives and reads."""

    def name_of(self, path: str, lang: str) -> str:
        """The card at *path* as the player reads it (the path itself if unknown)."""
        return next((name.shown(lang) for name in self.card_names if name.path == path), path)

    @property
    def short_names(self) -> tuple[CardName, ...]:
        """:attr:`short_cards` by name, in the same order."""
        short = set(self.short_cards)
        return tuple(name for name in self.card_names if name.path in short)

    @property
    def total(self) -> int:
        return sum(unit.needed for unit in self.units)

    @property
    def missing(self) -> int:
        return sum(unit.missing for unit in self.units)


def card_models(entry: Entry) -> dict[tuple[str, str], int]:
    """``(book, unit) -> count`` for one card of the roster (empty for an unknown card)."""
    counts: dict[tuple[str, str], int] = defaultdict(int)
    if entry.card is None or entry.ref is None:
        return counts
    book = entry.ref.book.id
    for det in entry.card.composition:
        for unit in det.units:
            counts[book, unit.unit] += unit.count * det.count
    for _group, choice, times in chosen(entry.card, entry.element.options):
        for unit in choice.units:
            counts[book, unit.unit] += unit.count * times
    return {key: count for key, count in counts.items() if count > 0}


def roster_needs(roster: Roster, codex: Codex, collection: Collection | None = None) -> Needs:
    """Every unit the roster fields with its count; with a collection, owned and missing."""
    ctx = build_context(roster, codex)
    index = ModelIndex(codex)  # one model whichever book fields it (collection.identity)
    owned_counts = index.counts(collection) if collection is not None else {}
    needed: dict[str, int] = {}
    shown: dict[str, str] = {}
    """Each model under the book that first fields it in this roster (``imperial_guard/
    chimera``), whichever book the collection files it under."""
    cards: dict[str, list[str]] = defaultdict(list)
    fielded: dict[str, list[str]] = defaultdict(list)
    """The books that field each model in this roster, to tell namesakes apart."""
    for entry in ctx.entries:
        for (book, unit_id), count in card_models(entry).items():
            model = index.key(book, unit_id)
            stand = codex.unit(book, unit_id)
            shown.setdefault(model, f"{book}/{stand.model or unit_id if stand else unit_id}")
            needed[model] = needed.get(model, 0) + count
            if book not in fielded[model]:
                fielded[model].append(book)
            if entry.path not in cards[model]:
                cards[model].append(entry.path)
    units = []
    for model, count in needed.items():
        key = shown[model]
        book, _, unit_id = key.partition("/")
        unit = codex.unit(book, unit_id)
        name = Text(unit.name, unit.name_fr) if unit is not None else Text(unit_id)
        owned = owned_counts.get(model, 0) if collection is not None else None
        books = [codex.books[b].name for b in fielded[model] if b in codex.books]
        book_name = Text(
            ", ".join(b.get("en") for b in books) or book,
            ", ".join(b.get("fr") for b in books) or None,
        )
        units.append(UnitNeed(key, name, count, owned, tuple(cards[model]), book_name))
    short = {path for unit in units if unit.missing for path in unit.cards}
    names = tuple(_card_names(ctx))
    short_cards = tuple(name.path for name in names if name.path in short)
    return Needs(tuple(units), short_cards, names)


def _card_names(ctx: RuleContext) -> Iterator[CardName]:
    """Every card of the roster in order, as :class:`CardName`."""
    for force in ctx.forces:
        for company in force.companies:
            head = company.entry
            own = CardName(head.path, company.label, head.element.name)
            yield own
            for entry in company.attached:
                yield CardName(entry.path, entry.name, entry.element.name, own)
        for entry in force.structures:  # ruling 18: in no company
            yield CardName(entry.path, entry.name, entry.element.name)
