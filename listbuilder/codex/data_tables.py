"""The figures of every army data revision the app has shipped (issue 33): one small JSON
table per army book revision (``<codex folder>/revisions/<book>-<revision>.json``: each card's
points, break point, VP and option choices), written when the codex is compiled. What a roster
recorded is compared with them in :mod:`listbuilder.roster.revisions`."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from listbuilder.codex.codex import Codex
from listbuilder.codex.models import ArmyBook, Card

FIGURES_FORMAT: Final = "listbuilder-data-figures/1"
REVISIONS_DIR: Final = "revisions"
"""Sub-folder of a codex folder holding the figures of each shipped book revision."""
MAX_TABLE_BYTES: Final = 1024 * 1024
"""A book's table is a few KB; a file far bigger is not ours and is not read."""


# --- revisions --------------------------------------------------------------------


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


# --- the figures of each shipped revision -----------------------------------------------


def card_figures(card: Card) -> list[Any]:
    """``[points, break point, VP, {group id: "choice choice ..."}]``: the options as one
    text per group, which keeps a titan's hundred weapon choices to a few hundred bytes."""
    choices = {group.id: " ".join(choice.id for choice in group.choices) for group in card.options}
    return [card.points, card.break_point, card.victory_points, choices]


def figure_choices(figures: list[Any]) -> list[str]:
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
        "cards": {card.id: card_figures(card) for card in book.cards},
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
