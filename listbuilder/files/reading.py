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
from pathlib import Path
from typing import TypeVar

from listbuilder.errors import ListBuilderError
from listbuilder.files import windows
from listbuilder.files.oserrors import read_error
from listbuilder.i18n import catalog
from listbuilder.i18n.text import Msg
from listbuilder.raw_files import OPEN_FLAGS, FileKind, file_kind, read_all
from listbuilder.records import record

E = TypeVar("E", bound=ListBuilderError)


@record(slots=True)
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
    if windows.WINDOWS and windows.is_device_name(source.name):
        raise _special(source, error, what)  # never opened: CON would wait for the keyboard
    try:
        fd = os.open(windows.windows_path(source), OPEN_FLAGS)
    except IsADirectoryError:
        raise _folder_refusal(source, error, what, folder) from None
    except PermissionError as exc:
        if _is_folder(source):  # Windows opens no folder: "access denied", not EISDIR
            raise _folder_refusal(source, error, what, folder) from None
        raise read_error(exc, source, error) from None
    except OSError as exc:
        raise read_error(exc, source, error) from None
    try:
        info = os.fstat(fd)
        kind = file_kind(info.st_mode)
        if kind is FileKind.FOLDER:
            raise _folder_refusal(source, error, what, folder)
        if kind is FileKind.SPECIAL:
            raise _special(source, error, what)
        if cap is not None and info.st_size > cap.max_bytes:
            raise _too_big(source, error, cap, info.st_size)
        data = read_all(fd, None if cap is None else cap.max_bytes + 1)
        if cap is not None and len(data) > cap.max_bytes:
            raise _too_big(source, error, cap, len(data))
        return data
    except OSError as exc:
        raise read_error(exc, source, error) from None
    finally:
        os.close(fd)


def _special(source: Path, error: type[E], what: str) -> E:
    return error(
        Msg("error.read.special", what=what_msg(what)),
        file=source,
        hint=Msg("error.read.special.hint", what=what_msg(what)),
    )


def _is_folder(path: Path) -> bool:
    try:
        return os.path.isdir(path)
    except (OSError, ValueError):
        return False


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
