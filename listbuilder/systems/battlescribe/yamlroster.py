"""Our YAML format for rosters of other games: what BattleScribe's ``.ros`` cannot hold.

The rule pack chosen for a roster and what the player sets that the roster does not say (a
warlord, each unit's deployment...) live in the notes' ``listbuilder:`` lines, as in a
``.ros`` (:mod:`.roster`); ``rules`` is also said at the top for a reader. This format keeps
a ``system:`` record naming the game system, and the forces and selections (entry paths,
numbers, names and notes; costs, profiles and categories come from the data when it is
read). An older file's ``settings:`` mapping is read into the notes' lines::

    format: listbuilder-game-roster/1
    system: {id: 28ec-711c-d87f-3aeb, name: "Warhammer 40,000 9th Edition", revision: 250}
    name: Strike Force
    rules: mac-hammer
    notes: "listbuilder: rules=mac-hammer; game-size=2000"
    cost_limits: [{type: points, name: pts, value: 2000}]
    forces:
      - {entry: a0c7-..., catalogue: 846d-..., name: Patrol Detachment -2CP, selections: [...]}

It is read with the roster files' YAML limits, through the safe loader; a wrong shape is a
:class:`RosterFileError` naming the file, the line and the field.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from listbuilder.errors import RosterFileError
from listbuilder.files.sniff import looks_like_game_roster
from listbuilder.i18n.text import Msg
from listbuilder.systems.battlescribe.roster import (
    Force,
    OtherRoster,
    Selection,
    adopt_choices,
    number_ids,
)

FORMAT = "listbuilder-game-roster/1"

__all__ = ["FORMAT", "looks_like_game_roster", "roster_from_yaml", "roster_to_yaml"]


def _selection_data(selection: Selection) -> dict[str, Any]:
    data: dict[str, Any] = {"entry": selection.entry_id, "name": selection.name}
    if selection.number != 1:
        data["number"] = selection.number
    data["type"] = selection.type
    for key, value in (
        ("group", selection.entry_group_id),
        ("custom_name", selection.custom_name),
        ("notes", selection.notes),
    ):
        if value:
            data[key] = value
    if selection.selections:
        data["selections"] = [_selection_data(s) for s in selection.selections]
    return data


def _force_data(force: Force) -> dict[str, Any]:
    data: dict[str, Any] = {
        "entry": force.entry_id,
        "catalogue": force.catalogue_id,
        "name": force.name,
        "catalogue_name": force.catalogue_name,
    }
    if force.catalogue_revision:
        data["catalogue_revision"] = force.catalogue_revision
    for key, value in (("custom_name", force.custom_name), ("notes", force.notes)):
        if value:
            data[key] = value
    data["selections"] = [_selection_data(s) for s in force.selections]
    if force.forces:
        data["forces"] = [_force_data(f) for f in force.forces]
    return data


def roster_to_yaml(roster: OtherRoster) -> str:
    from listbuilder.files.yamlio import dump_text

    data: dict[str, Any] = {
        "format": FORMAT,
        "system": {
            "id": roster.game_system_id,
            "name": roster.game_system_name,
            "revision": roster.game_system_revision,
        },
        "name": roster.name,
    }
    if roster.rules:  # also in the notes' line: said here for a reader of the file
        data["rules"] = roster.rules
    if roster.notes:
        data["notes"] = roster.notes
    data["cost_limits"] = [
        {"type": type_id, "name": roster.cost_names.get(type_id, ""), "value": value}
        for type_id, value in roster.cost_limits.items()
    ]
    data["forces"] = [_force_data(f) for f in roster.forces]
    return dump_text(data)


class _Shape(Exception):
    def __init__(self, where: str, what: str) -> None:
        super().__init__(where)
        self.where = where
        self.what = what


def _text(data: dict[str, Any], key: str, where: str, *, required: bool = False) -> str:
    value = data.get(key)
    if value is None:
        if required:
            raise _Shape(f"{where}.{key}" if where else key, "text")
        return ""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise _Shape(f"{where}.{key}" if where else key, "text")
    return str(value)


def _int(data: dict[str, Any], key: str, where: str, default: int) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1_000_000:
        raise _Shape(f"{where}.{key}" if where else key, "whole_number")
    return value


def _list(data: dict[str, Any], key: str, where: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise _Shape(f"{where}.{key}" if where else key, "list")
    return value


def _mapping(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _Shape(where, "mapping")
    return value


def _selection(value: Any, where: str, depth: int) -> Selection:
    if depth > 32:
        raise _Shape(where, "mapping")
    data = _mapping(value, where)
    return Selection(
        id="",
        name=_text(data, "name", where),
        entry_id=_text(data, "entry", where, required=True),
        number=_int(data, "number", where, 1),
        type=_text(data, "type", where) or "upgrade",
        entry_group_id=_text(data, "group", where),
        custom_name=_text(data, "custom_name", where),
        notes=_text(data, "notes", where),
        selections=[
            _selection(item, f"{where}.selections[{i}]", depth + 1)
            for i, item in enumerate(_list(data, "selections", where))
        ],
    )


def _force(value: Any, where: str, depth: int) -> Force:
    if depth > 8:
        raise _Shape(where, "mapping")
    data = _mapping(value, where)
    return Force(
        id="",
        name=_text(data, "name", where),
        entry_id=_text(data, "entry", where, required=True),
        catalogue_id=_text(data, "catalogue", where, required=True),
        catalogue_name=_text(data, "catalogue_name", where),
        catalogue_revision=_int(data, "catalogue_revision", where, 0),
        custom_name=_text(data, "custom_name", where),
        notes=_text(data, "notes", where),
        selections=[
            _selection(item, f"{where}.selections[{i}]", 1)
            for i, item in enumerate(_list(data, "selections", where))
        ],
        forces=[
            _force(item, f"{where}.forces[{i}]", depth + 1)
            for i, item in enumerate(_list(data, "forces", where))
        ],
    )


def roster_from_yaml(text: str, file: str | Path) -> OtherRoster:
    """A roster of another game from our YAML (:class:`RosterFileError` for a wrong one)."""
    from listbuilder.files.yamlio import ROSTER_LIMITS, line_of, load_yaml

    data = load_yaml(text, file, RosterFileError, limits=ROSTER_LIMITS)
    try:
        top = _mapping(data, "")
        if top.get("format") != FORMAT:
            raise _Shape("format", "format")
        system = _mapping(top.get("system"), "system")
        settings = _mapping(top.get("settings", {}), "settings")
        roster = OtherRoster(
            id="",
            name=_text(top, "name", ""),
            game_system_id=_text(system, "id", "system", required=True),
            game_system_name=_text(system, "name", "system"),
            game_system_revision=_int(system, "revision", "system", 0),
            notes=_text(top, "notes", ""),
        )
        rules = _text(top, "rules", "")
        if rules:
            from listbuilder.systems.battlescribe.packs import pack_names

            if rules not in pack_names():
                raise _Shape("rules", "pack")
            roster.rules = rules
        for index, item in enumerate(_list(top, "cost_limits", "")):
            limit = _mapping(item, f"cost_limits[{index}]")
            type_id = _text(limit, "type", f"cost_limits[{index}]", required=True)
            value = limit.get("value", -1)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise _Shape(f"cost_limits[{index}].value", "number")
            roster.cost_limits[type_id] = float(value)
            roster.cost_names[type_id] = _text(limit, "name", f"cost_limits[{index}]")
        roster.forces = [
            _force(item, f"forces[{i}]", 1) for i, item in enumerate(_list(top, "forces", ""))
        ]
    except _Shape as shape:
        path: list[int | str] = [
            int(part) if part.isdigit() else part
            for part in re.split(r"[.\[\]]+", shape.where)
            if part
        ]
        raise RosterFileError(
            Msg("gamedata.yaml.shape", field=shape.where, what=Msg(f"gamedata.yaml.{shape.what}")),
            file=file,
            line=line_of(text, path),
            field=shape.where,
        ) from None
    number_ids(roster)
    adopt_choices(roster, settings)  # an older file's choices, into the notes' lines
    return roster
