"""The YAML that :func:`listbuilder.roster.io.dump_roster` writes, read without PyYAML.

Importing PyYAML and walking a text's events for the limits cost more than the rest of
opening a roster at start (issue 24). The files the app writes use a small part of YAML:
block mappings and sequences indented by two spaces, plain, single-quoted and literal
(``|``, ``|-``) texts, whole numbers, option counts on one line (``{a.b: 1}``), ``[]``.
A roster written by another program through PyYAML (``yaml.safe_dump``) differs only in
its sequences, which stand at their key's own indent (``forces:`` then ``- list: ...``
under it): read too, so a roster written by hand or by a script is also opened without
PyYAML (issue 32). :func:`plain_data` reads exactly that part, to what PyYAML's safe
loader builds from it.
For anything else it returns None and the caller reads the text with PyYAML, which
words every problem: comments, blank lines, tabs, other quotes, layouts or indents, a
value YAML would take for a bool, a null, a float or a date (``yes``, ``1e3``,
``2024-01-01``), a duplicate key, a text past the roster limits. Refusing is always
safe; ``tests/roster/test_plain_yaml.py`` checks that what is read equals PyYAML's
reading, on generated rosters and on mutations of their text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from listbuilder.files.yaml_limits import ROSTER_LIMITS, Limits

_KEY_LINE = re.compile(r"([A-Za-z_][A-Za-z0-9_.\-]*):(?: (.*))?\Z")
_FLOW_ITEM = re.compile(r"([A-Za-z_][A-Za-z0-9_.\-]*): (0|[1-9][0-9]{0,17})\Z")
_INT = re.compile(r"(?:0|[1-9][0-9]{0,17})\Z")
_DIGIT = re.compile(r"[0-9]")
_BREAKS = ("\r", "\x85", "\u2028", "\u2029", "\ufeff")
"""Line breaks YAML knows besides ``\\n``, and the byte-order mark: left to PyYAML."""
_WORDS = frozenset({"y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"})
"""Plain words YAML 1.1 reads as a bool or a null (any case): not texts."""
_NUMERIC = frozenset("0123456789+-._: \teExXbBoOaAcCdDfFtTzZiInN")
"""Every character YAML's int, float and timestamp forms may hold: a plain value with a
digit and only these might be one, so it is left to PyYAML."""
_MAX_KEY = 1024
"""Longest implicit key YAML allows (1,024 characters to its ``:``); PyYAML and libyaml
refuse a longer one, so a text holding one is left to them (issue 30)."""
_MAX_DEPTH = 8
"""A roster nests 7 levels (roster, forces, force, companies, company, attached, card's
options); deeper is not a file the app wrote."""


class _NotPlain(Exception):
    """The text leaves the written subset: PyYAML reads it."""


def plain_data(text: str, limits: Limits = ROSTER_LIMITS) -> dict[str, Any] | None:
    """What PyYAML's safe loader reads from *text* when it is of the form the app writes
    (a mapping at the top) and within *limits*; None for any other text."""
    if len(text) > limits.max_chars or not text.endswith("\n"):
        return None
    if any(mark in text for mark in _BREAKS):
        return None
    reader = _Reader(text[:-1].split("\n"), limits.max_nodes)
    try:
        data = reader.mapping(0, None, 0)
        if reader.at < len(reader.lines):  # a less indented line, left over
            return None
    except _NotPlain:
        return None
    return data


@lru_cache(maxsize=4096)
def _plain_text(value: str) -> bool:
    """Whether *value*, written plain, is read back by YAML as this very text (cached: a
    roster repeats its keys and card ids)."""
    if not value or not (value[0].isalnum() or value[0] == "_"):
        return False  # empty (a null), or an indicator, a quote, a sign first
    if value[-1] == ":" or ": " in value or " #" in value or not value.isprintable():
        return False  # a mapping, a comment, a tab, a trailing space (stripped)
    if value[-1] == " " or value.lower() in _WORDS:
        return False
    return not (_DIGIT.search(value) and _NUMERIC.issuperset(value))


class _Reader:
    """Reads the lines top-down; each level knows its own indentation exactly."""

    def __init__(self, lines: list[str], max_nodes: int) -> None:
        self.lines = lines
        self.at = 0
        self.nodes = 0
        self.max_nodes = max_nodes

    def _count(self, nodes: int = 1) -> None:
        """Values as PyYAML's limit walk counts them (keys, scalars, collections)."""
        self.nodes += nodes
        if self.nodes > self.max_nodes:
            raise _NotPlain

    def _indent(self, line: str) -> int:
        return len(line) - len(line.lstrip(" "))

    def mapping(self, column: int, first: str | None, depth: int) -> dict[str, Any]:
        """A block mapping whose keys stand at *column*; *first* is its first line's text
        when it follows a sequence's ``- `` (already read)."""
        if depth > _MAX_DEPTH:
            raise _NotPlain
        self._count()
        result: dict[str, Any] = {}
        line = first
        while True:
            if line is None:
                if self.at >= len(self.lines):
                    break
                raw = self.lines[self.at]
                indent = self._indent(raw)
                if indent < column and raw:
                    break  # the next key or item of an outer level
                if indent != column:
                    raise _NotPlain  # blank, or more indented (a continued value)
                line = raw[column:]
                self.at += 1
            match = _KEY_LINE.match(line)
            if match is None:
                raise _NotPlain
            key, rest = match.group(1), match.group(2)
            if len(key) > _MAX_KEY or not _plain_text(key) or key in result:
                raise _NotPlain
            self._count()
            result[key] = self._value(rest, column, depth)
            line = None
        return result

    def _value(self, rest: str | None, column: int, depth: int) -> Any:
        """The value after ``key:`` (None: the key ended its line)."""
        if rest is None:
            return self._block(column + 2, depth + 1)
        if rest == "[]":
            self._count()
            return []
        if rest == "{}":
            self._count()
            return {}
        if rest in ("|", "|-"):
            self._count()
            return self._literal(column, keep_last_break=rest == "|")
        if rest.startswith("{"):
            return self._flow_counts(rest)
        if rest.startswith("'"):
            self._count()
            return _single_quoted(rest)
        self._count()
        if _INT.match(rest):
            return int(rest)
        if not _plain_text(rest):
            raise _NotPlain
        return rest

    def _block(self, column: int, depth: int) -> Any:
        """The sequence or mapping on the lines under a key, indented by two spaces, or a
        sequence at the key's own indent (*column* - 2), as PyYAML writes one."""
        if self.at >= len(self.lines):
            raise _NotPlain  # a key with nothing: a null
        raw = self.lines[self.at]
        if self._indent(raw) == column - 2 and raw.startswith("- ", column - 2):
            return self._sequence(column - 2, depth, at_key=True)
        if self._indent(raw) != column:
            raise _NotPlain
        if raw.startswith("- ", column):
            return self._sequence(column, depth)
        return self.mapping(column, None, depth)

    def _sequence(self, column: int, depth: int, *, at_key: bool = False) -> list[Any]:
        """Mappings, each after a ``- `` at *column*; *at_key*: the sequence stands at its
        key's indent, and the mapping's next key (at *column*, no ``- ``) ends it."""
        if depth > _MAX_DEPTH:
            raise _NotPlain
        self._count()
        items: list[Any] = []
        while self.at < len(self.lines):
            raw = self.lines[self.at]
            indent = self._indent(raw)
            if indent < column and raw:
                break
            if at_key and raw and indent == column and not raw.startswith("-", column):
                break  # the next key of the mapping that holds the sequence
            if indent != column or not raw.startswith("- ", column):
                raise _NotPlain
            self.at += 1
            items.append(self.mapping(column + 2, raw[column + 2 :], depth + 1))
        return items

    def _literal(self, column: int, *, keep_last_break: bool) -> str:
        """A literal text's lines, more indented than its key; no trailing blank line."""
        if self.at >= len(self.lines):
            raise _NotPlain
        indent = self._indent(self.lines[self.at])
        if indent <= column or not self.lines[self.at].strip(" "):
            raise _NotPlain  # empty, or starting with a blank line: left to PyYAML
        body: list[str] = []
        while self.at < len(self.lines):
            raw = self.lines[self.at]
            if raw and self._indent(raw) < indent:
                break
            text = raw[indent:]
            if raw and (text.endswith(" ") or not text.isprintable()):
                raise _NotPlain
            body.append(text)
            self.at += 1
        if not body[-1]:
            raise _NotPlain  # blank lines at the end: kept or not by the chomping
        joined = "\n".join(body)
        return joined + "\n" if keep_last_break else joined

    def _flow_counts(self, rest: str) -> dict[str, int]:
        """``{a.b: 1, c.d: 2}``: option counts on one line."""
        if not rest.endswith("}"):
            raise _NotPlain
        counts: dict[str, int] = {}
        for item in rest[1:-1].split(", "):
            match = _FLOW_ITEM.match(item)
            if (
                match is None
                or len(match.group(1)) > _MAX_KEY
                or match.group(1) in counts
                or not _plain_text(match.group(1))
            ):
                raise _NotPlain
            counts[match.group(1)] = int(match.group(2))
        self._count(1 + 2 * len(counts))
        return counts


def _single_quoted(rest: str) -> str:
    """``'it''s'`` on one line: the text between the quotes, doubled quotes undone."""
    inner = rest[1:-1]
    if len(rest) < 2 or not rest.endswith("'") or "'" in inner.replace("''", ""):
        raise _NotPlain
    if not inner.isprintable():
        raise _NotPlain
    return inner.replace("''", "'")
