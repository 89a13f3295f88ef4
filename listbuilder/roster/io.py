"""Read and write roster files (YAML, format ``netepic-roster/1``).

A saved roster is canonical: keys in a fixed order, empty fields left out,
option counts as one-line mappings. Loading a canonical file and saving it
again gives the same bytes; comments and other layouts are normalised.

Every problem while reading raises :class:`~listbuilder.errors.RosterFileError`
naming the file, the line, the field and, where there is one, the fix.
Saving writes a temporary file and renames it, so a crash never leaves half
a roster on disk.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from listbuilder.codex.yamlio import ROSTER_LIMITS, line_of, load_yaml, read_text_file
from listbuilder.errors import ReadOnlyRosterError, RosterFileError
from listbuilder.roster.model import FORMAT, AttachedCard, Company, Force, Roster
from listbuilder.safewrite import NotAFileError, ReadOnlyFileError, atomic_write_text

FORMAT_PREFIX = "netepic-roster/"

# --- writing -------------------------------------------------------------------


class _FlowMap(dict[str, int]):
    """A mapping written on one line: ``{group.choice: 2}``."""


class _RosterDumper(yaml.SafeDumper):
    """The YAML dumper for rosters: indented lists, one-line option counts, literal notes.

    The pure-Python dumper is used because the C emitter cannot indent block sequences;
    saving is rare, so its speed does not matter.
    """

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)


def _represent_flow_map(dumper: _RosterDumper, data: _FlowMap) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", dict(data), flow_style=True)


_BREAKS = frozenset("\r\x85\u2028\u2029\ufeff")


def _represent_str(dumper: _RosterDumper, data: str) -> yaml.Node:
    """Literal blocks for multi-line notes; escapes (double quotes) for odd characters."""
    style: str | None = None
    if not data.replace("\n", "").isprintable() or any(ch in _BREAKS for ch in data):
        style = '"'
    elif "\n" in data:
        style = "|"
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_RosterDumper.add_representer(_FlowMap, _represent_flow_map)
_RosterDumper.add_representer(str, _represent_str)


_FLOW_WIDTH = 72
"""Option counts longer than this on one line are written one per line."""


def _options_data(options: dict[str, int]) -> dict[str, int]:
    width = sum(len(key) + len(str(count)) + 4 for key, count in options.items())
    return _FlowMap(options) if width <= _FLOW_WIDTH else dict(options)


def _entry_data(entry: Company | AttachedCard) -> dict[str, Any]:
    data: dict[str, Any] = {"card": entry.card}
    if entry.options:
        data["options"] = _options_data(entry.options)
    if entry.notes is not None:
        data["notes"] = entry.notes
    return data


def _company_data(company: Company) -> dict[str, Any]:
    data = _entry_data(company)
    if company.attached:
        data["attached"] = [_entry_data(card) for card in company.attached]
    return data


def _force_data(force: Force) -> dict[str, Any]:
    data: dict[str, Any] = {"list": force.list_id}
    if force.notes is not None:
        data["notes"] = force.notes
    data["companies"] = [_company_data(company) for company in force.companies]
    return data


def roster_to_data(roster: Roster) -> dict[str, Any]:
    """The roster as plain YAML data, keys in the canonical order."""
    data: dict[str, Any] = {"format": roster.format, "name": roster.name}
    if roster.points_limit is not None:
        data["points_limit"] = roster.points_limit
    if roster.notes is not None:
        data["notes"] = roster.notes
    data["forces"] = [_force_data(force) for force in roster.forces]
    return data


def dump_roster(roster: Roster) -> str:
    """The canonical YAML text of a roster."""
    text: str = yaml.dump(
        roster_to_data(roster),
        Dumper=_RosterDumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )
    return text


def save_roster(roster: Roster, path: str | Path) -> None:
    """Write the roster atomically; links, permissions and read-only files are respected.

    See :mod:`listbuilder.safewrite`: a symbolic link's target is updated, 0600 stays
    0600, hard links keep sharing the content, and a read-only file raises
    :class:`ReadOnlyRosterError` instead of being replaced.
    """
    target = Path(path)
    try:
        atomic_write_text(target, dump_roster(roster))
    except ReadOnlyFileError:
        raise ReadOnlyRosterError(
            "the file is read-only, so it was not changed",
            file=target,
            hint="save the roster under another name (Save As), or make the file writable",
        ) from None
    except NotAFileError as exc:
        raise RosterFileError(
            f"cannot save the roster here: {exc.strerror}",
            file=target,
            hint="choose a file name",
        ) from None
    except OSError as exc:
        raise RosterFileError(
            f"cannot save the roster: {exc.strerror or exc}",
            file=target,
            hint="check that the folder exists and that you may write to it",
        ) from None


# --- reading -------------------------------------------------------------------

_KNOWN_KEYS = {
    "roster": "format, name, points_limit, notes, forces",
    "force": "list, notes, companies",
    "company": "card, options, notes, attached",
    "attached": "card, options, notes",
}


def _level(loc: tuple[int | str, ...]) -> str:
    names = [step for step in loc if isinstance(step, str)]
    if "attached" in names:
        return "attached"
    if "companies" in names:
        return "company"
    if "forces" in names:
        return "force"
    return "roster"


def _field_name(loc: tuple[int | str, ...]) -> str:
    text = ""
    previous: int | str | None = None
    for step in loc:
        if isinstance(step, int) or previous == "options":
            text += f"[{step}]"
        else:
            text += f".{step}" if text else step
        previous = step
    return text


def _describe(error: Any) -> tuple[str, str | None]:
    """A message and a fix for one pydantic error, in a player's words."""
    kind = error["type"]
    loc: tuple[int | str, ...] = tuple(error["loc"])
    last = loc[-1] if loc else ""
    if kind == "extra_forbidden":
        return (
            f"unknown key {last!r}",
            f"keys allowed here: {_KNOWN_KEYS[_level(loc[:-1])]}; check the spelling",
        )
    if kind == "missing":
        return f"missing key {last!r}", f"add '{last}:' here"
    if kind in ("string_type", "string_too_short"):
        return "this must be non-empty text", "put the value in quotes"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return "this must be a whole number", "write digits only, e.g. 3000"
    if kind == "greater_than_equal":
        return "this number is too small", f"it must be {error['ctx']['ge']} or more"
    if kind == "greater_than":
        return "this number is too small", f"it must be more than {error['ctx']['gt']}"
    if kind in ("tuple_type", "list_type"):
        return "this must be a list", "write one '- ' item per line"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        if last == "options":
            return "options must be a mapping", "write them as {group.choice: count}"
        return "this must be a mapping of keys", "write 'key: value' lines, indented"
    return str(error["msg"]), None


def parse_roster(text: str, file: str | Path | None = None) -> Roster:
    """Parse roster YAML text; ``file`` only names the source in errors."""
    data = load_yaml(text, file, RosterFileError, limits=ROSTER_LIMITS)
    if data is None:
        raise RosterFileError(
            "the file is empty", file=file, line=1, hint=f"start it with 'format: {FORMAT}'"
        )
    if not isinstance(data, dict):
        raise RosterFileError(
            "a roster must be a mapping of keys",
            file=file,
            line=1,
            hint=f"start it with 'format: {FORMAT}'",
        )
    _check_format(data, text, file)
    try:
        return Roster.model_validate(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        loc = tuple(first["loc"])
        message, hint = _describe(first)
        if len(errors) > 1:
            more = f"{len(errors) - 1} more problem(s) in this file"
            hint = f"{hint}; {more}" if hint else more
        raise RosterFileError(
            message,
            file=file,
            line=line_of(text, list(loc)),
            field=_field_name(loc) or None,
            hint=hint,
        ) from None


def _check_format(data: dict[Any, Any], text: str, file: str | Path | None) -> None:
    tag = data.get("format")
    if tag == FORMAT:
        return
    if tag is None:
        raise RosterFileError(
            "this file has no 'format' key, so it is not a listbuilder roster",
            file=file,
            line=1,
            hint=f"add 'format: {FORMAT}' as the first line",
        )
    line = line_of(text, ["format"])
    if isinstance(tag, str) and tag.startswith(FORMAT_PREFIX):
        raise RosterFileError(
            f"roster format {tag!r} is not supported by this version (it reads {FORMAT!r})",
            file=file,
            line=line,
            field="format",
            hint="update listbuilder to open this roster",
        )
    raise RosterFileError(
        f"format {tag!r} is not a roster format",
        file=file,
        line=line,
        field="format",
        hint=f"a roster starts with 'format: {FORMAT}'",
    )


def read_roster_text(path: str | Path) -> str:
    """The text of a roster file; a missing, unreadable or non-UTF-8 file is a RosterFileError."""
    return read_text_file(path, RosterFileError, what="roster file")


def load_roster(path: str | Path) -> Roster:
    """Read a roster file; every failure is a :class:`RosterFileError` naming the file."""
    return parse_roster(read_roster_text(path), file=Path(path))
