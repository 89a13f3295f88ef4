"""Autosave and crash recovery.

While a roster has unsaved changes, a copy is written to
``paths.data_dir()/autosave`` every minute and after every few edits: the
roster file (``<session>.yaml``, written atomically by the roster io module)
and a small JSON note beside it (which file it belongs to, when, by which
process). A clean save or a deliberate discard removes both. On the next start,
an autosave whose process is gone and that is newer than its file (or has no
file) is offered for recovery.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from listbuilder import paths

if TYPE_CHECKING:
    from listbuilder.gui.document import RosterDocument

INTERVAL_MS = 60_000
EDITS_PER_SAVE = 5


def autosave_dir() -> Path:
    return paths.data_dir() / "autosave"


@dataclass(frozen=True)
class Recoverable:
    """An autosave left behind by a session that did not end cleanly."""

    roster_file: Path
    note_file: Path
    source: Path | None
    """The roster file it belongs to; ``None`` for a roster never saved."""
    saved_at: float
    name: str

    def discard(self) -> None:
        self.roster_file.unlink(missing_ok=True)
        self.note_file.unlink(missing_ok=True)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def find_recoverable(folder: Path | None = None) -> list[Recoverable]:
    """Autosaves worth offering: their process has ended and they are newer than their file."""
    folder = folder or autosave_dir()
    found: list[Recoverable] = []
    if not folder.is_dir():
        return found
    for note_file in sorted(folder.glob("*.json")):
        roster_file = note_file.with_suffix(".yaml")
        try:
            note = json.loads(note_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            note_file.unlink(missing_ok=True)
            continue
        if not roster_file.exists():
            note_file.unlink(missing_ok=True)
            continue
        pid = note.get("pid")
        if isinstance(pid, int) and _alive(pid):
            continue  # another window is still working on it
        source = Path(note["source"]) if note.get("source") else None
        saved_at = float(note.get("saved_at", roster_file.stat().st_mtime))
        entry = Recoverable(roster_file, note_file, source, saved_at, str(note.get("name", "")))
        if source is not None and source.exists() and source.stat().st_mtime >= saved_at:
            entry.discard()  # the file was saved after the autosave: nothing to recover
            continue
        found.append(entry)
    return found


class Autosaver(QObject):
    """Writes the open document's autosave on a timer and after every few edits."""

    def __init__(
        self,
        *,
        folder: Path | None = None,
        interval_ms: int = INTERVAL_MS,
        edits_per_save: int = EDITS_PER_SAVE,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder or autosave_dir()
        self.session = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.edits_per_save = edits_per_save
        self._document: RosterDocument | None = None
        self._edits = 0
        self._dirty = False
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.save_now)
        self._timer.start()

    @property
    def roster_file(self) -> Path:
        return self.folder / f"{self.session}.yaml"

    @property
    def note_file(self) -> Path:
        return self.folder / f"{self.session}.json"

    def set_document(self, document: RosterDocument | None) -> None:
        """Follow a new document; the previous one's autosave is dropped."""
        if self._document is not None:
            self._document.roster_changed.disconnect(self._edited)
            self._document.modified_changed.disconnect(self._modified)
        self.discard()
        self._document = document
        self._edits = 0
        self._dirty = False
        if document is not None:
            document.roster_changed.connect(self._edited)
            document.modified_changed.connect(self._modified)
            if document.is_modified:
                self._dirty = True
                self.save_now()

    def _edited(self, change: object) -> None:
        self._dirty = True
        self._edits += 1
        if self._edits >= self.edits_per_save:
            self.save_now()

    def _modified(self, modified: bool) -> None:
        if not modified:
            self.discard()

    def save_now(self) -> bool:
        """Write the autosave if there are unsaved changes; True when written."""
        document = self._document
        if document is None or not self._dirty:
            return False
        if not document.is_modified:
            self.discard()
            return False
        from listbuilder.errors import ListBuilderError
        from listbuilder.roster.io import save_roster

        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            save_roster(document.roster, self.roster_file)
            note = {
                "source": str(document.path) if document.path is not None else None,
                "saved_at": time.time(),
                "pid": os.getpid(),
                "name": document.roster.name,
            }
            self.note_file.write_text(json.dumps(note), encoding="utf-8")
        except (OSError, ListBuilderError):
            return False  # autosave is a safety net; failing it must not disturb the player
        self._edits = 0
        self._dirty = False
        return True

    def discard(self) -> None:
        """Remove this session's autosave (saved cleanly, or changes thrown away)."""
        self.roster_file.unlink(missing_ok=True)
        self.note_file.unlink(missing_ok=True)
        self._edits = 0

    def stop(self) -> None:
        self._timer.stop()
