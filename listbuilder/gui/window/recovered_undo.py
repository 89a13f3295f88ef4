"""The undo history kept with the autosave, so that Ctrl+Z still works after a crash
recovery: the rosters Undo goes back to, each with the words of the edit that followed it
(in every language of the window; the edit itself is not needed to undo or redo it)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.gui import core
from listbuilder.i18n import LANGUAGES
from listbuilder.records import record
from listbuilder.roster.edits import Operation

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.roster.model import Roster

UNDO_KEPT = 30
"""The newest undo steps kept with the autosave (the roster is written once per step)."""
MAX_UNDO_BYTES = 32 * 1024 * 1024
"""A larger undo file is not read (the roster itself is still recovered)."""


@record
class RecoveredEdit(Operation):
    """An edit brought back from the autosave: its Edit-menu words, in each language."""

    labels: tuple[tuple[str, str], ...]

    def apply(self, roster: Roster) -> Roster:
        return roster  # never applied: undo and redo use the rosters kept around it

    @property
    def scope(self) -> str:
        return ""

    def label(self, roster: Roster, lang: str = "en", codex: Codex | None = None) -> str:
        words = dict(self.labels)
        return words.get(lang) or words.get("en") or ""


def undo_text(
    steps: list[tuple[Roster, Operation]], codex: Codex, write: Callable[[Roster], str]
) -> str:
    """*steps* (:meth:`History.undo_steps`, the newest :data:`UNDO_KEPT`) as the undo file,
    each roster as *write* gives it (the autosave's own writer: this module sits below it)."""
    kept = steps[-UNDO_KEPT:]
    return json.dumps(
        {
            "version": 1,
            "steps": [
                {
                    "roster": write(roster),
                    "labels": {lang: operation.label(roster, lang, codex) for lang in LANGUAGES},
                }
                for roster, operation in kept
            ],
        }
    )


def read_undo(path: Path) -> list[tuple[Roster, Operation]]:
    """The undo steps kept in *path*; none when it is missing, too large or damaged (the
    recovered roster opens all the same, without its history)."""
    try:
        if not path.is_file() or path.stat().st_size > MAX_UNDO_BYTES:
            return []
        data = json.loads(path.read_text(encoding="utf-8"))
        steps: list[tuple[Roster, Operation]] = []
        for step in data["steps"]:
            labels = tuple((str(k), str(v)) for k, v in dict(step["labels"]).items())
            steps.append(
                (core.roster_io.parse_roster(str(step["roster"]), path), RecoveredEdit(labels))
            )
    except (OSError, ValueError, KeyError, TypeError, core.errors.ListBuilderError):
        return []
    return steps
