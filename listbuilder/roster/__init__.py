"""Rosters: the document model, YAML files, edits and the undo history.

from listbuilder.roster import History, load_roster, save_roster
from listbuilder.roster.edits import AttachCard
"""

from __future__ import annotations

from listbuilder.roster.history import History, RosterChanged
from listbuilder.roster.io import dump_roster, load_roster, parse_roster, save_roster
from listbuilder.roster.model import AttachedCard, Company, Force, Roster, parse_path

__all__ = [
    "AttachedCard",
    "Company",
    "Force",
    "History",
    "Roster",
    "RosterChanged",
    "dump_roster",
    "load_roster",
    "parse_path",
    "parse_roster",
    "save_roster",
]
