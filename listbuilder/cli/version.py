"""``listbuilder --version``: the program's version and where its army data came from.

The army books record the BattleScribe game system and catalogue (with revisions) they
were imported from; a player reporting a wrong cost can then say which data they have.
Books without that record (older imports, hand-made books) are named as such.
"""

from __future__ import annotations

from collections import Counter

from listbuilder import __version__
from listbuilder.codex.codex import Codex


def version_text(codex: Codex | None = None) -> str:
    """The first line is ``listbuilder <version>``; the data's origin follows."""
    lines = [f"listbuilder {__version__}"]
    try:
        if codex is None:
            from listbuilder.codex.loader import load_codex

            codex = load_codex()
    except Exception as exc:  # --version must answer even with broken army data
        lines.append(f"army data: cannot be read ({exc})")
        return "\n".join(lines)
    lines.extend(data_origin(codex))
    return "\n".join(lines)


def data_origin(codex: Codex) -> list[str]:
    """One line for the game system, one per army book with its catalogue revision; the
    game-wide books (ruling 18's structures), written from the rulebook, are listed apart."""
    systems: Counter[str] = Counter()
    books: list[str] = []
    everyone = sorted((b for b in codex.books.values() if b.game_wide), key=lambda b: b.id)
    army_books = sorted((b for b in codex.books.values() if not b.game_wide), key=lambda b: b.id)
    for book in army_books:
        source = book.source
        if source is None:
            books.append(f"  {book.id}: no source recorded")
            continue
        system = source.game_system
        if system is not None:
            systems[_revised(f"{system.name} ({system.id})", system.revision)] += 1
        books.append(f"  {book.id}: {_revised(source.catalogue, source.revision)}")
    lines = []
    if systems:
        named = ", ".join(name for name, _ in systems.most_common())
        lines.append(f"army data: BattleScribe game system {named}")
    else:
        lines.append("army data: BattleScribe origin not recorded")
    lines.append(f"army books ({len(army_books)}):")
    lines.extend(books)
    if everyone:
        lines.append(f"books for every army list ({len(everyone)}):")
        lines.extend(f"  {book.id}: from the rulebook" for book in everyone)
    if codex.errors:
        lines.append(f"army books left out (unreadable): {len(codex.errors)}")
    return lines


def _revised(name: str, revision: int | None) -> str:
    return f"{name}, revision {revision}" if revision is not None else name
