"""Adding, arming, naming, removing and undoing structure cards through the session's verbs."""

from __future__ import annotations

from listbuilder.codex.codex import Codex
from listbuilder.editing import verbs
from listbuilder.editing.session import EditSession
from listbuilder.roster.edits import (
    AddStructure,
    DuplicateStructure,
    RemoveStructure,
    SetElementName,
    SetNotes,
)
from listbuilder.roster.model import ElementPath as P
from listbuilder.rules.codes import Code
from tests.rules.builders import company, force, roster


def _session(codex: Codex) -> EditSession:
    return EditSession(codex, roster(force("space_marines", company("tactical_company"))))


def test_adding_a_structure_from_the_browser_puts_it_beside_the_companies(codex: Codex) -> None:
    s = _session(codex)
    ref = codex.find_card("bastion", "space_marines")
    assert ref is not None
    spot = s.target(P(0, 0))
    assert spot is not None
    operation = verbs.add_card(codex, s.roster, spot, ref)
    assert operation == AddStructure(force=0, card="bastion")
    assert operation.label(s.roster, "fr", codex) == "Ajouter Bastion"
    assert verbs.selection_after(s.roster, operation) == P(0, structure=0)
    assert s.apply(operation)
    assert s.roster.forces[0].structures[0].card == "bastion"
    assert s.roster.forces[0].companies[0].attached == ()
    assert [f.path for f in s.result.findings if f.code == Code.OPTION_INVALID] == [
        "forces[0].structures[0].options"
    ]
    arm = verbs.set_options(P(0, structure=0), [("turret_weapon.volcano_cannon", 1)])
    assert arm is not None and s.apply(arm)
    assert s.result.legal
    assert s.figures.forces[0].structures[0].points == 200
    assert s.undo() and not s.roster.forces[0].structures[0].options
    assert s.redo() and s.result.legal


def test_naming_noting_duplicating_and_removing_a_structure_with_undo(codex: Codex) -> None:
    s = _session(codex)
    s.apply(AddStructure(force=0, card="trench"))
    s.apply(SetElementName("South line", force=0, structure=0))
    s.apply(SetNotes("behind the river", force=0, structure=0))
    held = s.roster.forces[0].structures[0]
    assert (held.name, held.notes) == ("South line", "behind the river")
    twin = verbs.duplicate(s.roster, P(0, structure=0))
    assert twin == DuplicateStructure(force=0, structure=0)
    s.apply(twin)
    assert len(s.roster.forces[0].structures) == 2
    gone = verbs.delete(s.roster, P(0, structure=1))
    assert gone == RemoveStructure(force=0, structure=1)
    assert verbs.selection_after(s.roster, gone) == P(0, structure=0)
    s.apply(gone)
    assert len(s.roster.forces[0].structures) == 1
    s.undo()
    assert verbs.selection_after_undo(gone, s.roster) == P(0, structure=1)
    assert s.roster.forces[0].structures[1] == held
    assert verbs.valid_selection(s.roster, P(0, structure=7)) == P(0)
    assert not verbs.can_move(s.roster, P(0, structure=0), 1)
