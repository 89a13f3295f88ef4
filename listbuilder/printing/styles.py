"""Paragraph styles and colours shared by the army printouts."""

from __future__ import annotations

from functools import cache
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph
from reportlab.platypus.paraparser import ParaFrag

from listbuilder.printing import fonts

INK = colors.HexColor("#1d1d1f")
BAND = colors.HexColor("#2f3e46")
BAND_TEXT = colors.white
SOFT = colors.HexColor("#e9edf0")
RULE = colors.HexColor("#8a9299")
ERROR = colors.HexColor("#b00020")
WARNING = colors.HexColor("#8a5a00")
OK = colors.HexColor("#1b6e2a")


def esc(text: object) -> str:
    """Text made safe for ReportLab's paragraph markup."""
    return escape(str(text))


@cache
def styles() -> dict[str, ParagraphStyle]:
    fonts.register_fonts()
    # splitLongWords off: a word wider than its column overflows a little rather than
    # print as "Attac/k"; every style inherits it.
    base = ParagraphStyle(
        "base",
        fontName=fonts.REGULAR,
        fontSize=8.5,
        leading=10.5,
        textColor=INK,
        splitLongWords=0,
    )
    return {
        "base": base,
        "title": ParagraphStyle(
            "title", parent=base, fontName=fonts.BOLD, fontSize=16, leading=20, spaceAfter=4
        ),
        "h2": ParagraphStyle(
            "h2",
            parent=base,
            fontName=fonts.BOLD,
            fontSize=11.5,
            leading=14,
            spaceBefore=8,
            spaceAfter=3,
        ),
        "small": ParagraphStyle("small", parent=base, fontSize=7.5, leading=9),
        # A share code is one long word: it may break anywhere, unlike every other text.
        "code": ParagraphStyle(
            "code", parent=base, fontName=fonts.CONDENSED, fontSize=7, leading=8.5, splitLongWords=1
        ),
        "cell": ParagraphStyle(
            "cell", parent=base, fontName=fonts.CONDENSED, fontSize=7.2, leading=8.4
        ),
        "cell_bold": ParagraphStyle(
            "cell_bold", parent=base, fontName=fonts.CONDENSED_BOLD, fontSize=7.2, leading=8.4
        ),
        **_card_styles(base),
    }


def _card_styles(base: ParagraphStyle) -> dict[str, ParagraphStyle]:
    """The army cards' own: the title and subtitle on the band, the heads, the abilities'
    names."""
    return {
        "card_title": ParagraphStyle(
            "card_title",
            parent=base,
            fontName=fonts.BOLD,
            fontSize=10,
            leading=12,
            textColor=BAND_TEXT,
        ),
        "card_sub": ParagraphStyle(
            "card_sub",
            parent=base,
            fontName=fonts.CONDENSED,
            fontSize=7.2,
            leading=8.6,
            textColor=BAND_TEXT,
        ),
        "card_head": ParagraphStyle(
            "card_head",
            parent=base,
            fontName=fonts.CONDENSED_BOLD,
            fontSize=7.6,
            leading=9,
            spaceBefore=2,
        ),
        "ability_name": ParagraphStyle(
            "ability_name",
            parent=base,
            fontName=fonts.BOLD,
            fontSize=8.5,
            leading=10.5,
            spaceBefore=3,
        ),
    }


_BREAKABLE: dict[str, ParagraphStyle] = {}


def breakable(style: ParagraphStyle) -> ParagraphStyle:
    """*style* for a player's text (names, notes, card ids, file names): a word wider than
    its column is split across lines rather than run off the card and the page. An army
    book's words keep *style*, which never splits them."""
    found = _BREAKABLE.get(style.name)
    if found is None or found.parent is not style:
        found = ParagraphStyle(f"{style.name}_breakable", parent=style, splitLongWords=1)
        _BREAKABLE[style.name] = found
    return found


_PLAIN_FRAGS: dict[str, tuple[ParagraphStyle, ParaFrag]] = {}


def plain_paragraph(text: str, style: ParagraphStyle) -> Paragraph:
    """``Paragraph(esc(text), style)`` for a line of plain text, without ReportLab's markup
    parser (a fifth of an army card's cost: 4,000 cards have 8,000 titles and type lines).

    Plain text parses to one fragment that only its text tells apart, so the fragment of
    this style is parsed once and copied with each text; anything the parser or its
    cleaner would change (markup characters, line breaks, surrounding spaces, a text
    transform) takes the parser's path, so the paragraph is always the same."""
    plain = (
        text
        and text == text.strip()
        and not _MARKUP.intersection(text)
        and getattr(style, "textTransform", None) is None
    )
    if not plain:
        return Paragraph(esc(text), style)
    found = _PLAIN_FRAGS.get(style.name)
    if found is None or found[0] is not style:
        found = _PLAIN_FRAGS[style.name] = (style, Paragraph("x", style).frags[0])
    return Paragraph(esc(text), style, frags=[found[1].clone(text=text)])


_MARKUP = frozenset("&<>\n\r\t")
