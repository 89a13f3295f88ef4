"""The editing session without Qt: undo, redo, batches, what-if and the selection."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.codex.codex import Codex
from listbuilder.editing import verbs
from listbuilder.editing.session import EditSession, SessionChange
from listbuilder.roster.edits import (
    AddCompany,
    AddForce,
    AttachCard,
    EditError,
    MoveAttached,
    SetName,
    SetOptionCount,
)
from listbuilder.roster.history import Action
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import ElementPath as P
from listbuilder.rules.codes import Code
from listbuilder.rules.findings import Severity
from tests.rules.builders import company, force, roster

SM = "adeptus_astartes"


Logged = tuple[EditSession, list[SessionChange]]


def session(codex: Codex, *forces: object, limit: int | None = 3000) -> Logged:
    s = EditSession(codex, roster(*forces, limit=limit))  # type: ignore[arg-type]
    log: list[SessionChange] = []
    s.subscribe(log.append)
    return s, log


def marines(codex: Codex, limit: int | None = 3000) -> Logged:
    return session(
        codex,
        force("space_marines", company("tactical_company", "rhino_squadron", "chaplain")),
        limit=limit,
    )


def test_every_change_is_validated_once_and_announced_once(codex: Codex) -> None:
    s, log = marines(codex, limit=1000)
    assert s.result.legal
    assert s.apply(AttachCard(0, 0, "land_raider_squadron"))
    assert len(log) == 1 and log[0].action is Action.APPLY
    assert log[0].result is s.result
    assert s.figures.points == s.result.figures.points > 1000
    assert Code.POINTS_LIMIT in s.result.codes()
    assert s.undo()
    assert s.result.legal and log[-1].action is Action.UNDO
    assert s.redo()
    assert Code.POINTS_LIMIT in s.result.codes()
    assert len(log) == 3


def test_clean_state_follows_undo_redo_and_save(codex: Codex, tmp_path: Path) -> None:
    s, log = marines(codex)
    assert not s.is_modified
    s.apply(SetName("Tarsis"))
    assert s.is_modified and log[-1].modified
    s.undo()
    assert not s.is_modified and not log[-1].modified
    s.redo()
    saved = s.save(tmp_path / "army.yaml")
    assert not s.is_modified and s.path == saved
    assert load_roster(saved) == s.roster
    s.undo()
    assert s.is_modified
    s.mark_recovered()
    s.redo()
    assert s.is_modified  # a recovered roster differs from its file until saved


def test_a_change_that_changes_nothing_is_not_a_step(codex: Codex) -> None:
    s, log = marines(codex)
    assert not s.apply(SetName("test"))
    assert log == [] and not s.can_undo


def test_a_bad_operation_raises_and_changes_nothing(codex: Codex) -> None:
    s, log = marines(codex)
    roster, result = s.roster, s.result
    with pytest.raises(EditError):
        s.apply(AttachCard(0, 7, "rhino_squadron"))
    assert log == [] and not s.can_undo
    assert s.roster is roster and s.result is result and not s.is_modified


def test_a_batch_is_one_undo_step_with_the_last_label(codex: Codex) -> None:
    s, log = session(codex, force("space_marines", company("tactical_company", "reaver_titan")))
    arms = "reaver_titan_arm_weapons"
    batch = verbs.set_options(P(0, 0, 0), [(f"{arms}.power_fist", 1), (f"{arms}.trident", 1)])
    assert batch is not None
    assert s.apply(batch)
    assert len(log) == 1 and log[0].selection is None  # the options' card stays selected
    assert s.roster.forces[0].companies[0].attached[0].options == {
        f"{arms}.power_fist": 1,
        f"{arms}.trident": 1,
    }
    assert s.undo_label("en") == "Choose Trident for Reaver Titan"
    assert s.undo()
    assert s.roster.forces[0].companies[0].attached[0].options == {}
    assert not s.can_undo


def test_apply_all_is_all_or_nothing(codex: Codex) -> None:
    s, _ = marines(codex)
    with pytest.raises(EditError):
        s.apply_all([SetName("A"), AttachCard(0, 9, "rhino_squadron")])
    assert s.roster.name == "test" and not s.can_undo
    assert s.apply_all([SetName("A"), SetName("B")])
    assert s.roster.name == "B"
    s.undo()
    assert s.roster.name == "test"


def test_selection_after_adding_deleting_duplicating_and_moving(codex: Codex) -> None:
    s, log = marines(codex)

    def selected() -> P | None:
        return log[-1].selection

    s.apply(AttachCard(0, 0, "land_raider_squadron"))
    assert selected() == P(0, 0, 2)  # the new card
    s.apply(AddCompany(0, "battle_company"))
    assert selected() == P(0, 1)
    delete = verbs.delete(s.roster, P(0, 0, 2))
    assert delete is not None and s.apply(delete)
    assert selected() == P(0, 0, 1)  # the card that took its place
    delete = verbs.delete(s.roster, P(0, 1))
    assert delete is not None and s.apply(delete)
    assert selected() == P(0, 0)  # the company that is left
    duplicate = verbs.duplicate(s.roster, P(0, 0, 0))
    assert duplicate is not None and s.apply(duplicate)
    assert selected() == P(0, 0, 1)
    assert not verbs.can_move(s.roster, P(0, 0, 0), -1)
    move = verbs.move(s.roster, P(0, 0, 1), 1)  # rhino, rhino, chaplain
    assert move is not None and s.apply(move)
    assert selected() == P(0, 0, 2)
    s.apply(AddForce("imperial_guard"))
    assert selected() == P(1)
    s.apply(AddCompany(1, "tactical_infantry_company"))
    moved = verbs.move_to_company(s.roster, P(0, 0, 1), 1, 0)
    assert moved is not None and s.apply(moved)
    assert selected() == P(1, 0, 0)
    assert s.roster.forces[1].companies[0].attached[0].card == "chaplain"
    s.apply(SetOptionCount(0, 0, None, "x.y", 1))
    assert selected() is None  # options change the card, not the selection
    s.undo()
    assert selected() is None
    s.undo()
    assert selected() == P(0, 0, 1)  # back where the moved card came from
    remove_force = verbs.delete(s.roster, P(1))
    assert remove_force is not None and s.apply(remove_force)
    assert selected() == P(0)
    s.undo()
    assert selected() == P(1)
    s.redo()
    assert selected() == P(0)
    only = verbs.delete(s.roster, P(0))
    assert only is not None and s.apply(only)
    assert selected() == P()  # nothing left to select


def test_a_dropped_move_within_a_company_lands_where_it_was_dropped(codex: Codex) -> None:
    s, log = marines(codex)
    s.apply(MoveAttached(0, 0, 0, to_company=0, index=5))
    assert log[-1].selection == P(0, 0, 1)
    assert s.roster.forces[0].companies[0].attached[1].card == "rhino_squadron"


def test_targets_follow_the_selection(codex: Codex) -> None:
    s, _ = session(
        codex,
        force("space_marines", company("tactical_company"), company("battle_company")),
        force("imperial_guard"),
    )
    assert s.target(None) == verbs.Target(0, 1)  # the main force's last company
    assert s.target(P(0, 0, 0)) == verbs.Target(0, 0)
    assert s.target(P(1)) == verbs.Target(1, None)
    assert verbs.drop_target(s.roster, P(0)) == verbs.Target(0, 1)


def test_what_if_reports_new_and_resolved_findings_and_points(codex: Codex) -> None:
    s, log = session(
        codex,
        force(
            "space_marines",
            company(
                "tactical_company",
                "rhino_squadron",
                "rhino_squadron",
                "rhino_squadron",
                "rhino_squadron",
                "rhino_squadron",
            ),
        ),
        limit=3000,
    )
    predator = codex.card(f"{SM}/predator_squadron")
    assert predator is not None
    preview = s.preview_add(predator, verbs.Target(0, 0))
    assert preview is not None
    assert [f.code for f in preview.new] == [Code.SUPPORT_LIMIT]
    assert preview.worst is Severity.ERROR
    assert preview.points_delta == predator.card.points
    assert preview.element == P(0, 0, 5)
    assert log == [] and not s.can_undo  # nothing changed
    s.apply(preview.operation)
    fix = verbs.delete(s.roster, P(0, 0, 5))
    assert fix is not None
    undo_it = s.preview(fix)
    assert undo_it is not None
    assert [f.code for f in undo_it.resolved] == [Code.SUPPORT_LIMIT]
    assert undo_it.new == () and undo_it.worst is None


def test_what_if_over_the_points_limit_and_a_titan_without_weapons(codex: Codex) -> None:
    s, _ = marines(codex, limit=1000)
    devastators = codex.card(f"{SM}/devastator_company")
    titan = codex.card(f"{SM}/reaver_titan")
    assert devastators is not None and titan is not None
    over = s.preview_add(devastators, verbs.Target(0, 0))
    assert over is not None and over.over_points
    unarmed = s.preview_add(titan, verbs.Target(0, 0))
    assert unarmed is not None
    assert Code.OPTION_INVALID not in [f.code for f in unarmed.new]
    assert s.preview(AttachCard(0, 4, "rhino_squadron")) is None  # a stale target


def test_the_session_runs_the_rules_engine_it_is_given(codex: Codex) -> None:
    from listbuilder.rules.engine import validate

    seen: list[object] = []

    def counting(*args: object, **kwargs: object) -> object:
        seen.append(kwargs.get("tournament"))
        return validate(*args, **kwargs)  # type: ignore[arg-type]

    s = EditSession(codex, roster(force("space_marines")), validator=counting)
    assert seen == [None]
    s.apply(AddCompany(0, "tactical_company"))
    s.undo()
    assert len(seen) == 3 and s.result.figures.points == 0
