"""The window's work outside the player's own clicks, in one place: jobs on the worker thread
(a printout, an export, the print preview) and a little work per event-loop turn (a big
roster's rows, the editing core at start-up, the card browser's marks and other lists).

Both belong to the application object (:func:`app_work`), not to module globals: a test's
application, or a second one, starts with none of the last one's work.

**The worker thread.** Why a thread, not a process: ReportLab is pure Python, so the worker
and the window share the interpreter lock, but CPython hands the lock over every 5 ms
(``sys.getswitchinterval``) and the app freezes its start-up heap (``gc.freeze`` in
:mod:`listbuilder.gui.window.app`), so a full collection does not scan the army books while a
printout runs. Measured by ``benchmarks/bench_print_gui.py`` on a 20,000-point roster (19
pages), 2 cores at load average 8.5-11 (every wall time several times an idle machine's):
the window's longest stall while printing was 52-152 ms of wall time, of which at most 2.5 ms
of the GUI thread's own CPU time (the rest is waiting for a core or the lock), against
5.8-6.1 s (1.65 s of CPU) for the same print on the GUI thread. The first print, which loads
ReportLab, stalled 260-506 ms of wall time but 43 ms of CPU; a full collection of the objects
the import makes was part of it (:func:`load_once` avoids that). A process would have to load
the army books and ReportLab again and have the roster pickled, and tests that replace a piece
of ReportLab would not reach it.

All jobs run one after the other on one worker thread: ReportLab and PDFium keep global
state and are not safe to run twice at once, and a job the player cancelled ends at its
next step before the next job starts.

**The idle scheduler.** One step of one task per turn of the event loop, the most urgent
first (:class:`Priority`): the rows of the roster the player opened come before the rest of the
start-up, which comes before the browser's marks and the warm-ups. Tasks of the same priority
take turns. While a job runs on the worker, the background tasks wait (see
:attr:`Work.holds_background`). A task that raises is reported and dropped; the others go on.
A ``QTimer.singleShot(0, ...)`` that only waits for Qt to finish the event under way (a
resize laid out, a dialog hidden) is no idle work and stays where it is.
The start-up's pieces take their turns as posted events, as ``QTimer.singleShot(0, ...)``
does: on a loaded machine a zero timer's turn made the editing views' preparation wait 6-7 ms
more per piece (80 ms over its dozen pieces at load 3.7, the same CPU time). The rows and the
marks keep a zero timer: between its turns Qt runs the other timers, and in posted events the
longest stretch of CPU time while a 500,000-point roster opened grew from 62-76 ms to 77-92 ms.
"""

from __future__ import annotations

import gc
import sys
import threading
from collections.abc import Callable
from enum import IntEnum
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer, Signal
from shiboken6 import isValid

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

T = TypeVar("T")
_SUBMIT = QEvent.Type(QEvent.registerEventType())
_PAINTED = QEvent.Type(QEvent.registerEventType())
_TURN = QEvent.Type(QEvent.registerEventType())
AFTER_REPAINTS = Qt.EventPriority.LowEventPriority.value
"""Qt posts its repaint requests at this priority: an event posted at it comes after them."""
WAIT_FOR_WORKER_MS = 50
"""How long background tasks wait before looking again whether the worker's job has ended."""
_ATTRIBUTE = "listbuilder_work"


class Cancelled(Exception):
    """The player cancelled the job; raised in the worker at its next step."""


class Priority(IntEnum):
    """What an idle task is for; the lower runs first."""

    SHOWN = 0
    """What the player is waiting for: the rows of the roster just opened."""
    START = 1
    """The rest of the start-up: the editing core and views, the checks once the window is up."""
    SOON = 2
    """What the window shows a moment later: the card browser's marks."""
    WARM = 3
    """Warm-ups for later: the card lists of the roster's other forces."""


BACKGROUND = Priority.SOON
"""From this priority on, tasks wait while a job runs on the worker (see
:attr:`Work.holds_background`)."""

Step = Callable[[], bool]
"""One slice of an idle task's work; returns whether there is more to do."""


class Task:
    """An idle task handed to :meth:`IdleScheduler.add`; :meth:`cancel` drops it."""

    __slots__ = ("_scheduler", "active", "in_step", "name", "owner", "priority", "ready", "step")

    def __init__(
        self,
        scheduler: IdleScheduler,
        step: Step,
        priority: Priority,
        name: str,
        owner: QObject | None,
    ) -> None:
        self._scheduler = scheduler
        self.step = step
        self.owner = owner
        """The object whose work it is: when it is gone, so is the task."""
        self.priority = priority
        self.name = name
        self.active = True
        """Not yet done nor cancelled."""
        self.ready = False
        """Past its wait (a delay, or the repaints queued when it was added)."""
        self.in_step = False

    def cancel(self) -> None:
        """Drop the task (nothing happens if it is done already)."""
        self._scheduler.drop(self)

    def finish(self) -> None:
        """Run every step left now, then drop the task (a view needs its work done now)."""
        self._scheduler.drop(self)
        while self.step():
            pass

    def __repr__(self) -> str:
        return f"Task({self.name!r}, {self.priority.name}, active={self.active})"


class IdleScheduler(QObject):
    """A little work per turn of the event loop, the most urgent task first."""

    failed = Signal(str, object)
    """A task raised: its name and the exception (the task is dropped, the others go on)."""

    def __init__(self, work: Work) -> None:
        super().__init__(work)
        self._work = work
        self._tasks: list[Task] = []
        """Active tasks; among those of one priority, the one that waited longest first."""
        self._after_paint: list[Task] = []
        self._turn_posted = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._turn)

    def add(
        self,
        step: Step,
        priority: Priority,
        *,
        name: str = "",
        after_paint: bool = False,
        delay_ms: int = 0,
        owner: QObject | None = None,
    ) -> Task:
        """Run *step* once per turn of the event loop until it returns False. It starts once
        the repaints already queued are done (*after_paint*), after *delay_ms*, or at the
        next turn; it is dropped when *owner* is destroyed."""
        task = Task(self, step, priority, name, owner)
        self._tasks.append(task)
        if delay_ms > 0:
            QTimer.singleShot(delay_ms, self, lambda: self._wake(task))
        elif after_paint:
            if not self._after_paint:
                QCoreApplication.postEvent(self, QEvent(_PAINTED), AFTER_REPAINTS)
            self._after_paint.append(task)
        else:
            self._wake(task)
        return task

    def once(self, call: Callable[[], object], priority: Priority, *, name: str = "") -> Task:
        """Run *call* once, at its turn."""

        def step() -> bool:
            call()
            return False

        return self.add(step, priority, name=name)

    def drop(self, task: Task) -> None:
        task.active = False
        if task in self._tasks:
            self._tasks.remove(task)

    def pending(self, priority: Priority | None = None) -> list[Task]:
        """The active tasks (of *priority* only, when given), most urgent first."""
        tasks = sorted(self._tasks, key=lambda task: task.priority)
        return [task for task in tasks if priority is None or task.priority == priority]

    def event(self, event: QEvent) -> bool:
        if event.type() == _TURN:
            self._turn_posted = False
            self._turn()
            return True
        if event.type() == _PAINTED:
            # the repaints queued before this event are done: the tasks waiting for them start
            waiting, self._after_paint = self._after_paint, []
            for task in waiting:
                self._wake(task)
            return True
        return super().event(event)

    def _wake(self, task: Task) -> None:
        if task.active:
            task.ready = True
            self._kick()

    def _kick(self) -> None:
        task = self._next()
        if task is None:
            return
        if task.priority is Priority.START:
            if not self._turn_posted:  # the start-up's pieces: a posted event (see the notes)
                self._turn_posted = True
                QCoreApplication.postEvent(self, QEvent(_TURN))
        elif not self._timer.isActive() or self._timer.interval() > 0:
            # a zero timer, also when the background was waiting for the worker meanwhile
            self._timer.start(0)

    def _next(self) -> Task | None:
        for task in [task for task in self._tasks if task.owner is not None]:
            if not isValid(task.owner):  # its owner was deleted, as a timer of its own would be
                self.drop(task)
        ready = [task for task in self._tasks if task.ready and not task.in_step]
        return min(ready, key=lambda task: task.priority) if ready else None

    def _turn(self) -> None:
        task = self._next()
        if task is None:
            return
        if task.priority >= BACKGROUND and self._work.holds_background:
            self._timer.start(WAIT_FOR_WORKER_MS)  # after the printout (see holds_background)
            return
        self._tasks.remove(task)
        self._tasks.append(task)  # its equals go first next time
        task.in_step = True  # a dialog opened by a step runs turns: not this one again
        try:
            more = task.step()
        except Exception as exc:  # reported; the other tasks go on
            more = False
            self.failed.emit(task.name, exc)
            sys.excepthook(type(exc), exc, exc.__traceback__)
        finally:
            task.in_step = False
        if not more:
            self.drop(task)
        self._kick()


class Work(QObject):
    """The application's worker thread, its jobs, and its idle scheduler."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ThreadPoolExecutor | None = None
        self.running: set[Job[object]] = set()
        """Jobs started and not yet ended: kept alive until their end reaches the GUI thread."""
        self.loaded: set[str] = set()
        """What :func:`load_once` has loaded."""
        self.idle = IdleScheduler(self)

    def submit(self, run: Callable[[], None]) -> None:
        if self._executor is None:
            # here, not at the top: it imports logging, which the first paint does without
            from concurrent.futures import ThreadPoolExecutor

            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="listbuilder-job")
        self._executor.submit(run)

    @property
    def holds_background(self) -> bool:
        """A job is on the worker (or its end not yet handled) and holds the window's
        background tasks: each of their slices needs the interpreter lock for a few
        milliseconds at a stretch, which the worker hands back only every 5 ms, so a slice
        took ten times as long and the window froze 200-400 ms at a time while a printout
        was laid out (load 7-8 on 2 cores)."""
        return any(job.holds_idle_work for job in self.running)


def app_work() -> Work:
    """The running application's :class:`Work`, made on first use."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("listbuilder's background work needs a QApplication")
    work = getattr(app, _ATTRIBUTE, None)
    if not isinstance(work, Work):
        work = Work()
        if threading.current_thread() is not threading.main_thread():
            work.moveToThread(app.thread())
        work.setParent(app)
        setattr(app, _ATTRIBUTE, work)
    return work


def idle() -> IdleScheduler:
    """The running application's idle scheduler."""
    return app_work().idle


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
        """Whether the window's background tasks wait for it (see
        :attr:`Work.holds_background`): a printout yes; the start page's summaries no, or a
        long list of recent rosters held the card browser's marks back for seconds."""
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
        app_work().running.add(self)  # type: ignore[arg-type]
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
            app_work().submit(self._run)

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
        app_work().running.discard(self)
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


def load_once(name: str, load: Callable[[], object]) -> None:
    """Run *load* (an import of what lives as long as the app: ReportLab and its fonts) the
    first time only, the collector paused meanwhile, then freeze the heap as the app does
    once the army books are loaded: else a full collection, triggered by the import's many
    objects and by every printout after, scans them all while the window waits for the
    interpreter lock (a 123 ms collection in the first print at load 11, gone)."""
    loaded = app_work().loaded
    if name in loaded:
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        load()
    finally:
        if enabled:
            gc.enable()
    gc.freeze()
    loaded.add(name)
