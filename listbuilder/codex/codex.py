"""The loaded codex: the game system, the abilities and every army book, with look-ups."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from listbuilder.codex.models import (
    SYSTEM_DEFAULT,
    Ability,
    ArmyBook,
    ArmyList,
    Card,
    GameSystem,
    ListSelector,
    Unit,
)
from listbuilder.errors import CodexError
from listbuilder.records import field, record


@record
class CardRef:
    """A card together with the book it belongs to."""

    book: ArmyBook
    card: Card

    @property
    def key(self) -> str:
        return f"{self.book.id}/{self.card.id}"


@record
class HouseRules:
    """What a tournament pack of format ``netepic-tournament/2`` changed in the codex it was
    applied to (:func:`listbuilder.rules.house_rules.apply_pack`): the figures and cards are
    in the books themselves, this says which pack, and what the rules engine lets pass."""

    name: str
    """The pack's own name (``Tarsis Open 2025``)."""
    hash: str
    """A hash of the pack's content, so that a changed pack is told from the one a list was
    built under."""
    rules_off: tuple[tuple[str, str], ...] = ()
    """(finding code, the pack's reason) for each rule the pack turns off; the reasons print
    on the roster sheet."""
    lead_lists: frozenset[str] = frozenset()
    """Lists that may lead an army though the army books make them ally-only."""
    ally_pairs: frozenset[tuple[str, str]] = frozenset()
    """(main list, ally list) pairs allowed though the allies tables forbid them."""
    changed: tuple[str, ...] = ()
    """``book/card`` keys of the cards whose points, BP or VP the pack changed."""
    custom: tuple[str, ...] = ()
    """``book/card`` keys of the pack's own cards."""
    content: dict[str, object] | None = field(default=None, hash=False)
    """The pack's data, for a roster built under it to carry (``pack:`` in its file)."""

    @property
    def codes_off(self) -> frozenset[str]:
        return frozenset(code for code, _ in self.rules_off)

    @property
    def label(self) -> str:
        """How printouts and exports name the pack: its name and hash."""
        return f"{self.name} [{self.hash}]" if self.name else f"[{self.hash}]"


@record
class Codex:
    game_system: GameSystem
    abilities: dict[str, Ability]
    books: dict[str, ArmyBook]
    errors: list[CodexError] = field(default_factory=list)
    """Books that failed to load, each as an error naming file, line and field."""
    house: HouseRules | None = None
    """The tournament pack this codex was derived under, None for the army books as shipped."""

    _index: ClassVar[_Index | None] = None
    """The look-up index, built on first use and kept in the object's own ``__dict__``."""

    def __getstate__(self) -> dict[str, object]:
        # The look-up index is cheaper to rebuild on first use than to unpickle.
        return {k: v for k, v in self.__dict__.items() if k != "_index"}

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.__dict__.setdefault("house", None)  # a cache written before packs changed codexes

    @property
    def ix(self) -> _Index:
        index = self._index
        if index is None:
            index = self.__dict__["_index"] = _Index(self.books)
        return index

    # --- look-ups -------------------------------------------------------------

    def army_lists(self) -> Iterator[tuple[ArmyBook, ArmyList]]:
        return iter(self.ix.lists.values())

    def max_ally_lists(self, army_list: ArmyList) -> int | None:
        """How many ally lists *army_list* may take (None: any): its own figure, else the game
        system's ``max_allies``."""
        limit = army_list.allies.max_lists
        if limit == SYSTEM_DEFAULT:
            return self.game_system.max_allies
        return limit

    def min_own_share(self, army_list: ArmyList) -> int | None:
        """The minimum own share of an army led by *army_list*, in percent of the base: its own
        figure, else the game system's ``min_own_share_pct`` for its kind."""
        if army_list.own_share.min_pct is not None:
            return army_list.own_share.min_pct
        return self.game_system.min_own_share_pct.get(army_list.kind)

    def army_list(self, list_id: str) -> ArmyList | None:
        found = self.ix.lists.get(list_id)
        return found[1] if found else None

    def book_of_list(self, list_id: str) -> ArmyBook | None:
        found = self.ix.lists.get(list_id)
        return found[0] if found else None

    def cards(self) -> Iterator[CardRef]:
        return iter(self.ix.cards.values())

    def card(self, key: str) -> CardRef | None:
        """A card by ``book/card_id``."""
        return self.ix.cards.get(key)

    def find_card(self, card_id: str, list_id: str | None = None) -> CardRef | None:
        """A card by id, looked up in a list first, then in any book (ids are unique per book)."""
        if list_id is not None:
            in_list = self.ix.list_cards.get(list_id, {}).get(card_id)
            if in_list is not None:
                return in_list
            book = self.book_of_list(list_id)
            if book is not None and f"{book.id}/{card_id}" in self.ix.cards:
                return self.ix.cards[f"{book.id}/{card_id}"]
        if "/" in card_id:
            return self.ix.cards.get(card_id)
        for ref in self.ix.cards.values():
            if ref.card.id == card_id:
                return ref
        return None

    def list_cards(self, list_id: str) -> list[CardRef]:
        """The cards a list may take, each once, in book order."""
        seen: dict[str, CardRef] = {}
        for ref in self.ix.list_cards.get(list_id, {}).values():
            seen.setdefault(ref.key, ref)
        return list(seen.values())

    def list_may_take(self, list_id: str, card: CardRef) -> bool:
        return card.key in self.ix.list_keys.get(list_id, set())

    def lists_of_card(self, card: CardRef) -> list[str]:
        return list(self.ix.card_lists.get(card.key, []))

    def unit(self, book_id: str, unit_id: str) -> Unit | None:
        return self.ix.units.get((book_id, unit_id))

    def ability(self, key: str) -> Ability | None:
        return self.abilities.get(key)

    def list_matches(self, list_id: str, selector: ListSelector) -> bool:
        found = self.ix.lists.get(list_id)
        if found is None:
            return False
        book, army_list = found
        return (
            (selector.kind is None or selector.kind == army_list.kind)
            and (selector.race is None or selector.race == army_list.race)
            and (selector.book is None or selector.book == book.id)
            and (selector.list is None or selector.list == army_list.id)
        )


class _Index:
    """Look-up tables over the books, built once per loaded codex."""

    def __init__(self, books: dict[str, ArmyBook]) -> None:
        self.lists: dict[str, tuple[ArmyBook, ArmyList]] = {}
        self.cards: dict[str, CardRef] = {}
        self.units: dict[tuple[str, str], Unit] = {}
        self.list_cards: dict[str, dict[str, CardRef]] = {}
        self.card_lists: dict[str, list[str]] = {}
        self.list_keys: dict[str, set[str]] = {}
        for book in books.values():
            for card in book.cards:
                self.cards[f"{book.id}/{card.id}"] = CardRef(book, card)
            for unit in book.units:
                self.units[(book.id, unit.id)] = unit
        # the game-wide cards' keys, made once for every list (a key is a formatted string)
        game_wide = [key for key, ref in self.cards.items() if ref.book.game_wide]
        for book in books.values():
            for army_list in book.lists:
                self.lists[army_list.id] = (book, army_list)
                resolved: dict[str, CardRef] = {}
                found: set[str] = set()
                keys = [ref if "/" in ref else f"{book.id}/{ref}" for ref in army_list.cards]
                # every list may take the game-wide cards (ruling 18), after its own
                keys += game_wide
                for key in keys:
                    card_ref = self.cards.get(key)
                    if card_ref is None:
                        continue
                    resolved.setdefault(card_ref.card.id, card_ref)
                    resolved.setdefault(key, card_ref)
                    found.add(key)  # the key of the card found under it (see self.cards)
                    self.card_lists.setdefault(key, []).append(army_list.id)
                self.list_cards[army_list.id] = resolved
                self.list_keys[army_list.id] = found
