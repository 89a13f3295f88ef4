"""Output files of the commands: checked before any work, written whole or not at all.

A command never overwrites one of its own inputs (``print X.yaml -o X.yaml``, compared by
identity: links followed, and case-insensitively where the file system is), never replaces
a file of another kind (a roster under the CSV's name: :mod:`listbuilder.files.output_kinds`),
never writes into a folder, a FIFO or a device, and a place it cannot write is a clear
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
from listbuilder.files.output_kinds import OutputKind, kind_refusal, same_file
from listbuilder.files.reading import FileKind, file_kind
from listbuilder.i18n.text import Msg


def check_output(
    path: Path, inputs: Iterable[str | Path] = (), output: OutputKind | None = None
) -> None:
    """Refuse *path* before any work if writing it would fail, destroy an input, or
    replace a file that is not of the *output*'s kind."""
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
        if mode is not None and same_file(path, Path(source)):
            raise OutputPathError(
                Msg("error.output.is_input"), file=path, hint=Msg("error.output.is_input.hint")
            )
    refusal = kind_refusal(path, output) if output is not None and mode is not None else None
    if refusal is not None:
        raise OutputPathError(refusal, file=path, hint=Msg("error.output.wrong_kind.hint"))
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
