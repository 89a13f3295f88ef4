"""The open roster as a Qt object: signals over the core editing session.

Everything an edit means lives in :class:`~listbuilder.editing.session.EditSession` (history,
undo and redo, clean state, validation, where the selection goes); this adapter only turns
its notifications into Qt signals so views can connect to them. Every view refreshes from
:attr:`RosterDocument.roster_changed`, whoever started the change. Callers read and edit
through :attr:`RosterDocument.session` (``document.session.roster``,
``document.session.apply(...)``): the document mirrors none of it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from listbuilder.codex.codex import Codex
from listbuilder.editing.session import EditSession, SessionChange
from listbuilder.roster.model import Roster

FileStamp = tuple[int, int, bytes]
"""A file's size, modification time (ns) and SHA-256."""


def _digest(path: Path) -> bytes:
    import hashlib

    with path.open("rb") as stream:
        return hashlib.file_digest(stream, "sha256").digest()


def file_stamp(path: Path | None) -> FileStamp | None:
    """What *path* holds now, or ``None`` when there is no such file (or it cannot be read)."""
    if path is None:
        return None
    try:
        info = path.stat()
        return info.st_size, info.st_mtime_ns, _digest(path)
    except OSError:
        return None


DocumentChange = SessionChange
"""One change of the open roster, as every view receives it (the core's record)."""


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
        session: EditSession | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session if session is not None else EditSession(codex, roster, path=path)
        self._modified = False
        self._on_disk = file_stamp(self.session.path)
        """What the file held when this roster was opened or last saved to it."""
        self.session.subscribe(self._session_changed)

    @classmethod
    def open(cls, codex: Codex, path: Path, parent: QObject | None = None) -> RosterDocument:
        """Open a roster file of any format (:meth:`EditSession.open`); a BattleScribe
        roster or a share code opens untitled. Raises
        :class:`~listbuilder.errors.RosterFileError`."""
        session = EditSession.open(codex, path)
        # the session's codex: the one its house rules derive, when the roster carries a pack
        return cls(session.codex, session.roster, path=session.path, parent=parent, session=session)

    # --- state ------------------------------------------------------------------

    def mark_recovered(self) -> None:
        """The roster came from an autosave: it differs from the file until saved."""
        self.session.mark_recovered()
        self._set_modified()

    # --- files ------------------------------------------------------------------

    def changed_on_disk(self, path: Path | None = None) -> bool:
        """Whether *path* (default: the roster's file) no longer holds what it held when this
        roster was opened or last saved there: another window or program wrote it since. A
        file only touched (same bytes) has not changed."""
        path = path if path is not None else self.session.path
        if path is None or path != self.session.path:
            return False
        now = file_stamp(path)
        before = self._on_disk
        if now is None or before is None:
            return now != before
        if now[:2] == before[:2]:  # same size and modification time: not read again
            return False
        return (now[0], _digest(path)) != (before[0], before[2])

    def save(self, path: Path | None = None) -> Path:
        """Write the roster (atomically) to *path* or the current file; returns the path."""
        before = self.session.path
        target = self.session.save(path)
        self._on_disk = file_stamp(target)
        self._set_modified()
        if target != before:
            self.path_changed.emit(target)
        return target

    # --- notifications ------------------------------------------------------------

    def _session_changed(self, change: SessionChange) -> None:
        self.roster_changed.emit(change)
        self._set_modified()

    def _set_modified(self) -> None:
        modified = self.session.is_modified
        if modified != self._modified:
            self._modified = modified
            self.modified_changed.emit(modified)
