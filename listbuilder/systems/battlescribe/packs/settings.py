"""What the player sets that a BattleScribe roster does not say, kept in the roster itself.

A pack needs choices no ``.ros`` field holds: each unit's deployment, the Warlord, the
transport an infantry unit brings, the pre-game stratagem, a declared game size, the
Outsider tie-break, BFG squadrons and each ship's leadership. They are kept as one line
``listbuilder: key=value; key=value`` in the ``customNotes`` of the roster (roster-wide
choices) and of each unit's selection (that unit's choices), as NetEpic's ``.ros`` writer
keeps player and event. BattleScribe shows the line as a note and keeps it, so the choices
round-trip through ``.ros``/``.rosz`` and share codes (which carry the notes); the player's
own note text around the line is left as it is.

Roster keys: ``warlord`` (a selection id), ``game-size`` (points), ``stratagem`` (free
text), ``opponent-pl`` (the opponent's Power Level), ``divided-table`` (``yes``/``no``: who
divided the table, for an Only War tie). Unit keys: ``deploy`` (``table``,
``reinforcements``, ``reserves``), ``transport`` (the id of the assigned transport's
selection), ``embarked`` (the id of the transport the unit starts in), ``joins`` (the id
of the independent character the unit accompanies: one choice with it, Mac Hammer MH-14),
``squadron`` (a name), ``ld`` (6 to 9, or empty while not rolled).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from listbuilder.systems.battlescribe.roster import OtherRoster, Selection

PREFIX = "listbuilder:"
ROSTER_KEYS = ("warlord", "game-size", "stratagem", "opponent-pl", "divided-table")
UNIT_KEYS = ("deploy", "transport", "embarked", "joins", "squadron", "ld")
DEPLOYMENTS = ("table", "reinforcements", "reserves")


@dataclass
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


def parse_line(notes: str) -> dict[str, str]:
    """The ``key=value`` pairs of the ``listbuilder:`` line of *notes* (unknown keys kept)."""
    for line in notes.splitlines():
        if line.strip().startswith(PREFIX):
            body = line.strip()[len(PREFIX) :]
            pairs: dict[str, str] = {}
            for part in body.split(";"):
                key, sep, value = part.partition("=")
                if sep and key.strip():
                    pairs[key.strip()] = value.strip()
            return pairs
    return {}


def with_line(notes: str, pairs: dict[str, str]) -> str:
    """*notes* with its ``listbuilder:`` line replaced by *pairs* (removed when empty)."""
    kept = [line for line in notes.splitlines() if not line.strip().startswith(PREFIX)]
    clean = {k: " ".join(v.replace(";", ",").split()) for k, v in pairs.items() if v.strip() != ""}
    if clean:
        kept.append(PREFIX + " " + "; ".join(f"{k}={v}" for k, v in clean.items()))
    return "\n".join(kept)


def _walk(selections: list[Selection]) -> list[Selection]:
    found: list[Selection] = []
    for selection in selections:
        found.append(selection)
        found.extend(_walk(selection.selections))
    return found


def read_settings(roster: OtherRoster) -> PackSettings:
    """Every choice kept in *roster*'s notes."""
    settings = PackSettings(parse_line(roster.notes))
    for _, force in roster.all_forces():
        for selection in _walk(force.selections):
            pairs = parse_line(selection.notes)
            if pairs:
                settings.units[selection.id] = pairs
    return settings


def set_roster_choice(roster: OtherRoster, key: str, value: str) -> None:
    """Set (or, with an empty *value*, clear) one roster-wide choice."""
    pairs = parse_line(roster.notes)
    pairs[key] = value
    roster.notes = with_line(roster.notes, pairs)


def set_unit_choice(selection: Selection, key: str, value: str) -> None:
    """Set (or, with an empty *value*, clear) one choice of a unit."""
    pairs = parse_line(selection.notes)
    pairs[key] = value
    selection.notes = with_line(selection.notes, pairs)
