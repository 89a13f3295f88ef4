"""Read and write collection files, as hostile as any file from a stranger."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from listbuilder.collection.model import FORMAT, MAX_UNITS, Collection
from listbuilder.errors import CollectionFileError
from listbuilder.files.oserrors import write_error
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import SizeCap, read_text_file
from listbuilder.files.writing import atomic_write_text
from listbuilder.files.yamlio import (
    Limits,
    dump_text,
    load_yaml,
    validation_failure,
)
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import MAX_COLLECTION_BYTES

_CAP = SizeCap(MAX_COLLECTION_BYTES, "error.read.too_large", "error.read.too_large.collection.hint")
"""Refused from its size before it is read; never more than this is read."""

COLLECTION_LIMITS = Limits(max_depth=8, max_chars=4_000_000, aliases=False, max_nodes=4 * MAX_UNITS)


def parse_collection(text: str, file: str | Path | None = None) -> Collection:
    data: Any = load_yaml(text, file, CollectionFileError, limits=COLLECTION_LIMITS)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CollectionFileError(
            Msg("error.collection.format", format=FORMAT),
            file=file,
            line=1,
            hint=Msg("error.collection.format.hint", format=FORMAT),
        )
    try:
        return Collection.model_validate(data)
    except ValidationError as exc:
        raise validation_failure(
            exc, text, file, CollectionFileError, Msg("error.collection.bad.hint")
        ) from None


def load_collection(path: str | Path) -> Collection:
    """Read a collection file; every failure is a :class:`CollectionFileError` naming it."""
    text = read_text_file(path, CollectionFileError, what="collection file", cap=_CAP)
    return parse_collection(text, Path(path))


def dump_collection(collection: Collection) -> str:
    data: dict[str, Any] = {"format": collection.format, "name": collection.name}
    if collection.notes is not None:
        data["notes"] = collection.notes
    data["models"] = dict(sorted(collection.models.items()))
    return dump_text(data)


def save_collection(collection: Collection, path: str | Path) -> None:
    """Write atomically; an OS refusal is a located :class:`CollectionFileError`."""
    target = Path(path)
    try:
        atomic_write_text(target, dump_collection(collection), kind=OutputKind.COLLECTION)
    except OSError as exc:
        raise write_error(
            exc,
            target,
            CollectionFileError,
            key="error.collection.save",
            hint=Msg("error.folder_writable.hint"),
        ) from None
