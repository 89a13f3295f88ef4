"""Window words with a count said from a mixin: a mixin's ``tr()`` looks its text up under the
window's class, where no translation is kept, so these live in a class of their own."""

from __future__ import annotations

from PySide6.QtCore import QObject


class ImportWords(QObject):
    """The BattleScribe import report's words (context ``ImportWords``)."""

    def head(self, notes: int) -> str:
        """``%1 was read from BattleScribe; 9 notes on what was done:`` (``%1``: the file)."""
        return self.tr("%1 was read from BattleScribe; %n note(s) on what was done:", "", notes)


def import_report_head(notes: int) -> str:
    return ImportWords().head(notes)
