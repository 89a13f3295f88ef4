"""The idle scheduler: a little work per turn of the event loop, the most urgent first, the
background waiting for the worker's job; a task that raises is reported and the others go
on. Each test runs its own :class:`Work`, so the window's own tasks never mix in."""

from __future__ import annotations

import threading
from types import TracebackType
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QObject

from listbuilder.gui.work import Job, Priority, Work, app_work

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


class Steps:
    """A task of *count* steps that notes each one in *seen*."""

    def __init__(self, seen: list[str], name: str, count: int = 1) -> None:
        self.seen, self.name, self.left = seen, name, count

    def __call__(self) -> bool:
        self.seen.append(self.name)
        self.left -= 1
        return self.left > 0


def test_the_most_urgent_task_runs_first_and_equals_take_turns(qtbot: QtBot) -> None:
    work = Work()
    seen: list[str] = []
    work.idle.add(Steps(seen, "warm", 2), Priority.WARM)
    work.idle.add(Steps(seen, "soon", 1), Priority.SOON)
    work.idle.add(Steps(seen, "start-a", 2), Priority.START)
    work.idle.add(Steps(seen, "start-b", 2), Priority.START)
    work.idle.add(Steps(seen, "shown", 2), Priority.SHOWN)
    assert seen == []  # nothing before the event loop turns
    qtbot.waitUntil(lambda: not work.idle.pending())
    assert seen == [
        "shown",
        "shown",
        "start-a",
        "start-b",
        "start-a",
        "start-b",
        "soon",
        "warm",
        "warm",
    ]


def test_one_step_per_turn_of_the_event_loop(qtbot: QtBot) -> None:
    work = Work()
    seen: list[str] = []
    work.idle.add(Steps(seen, "rows", 3), Priority.SHOWN)
    QCoreApplication.processEvents()
    assert seen == ["rows"]  # the event loop came back between the steps
    qtbot.waitUntil(lambda: seen == ["rows"] * 3)


def test_a_cancelled_task_stops_and_the_others_go_on(qtbot: QtBot) -> None:
    work = Work()
    seen: list[str] = []
    never = work.idle.add(Steps(seen, "never"), Priority.SHOWN)
    long = work.idle.add(Steps(seen, "long", 100), Priority.START)

    def other() -> bool:
        seen.append("other")
        if seen.count("other") == 2:
            long.cancel()
        return seen.count("other") < 3

    work.idle.add(other, Priority.START)
    never.cancel()
    assert not never.active
    qtbot.waitUntil(lambda: not work.idle.pending())
    assert seen == ["long", "other", "long", "other", "other"]
    assert not long.active


def test_a_task_that_raises_is_reported_and_the_others_go_on(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = Work()
    seen: list[str] = []
    hooked: list[BaseException | None] = []

    def hook(
        _kind: type[BaseException], exc: BaseException | None, _tb: TracebackType | None
    ) -> None:
        hooked.append(exc)

    monkeypatch.setattr("sys.excepthook", hook)
    failures: list[tuple[str, object]] = []
    work.idle.failed.connect(lambda name, exc: failures.append((name, exc)))

    def broken() -> bool:
        seen.append("broken")
        raise ZeroDivisionError("a bug")

    work.idle.add(broken, Priority.SHOWN, name="broken")
    work.idle.add(Steps(seen, "after", 2), Priority.START)
    qtbot.waitUntil(lambda: not work.idle.pending())
    assert seen == ["broken", "after", "after"]  # dropped after raising, not run again
    assert [name for name, _exc in failures] == ["broken"]
    assert isinstance(failures[0][1], ZeroDivisionError) and hooked == [failures[0][1]]


def test_a_task_finished_now_runs_its_steps_to_the_end_and_leaves(qtbot: QtBot) -> None:
    work = Work()
    seen: list[str] = []
    task = work.idle.add(Steps(seen, "list", 3), Priority.WARM)
    task.finish()
    assert seen == ["list"] * 3 and not task.active and not work.idle.pending()


def test_a_task_waits_for_its_delay(qtbot: QtBot) -> None:
    work = Work()
    seen: list[str] = []
    work.idle.add(Steps(seen, "later"), Priority.SHOWN, delay_ms=150)
    work.idle.add(Steps(seen, "now"), Priority.WARM)
    qtbot.waitUntil(lambda: seen == ["now"])
    qtbot.wait(50)
    assert seen == ["now"]
    qtbot.waitUntil(lambda: seen == ["now", "later"])


def test_a_task_whose_owner_is_deleted_is_dropped(qtbot: QtBot) -> None:
    work = Work()
    seen: list[str] = []
    owner = QObject()
    work.idle.add(Steps(seen, "orphan", 3), Priority.SHOWN, owner=owner, delay_ms=20)
    work.idle.add(Steps(seen, "kept"), Priority.WARM, delay_ms=40)
    owner.deleteLater()
    qtbot.waitUntil(lambda: not work.idle.pending())
    assert seen == ["kept"]


def test_background_tasks_wait_while_a_job_runs_on_the_worker(qtbot: QtBot) -> None:
    """The marks and the other lists wait for the printout; the rows of the roster do not."""
    work = app_work()
    seen: list[str] = []
    gate = threading.Event()
    job: Job[bool] = Job(lambda _job: gate.wait(20)).start()
    assert work.holds_background
    idle = work.idle
    idle.add(Steps(seen, "marks"), Priority.SOON)
    idle.add(Steps(seen, "lists"), Priority.WARM)
    idle.add(Steps(seen, "rows", 2), Priority.SHOWN)
    qtbot.waitUntil(lambda: seen == ["rows", "rows"])
    qtbot.wait(200)
    assert seen == ["rows", "rows"]
    gate.set()
    assert job.wait()
    qtbot.waitUntil(lambda: seen == ["rows", "rows", "marks", "lists"])


def test_the_work_belongs_to_the_application(qtbot: QtBot) -> None:
    app = QCoreApplication.instance()
    work = app_work()
    assert work is app_work() and work.parent() is app
