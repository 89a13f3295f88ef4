"""Work that would freeze the window (a printout, an export, the print preview) run on a
worker thread, with progress and a Cancel the work checks at its steps.

Why a thread, not a process: ReportLab is pure Python, so the worker and the window share
the interpreter lock, but CPython hands the lock over every 5 ms (``sys.getswitchinterval``)
and the app freezes its start-up heap (``gc.freeze`` in :mod:`listbuilder.gui.window.app`), so a
full collection does not scan the army books while a printout runs. Measured by
``benchmarks/bench_print_gui.py`` on a 20,000-point roster (19 pages), 2 cores at load
average 8.5-11 (every wall time several times an idle machine's): the window's longest
stall while printing was 52-152 ms of wall time, of which at most 2.5 ms of the GUI thread's
own CPU time (the rest is waiting for a core or the lock), against 5.8-6.1 s (1.65 s of CPU)
for the same print on the GUI thread. The first print, which loads ReportLab, stalled
260-506 ms of wall time but 43 ms of CPU; a full collection of the objects the import makes
was part of it (:func:`load_once` avoids that). A process
would have to load the army books and ReportLab again and have the roster pickled, and tests
that replace a piece of ReportLab would not reach it.

All jobs run one after the other on one worker thread: ReportLab and PDFium keep global
state and are not safe to run twice at once, and a job the player cancelled ends at its
next step before the next job starts.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, Signal

T = TypeVar("T")
_SUBMIT = QEvent.Type(QEvent.registerEventType())
AFTER_REPAINTS = Qt.EventPriority.LowEventPriority.value
"""Qt posts its repaint requests at this priority: an event posted at it comes after them."""


class Cancelled(Exception):
    """The player cancelled the job; raised in the worker at its next step."""


_executor: ThreadPoolExecutor | None = None
_running: set[Job[object]] = set()
"""Jobs started and not yet ended: kept alive until their end reaches the GUI thread."""


def _worker() -> ThreadPoolExecutor:
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="listbuilder-job")
    return _executor


class Job(QObject, Generic[T]):
    """One piece of work for the worker thread: ``work(job)`` calls :meth:`step` at each
    step (the progress shown, and where a Cancel stops it)."""

    progressed = Signal(int, int)
    """Steps done and the total (0 when unknown), on the GUI thread."""
    ended = Signal()
    """The work returned, failed or was cancelled; on the GUI thread."""
    _finish = Signal()

    def __init__(
        self,
        work: Callable[[Job[T]], T],
        parent: QObject | None = None,
        *,
        holds_idle_work: bool = True,
    ) -> None:
        super().__init__(parent)
        self._work = work
        self.holds_idle_work = holds_idle_work
        """Whether the window's background work waits for it (see :func:`working`): a
        printout yes; the start page's summaries no, or a long list of recent rosters held
        the card browser's marks back for seconds."""
        self._cancel = threading.Event()
        self._done = threading.Event()
        self.total = 0
        """The number of steps, when the caller knows it (a printout's pages)."""
        self.value: T | None = None
        self.error: BaseException | None = None
        self._submitted = False
        self._finish.connect(self._finished, Qt.ConnectionType.QueuedConnection)

    # --- the GUI thread ---------------------------------------------------------------

    def start(self) -> Job[T]:
        """Hand the work to the worker once the window has painted what starting it changed
        (the progress shown, the commands turned off): the worker holds the interpreter lock
        most of the time, and that repaint calls Python (event filters, layouts) again and
        again, each call waiting for the lock."""
        _running.add(self)  # type: ignore[arg-type]
        QCoreApplication.postEvent(self, QEvent(_SUBMIT), AFTER_REPAINTS)
        return self

    def event(self, event: QEvent) -> bool:
        if event.type() == _SUBMIT:
            self._submit()
            return True
        return super().event(event)

    def _submit(self) -> None:
        if not self._submitted:
            self._submitted = True
            _worker().submit(self._run)

    def cancel(self) -> None:
        """Ask the work to stop at its next step."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, *, user_input: bool = True) -> T:
        """Run the event loop until the job has ended, so the window goes on answering the
        player meanwhile (without *user_input*, it paints and runs its timers, and the keys
        and clicks wait for the end); return the work's value or raise what it raised
        (:class:`Cancelled` when the player cancelled). When the application quits
        meanwhile, the job is cancelled and waited for here."""
        if not self._done.is_set():
            loop = QEventLoop()
            self.ended.connect(loop.quit)
            if not self._done.is_set():
                if user_input:
                    loop.exec()
                else:
                    loop.exec(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        if not self._done.is_set():  # the loop was left because the application quits
            self.cancel()
            self._submit()  # to end at once, cancelled
            self._done.wait()
        if self.error is not None:
            raise self.error
        return self.value  # type: ignore[return-value]

    def _finished(self) -> None:
        _running.discard(self)
        self.ended.emit()

    # --- the worker thread ------------------------------------------------------------

    def step(self, done: int = 0) -> None:
        """A step of the work is done: raise :class:`Cancelled` if the player asked, else
        say how far it is."""
        self.check()
        self.progressed.emit(done, self.total)

    def check(self) -> None:
        """Raise :class:`Cancelled` if the player asked."""
        if self._cancel.is_set():
            raise Cancelled

    def _run(self) -> None:
        try:
            if self._cancel.is_set():
                raise Cancelled
            self.value = self._work(self)
        except BaseException as exc:  # handed to the GUI thread, raised there
            self.error = exc
        self._done.set()
        self._finish.emit()


_loaded: set[str] = set()


def load_once(name: str, load: Callable[[], object]) -> None:
    """Run *load* (an import of what lives as long as the app: ReportLab and its fonts) the
    first time only, the collector paused meanwhile, then freeze the heap as the app does
    once the army books are loaded: else a full collection, triggered by the import's many
    objects and by every printout after, scans them all while the window waits for the
    interpreter lock (a 123 ms collection in the first print at load 11, gone)."""
    if name in _loaded:
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        load()
    finally:
        if enabled:
            gc.enable()
    gc.freeze()
    _loaded.add(name)


_filling: set[int] = set()
"""Ids of the window's parts filling what the player sees in slices (see :func:`filling`)."""


def filling(owner: object, busy: bool) -> None:
    """*owner* (a big roster's tree) fills what the player sees, a slice per event-loop turn,
    or has finished: the background work waits for it as for a job (see :func:`working`),
    else each of its slices (a mark of the card browser validates the whole roster) came
    between two of the tree's and the tree took seconds to fill."""
    if busy:
        _filling.add(id(owner))
    else:
        _filling.discard(id(owner))


def working() -> bool:
    """A job is on the worker (or its end not yet handled), or the window fills a big
    roster's rows (:func:`filling`). The window's own background work (the card browser's
    marks and other lists) waits meanwhile: each of its slices needs the interpreter lock
    for a few milliseconds at a stretch, which the worker hands back only every 5 ms, so a
    slice took ten times as long and the window froze 200-400 ms at a time while a printout
    was laid out (load 7-8 on 2 cores)."""
    return any(job.holds_idle_work for job in _running) or bool(_filling)


def cancel_all() -> None:
    """Cancel every job started (the window closes)."""
    for job in list(_running):
        job.cancel()
