"""Autosave and crash recovery.

While a roster has unsaved changes, a copy is written to
``paths.data_dir()/autosave`` shortly after every edit (:data:`DELAY_MS`, so a burst
of edits makes one write): the roster file (``<session>.yaml``) and a small JSON note
beside it (which file it belongs to, when, by which process), each written atomically.
The writing runs in a thread of its own, so a huge roster never stalls the window, and
only the newest state waiting is written. Each window has its own session name, so two
windows never write over each other's autosave. A clean save or a deliberate discard
removes both files. A game tracked on a roster that has no file yet (Game mode) is kept
beside them as ``<session>.game.yaml``, written by the game itself after each move, and
comes back with the roster. On the next start, an autosave whose process is gone (its id
and its start time: a reused id is another process) is offered for
recovery unless its roster equals the file's: modification times are not trusted
(a sync tool, ``touch`` or a clock can move them). A damaged note is reported and
skipped, the others are still offered, and nothing is deleted that might hold
the only copy of a change. A broken autosave folder only turns autosave off.
"""

from __future__ import annotations

import logging
import os
import stat
import threading
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from listbuilder import paths
from listbuilder.errors import ListBuilderError, RosterFileError
from listbuilder.files.owners import owner_alive, this_process
from listbuilder.files.reading import read_regular_bytes, read_text_file
from listbuilder.files.writing import atomic_write_text
from listbuilder.gui import core
from listbuilder.records import record

if TYPE_CHECKING:
    from listbuilder.gui.document import RosterDocument
    from listbuilder.roster.model import Roster

log = logging.getLogger(__name__)

DELAY_MS = 400
"""From the last edit to the autosave being written: a burst of edits makes one write."""


MAX_NOTE_BYTES = 64 * 1024
"""Largest autosave note read: ours are a few hundred bytes."""


def autosave_dir() -> Path:
    return paths.data_dir() / "autosave"


@record
class Recoverable:
    """An autosave left behind by a session that did not end cleanly."""

    roster_file: Path
    note_file: Path
    source: Path | None
    """The roster file it belongs to; ``None`` for a roster never saved."""
    saved_at: float
    name: str

    @property
    def game_file(self) -> Path:
        """The game tracked on this roster while it had no file (it may not exist)."""
        return game_file_of(self.roster_file)

    @property
    def undo_file(self) -> Path:
        """The undo history kept with the roster (it may not exist)."""
        return undo_file_of(self.roster_file)

    def discard(self) -> None:
        _remove(self.roster_file, self.note_file, self.game_file, self.undo_file)

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


def game_file_of(roster_file: Path) -> Path:
    """``<session>.yaml`` -> ``<session>.game.yaml``: as :func:`listbuilder.game.io.game_path`
    names it, without loading the game's modules at start-up."""
    return roster_file.with_name(f"{roster_file.stem}.game.yaml")


def undo_file_of(roster_file: Path) -> Path:
    """``<session>.yaml`` -> ``<session>.undo``: the undo history of the autosave."""
    return roster_file.with_name(f"{roster_file.stem}.undo")


def _remove(*files: Path) -> None:
    for file in files:
        try:
            file.unlink(missing_ok=True)
        except OSError as exc:  # a broken autosave folder must not stop the app
            log.warning("cannot remove the autosave %s: %s", file, exc)


def _alive(pid: int, started: str | None = None) -> bool:
    """Whether the window that wrote a note still runs: its process id *and* its start
    time (:mod:`listbuilder.files.owners`), so a process that got the id after a kill or a
    reboot does not hide the unsaved edits. A note without a start time (written before
    it was recorded) is judged by its id alone."""
    return owner_alive(pid, started)


def find_recoverable(folder: Path | None = None) -> list[Recoverable]:
    """Autosaves worth offering: their process has ended and they differ from their file."""
    return scan_autosaves(folder)[0]


class _BadNote(ValueError):
    """An autosave note that cannot be used, worded by the catalogue."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.msg = core.i18n_text.Msg(key, **params)
        super().__init__(self.msg.render())


def scan_autosaves(
    folder: Path | None = None, lang: str = "en"
) -> tuple[list[Recoverable], list[str]]:
    """The autosaves worth offering, and one line (in *lang*) for each autosave that could
    not be read."""
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
        # Each autosave is read on its own: whatever one holds (a note nested 100,000 deep
        # fails with RecursionError, a process id or a time too large for the system with
        # OverflowError, a path holding NUL with ValueError) is reported and skipped, the
        # others are still offered.
        try:
            entry = _recoverable(note_file)
        except (
            OSError,
            ListBuilderError,
            ValueError,
            RecursionError,
            OverflowError,
            MemoryError,
        ) as exc:
            if isinstance(exc, _BadNote):
                reason = exc.msg.render(lang)
            elif isinstance(exc, RecursionError):
                reason = core.i18n.message("error.autosave.note_nested", lang)
            else:
                reason = " ".join(str(exc).split())[:200] or type(exc).__name__
            problems.append(
                core.i18n.message("error.autosave.skipped", lang, file=note_file, reason=reason)
            )
            log.warning("autosave note skipped: %s: %s", note_file, reason)
            continue
        if entry is not None:
            found.append(entry)
    return found, problems


def _recoverable(note_file: Path) -> Recoverable | None:
    """The autosave of *note_file*, or ``None`` when there is nothing to offer."""
    import json  # read and written after start-up, not before the window shows

    roster_file = note_file.with_suffix(".yaml")
    info = note_file.stat()
    if not stat.S_ISREG(info.st_mode):
        raise _BadNote("error.autosave.note_special")
    if info.st_size > MAX_NOTE_BYTES:
        raise _BadNote("error.autosave.note_too_large", limit=MAX_NOTE_BYTES // 1024)
    note = json.loads(read_text_file(note_file, RosterFileError))
    if not isinstance(note, dict):
        raise _BadNote("error.autosave.note_not_object")
    if not roster_file.exists():
        _remove(note_file)  # the roster is gone: the note alone holds nothing
        return None
    pid = note.get("pid")
    started = note.get("started")
    if not isinstance(started, str):
        started = None
    if isinstance(pid, int) and not isinstance(pid, bool) and _alive(pid, started):
        return None  # another window is still working on it
    raw_source = note.get("source")
    if raw_source is not None and not isinstance(raw_source, str):
        raise _BadNote("error.autosave.note_field", field="source")
    source = Path(raw_source) if raw_source else None
    saved_at = note.get("saved_at", roster_file.stat().st_mtime)
    if isinstance(saved_at, bool) or not isinstance(saved_at, int | float):
        raise _BadNote("error.autosave.note_field", field="saved_at")
    name = note.get("name", "")
    if not isinstance(name, str):
        raise _BadNote("error.autosave.note_field", field="name")
    entry = Recoverable(roster_file, note_file, source, float(saved_at), name)
    if source is not None and _same_roster(source, roster_file):
        entry.discard()  # the file holds exactly what was autosaved: nothing to recover
        return None
    return entry


def _same_roster(source: Path, autosave: Path) -> bool:
    """Whether the roster file holds what the autosave holds (bytes, else the parsed rosters)."""
    try:
        same = read_regular_bytes(source, RosterFileError) == read_regular_bytes(
            autosave, RosterFileError
        )
        if same:
            return True
        return core.roster_io.load_roster(source) == core.roster_io.load_roster(autosave)
    except (OSError, ListBuilderError, RecursionError, MemoryError):
        return False


@record
class _Snapshot:
    """What one autosave writes: the roster as it stood, and the note's facts."""

    roster: Roster
    source: Path | None
    generation: int
    undo: Callable[[], str] | None = None
    """Makes the undo history's file (on the writing thread); None: no history."""


class _Writer:
    """The thread that writes autosaves, the newest waiting snapshot first and only.

    :meth:`forget` (a clean save, changes thrown away) makes every snapshot taken before it
    stale: one written meanwhile is removed again, so a late write never brings back an
    autosave the player no longer wants."""

    def __init__(self, roster_file: Path, note_file: Path, on_written: Callable[[bool], None]):
        self.roster_file = roster_file
        self.note_file = note_file
        self.on_written = on_written
        self._lock = threading.Condition()
        self._pending: _Snapshot | None = None
        self._busy = False
        self._stopping = False
        self._thread: threading.Thread | None = None
        self.generation = 0

    def submit(self, snapshot: _Snapshot) -> None:
        with self._lock:
            self._pending = snapshot
            if self._thread is None or not self._thread.is_alive():
                # a daemon: an autosave being written never holds the app open (the write is
                # atomic, so an app ending in the middle of it leaves the previous one whole)
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def forget(self) -> None:
        """Drop what waits and make what is being written stale; then remove the files."""
        with self._lock:
            self._pending = None
            self.generation += 1
            _remove(
                self.roster_file,
                self.note_file,
                game_file_of(self.roster_file),
                undo_file_of(self.roster_file),
            )

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until nothing waits or is being written; False on timeout."""
        with self._lock:
            return self._lock.wait_for(
                lambda: self._pending is None and not self._busy, timeout=timeout
            )

    def stop(self) -> None:
        with self._lock:
            self._stopping = True
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: self._pending is not None or self._stopping)
                snapshot = self._pending
                if snapshot is None:  # stopping, nothing left to write
                    return
                self._pending = None
                self._busy = True
            written = False
            try:
                written = self.write(snapshot)
            finally:
                with self._lock:
                    if snapshot.generation != self.generation:  # forgotten meanwhile
                        _remove(self.roster_file, self.note_file, undo_file_of(self.roster_file))
                        written = False
                    self._busy = False
                    self._lock.notify_all()
                self.on_written(written)

    def write(self, snapshot: _Snapshot) -> bool:
        """Write *snapshot* (roster, then note); False when it could not be written."""
        import json

        try:
            self.roster_file.parent.mkdir(parents=True, exist_ok=True)
            undo_file = undo_file_of(self.roster_file)
            if snapshot.undo is not None:  # before the roster: never a roster without it
                atomic_write_text(undo_file, snapshot.undo())
            else:
                _remove(undo_file)

            atomic_write_text(
                self.roster_file, core.roster_io.dump_roster(snapshot.roster, quick=True)
            )
            note = {
                "source": str(snapshot.source) if snapshot.source is not None else None,
                "saved_at": time.time(),
                "pid": os.getpid(),
                "started": this_process()[1],
                "name": snapshot.roster.name[:NOTE_NAME_CHARS],
            }
            atomic_write_text(self.note_file, json.dumps(note))
        except (OSError, core.errors.ListBuilderError, ValueError) as exc:
            # autosave is a safety net; failing it must not disturb the player
            log.warning("autosave not written: %s", exc)
            return False
        return True


def _ignore(_written: bool) -> None:
    pass


NOTE_NAME_CHARS = 200
"""The recovery question shows the name; the roster file holds it whole."""


class Autosaver(QObject):
    """Writes the open document's autosave shortly after each edit, in a thread of its own."""

    written = Signal(bool)
    """An autosave write ended (True: written), in the GUI thread."""
    _done = Signal(bool)

    def __init__(
        self,
        *,
        folder: Path | None = None,
        delay_ms: int = DELAY_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder or autosave_dir()
        self._session = f"{os.getpid()}-{os.urandom(4).hex()}"
        self._document: RosterDocument | None = None
        self._dirty = False
        self._holding_game = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._write_later)
        self._done.connect(self.written, Qt.ConnectionType.QueuedConnection)
        self._writer = _Writer(self.roster_file, self.note_file, self._done.emit)

    @property
    def session(self) -> str:
        return self._session

    @session.setter
    def session(self, session: str) -> None:
        """Write under another name from now on (the files written so far stay)."""
        self._writer.wait()
        self._session = session
        self._writer.roster_file = self.roster_file
        self._writer.note_file = self.note_file

    @property
    def roster_file(self) -> Path:
        return self.folder / f"{self._session}.yaml"

    @property
    def note_file(self) -> Path:
        return self.folder / f"{self._session}.json"

    @property
    def game_file(self) -> Path:
        """Where Game mode keeps the game of a roster that has no file yet."""
        return game_file_of(self.roster_file)

    def hold_game(self, on: bool) -> None:
        """A game lives in :attr:`game_file`: keep the roster autosaved with it even while it
        has no unsaved change (a roster read from BattleScribe), so a crash brings both back."""
        self._holding_game = on
        if on and self._document is not None:
            self._dirty = True
            self._write_later()

    @property
    def delay_ms(self) -> int:
        return self._timer.interval()

    def set_document(self, document: RosterDocument | None) -> None:
        """Follow a new document; the previous one's autosave is dropped."""
        if self._document is not None:
            self._document.roster_changed.disconnect(self._edited)
            self._document.modified_changed.disconnect(self._modified)
        self.discard()
        self._holding_game = False
        self._document = document
        if document is not None:
            document.roster_changed.connect(self._edited)
            document.modified_changed.connect(self._modified)
            if document.session.is_modified:  # a recovered roster: kept again at once
                self._dirty = True
                self._write_later()

    def _edited(self, change: object) -> None:
        self._dirty = True
        self._timer.start()  # restarted by every edit of a burst

    def _modified(self, modified: bool) -> None:
        if not modified:
            document = self._document
            if self._holding_game and document is not None and document.session.path is None:
                return  # an untitled roster back as it was read: its game is still kept here
            self._holding_game = False  # saved: the game now lives beside the roster file
            self.discard()

    def _snapshot(self) -> _Snapshot | None:
        """What to write now, or ``None`` (nothing unsaved: any autosave is dropped)."""
        document = self._document
        if document is None or not self._dirty:
            return None
        self._dirty = False
        if not document.session.is_modified and not self._holding_game:
            self.discard()
            return None

        roster = core.pack_record.stamped(
            document.session.roster, document.session.codex.house
        )  # the house rules it is under
        return _Snapshot(
            roster, document.session.path, self._writer.generation, self._undo_maker(document)
        )

    @staticmethod
    def _undo_maker(document: RosterDocument) -> Callable[[], str] | None:
        """What writes the document's undo history as it is now (its rosters are immutable,
        so the writing thread reads them while the player edits on)."""
        steps = document.session.history.undo_steps()
        if not steps:
            return None
        codex = document.session.codex

        def make() -> str:
            from listbuilder.gui.window.recovered_undo import undo_text

            return undo_text(steps, codex, partial(core.roster_io.dump_roster, quick=True))

        return make

    def _write_later(self) -> None:
        """Hand the roster as it stands to the writing thread."""
        self._timer.stop()
        snapshot = self._snapshot()
        if snapshot is not None:
            self._writer.submit(snapshot)

    @property
    def pending(self) -> bool:
        """An edit waits for its autosave (the delay runs, or the thread writes)."""
        return self._timer.isActive() or not self._writer.wait(0)

    def wait(self, timeout: float | None = None) -> bool:
        """Write what waits now and wait until the thread has written it; False on timeout."""
        self._write_later()
        return self._writer.wait(timeout)

    def save_now(self) -> bool:
        """Write the autosave now, in this thread, if there are unsaved changes; True when
        written."""
        self._timer.stop()
        self._writer.wait()
        if self._document is not None and (
            self._document.session.is_modified or self._holding_game
        ):
            self._dirty = True  # even when the thread has just written it
        snapshot = self._snapshot()
        if snapshot is None:
            return False
        if not self._writer.write(snapshot):
            self._dirty = True  # tried again at the next edit
            return False
        return True

    def discard(self) -> None:
        """Remove this session's autosave (saved cleanly, or changes thrown away)."""
        self._timer.stop()
        self._dirty = False
        self._writer.forget()

    def stop(self) -> None:
        """No more autosaves (the window closes): the thread ends once idle."""
        self._timer.stop()
        self._writer.stop()
        self._writer.on_written = _ignore
