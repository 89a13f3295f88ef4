"""Tests that cannot hold on Windows: one marker per reason, all here.

Each marker skips on Windows only, with a reason starting with ``not on Windows:``, so
``tools/wine_tests.sh`` can count and group them. A skipped test is never deleted; where
Windows has an equivalent, the test has a Windows twin beside it (file modes -> the read-only
attribute, SIGKILL -> TerminateProcess).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

WINDOWS = sys.platform == "win32"
# tools/wine_tests.py groups the skips by what follows this.
WINDOWS_REASON_PREFIX = "not on Windows: "


def not_on_windows(reason: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(WINDOWS, reason=WINDOWS_REASON_PREFIX + reason)


def only_on_windows(reason: str) -> pytest.MarkDecorator:
    """A Windows twin: the Windows form of a test skipped there."""
    return pytest.mark.skipif(not WINDOWS, reason=f"only on Windows: {reason}")


needs_mkfifo = not_on_windows("no FIFOs (os.mkfifo is POSIX)")
needs_dev_zero = not_on_windows("no /dev/zero device")
needs_posix_modes = not_on_windows(
    "POSIX permission bits (Windows has the read-only attribute: see the twin)"
)
needs_sigkill = not_on_windows("SIGKILL is POSIX (the twin ends the process with TerminateProcess)")
needs_posix_file_names = not_on_windows(
    'file names with characters Windows forbids (< > " | ? * and control characters)'
)
needs_fcntl = not_on_windows("a Linux host's build tools (fcntl, chroot, Wine)")


def _symlinks_unavailable() -> str | None:
    """Why this system cannot make real symlinks, or None when it can.

    Windows needs a privilege (admin rights or Developer Mode) and says so with
    ERROR_PRIVILEGE_NOT_HELD (1314); Wine 8 "succeeds" but makes no link. Anything else is
    a real error and is left to the tests to show."""
    if not WINDOWS:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "target"
        target.write_bytes(b"")
        link = Path(tmp) / "link"
        try:
            os.symlink(target, link)
        except OSError as error:
            if getattr(error, "winerror", None) == 1314:
                return "symlinks need admin rights or Developer Mode"
            return None
        if not link.is_symlink():
            return "os.symlink makes no link on this system (Wine)"
    return None


_NO_SYMLINKS = _symlinks_unavailable()
needs_symlinks = pytest.mark.skipif(
    _NO_SYMLINKS is not None, reason=WINDOWS_REASON_PREFIX + (_NO_SYMLINKS or "")
)


# The Windows test prefix runs python.org's embeddable CPython, whose ._pth file fixes
# sys.path and turns PYTHONPATH off: pip's build isolation, which works through PYTHONPATH,
# then cannot import setuptools. A regular Windows install (a CI runner) has no ._pth.
_PTH = Path(sys.executable).with_name(f"python{sys.version_info[0]}{sys.version_info[1]}._pth")
needs_pythonpath = pytest.mark.skipif(
    WINDOWS and _PTH.exists(),
    reason=WINDOWS_REASON_PREFIX
    + "the embeddable CPython's ._pth turns PYTHONPATH off, which pip's build isolation needs",
)
