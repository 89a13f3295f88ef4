"""The card browser's marks: what adding each card would do to the roster.

:class:`CandidateChecker` applies the very operation the Add button would
(:func:`~listbuilder.editing.verbs.add_card`, at the company the add would choose: the
window's :data:`Placement`, the session's ``card_target``) to a copy of the roster and
validates it (:func:`~listbuilder.editing.whatif.preview`), in short slices on the event
loop, so a big roster never freezes the window; :func:`mark_of` turns what it finds into a
card's mark.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from listbuilder.editing.verbs import Target, add_card
from listbuilder.editing.whatif import Preview, preview
from listbuilder.gui.work import Priority, Task, idle
from listbuilder.records import record
from listbuilder.rules.codes import Code
from listbuilder.rules.findings import Severity

if TYPE_CHECKING:
    from listbuilder.codex.codex import CardRef, Codex
    from listbuilder.roster.model import Roster
    from listbuilder.rules.engine import ValidationResult

Placement = Callable[["CardRef"], Target | None]
"""Where the Add button would put a card (None: nowhere has room), as the window decides it."""


class MarkLevel(IntEnum):
    NONE = 0
    WARNING = 1
    POINTS = 2
    ERROR = 3


@record
class Mark:
    level: MarkLevel
    reasons: tuple[str, ...] = ()
    over_points: bool = False


NO_MARK = Mark(MarkLevel.NONE)


def mark_of(preview: Preview | None, lang: str) -> Mark:
    """The browser's mark for a card from what adding it would change (the core's preview):
    red for a broken rule, orange for the points limit alone, a warning sign otherwise."""
    if preview is None or not preview.new:
        return NO_MARK
    errors = {f.code for f in preview.new if f.severity is Severity.ERROR}
    if errors - {Code.POINTS_LIMIT}:
        level = MarkLevel.ERROR
    elif errors:
        level = MarkLevel.POINTS
    else:
        level = MarkLevel.WARNING
    reasons = tuple(finding.message(lang) for finding in preview.new)
    return Mark(level, reasons, preview.over_points)


class CandidateChecker(QObject):
    """Validates "the roster plus this card" for every card of the browser, a slice at a time.

    The first slice waits for the edit's own repaint: :meth:`restart` gives the slices to the
    idle scheduler (:mod:`listbuilder.gui.work`) to start after the repaints Qt queued, so the
    marks never lengthen the frame that shows the edit (a fixed delay did, whenever the edit
    took longer than the delay)."""

    marks_changed = Signal(list)
    """The card keys whose marks were just computed."""
    finished = Signal()

    SLICE_SECONDS = 0.005
    """Work per event-loop turn: well under a frame, so typing and scrolling stay smooth."""

    def __init__(self, codex: Codex, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._codex = codex
        self._queue: list[CardRef] = []
        self._roster: Roster | None = None
        self._result: ValidationResult | None = None
        self._target: Target | None = None
        self._placement: Placement | None = None
        self._lang = "en"
        self.marks: dict[str, Mark] = {}
        self._task: Task | None = None
        """The idle task computing the marks still queued."""

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def set_codex(self, codex: Codex) -> None:
        self._codex = codex
        self.marks.clear()

    def restart(
        self,
        roster: Roster | None,
        result: ValidationResult | None,
        target: Target | None,
        cards: list[CardRef],
        lang: str,
        placement: Placement | None = None,
    ) -> None:
        """Mark *cards* again; *placement* says where the Add button would put each (without
        it, at *target*)."""
        self._roster = roster
        self._result = result
        self._target = target
        self._placement = placement
        self._lang = lang
        ready = roster is not None and result is not None and target is not None
        self._queue = list(reversed(cards)) if ready else []
        if not self._queue:
            self.marks = {}
            self.marks_changed.emit([ref.key for ref in cards])
            self.finished.emit()
            return
        self._cancel_task()
        # the slices start once the repaint queued before them is done
        self._task = idle().add(
            self._step, Priority.SOON, name="card marks", after_paint=True, owner=self
        )

    def _cancel_task(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def stop(self) -> None:
        self._queue = []
        self._cancel_task()

    def run_to_end(self) -> None:
        """Compute every remaining mark now (tests, benchmarks)."""
        self._cancel_task()
        while self._queue:
            self._slice(budget=None)

    def _step(self) -> bool:
        self._slice()
        return bool(self._queue)

    def _slice(self, budget: float | None = SLICE_SECONDS) -> None:
        roster, result, target = self._roster, self._result, self._target
        if roster is None or result is None or target is None:
            self._queue = []
            return
        start = time.perf_counter()
        done: list[str] = []
        while self._queue:
            ref = self._queue.pop()
            # where the add would really go; when no company has room the add is refused, and
            # the mark says which rule forcing it in at the target would break
            where = self._placement(ref) if self._placement is not None else None
            operation = add_card(self._codex, roster, where or target, ref)
            self.marks[ref.key] = mark_of(
                preview(self._codex, roster, result, operation), self._lang
            )
            done.append(ref.key)
            if budget is not None and time.perf_counter() - start > budget:
                break
        self.marks_changed.emit(done)
        if not self._queue:
            self.finished.emit()
