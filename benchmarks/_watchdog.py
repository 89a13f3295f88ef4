"""How long the window's event loop is blocked while an action runs: a freeze is what a player
feels, whatever the action's total time.

A :class:`Watchdog` is a precise 5 ms timer that records the largest gap between two of its
ticks: while Python or Qt work on the GUI thread without returning to the event loop, the
timer cannot fire, so the gap is the longest freeze (an upper bound, by at most one interval).
:func:`run_action` starts an action from the event loop, as a click or a key would, and runs
the loop until the action says it is done and a queued event posted after that has been
processed (so the repaint Qt queued for it is painted too).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer

INTERVAL_MS = 5
SETTLE_SECONDS = 0.05
"""After the action is done, the loop runs this long more: work it left queued counts."""
TIMEOUT_SECONDS = 60.0
LOW_PRIORITY = Qt.EventPriority.LowEventPriority.value
"""Posted as Qt posts its repaint requests: after them."""


class Watchdog(QObject):
    """The longest gap between ticks of a 5 ms timer since :meth:`start`, and the most CPU
    time the thread spent between two ticks: on a loaded machine the wall-clock gap grows
    with the other processes' share of the CPU, the CPU time does not (it is the freeze an
    idle machine would show)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._tick)
        self._last = 0.0
        self._last_cpu = 0.0
        self.longest = 0.0
        self.longest_cpu = 0.0
        self.ticks = 0

    def start(self) -> None:
        self.longest = 0.0
        self.longest_cpu = 0.0
        self.ticks = 0
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()
        self._timer.start()

    def stop(self) -> float:
        """The longest gap in seconds, the last stretch (until now) included."""
        self._tick()
        self._timer.stop()
        return self.longest

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.longest = max(self.longest, now - self._last)
        self.longest_cpu = max(self.longest_cpu, cpu - self._last_cpu)
        self._last, self._last_cpu = now, cpu
        self.ticks += 1


_DONE_EVENT = QEvent.Type(QEvent.registerEventType())


class _Flag(QObject):
    """Receives the low-priority event posted once the action is done: every event queued
    before it (the repaint Qt asked for) has been processed by then."""

    def __init__(self) -> None:
        super().__init__()
        self.when: float | None = None
        self.cpu: float | None = None

    def event(self, event: QEvent) -> bool:
        if event.type() == _DONE_EVENT:
            self.when = time.perf_counter()
            self.cpu = time.thread_time()
            return True
        return super().event(event)


@dataclass(frozen=True)
class Timing:
    blocked: float
    """The longest freeze of the event loop, seconds."""
    blocked_cpu: float
    """The most CPU time the GUI thread spent without returning to the event loop, seconds
    (the freeze on an idle machine)."""
    done: float
    """From the start of the action until it was done and painted, seconds."""


def run_action(
    action: Callable[[], object],
    done: Callable[[], bool] = lambda: True,
    settle: float = SETTLE_SECONDS,
) -> Timing:
    """Run *action* from the event loop, then the loop until *done* holds and the events
    queued by then are processed; with the longest freeze measured throughout."""
    app = QCoreApplication.instance()
    assert app is not None
    app.processEvents()  # what earlier steps left queued is not this action's
    watchdog = Watchdog()
    flag = _Flag()
    started: list[float] = []

    def go() -> None:
        started.append(time.perf_counter())
        action()

    watchdog.start()
    QTimer.singleShot(0, go)
    limit = time.perf_counter() + TIMEOUT_SECONDS
    posted = False
    while flag.when is None:
        app.processEvents()
        if started and not posted and done():
            QCoreApplication.postEvent(flag, QEvent(_DONE_EVENT), LOW_PRIORITY)
            posted = True
        if time.perf_counter() > limit:
            raise TimeoutError("the action did not finish")
        time.sleep(0.0005)
    end = time.perf_counter() + settle
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.0005)
    blocked = watchdog.stop()
    return Timing(blocked, watchdog.longest_cpu, flag.when - started[0])


def until_painted(action: Callable[[], object]) -> float:
    """Seconds to run *action* and then every event it queued, the repaint Qt asked for
    included (Qt paints only what changed, when the event loop gets to it): the time until
    the player sees the result."""
    return until_painted_cpu(action)[0]


def until_painted_cpu(action: Callable[[], object]) -> tuple[float, float]:
    """:func:`until_painted`, and the CPU time the GUI thread spent meanwhile: the wall-clock
    time grows with the other processes' share of a loaded machine, the CPU time does not
    (it is the time an idle machine would show)."""
    app = QCoreApplication.instance()
    assert app is not None
    flag = _Flag()
    start, start_cpu = time.perf_counter(), time.thread_time()
    action()
    QCoreApplication.postEvent(flag, QEvent(_DONE_EVENT), LOW_PRIORITY)
    while flag.when is None:
        app.processEvents()
    assert flag.cpu is not None
    return flag.when - start, flag.cpu - start_cpu
