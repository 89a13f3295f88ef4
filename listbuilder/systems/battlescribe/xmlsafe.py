"""A stranger's ``.gst``/``.cat`` as an element tree, within the same kind of bounds as rosters.

The file is read with a size cap (never past it), in the encoding it declares (as a
roster is: :mod:`~listbuilder.interop.battlescribe.roster_exchange.xml_encoding`), and
only parsed by the C parser once defusedxml's parser, forbidding DTDs, entities and
external references, has read its prolog without meeting a DOCTYPE: without one there is
nothing to defuse, and the ``<`` bytes bound the element count before a tree is built.
A file with a DOCTYPE is refused. The depth is checked on the tree.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree
from xml.etree.ElementTree import Element, ParseError

import defusedxml.ElementTree as SafeET

from listbuilder.errors import RosterFileError
from listbuilder.files.reading import SizeCap, read_regular_bytes
from listbuilder.i18n.text import Msg
from listbuilder.systems.battlescribe.errors import GameDataError

MAX_DATA_BYTES = 32 * 1024 * 1024
"""Largest game system or catalogue file (40K 9th edition's largest is 3 MiB)."""
DATA_CAP = SizeCap(MAX_DATA_BYTES, "gamedata.too_large_file", "gamedata.too_large_file.hint")
MAX_DATA_ELEMENTS = 2_000_000
"""Elements in one file (40K's Space Marines catalogue holds about 60,000)."""
MAX_DATA_DEPTH = 64
"""Deepest nesting (the data sets stay under 25)."""
MAX_FILES = 500
"""Catalogues in one game's folder (40K 9th edition has 52)."""


class _Prolog(Exception):
    """The root element is reached: the prolog held no DOCTYPE."""


class _RootReached:
    def start(self, tag: str, attrib: dict[str, str]) -> None:
        raise _Prolog

    def close(self) -> None:
        return None


def _doctype_free(data: bytes) -> bool:
    parser = SafeET.XMLParser(
        target=_RootReached(), forbid_dtd=True, forbid_entities=True, forbid_external=True
    )
    try:
        parser.feed(data)
    except _Prolog:
        return True
    except Exception:  # defusedxml's refusals and expat's errors alike
        return False
    return False


def read_data_bytes(path: Path) -> bytes:
    """The XML of a data file: a regular file within :data:`DATA_CAP`; a zipped one
    (BattleScribe's ``.gstz``/``.catz``) is unpacked, one entry within the same cap."""
    data = read_regular_bytes(path, GameDataError, what="file", cap=DATA_CAP)
    if data.startswith(b"PK\x03\x04"):
        return _unzip(data, path)
    return data


def _unzip(data: bytes, path: Path) -> bytes:
    import io
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = archive.infolist()
            if len(entries) != 1 or entries[0].is_dir() or entries[0].flag_bits & 0x1:
                raise GameDataError(
                    Msg("gamedata.zip_entries", count=len(entries)),
                    file=path,
                    hint=Msg("gamedata.stranger.hint"),
                )
            if entries[0].file_size > MAX_DATA_BYTES:
                raise GameDataError(
                    Msg("gamedata.too_large_file", size=entries[0].file_size // 1024),
                    file=path,
                    hint=Msg("gamedata.too_large_file.hint", limit=MAX_DATA_BYTES // (1024 * 1024)),
                )
            with archive.open(entries[0]) as stream:
                content = stream.read(MAX_DATA_BYTES + 1)
    except GameDataError:
        raise
    except Exception as exc:  # a damaged zip: zipfile, zlib and OS errors alike
        raise GameDataError(
            Msg("gamedata.bad_zip", reason=str(exc)), file=path, hint=Msg("gamedata.stranger.hint")
        ) from None
    if len(content) > MAX_DATA_BYTES:
        raise GameDataError(
            Msg("gamedata.too_large_file", size=len(content) // 1024),
            file=path,
            hint=Msg("gamedata.too_large_file.hint", limit=MAX_DATA_BYTES // (1024 * 1024)),
        )
    return content


def parse_data_xml(data: bytes, file: Path) -> Element:
    """The root element of a game system or catalogue file, or :class:`GameDataError`
    naming the file, the line and the fix."""
    from listbuilder.interop.battlescribe.roster_exchange.xml_encoding import utf8_roster_xml

    try:
        data = utf8_roster_xml(data, file)
    except RosterFileError as exc:
        raise GameDataError(exc.msg, file=file, line=exc.line, hint=exc.hint_msg) from None
    if data.count(b"<") > MAX_DATA_ELEMENTS:
        raise GameDataError(
            Msg("gamedata.too_many", limit=MAX_DATA_ELEMENTS),
            file=file,
            hint=Msg("gamedata.stranger.hint"),
        )
    if not _doctype_free(data):
        line = _line_of_doctype(data)
        try:  # an XML error before the root is worded by the parser itself
            SafeET.fromstring(data, forbid_dtd=True)
        except ParseError as exc:
            raise _bad_xml(exc, file) from None
        except Exception:
            pass
        raise GameDataError(
            Msg("gamedata.doctype"), file=file, line=line, hint=Msg("gamedata.stranger.hint")
        )
    try:
        root = ElementTree.fromstring(data)
    except ParseError as exc:
        raise _bad_xml(exc, file) from None
    _check_depth(root, file)
    return root


def _bad_xml(exc: ParseError, file: Path) -> GameDataError:
    line = exc.position[0] if getattr(exc, "position", None) else None
    return GameDataError(
        Msg("gamedata.bad_xml", reason=str(exc)),
        file=file,
        line=line,
        hint=Msg("gamedata.stranger.hint"),
    )


def _line_of_doctype(data: bytes) -> int | None:
    at = data.find(b"<!DOCTYPE")
    return data[:at].count(b"\n") + 1 if at >= 0 else None


def _check_depth(root: Element, file: Path) -> None:
    level = [root]
    depth = 1
    while level:
        if depth > MAX_DATA_DEPTH:
            raise GameDataError(
                Msg("gamedata.nested", limit=MAX_DATA_DEPTH),
                file=file,
                line=None,
                hint=Msg("gamedata.stranger.hint"),
            )
        level = [kid for node in level for kid in node]
        depth += 1
