"""Pasting a copied company or card: placed as Add places it, whole, and the copy survives
the trip through its clipboard text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder.codex.codex import Codex
from listbuilder.editing import verbs
from listbuilder.errors import RosterFileError
from listbuilder.roster.edits import AddCompany, AddForce, AttachCard, SetElementName, SetNotes
from listbuilder.roster.fragment import copy_fragment, read_fragment
from listbuilder.roster.model import AttachedCard, ElementPath, Roster


def _roster() -> Roster:
    roster = AddForce(list_id="space_marines").apply(Roster(name="T", points_limit=6000))
    for _ in range(2):
        roster = AddCompany(force=0, card="tactical_company").apply(roster)
    roster = AttachCard(force=0, company=0, card="warlord_titan").apply(roster)
    return AttachCard(force=0, company=0, card="land_raider_squadron").apply(roster)


def _paste(codex: Codex, roster: Roster, copied: ElementPath, at: ElementPath) -> Roster:
    fragment = copy_fragment(roster, copied)
    assert fragment is not None
    source, element = read_fragment(*fragment)
    operation = verbs.paste(codex, roster, at, source, element)
    assert operation is not None
    return operation.apply(roster)


def test_a_special_card_goes_to_a_company_with_a_free_slot(codex: Codex) -> None:
    roster = _roster()
    pasted = _paste(codex, roster, ElementPath(0, 0, 0), ElementPath(0, 0))
    assert [c.card for c in pasted.forces[0].companies[1].attached] == ["warlord_titan"]


def test_a_support_card_goes_after_the_selected_card(codex: Codex) -> None:
    roster = _roster()
    pasted = _paste(codex, roster, ElementPath(0, 0, 1), ElementPath(0, 0, 0))
    cards = [c.card for c in pasted.forces[0].companies[0].attached]
    assert cards == ["warlord_titan", "land_raider_squadron", "land_raider_squadron"]


def test_a_company_goes_after_the_selected_company_with_its_cards(codex: Codex) -> None:
    roster = SetElementName("2nd", force=0, company=0).apply(_roster())
    pasted = _paste(codex, roster, ElementPath(0, 0), ElementPath(0, 0))
    companies = pasted.forces[0].companies
    assert len(companies) == 3 and companies[1] == companies[0]


def test_text_that_is_no_copy_is_refused() -> None:
    with pytest.raises(RosterFileError):
        read_fragment("attached", "format: netepic-roster/1\nforces: []\n")
    with pytest.raises(RosterFileError):
        read_fragment("force", copy_fragment(_roster(), ElementPath(0, 0))[1])  # type: ignore[index]


_TEXT = st.text(min_size=1, max_size=60).filter(lambda t: t.strip() == t and t.strip())


@settings(max_examples=40, deadline=None)
@given(name=_TEXT | st.none(), notes=st.text(max_size=80) | st.none())
def test_names_and_notes_survive_the_clipboard(name: str | None, notes: str | None) -> None:
    roster = SetElementName(name, force=0, company=0, attached=1).apply(_roster())
    roster = SetNotes(notes, force=0, company=0, attached=1).apply(roster)
    fragment = copy_fragment(roster, ElementPath(0, 0, 1))
    assert fragment is not None
    _source, element = read_fragment(*fragment)
    assert isinstance(element, AttachedCard)
    assert element == roster.forces[0].companies[0].attached[1]


# --- structure cards (ruling 18) -------------------------------------------------------------


def _fortress() -> Roster:
    from listbuilder.roster.edits import AddStructure

    roster = AddForce(list_id="space_marines").apply(_roster())
    roster = AddStructure(
        force=0, card="bastion", options={"turret_weapon.volcano_cannon": 1}
    ).apply(roster)
    roster = AddStructure(force=0, card="trench").apply(roster)
    return SetElementName("Keep", force=0, structure=0).apply(roster)


def test_a_structure_card_is_copied_whole_and_goes_to_the_selected_force(codex: Codex) -> None:
    roster = _fortress()
    fragment = copy_fragment(roster, ElementPath(0, structure=0))
    assert fragment is not None and fragment[0] == "structure"
    bastion = roster.forces[0].structures[0]
    # on the second force's company: the structure joins that force, never the company
    pasted = _paste(codex, roster, ElementPath(0, structure=0), ElementPath(1))
    assert pasted.forces[1].structures == (bastion,)
    assert pasted.forces[0] == roster.forces[0]


def test_a_structure_goes_after_the_selected_structure(codex: Codex) -> None:
    roster = _fortress()
    pasted = _paste(codex, roster, ElementPath(0, structure=0), ElementPath(0, structure=0))
    names = [(s.card, s.name) for s in pasted.forces[0].structures]
    assert names == [("bastion", "Keep"), ("bastion", "Keep"), ("trench", None)]
    fragment = copy_fragment(roster, ElementPath(0, structure=1))
    assert fragment is not None
    source, trench = read_fragment(*fragment)
    operation = verbs.paste(codex, roster, ElementPath(0, 1), source, trench)
    assert operation is not None
    assert verbs.selection_after(roster, operation) == ElementPath(0, structure=2)


def test_a_structure_copy_is_no_company_copy() -> None:
    from listbuilder.roster.io import parse_roster

    text = copy_fragment(_fortress(), ElementPath(0, structure=1))[1]  # type: ignore[index]
    assert parse_roster(text).forces[0].companies == ()
    assert read_fragment("structure", text)[1].card == "trench"  # type: ignore[union-attr]
    with pytest.raises(RosterFileError):  # a structure copy is no company copy
        read_fragment("company", text)
    with pytest.raises(RosterFileError):  # nor is a company copy a structure copy
        read_fragment("structure", copy_fragment(_roster(), ElementPath(0, 0))[1])  # type: ignore[index]
