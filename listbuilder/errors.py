"""The exception tree of the core.

ListBuilderError
 ├─ CodexError          a codex file (army book, game system, abilities) is malformed
 ├─ RosterFileError     a roster file cannot be read or written
 └─ ImportSourceError   an import source (BattleScribe files) cannot be read

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


class ImportSourceError(ListBuilderError):
    """An import source cannot be read."""
