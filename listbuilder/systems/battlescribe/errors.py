"""The error of BattleScribe game data that cannot be read or added."""

from __future__ import annotations

from listbuilder.errors import ListBuilderError


class GameDataError(ListBuilderError):
    """A game system or catalogue file (or a data folder) that cannot be read, added or
    found; names the file, the line where known, and the fix. Commands exit 2 on it."""
