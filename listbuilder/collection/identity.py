"""One model, whichever army book fields it: a Rhino is a Rhino in a Space Marine, an Imperial
Guard or a Chaos army, and a player owns it once.

How the identity is decided from the codex: a unit first stands for the model its ``model:``
field names (a Command Rhino is a Rhino). Then units of different books are one model when
they share that unit id, its English name and its kind and profile (unit classes, move, save,
close assault factor): the books copy the same stand under the same name. Two books that
use one name for different figures keep them apart by their profile: the Space Marine
Tactical Squad (save 5+, CAF +2) is not the Imperial Guard's (no save, CAF 0).

A model shared by several books is counted under one key, ``<first book>/<unit id>`` with the
books in alphabetical order, so the collection format keeps its ``book/unit`` keys. An older
file that counted the same models under each book still loads and means the same models:
the counts entered for one model under several books are the same figures entered again, so
the model's count is the largest of them, never their sum.
"""

from __future__ import annotations

from collections import defaultdict

from listbuilder.codex.codex import Codex
from listbuilder.collection.model import Collection

Identity = tuple[str, str, tuple[str, ...], int | None, int | None, int | None]
"""Unit id, English name, unit classes, move, save, close assault factor."""


class ModelIndex:
    """Every unit of the codex mapped to its model's collection key."""

    def __init__(self, codex: Codex) -> None:
        groups: dict[Identity, list[tuple[str, str]]] = defaultdict(list)
        for book in codex.books.values():
            for unit in book.units:
                target = codex.unit(book.id, unit.model) if unit.model else None
                stand = target if target is not None else unit
                identity = (
                    stand.id,
                    stand.name,
                    tuple(stand.unit_class),
                    stand.move_cm,
                    stand.save,
                    stand.caf,
                )
                groups[identity].append((book.id, unit.id))
        self._key: dict[tuple[str, str], str] = {}
        self._books: dict[str, tuple[str, ...]] = {}
        for identity, members in groups.items():
            stand_id = identity[0]
            books = tuple(sorted({book for book, _ in members}))
            key = f"{books[0]}/{stand_id}"
            self._books[key] = books
            for member in members:
                self._key[member] = key

    def key(self, book: str, unit_id: str) -> str:
        """The collection key of the model *unit_id* of *book* stands for."""
        return self._key.get((book, unit_id), f"{book}/{unit_id}")

    def key_of(self, key: str) -> str:
        """A collection key as an older file may write it (``imperial_guard/rhino``), as the
        model's key (``adepta_sororitas/rhino``)."""
        book, _, unit_id = key.partition("/")
        return self.key(book, unit_id)

    def books(self, key: str) -> tuple[str, ...]:
        """The books that field the model *key* (its own book for an unknown key)."""
        return self._books.get(key, (key.partition("/")[0],))

    def counts(self, collection: Collection) -> dict[str, int]:
        """The collection's counts per model: for one model entered under several books,
        the largest count (see the module's note)."""
        found: dict[str, int] = {}
        for key, count in collection.models.items():
            model = self.key_of(key)
            found[model] = max(found.get(model, 0), count)
        return found

    def normalized(self, collection: Collection) -> Collection:
        """The collection with each model under its one key."""
        return collection.model_copy(
            update={"models": dict(sorted(self.counts(collection).items()))}
        )
