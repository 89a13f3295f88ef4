"""Atomic writes whose failures are already our worded errors: what the commands, the
window and the exports call, so none of them handles an ``OSError`` itself."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from listbuilder.errors import ListBuilderError
from listbuilder.files.oserrors import write_error
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.writing import atomic_output
from listbuilder.i18n.text import Msg

E = TypeVar("E", bound=ListBuilderError)

_CANNOT_WRITE_HERE = "error.output.cannot_write_here"
_WRITE_FAILED = "error.write.failed"


@contextmanager
def saved_output(
    path: str | Path,
    error: type[E],
    *,
    key: str | None = None,
    hint: Msg | None = None,
    kind: OutputKind | None = None,
) -> Iterator[Path]:
    """A temporary file for a writer that wants a file name (ReportLab, ``csv``); it
    replaces *path* only if the block succeeds, else *path* is left as it was.

    A place refused before the block runs reads "cannot write here"; a failure while
    writing or renaming reads "cannot write the file"; both raise *error* (worded by
    message *key* with ``{reason}`` when given)."""
    started = False
    try:
        with atomic_output(path, kind=kind) as tmp:
            started = True
            yield tmp
    except OSError as exc:
        wording = key or (_WRITE_FAILED if started else _CANNOT_WRITE_HERE)
        raise write_error(exc, path, error, key=wording, hint=hint) from None


def save_bytes(
    path: str | Path,
    data: bytes,
    error: type[E],
    *,
    hint: Msg | None = None,
    kind: OutputKind | None = None,
) -> None:
    """Replace *path*'s content with *data*; a refusal raises *error* (see :func:`saved_output`)."""
    with saved_output(path, error, hint=hint, kind=kind) as tmp, open(tmp, "wb") as handle:
        handle.write(data)
