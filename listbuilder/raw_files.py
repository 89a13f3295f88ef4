"""The lowest layer of file reading: the kind of a file, and reading one of the app's own
cache files without a word of the message catalogue.

The catalogue itself is cached (:mod:`listbuilder.i18n.compiled`), so its reader cannot
depend on anything that words a message: it sits below :mod:`listbuilder.i18n`, beside
:mod:`listbuilder.paths` (``tests/test_layers.py``), and :mod:`listbuilder.files.reading`
builds the worded readers on these pieces.
"""

from __future__ import annotations

import os
import stat
from enum import Enum
from pathlib import Path


class FileKind(Enum):
    FILE = "file"
    FOLDER = "folder"
    SPECIAL = "special"
    """A FIFO, a socket or a device."""


def file_kind(mode: int) -> FileKind:
    """What an ``st_mode`` names."""
    if stat.S_ISDIR(mode):
        return FileKind.FOLDER
    return FileKind.FILE if stat.S_ISREG(mode) else FileKind.SPECIAL


OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
OPEN_FLAGS |= getattr(os, "O_BINARY", 0)


def read_own_cache(path: str | Path, max_bytes: int) -> bytes | None:
    """The bytes of one of the app's own cache files, or None when it is not a regular file
    of at most *max_bytes* that can be read: a cache only saves time, so nothing is worded
    (the message catalogue's own cache is read this way, before there are messages)."""
    try:
        fd = os.open(Path(path), OPEN_FLAGS)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if file_kind(info.st_mode) is not FileKind.FILE or info.st_size > max_bytes:
            return None
        data = read_all(fd, max_bytes + 1)
        return data if len(data) <= max_bytes else None
    except OSError:
        return None
    finally:
        os.close(fd)


def read_all(fd: int, limit: int | None) -> bytes:
    if hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)  # a regular file: reads never wait anyway
    chunks: list[bytes] = []
    size = 0
    while limit is None or size < limit:
        want = 1 << 20 if limit is None else min(1 << 20, limit - size)
        chunk = os.read(fd, want)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
