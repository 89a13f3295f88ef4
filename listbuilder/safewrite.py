"""Replace a file's content so that a crash never leaves half a file, and nothing else changes.

A save goes to a temporary file beside the real file, is flushed to disk, then
renamed over it: at every instant the file holds either the old or the new
content. On top of that, what a player set up around the file stays as it was:

* a symbolic link keeps pointing where it did; its target gets the new content;
* the file keeps its permissions (0600 stays 0600) and, where allowed, its owner;
* a file with several hard links is rewritten in place, so every name sees the new
  content (a complete copy is written and flushed beside it first, and stays there
  if the process is killed during the rewrite);
* a read-only file is refused (:class:`ReadOnlyFileError`) instead of replaced;
* a folder, a FIFO or a device is refused instead of replaced.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from listbuilder.saferead import FileKind, file_kind


class ReadOnlyFileError(PermissionError):
    """The file exists and is read-only: the caller should offer another name."""


class NotAFileError(OSError):
    """The path names a folder, a FIFO, a socket or a device."""


def real_target(path: Path) -> Path:
    """The file a write to *path* must change: the end of its symbolic links, if any."""
    if not path.is_symlink():
        return path
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            loop = "the symbolic link goes round in a loop"
            raise OSError(errno.ELOOP, loop, str(path)) from None
    return Path(os.path.realpath(path))


def _existing(target: Path) -> os.stat_result | None:
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    kind = file_kind(info.st_mode)
    if kind is FileKind.FOLDER:
        raise NotAFileError(errno.EISDIR, "this is a folder, not a file", str(target))
    if kind is FileKind.SPECIAL:
        raise NotAFileError(
            errno.EINVAL, "this is a special file (a FIFO or a device)", str(target)
        )
    writable_bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    if not info.st_mode & writable_bits or not os.access(target, os.W_OK):
        raise ReadOnlyFileError(errno.EACCES, "the file is read-only", str(target))
    return info


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace the content of *path* with *data* (see the module notes); raises ``OSError``."""
    target = real_target(Path(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    info = _existing(target)
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    tmp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if info is not None and info.st_nlink > 1:
            _rewrite_in_place(target, data)
            tmp.unlink(missing_ok=True)
            return
        if info is None:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        else:
            os.chmod(tmp, stat.S_IMODE(info.st_mode))
            if hasattr(os, "chown") and (info.st_uid, info.st_gid) != _owner(tmp):
                # Only root may give a file away; the permissions are kept anyway.
                with contextlib.suppress(OSError):
                    os.chown(tmp, info.st_uid, info.st_gid)
        os.replace(tmp, target)
        _fsync_folder(target.parent)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _owner(path: Path) -> tuple[int, int]:
    info = os.stat(path)
    return info.st_uid, info.st_gid


def _rewrite_in_place(target: Path, data: bytes) -> None:
    """Write *data* into the existing file (same inode), so its other hard links see it."""
    with open(target, "r+b") as handle:
        handle.write(data)
        handle.truncate()
        handle.flush()
        os.fsync(handle.fileno())


def atomic_write_text(path: Path, text: str) -> None:
    """:func:`atomic_write_bytes` of *text* as UTF-8."""
    atomic_write_bytes(path, text.encode("utf-8"))
