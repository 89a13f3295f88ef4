"""The exception tree: every error a player can meet, in one place.

ListBuilderError
 ├─ CodexError              a codex file (army book, game system, abilities) is malformed
 ├─ RosterFileError         a roster file cannot be read or written
 │   └─ ReadOnlyRosterError the roster file is read-only (the app offers Save As)
 ├─ ImportSourceError       an import source (BattleScribe files) cannot be read
 ├─ TournamentPackError     a tournament pack cannot be read
 ├─ EditError               an edit names a missing element or an impossible value
 ├─ OutputPathError         an output file that cannot or must not be written
 └─ PrintError              a printout cannot be made (paper, sections, the PDF file)

Each error carries the file and, where known, the line and the field, so the
CLI and the GUI can say where to look and what to fix.
"""

from __future__ import annotations

from pathlib import Path


class ListBuilderError(Exception):
    """Base of every error the core raises on purpose."""

    def __init__(
        self,
        message: str,
        *,
        file: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
        hint: str | None = None,
    ) -> None:
        self.message = message
        self.file = str(file) if file is not None else None
        self.line = line
        self.field = field
        self.hint = hint
        super().__init__(self.describe())

    def where(self) -> str:
        parts: list[str] = []
        if self.file:
            parts.append(self.file if self.line is None else f"{self.file}:{self.line}")
        if self.field:
            parts.append(f"field '{self.field}'")
        return ", ".join(parts)

    def describe(self) -> str:
        where = self.where()
        text = f"{where}: {self.message}" if where else self.message
        if self.hint:
            text += f" ({self.hint})"
        return text


class CodexError(ListBuilderError):
    """A codex data file is malformed."""


class RosterFileError(ListBuilderError):
    """A roster file cannot be read, parsed or saved."""


class ReadOnlyRosterError(RosterFileError):
    """The roster file is read-only: it is left alone, and the app offers Save As."""


class ImportSourceError(ListBuilderError):
    """An import source cannot be read."""


class TournamentPackError(ListBuilderError):
    """A tournament pack cannot be read."""


class EditError(ListBuilderError):
    """An operation names an element that does not exist, or an impossible value."""


class OutputPathError(ListBuilderError):
    """An output file that cannot or must not be written."""


class PrintError(ListBuilderError, ValueError):
    """A printout cannot be made: an unknown paper size or section, or the PDF cannot be
    written. Also a ``ValueError``, as bad paper and section names were before."""
