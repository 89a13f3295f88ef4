"""One way to open a roster file, whatever its format: ours (YAML), BattleScribe's, or a
text holding a share code.

The CLI (validate, summary, print, export) and the app open rosters here, so a
``.rosz`` sent to a tournament is checked exactly like a YAML roster.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from listbuilder.codex.codex import Codex
from listbuilder.interop.battlescribe.roster_exchange.rosfile import is_battlescribe_roster
from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
    RosterImportReport,
    read_battlescribe_roster,
)
from listbuilder.interop.share_code import decode, find_code
from listbuilder.roster.io import parse_roster, read_roster_text
from listbuilder.roster.model import Roster

YAML_SUFFIXES = (".yaml", ".yml")
ROSTER_SUFFIXES = (*YAML_SUFFIXES, ".ros", ".rosz")
"""File name endings a folder of rosters is scanned for."""


@dataclass(frozen=True)
class LoadedRoster:
    """A roster as read, with the import report when it came from BattleScribe."""

    roster: Roster
    report: RosterImportReport | None = None
    from_code: bool = False
    """Read from a share code: like a BattleScribe roster, never saved over its file."""

    @property
    def savable(self) -> bool:
        """Whether saving may write back to the file it came from (ours only)."""
        return self.report is None and not self.from_code


def load_roster_file(path: str | Path, codex: Codex) -> LoadedRoster:
    """Read any roster file; every failure is a RosterFileError naming the file."""
    if is_battlescribe_roster(path):
        roster, report = read_battlescribe_roster(path, codex)
        return LoadedRoster(roster, report)
    text = read_roster_text(path)
    if not looks_like_yaml_roster(text) and find_code(text) is not None:
        return LoadedRoster(decode(text, file=Path(path)), from_code=True)
    return LoadedRoster(parse_roster(text, file=Path(path)))


_YAML_ROSTER = re.compile(r"^format:\s*['\"]?netepic-roster/", re.MULTILINE)


def looks_like_yaml_roster(text: str) -> bool:
    """Whether *text* is one of our YAML rosters (whose notes may quote a share code)."""
    return _YAML_ROSTER.search(text) is not None
