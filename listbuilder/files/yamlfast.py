"""One pass over libyaml's events that checks the limits and builds the data of plain YAML.

The careful reader (:func:`listbuilder.files.yamlio.load_text`) walks the text twice: once
as events for the hostile-input limits, then again through PyYAML's composer and Python
constructors, which cost most of a cold codex load. Army books, rosters and packs are plain
YAML (mappings, sequences, scalars; no anchors, no tags), and for those this builds the very
same objects from the one walk of events. Anything else -- an anchor, an alias, a tag, a merge
key, a complex or duplicate key, a value a constructor refuses, a limit passed, a syntax
error -- raises :class:`NotPlain`, and the careful reader then reads the text again and
reports the problem in its own words, with its line: errors are rare, so only they pay twice.
"""

from __future__ import annotations

import gc
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.events import (
    DocumentEndEvent,
    DocumentStartEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
    StreamStartEvent,
)
from yaml.nodes import ScalarNode
from yaml.resolver import Resolver

_Parser: Any = getattr(getattr(yaml, "cyaml", None), "CParser", None)
"""libyaml's parser; without it (a PyYAML built without libyaml) the careful reader reads all."""

_STR = "tag:yaml.org,2002:str"
_PLAIN_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}" for name in ("bool", "float", "int", "null", "timestamp")
)
"""The tags a plain scalar may resolve to that are built here (``<<`` and ``=`` are not)."""

_resolver = Resolver()
_constructor = SafeConstructor()
_NO_KEY: Any = object()


class NotPlain(Exception):
    """The text is not plain YAML within the limits; the careful reader must take it."""


def _plain_scalar(value: str) -> Any:
    """The value of an untagged plain scalar, resolved and built as the safe loader does."""
    tag = _resolver.resolve(ScalarNode, value, (True, False))
    if tag == _STR:
        return value
    if tag not in _PLAIN_TAGS:
        raise NotPlain(tag)
    return _constructor.yaml_constructors[tag](_constructor, ScalarNode(tag, value))


def load_plain(text: str, *, max_chars: int, max_depth: int, max_nodes: int) -> Any:
    """The data of *text*, equal to what the safe loader builds; :class:`NotPlain` if the
    text needs the careful reader (see the module's docstring)."""
    if _Parser is None or len(text) > max_chars:
        raise NotPlain("no libyaml" if _Parser is None else "too big")
    enabled = gc.isenabled()
    gc.disable()  # thousands of new mappings: the collector would scan them over and over
    try:
        return _build(_Parser(text), max_depth, max_nodes)
    except NotPlain:
        raise
    except Exception as exc:  # a syntax error, a value a constructor refuses...
        raise NotPlain(type(exc).__name__) from None
    finally:
        if enabled:
            gc.enable()


def _build(parser: Any, max_depth: int, max_nodes: int) -> Any:
    get = parser.get_event
    if type(get()) is not StreamStartEvent:
        raise NotPlain("stream")
    kind = type(get())
    if kind is StreamEndEvent:
        return None  # an empty text, as the safe loader gives
    if kind is not DocumentStartEvent:
        raise NotPlain("document")
    scalars: dict[str, Any] = {}  # plain scalars repeat (keys, numbers): resolved once
    stack: list[Any] = []
    current: Any = None  # the mapping or sequence being filled
    key: Any = _NO_KEY  # in a mapping, the key waiting for its value
    root: Any = _NO_KEY
    depth = 0
    nodes = 0
    while True:
        event = get()
        kind = type(event)
        if kind is ScalarEvent:
            if event.anchor is not None or event.tag is not None:
                raise NotPlain("anchor or tag")
            value: Any = event.value
            if event.implicit[0]:
                found = scalars.get(value, _NO_KEY)
                if found is _NO_KEY:
                    found = scalars[value] = _plain_scalar(value)
                value = found
            nodes += 1
            if nodes > max_nodes:
                raise NotPlain("too many values")
            if type(current) is dict:
                if key is _NO_KEY:
                    if value in current:
                        raise NotPlain("duplicate key")
                    key = value
                else:
                    current[key] = value
                    key = _NO_KEY
                continue
        elif kind is MappingStartEvent or kind is SequenceStartEvent:
            if event.anchor is not None or event.tag is not None:
                raise NotPlain("anchor or tag")
            depth += 1
            nodes += 1
            if depth > max_depth or nodes > max_nodes:
                raise NotPlain("limits")
            if type(current) is dict and key is _NO_KEY:
                raise NotPlain("complex key")
            stack.append((current, key))
            current = {} if kind is MappingStartEvent else []
            key = _NO_KEY
            continue
        elif kind is MappingEndEvent or kind is SequenceEndEvent:
            value = current
            current, key = stack.pop()
            depth -= 1
            if type(current) is dict:
                current[key] = value
                key = _NO_KEY
                continue
        elif kind is DocumentEndEvent:
            break
        else:
            raise NotPlain(kind.__name__)  # an alias
        if current is None:
            root = value
        else:
            current.append(value)
    if type(get()) is not StreamEndEvent:
        raise NotPlain("more than one document")
    return None if root is _NO_KEY else root
