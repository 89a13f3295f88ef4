"""What changed in the army data for a roster's cards, in words (issue 33): the notice the
window shows when a roster built with other figures is opened, and its File menu entry."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.i18n import message
from listbuilder.roster.model import DataRecord, Roster
from listbuilder.roster.revisions import (
    DataChange,
    data_changes,
    data_dates,
    record_data,
    revision_mismatch,
    system_revision,
)
from listbuilder.rules.data_revision import mismatch_text


def record_text(record: DataRecord | None, codex: Codex, lang: str) -> str:
    """ "Army data: game system revision 7; Adeptus Astartes r9, Imperial Guard r9"."""
    if record is None:
        return message("data.record", lang, system="?", books=message("data.record.none", lang))
    data = record_data(record)
    books = message("data.list_separator", lang).join(
        message("data.record.book", lang, book=_book_name(codex, book, lang), revision=revision)
        for book, revision in data["books"].items()
    )
    system = data.get("system_revision", "?")
    return message("data.record", lang, system=system, books=books or "—")


def _book_name(codex: Codex, book_id: str, lang: str) -> str:
    book = codex.books.get(book_id)
    return book.name.get(lang) if book is not None else book_id


def change_text(change: DataChange, codex: Codex, lang: str) -> str:
    """One change in words: "Warhound Titan: 275 points, now 300"."""
    card = change.name
    if change.card is not None:
        ref = codex.card(f"{change.book}/{change.card}")
        if ref is not None:
            card = ref.card.display_name(lang)
    elif change.kind == "no_figures":
        book = codex.books.get(change.book)
        card = book.name.get(lang) if book is not None else change.book
    before, after = change.before, change.after
    if change.kind in ("option_added", "option_gone"):
        before = _choice_name(codex, change, before, lang)
        after = _choice_name(codex, change, after, lang)
    return message(
        f"data.change.{change.kind}",
        lang,
        card=card,
        before=_figure(before, lang),
        after=_figure(after, lang),
    )


def _figure(value: object, lang: str) -> object:
    """A figure as printed: a missing one as a dash, a whole VP without its ".0"."""
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _choice_name(codex: Codex, change: DataChange, key: object, lang: str) -> object:
    """An option's name today, else its id (an option withdrawn has no name left)."""
    if not isinstance(key, str):
        return key
    group_id, _, choice_id = key.partition(".")
    ref = codex.card(f"{change.book}/{change.card}")
    group = ref.card.option_group(group_id) if ref is not None else None
    if group is not None:
        for choice in group.choices:
            if choice.id == choice_id:
                return choice.display_name(lang)
    return choice_id.replace("_", " ")


def data_changes_report(roster: Roster, codex: Codex, lang: str) -> tuple[str, list[str]]:
    """The notice's first line and one line per change (none when nothing changed)."""
    if roster.data is None:
        return message("data.changes.not_recorded", lang), []
    changes = data_changes(roster, codex)
    if not changes:
        return message("data.changes.none", lang), []
    lines = [change_text(change, codex, lang) for change in changes]
    mismatches = revision_mismatch(roster, codex)
    if not mismatches:  # figures corrected under the same revision numbers
        return message("data.changes.intro.same", lang), lines
    revisions = message("data.list_separator", lang).join(
        mismatch_text(codex.books, item, lang) for item in mismatches
    )
    return message("data.changes.intro", lang, revisions=revisions), lines


def about_lines(codex: Codex, lang: str) -> list[str]:
    """The army data of this version for About: the game system's revision, then each book's
    revision and the date it shipped."""
    lines = [message("data.about.system", lang, revision=system_revision(codex) or "?")]
    for item in data_dates(codex):
        book = _book_name(codex, item.book, lang)
        if item.revision is None:
            lines.append(message("data.about.book.none", lang, book=book))
        elif item.date is None:
            lines.append(message("data.about.book", lang, book=book, revision=item.revision))
        else:
            lines.append(
                message(
                    "data.about.book.dated", lang, book=book, revision=item.revision, date=item.date
                )
            )
    return lines
