"""Game data compiled to JSON: read back in a fraction of the XML's time, and never runs code.

Each object is stored as the list of its field values in the order of its class; the
class of every nested value is known from the field's type, so nothing in the file names a
class and nothing in it can choose what is built. A file whose format, key or shape is
not what this version writes raises :class:`CompiledDataError`; the caller then reads the
XML again (a cache only ever saves time).
"""

from __future__ import annotations

import dataclasses
import json
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import listbuilder.systems.battlescribe.model as model
from listbuilder.errors import ListBuilderError
from listbuilder.files.reading import SizeCap, read_regular_bytes
from listbuilder.files.writing import atomic_write_bytes
from listbuilder.systems.battlescribe.model import MODEL_CLASSES, Catalogue

FORMAT = "listbuilder-compiled-gamedata/2"
"""/2: the values at the end of an object that hold their default are left out."""
CACHE_CAP = SizeCap(512 * 1024 * 1024, "error.cache.too_big", "error.cache.too_big.hint")


class CompiledDataError(ListBuilderError):
    """A compiled game data file that cannot be used (damaged, stale, another version)."""


Encoder = Callable[[Any], Any]
Decoder = Callable[[Any], Any]


def _plans() -> tuple[dict[type, Encoder], dict[type, Decoder]]:
    encoders: dict[type, Encoder] = {}
    decoders: dict[type, Decoder] = {}
    namespace = vars(model)

    def field_codec(hint: Any) -> tuple[Encoder | None, Decoder | None]:
        origin = typing.get_origin(hint)
        if hint in MODEL_CLASSES:
            return (lambda v: encoders[hint](v)), (lambda v: decoders[hint](v))
        if origin is list:
            (inner,) = typing.get_args(hint)
            if inner in MODEL_CLASSES:
                return (
                    lambda v: [encoders[inner](x) for x in v],
                    lambda v: list(map(decoders[inner], v)),
                )
        return None, None

    for cls in MODEL_CLASSES:
        hints = typing.get_type_hints(cls, namespace)
        fields = dataclasses.fields(cls)
        names = [f.name for f in fields]
        codecs = [field_codec(hints[name]) for name in names]
        defaults = [_default(f) for f in fields]
        encoders[cls] = _encoder(names, [enc for enc, _ in codecs], defaults)
        decoders[cls] = _decoder(cls, names, [dec for _, dec in codecs], defaults)
    return encoders, decoders


_REQUIRED = object()


def _default(spec: dataclasses.Field[Any]) -> Any:
    if spec.default is not dataclasses.MISSING:
        return spec.default
    if spec.default_factory is not dataclasses.MISSING:
        return spec.default_factory()
    return _REQUIRED


def _encoder(names: list[str], codecs: list[Encoder | None], defaults: list[Any]) -> Encoder:
    """The field values in order, those at the end that hold their default left out (the
    class fills them in again): most lists of an entry are empty."""
    pairs = list(zip(names, codecs, strict=True))

    def encode(obj: Any) -> list[Any]:
        values = [
            codec(getattr(obj, name)) if codec else getattr(obj, name) for name, codec in pairs
        ]
        end = len(values)
        while end and defaults[end - 1] is not _REQUIRED and values[end - 1] == defaults[end - 1]:
            end -= 1
        del values[end:]
        return values

    return encode


def _decoder(
    cls: type, names: list[str], codecs: list[Decoder | None], defaults: list[Any]
) -> Decoder:
    """Builds a *cls* from its values without calling its ``__init__``: the model's classes
    are frozen records, whose ``__init__`` sets each field through ``object.__setattr__``
    (three times a plain dataclass's cost, a fifth more on the 40K data's warm load), while
    a slot's own descriptor sets it as fast as a plain assignment. The function is written
    per class, one line per field, as a record writes its methods."""
    size = len(names)
    required = sum(1 for default in defaults if default is _REQUIRED)
    scope: dict[str, Any] = {
        "new": object.__new__,
        "cls": cls,
        "error": CompiledDataError,
        "wrong": f"a {cls.__name__} of the wrong shape",
    }
    lines = [
        "def decode(values):",
        f"    if type(values) is not list or not {required} <= len(values) <= {size}:",
        "        raise error(wrong)",
        "    count = len(values)",
        "    made = new(cls)",
    ]
    for at, (name, codec, default) in enumerate(zip(names, codecs, defaults, strict=True)):
        scope[f"set_{at}"] = cls.__dict__[name].__set__  # the slot's member descriptor
        value = f"values[{at}]"
        if codec is not None:
            scope[f"codec_{at}"] = codec
            value = f"(codec_{at}({value}) if {value} else {value})"
        if default is not _REQUIRED:
            scope[f"default_{at}"] = default
            fresh = f"default_{at}"
            if isinstance(default, list | dict):  # made anew for each object, as a factory does
                fresh = repr(default) if not default else f"{fresh}.copy()"
            value = f"({value} if count > {at} else {fresh})"
        lines.append(f"    set_{at}(made, {value})")
    lines.append("    return made")
    exec("\n".join(lines), scope)  # our own source, written from the class's field names
    decode: Decoder = scope["decode"]
    return decode


_CODECS: tuple[dict[type, Encoder], dict[type, Decoder]] | None = None


def _codecs() -> tuple[dict[type, Encoder], dict[type, Decoder]]:
    global _CODECS
    if _CODECS is None:
        _CODECS = _plans()
    return _CODECS


def compile_catalogues(catalogues: list[Catalogue], key: str) -> bytes:
    encode = _codecs()[0][Catalogue]
    document = {"format": FORMAT, "key": key, "catalogues": [encode(c) for c in catalogues]}
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def write_compiled(path: Path, catalogues: list[Catalogue], key: str) -> None:
    atomic_write_bytes(path, compile_catalogues(catalogues, key))


def read_compiled(path: Path, key: str) -> list[Catalogue]:
    """The catalogues compiled under *key* (:class:`CompiledDataError` for anything else)."""
    data = read_regular_bytes(path, CompiledDataError, what="file", cap=CACHE_CAP)
    try:
        document = json.loads(data)
    except (ValueError, RecursionError) as exc:
        raise CompiledDataError(f"not JSON: {exc}", file=path) from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise CompiledDataError("another format", file=path)
    if document.get("key") != key:
        raise CompiledDataError("stale", file=path)
    decode = _codecs()[1][Catalogue]
    try:
        return [decode(values) for values in document.get("catalogues", [])]
    except (TypeError, ValueError) as exc:
        raise CompiledDataError(f"damaged: {exc}", file=path) from None
