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

The message and the hint are plain English text or a :class:`~listbuilder.i18n.text.Msg`
(a catalogue key and its parameters): those are rendered at the edge in the reader's
language with :meth:`ListBuilderError.text`, :meth:`hint_text` and :meth:`describe`;
``message``, ``hint`` and ``str()`` stay English (the command line's words).
"""

from __future__ import annotations

from pathlib import Path

from listbuilder.i18n import DEFAULT_LANGUAGE
from listbuilder.i18n import message as catalogue_message

# MessageValueError lives beside Msg (which words it); importable from here as before.
from listbuilder.i18n.text import MessageValueError as MessageValueError
from listbuilder.i18n.text import Msg, render


class ListBuilderError(Exception):
    """Base of every error the core raises on purpose."""

    def __init__(
        self,
        message: str | Msg,
        *,
        file: str | Path | None = None,
        line: int | None = None,
        field: str | None = None,
        hint: str | Msg | None = None,
    ) -> None:
        self.msg = message
        self.hint_msg = hint
        self.file = str(file) if file is not None else None
        self.line = line
        self.field = field
        super().__init__(self.describe())

    @property
    def message(self) -> str:
        """The message in English."""
        return self.text()

    @property
    def hint(self) -> str | None:
        """The fix in English, if there is one."""
        return self.hint_text()

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The message in *lang* (English when it has no catalogue key)."""
        return render(self.msg, lang)

    def hint_text(self, lang: str = DEFAULT_LANGUAGE) -> str | None:
        return render(self.hint_msg, lang) if self.hint_msg is not None else None

    def where(self, lang: str = DEFAULT_LANGUAGE) -> str:
        parts: list[str] = []
        if self.file:
            parts.append(self.file if self.line is None else f"{self.file}:{self.line}")
        if self.field:
            parts.append(catalogue_message("error.field", lang, field=self.field))
        return ", ".join(parts)

    def describe(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """Where, what and the fix on one line, in *lang*."""
        where = self.where(lang)
        text = self.text(lang)
        text = f"{where}: {text}" if where else text
        hint = self.hint_text(lang)
        if hint:
            text += f" ({hint})"
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


class CollectionFileError(ListBuilderError):
    """A collection file cannot be read or saved."""
