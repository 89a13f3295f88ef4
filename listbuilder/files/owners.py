"""Which process owns a file we left (an autosave, a temporary file), told in a way a reused
process id cannot fake: the id together with the process's start time.

After a kill or a reboot, the system gives old process ids to new processes. An owner
recorded by its id alone looks alive when another program got the id, so its autosave
was never offered and its temporary files never removed. Here an owner is ``(pid,
started)``, where ``started`` is the process's start time as the system keeps it (on
Linux the boot's id and the start tick from ``/proc``, on Windows the creation time); the
owner is alive only when a process with that id exists *and* started then. Where the
system does not say (``started`` is ``""``), the id alone decides, as before.

Temporary files of :mod:`listbuilder.files.writing` carry their owner in their name
(``.army.pdf.lb-4242-5f3a9c1d2e-k3j4.tmp``): :func:`sweep_stale_temps` removes those
whose owner is gone, and nothing else (never a file of a running process, never a file
that is not ours).
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import sys
from pathlib import Path

from listbuilder.files.processes import process_alive, windows_start

TEMP_MARK = ".lb-"
"""What our temporary files' names hold, after the name of the file they replace."""
_TEMP = re.compile(
    r"\A\.(?P<target>.+)\.lb-(?P<pid>\d{1,10})-(?P<started>[0-9a-z]{0,40})-[^.]+\.tmp\Z"
)


def _linux_start(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            stat = handle.read(4096)
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as handle:
            boot = handle.read().strip().replace("-", "")[:10]
    except OSError:
        return ""
    fields = stat.rsplit(b")", 1)[-1].split()
    if len(fields) < 20 or not fields[19].isdigit():
        return ""
    return f"{boot}{int(fields[19]):x}"  # field 22 of stat: start time in clock ticks


def process_start(pid: int) -> str:
    """The start time of process *pid* as a short token, ``""`` when the system does not say
    (no such process, or a system we cannot ask)."""
    if sys.platform.startswith("linux"):
        return _linux_start(pid)
    if sys.platform == "win32":
        try:
            return windows_start(pid)
        except (OSError, AttributeError, ValueError):
            return ""
    return ""


@functools.cache
def this_process() -> tuple[int, str]:
    """This process's ``(pid, started)``."""
    return os.getpid(), process_start(os.getpid())


def owner_alive(pid: int, started: str | None) -> bool:
    """Whether the process that recorded ``(pid, started)`` still runs. A process with that
    id but another start time is someone else: the owner is gone."""
    if (pid, started) == this_process():
        return True
    if not process_alive(pid):  # never os.kill on Windows, where it ends the process
        return False
    if not started:
        return True  # recorded without a start time: the id is all we have
    now = process_start(pid)
    return not now or now == started


MAX_NAME_BYTES = 240
"""Longest temporary file name made (most file systems stop at 255 bytes; ``mkstemp``
adds 8 characters and the suffix 4)."""


def temp_prefix(target_name: str) -> str:
    """The start of the name of a temporary file standing in for *target_name* (cut short
    when a long name would make it too long for the file system)."""
    pid, started = this_process()
    mark = f"{TEMP_MARK}{pid}-{started}-"
    room = MAX_NAME_BYTES - 1 - len(mark) - 12
    name = target_name
    while len(name.encode("utf-8", "surrogateescape")) > room:
        name = name[:-1]
    return f".{name}{mark}"


def sweep_stale_temps(folder: Path) -> list[Path]:
    """Remove the temporary files of ours in *folder* whose owner is gone; the removed.

    A temporary file beside a file with several hard links is kept: it may be the only
    complete copy if its owner was killed while rewriting that file in place."""
    removed: list[Path] = []
    try:
        entries = [entry.name for entry in os.scandir(folder) if TEMP_MARK in entry.name]
    except OSError:
        return removed
    for name in entries:
        found = _TEMP.match(name)
        if found is None or owner_alive(int(found["pid"]), found["started"]):
            continue
        path = folder / name
        with contextlib.suppress(OSError):
            if (folder / found["target"]).stat().st_nlink > 1:
                continue
        with contextlib.suppress(OSError):
            if not path.is_symlink() and path.is_file():
                path.unlink()
                removed.append(path)
    return removed
