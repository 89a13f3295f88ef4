"""The undo contract: snapshots, redo cleared by a new edit, one notification per change."""

from __future__ import annotations

from listbuilder.roster.edits import AddCompany, AddForce, AttachCard, SetName
from listbuilder.roster.history import Action, History, RosterChanged
from listbuilder.roster.model import Roster


def history() -> tuple[History, list[RosterChanged]]:
    log: list[RosterChanged] = []
    h = History(Roster(name="Tarsis"))
    h.subscribe(log.append)
    return h, log


def test_cannot_undo_or_redo_at_the_initial_state() -> None:
    h, log = history()
    assert not h.can_undo and not h.can_redo
    assert h.undo() is False and h.redo() is False
    assert h.undo_label() is None and h.redo_label() is None
    assert log == []


def test_undo_restores_the_same_snapshot_and_redo_reapplies() -> None:
    h, _ = history()
    initial = h.roster
    after_force = h.apply(AddForce("orks"))
    after_company = h.apply(AddCompany(0, "goff_clan"))
    assert h.undo()
    assert h.roster is after_force
    assert h.undo()
    assert h.roster is initial
    assert h.redo()
    assert h.roster is after_force
    assert h.redo()
    assert h.roster is after_company


def test_a_new_edit_clears_redo() -> None:
    h, _ = history()
    h.apply(AddForce("orks"))
    h.undo()
    assert h.can_redo
    h.apply(AddForce("eldar"))
    assert not h.can_redo
    assert h.roster.forces[0].list_id == "eldar"


def test_notifications_carry_what_changed_and_who_asked() -> None:
    h, log = history()
    h.apply(AddForce("orks"))
    me = object()
    h.apply(AddCompany(0, "goff_clan"), initiator=me)
    h.apply(AttachCard(0, 0, "mekboy"))
    h.undo(initiator=me)
    h.redo()
    assert [(c.action, c.path) for c in log] == [
        (Action.APPLY, ""),
        (Action.APPLY, "forces[0]"),
        (Action.APPLY, "forces[0].companies[0]"),
        (Action.UNDO, "forces[0].companies[0]"),
        (Action.REDO, "forces[0].companies[0]"),
    ]
    assert log[1].initiator is me and log[3].initiator is me
    assert (
        log[3].roster is h._done[-2].roster or log[3].roster.forces[0].companies[0].attached == ()
    )
    assert log[3].previous.forces[0].companies[0].attached[0].card == "mekboy"


def test_an_edit_that_changes_nothing_is_not_recorded() -> None:
    h, log = history()
    h.apply(SetName("Tarsis"))
    assert not h.can_undo and log == []


def test_modified_flag_follows_the_saved_snapshot() -> None:
    h, _ = history()
    assert not h.is_modified
    h.apply(AddForce("orks"))
    assert h.is_modified
    h.mark_clean()
    assert not h.is_modified
    h.undo()
    assert h.is_modified
    h.redo()
    assert not h.is_modified


def test_labels_for_the_edit_menu() -> None:
    h, _ = history()
    h.apply(AddForce("orks"))
    h.apply(AddCompany(0, "goff_clan"))
    assert h.undo_label() == "Add goff_clan"
    assert h.undo_label("fr") == "Ajouter goff_clan"
    h.undo()
    assert h.redo_label() == "Add goff_clan"


def test_reset_forgets_the_steps_and_says_so() -> None:
    h, log = history()
    h.apply(AddForce("orks"))
    h.reset(Roster(name="Other"))
    assert log[-1].action is Action.RESET and not h.can_undo and not h.is_modified
    assert h.roster.name == "Other"


def test_an_unsubscribed_listener_hears_no_more_changes() -> None:
    h, log = history()
    heard: list[RosterChanged] = []
    unsubscribe = h.subscribe(heard.append)
    h.apply(AddForce("orks"))
    assert len(heard) == len(log) == 1
    unsubscribe()
    h.apply(AddCompany(0, "goff_clan"))
    h.undo()
    h.reset(Roster(name="Other"))
    assert len(heard) == 1  # nothing after the unsubscription
    assert len(log) == 4  # while the other listener still hears every change
    unsubscribe()  # twice is harmless
    h.apply(SetName("Again"))
    assert len(heard) == 1 and len(log) == 5


def test_the_undo_limit_drops_the_oldest_steps() -> None:
    short = History(Roster(), limit=2)
    for name in ["a", "b", "c", "d"]:
        short.apply(SetName(name))
    assert short.undo() and short.undo() and not short.undo()
    assert short.roster.name == "b"
