"""Counts read as English and French do: "1 error", "2 errors", never "error(s)"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from listbuilder.roster.edits import AttachCard
from listbuilder.roster.model import ElementPath

if TYPE_CHECKING:
    from listbuilder.gui.window.main_window import MainWindow

SM = "adeptus_astartes"


def _specials(window: MainWindow, errors: int) -> None:
    """A tactical company with two Special cards (one error), and six Support cards for a
    second error."""
    window.start_roster("Plurals", 3000, "space_marines")
    window.add_card(f"{SM}/tactical_company")
    cards = ["chaplain", "librarian"] + ["rhino_squadron"] * (6 if errors > 1 else 0)
    for card in cards:
        assert window.apply(AttachCard(force=0, company=0, card=card))
    window.tree.select_path(ElementPath(0, 0))


def test_english_counts_one_and_many(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window("en")
    _specials(window, 1)
    assert len(window.findings.codes()) == 1
    heading = window.findings.heading.text()
    assert "1 error" in heading and "(s)" not in heading and "1 errors" not in heading
    _specials(window, 2)
    assert "2 errors" in window.findings.heading.text()
    tip = window.tree_model.index_of(ElementPath(0, 0)).data(3)  # ToolTipRole
    assert "8 attached cards" in tip and "(s)" not in tip


def test_french_counts_one_and_many(make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window("fr")
    _specials(window, 1)
    heading = window.findings.heading.text()
    assert "1 erreur" in heading and "(s)" not in heading
    _specials(window, 2)
    assert "2 erreurs" in window.findings.heading.text()
