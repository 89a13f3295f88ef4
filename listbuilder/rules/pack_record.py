"""The ``pack:`` record of a roster: which house rules it was built under.

Apart from :mod:`listbuilder.rules.house_rules` so that saving and exporting (and the window's
start) need no pydantic: a pack is only read when a roster names one.
"""

from __future__ import annotations

from dataclasses import replace

from listbuilder.codex.codex import HouseRules
from listbuilder.roster.model import PackRecord, Roster


def stamped(roster: Roster, house: HouseRules | None) -> Roster:
    """*roster* carrying the record of the pack *house* came from (the pack itself included),
    so it reopens under it; *roster* as it is without house rules."""
    if house is None:
        return roster
    record = PackRecord(name=house.name, hash=house.hash, content=house.content)
    if roster.pack == record:
        return roster
    return replace(roster, pack=record)


def record_label(record: PackRecord) -> str:
    """A roster's pack as printouts and messages name it: its name and hash."""
    return f"{record.name} [{record.hash}]" if record.name else f"[{record.hash}]"
