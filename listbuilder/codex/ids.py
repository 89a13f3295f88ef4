"""Stable identifiers derived from source names."""

from __future__ import annotations

import re
import unicodedata

_NON_ID = re.compile(r"[^a-z0-9]+")
_PARAM = re.compile(
    r"^(?P<base>.*?)\s*(?:\((?P<p1>[+-]?\d+|[Xx]|D\d+)\)|\s[:\-]\s*(?P<p2>[+-]?\d+|X))\s*$"
)


def slug(name: str) -> str:
    """Lowercase ASCII id: accents folded, other runs of characters become ``_``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return _NON_ID.sub("_", ascii_name.lower()).strip("_") or "x"


def split_ability_name(name: str) -> tuple[str, str | None]:
    """``Transport (2)`` -> (``Transport``, ``2``); names without a numeric parameter stay whole."""
    text = " ".join(name.split())
    match = _PARAM.match(text)
    if match and match["base"]:
        param = match["p1"] or match["p2"]
        return match["base"].strip(), param.upper() if param in ("x",) else param
    return text, None


def ability_key(name: str) -> tuple[str, str | None]:
    base, param = split_ability_name(name)
    return slug(base), param


class IdAllocator:
    """Hands out ids unique within one namespace, suffixing ``_2``, ``_3`` on collisions."""

    def __init__(self) -> None:
        self._used: set[str] = set()

    def take(self, name: str) -> str:
        base = slug(name)
        candidate, n = base, 1
        while candidate in self._used:
            n += 1
            candidate = f"{base}_{n}"
        self._used.add(candidate)
        return candidate
