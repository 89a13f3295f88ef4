"""Printed cards wrap at spaces only: a narrow column never cuts a word (issue 12)."""

from __future__ import annotations

from reportlab.platypus import Paragraph

from listbuilder.printing.styles import styles


def test_card_cells_never_split_a_word() -> None:
    for name in ("cell", "cell_bold", "card_head", "base"):
        para = Paragraph("Librarian Attack Mouvement", styles()[name])
        width = para.minWidth() * 0.6  # narrower than the longest word
        para.wrap(width, 1000)
        lines = [
            "".join(str(w) for w in line[1]) if isinstance(line, tuple) else " ".join(line.words)
            for line in para.blPara.lines
        ]
        words = " ".join(lines).split()
        assert words == ["Librarian", "Attack", "Mouvement"], (name, lines)
