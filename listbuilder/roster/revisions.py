"""The army data a roster was built with, and what changed for its cards since (issue 33).

A roster records the game system's revision and each used book's catalogue revision
(:class:`~listbuilder.roster.model.DataRecord`, the ``data:`` mapping of its file). The app
keeps the figures of every data revision it has shipped: one small JSON table per army book
revision (``<codex folder>/revisions/<book>-<revision>.json``: each card's points, break
point, VP and option choices), written when the codex is compiled
(:func:`listbuilder.codex.loader.write_bundled_cache`) and by ``python -m
listbuilder.codex.revision_tables`` for the checkout. Opening a roster compares the tables of the
revisions it recorded with the codex of today (:func:`data_changes`): a changed cost is said,
never applied silently.

Public API for other parts (the tournament desk, validate): :func:`data_record` (the record
as the file holds it), :func:`current_record`, :func:`with_data`, :func:`revision_mismatch`,
:func:`data_changes` and :func:`data_dates`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

from listbuilder.codex.codex import Codex
from listbuilder.codex.data_tables import (
    FIGURES_FORMAT,
    MAX_TABLE_BYTES,
    REVISIONS_DIR,
    book_revision,
    book_table,
    card_figures,
    figure_choices,
    find_table,
    read_table,
    system_revision,
    table_path,
    table_text,
    write_tables,
)
from listbuilder.codex.models import Card
from listbuilder.records import record
from listbuilder.roster.model import DataRecord, Roster

__all__ = [
    "FIGURES_FORMAT",
    "MAX_TABLE_BYTES",
    "REVISIONS_DIR",
    "book_table",
    "read_table",
    "table_path",
    "table_text",
    "write_tables",
]


def _entries(roster: Roster) -> Iterable[tuple[str, str]]:
    """(list id, card id) of every card of *roster*."""
    for force in roster.forces:
        for company in force.companies:
            yield force.list_id, company.card
            for card in company.attached:
                yield force.list_id, card.card
        for structure in force.structures:
            yield force.list_id, structure.card


def _place(codex: Codex, list_id: str, card_id: str) -> tuple[str, str] | None:
    """(book id, card id) of a roster's card: its ``book/card`` reference, else the card of
    that id its force's list takes, else (a withdrawn card) one of the list's own book."""
    if "/" in card_id:
        book_id, _, bare = card_id.partition("/")
        return book_id, bare
    ref = codex.ix.list_cards.get(list_id, {}).get(card_id)
    if ref is not None:
        return ref.book.id, ref.card.id
    book = codex.book_of_list(list_id)
    return (book.id, card_id) if book is not None else None


def books_used(roster: Roster, codex: Codex) -> list[str]:
    """The ids of the books *roster* takes lists or cards from, sorted."""
    used: set[str] = set()
    for force in roster.forces:
        book = codex.book_of_list(force.list_id)
        if book is not None:
            used.add(book.id)
    for list_id, card_id in _entries(roster):
        place = _place(codex, list_id, card_id)
        if place is not None and place[0] in codex.books:
            used.add(place[0])
    return sorted(used)


def current_record(roster: Roster, codex: Codex) -> DataRecord:
    """The record of today's data for the books *roster* uses (books with a revision)."""
    books: dict[str, int] = {}
    for book_id in books_used(roster, codex):
        revision = book_revision(codex.books[book_id])
        if revision is not None:
            books[book_id] = revision
    return DataRecord(system_revision=system_revision(codex), books=books)


def with_data(roster: Roster, codex: Codex) -> Roster:
    """*roster* recording the data it is written with: every writer of roster files and
    share codes calls this, so what a file says is what its figures were checked against."""
    record_now = current_record(roster, codex)
    if roster.data == record_now:
        return roster
    return replace(roster, data=record_now)


def record_data(record_: DataRecord) -> dict[str, Any]:
    """A record as plain data, as the roster file writes it."""
    data: dict[str, Any] = {}
    if record_.system_revision is not None:
        data["system_revision"] = record_.system_revision
    data["books"] = dict(sorted(record_.books.items()))
    return data


def data_record(roster: Roster) -> dict[str, Any] | None:
    """The data *roster* was built with, as its file records it (``system_revision``,
    ``books``); None for a file written before rosters recorded it."""
    return None if roster.data is None else record_data(roster.data)


@record(slots=True)
class Mismatch:
    """One revision a roster recorded that today's data does not have."""

    book: str | None
    """The book's id; None for the game system."""
    recorded: int | None
    current: int | None
    """None: the book is no longer in the data."""


def revision_mismatch(
    recorded: DataRecord | Mapping[str, Any] | Roster | None, codex: Codex
) -> list[Mismatch]:
    """The revisions *recorded* (a roster, its record, or the record's plain data from
    :func:`data_record`) that differ from today's *codex*; empty when all match or nothing
    is recorded."""
    if isinstance(recorded, Roster):
        recorded = recorded.data
    if recorded is None:
        return []
    if isinstance(recorded, DataRecord):
        system, books = recorded.system_revision, recorded.books
    else:
        system, books = recorded.get("system_revision"), recorded.get("books") or {}
    found: list[Mismatch] = []
    now = system_revision(codex)
    if system is not None and system != now:
        found.append(Mismatch(None, system, now))
    for book_id, revision in sorted(books.items()):
        book = codex.books.get(book_id)
        current = book_revision(book) if book is not None else None
        if revision != current:
            found.append(Mismatch(book_id, revision, current))
    return found


# --- what changed ----------------------------------------------------------------------


@record(slots=True)
class DataChange:
    """One change of the data for one of a roster's cards, or a revision with no figures."""

    kind: str
    """``points``, ``break_point``, ``victory_points``, ``option_added``, ``option_gone``,
    ``card_withdrawn``, or ``no_figures`` (no table kept for that revision)."""
    book: str
    card: str | None
    """The card's id (None for ``no_figures``)."""
    name: str
    """The card's name today (its id when withdrawn); the book's id for ``no_figures``."""
    before: Any = None
    after: Any = None
    """The figures before and after; the option's ``group.choice`` for an option."""


CHANGE_KINDS: Final = (
    "points",
    "break_point",
    "victory_points",
    "option_added",
    "option_gone",
    "card_withdrawn",
    "no_figures",
)


def data_changes(
    roster: Roster, codex: Codex, folders: Iterable[Path] | None = None
) -> list[DataChange]:
    """What changed for *roster*'s cards between the data it recorded and today's *codex*:
    points, break point, VP, option choices added or gone, cards withdrawn; in roster order,
    each card once. A recorded revision whose figures the app does not keep is one
    ``no_figures`` change. Empty for a roster that records no data."""
    if roster.data is None:
        return []
    search = None if folders is None else list(folders)
    tables: dict[str, dict[str, Any] | None] = {}
    changes: list[DataChange] = []
    seen: set[tuple[str, str]] = set()
    for list_id, card_id in _entries(roster):
        place = _place(codex, list_id, card_id)
        if place is None or place in seen:
            continue
        seen.add(place)
        book_id, bare = place
        revision = roster.data.books.get(book_id)
        if revision is None:
            continue
        if book_id not in tables:
            tables[book_id] = find_table(book_id, revision, search)
            if tables[book_id] is None:
                changes.append(DataChange("no_figures", book_id, None, book_id, revision))
        table = tables[book_id]
        if table is None:
            continue
        old = table["cards"].get(bare)
        if old is None:
            continue  # not a card of that revision: nothing to compare
        ref = codex.card(f"{book_id}/{bare}")
        if ref is None:
            changes.append(DataChange("card_withdrawn", book_id, bare, bare))
            continue
        changes.extend(_card_changes(book_id, ref.card, old))
    return changes


def _card_changes(book_id: str, card: Card, old: list[Any]) -> list[DataChange]:
    now = card_figures(card)
    found = [
        DataChange(kind, book_id, card.id, card.name, before, after)
        for kind, before, after in zip(
            ("points", "break_point", "victory_points"), old[:3], now[:3], strict=True
        )
        if before != after
    ]
    before_options, now_options = figure_choices(old), figure_choices(now)
    found += [
        DataChange("option_added", book_id, card.id, card.name, None, choice)
        for choice in now_options
        if choice not in set(before_options)
    ]
    found += [
        DataChange("option_gone", book_id, card.id, card.name, choice, None)
        for choice in before_options
        if choice not in set(now_options)
    ]
    return found


@record(slots=True)
class BookData:
    """One book of today's data, for About and ``--version``."""

    book: str
    revision: int | None
    date: str | None
    """When that revision's figures first shipped (None: no table kept)."""


def data_dates(codex: Codex, folders: Iterable[Path] | None = None) -> list[BookData]:
    """Each book's revision today and the date it shipped, by book id."""
    search = None if folders is None else list(folders)
    found = []
    for book in sorted(codex.books.values(), key=lambda b: b.id):
        revision = book_revision(book)
        table = find_table(book.id, revision, search) if revision is not None else None
        found.append(BookData(book.id, revision, table["date"] if table is not None else None))
    return found
