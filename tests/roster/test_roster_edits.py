"""Edits: immutable operations that return a new roster and leave the old one alone."""

from __future__ import annotations

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.roster.edits import (
    AddCompany,
    AddForce,
    AttachCard,
    DetachCard,
    DuplicateAttached,
    DuplicateCompany,
    EditError,
    MoveAttached,
    MoveCompany,
    RemoveCompany,
    RemoveForce,
    SetElementName,
    SetForceList,
    SetName,
    SetNotes,
    SetOptionCount,
    SetPointsLimit,
)
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import validate


def start() -> Roster:
    roster = Roster(name="Tarsis", points_limit=3000)
    for op in (
        AddForce("space_marines"),
        AddCompany(0, "tactical_company"),
        AddCompany(0, "tactical_company"),
        AttachCard(0, 0, "land_raider_squadron"),
        AttachCard(0, 0, "chaplain"),
    ):
        roster = op.apply(roster)
    return roster


def test_operations_return_new_rosters_and_keep_the_old_one() -> None:
    before = start()
    after = AttachCard(0, 1, "rhino_squadron").apply(before)
    assert [a.card for a in before.forces[0].companies[1].attached] == []
    assert [a.card for a in after.forces[0].companies[1].attached] == ["rhino_squadron"]
    assert before.forces[0].companies[0] is after.forces[0].companies[0]  # untouched parts shared


def test_move_attached_fixes_a_support_limit(codex: Codex) -> None:
    roster = start()
    for card in [
        "predator_squadron",
        "rhino_squadron",
        "whirlwind_battery",
        "razorback_squadron",
        "tactical_detachment",
    ]:
        roster = AttachCard(0, 0, card).apply(roster)
    result = validate(roster, codex)
    finding = next(f for f in result.findings if f.code == "support-limit")
    assert finding.path == "forces[0].companies[0].attached[6]"  # the chaplain is attached[1]
    fixed = MoveAttached(0, 0, 6, to_company=1).apply(roster)
    assert validate(fixed, codex).findings == ()
    assert fixed.forces[0].companies[1].attached[0].card == "tactical_detachment"


def test_move_attached_to_another_force() -> None:
    roster = AddCompany(1, "goff_clan").apply(AddForce("orks").apply(start()))
    moved = MoveAttached(0, 0, 1, to_company=0, to_force=1, index=0).apply(roster)
    assert [a.card for a in moved.forces[0].companies[0].attached] == ["land_raider_squadron"]
    assert [a.card for a in moved.forces[1].companies[0].attached] == ["chaplain"]
    assert MoveAttached(0, 0, 1, to_company=0, to_force=1).scope == ""


def test_duplicate_and_remove_and_reorder() -> None:
    roster = DuplicateCompany(0, 0).apply(start())
    assert [c.card for c in roster.forces[0].companies] == ["tactical_company"] * 3
    assert roster.forces[0].companies[1] == roster.forces[0].companies[0]
    roster = DuplicateAttached(0, 0, 1).apply(roster)
    assert [a.card for a in roster.forces[0].companies[0].attached] == [
        "land_raider_squadron",
        "chaplain",
        "chaplain",
    ]
    roster = DetachCard(0, 0, 0).apply(roster)
    assert [a.card for a in roster.forces[0].companies[0].attached] == ["chaplain", "chaplain"]
    roster = MoveCompany(0, 0, 2).apply(roster)
    assert roster.forces[0].companies[2].attached[0].card == "chaplain"
    roster = RemoveCompany(0, 2).apply(roster)
    assert len(roster.forces[0].companies) == 2
    assert RemoveForce(0).apply(roster).forces == ()


def test_set_option_count_adds_changes_and_removes() -> None:
    roster = AttachCard(0, 1, "warhound_titan").apply(start())
    key = "warhound_titan_weapons.plasma_blastgun"
    roster = SetOptionCount(0, 1, 0, key, 2).apply(roster)
    assert roster.forces[0].companies[1].attached[0].options == {key: 2}
    roster = SetOptionCount(0, 1, 0, key, 0).apply(roster)
    assert roster.forces[0].companies[1].attached[0].options == {}
    roster = SetOptionCount(0, 1, None, "hq.rhino", 1).apply(roster)
    assert roster.forces[0].companies[1].options == {"hq.rhino": 1}
    with pytest.raises(EditError):
        SetOptionCount(0, 1, 0, key, -1).apply(roster)


def test_roster_fields_and_notes() -> None:
    roster = SetName("Tarsis II").apply(start())
    roster = SetPointsLimit(4000).apply(roster)
    roster = SetNotes("deploy left", force=0, company=0, attached=1).apply(roster)
    roster = SetNotes("main force", force=0).apply(roster)
    roster = SetNotes("whole army").apply(roster)
    roster = SetForceList(0, "dark_angels").apply(roster)
    assert (roster.name, roster.points_limit, roster.notes) == ("Tarsis II", 4000, "whole army")
    assert roster.forces[0].notes == "main force"
    assert roster.forces[0].list_id == "dark_angels"
    assert roster.forces[0].companies[0].attached[1].notes == "deploy left"
    assert SetPointsLimit(None).apply(roster).points_limit is None
    with pytest.raises(EditError):
        SetPointsLimit(0).apply(roster)


def test_players_names_on_a_force_a_company_and_a_card() -> None:
    """A blank name clears it: the element shows its codex name again and saves no name."""
    roster = SetElementName("Ultramarines", force=0).apply(start())
    roster = SetElementName(" 2nd Company ", force=0, company=0).apply(roster)
    roster = SetElementName("Cassius", force=0, company=0, attached=1).apply(roster)
    force = roster.forces[0]
    assert (force.name, force.companies[0].name) == ("Ultramarines", "2nd Company")
    assert force.companies[0].attached[1].name == "Cassius"
    label = SetElementName("x", force=0, company=0, attached=1).label(roster, "fr")
    assert label == "Renommer chaplain"
    cleared = SetElementName("  ", force=0, company=0).apply(roster)
    assert cleared.forces[0].companies[0].name is None
    with pytest.raises(EditError):
        SetElementName("x", force=0, company=9).apply(roster)


@pytest.mark.parametrize(
    "operation",
    [
        RemoveForce(3),
        AddCompany(2, "goff_clan"),
        RemoveCompany(0, 9),
        AttachCard(0, 5, "chaplain"),
        DetachCard(0, 0, 7),
        MoveAttached(0, 0, 0, to_company=4),
        SetOptionCount(0, 0, 9, "a.b", 1),
        SetNotes("x", force=0, company=3),
    ],
)
def test_bad_indexes_raise_edit_errors(operation: object) -> None:
    with pytest.raises(EditError):
        operation.apply(start())  # type: ignore[attr-defined]


def test_labels_name_the_card_in_both_languages(codex: Codex) -> None:
    roster = start()
    assert AttachCard(0, 1, "land_raider_squadron").label(roster, "en", codex) == (
        "Attach Land Raider Squadron"
    )
    assert DetachCard(0, 0, 1).label(roster, "fr", codex) == "Retirer Chaplain"
    assert AddForce("space_marines").label(roster, "fr", codex) == (
        "Ajouter la force Space Marines (liste standard)"
    )
    assert AttachCard(0, 1, "land_raider_squadron").label(roster) == "Attach land_raider_squadron"
    assert SetName("x").label(roster, "fr") == "Renommer la liste"


def test_operations_are_immutable_and_comparable() -> None:
    op = AttachCard(0, 1, "chaplain")
    assert op == AttachCard(0, 1, "chaplain") and hash(op) == hash(AttachCard(0, 1, "chaplain"))
    assert op != AttachCard(0, 1, "rhino_squadron") and op != AttachCard(0, 0, "chaplain")
    assert op != DetachCard(0, 1, 0)
    with pytest.raises(AttributeError):
        op.card = "other"  # type: ignore[misc]
    assert op.scope == "forces[0].companies[1]"


def test_option_labels_name_the_choice_and_the_card(codex: Codex) -> None:
    roster = AttachCard(0, 0, "warlord_titan").apply(start())
    option = "warlord_titan_carapace_weapons.barrage_missile_launcher"
    assert SetOptionCount(0, 0, 2, option, 1).label(roster, "en", codex) == (
        "Choose Barrage Missile Launcher for Warlord Titan"
    )
    titan = codex.find_card("warlord_titan", "space_marines")
    assert titan is not None
    group = titan.card.option_group("warlord_titan_carapace_weapons")
    choice = group.choice("barrage_missile_launcher") if group is not None else None
    assert choice is not None
    assert SetOptionCount(0, 0, 2, option, 0).label(roster, "fr", codex) == (
        f"Retirer {choice.display_name('fr')} de {titan.card.display_name('fr')}"
    )
    assert SetOptionCount(0, 0, 2, option, 2).label(roster, "en", codex) == (
        "Take 2 × Barrage Missile Launcher for Warlord Titan"
    )
    # without the codex (or for an unknown option) the ids are all there is to show
    assert SetOptionCount(0, 0, 2, "x.y", 1).label(roster, "en", codex) == (
        "Choose x.y for Warlord Titan"
    )
    assert "warlord_titan" not in SetOptionCount(0, 0, 2, option, 1).label(roster, "fr", codex)
