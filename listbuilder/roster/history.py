"""The undo history of one roster: a stack of snapshots, no inverse code.

Rosters are immutable, so each step keeps the roster *after* an operation;
undo and redo just move between snapshots. Every change (apply, undo, redo,
reset) notifies the subscribers once with a :class:`RosterChanged` record that
says what changed (the operation and the path of the changed element) and who
asked for it (``initiator``), so a view can refresh only what changed and skip
its own echo. The GUI wraps this history; it never keeps a second one.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from itertools import pairwise
from typing import cast

from listbuilder.codex.codex import Codex
from listbuilder.listeners import Listeners
from listbuilder.records import record
from listbuilder.roster.edits import Operation
from listbuilder.roster.model import Roster


class Action(StrEnum):
    APPLY = "apply"
    UNDO = "undo"
    REDO = "redo"
    RESET = "reset"


@record
class RosterChanged:
    roster: Roster
    """The roster now."""
    previous: Roster
    operation: Operation | None
    """The operation applied, undone or redone; ``None`` on reset."""
    action: Action
    path: str
    """The smallest element holding every change (``""``: the roster as a whole)."""
    initiator: object | None = None


Listener = Callable[[RosterChanged], None]


@record
class _Step:
    roster: Roster
    operation: Operation | None


class History:
    """Apply operations to a roster with undo and redo.

    ``limit`` caps the number of undo steps (None: no cap)."""

    def __init__(self, roster: Roster, *, limit: int | None = None) -> None:
        self._done: list[_Step] = [_Step(roster, None)]
        self._undone: list[_Step] = []
        self._listeners = Listeners[RosterChanged]()
        self._clean: Roster | None = roster
        self._limit = limit

    # --- state ------------------------------------------------------------------

    @property
    def roster(self) -> Roster:
        return self._done[-1].roster

    @property
    def can_undo(self) -> bool:
        return len(self._done) > 1

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    @property
    def is_modified(self) -> bool:
        """Whether the roster differs from the one last marked clean (saved or opened)."""
        return self.roster is not self._clean

    def replace_present(self, roster: Roster) -> None:
        """Put *roster*, the same army as the present one (equal: only its ``data`` record
        differs), in its place: no undo step and no notification, as when a save records
        the army data the roster was written with."""
        if roster != self.roster:
            raise ValueError("replace_present takes the same army only")
        step = self._done[-1]
        was_clean = self._clean is step.roster
        self._done[-1] = _Step(roster, step.operation)
        if was_clean:
            self._clean = roster

    def mark_clean(self) -> None:
        """Call after saving: the current snapshot is what is on disk."""
        self._clean = self.roster

    def undo_label(self, lang: str = "en", codex: Codex | None = None) -> str | None:
        if not self.can_undo:
            return None
        operation = self._done[-1].operation
        assert operation is not None
        return operation.label(self._done[-2].roster, lang, codex)

    def redo_label(self, lang: str = "en", codex: Codex | None = None) -> str | None:
        if not self._undone:
            return None
        operation = self._undone[-1].operation
        assert operation is not None
        return operation.label(self.roster, lang, codex)

    def undo_steps(self) -> list[tuple[Roster, Operation]]:
        """Each roster Undo can go back to, oldest first, with the edit that followed it
        (kept with the autosave, so a crash keeps the undo history)."""
        done = self._done
        return [
            (done[i].roster, cast(Operation, done[i + 1].operation)) for i in range(len(done) - 1)
        ]

    def restore_undo(self, earlier: list[tuple[Roster, Operation]]) -> None:
        """Put *earlier* (as :meth:`undo_steps` gave them) back under the current roster:
        Undo goes back through them after a crash recovery. Redo starts empty."""
        if not earlier:
            return
        current = self.roster
        steps = [_Step(earlier[0][0], None)]
        for (_before, operation), (after, _next) in pairwise(earlier):
            steps.append(_Step(after, operation))
        steps.append(_Step(current, earlier[-1][1]))
        self._done = steps
        self._undone.clear()

    # --- changes ----------------------------------------------------------------

    def apply(self, operation: Operation, *, initiator: object | None = None) -> Roster:
        """Apply *operation*; a change that leaves the roster equal is not recorded.

        Raises :class:`~listbuilder.roster.edits.EditError` (and changes nothing)
        when the operation names a missing element."""
        previous = self.roster
        roster = operation.apply(previous)
        if roster == previous:
            return previous
        self._done.append(_Step(roster, operation))
        self._undone.clear()
        if self._limit is not None and len(self._done) > self._limit + 1:
            # The oldest kept state becomes the new bottom, which cannot be undone.
            drop = len(self._done) - 1 - self._limit
            self._done = [_Step(self._done[drop].roster, None), *self._done[drop + 1 :]]
        self._notify(
            RosterChanged(roster, previous, operation, Action.APPLY, operation.scope, initiator)
        )
        return roster

    def undo(self, *, initiator: object | None = None) -> bool:
        if not self.can_undo:
            return False
        step = self._done.pop()
        self._undone.append(step)
        assert step.operation is not None
        change = RosterChanged(
            self.roster, step.roster, step.operation, Action.UNDO, step.operation.scope, initiator
        )
        self._notify(change)
        return True

    def redo(self, *, initiator: object | None = None) -> bool:
        if not self._undone:
            return False
        previous = self.roster
        step = self._undone.pop()
        self._done.append(step)
        assert step.operation is not None
        change = RosterChanged(
            step.roster, previous, step.operation, Action.REDO, step.operation.scope, initiator
        )
        self._notify(change)
        return True

    def reset(self, roster: Roster, *, initiator: object | None = None) -> None:
        """Start over with *roster* (a file opened): no undo, no redo, clean."""
        previous = self.roster
        self._done = [_Step(roster, None)]
        self._undone.clear()
        self._clean = roster
        self._notify(RosterChanged(roster, previous, None, Action.RESET, "", initiator))

    # --- notifications ----------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call *listener* after every change; returns a function that unsubscribes it."""
        return self._listeners.subscribe(listener)

    def _notify(self, change: RosterChanged) -> None:
        self._listeners.notify(change)
