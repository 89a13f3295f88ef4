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

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import ArmyBook, Card
from listbuilder.records import record
from listbuilder.roster.model import DataRecord, Roster

FIGURES_FORMAT: Final = "listbuilder-data-figures/1"
REVISIONS_DIR: Final = "revisions"
"""Sub-folder of a codex folder holding the figures of each shipped book revision."""
MAX_TABLE_BYTES: Final = 1024 * 1024
"""A book's table is a few KB; a file far bigger is not ours and is not read."""


# --- the record --------------------------------------------------------------------


def system_revision(codex: Codex) -> int | None:
    """The BattleScribe game system's revision the books were imported with (the most
    common one, should books disagree); None when no book records it."""
    found: Counter[int] = Counter()
    for book in codex.books.values():
        system = book.source.game_system if book.source is not None else None
        if system is not None and system.revision is not None:
            found[system.revision] += 1
    return found.most_common(1)[0][0] if found else None


def book_revision(book: ArmyBook) -> int | None:
    return book.source.revision if book.source is not None else None


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


# --- the figures of each shipped revision -----------------------------------------------


def _card_figures(card: Card) -> list[Any]:
    """``[points, break point, VP, {group id: "choice choice ..."}]``: the options as one
    text per group, which keeps a titan's hundred weapon choices to a few hundred bytes."""
    choices = {group.id: " ".join(choice.id for choice in group.choices) for group in card.options}
    return [card.points, card.break_point, card.victory_points, choices]


def _choices(figures: list[Any]) -> list[str]:
    """The ``group.choice`` keys of a card's figures, in the book's order."""
    return [f"{group}.{choice}" for group, text in figures[3].items() for choice in text.split()]


def book_table(book: ArmyBook, system: int | None, date: str) -> dict[str, Any]:
    """The figures of *book* as they are now: each card's points, break point, VP and
    option choices (``group.choice``), with the revisions and the date they shipped."""
    return {
        "format": FIGURES_FORMAT,
        "book": book.id,
        "revision": book_revision(book),
        "system_revision": system,
        "date": date,
        "cards": {card.id: _card_figures(card) for card in book.cards},
    }


def table_path(folder: Path, book_id: str, revision: int) -> Path:
    return folder / REVISIONS_DIR / f"{book_id}-{revision}.json"


def table_text(table: Mapping[str, Any]) -> str:
    """One card a line: a data change reads as a diff of a few lines."""
    head = {key: value for key, value in table.items() if key != "cards"}
    lines = ["{"]
    lines += [f"{json.dumps(key)}: {json.dumps(value)}," for key, value in head.items()]
    cards = [
        f"{json.dumps(card)}: {json.dumps(figures, separators=(',', ':'))}"
        for card, figures in table["cards"].items()
    ]
    lines.append('"cards": {')
    lines.append(",\n".join(cards))
    lines.append("}}")
    return "\n".join(lines) + "\n"


def write_tables(codex: Codex, folder: Path, *, today: str | None = None) -> list[Path]:
    """Write the table of each book's current revision into *folder*/revisions/; a table
    already there keeps the date it first shipped. Returns the files written anew or changed."""
    system = system_revision(codex)
    written: list[Path] = []
    for book in sorted(codex.books.values(), key=lambda b: b.id):
        revision = book_revision(book)
        if revision is None:
            continue
        path = table_path(folder, book.id, revision)
        old = read_table(path)
        date = old["date"] if old is not None else today or datetime.now(UTC).date().isoformat()
        text = table_text(book_table(book, system, date))
        if path.is_file() and path.read_text(encoding="utf-8") == text:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def read_table(path: Path) -> dict[str, Any] | None:
    """The table in *path*, or None when it is missing, too big or not a table of ours
    (a damaged table only means its changes cannot be listed)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_TABLE_BYTES:
            return None
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FIGURES_FORMAT:
        return None
    cards = data.get("cards")
    if not isinstance(cards, dict) or not isinstance(data.get("date"), str):
        return None
    for figures in cards.values():
        if not (isinstance(figures, list) and len(figures) == 4 and isinstance(figures[3], dict)):
            return None
        if not all(isinstance(text, str) for text in figures[3].values()):
            return None
    return data


def table_folders() -> list[Path]:
    """Where tables are looked for: the codex folder in use, then the one shipped with the
    app (a modder's codex folder need not copy them)."""
    from listbuilder import paths

    folders = [paths.codex_data_dir()]
    shipped = paths.bundled_codex_data_dir()
    if shipped not in folders:
        folders.append(shipped)
    return folders


def find_table(
    book_id: str, revision: int, folders: Iterable[Path] | None = None
) -> dict[str, Any] | None:
    for folder in table_folders() if folders is None else folders:
        table = read_table(table_path(folder, book_id, revision))
        if table is not None and table.get("book") == book_id:
            return table
    return None


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
    now = _card_figures(card)
    found = [
        DataChange(kind, book_id, card.id, card.name, before, after)
        for kind, before, after in zip(
            ("points", "break_point", "victory_points"), old[:3], now[:3], strict=True
        )
        if before != after
    ]
    before_options, now_options = _choices(old), _choices(now)
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
