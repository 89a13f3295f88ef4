"""One way to open a roster file, whatever its format: ours (YAML), BattleScribe's, or a
text holding a share code.

The CLI (validate, summary, print, export) and the app open rosters here, so a
``.rosz`` sent to a tournament is checked exactly like a YAML roster. The BattleScribe
reader (XML, zip) and the share-code decoder are imported only for the files that need
them: opening our own roster at start costs neither (issue 24).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from listbuilder.files.sniff import (
    ROSTER_SUFFIXES,
    RosterFormat,
    looks_like_pack_or_game,
    looks_like_yaml_roster,
    roster_format,
)
from listbuilder.records import record
from listbuilder.roster.io import parse_roster, read_roster_text
from listbuilder.roster.model import Roster

if TYPE_CHECKING:
    from listbuilder.codex.codex import Codex
    from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
        RosterImportReport,
    )

__all__ = ["ROSTER_SUFFIXES", "LoadedRoster", "PackNotRoster", "load_roster_file"]


@record
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


class PackNotRoster(Exception):
    """A tournament pack or a game file met while a folder of rosters is scanned: skipped,
    not an error."""


def load_roster_file(path: str | Path, codex: Codex, *, skip_packs: bool = False) -> LoadedRoster:
    """Read any roster file, its format decided once (:mod:`listbuilder.files.sniff`);
    every failure is a RosterFileError naming the file as it was given.

    With *skip_packs*, a tournament pack or a game file raises :class:`PackNotRoster`
    instead of being read as a (broken) roster."""
    if roster_format(path) is RosterFormat.BATTLESCRIBE:
        from listbuilder.interop.battlescribe.roster_exchange.roster_reader import (
            read_battlescribe_roster,
        )

        roster, report = read_battlescribe_roster(path, codex)
        return LoadedRoster(roster, report)
    text = read_roster_text(path)
    if skip_packs and looks_like_pack_or_game(text):
        raise PackNotRoster(path)
    if not looks_like_yaml_roster(text):
        from listbuilder.interop.share_code import decode, find_code

        if find_code(text) is not None:
            return LoadedRoster(decode(text, file=Path(path)), from_code=True)
    return LoadedRoster(parse_roster(text, file=path))
