"""Output files of the commands: checked before any work, written whole or not at all.

A command never overwrites one of its own inputs (``print X.yaml -o X.yaml``), never
writes into a folder, a FIFO or a device, and a place it cannot write is a clear
error with exit status 2 instead of a traceback. The writing itself is
:func:`listbuilder.files.saving.saved_output`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from listbuilder.errors import OutputPathError
from listbuilder.files import windows
from listbuilder.files.oserrors import write_error
from listbuilder.files.reading import FileKind, file_kind
from listbuilder.i18n.text import Msg


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def check_output(path: Path, inputs: Iterable[str | Path] = ()) -> None:
    """Refuse *path* before any work if writing it would fail or destroy an input."""
    if windows.WINDOWS:
        problem = windows.windows_name_problem(path.name)
        if problem is not None:
            raise OutputPathError(problem, file=path)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise write_error(exc, path, OutputPathError, key="error.output.unusable") from None
    kind = file_kind(mode) if mode is not None else None
    if kind is FileKind.FOLDER:
        raise OutputPathError(
            Msg("error.output.folder"),
            file=path,
            hint=Msg("error.output.folder.hint", example=str(path / "out")),
        )
    if kind is FileKind.SPECIAL:
        raise OutputPathError(
            Msg("error.output.special"), file=path, hint=Msg("error.output.special.hint")
        )
    for source in inputs:
        if mode is not None and _same_file(path, Path(source)):
            raise OutputPathError(
                Msg("error.output.is_input"), file=path, hint=Msg("error.output.is_input.hint")
            )
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OutputPathError(
            Msg("error.output.no_folder"),
            file=path,
            hint=Msg("error.output.no_folder.hint", folder=str(parent)),
        )
    if not os.access(parent, os.W_OK | os.X_OK) or (
        mode is not None and not os.access(path, os.W_OK)
    ):
        raise OutputPathError(
            Msg("error.output.forbidden"), file=path, hint=Msg("error.output.forbidden.hint")
        )
