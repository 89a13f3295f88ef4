"""Whether another process is still running, asked in each system's own way.

The autosave notes carry the process id of the window that wrote them; a note whose
process still runs belongs to another window and is not offered for recovery. On POSIX the
question is ``kill(pid, 0)``, which sends nothing. On Windows ``os.kill`` with any signal but
Ctrl-C/Ctrl-Break *terminates* the process (``TerminateProcess``): asking that way would end
the player's other window, or any program that got the id since. There the process is
opened for a query only and its exit code read.
"""

from __future__ import annotations

import os
import sys
from typing import Any

WINDOWS = sys.platform == "win32"
"""Whether to ask Windows' way; a module flag so that tests can take either path."""

_PROCESS_QUERY_LIMITED_INFORMATION = 0x1000
_STILL_ACTIVE = 259
_ERROR_ACCESS_DENIED = 5
_ERROR_INVALID_PARAMETER = 87
"""What OpenProcess answers for an id no process has."""


def process_alive(pid: int) -> bool:
    """Whether process *pid* is running (this one is); never sends it anything."""
    if pid == os.getpid():
        return True
    if pid <= 0:
        return False
    if WINDOWS:
        return _alive_windows(pid, _kernel32())
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process
    except OSError:
        return False
    return True


def _kernel32() -> Any:
    import ctypes
    from ctypes import wintypes

    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined,unused-ignore]
    kernel32.OpenProcess.argtypes = [wintypes.DWORD, wintypes.BOOL, wintypes.DWORD]
    kernel32.OpenProcess.restype = wintypes.HANDLE
    kernel32.GetExitCodeProcess.argtypes = [wintypes.HANDLE, ctypes.POINTER(wintypes.DWORD)]
    kernel32.GetExitCodeProcess.restype = wintypes.BOOL
    kernel32.CloseHandle.argtypes = [wintypes.HANDLE]
    kernel32.CloseHandle.restype = wintypes.BOOL
    kernel32.GetProcessTimes.argtypes = [wintypes.HANDLE, *[ctypes.POINTER(wintypes.FILETIME)] * 4]
    kernel32.GetProcessTimes.restype = wintypes.BOOL
    return kernel32


def _alive_windows(pid: int, kernel32: Any) -> bool:
    import ctypes

    handle = kernel32.OpenProcess(_PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
    if not handle:
        # Access denied: a process runs under that id (another user's, a protected one).
        last_error: int = ctypes.get_last_error()  # type: ignore[attr-defined,unused-ignore]
        return last_error == _ERROR_ACCESS_DENIED
    try:
        code = ctypes.c_ulong()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True  # cannot tell: keep the autosave out of the recovery list
        return code.value == _STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def windows_start(pid: int) -> str:
    """Windows: process *pid*'s creation time as a short hex token, ``""`` when it cannot be
    opened (see :mod:`listbuilder.files.owners`)."""
    import ctypes
    from ctypes import wintypes

    kernel32 = _kernel32()
    handle = kernel32.OpenProcess(_PROCESS_QUERY_LIMITED_INFORMATION, False, pid)
    if not handle:
        return ""
    try:
        times = [wintypes.FILETIME() for _ in range(4)]
        if not kernel32.GetProcessTimes(handle, *[ctypes.byref(t) for t in times]):
            return ""
        return f"{(times[0].dwHighDateTime << 32) | times[0].dwLowDateTime:x}"
    finally:
        kernel32.CloseHandle(handle)
