"""The encoding a roster's XML declares, read or refused before the parser sees it.

expat reads UTF-8, UTF-16 (with or without a byte-order mark), ISO-8859-1 and US-ASCII
itself, and single-byte encodings through Python's codecs; a multi-byte one (``Shift_JIS``,
``EUC-JP``, ``GB2312``, ``Big5``) or one Python does not know (``x-unknown``) made the
parser raise ``ValueError`` or ``LookupError``: an internal error (exit 3) on the command
line, and an exception escaping Open and Compare in the window. Here such a file is
decoded by Python's codec and handed to the parser as UTF-8 with its declaration
rewritten, or refused as a :class:`RosterFileError` naming the encoding (exit 2).
"""

from __future__ import annotations

import codecs
import re
from pathlib import Path

from listbuilder.errors import RosterFileError
from listbuilder.i18n.text import Msg

_DECLARATION = re.compile(
    rb"\A(?:\xef\xbb\xbf)?\s*<\?xml\s[^>]{0,200}?encoding\s*=\s*(['\"])([^'\"]{0,80})\1"
)
_DECLARED_TEXT = re.compile(r"\A\s*<\?xml\s[^>]{0,200}?encoding\s*=\s*(['\"])([^'\"]{0,80})\1")
_ENC_NAME = re.compile(r"\A[A-Za-z][A-Za-z0-9._-]{0,79}\Z")
_EXPAT_NATIVE = {"UTF-8", "UTF-16", "UTF-16LE", "UTF-16BE", "ISO-8859-1", "US-ASCII"}
"""The names expat reads itself; any other name, even an alias of one of these (``utf8``,
``u16``, ``latin1``), goes through Python's codec."""
_NOT_FOR_FILES = {"unicode_escape", "raw_unicode_escape", "idna", "punycode", "undefined"}
"""Text codecs that are no file encoding (they read escapes or host names)."""


def utf8_roster_xml(data: bytes, file: str | Path) -> bytes:
    """*data* as the parser can read it: unchanged when expat reads its encoding, else
    decoded by its declared encoding and given back as UTF-8 (declaration rewritten)."""
    found = _DECLARATION.match(data)
    if found is None:
        return data  # UTF-8 by default, or UTF-16 found by expat from its first bytes
    declared = found.group(2).decode("ascii", "replace").strip()
    if declared.upper() in _EXPAT_NATIVE:
        return data
    try:
        if not _ENC_NAME.match(declared):  # XML's EncName: a letter, then [A-Za-z0-9._-]
            raise LookupError(declared)
        info = codecs.lookup(declared)
    except (LookupError, ValueError):
        raise RosterFileError(
            Msg("error.ros.encoding_unknown", encoding=repr(declared)),
            file=file,
            line=1,
            hint=Msg("error.ros.encoding.hint"),
        ) from None
    name = info.name.replace("-", "_")
    if name in _NOT_FOR_FILES or not getattr(info, "_is_text_encoding", True):
        raise RosterFileError(
            Msg("error.ros.encoding_unknown", encoding=repr(declared)),
            file=file,
            line=1,
            hint=Msg("error.ros.encoding.hint"),
        )
    try:
        text = data.decode(info.name)
    except (UnicodeDecodeError, LookupError, ValueError) as exc:
        line = data[: getattr(exc, "start", 0)].count(b"\n") + 1
        raise RosterFileError(
            Msg("error.ros.encoding_bad", encoding=declared),
            file=file,
            line=line,
            hint=Msg("error.ros.encoding.hint"),
        ) from None
    text = text.lstrip("\ufeff")
    again = _DECLARED_TEXT.match(text)
    if again is None:  # the codec moved the declaration's bytes: nothing we can trust
        raise RosterFileError(
            Msg("error.ros.encoding_bad", encoding=declared),
            file=file,
            line=1,
            hint=Msg("error.ros.encoding.hint"),
        )
    return (text[: again.start(2)] + "UTF-8" + text[again.end(2) :]).encode("utf-8")
