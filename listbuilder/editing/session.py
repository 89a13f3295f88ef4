"""One roster being edited: its history, its validation and where the selection goes.

:class:`EditSession` is the editing core the window and the command line share. Every change
(apply, a batch of operations, undo, redo, reset) goes through it, and after each one the
rules engine has run once, so :attr:`EditSession.result` (findings and derived figures) is
always the roster's own. Each change is announced once to the subscribers as a
:class:`SessionChange` that also says where the selection goes. The clean state (saved or
opened) is tracked here only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.codex.codex import CardRef, Codex
from listbuilder.editing import verbs
from listbuilder.editing.whatif import Preview, preview
from listbuilder.listeners import Listeners
from listbuilder.records import record
from listbuilder.roster.edits import Batch, Operation
from listbuilder.roster.history import Action, History, RosterChanged
from listbuilder.roster.io import save_roster
from listbuilder.roster.model import ElementPath, Roster
from listbuilder.roster.revisions import revision_mismatch, with_data
from listbuilder.rules.engine import ValidationResult, validate
from listbuilder.rules.figures import ArmyFigures
from listbuilder.rules.pack_record import stamped

if TYPE_CHECKING:
    from listbuilder.i18n.text import Msg
    from listbuilder.interop.battlescribe.roster_exchange.roster_reader import RosterImportReport
    from listbuilder.rules.tournament import TournamentPack


@record(slots=True)
class SessionChange:
    """One change of the roster, as every view receives it."""

    change: RosterChanged
    """The core record: the roster before and after, the operation, the scope, the initiator."""
    result: ValidationResult
    """Findings and figures of the roster now."""
    selection: ElementPath | None
    """Where the selection goes: ``None`` leaves it; ``ElementPath()`` selects nothing."""
    modified: bool
    """Whether the roster now differs from the one saved or opened."""

    @property
    def roster(self) -> Roster:
        return self.change.roster

    @property
    def initiator(self) -> object | None:
        return self.change.initiator

    @property
    def action(self) -> Action:
        return self.change.action


Listener = Callable[[SessionChange], None]
Validator = Callable[..., ValidationResult]
"""The rules engine as the session calls it: ``validator(roster, codex, tournament=pack)``."""


class EditSession:
    """The roster being edited, its file, its undo history and its validation."""

    def __init__(
        self,
        codex: Codex,
        roster: Roster,
        *,
        path: Path | None = None,
        tournament: TournamentPack | None = None,
        history_limit: int | None = None,
        validator: Validator | None = None,
        books: Codex | None = None,
    ) -> None:
        self.codex = codex
        self.tournament = tournament
        self.books = books if books is not None else codex
        """The army books as shipped: what the roster's own pack (``pack:``) is applied to."""
        self._pack_given = tournament is not None
        """A pack given by the caller stays; else the codex follows the roster's pack."""
        self._validator = validator if validator is not None else validate
        self.history = History(roster, limit=history_limit)
        self.path = path
        self.import_report: RosterImportReport | None = None
        """What reading a BattleScribe roster did (see :meth:`open`)."""
        self.from_code = False
        """Whether the roster was read from a share code (see :meth:`open`)."""
        self.pack_notice: Msg | None = None
        """What opening a roster built under house rules did (see :meth:`open`): reopened
        under the pack it carries, or built under a pack that is missing or another."""
        self._recovered = False
        self._follow_pack(roster)
        self._result = self._validate(roster)
        self._listeners = Listeners[SessionChange]()
        self.history.subscribe(self._history_changed)

    @classmethod
    def open(
        cls,
        codex: Codex,
        path: str | Path,
        *,
        tournament: TournamentPack | None = None,
        validator: Validator | None = None,
        skip_packs: bool = False,
    ) -> EditSession:
        """The one way to open a roster file, of any format: ours, BattleScribe's or a text
        holding a share code, the format decided once
        (:func:`~listbuilder.interop.rosters.load_roster_file`).

        A roster read from another format has no :attr:`path`, so saving asks for a YAML
        name and never writes over the ``.ros`` or the code; what its import did is in
        :attr:`import_report`. Raises :class:`~listbuilder.errors.RosterFileError` (and,
        with *skip_packs*, :class:`~listbuilder.interop.rosters.PackNotRoster`)."""
        from listbuilder.interop.rosters import load_roster_file  # the readers load on demand

        loaded = load_roster_file(path, codex, skip_packs=skip_packs)
        given, given_pack = codex, tournament
        notice = None
        if loaded.roster.pack is not None:  # built under house rules: reopened under them
            from listbuilder.rules.house_rules import reopen_under_pack

            codex, tournament, notice = reopen_under_pack(
                codex, loaded.roster.pack, tournament, path
            )
            if codex is not given and loaded.report is not None:
                # a BattleScribe roster's entries are matched again, against the pack's cards
                loaded = load_roster_file(path, codex, skip_packs=skip_packs)
        session = cls(
            codex,
            loaded.roster,
            path=Path(path) if loaded.savable else None,
            tournament=tournament,
            validator=validator,
            books=given,
        )
        session._pack_given = given_pack is not None
        session.import_report = loaded.report
        session.from_code = loaded.from_code
        session.pack_notice = notice
        return session

    # --- state ------------------------------------------------------------------

    @property
    def roster(self) -> Roster:
        return self.history.roster

    @property
    def result(self) -> ValidationResult:
        return self._result

    @property
    def figures(self) -> ArmyFigures:
        return self._result.figures

    @property
    def is_modified(self) -> bool:
        return self._recovered or self.history.is_modified

    @property
    def can_undo(self) -> bool:
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    def undo_label(self, lang: str = "en") -> str | None:
        return self.history.undo_label(lang, self.codex)

    def redo_label(self, lang: str = "en") -> str | None:
        return self.history.redo_label(lang, self.codex)

    def mark_recovered(self) -> None:
        """The roster came from an autosave: it differs from the file until saved."""
        self._recovered = True

    def main_force(self) -> int:
        return verbs.main_force(self.roster, (force.role for force in self.figures.forces))

    def target(self, selection: ElementPath | None) -> verbs.Target | None:
        """Where new cards go for this selection."""
        return verbs.target(self.roster, selection, self.main_force())

    def card_target(self, ref: CardRef, selection: ElementPath | None) -> verbs.Target | None:
        """Where card *ref* goes when added with this selection. A company the player selected
        is kept (the rules report a second Special card); with the force row or nothing
        selected, a Special card goes to a company with a free Special slot (None: none has)."""
        target = self.target(selection)
        if target is None or (selection is not None and selection.company is not None):
            return target
        return verbs.card_target(self.codex, self.roster, target, ref)

    # --- changes ----------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call *listener* after every change; returns a function that unsubscribes it."""
        return self._listeners.subscribe(listener)

    def apply(self, operation: Operation, *, initiator: object | None = None) -> bool:
        """Apply *operation* as one undo step; False when it changes nothing.

        Raises :class:`~listbuilder.roster.edits.EditError` (and changes nothing) when the
        operation names a missing element."""
        before = self.history.roster
        return self.history.apply(operation, initiator=initiator) is not before

    def apply_all(
        self, operations: Iterable[Operation], *, initiator: object | None = None
    ) -> bool:
        """Apply several operations as one undo step (all or nothing)."""
        steps = tuple(operations)
        if not steps:
            return False
        return self.apply(steps[0] if len(steps) == 1 else Batch(steps), initiator=initiator)

    def undo(self, *, initiator: object | None = None) -> bool:
        return self.history.undo(initiator=initiator)

    def redo(self, *, initiator: object | None = None) -> bool:
        return self.history.redo(initiator=initiator)

    def reset(self, roster: Roster, *, initiator: object | None = None) -> None:
        """Start over with *roster*: no undo, no redo, clean."""
        self._recovered = False
        self.history.reset(roster, initiator=initiator)

    def revalidate(self, *, initiator: object | None = None) -> None:
        """Run the rules again (the codex or the tournament pack changed) and tell the views."""
        roster = self.roster
        self._history_changed(RosterChanged(roster, roster, None, Action.RESET, "", initiator))

    def set_tournament(self, tournament: TournamentPack | None) -> None:
        self.tournament = tournament
        self.revalidate()

    # --- files ------------------------------------------------------------------

    def save(self, path: Path | None = None) -> Path:
        """Write the roster (atomically) to *path* or the current file; returns the path."""
        target = path or self.path
        if target is None:
            raise ValueError("no file to save to")
        present = self.roster
        recorded = with_data(present, self.codex)  # the data it is checked with (issue 33)
        save_roster(stamped(recorded, self.codex.house), target)  # and its house rules
        if recorded is not present:  # the file now records today's data: so does the roster
            self.history.replace_present(recorded)
        self.history.mark_clean()
        self._recovered = False
        self.path = target
        if revision_mismatch(present, self.codex):
            self.revalidate()  # its data-revision warning is gone
        return target

    # --- what if ------------------------------------------------------------------

    def preview(self, operation: Operation) -> Preview | None:
        """What *operation* would change (findings, points), without changing anything."""
        return preview(self.codex, self.roster, self._result, operation, self.tournament)

    def preview_add(self, ref: CardRef, target: verbs.Target) -> Preview | None:
        """What adding card *ref* at *target* would change."""
        if target.force >= len(self.roster.forces):
            return None
        return self.preview(verbs.add_card(self.codex, self.roster, target, ref))

    # --- notifications ------------------------------------------------------------

    def _validate(self, roster: Roster) -> ValidationResult:
        return self._validator(roster, self.codex, tournament=self.tournament)

    def _follow_pack(self, roster: Roster) -> None:
        """The codex the roster's own pack derives (an edit, an undo or a redo set or dropped
        it), unless the caller gave a pack; a record without the pack itself changes nothing."""
        if self._pack_given:
            return
        record, house = roster.pack, self.codex.house
        if record is None:
            if house is not None:
                self.codex, self.tournament = self.books, None
            return
        if (house is not None and house.hash == record.hash) or record.content is None:
            return
        from listbuilder.rules.house_rules import reopen_under_pack

        self.codex, self.tournament, _ = reopen_under_pack(self.books, record, None, self.path)

    def _history_changed(self, change: RosterChanged) -> None:
        self._follow_pack(change.roster)
        self._result = self._validate(change.roster)
        if change.action in (Action.APPLY, Action.REDO) and change.operation is not None:
            selection = verbs.selection_after(change.previous, change.operation)
        elif change.action is Action.UNDO and change.operation is not None:
            selection = verbs.selection_after_undo(change.operation, change.roster)
        else:
            selection = None  # a reset or a revalidation: the views keep or choose their own
        if selection is not None:
            selection = verbs.valid_selection(change.roster, selection)
        event = SessionChange(change, self._result, selection, self.is_modified)
        self._listeners.notify(event)
