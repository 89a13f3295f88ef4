"""The open roster as a Qt object: the core history, its QUndoStack mirror and the findings.

Every edit goes through :meth:`RosterDocument.apply` with a core operation
(:mod:`listbuilder.roster.edits`). The core :class:`~listbuilder.roster.history.History`
keeps the snapshots (the only history there is); the ``QUndoStack`` holds one
thin command per step so Qt gives us clean-state tracking, and its commands
simply call the history's ``undo``/``redo``. After apply, undo, redo and reset
the document re-runs the rules engine once and emits :attr:`roster_changed`
with a :class:`DocumentChange`: the core change record (what changed, who asked)
and the validation result every view reads its figures and findings from.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from listbuilder.codex.codex import Codex
from listbuilder.gui.undo import StepCommand
from listbuilder.roster.edits import (
    Operation,
    SetName,
    SetNotes,
    SetOptionCount,
    SetPointsLimit,
)
from listbuilder.roster.history import Action, History, RosterChanged
from listbuilder.roster.io import load_roster, save_roster
from listbuilder.roster.model import Roster
from listbuilder.rules.engine import ValidationResult, validate

_NON_STRUCTURAL = (SetName, SetNotes, SetOptionCount, SetPointsLimit)


@dataclass(frozen=True)
class DocumentChange:
    """One change of the open roster, as every view receives it."""

    change: RosterChanged
    """The core record: the roster before and after, the operation, the path, the initiator."""
    result: ValidationResult
    """Findings and figures of the roster now."""

    @property
    def roster(self) -> Roster:
        return self.change.roster

    @property
    def initiator(self) -> object | None:
        return self.change.initiator

    @property
    def action(self) -> Action:
        return self.change.action

    @property
    def structural(self) -> bool:
        """Whether forces, companies or attached cards may have been added, removed or moved."""
        return not isinstance(self.change.operation, _NON_STRUCTURAL)


class RosterDocument(QObject):
    """The roster being edited, its file and its undo history."""

    roster_changed = Signal(object)
    """Emitted with a :class:`DocumentChange` after every apply, undo, redo and reset."""
    modified_changed = Signal(bool)
    path_changed = Signal(object)
    """The file path (``Path`` or ``None``) after open, save as or new."""

    def __init__(
        self,
        codex: Codex,
        roster: Roster,
        *,
        path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.codex = codex
        self.history = History(roster)
        self.undo_stack = QUndoStack(self)
        self.pending_initiator: object | None = None
        self._path = path
        self._recovered = False
        self._result = validate(roster, codex)
        self.history.subscribe(self._history_changed)
        self.undo_stack.cleanChanged.connect(self._clean_changed)

    @classmethod
    def open(cls, codex: Codex, path: Path, parent: QObject | None = None) -> RosterDocument:
        """Read a roster file; raises :class:`~listbuilder.errors.RosterFileError`."""
        return cls(codex, load_roster(path), path=path, parent=parent)

    # --- state ------------------------------------------------------------------

    @property
    def roster(self) -> Roster:
        return self.history.roster

    @property
    def result(self) -> ValidationResult:
        return self._result

    @property
    def path(self) -> Path | None:
        return self._path

    @property
    def is_modified(self) -> bool:
        return self._recovered or not self.undo_stack.isClean()

    def mark_recovered(self) -> None:
        """The roster came from an autosave: it differs from the file until saved."""
        self._recovered = True
        self.modified_changed.emit(True)

    def undo_label(self, lang: str) -> str | None:
        return self.history.undo_label(lang, self.codex)

    def redo_label(self, lang: str) -> str | None:
        return self.history.redo_label(lang, self.codex)

    # --- edits ------------------------------------------------------------------

    def apply(self, operation: Operation, *, initiator: object | None = None) -> bool:
        """Apply *operation* as one undo step; False when it changes nothing.

        Raises :class:`~listbuilder.roster.edits.EditError` when it names a missing element.
        """
        before = self.history.roster
        after = self.history.apply(operation, initiator=initiator)
        if after is before:
            return False
        label = operation.label(before, "en", self.codex)
        self.undo_stack.push(StepCommand(self, label))
        return True

    def undo(self, *, initiator: object | None = None) -> None:
        self._with_initiator(initiator, self.undo_stack.undo)

    def redo(self, *, initiator: object | None = None) -> None:
        self._with_initiator(initiator, self.undo_stack.redo)

    def reset(self, roster: Roster, *, initiator: object | None = None) -> None:
        """Replace the roster without undo (a new roster, a reopened file)."""
        self.undo_stack.clear()
        self.history.reset(roster, initiator=initiator)
        self.undo_stack.setClean()

    def _with_initiator(self, initiator: object | None, call: object) -> None:
        self.pending_initiator = initiator
        try:
            assert callable(call)
            call()
        finally:
            self.pending_initiator = None

    # --- files ------------------------------------------------------------------

    def save(self, path: Path | None = None) -> Path:
        """Write the roster (atomically) to *path* or the current file; returns the path."""
        target = path or self._path
        if target is None:
            raise ValueError("no file to save to")
        save_roster(self.roster, target)
        self.history.mark_clean()
        was_recovered, self._recovered = self._recovered, False
        self.undo_stack.setClean()
        if was_recovered:
            self.modified_changed.emit(self.is_modified)
        if target != self._path:
            self._path = target
            self.path_changed.emit(target)
        return target

    # --- notifications ------------------------------------------------------------

    def _history_changed(self, change: RosterChanged) -> None:
        self._result = validate(change.roster, self.codex)
        self.roster_changed.emit(DocumentChange(change, self._result))

    def _clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(self.is_modified)

    def revalidate(self) -> None:
        """Run the rules again (the codex or the language changed) and tell the views."""
        roster = self.roster
        self._history_changed(RosterChanged(roster, roster, None, Action.RESET, "", None))
