"""What printing changes in a roster's own texts is said in the reader's language."""

from __future__ import annotations

from listbuilder.printing.text import NAME_LIMIT, NOTES_LIMIT, printable_roster
from listbuilder.roster.io import parse_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, StructureCard


def _roster(name: str):  # type: ignore[no-untyped-def]
    return parse_roster(
        f"format: netepic-roster/1\nname: {name}\npoints_limit: 3000\n"
        "forces:\n  - list: space_marines\n    companies:\n      - card: tactical_company\n"
    )


def test_a_cut_name_is_reported_in_english_and_in_french() -> None:
    roster = _roster("x" * (NAME_LIMIT + 50))
    _, english = printable_roster(roster, "en")
    _, french = printable_roster(roster, "fr")
    assert english == [f"the roster name was cut to {NAME_LIMIT} characters"]
    assert french == [f"le nom de la liste : coupé à {NAME_LIMIT} caractères"]


def test_a_character_the_font_lacks_is_reported_in_the_readers_language() -> None:
    roster = _roster("Armée \u4e2d")
    _, english = printable_roster(roster, "en")
    _, french = printable_roster(roster, "fr")
    assert len(english) == 1 and english[0].startswith("the print font has no '\u4e2d' (U+4E2D)")
    assert len(french) == 1 and french[0].startswith("la police d'impression n'a pas '\u4e2d'")


def test_every_element_s_long_texts_are_cut_and_reported_holders_last() -> None:
    """Each card's id and notes, each force's list and notes, then the roster's: a reader
    meets the problems in the order of the tree, what a company holds before the company."""
    long = "y" * (NAME_LIMIT + 5)
    note = "n" * (NOTES_LIMIT + 5)
    attached = AttachedCard(card=long, notes=note)
    company = Company(card=long, attached=(attached,))
    force = Force(list_id=long, companies=(company,), structures=(StructureCard(card=long),))
    roster = Roster(name="ok", notes=note, forces=(force,))
    fixed, english = printable_roster(roster, "en")
    places = [line.split(" was cut")[0] for line in english]
    assert places == [
        "forces[0].companies[0].attached[0].card",
        "the note of forces[0].companies[0].attached[0]",
        "forces[0].companies[0].card",
        "forces[0].structures[0].card",
        "forces[0].list",
        "the roster note",
    ]
    cut = fixed.forces[0]
    assert len(cut.list_id) <= NAME_LIMIT and len(cut.structures[0].card) <= NAME_LIMIT
    assert len(cut.companies[0].attached[0].notes or "") <= NOTES_LIMIT
    assert fixed.forces[0].companies[0].attached[0].card != long
