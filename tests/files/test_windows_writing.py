"""Writing files as Windows does it: ``fsync`` only through a handle opened for writing.

On Windows ``os.fsync`` is ``FlushFileBuffers``, which refuses a read-only handle with
``PermissionError``; every save, export, printout and the codex cache went through one.
On POSIX the rule is simulated by an ``fsync`` that checks the handle's access mode; on
Windows (under Wine too) the real one checks it.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from listbuilder.files.writing import atomic_output, atomic_write_bytes, atomic_write_text


@pytest.fixture
def windows_fsync(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """``os.fsync`` with Windows' rule; returns the access modes it was called with."""
    if sys.platform == "win32":
        return []
    import fcntl

    real_fsync = os.fsync
    modes: list[int] = []

    def fsync(fd: int) -> None:
        mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
        if not stat.S_ISDIR(os.fstat(fd).st_mode):  # Windows cannot open folders anyway
            modes.append(mode)
        if mode == os.O_RDONLY:
            raise PermissionError(13, "Permission denied")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    return modes


def test_every_kind_of_write_flushes_through_a_writing_handle(
    tmp_path: Path, windows_fsync: list[int]
) -> None:
    atomic_write_bytes(tmp_path / "army.yaml", b"new roster")
    atomic_write_text(tmp_path / "cache" / "codex.json", "{}")
    with atomic_output(tmp_path / "army.pdf") as tmp:
        tmp.write_bytes(b"%PDF-1.4")
    atomic_write_bytes(tmp_path / "army.yaml", b"saved again")  # replacing an existing file
    assert (tmp_path / "army.yaml").read_bytes() == b"saved again"
    assert (tmp_path / "cache" / "codex.json").read_text(encoding="utf-8") == "{}"
    assert (tmp_path / "army.pdf").read_bytes() == b"%PDF-1.4"
    if sys.platform != "win32":
        assert windows_fsync and os.O_RDONLY not in windows_fsync
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.pdf", "army.yaml", "cache"]
