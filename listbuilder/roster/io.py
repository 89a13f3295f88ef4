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

import difflib
import os
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from listbuilder.errors import ReadOnlyRosterError, RosterFileError
from listbuilder.files.oserrors import write_error
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import SizeCap, read_text_file
from listbuilder.files.writing import (
    BadNameError,
    FileInUseError,
    NotAFileError,
    ReadOnlyFileError,
    WrongKindError,
    atomic_write_text,
)
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import place_text
from listbuilder.roster.model import (
    FORMAT,
    KINDS,
    AttachedCard,
    Company,
    DataRecord,
    Force,
    Roster,
    StructureCard,
    collections_of,
)

if TYPE_CHECKING:
    import yaml

# PyYAML and pydantic are imported by the first roster read or saved, not with this module:
# the window imports it while it starts, before anyone opens a roster.

FORMAT_PREFIX = "netepic-roster/"

# --- writing -------------------------------------------------------------------


class _FlowMap(dict[str, int]):
    """A mapping written on one line: ``{group.choice: 2}``."""


@cache
def _roster_dumper() -> type[yaml.SafeDumper]:
    """The YAML dumper for rosters: indented lists, one-line option counts, literal notes.

    The pure-Python dumper is used because the C emitter cannot indent block sequences;
    saving is rare, so its speed does not matter.
    """
    import yaml

    class RosterDumper(yaml.SafeDumper):
        def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
            super().increase_indent(flow, False)

        def ignore_aliases(self, data: Any) -> bool:
            return True  # a roster file holds no alias (readers refuse them): repeat instead

    RosterDumper.add_representer(_FlowMap, _represent_flow_map)
    RosterDumper.add_representer(str, _represent_str)
    return RosterDumper


def _represent_flow_map(dumper: yaml.SafeDumper, data: _FlowMap) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", dict(data), flow_style=True)


_BREAKS = frozenset("\r\x85\u2028\u2029\ufeff")


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    """Literal blocks for multi-line notes; escapes (double quotes) for odd characters."""
    style: str | None = None
    if not data.replace("\n", "").isprintable() or any(ch in _BREAKS for ch in data):
        style = '"'
    elif "\n" in data:
        style = "|"
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_FLOW_WIDTH = 72
"""Option counts longer than this on one line are written one per line."""


def _options_data(options: dict[str, int]) -> dict[str, int]:
    width = sum(len(key) + len(str(count)) + 4 for key, count in options.items())
    return _FlowMap(options) if width <= _FLOW_WIDTH else dict(options)


def _entry_data(entry: Company | AttachedCard | StructureCard) -> dict[str, Any]:
    data: dict[str, Any] = {"card": entry.card}
    if entry.name is not None:
        data["name"] = entry.name
    if entry.options:
        data["options"] = _options_data(entry.options)
    if entry.notes is not None:
        data["notes"] = entry.notes
    return data


def _card_data(entry: Company | AttachedCard | StructureCard) -> dict[str, Any]:
    data = _entry_data(entry)
    _add_held(entry, data)
    return data


def _add_held(holder: object, data: dict[str, Any]) -> None:
    """The elements *holder* holds, by kind in :data:`~listbuilder.roster.model.KINDS`
    order; an empty collection is left out (a force's ``companies`` is always written)."""
    for collection in collections_of(holder):
        items = getattr(holder, collection)
        if items or collection == "companies":
            data[collection] = [_card_data(item) for item in items]


def _force_data(force: Force) -> dict[str, Any]:
    data: dict[str, Any] = {"list": force.list_id}
    if force.name is not None:
        data["name"] = force.name
    if force.notes is not None:
        data["notes"] = force.notes
    _add_held(force, data)
    return data


def _data_record(record: DataRecord) -> dict[str, Any]:
    data: dict[str, Any] = {}
    if record.system_revision is not None:
        data["system_revision"] = record.system_revision
    data["books"] = dict(sorted(record.books.items()))
    return data


def roster_to_data(roster: Roster) -> dict[str, Any]:
    """The roster as plain YAML data, keys in the canonical order."""
    data: dict[str, Any] = {"format": roster.format, "name": roster.name}
    if roster.points_limit is not None:
        data["points_limit"] = roster.points_limit
    if roster.notes is not None:
        data["notes"] = roster.notes
    if roster.player is not None:
        data["player"] = roster.player
    if roster.event is not None:
        data["event"] = roster.event
    if roster.data is not None:
        data["data"] = _data_record(roster.data)
    data["forces"] = [_force_data(force) for force in roster.forces]
    if roster.pack is not None:  # last: the house rules carried whole are the longest part
        pack: dict[str, Any] = {"name": roster.pack.name, "hash": roster.pack.hash}
        if roster.pack.content is not None:
            pack["content"] = roster.pack.content
        data["pack"] = pack
    return data


def dump_roster(roster: Roster, *, quick: bool = False) -> str:
    """The YAML text of a roster: the one writer of roster YAML (saves, exports, the
    clipboard's fragments, autosaves). Canonical unless *quick*: an autosave takes libyaml's
    emitter and writes very long texts in slices (:func:`_quick_text`), a layout that reads
    back to the same roster."""
    if quick:
        return _quick_text(roster)
    import yaml

    text: str = yaml.dump(
        roster_to_data(roster),
        Dumper=_roster_dumper(),
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )
    return text


def save_roster(roster: Roster, path: str | Path) -> None:
    """Write the roster atomically; links, permissions and read-only files are respected.

    See :mod:`listbuilder.files.writing`: a symbolic link's target is updated, 0600 stays
    0600, hard links keep sharing the content, and a read-only file raises
    :class:`ReadOnlyRosterError` instead of being replaced. Every refusal is worded in the
    reader's language, the system's reason included (:mod:`listbuilder.files.oserrors`).
    """
    target = Path(path)
    try:
        atomic_write_text(target, dump_roster(roster), kind=OutputKind.ROSTER)
    except ReadOnlyFileError:
        raise ReadOnlyRosterError(
            Msg("error.roster.read_only"), file=target, hint=Msg("error.roster.read_only.hint")
        ) from None
    except (NotAFileError, WrongKindError, BadNameError) as exc:
        raise write_error(
            exc, target, RosterFileError, key="error.roster.save_here", hint=_SAVE_HERE_HINT
        ) from None
    except FileInUseError as exc:  # its reason says what to do
        raise write_error(exc, target, RosterFileError, key="error.roster.save") from None
    except OSError as exc:
        raise write_error(
            exc, target, RosterFileError, key="error.roster.save", hint=_FOLDER_HINT
        ) from None


_SAVE_HERE_HINT = Msg("error.roster.save_here.hint")
_FOLDER_HINT = Msg("error.folder_writable.hint")


# --- reading -------------------------------------------------------------------

_KNOWN_KEYS = {
    "roster": "format, name, points_limit, notes, forces",
    # The hint names a force's usual keys (a pinned text); `structures` and `name` are
    # suggested when the unknown key is a misspelling of one (see _unknown_key_hint).
    "force": "list, notes, companies",
    "company": "card, options, notes, attached",
    "attached": "card, options, notes",
    "structure": "card, options, notes",
    "data": "system_revision, books",
}


def _level(loc: tuple[int | str, ...]) -> str:
    """The kind of element a place is in (``company``), by its deepest collection."""
    if [step for step in loc if isinstance(step, str)][:1] == ["data"]:
        return "data"
    for step in reversed(loc):
        kind = KINDS.get(step) if isinstance(step, str) else None
        if kind is not None:
            return kind.param
    return "roster"


_SIMPLE = {
    "string_type": "error.roster.text",
    "string_too_short": "error.roster.text",
    "int_type": "error.roster.whole_number",
    "int_parsing": "error.roster.whole_number",
    "int_from_float": "error.roster.whole_number",
    "tuple_type": "error.roster.list",
    "list_type": "error.roster.list",
    "dict_type": "error.roster.mapping",
    "model_type": "error.roster.mapping",
    "model_attributes_type": "error.roster.mapping",
}
"""Pydantic error types whose message and fix take no parameter: their catalogue key."""


_OPTIONAL_KEYS = {
    "roster": ("player", "event", "data", "pack"),
    "force": ("structures", "name"),
    "company": ("name",),
    "attached": ("name",),
    "structure": ("name",),
}
"""Keys a level accepts beyond those its hint lists: suggested only for a near miss."""


def _unknown_key_hint(level: str, key: str) -> Msg:
    close = difflib.get_close_matches(key.lower(), _OPTIONAL_KEYS.get(level, ()), n=1, cutoff=0.7)
    if close:
        return Msg("error.roster.unknown_key.close", close=close[0])
    return Msg("error.roster.unknown_key.hint", keys=_KNOWN_KEYS[level])


def _describe(error: Any) -> tuple[Msg | str, Msg | None]:
    """A message and a fix for one pydantic error, in a player's words."""
    kind = error["type"]
    loc: tuple[int | str, ...] = tuple(error["loc"])
    last = loc[-1] if loc else ""
    if kind == "extra_forbidden":
        return (
            Msg("error.roster.unknown_key", key=repr(last)),
            _unknown_key_hint(_level(loc[:-1]), str(last)),
        )
    if kind == "missing":
        return (
            Msg("error.roster.missing_key", key=repr(last)),
            Msg("error.roster.missing_key.hint", key=last),
        )
    if kind == "greater_than_equal":
        return Msg("error.roster.too_small"), Msg(
            "error.roster.at_least.hint", limit=error["ctx"]["ge"]
        )
    if kind == "greater_than":
        return Msg("error.roster.too_small"), Msg(
            "error.roster.more_than.hint", limit=error["ctx"]["gt"]
        )
    if kind == "less_than_equal":
        return Msg("error.roster.too_big"), Msg(
            "error.roster.at_most.hint", limit=error["ctx"]["le"]
        )
    if kind == "too_long" and loc[:2] == ("data", "books"):
        return Msg("error.roster.data_books", limit=error["ctx"]["max_length"]), Msg(
            "error.roster.data_books.hint"
        )
    key = _SIMPLE.get(kind)
    if key == "error.roster.mapping" and last == "options":
        key = "error.roster.options_mapping"
    if key is not None:
        return Msg(key), Msg(key + ".hint")
    from listbuilder.files.yamlio import model_problem

    return model_problem(error), None


def parse_roster(text: str, file: str | Path | None = None) -> Roster:
    """Parse roster YAML text; ``file`` only names the source in errors.

    A text of the form the app writes is read without PyYAML (:mod:`.plain_yaml`, to the
    same data); any other goes through the safe loader and its limits."""
    from listbuilder.roster.plain_yaml import plain_data

    data: Any = plain_data(text)
    if data is None:
        from listbuilder.files.yamlio import ROSTER_LIMITS, load_yaml

        data = load_yaml(text, file, RosterFileError, limits=ROSTER_LIMITS)
    if data is None:
        raise RosterFileError(
            Msg("error.roster.empty"),
            file=file,
            line=1,
            hint=Msg("error.roster.start_with.hint", format=FORMAT),
        )
    if not isinstance(data, dict):
        raise RosterFileError(
            Msg("error.roster.not_mapping"),
            file=file,
            line=1,
            hint=Msg("error.roster.start_with.hint", format=FORMAT),
        )
    return roster_from_data(data, file, text)


def roster_from_data(
    data: dict[Any, Any], file: str | Path | None = None, text: str = ""
) -> Roster:
    """The roster that plain *data* describes (a file's, or a share code's); *text*, when
    the data was read from one, locates the problems by line."""
    _check_format(data, text, file)
    from listbuilder.roster.bounds import CountError, check_roster_counts, count_refusal

    try:
        check_roster_counts(data)  # before anything is built per card or per model
    except CountError as exc:
        line = _line_of_place(text, exc.place) if text else None
        raise count_refusal(exc, file, line) from None
    from listbuilder.roster.fastpath import plain_roster

    plain = plain_roster(data)
    if plain is not None:  # the common file, exactly as the schema would read it
        return plain
    from pydantic import ValidationError

    from listbuilder.files.yamlio import line_of
    from listbuilder.roster import schema

    try:
        return schema.check(data)
    except ValidationError as exc:
        errors = exc.errors()
        first = errors[0]
        loc = tuple(first["loc"])
        message, hint = _describe(first)
        if len(errors) > 1:
            more = Msg("error.roster.more_problems", count=len(errors) - 1)
            hint = Msg("error.roster.hint_and_more", hint=hint, more=more) if hint else more
        raise RosterFileError(
            message,
            file=file,
            line=line_of(text, list(loc)) if text else None,
            field=place_text(loc) or None,
            hint=hint,
        ) from None


def _line_of_place(text: str, place: tuple[int | str, ...]) -> int | None:
    """The line of the value at *place* (keys and indexes), found by reading the text's
    events only as far as that value: a refused count in a 200,000-card file is located in
    a fraction of the time composing the whole document takes (None if it is not found)."""
    import yaml

    from listbuilder.files.yamlio import SafeLoader

    target = list(place)
    stack: list[list[Any]] = []  # per open collection: [is mapping, key or index, key next]
    # the events stop at the place: what follows it is never read
    try:
        for event in yaml.parse(text, Loader=SafeLoader):
            if isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                stack.pop()
                _advance(stack)
                continue
            if not isinstance(event, yaml.NodeEvent):
                continue
            if stack and stack[-1][0] and stack[-1][2]:  # a mapping's key
                stack[-1][1], stack[-1][2] = getattr(event, "value", None), False
                continue
            path = [frame[1] for frame in stack]
            if path == target:
                mark = event.start_mark
                return int(mark.line) + 1 if mark is not None else None
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                mapping = isinstance(event, yaml.MappingStartEvent)
                stack.append([mapping, None if mapping else 0, mapping])
                continue
            _advance(stack)
    except yaml.YAMLError:
        return None
    return None


def _advance(stack: list[list[Any]]) -> None:
    """A value ended: the mapping now waits for a key, the sequence counts its next item."""
    if not stack:
        return
    if stack[-1][0]:
        stack[-1][2] = True
    else:
        stack[-1][1] += 1


def _check_format(data: dict[Any, Any], text: str, file: str | Path | None) -> None:
    tag = data.get("format")
    if tag == FORMAT:
        return
    from listbuilder.files.yamlio import line_of

    if tag is None:
        raise RosterFileError(
            Msg("error.roster.no_format"),
            file=file,
            line=1,
            hint=Msg("error.roster.no_format.hint", format=FORMAT),
        )
    line = line_of(text, ["format"])
    if isinstance(tag, str) and tag.startswith(FORMAT_PREFIX):
        raise RosterFileError(
            Msg("error.roster.newer_format", tag=repr(tag), format=repr(FORMAT)),
            file=file,
            line=line,
            field="format",
            hint=Msg("error.roster.newer_format.hint"),
        )
    raise RosterFileError(
        Msg("error.roster.bad_format", tag=repr(tag)),
        file=file,
        line=line,
        field="format",
        hint=Msg("error.roster.bad_format.hint", format=FORMAT),
    )


def read_roster_text(path: str | Path) -> str:
    """The text of a roster file; a missing, unreadable or non-UTF-8 file is a RosterFileError."""
    from listbuilder.roster.bounds import MAX_ROSTER_BYTES

    cap = SizeCap(MAX_ROSTER_BYTES, "error.ros.too_large_file", "error.ros.too_large_file.hint")
    return read_text_file(path, RosterFileError, what="roster file", cap=cap)


def load_roster(path: str | Path) -> Roster:
    """Read a roster file; every failure is a :class:`RosterFileError` naming the file."""
    return parse_roster(read_roster_text(path), file=Path(path))


# --- the quick layout of autosaves ---------------------------------------------------

LONG_TEXT = 1 << 16
"""Texts longer than this (a name or a note of megabytes) are escaped by :func:`_quoted` in
slices, not by the YAML emitter in one go."""
SLICE = 1 << 20


@cache
def _escaped() -> re.Pattern[str]:
    """What a double-quoted YAML scalar cannot hold as it is (compiled on first use: start-up
    reads rosters, only autosaves write this way)."""
    return re.compile(r'[\\"\x00-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]')


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in '\\"':
        return "\\" + char
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _quoted(text: str) -> str:
    """*text* as a double-quoted YAML scalar on one line, escaped one slice at a time: the
    thread writing the autosave lets the window run between slices (a C emitter holds
    Python's lock for the whole text: 1.5 s for a 30 MB name)."""
    parts = ['"']
    for start in range(0, len(text), SLICE):
        parts.append(_escaped().sub(_escape, text[start : start + SLICE]))
    parts.append('"')
    return "".join(parts)


def _quick_text(roster: Roster) -> str:
    """The roster as YAML that :func:`load_roster` reads back, quickly:
    libyaml's C emitter where there is one (the canonical pure-Python dumper takes tens of
    seconds on a roster holding a 30 MB name; layout does not matter in an autosave), with
    every very long text written in by :func:`_quoted`."""
    import yaml

    dumper = getattr(yaml, "CSafeDumper", None)
    if dumper is None:  # PyYAML built without libyaml
        return dump_roster(roster)
    nonce = os.urandom(6).hex()
    long_texts: list[str] = []

    def set_aside(value: object) -> object:
        if isinstance(value, str) and len(value) > LONG_TEXT:
            long_texts.append(value)
            return f"lblong{nonce}x{len(long_texts) - 1}"
        if isinstance(value, dict):  # keys stay: a long key needs YAML's explicit "? " form
            return {key: set_aside(item) for key, item in value.items()}
        if isinstance(value, list):
            return [set_aside(item) for item in value]
        return value

    text: str = yaml.dump(
        set_aside(roster_to_data(roster)),
        Dumper=dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )
    if not long_texts:
        return text
    parts = re.split(f"lblong{nonce}x([0-9]+)", text)
    for index in range(1, len(parts), 2):
        parts[index] = _quoted(long_texts[int(parts[index])])
    return "".join(parts)
