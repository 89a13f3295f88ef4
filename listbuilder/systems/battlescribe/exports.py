"""Exports of a roster of another game: text, Markdown, ``.ros``/``.rosz`` and share codes.

A share code is ``BSR1:`` and letters and digits only (RFC 4648 base 32 of the deflated
JSON of the roster's forces and selections), so a chat leaves it alone; line breaks and
spaces put inside it are skipped. It carries the game system's id and revision, the
roster's name, cost limits and notes (which hold its rule pack and the player's choices), each
force's entry and catalogue, and each selection's entry path, group, number, type, name,
custom name and notes: what the data does not say. Costs, profiles and categories come
back from the data when it is read.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path
from typing import Any

from listbuilder.errors import RosterFileError
from listbuilder.i18n import message
from listbuilder.i18n.text import Msg
from listbuilder.report.inert import terminal_text
from listbuilder.systems.battlescribe.checks import Context, Node, make_context, subtree_cost
from listbuilder.systems.battlescribe.gamedata import GameData
from listbuilder.systems.battlescribe.roster import (
    Force,
    OtherRoster,
    Selection,
    adopt_choices,
    number_ids,
    roster_to_xml,
    with_choices,
)

OTHER_FORMATS = ("text", "markdown", "ros", "rosz", "yaml", "code")
CODE_PREFIX = "BSR1:"
_CODE = re.compile(r"BSR(\d+):")
_ALPHABET = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
MAX_CODE_CHARS = 2_000_000
MAX_CODE_JSON = 8 * 1024 * 1024


def _whole(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0")


def _costs_text(ctx: Context, node: Node) -> str:
    parts = []
    for cost in ctx.data.system.cost_types:
        value = subtree_cost(ctx, node, cost.id)
        if value:
            parts.append(f"{_whole(value)} {cost.name.strip()}")
    return ", ".join(parts)


def _name(selection: Selection) -> str:
    shown = terminal_text(selection.name)
    if selection.custom_name:
        shown += f" “{terminal_text(selection.custom_name)}”"
    if selection.number > 1:
        shown = f"{selection.number}× {shown}"
    return shown


def _primary(data: GameData, node: Node) -> str:
    assert node.selection is not None
    for category in node.selection.categories:
        if category.primary:
            return category.name
    for entry in node.entries:
        for link in entry.category_links:
            if link.primary:
                return data.category_name(node.catalogue, link.target_id, link.name)
    return ""


def _lines(ctx: Context, fmt: str, lang: str) -> list[str]:
    roster = ctx.roster
    totals: list[str] = []
    from listbuilder.systems.battlescribe.checks import totals as roster_totals

    for cost in ctx.data.system.cost_types:
        value = roster_totals(ctx).get(cost.id, 0.0)
        if value or roster.cost_limits.get(cost.id, -1) >= 0:
            limit = roster.cost_limits.get(cost.id, -1.0)
            shown = f"{_whole(value)} {cost.name.strip()}"
            if limit >= 0:
                shown += f" / {_whole(limit)}"
            totals.append(shown)
    system = message(
        "gamedata.export.system", lang, system=ctx.data.name, revision=ctx.data.revision
    )
    md = fmt == "markdown"
    lines = [f"# {terminal_text(roster.name)}" if md else terminal_text(roster.name)]
    lines.append(f"*{system}* · {' · '.join(totals)}" if md else f"{system}: {', '.join(totals)}")
    own = with_choices(roster.notes, {})  # the player's text: the choices' line is for us
    if own:
        lines.append(terminal_text(own))

    def unit(node: Node, depth: int) -> None:
        assert node.selection is not None
        role = _primary(ctx.data, node) if depth == 0 else ""
        costs = _costs_text(ctx, node) if depth == 0 else ""
        extra = " — ".join(part for part in (role, costs) if part)
        name = f"**{_name(node.selection)}**" if md and depth == 0 else _name(node.selection)
        indent = "  " * depth
        lines.append(f"{indent}- {name}" + (f" ({extra})" if extra else ""))
        for child in node.children:
            unit(child, depth + 1)

    def force(node: Node, depth: int) -> None:
        title = terminal_text(node.force.custom_name or node.force.name)
        where = terminal_text(node.force.catalogue_name)
        lines.append("")
        lines.append(f"## {title} — {where}" if md else f"== {title} ({where}) ==")
        for child in node.children:
            unit(child, 0)
        for inner in node.forces:
            force(inner, depth + 1)

    for node in ctx.root.forces:
        force(node, 0)
    return lines


def export_other(roster: OtherRoster, data: GameData, fmt: str, lang: str) -> bytes:
    """*roster* in *fmt* (one of :data:`OTHER_FORMATS`)."""
    if fmt in ("ros", "rosz"):
        return roster_to_xml(roster)
    if fmt == "yaml":
        from listbuilder.systems.battlescribe.yamlroster import roster_to_yaml

        return roster_to_yaml(roster).encode("utf-8")
    if fmt == "code":
        return (encode_code(roster) + "\n").encode("utf-8")
    ctx, _ = make_context(data, roster)
    return ("\n".join(_lines(ctx, fmt, lang)) + "\n").encode("utf-8")


# --- share codes ----------------------------------------------------------------------------


def _selection_record(selection: Selection) -> list[Any]:
    return [
        selection.entry_id,
        selection.number,
        selection.type,
        selection.name,
        selection.entry_group_id,
        selection.custom_name,
        selection.notes,
        [_selection_record(child) for child in selection.selections],
    ]


def _force_record(force: Force) -> list[Any]:
    return [
        force.entry_id,
        force.catalogue_id,
        force.name,
        force.catalogue_name,
        force.catalogue_revision,
        force.custom_name,
        force.notes,
        [_selection_record(s) for s in force.selections],
        [_force_record(f) for f in force.forces],
    ]


def encode_code(roster: OtherRoster) -> str:
    """The roster as one line: ``BSR1:`` then base 32 letters and digits."""
    document: dict[str, Any] = {
        "system": [roster.game_system_id, roster.game_system_name, roster.game_system_revision],
        "name": roster.name,
        "notes": roster.notes,
        "limits": [[k, roster.cost_names.get(k, ""), v] for k, v in roster.cost_limits.items()],
        "forces": [_force_record(f) for f in roster.forces],
    }
    if roster.rules:  # also in the notes' line (which holds every choice): for older readers
        document["rules"] = roster.rules
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"), default=str)
    raw = text.encode("utf-8")
    return CODE_PREFIX + base64.b32encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def find_other_code(text: str) -> int | None:
    found = _CODE.search(text)
    return found.start() if found else None


def _bad(file: str | Path | None, reason: str) -> RosterFileError:
    return RosterFileError(
        Msg("gamedata.code.bad", reason=reason), file=file, hint=Msg("gamedata.code.bad.hint")
    )


def decode_code(text: str, file: str | Path | None = None) -> OtherRoster:
    """The roster of the first ``BSR`` share code in *text* (words around it are left)."""
    found = _CODE.search(text)
    if found is None:
        raise _bad(file, "no BSR1: code")
    if found.group(1) != "1":
        raise _bad(file, f"version {found.group(1)}")
    letters: list[str] = []
    for char in text[found.end() : found.end() + MAX_CODE_CHARS]:
        if char in _ALPHABET:
            letters.append(char)
        elif char in " \t\r\n>":
            continue
        else:
            break
    body = "".join(letters)
    try:
        packed = base64.b32decode(body + "=" * (-len(body) % 8))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_CODE_JSON)
        if inflater.unconsumed_tail:
            raise _bad(file, "too large")
        document = json.loads(raw.decode("utf-8"))
        return _roster_from(document)
    except RosterFileError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, zlib.error, RecursionError) as exc:
        raise _bad(file, type(exc).__name__) from None


class _Budget:
    """What one code may ask for: the bounds of a roster file (``roster/bounds.py``)."""

    def __init__(self) -> None:
        from listbuilder.roster.bounds import MAX_ELEMENTS

        self.left = MAX_ELEMENTS

    def take(self, depth: int) -> None:
        self.left -= 1
        if self.left < 0 or depth > 32:
            raise ValueError("too large or too deeply nested")


def _selection_from(record: list[Any], budget: _Budget, depth: int) -> Selection:
    budget.take(depth)
    entry_id, number, kind, name, group, custom, notes, kids = record
    return Selection(
        id="",
        name=str(name),
        entry_id=str(entry_id),
        number=max(0, min(int(number), 100_000)),
        type=str(kind),
        entry_group_id=str(group),
        custom_name=str(custom),
        notes=str(notes),
        selections=[_selection_from(k, budget, depth + 1) for k in kids],
    )


def _force_from(record: list[Any], budget: _Budget, depth: int) -> Force:
    budget.take(depth)
    entry_id, cat_id, name, cat_name, revision, custom, notes, selections, forces = record
    return Force(
        id="",
        name=str(name),
        entry_id=str(entry_id),
        catalogue_id=str(cat_id),
        catalogue_name=str(cat_name),
        catalogue_revision=int(revision),
        custom_name=str(custom),
        notes=str(notes),
        selections=[_selection_from(s, budget, depth + 1) for s in selections],
        forces=[_force_from(f, budget, depth + 1) for f in forces],
    )


def _roster_from(document: dict[str, Any]) -> OtherRoster:
    system_id, system_name, revision = document["system"]
    roster = OtherRoster(
        id="",
        name=str(document["name"]),
        game_system_id=str(system_id),
        game_system_name=str(system_name),
        game_system_revision=int(revision),
        notes=str(document.get("notes", "")),
    )
    for type_id, name, value in document.get("limits", []):
        roster.cost_limits[str(type_id)] = float(value)
        roster.cost_names[str(type_id)] = str(name)
    rules = document.get("rules", "")
    settings = document.get("settings", {})
    from listbuilder.systems.battlescribe.packs import pack_names

    if rules and rules not in pack_names():
        raise ValueError(f"unknown rule pack {rules!r}")
    if not isinstance(settings, dict):
        raise TypeError("settings")
    if rules:
        roster.rules = str(rules)
    budget = _Budget()
    roster.forces = [_force_from(f, budget, 1) for f in document["forces"]]
    number_ids(roster)
    adopt_choices(roster, settings)  # an older code's choices, into the notes' lines
    return roster
