"""The message catalogue compiled to JSON in the user's cache, so a start needs no YAML.

The YAML files beside this module stay the catalogue's source. Parsing them imports PyYAML
and takes longer than the window's whole start-up budget allows for it (issue 24), so the
merged catalogue is kept as JSON next to the compiled codex, under a key made from the
YAML files' bytes: an edited, added or removed file makes another key, and the cache is
rebuilt from the YAML. A cache that is missing, damaged or unwritable only costs that
parse; nothing in it can run code (it is plain JSON, checked for its shape).

This module only reads: writing goes through :mod:`listbuilder.files.writing`, which words
its errors with this catalogue, so a catalogue parsed from the YAML is left
:func:`pending` and saved by :func:`listbuilder.files.caches.save_message_cache` (the
command line calls it as it ends, the window's run too).
"""

from __future__ import annotations

import hashlib
import logging
from pathlib import Path
from typing import Any

from listbuilder import paths
from listbuilder.raw_files import read_own_cache

Catalogue = dict[str, dict[str, str]]

FORMAT = "listbuilder-messages/1"
FOLDER = Path(__file__).resolve().parent
MAX_BYTES = 16 * 1024 * 1024
"""The catalogue compiles to well under 1 MiB; anything far bigger is not ours."""

log = logging.getLogger(__name__)


def sources() -> list[tuple[str, bytes]]:
    """The catalogue's YAML files, by name, with their bytes."""
    return [(path.name, path.read_bytes()) for path in sorted(FOLDER.glob("*.yaml"))]


def catalogue_key(files: list[tuple[str, bytes]]) -> str:
    digest = hashlib.sha256(FORMAT.encode())
    for name, data in files:
        digest.update(f"\0{name}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def cache_file_for(key: str) -> Path:
    return paths.cache_dir() / f"messages-{key[:32]}.json"


def parse_sources(files: list[tuple[str, bytes]]) -> Catalogue:
    """All messages merged from the YAML files; a key defined twice is a bug."""
    import yaml

    merged: Catalogue = {}
    for name, data in files:
        loaded = yaml.load(data.decode("utf-8"), Loader=yaml.CSafeLoader) or {}
        for key, texts in loaded.items():
            if key in merged:
                raise RuntimeError(f"message key {key!r} defined twice ({name})")
            merged[key] = texts
    return merged


def _loads(data: bytes) -> Any:
    """The standard library's parser: it reads the catalogue in under a millisecond, while
    importing orjson costs 15 to 40 ms before the window's first paint (docs/speed.md)."""
    import json

    return json.loads(data)


def read_cache(path: Path, key: str) -> Catalogue | None:
    """The catalogue compiled in *path* for *key*, or None if it is not usable."""
    data = read_own_cache(path, MAX_BYTES)
    if data is None:
        return None
    try:
        document = _loads(data)
    except (ValueError, RecursionError):  # damaged, or nested past any catalogue
        return None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        return None
    messages = document.get("messages")
    if document.get("key") != key or not isinstance(messages, dict):
        return None
    shaped = all(
        type(texts) is dict and all(type(text) is str for text in texts.values())
        for texts in messages.values()
    )
    return messages if shaped else None


_pending: list[tuple[Path, bytes]] = []


def document(key: str, messages: Catalogue) -> bytes:
    """The compiled catalogue's file content."""
    import json

    return json.dumps({"format": FORMAT, "key": key, "messages": messages}).encode("ascii")


def pending() -> tuple[Path, bytes] | None:
    """The compiled catalogue still to be written, with its file (once; None if none)."""
    return _pending.pop() if _pending else None


def load_catalogue() -> Catalogue:
    """The merged catalogue: from the compiled cache when it matches the YAML files."""
    files = sources()
    key = catalogue_key(files)
    try:
        path: Path | None = cache_file_for(key)
    except Exception as exc:  # no cache folder can be named here: only costs speed
        log.debug("no message cache: %s", exc)
        path = None
    if path is not None:
        found = read_cache(path, key)
        if found is not None:
            return found
    messages = parse_sources(files)
    if path is not None:
        _pending[:] = [(path, document(key, messages))]
    return messages
