"""Share codes: a whole roster in one line of text that survives being pasted in a chat.

A code reads ``NEG1:`` (NetEpic Gold, version 1) followed by letters and digits only, so
chat markup (``_italic_``, ``*bold*``, ``~strike~``) and link detection leave it alone.
Inside: a checksum, then the roster's canonical data as compact JSON, deflated with a
preset dictionary of the army books' ids (a 3,000-point army fits in about 280
characters), in blocks of 8 bytes written as 11 base-62 digits.

Chats mangle what they carry: they wrap long lines, and people paste the code inside a
sentence or end it with a full stop. So the reader finds the prefix anywhere in a text,
reads digits across line breaks and spaces, and stops by itself where the compressed
stream ends; what follows is ignored. A stranger's code is hostile input: its length is
bounded before anything is decoded, the inflated size is bounded while it inflates, and the
checksum and version are checked before the roster is validated like any roster file.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

import orjson

from listbuilder.errors import RosterFileError
from listbuilder.i18n.text import Msg
from listbuilder.interop import share_dictionary_v1 as v1
from listbuilder.roster.model import Roster

VERSION: Final = 1
PREFIX: Final = f"NEG{VERSION}:"
MAX_CODE_CHARS: Final = 200_000
"""Digits read at most: about 145 KB of compressed roster, far more than any real army."""
MAX_INFLATED: Final = 4_000_000
"""Bytes of roster data a code may inflate to (a 20,000-point roster is about 60 KB)."""

_DIGITS: Final = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_VALUE = {char: value for value, char in enumerate(_DIGITS)}
_BLOCK_BYTES: Final = 8
_BLOCK_DIGITS: Final = 11
"""62**11 > 2**64: eleven digits hold eight bytes."""
_CHECK_BYTES: Final = 4
_FIND: Final = re.compile(r"NEG(\d{1,6}):")
_SKELETON: Final = (
    '{"name":"","points_limit":3000,"notes":"","forces":[{"list":"","notes":"",'
    '"companies":[{"card":"","options":{"":1,"":2},"notes":"",'
    '"attached":[{"card":"","options":{"":1}},{"card":"'
)


def _dictionary(module: Any) -> bytes:
    """The preset dictionary: rarest words first, since deflate reaches near ones cheaper."""
    words = [
        "|".join(module.CHOICES),
        ".".join(module.GROUPS),
        '","'.join(module.CARDS),
        '","'.join(module.LISTS),
    ]
    return ('"'.join(words) + _SKELETON).encode("utf-8")[-32_768:]


_ZDICT: Final = _dictionary(v1)


def encode(roster: Roster) -> str:
    """The share code of *roster*: one line, ``NEG1:`` then letters and digits."""
    from listbuilder.roster.io import roster_to_data

    data = roster_to_data(roster)
    data.pop("format", None)  # the code's version says it
    if "pack" in data:  # the house rules by name and hash: the pack itself would not fit a chat
        data["pack"] = {key: data["pack"][key] for key in ("name", "hash")}
    payload = orjson.dumps(data)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=_ZDICT)
    packed = zlib.crc32(payload).to_bytes(_CHECK_BYTES, "big")
    packed += deflate.compress(payload) + deflate.flush()
    packed += bytes(-len(packed) % _BLOCK_BYTES)
    return PREFIX + "".join(_block_digits(packed[i : i + 8]) for i in range(0, len(packed), 8))


def _block_digits(block: bytes) -> str:
    value = int.from_bytes(block, "big")
    digits = []
    for _ in range(_BLOCK_DIGITS):
        value, digit = divmod(value, 62)
        digits.append(_DIGITS[digit])
    return "".join(reversed(digits))


def find_code(text: str) -> int | None:
    """Where the first share code in *text* starts, or ``None`` when it holds none."""
    match = _FIND.search(text)
    return match.start() if match else None


def decode(text: str, file: str | Path | None = None) -> Roster:
    """The roster of the first share code in *text* (which may hold other words around it).

    Every failure raises :class:`RosterFileError` naming *file* and saying what to do.
    """
    match = _FIND.search(text)
    if match is None:
        raise _error("error.code.none", file)
    version = int(match.group(1))
    if version != VERSION:
        key = "error.code.newer" if version > VERSION else "error.code.unknown_version"
        raise _error(key, file, version=version)
    check, payload = _inflate(_blocks(text, match.end(), file), file)
    if zlib.crc32(payload).to_bytes(_CHECK_BYTES, "big") != check:
        raise _error("error.code.damaged", file)
    try:
        data = orjson.loads(payload)
    except orjson.JSONDecodeError:
        raise _error("error.code.damaged", file) from None
    if not isinstance(data, dict):
        raise _error("error.code.damaged", file)
    from listbuilder.roster.io import roster_from_data
    from listbuilder.roster.model import FORMAT

    return roster_from_data({"format": FORMAT, **data}, file=file)


def _inflate(blocks: Iterator[bytes], file: str | Path | None) -> tuple[bytes, bytes]:
    """The checksum and the inflated data; reading stops where the compressed stream ends,
    so words pasted after the code are never read as part of it."""
    head = b""
    inflate = zlib.decompressobj(-15, zdict=_ZDICT)
    payload = bytearray()
    for block in blocks:
        if len(head) < _CHECK_BYTES:
            take = _CHECK_BYTES - len(head)
            head, block = head + block[:take], block[take:]
        try:
            payload += inflate.decompress(block, MAX_INFLATED + 1 - len(payload))
        except zlib.error:
            raise _error("error.code.damaged", file) from None
        if len(payload) > MAX_INFLATED or inflate.unconsumed_tail:
            raise _error("error.code.too_big", file, limit=f"{MAX_INFLATED:,}")
        if inflate.eof:
            return head, bytes(payload)
    raise _error("error.code.truncated", file)


def _blocks(text: str, start: int, file: str | Path | None) -> Iterator[bytes]:
    """The code's bytes, eight at a time, from the digits that follow the prefix."""
    digits = _digits(text, start, file)
    for index in range(0, len(digits) - _BLOCK_DIGITS + 1, _BLOCK_DIGITS):
        value = 0
        for digit in digits[index : index + _BLOCK_DIGITS]:
            value = value * 62 + _VALUE[digit]
        if value >= 1 << 64:
            return  # not a block of ours: words that follow the code
        yield value.to_bytes(_BLOCK_BYTES, "big")


def _digits(text: str, start: int, file: str | Path | None) -> str:
    """The digits from *start* on, read across spaces and line breaks; bounded before any
    of them is decoded.

    Reading stops at the first character that is neither a digit nor a space, or at a
    blank line.
    """
    digits: list[str] = []
    newlines = 0
    for char in _chars(text, start):
        if char in _VALUE:
            digits.append(char)
            newlines = 0
            if len(digits) > MAX_CODE_CHARS:
                raise _error("error.code.too_long", file, limit=f"{MAX_CODE_CHARS:,}")
        elif char == "\n":
            newlines += 1
            if newlines > 1:
                break
        elif not char.isspace() and char != ">":  # ">" starts a quoted line in many chats
            break
    return "".join(digits)


def _chars(text: str, start: int) -> Iterator[str]:
    return (text[index] for index in range(start, len(text)))


def _error(key: str, file: str | Path | None, **params: Any) -> RosterFileError:
    return RosterFileError(Msg(key, **params), file=file, hint=Msg(key + ".hint"))
