"""Which existing file an output may replace: only one of its own kind, decided by content.

A PDF replaces a PDF, a CSV or a text export a plain text, a ``.ros`` export a ``.ros``,
a ``.rosz`` a ``.rosz``, a roster a roster (see :data:`REPLACES`). A file whose content is a
roster (ours, a BattleScribe one, or a text holding a share code), a tournament pack, a
collection or a game file is never replaced by another kind, whatever its name: ``validate --csv
mine.yaml theirs.yaml`` (argparse takes ``mine.yaml`` as the CSV) and ``templates -o
link.pdf`` (a link to a roster) are refused before any work. The name proves nothing (a
roster saved as ``army.pdf`` is still a roster), so the first bytes decide.

Every output of the commands and the window names its kind here: :func:`kind_refusal`
is checked by the commands before any work and again by
:func:`listbuilder.files.writing.atomic_output` when the file is replaced.
"""

from __future__ import annotations

import os
import re
import sys
from enum import Enum
from pathlib import Path

from listbuilder.i18n.text import Msg

SNIFF_BYTES = 64 * 1024
"""How much of an existing file is read to tell its kind (a format line is near the top)."""


class Content(Enum):
    """What an existing file holds, from its first bytes."""

    EMPTY = "empty"
    PDF = "pdf"
    ROS = "ros"
    ROSZ = "rosz"
    ROSTER = "roster"
    CODE = "code"
    PACK = "pack"
    GAME = "game"
    COLLECTION = "collection"
    PHONE = "phone"
    """A phone page we wrote (``export --format phone``)."""
    TEXT = "text"
    """Any other text: a CSV, a text, Markdown or BBCode export, a player's note."""
    OTHER = "other"
    """Anything else: a picture, an office document, another program's file."""


class OutputKind(Enum):
    """What an output writes."""

    PDF = "pdf"
    CSV = "csv"
    TEXT = "text"
    """A text, Markdown or BBCode export."""
    CODE = "code"
    ROS = "ros"
    ROSZ = "rosz"
    ROSTER = "roster"
    GAME = "game"
    COLLECTION = "collection"
    PACK = "pack"
    PHONE = "phone"


_TEXT = frozenset({Content.TEXT})
REPLACES: dict[OutputKind, frozenset[Content]] = {
    OutputKind.PDF: frozenset({Content.PDF}),
    OutputKind.CSV: _TEXT,
    OutputKind.TEXT: _TEXT,
    OutputKind.CODE: _TEXT | {Content.CODE},
    OutputKind.ROS: _TEXT | {Content.ROS},
    OutputKind.ROSZ: frozenset({Content.ROSZ}),
    OutputKind.ROSTER: _TEXT | {Content.ROSTER},
    OutputKind.GAME: _TEXT | {Content.GAME},
    OutputKind.COLLECTION: _TEXT | {Content.COLLECTION},
    OutputKind.PACK: _TEXT | {Content.PACK},
    OutputKind.PHONE: _TEXT | {Content.PHONE},
}
"""What each output may replace besides an empty file. A CSV or a damaged roster cannot be
told from any other text by its bytes, so a text output replaces a text that is none of
ours; a PDF or a ``.rosz`` replaces only its own kind; and none replaces one of our files
(a roster, a share code, a ``.ros``/``.rosz``, a pack, a game or a collection), a PDF or
another program's file unless it is of that kind itself."""

EXPORT_KINDS: dict[str, OutputKind] = {
    "text": OutputKind.TEXT,
    "markdown": OutputKind.TEXT,
    "bbcode": OutputKind.TEXT,
    "ros": OutputKind.ROS,
    "rosz": OutputKind.ROSZ,
    "yaml": OutputKind.ROSTER,
    "code": OutputKind.CODE,
    "phone": OutputKind.PHONE,
}
"""The output kind of each ``export --format``."""

_FORMAT = re.compile(
    rb"^format:\s*['\"]?netepic-(roster|tournament|game|collection)/", re.MULTILINE
)
_FORMATS = {
    b"roster": Content.ROSTER,
    b"tournament": Content.PACK,
    b"game": Content.GAME,
    b"collection": Content.COLLECTION,
}
_CODE = re.compile(rb"NEG\d+:[0-9A-Za-z]")
_PHONE = b'<meta name="generator" content="listbuilder-phone/'
"""The phone page's mark (:data:`listbuilder.phone.page.MARKER`), in its first lines."""
_ROSTER_XML = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?roster[\s>/]")


def sniff_content(head: bytes) -> Content:
    """The kind of a file whose first bytes are *head*."""
    if not head.strip():
        return Content.EMPTY
    if head.startswith(b"%PDF-"):
        return Content.PDF
    if head.startswith(b"PK\x03\x04"):
        size = int.from_bytes(head[26:28], "little")
        name = head[30 : 30 + size].lower()
        return Content.ROSZ if name.endswith(b".ros") else Content.OTHER
    text = _as_utf8(head) or _utf16_as_utf8(head)
    if text is None:
        return Content.OTHER
    if _PHONE in text:
        return Content.PHONE  # it holds a share code, but is our page: a page replaces it
    found = _FORMAT.search(text)
    if found is not None:
        return _FORMATS[found.group(1)]
    if text.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<") and _ROSTER_XML.search(text):
        return Content.ROS
    if _CODE.search(text):
        return Content.CODE  # a text holding a share code is read as a roster
    return Content.TEXT


def _as_utf8(head: bytes) -> bytes | None:
    """*head* when it is UTF-8 text (a character cut at the end allowed), else ``None``."""
    if b"\x00" in head:
        return None
    for cut in range(4):
        try:
            head[: len(head) - cut].decode("utf-8")
        except UnicodeDecodeError:
            continue
        return head
    return None


def _utf16_as_utf8(head: bytes) -> bytes | None:
    """*head* as UTF-8 when it is UTF-16 text (a BattleScribe roster may be), else ``None``."""
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        codec = "utf-16"
    elif head[1:2] == b"\x00" and head[:1] != b"\x00":
        codec = "utf-16-le"
    elif head[:1] == b"\x00" and head[1:2] not in (b"", b"\x00"):
        codec = "utf-16-be"
    else:
        return None
    text = head[: len(head) // 2 * 2].decode(codec, "replace")[:-1]  # the last may be cut
    if "\ufffd" in text or any(ord(ch) < 32 and ch not in "\t\r\n" for ch in text):
        return None  # some binary file whose bytes look like UTF-16 at first
    return text.encode("utf-8")


def content_of(path: Path) -> Content | None:
    """What the regular file at *path* holds (through its links), ``None`` when there is
    no file to replace or it cannot be read (the write itself then says why)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(SNIFF_BYTES)
    except OSError:
        return None
    return sniff_content(head)


def kind_refusal(path: Path, kind: OutputKind) -> Msg | None:
    """Why an output of *kind* must not replace the existing *path*, or ``None``."""
    if not path.is_file():
        return None
    content = content_of(path)
    if content is None or content is Content.EMPTY or content in REPLACES[kind]:
        return None
    return Msg(
        "error.output.wrong_kind",
        content=Msg(f"output.content.{content.value}"),
        output=Msg(f"output.kind.{kind.value}"),
    )


def same_file(a: str | Path, b: str | Path) -> bool:
    """Whether *a* and *b* name one file: the same inode (links followed), or, on a system
    whose names ignore case (Windows, macOS), the same name in another case."""
    try:
        if os.path.samefile(a, b):
            return True
    except OSError:
        pass
    if sys.platform in ("win32", "darwin"):
        return os.path.normcase(os.path.abspath(a)).casefold() == (
            os.path.normcase(os.path.abspath(b)).casefold()
        )
    return False
