"""Autosave and crash recovery.

While a roster has unsaved changes, a copy is written to
``paths.data_dir()/autosave`` every minute and after every few edits: the
roster file (``<session>.yaml``, written atomically by the roster io module)
and a small JSON note beside it (which file it belongs to, when, by which
process; written atomically too). A clean save or a deliberate discard removes
both. On the next start, an autosave whose process is gone is offered for
recovery unless its roster equals the file's: modification times are not trusted
(a sync tool, ``touch`` or a clock can move them). A damaged note is reported and
skipped, the others are still offered, and nothing is deleted that might hold
the only copy of a change. A broken autosave folder only turns autosave off.
"""

from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from listbuilder import paths
from listbuilder.safewrite import atomic_write_text

if TYPE_CHECKING:
    from listbuilder.gui.document import RosterDocument

log = logging.getLogger(__name__)

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
        _remove(self.roster_file, self.note_file)

    def set_aside(self) -> Path:
        """Keep an autosave that cannot be opened out of the recovery list, without deleting
        it: it may hold the only copy of a change that a later version can read."""
        kept = self.roster_file.with_name(f"{self.roster_file.stem}.unreadable.yaml")
        try:
            self.roster_file.replace(kept)
        except OSError as exc:
            log.warning("cannot set the autosave %s aside: %s", self.roster_file, exc)
            return self.roster_file
        _remove(self.note_file)
        return kept


def _remove(*files: Path) -> None:
    for file in files:
        try:
            file.unlink(missing_ok=True)
        except OSError as exc:  # a broken autosave folder must not stop the app
            log.warning("cannot remove the autosave %s: %s", file, exc)


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
    """Autosaves worth offering: their process has ended and they differ from their file."""
    return scan_autosaves(folder)[0]


def scan_autosaves(folder: Path | None = None) -> tuple[list[Recoverable], list[str]]:
    """The autosaves worth offering, and one line for each autosave that could not be read."""
    folder = folder or autosave_dir()
    found: list[Recoverable] = []
    problems: list[str] = []
    try:
        if not folder.is_dir():
            return found, problems
        notes = sorted(folder.glob("*.json"))
    except OSError as exc:
        return found, [f"{folder}: {exc.strerror or exc}"]
    for note_file in notes:
        try:
            entry = _recoverable(note_file)
        except (OSError, ValueError, TypeError, KeyError) as exc:
            problems.append(f"{note_file}: {exc}")
            log.warning("autosave note skipped: %s: %s", note_file, exc)
            continue
        if entry is not None:
            found.append(entry)
    return found, problems


def _recoverable(note_file: Path) -> Recoverable | None:
    """The autosave of *note_file*, or ``None`` when there is nothing to offer."""
    import json  # read and written after start-up, not before the window shows

    roster_file = note_file.with_suffix(".yaml")
    note = json.loads(note_file.read_text(encoding="utf-8"))
    if not isinstance(note, dict):
        raise ValueError("the note is not a JSON object")
    if not roster_file.exists():
        _remove(note_file)  # the roster is gone: the note alone holds nothing
        return None
    pid = note.get("pid")
    if isinstance(pid, int) and not isinstance(pid, bool) and _alive(pid):
        return None  # another window is still working on it
    raw_source = note.get("source")
    if raw_source is not None and not isinstance(raw_source, str):
        raise ValueError("'source' is not a file name")
    source = Path(raw_source) if raw_source else None
    saved_at = note.get("saved_at", roster_file.stat().st_mtime)
    if isinstance(saved_at, bool) or not isinstance(saved_at, int | float):
        raise ValueError("'saved_at' is not a time")
    entry = Recoverable(roster_file, note_file, source, float(saved_at), str(note.get("name", "")))
    if source is not None and _same_roster(source, roster_file):
        entry.discard()  # the file holds exactly what was autosaved: nothing to recover
        return None
    return entry


def _same_roster(source: Path, autosave: Path) -> bool:
    """Whether the roster file holds what the autosave holds (bytes, else the parsed rosters)."""
    from listbuilder.errors import ListBuilderError
    from listbuilder.roster.io import load_roster

    try:
        if source.read_bytes() == autosave.read_bytes():
            return True
        return load_roster(source) == load_roster(autosave)
    except (OSError, ListBuilderError):
        return False


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
        self.session = f"{os.getpid()}-{os.urandom(4).hex()}"
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
        import json

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
            atomic_write_text(self.note_file, json.dumps(note))
        except (OSError, ListBuilderError):
            return False  # autosave is a safety net; failing it must not disturb the player
        self._edits = 0
        self._dirty = False
        return True

    def discard(self) -> None:
        """Remove this session's autosave (saved cleanly, or changes thrown away)."""
        _remove(self.roster_file, self.note_file)
        self._edits = 0

    def stop(self) -> None:
        self._timer.stop()
