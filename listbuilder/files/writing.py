"""Replace a file's content so that a crash never leaves half a file, and nothing else changes.

Everything the app writes goes through here: rosters, exports, PDFs, the compiled codex
cache, autosaves and settings. The new content goes to a temporary file beside the real
one, is flushed to disk, then renamed over it (and the folder flushed too): at every
instant the file holds either the old or the new content. On top of that, what a player
set up around the file stays as it was:

* a symbolic link keeps pointing where it did; its target gets the new content;
* the file keeps its permissions (0600 stays 0600) and, where allowed, its owner; a new
  file gets the usual permissions for the user's umask (not the 0600 of a temporary file);
* a file with several hard links is rewritten in place, so every name sees the new
  content (a complete copy is written and flushed beside it first, and stays there
  if the process is killed during the rewrite);
* a read-only file is refused (:class:`ReadOnlyFileError`) instead of replaced;
* a folder, a FIFO or a device is refused (:class:`NotAFileError`) instead of replaced;
* a temporary file left by a killed process (its name says whose,
  :mod:`listbuilder.files.owners`) is removed by the next write to its folder;
* given the kind of what is written, a file of another kind (a roster under a PDF's name,
  or the roster a link points to) is refused (:class:`WrongKindError`,
  :mod:`listbuilder.files.output_kinds`).

Windows adds its own rules (:mod:`listbuilder.files.windows`): a name it cannot hold
(``CON``, ``aux.yaml``, a trailing dot or space, ``<>:"|?*``) is refused
(:class:`BadNameError`) instead of becoming a device or another file; a path longer than
``MAX_PATH`` is written through its extended-length form; and a file open in another
program (the roster in a second window, an autosave being read) cannot be replaced for a
moment, so the rename is tried again for about a second before :class:`FileInUseError`
says so. The old file is never lost: it stays as it was until the rename succeeds.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from listbuilder.files import windows
from listbuilder.files.output_kinds import OutputKind, kind_refusal
from listbuilder.files.owners import sweep_stale_temps, temp_prefix
from listbuilder.files.reading import FileKind, file_kind
from listbuilder.i18n.text import Msg


class _Refusal(OSError):
    """An ``OSError`` we raise ourselves, carrying its reason as a catalogue message."""

    def __init__(self, code: int, reason: Msg, path: Path) -> None:
        super().__init__(code, reason.render(), str(path))
        self.reason = reason


class ReadOnlyFileError(_Refusal, PermissionError):
    """The file exists and is read-only: the caller should offer another name."""


class NotAFileError(_Refusal):
    """The path names a folder, a FIFO, a socket or a device."""


class LinkLoopError(_Refusal):
    """The path is a symbolic link that leads back to itself."""


class WrongKindError(_Refusal, FileExistsError):
    """The file exists and holds another kind of content (a roster under a PDF's name)."""


class BadNameError(_Refusal):
    """Windows cannot hold a file of this name (a device name, a trailing dot or space)."""


class FileInUseError(_Refusal, PermissionError):
    """Windows: another program holds the file open, so it cannot be replaced just now."""


REPLACE_TRIES = 10
REPLACE_WAIT = 0.1
"""How often, and how many seconds apart, a rename refused on Windows is tried again: an
antivirus, the search indexer or our own autosave reader holds a file for a moment."""


def real_target(path: Path) -> Path:
    """The file a write to *path* must change: the end of its symbolic links, if any."""
    if not path.is_symlink():
        return path
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LinkLoopError(errno.ELOOP, Msg("error.refuse.loop"), path) from None
    return Path(os.path.realpath(path))


def _existing(target: Path) -> os.stat_result | None:
    """The status of the file to replace (None if new); refuses what must not be replaced."""
    if windows.WINDOWS:
        problem = windows.windows_name_problem(target.name)
        if problem is not None:
            raise BadNameError(errno.EINVAL, problem, target)
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    kind = file_kind(info.st_mode)
    if kind is FileKind.FOLDER:
        raise NotAFileError(errno.EISDIR, Msg("error.refuse.folder"), target)
    if kind is FileKind.SPECIAL:
        raise NotAFileError(errno.EINVAL, Msg("error.refuse.special"), target)
    writable_bits = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    if not info.st_mode & writable_bits or not os.access(target, os.W_OK):
        raise ReadOnlyFileError(errno.EACCES, Msg("error.refuse.read_only"), target)
    return info


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable; some systems cannot open a folder, which is fine.

    POSIX only: Windows cannot open a folder with ``os.open`` and makes a rename durable
    by itself (NTFS journals its metadata)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_file(path: Path) -> None:
    """Flush *path* to disk through a handle opened for writing: Windows' ``fsync``
    (``FlushFileBuffers``) refuses a read-only handle with ``PermissionError``."""
    fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _new_file_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


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


def _commit(tmp: Path, target: Path, info: os.stat_result | None) -> None:
    """Put the complete, flushed *tmp* in *target*'s place (see the module notes)."""
    if info is not None and info.st_nlink > 1:
        _rewrite_in_place(target, tmp.read_bytes())
        return
    if info is None:
        os.chmod(tmp, _new_file_mode())
    else:
        os.chmod(tmp, stat.S_IMODE(info.st_mode))
        if hasattr(os, "chown") and (info.st_uid, info.st_gid) != _owner(tmp):
            # Only root may give a file away; the permissions are kept anyway.
            with contextlib.suppress(OSError):
                os.chown(tmp, info.st_uid, info.st_gid)
    _replace(tmp, target)
    _fsync_folder(target.parent)


def _replace(tmp: Path, target: Path) -> None:
    """``os.replace``, tried again for a moment on Windows while another program holds
    *target* open (see the module notes); *target* is unchanged if it never succeeds."""
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(tmp, target)
            return
        except PermissionError:
            if not windows.WINDOWS:
                raise
            if attempt == REPLACE_TRIES - 1:
                raise FileInUseError(errno.EACCES, Msg("error.refuse.in_use"), target) from None
            time.sleep(REPLACE_WAIT)


@contextlib.contextmanager
def atomic_output(
    path: str | Path, *, make_folders: bool = False, kind: OutputKind | None = None
) -> Iterator[Path]:
    """A temporary file beside *path* for a writer that wants a file name (a PDF, a CSV);
    it takes *path*'s place only if the block succeeds. Raises ``OSError``.

    The refusals (a folder, a FIFO, a read-only file, with *kind*: a file of another kind)
    come before the block runs, so no work is done for nothing; *make_folders* creates the
    missing folders first."""
    target = windows.windows_path(real_target(Path(path)))
    if make_folders:
        target.parent.mkdir(parents=True, exist_ok=True)
    info = _existing(target)
    sweep_stale_temps(target.parent)  # what a killed process left here (files/owners.py)
    if info is not None and kind is not None:
        refusal = kind_refusal(target, kind)
        if refusal is not None:
            raise WrongKindError(errno.EEXIST, refusal, target)
    fd, name = tempfile.mkstemp(prefix=temp_prefix(target.name), suffix=".tmp", dir=target.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        _fsync_file(tmp)
        _commit(tmp, target, info)
    finally:
        tmp.unlink(missing_ok=True)


def atomic_write_bytes(
    path: str | Path, data: bytes, *, make_folders: bool = True, kind: OutputKind | None = None
) -> None:
    """Replace the content of *path* with *data* (see the module notes), creating its
    missing folders unless told not to; raises ``OSError``."""
    with (
        atomic_output(path, make_folders=make_folders, kind=kind) as tmp,
        open(tmp, "wb") as handle,
    ):
        handle.write(data)


def atomic_write_text(
    path: str | Path, text: str, *, make_folders: bool = True, kind: OutputKind | None = None
) -> None:
    """:func:`atomic_write_bytes` of *text* as UTF-8."""
    atomic_write_bytes(path, text.encode("utf-8"), make_folders=make_folders, kind=kind)
