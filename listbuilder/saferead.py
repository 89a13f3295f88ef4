"""Read a file a stranger named: a regular file only, within a size cap, every refusal worded.

A FIFO blocks a read for ever and a device never ends, so the kind of file is checked on
its status before it is opened (:func:`file_kind`, also used by the writers and the command
line's folder scan). Rosters, tournament packs, codex files and BattleScribe rosters are all
read through :func:`read_regular_bytes`; each failure is the caller's error class naming the
file and the fix.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import TypeVar

from listbuilder.errors import ListBuilderError
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
    refused before it is read; *folder* replaces the default refusal of a folder ("this is a
    folder, not a {what}", give a file)."""
    source = Path(path)
    try:
        info = source.stat()
        kind = file_kind(info.st_mode)
        if kind is FileKind.FOLDER:
            if folder is not None:
                raise error(folder, file=source)
            raise error(
                Msg("error.read.folder", what=what_msg(what)),
                file=source,
                hint=Msg("error.read.folder.hint"),
            )
        if kind is FileKind.SPECIAL:
            raise error(
                Msg("error.read.special", what=what_msg(what)),
                file=source,
                hint=Msg("error.read.special.hint", what=what_msg(what)),
            )
        if cap is not None and info.st_size > cap.max_bytes:
            raise error(
                Msg(cap.message, size=info.st_size // 1024),
                file=source,
                hint=Msg(cap.hint, limit=cap.max_bytes // (1024 * 1024)),
            )
        return source.read_bytes()
    except FileNotFoundError:
        raise error(
            Msg("error.read.missing"), file=source, hint=Msg("error.read.missing.hint")
        ) from None
    except OSError as exc:
        raise error(
            Msg("error.read.failed", reason=exc.strerror or str(exc)), file=source
        ) from None
