"""Output files of the commands: checked before any work, written whole or not at all.

A command never overwrites one of its own inputs (``print X.yaml -o X.yaml``), never
writes into a folder, a FIFO or a device, and a place it cannot write is a clear
error with exit status 2 instead of a traceback.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from listbuilder.errors import OutputPathError


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def check_output(path: Path, inputs: Iterable[str | Path] = ()) -> None:
    """Refuse *path* before any work if writing it would fail or destroy an input."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise OutputPathError(
            f"cannot use this output file: {exc.strerror or exc}", file=path
        ) from None
    if mode is not None and stat.S_ISDIR(mode):
        raise OutputPathError(
            "this is a folder, not a file",
            file=path,
            hint=f"give a file name inside it, e.g. {path / 'out'}",
        )
    if mode is not None and not stat.S_ISREG(mode):
        raise OutputPathError(
            "this is a special file (a FIFO or a device), not a regular file",
            file=path,
            hint="give the name of a regular file",
        )
    for source in inputs:
        if mode is not None and _same_file(path, Path(source)):
            raise OutputPathError(
                "this is an input file of the command: writing here would overwrite it",
                file=path,
                hint="choose another output file name",
            )
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OutputPathError(
            "the folder of this output file does not exist",
            file=path,
            hint=f"create {parent} first, or choose another place",
        )
    if not os.access(parent, os.W_OK | os.X_OK) or (
        mode is not None and not os.access(path, os.W_OK)
    ):
        raise OutputPathError(
            "you may not write here", file=path, hint="choose a folder you may write to"
        )


@contextmanager
def written_atomically(path: Path) -> Iterator[Path]:
    """A temporary file beside *path* to write; it replaces *path* only if the block succeeds."""
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise OutputPathError(f"cannot write here: {exc.strerror or exc}", file=path) from None
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        try:
            mode = stat.S_IMODE(path.stat().st_mode)  # an existing file keeps its permissions
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except OSError as exc:
        raise OutputPathError(f"cannot write the file: {exc.strerror or exc}", file=path) from None
    finally:
        tmp.unlink(missing_ok=True)
