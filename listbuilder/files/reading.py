"""Read a file a stranger named: a regular file only, within a size cap, every refusal worded.

A FIFO blocks a read for ever and a device never ends, so the kind of file is checked
before anything is read: the file is opened without waiting (``O_NONBLOCK``, so a FIFO
with no writer cannot hang the open) and its status is taken from the open file, so
nothing can be swapped in between the check and the read. Rosters, tournament packs,
codex files, the compiled codex, BattleScribe rosters and catalogues are all read
through :func:`read_regular_bytes`; each failure is the caller's error class naming the
file and the fix.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TypeVar

from listbuilder.errors import ListBuilderError
from listbuilder.files.oserrors import read_error
from listbuilder.i18n import catalog
from listbuilder.i18n.text import Msg

E = TypeVar("E", bound=ListBuilderError)


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


@dataclass(frozen=True, slots=True)
class SizeCap:
    """The largest file a reader accepts, and the catalogue keys of its refusal."""

    max_bytes: int
    message: str
    """Worded with ``{size}``, the file's size in KiB."""
    hint: str
    """Worded with ``{limit}``, the cap in MiB."""


def what_msg(what: str) -> Msg | str:
    """The kind of file as a catalogue message when the catalogue has it (``roster file``)."""
    key = "error.what." + what.replace(" ", "_")
    return Msg(key) if key in catalog() else what


_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
_OPEN_FLAGS |= getattr(os, "O_BINARY", 0)


def read_regular_bytes(
    path: str | Path,
    error: type[E],
    *,
    what: str = "file",
    cap: SizeCap | None = None,
    folder: Msg | None = None,
) -> bytes:
    """The bytes of a regular file; anything else raises *error* saying what to do.

    *what* names the kind of file the reader wanted (``roster file``); a file over *cap* is
    refused before it is read (and never more than the cap is read, should it grow);
    *folder* replaces the default refusal of a folder ("this is a folder, not a {what}")."""
    source = Path(path)
    try:
        fd = os.open(source, _OPEN_FLAGS)
    except IsADirectoryError:
        raise _folder_refusal(source, error, what, folder) from None
    except OSError as exc:
        raise read_error(exc, source, error) from None
    try:
        info = os.fstat(fd)
        kind = file_kind(info.st_mode)
        if kind is FileKind.FOLDER:
            raise _folder_refusal(source, error, what, folder)
        if kind is FileKind.SPECIAL:
            raise error(
                Msg("error.read.special", what=what_msg(what)),
                file=source,
                hint=Msg("error.read.special.hint", what=what_msg(what)),
            )
        if cap is not None and info.st_size > cap.max_bytes:
            raise _too_big(source, error, cap, info.st_size)
        data = _read_all(fd, None if cap is None else cap.max_bytes + 1)
        if cap is not None and len(data) > cap.max_bytes:
            raise _too_big(source, error, cap, len(data))
        return data
    except OSError as exc:
        raise read_error(exc, source, error) from None
    finally:
        os.close(fd)


def read_own_cache(path: str | Path, max_bytes: int) -> bytes | None:
    """The bytes of one of the app's own cache files, or None when it is not a regular file
    of at most *max_bytes* that can be read: a cache only saves time, so nothing is worded
    (the message catalogue's own cache is read this way, before there are messages)."""
    try:
        fd = os.open(Path(path), _OPEN_FLAGS)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if file_kind(info.st_mode) is not FileKind.FILE or info.st_size > max_bytes:
            return None
        data = _read_all(fd, max_bytes + 1)
        return data if len(data) <= max_bytes else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _read_all(fd: int, limit: int | None) -> bytes:
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


def _folder_refusal(source: Path, error: type[E], what: str, folder: Msg | None) -> E:
    if folder is not None:
        return error(folder, file=source)
    return error(
        Msg("error.read.folder", what=what_msg(what)),
        file=source,
        hint=Msg("error.read.folder.hint"),
    )


def _too_big(source: Path, error: type[E], cap: SizeCap, size: int) -> E:
    return error(
        Msg(cap.message, size=size // 1024),
        file=source,
        hint=Msg(cap.hint, limit=cap.max_bytes // (1024 * 1024)),
    )


def read_text_file(
    path: str | Path, error: type[E], *, what: str = "file", cap: SizeCap | None = None
) -> str:
    """The UTF-8 text of a regular file (see :func:`read_regular_bytes`); a wrong byte is
    located by its line."""
    source = Path(path)
    raw = read_regular_bytes(source, error, what=what, cap=cap)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise error(
            Msg("error.read.not_utf8"),
            file=source,
            line=line,
            hint=Msg("error.read.not_utf8.hint"),
        ) from None
