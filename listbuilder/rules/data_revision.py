"""The army data a roster was built with against today's (issue 33): a warning, never an
error, since the cards are checked with today's figures all the same."""

from __future__ import annotations

from collections.abc import Mapping

from listbuilder.codex.models import ArmyBook
from listbuilder.i18n import message
from listbuilder.i18n.text import Text
from listbuilder.roster.revisions import Mismatch, revision_mismatch
from listbuilder.rules.context import RuleContext
from listbuilder.rules.findings import Code, Finding, report


def data_revision(ctx: RuleContext) -> list[Finding]:
    """A roster whose file records other revisions than today's data names each of them."""
    found = revision_mismatch(ctx.roster.data, ctx.codex)
    if not found:
        return []
    revisions = Text(
        en=_listed(ctx, found, "en"),
        fr=_listed(ctx, found, "fr"),
    )
    return [report(Code.DATA_REVISION, "data", revisions=revisions, count=len(found))]


def _listed(ctx: RuleContext, found: list[Mismatch], lang: str) -> str:
    return message("data.list_separator", lang).join(
        mismatch_text(ctx.codex.books, item, lang) for item in found
    )


def mismatch_text(books: Mapping[str, ArmyBook], item: Mismatch, lang: str) -> str:
    """One revision in words: "Adeptus Astartes revision 8 (today 9)"."""
    if item.book is None:
        what = message("data.game_system", lang)
    else:
        book = books.get(item.book)
        what = book.name.get(lang) if book is not None else item.book
    if item.current is None:
        key = "data.revision.gone" if item.book is not None else "data.revision.unknown"
        return message(key, lang, what=what, recorded=item.recorded)
    return message("data.revision", lang, what=what, recorded=item.recorded, current=item.current)
