"""One way to open a roster file, whatever its format: ours (YAML) or BattleScribe's.

The CLI (validate, summary, print, export) and the app open rosters here, so a
``.rosz`` sent to a tournament is checked exactly like a YAML roster.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.roster_exchange.rosfile import is_battlescribe_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    RosterImportReport,
    read_battlescribe_roster,
)
from listbuilder.roster.io import load_roster
from listbuilder.roster.model import Roster

YAML_SUFFIXES = (".yaml", ".yml")
ROSTER_SUFFIXES = (*YAML_SUFFIXES, ".ros", ".rosz")
"""File name endings a folder of rosters is scanned for."""


@dataclass(frozen=True)
class LoadedRoster:
    """A roster as read, with the import report when it came from BattleScribe."""

    roster: Roster
    report: RosterImportReport | None = None


def load_roster_file(path: str | Path, codex: Codex) -> LoadedRoster:
    """Read any roster file; every failure is a RosterFileError naming the file."""
    if is_battlescribe_roster(path):
        roster, report = read_battlescribe_roster(path, codex)
        return LoadedRoster(roster, report)
    return LoadedRoster(load_roster(path))
