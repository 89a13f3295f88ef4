"""The roster's element tree has one owner: paths of steps, one walk, generic edits at a path."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings

from listbuilder.errors import EditError
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.roster.edits import (
    Annotate,
    Duplicate,
    Insert,
    Move,
    MoveAttached,
    Remove,
    Rename,
    SetOption,
)
from listbuilder.roster.model import (
    KINDS,
    ROOT,
    AttachedCard,
    Company,
    ElementPath,
    Force,
    Roster,
    StructureCard,
    entry_at,
    parse_path,
    walk,
)
from tests.roster.strategies import rosters


def hand_walk(roster: Roster) -> list[tuple[str, object]]:
    """The walk as the modules wrote it by hand before walk() owned it."""
    found: list[tuple[str, object]] = []
    for f, force in enumerate(roster.forces):
        found.append((f"forces[{f}]", force))
        for c, company in enumerate(force.companies):
            found.append((f"forces[{f}].companies[{c}]", company))
            for a, card in enumerate(company.attached):
                found.append((f"forces[{f}].companies[{c}].attached[{a}]", card))
        for s, held in enumerate(force.structures):
            found.append((f"forces[{f}].structures[{s}]", held))
    return found


@settings(max_examples=60, deadline=None)
@given(rosters())
def test_walk_yields_every_element_in_tree_order_with_its_path(roster: Roster) -> None:
    walked = list(walk(roster))
    assert [(str(path), element) for path, element in walked] == hand_walk(roster)
    for path, element in walked:
        assert entry_at(roster, path) is element
        assert parse_path(str(path)) == path


def test_paths_are_steps_and_still_read_as_the_old_indexes() -> None:
    path = ElementPath(0, 2, 1)
    assert path.steps == (("forces", 0), ("companies", 2), ("attached", 1))
    assert (path.force, path.company, path.attached, path.structure) == (0, 2, 1, None)
    assert tuple(path) == (0, 2, 1, None, None) and path[:3] == (0, 2, 1)
    assert path.parent == ElementPath(0, 2) and path.parent.parent.parent == ROOT
    assert ElementPath(0, structure=3) == ElementPath.of(("forces", 0), ("structures", 3))
    assert str(ElementPath(0, structure=3)) == "forces[0].structures[3]"
    option = ElementPath(0, 1, option="a.b")
    assert str(option) == "forces[0].companies[1].options[a.b]"
    assert option.option == "a.b" and option.element == ElementPath(0, 1)
    assert pickle.loads(pickle.dumps(path)) == path and hash(path) == hash(ElementPath(0, 2, 1))
    assert ROOT and str(ROOT) == "" and ROOT.last is None
    assert ElementPath(0, 1) != ElementPath(0, structure=1)
    with pytest.raises(AttributeError):
        path.steps = ()  # type: ignore[misc]


def test_a_path_names_a_kind_of_element_the_old_slots_never_had() -> None:
    """A step into a collection of no old slot still parses, prints and compares."""
    path = ElementPath.of(("forces", 1), ("objectives", 0))
    assert str(path) == "forces[1].objectives[0]"
    assert (path.force, path.company, path.structure) == (1, None, None)
    assert path != ElementPath(1)


def sample() -> Roster:
    companies = (
        Company(card="tactical_company", attached=(AttachedCard(card="chaplain"),)),
        Company(card="assault_company"),
    )
    force = Force(
        list_id="space_marines", companies=companies, structures=(StructureCard(card="bastion"),)
    )
    return Roster(name="x", forces=(force,))


@pytest.mark.parametrize("collection", ["companies", "attached", "structures"])
def test_every_generic_edit_works_on_every_kind_of_card(collection: str) -> None:
    """One insert, duplicate, move, rename, notes, options and remove for each kind, each
    worded from the kind's own undo texts."""
    kind = KINDS[collection]
    roster = sample()
    holder = ElementPath(0, 0) if collection == "attached" else ElementPath(0)
    new = kind.element(card="land_raider_squadron")
    insert = Insert(holder, collection, new, 0)
    roster = insert.apply(roster)
    first = holder.child(collection, 0)
    assert entry_at(roster, first) == new
    assert insert.label(roster) == _english(kind.verbs["add"], "land_raider_squadron")
    duplicated = Duplicate(first).apply(roster)
    assert entry_at(duplicated, holder.child(collection, 1)) == new
    moved = Move(first, holder, None).apply(roster)
    last = len(getattr(entry_at(moved, holder), collection)) - 1
    assert last > 0 or collection == "attached"
    assert entry_at(moved, holder.child(collection, last)) == new
    named = Rename(first, " Cassius ").apply(roster)
    assert getattr(entry_at(named, first), "name", None) == "Cassius"
    noted = Annotate(first, "careful").apply(named)
    assert getattr(entry_at(noted, first), "notes", None) == "careful"
    chosen = SetOption(first, "a.b", 2).apply(noted)
    assert getattr(entry_at(chosen, first), "options", None) == {"a.b": 2}
    removed = Remove(first).apply(chosen)
    assert removed == sample()
    for operation, verb in ((Remove(first), "remove"), (Duplicate(first), "duplicate")):
        assert operation.label(roster) == _english(kind.verbs[verb], "land_raider_squadron")
    assert Remove(first).scope == str(holder)


def _english(key: str, card: str) -> str:
    return message(key, "en", card=card)


def test_a_missing_step_is_named_by_its_kind() -> None:
    roster = sample()
    with pytest.raises(EditError) as raised:
        Remove(ElementPath(0, 0, 5)).apply(roster)
    assert raised.value.msg == Msg("error.edit.no_attached", company=1, attached=6)
    with pytest.raises(EditError):
        Remove(ElementPath(0, structure=4)).apply(roster)
    with pytest.raises(EditError):
        Rename(ElementPath(3), "x").apply(roster)
    with pytest.raises(EditError) as raised:
        Remove(ROOT).apply(roster)
    assert raised.value.msg == Msg("error.edit.no_element", path="")
    assert "no element" in str(raised.value)
    with pytest.raises(EditError):
        Remove(ElementPath.of(("forces", 0), ("objectives", 0))).apply(roster)


def test_moves_scope_the_common_holder() -> None:
    assert MoveAttached(0, 0, 0, to_company=0).scope == "forces[0].companies[0]"
    assert MoveAttached(0, 0, 0, to_company=1).scope == "forces[0]"
    assert MoveAttached(0, 0, 0, to_company=1, to_force=1).scope == ""
