"""The compiled codex: every checked army book in one JSON file that loads fast and runs nothing.

Parsing and checking the YAML books takes seconds; the app starts from this
compiled form instead (the user's cache, or a copy built into the package).
The file is plain JSON: reading it can never run code, whoever wrote it. Each
model is stored once, as its class name and its field values; shared
sub-models (the same weapon on a hundred titans) are stored once and referred
to by number, and models are rebuilt without validation because they were
validated when the file was written. They are the plain objects of
:mod:`listbuilder.codex.models`, so reading needs neither pydantic nor YAML. Any damage
or mismatch raises :class:`CompiledCodexError`; the caller then loads the YAML instead.

Public API: :func:`write_compiled_codex` and :func:`read_compiled_codex`.
"""

from __future__ import annotations

import enum
import gc
import json
import operator
from collections import deque
from collections.abc import Callable
from itertools import repeat
from pathlib import Path
from typing import Any

from listbuilder.codex import kinds, models
from listbuilder.codex.codex import Codex
from listbuilder.codex.plain import Plain
from listbuilder.errors import CodexError
from listbuilder.files.reading import SizeCap, read_regular_bytes
from listbuilder.files.writing import atomic_write_bytes
from listbuilder.i18n.text import Text, message_data, message_from_data

_json_loads: Callable[[bytes], Any]
try:  # orjson parses the compiled codex about twice as fast; the json module is the fallback
    from orjson import loads as _orjson_loads

    _json_loads = _orjson_loads
except ImportError:  # pragma: no cover - depends on what is installed
    _json_loads = json.loads

FORMAT = "listbuilder-compiled-codex/3"
"""/3: the objects are the plain classes of :mod:`listbuilder.codex.models`."""

CACHE_CAP = SizeCap(64 * 1024 * 1024, "error.cache.too_big", "error.cache.too_big.hint")
"""The whole codex compiles to under 2 MiB; anything far bigger is not ours."""


class CompiledCodexError(CodexError):
    """A compiled codex file that cannot be used (damaged, stale, from another version)."""


def _model_classes() -> dict[str, type[Plain]]:
    return {
        name: value
        for name in models.__all__
        if isinstance(value := getattr(models, name), type) and issubclass(value, Plain)
    }


_MODEL_TYPES = frozenset(_model_classes().values())


def _is_model(value: Any) -> bool:
    return type(value) in _MODEL_TYPES


def _field_names(cls: type[Plain]) -> list[str]:
    return list(cls.FIELDS)


def _enum_classes() -> dict[str, type[enum.Enum]]:
    return {
        name: value
        for name, value in vars(kinds).items()
        if isinstance(value, type)
        and issubclass(value, enum.Enum)
        and value.__module__ == kinds.__name__
    }


_ERROR_CLASSES: dict[str, type[CodexError]] = {"CodexError": CodexError}

# --- writing -----------------------------------------------------------------------


class _Encoder:
    """Turns the model graph into JSON tables that rebuild it with few steps per object.

    Every model is an object number: ``classes`` (the class of each object) and
    ``values`` (its plain field values, defaults of its class left out) run in
    parallel. References between objects are tables of (object, field name number,
    target) -- ``refs`` for one object, ``ref_lists`` for a list of them. The rare
    values that are neither plain JSON nor references (enum members, tuples,
    mappings with such values) are ``specs``: (object, field name number, spec),
    a spec being a list whose first item says how to rebuild it: ``["r", n]`` object
    n, ``["e", k, value]`` a member of enum k, ``["t", items]`` a tuple of plain
    items, ``["T", specs]``/``["l", specs]`` a tuple/list that needs rebuilding,
    ``["d", [[key spec, value spec], ...]]`` a mapping, ``["v", x]`` a plain value,
    ``["f", text]`` a float JSON cannot hold, ``["x", {code: text}]`` a localised text.
    """

    def __init__(self) -> None:
        self.classes: dict[type[Plain], int] = {}
        self.enums: dict[type[enum.Enum], int] = {}
        self.names: dict[str, int] = {}
        self.class_of: list[int] = []
        self.values: list[dict[str, Any]] = []
        self.refs: tuple[list[int], list[int], list[int]] = ([], [], [])
        self.ref_lists: tuple[list[int], list[int], list[list[int]]] = ([], [], [])
        self.specs: list[list[Any]] = []
        self.ids: dict[int, int] = {}
        self._defaults: dict[type[Plain], dict[str, Any]] = {}
        self._models: list[Any] = []  # (kept alive, so their ids stay unique)

    def ref(self, model: Any) -> int:
        found = self.ids.get(id(model))
        return found if found is not None else self._add(model)

    def spec(self, value: Any) -> list[Any] | None:
        """``None`` for a plain JSON value, else the spec that rebuilds *value*."""
        kind = type(value)
        if kind is str or kind is int or kind is bool or value is None:
            return None
        if kind is float:
            finite = value == value and value not in (float("inf"), float("-inf"))
            return None if finite else ["f", repr(value)]
        if _is_model(value):
            return ["r", self.ref(value)]
        if kind is Text:
            return ["x", value.as_dict()]
        if isinstance(value, enum.Enum):
            index = self.enums.setdefault(type(value), len(self.enums))
            return ["e", index, value.value]
        if kind is list or kind is tuple:
            specs = [self.spec(item) for item in value]
            if all(spec is None for spec in specs):
                return None if kind is list else ["t", list(value)]
            rebuilt = [
                spec if spec is not None else ["v", item]
                for spec, item in zip(specs, value, strict=True)
            ]
            return ["l" if kind is list else "T", rebuilt]
        if kind is dict:
            items = [(self.spec(k), self.spec(v), k, v) for k, v in value.items()]
            if all(ks is None and vs is None and type(k) is str for ks, vs, k, _ in items):
                return None
            return ["d", [[ks or ["v", k], vs or ["v", v]] for ks, vs, k, v in items]]
        raise TypeError(f"cannot compile a {kind.__name__} value")

    def defaults(self, cls: type[Plain]) -> dict[str, Any]:
        """The field values left out of every object of *cls* that has them (plain ones only)."""
        found = self._defaults.get(cls)
        if found is None:
            found = {}
            for name, value in cls.DEFAULTS.items():
                if value is None or type(value) in (str, int, bool):
                    found[name] = value
            self._defaults[cls] = found
        return found

    def _add(self, model: Any) -> int:
        cls = type(model)
        number = len(self.class_of)
        self.ids[id(model)] = number
        self._models.append(model)
        self.class_of.append(self.classes.setdefault(cls, len(self.classes)))
        values: dict[str, Any] = {}
        self.values.append(values)
        defaults = self.defaults(cls)
        state = model.__dict__
        for name in cls.FIELDS:
            value = state[name]
            kind = type(value)
            if kind is str or kind is int or kind is bool or value is None:  # most fields
                default = defaults.get(name, _ABSENT)
                if type(default) is not kind or default != value:
                    values[name] = value
            elif kind in _MODEL_TYPES:
                self._table(self.refs, number, name, self.ref(value))
            elif kind is list and value and all(map(_MODEL_TYPES.__contains__, map(type, value))):
                self._table(self.ref_lists, number, name, [self.ref(v) for v in value])
            elif name in defaults and _same(value, defaults[name]):
                continue
            else:
                spec = self.spec(value)
                if spec is None:
                    values[name] = value
                else:
                    self.specs.append([number, self.names.setdefault(name, len(self.names)), spec])
        return number

    def _table(
        self, table: tuple[list[int], list[int], list[Any]], number: int, name: str, target: Any
    ) -> None:
        table[0].append(number)
        table[1].append(self.names.setdefault(name, len(self.names)))
        table[2].append(target)


_ABSENT: Any = object()
"""No default: no field value is this."""


def _same(value: Any, default: Any) -> bool:
    return type(value) is type(default) and value == default


def _ordered(table: dict[Any, int]) -> list[Any]:
    return [item for item, _ in sorted(table.items(), key=lambda pair: pair[1])]


def compile_codex(codex: Codex, *, key: str = "") -> bytes:
    """The compiled form of *codex* as ASCII JSON; *key* names the sources it was built from."""
    encoder = _Encoder()
    root = encoder.spec(
        {"game_system": codex.game_system, "abilities": codex.abilities, "books": codex.books}
    )
    document = {
        "format": FORMAT,
        "key": key,
        "model_classes": [
            [cls.__name__, _field_names(cls), encoder.defaults(cls)]
            for cls in _ordered(encoder.classes)
        ],
        "enums": [cls.__name__ for cls in _ordered(encoder.enums)],
        "names": _ordered(encoder.names),
        "classes": encoder.class_of,
        "values": encoder.values,
        "refs": encoder.refs,
        "ref_lists": encoder.ref_lists,
        "specs": encoder.specs,
        "root": root,
        "errors": [
            {
                "type": type(error).__name__,
                "message": message_data(error.msg),
                "file": error.file,
                "line": error.line,
                "field": error.field,
                "hint": None if error.hint_msg is None else message_data(error.hint_msg),
            }
            for error in codex.errors
        ],
    }
    # ASCII only: decoding and scanning one-byte text is the fastest path of the parsers.
    text = json.dumps(document, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    return text.encode("ascii")


def write_compiled_codex(codex: Codex, path: str | Path, *, key: str = "") -> None:
    """Write *codex* compiled to *path*, atomically; raises ``OSError`` if it cannot."""
    atomic_write_bytes(path, compile_codex(codex, key=key))


# --- reading -----------------------------------------------------------------------


class _Decoder:
    def __init__(self, document: dict[str, Any]) -> None:
        known = _model_classes()
        known_enums = _enum_classes()
        self.classes: list[type[Plain]] = []
        self.templates: list[dict[str, Any]] = []
        self.field_counts: list[int] = []
        for name, fields, defaults in document["model_classes"]:
            cls = known[name]
            if _field_names(cls) != fields:
                raise ValueError(f"the fields of {name} have changed")
            self.classes.append(cls)
            self.templates.append({key: defaults[key] for key in fields if key in defaults})
            self.field_counts.append(len(fields))
        self.enums = [known_enums[name]._value2member_map_ for name in document["enums"]]
        self.names: list[str] = [str(name) for name in document["names"]]
        self.built: list[Any] = []

    def spec(self, spec: list[Any]) -> Any:
        kind = spec[0]
        if kind == "r":
            return self.built[spec[1]]
        if kind == "v":
            return spec[1]
        if kind == "e":
            return self.enums[spec[1]][spec[2]]
        if kind == "t":
            return tuple(spec[1])
        if kind == "T":
            return tuple([self.spec(item) for item in spec[1]])
        if kind == "l":
            return [self.spec(item) for item in spec[1]]
        if kind == "d":
            return {self.spec(k): self.spec(v) for k, v in spec[1]}
        if kind == "f":
            return float(spec[1])
        if kind == "x":
            return Text.from_mapping(spec[1])
        raise ValueError(f"unknown value kind {kind!r}")

    def objects(self, document: dict[str, Any]) -> None:
        """Rebuild every object; the per-object steps are C loops (``map``), not bytecode.

        All objects are made empty first, so a reference can point anywhere; then each
        gets its state (its class's defaults under its own values, references and specs
        resolved) as its ``__dict__``, which is all a plain codex object holds.
        """
        class_of: list[int] = document["classes"]
        classes = list(map(self.classes.__getitem__, class_of))
        built: list[Any] = list(map(object.__new__, classes))
        self.built = built
        templates = self.templates
        if len(document["values"]) != len(class_of):
            raise ValueError("the tables of the objects differ in length")
        states = list(map(operator.or_, map(templates.__getitem__, class_of), document["values"]))
        state_of, names, fetch = states.__getitem__, self.names.__getitem__, built.__getitem__
        objects, fields, targets = document["refs"]
        _run(map(dict.__setitem__, map(state_of, objects), map(names, fields), map(fetch, targets)))
        objects, fields, lists = document["ref_lists"]
        rebuilt = [list(map(fetch, targets)) for targets in lists]
        _run(map(dict.__setitem__, map(state_of, objects), map(names, fields), rebuilt))
        for number, field, spec in document["specs"]:
            states[number][self.names[field]] = self.spec(spec)
        if list(map(len, states)) != list(map(self.field_counts.__getitem__, class_of)):
            raise ValueError("an object does not have the fields of its class")
        count = len(built)
        set_attr = object.__setattr__
        _run(map(set_attr, built, repeat("__dict__", count), states))


def _run(steps: Any) -> None:
    """Exhaust an iterator of side effects at C speed."""
    deque(steps, maxlen=0)


def _codex_from(document: Any, key: str | None) -> Codex:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueError("not a compiled codex of this version")
    if key is not None and document.get("key") != key:
        raise ValueError("compiled from other codex files")
    decoder = _Decoder(document)
    decoder.objects(document)
    root = decoder.spec(document["root"])
    game_system, abilities, books = root["game_system"], root["abilities"], root["books"]
    if not isinstance(game_system, models.GameSystem) or not all(
        isinstance(book, models.ArmyBook) for book in books.values()
    ):
        raise ValueError("the compiled codex does not hold a game system and army books")
    if not all(isinstance(ability, models.Ability) for ability in abilities.values()):
        raise ValueError("the compiled codex holds something else than abilities")
    errors = [
        _ERROR_CLASSES[item["type"]](
            message_from_data(item["message"]),
            file=item["file"],
            line=item["line"],
            field=item["field"],
            hint=None if item["hint"] is None else message_from_data(item["hint"]),
        )
        for item in document["errors"]
    ]
    return Codex(game_system=game_system, abilities=abilities, books=books, errors=errors)


def read_compiled_codex(path: str | Path, *, key: str | None = None) -> Codex:
    """The codex compiled in *path*; *key*, when given, must match the one it was written with.

    Every fault (missing, unreadable, damaged, stale, another version) raises
    :class:`CompiledCodexError`; nothing in the file can make this run code.
    """
    source = Path(path)
    # A FIFO or a link to /dev/zero in its place is refused at once, never read.
    data = read_regular_bytes(source, CompiledCodexError, what="compiled codex", cap=CACHE_CAP)
    # Rebuilding makes thousands of small objects the cyclic GC has nothing to find in;
    # it would run many times over, so it is paused for the load.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return _codex_from(_json_loads(data), key)
    except CompiledCodexError:
        raise
    except Exception as exc:  # any damage at all: the caller rebuilds from the YAML
        raise CompiledCodexError(f"unusable ({type(exc).__name__}: {exc})", file=source) from None
    finally:
        if gc_was_enabled:
            gc.enable()
