"""Plain card titles skip ReportLab's markup parser, yet make the very same paragraph."""

from __future__ import annotations

import pytest
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Paragraph
from reportlab.platypus.paraparser import ParaParser

from listbuilder.printing.styles import breakable, esc, plain_paragraph, styles

TEXTS = [
    "Tactical Company #7",
    "Company · Attached to Tactical Company #12",
    "Compagnie · Rattachée à Compagnie tactique n°\u00a07",
    "Cadian 8th (Tactical Infantry Company)",
    "Warlord Titan «\u00a0Invictus\u00a0» ; arme : 1",
    "A" * 120,  # longer than a card: split across lines
    "x",
    # what the parser or its cleaner change: these take its path
    "Smith & Sons <Elite>",
    "  spaced  ",
    "two\nlines",
    "tab\there",
    "",
    "&amp; already escaped",
]


def _laid_out(paragraph: Paragraph, width: float) -> tuple[object, ...]:
    frags = [dict(frag.__dict__) for frag in paragraph.frags]
    paragraph.wrap(width, 1000)
    canvas = Canvas("unused.pdf", invariant=1, pageCompression=0)
    paragraph.drawOn(canvas, 10, 10)
    return paragraph.width, paragraph.height, frags, canvas.getpdfdata()


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("style_name", ["card_title", "card_sub", "cell"])
def test_plain_paragraph_is_the_parsed_paragraph(text: str, style_name: str) -> None:
    style = breakable(styles()[style_name])
    for width in (40.0, 250.0):
        parsed = _laid_out(Paragraph(esc(text), style), width)
        assert _laid_out(plain_paragraph(text, style), width) == parsed


def test_plain_text_skips_the_parser_and_markup_does_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    style = styles()["card_title"]
    plain_paragraph("primed", style)  # the style's fragment is parsed once
    parsed: list[str] = []
    parse = ParaParser.parse

    def counting(self: ParaParser, text: str, style: object) -> object:
        parsed.append(text)
        return parse(self, text, style)

    monkeypatch.setattr(ParaParser, "parse", counting)
    for number in range(1, 50):
        plain_paragraph(f"Tactical Company #{number}", style)
    assert parsed == []
    plain_paragraph("A & B", style)
    assert len(parsed) == 1
    first, second = plain_paragraph("Tactical Company #1", style), plain_paragraph("B", style)
    assert first.frags[0] is not second.frags[0]  # each its own fragment
    assert [f.text for f in first.frags + second.frags] == ["Tactical Company #1", "B"]
    assert "".join(f.text for f in plain_paragraph("A & B", style).frags) == "A & B"
