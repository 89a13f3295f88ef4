"""What the player sets that a BattleScribe roster does not say, kept in the roster itself.

A pack needs choices no ``.ros`` field holds: each unit's deployment, the Warlord, the
transport an infantry unit brings, the pre-game stratagem, a declared game size, the
Outsider tie-break, BFG squadrons and each ship's leadership. They are kept as one line
``listbuilder: key=value; key=value`` in the ``customNotes`` of the roster (roster-wide
choices) and of each unit's selection (that unit's choices), as NetEpic's ``.ros`` writer
keeps player and event. BattleScribe shows the line as a note and keeps it, so the choices
round-trip through ``.ros``/``.rosz`` and share codes (which carry the notes); the player's
own note text around the line is left as it is. That line is the choices' only storage: the
roster's ``rules`` and ``settings`` (:class:`~..roster.OtherRoster`) read and write it, and
the primitives (parse, write, refs) are :mod:`..roster`'s; this module is the API over them.

A choice naming another unit (the Warlord, a transport, a leader) names it by its ``ref``, a
short label (``u1``, ``u2``...) kept in that unit's own line: selection ids do not survive a
share code (it carries the notes, and new ids are given on reading), labels do.
:func:`refer` sets such a choice; :func:`read_settings` gives the selection id it names.

Roster keys: ``rules`` (the pack this roster is played under: ``mac-hammer``,
``only-war``, ``bfg``; ``validate`` uses it when no ``--rules`` is given), ``warlord`` (a
unit's ref), ``game-size`` (points), ``stratagem`` (free text), ``opponent-pl`` (the
opponent's Power Level), ``divided-table`` (``yes``/``no``: who divided the table, for an
Only War tie).

Unit keys: ``ref`` (this unit's label), ``deploy`` (``table``, ``reinforcements``,
``reserves``), ``transport`` (the ref of the assigned transport), ``embarked`` (the ref of
the transport the unit starts in), ``joins`` (the ref of the independent character the unit
accompanies: one choice with it, Mac Hammer MH-14), ``squadron`` (a name), ``ld`` (6 to 9,
or empty while not rolled), ``non-operational`` (``yes`` when the unit can never hold
objectives: Mac Hammer's control multiplier 0).
"""

from __future__ import annotations

from listbuilder.records import field, record
from listbuilder.systems.battlescribe.roster import (
    CHOICES_PREFIX,
    REFERENCE_KEYS,
    OtherRoster,
    Selection,
    ensure_ref,
    parse_choices,
    read_choices,
    set_choice,
    with_choices,
)

PREFIX = CHOICES_PREFIX
ROSTER_KEYS = ("rules", "warlord", "game-size", "stratagem", "opponent-pl", "divided-table")
UNIT_KEYS = ("ref", "deploy", "transport", "embarked", "joins", "squadron", "ld", "non-operational")
DEPLOYMENTS = ("table", "reinforcements", "reserves")
REFERENCES = REFERENCE_KEYS
"""Keys whose value is another unit's ref (read back as its selection id)."""
parse_line = parse_choices
with_line = with_choices
__all__ = [
    "DEPLOYMENTS",
    "PREFIX",
    "REFERENCES",
    "ROSTER_KEYS",
    "UNIT_KEYS",
    "PackSettings",
    "chosen_pack",
    "ensure_ref",
    "parse_line",
    "read_settings",
    "refer",
    "set_roster_choice",
    "set_unit_choice",
    "with_line",
]


@record
class PackSettings:
    """The choices of one roster: roster-wide ones and each unit's, by selection id."""

    roster: dict[str, str] = field(default_factory=dict)
    units: dict[str, dict[str, str]] = field(default_factory=dict)

    def unit(self, selection_id: str) -> dict[str, str]:
        return self.units.get(selection_id, {})

    def deployment(self, selection_id: str) -> str:
        value = self.unit(selection_id).get("deploy", "table")
        return value if value in DEPLOYMENTS else "table"

    def number(self, key: str) -> int | None:
        """A roster-wide whole number (``None`` when unset or not a number)."""
        text = self.roster.get(key, "").strip()
        return int(text) if text.isdigit() else None


def read_settings(roster: OtherRoster) -> PackSettings:
    """Every choice kept in *roster*'s notes (a unit named by its selection id)."""
    found, units = read_choices(roster)
    return PackSettings(found, units)


def refer(roster: OtherRoster, owner: Selection | None, key: str, target: Selection | None) -> None:
    """Set a choice naming another unit (*owner* ``None``: a roster-wide one such as the
    Warlord); *target* ``None`` clears it."""
    value = ensure_ref(roster, target) if target is not None else ""
    if owner is None:
        set_roster_choice(roster, key, value)
    else:
        set_unit_choice(owner, key, value)


def set_roster_choice(roster: OtherRoster, key: str, value: str) -> None:
    """Set (or, with an empty *value*, clear) one roster-wide choice."""
    set_choice(roster, key, value)


def set_unit_choice(selection: Selection, key: str, value: str) -> None:
    """Set (or, with an empty *value*, clear) one choice of a unit."""
    set_choice(selection, key, value)


def chosen_pack(roster: OtherRoster) -> str | None:
    """The pack the roster says it is played under (its ``rules`` choice), if a known one."""
    from listbuilder.systems.battlescribe.packs.names import PACK_MODULES

    name = roster.rules
    return name if name in PACK_MODULES else None
