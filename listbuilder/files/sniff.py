"""Which roster format a file holds, decided in one place.

The name decides between BattleScribe's formats and ours: a ``.ros`` or ``.rosz`` is
read as BattleScribe XML (with its own size cap), anything else as text. Then the
content decides the rest, once the bytes are read: a BattleScribe file that starts like
a zip is a ``.rosz`` whatever its name; a text is our YAML roster, a tournament pack met
in a folder of rosters (or a game file kept beside them), or a text holding a share code.
"""

from __future__ import annotations

import re
from enum import Enum
from pathlib import Path

YAML_SUFFIXES = (".yaml", ".yml")
BATTLESCRIBE_SUFFIXES = (".ros", ".rosz")
ROSTER_SUFFIXES = (*YAML_SUFFIXES, *BATTLESCRIBE_SUFFIXES)
"""File name endings a folder of rosters is scanned for."""

_ZIP_MAGIC = b"PK"
_GAME_ROSTER = re.compile(r"(?m)^format:\s*['\"]?listbuilder-game-roster/")
SHARE_CODE_MARK = b"BSR1:"
"""What starts a share code of another game's roster."""
CODE_CAP = 4 * 1024 * 1024
"""A text holding a share code is looked into up to this size."""
_HEAD = 4096
_YAML_ROSTER = re.compile(r"^format:\s*['\"]?netepic-roster/", re.MULTILINE)
_NOT_A_ROSTER = re.compile(r"^format:\s*['\"]?netepic-(?:tournament|game)/", re.MULTILINE)


class RosterFormat(Enum):
    """How a roster file is read."""

    TEXT = "text"
    """Ours (YAML), a tournament pack, or a text holding a share code."""
    BATTLESCRIBE = "battlescribe"
    """A ``.ros`` (XML) or ``.rosz`` (zipped XML): see :func:`is_zipped`."""


def roster_format(path: str | Path) -> RosterFormat:
    """The reader *path* goes to, from its name."""
    suffix = Path(path).suffix.lower()
    return RosterFormat.BATTLESCRIBE if suffix in BATTLESCRIBE_SUFFIXES else RosterFormat.TEXT


def is_battlescribe_roster(path: str | Path) -> bool:
    return roster_format(path) is RosterFormat.BATTLESCRIBE


def is_zipped(data: bytes, path: str | Path) -> bool:
    """Whether BattleScribe roster bytes are a zip: by content, or by a ``.rosz`` name
    when the content is not XML either (so a damaged zip gets the zip's error)."""
    looks_xml = data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")
    return data.startswith(_ZIP_MAGIC) or (Path(path).suffix.lower() == ".rosz" and not looks_xml)


def looks_like_yaml_roster(text: str) -> bool:
    """Whether *text* is one of our YAML rosters (whose notes may quote a share code)."""
    return _YAML_ROSTER.search(text) is not None


def looks_like_pack_or_game(text: str) -> bool:
    """Whether *text* is a tournament pack or a game file kept beside rosters (a folder
    scan leaves them alone)."""
    return _NOT_A_ROSTER.search(text) is not None


def looks_like_game_roster(text: str) -> bool:
    """Whether *text* is our YAML roster of another game (``listbuilder-game-roster/1``)."""
    return _GAME_ROSTER.search(text[:_HEAD]) is not None


def _decoded(head: bytes) -> str:
    for bom, codec in (
        (b"\xff\xfe", "utf-16"),
        (b"\xfe\xff", "utf-16"),
        (b"\xef\xbb\xbf", "utf-8-sig"),
    ):
        if head.startswith(bom):
            return head.decode(codec, "replace")
    return head.decode("utf-8", "replace")


def may_be_other_game(path: str | Path) -> bool:
    """Whether *path* may hold a roster of another game: a BattleScribe roster, our YAML
    roster of another game, or a text holding a share code of one. Decided from the name
    and the bytes alone, without the reader of that data: NetEpic's rosters open without
    importing it or reading the file twice, whatever game data was added. A file that
    cannot be read answers True, so the reader that takes it words the error."""
    source = Path(path)
    if roster_format(source) is RosterFormat.BATTLESCRIBE:
        return True
    yaml = source.suffix.lower() in YAML_SUFFIXES
    try:
        if not source.is_file():
            return True
        if source.stat().st_size > CODE_CAP and not yaml:
            return False  # NetEpic's reader words a text this large
        with source.open("rb") as stream:
            head = stream.read(_HEAD if yaml else CODE_CAP)
    except OSError:
        return True
    if yaml:
        return looks_like_game_roster(_decoded(head))
    return SHARE_CODE_MARK in head
