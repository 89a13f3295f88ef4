"""Asking whether another window's process still runs must never end it: on Windows
``os.kill(pid, 0)`` is ``TerminateProcess``, so the autosave scan at start killed the
player's other window (or whatever program had that id since)."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest

from listbuilder.files import processes
from listbuilder.files.processes import process_alive


def test_asking_about_a_running_process_leaves_it_running() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert process_alive(child.pid)
        assert process_alive(child.pid)
        assert child.poll() is None, "the check ended the process"
    finally:
        child.kill()
        child.wait(timeout=30)
    assert not process_alive(child.pid)


def test_this_process_and_impossible_ids() -> None:
    assert process_alive(os.getpid())
    assert not process_alive(0) and not process_alive(-1)


class _Kernel32:
    """OpenProcess/GetExitCodeProcess/CloseHandle answered as Windows would."""

    def __init__(self, exit_code: int) -> None:
        self.exit_code = exit_code
        self.closed: list[int] = []

    def OpenProcess(self, access: int, inherit: bool, pid: int) -> int:
        assert access == 0x1000 and not inherit  # a query, nothing more
        return 42

    def GetExitCodeProcess(self, handle: int, code: Any) -> bool:
        code._obj.value = self.exit_code
        return True

    def CloseHandle(self, handle: int) -> bool:
        self.closed.append(handle)
        return True


@pytest.mark.parametrize(("exit_code", "alive"), [(259, True), (0, False), (1, False)])
def test_on_windows_the_exit_code_is_read_and_nothing_is_sent(
    monkeypatch: pytest.MonkeyPatch, exit_code: int, alive: bool
) -> None:
    def no_kill(pid: int, sig: int) -> None:
        raise AssertionError("os.kill ends the process on Windows")

    kernel32 = _Kernel32(exit_code)
    monkeypatch.setattr(processes, "WINDOWS", True)
    monkeypatch.setattr(processes, "_kernel32", lambda: kernel32)
    monkeypatch.setattr(os, "kill", no_kill)
    assert process_alive(os.getpid() + 1) is alive
    assert kernel32.closed == [42]
