"""Player-written text made fit to print: sane lengths, and only characters the font has.

Names and notes come from strangers' rosters. A 5,000-character name or a page of
notes would squeeze a card to a sliver or run over the page furniture, and a
character the embedded DejaVu font lacks (CJK, emoji) would print as an empty
box. Before printing, a roster's own texts are cut at a sane length with an
ellipsis and such characters are replaced with U+FFFD; each change is reported.
"""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth

from listbuilder.i18n import message
from listbuilder.i18n.text import Msg, render
from listbuilder.printing import fonts
from listbuilder.roster.model import ElementPath, Force, Roster, rebuild

NAME_LIMIT = 80
"""Characters of a roster name, card id or list id; real ones are far shorter."""
NOTES_LIMIT = 400
"""Characters of one note: about ten lines on a card."""
ELLIPSIS = "\u2026"
REPLACEMENT = "\ufffd"
WHO_LIMIT = 80
"""The player's and the event's names: one line of the roster sheet and of each card's band."""


def clip(text: str, limit: int) -> str:
    """*text* cut to at most *limit* characters, ending with an ellipsis when it was cut."""
    if len(text) <= limit:
        return text
    return text[: limit - 1].rstrip() + ELLIPSIS


def fit_width(text: str, font: str, size: float, room: float) -> str:
    """*text* cut (with an ellipsis) so that it is at most *room* points wide."""
    if stringWidth(text, font, size) <= room:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if stringWidth(text[:middle] + ELLIPSIS, font, size) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def missing_glyphs(text: str, font: str = fonts.REGULAR) -> set[str]:
    """The characters of *text* that *font* cannot draw."""
    fonts.register_fonts()
    covered = pdfmetrics.getFont(font).face.charToGlyph
    return {ch for ch in set(text) if ord(ch) not in covered and ch not in "\n\t\r"}


def printable(text: str, limit: int, missing: set[str]) -> str:
    """*text* clipped to *limit*, each character the font lacks replaced; those go to *missing*."""
    lacking = missing_glyphs(text)
    if lacking:
        missing.update(lacking)
        text = "".join(REPLACEMENT if ch in lacking else ch for ch in text)
    return clip(text, limit)


def printable_roster(roster: Roster, lang: str = "en") -> tuple[Roster, list[str]]:
    """A copy of *roster* whose own texts can be printed, and what had to change, worded in
    *lang* (the command line warns with it, the window shows it after printing)."""
    missing: set[str] = set()
    cut: list[str] = []

    def fix(model: object, field: str, limit: int, what: str | Msg) -> dict[str, str]:
        value = getattr(model, field)
        if not isinstance(value, str):
            return {}
        fixed = printable(value, limit, missing)
        if len(value) > limit:
            cut.append(message("print.cut", lang, what=render(what, lang), limit=limit))
        return {field: fixed} if fixed != value else {}

    def fixes(path: ElementPath, element: object) -> dict[str, str]:
        if isinstance(element, Roster):
            return {
                **fix(element, "name", NAME_LIMIT, Msg("print.roster_name")),
                **fix(element, "notes", NOTES_LIMIT, Msg("print.roster_note")),
                **fix(element, "player", WHO_LIMIT, "player"),
                **fix(element, "event", WHO_LIMIT, "event"),
            }
        where = str(path)
        if isinstance(element, Force):
            named = fix(element, "list_id", NAME_LIMIT, f"{where}.list")
        else:
            named = fix(element, "card", NAME_LIMIT, f"{where}.card")
        return {**named, **fix(element, "notes", NOTES_LIMIT, Msg("print.note_of", where=where))}

    fixed = rebuild(roster, fixes)
    report = list(cut)
    if missing:
        shown = ", ".join(f"{ch!r} (U+{ord(ch):04X})" for ch in sorted(missing)[:10])
        if len(missing) > 10:
            shown = message("print.and_more", lang, shown=shown, count=len(missing) - 10)
        report.append(message("print.missing_glyphs", lang, shown=shown, mark=REPLACEMENT))
    return fixed, report
