"""Each language's punctuation on the army cards, read back from the PDF: French puts a
no-break space before a colon or a semicolon, English does not."""

from __future__ import annotations

import re
from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.printing.roster_pdf import render_roster
from listbuilder.roster.io import parse_roster
from tests.helpers.rosters import MARINES_AND_GUARD
from tests.printing.pdf_cards import cards


def test_french_card_lines_put_a_space_before_the_colon(tmp_path: Path, codex: Codex) -> None:
    """``Commissaire de compagnie : 1 Commissaire``, never ``compagnie:``; abilities parted
    by `` ; ``; English keeps ``Company Commissar: 1 Commissar``."""
    texts = {}
    for lang in ("fr", "en"):
        out = tmp_path / f"cards-{lang}.pdf"
        render_roster(parse_roster(MARINES_AND_GUARD), codex, out, sections="cards", lang=lang)
        texts[lang] = "\n".join(cards(out))
    fr, en = texts["fr"], texts["en"]
    assert re.search(r"Commissaire de compagnie[ \u00a0]: 1 Commissaire", fr)
    assert re.search(r"Rhino de commandement \(Commissaire de compagnie\)[ \u00a0]: 1 Rhino", fr)
    assert re.search(r"Détachement tactique[ \u00a0]: 6", fr)
    assert not re.search(r"\w: ", fr), "a French colon glued to its word"
    assert re.search(r"Charismatique[ \u00a0]; Rhino", fr)
    assert "Company Commissar: 1 Commissar" in en
