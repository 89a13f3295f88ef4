"""BattleScribe roster files on disk: ``.ros`` (XML) and ``.rosz`` (a zip of one ``.ros``).

Files from strangers are hostile: the XML goes through defusedxml (no DTD, no
entities), the zip must hold exactly one plain ``.ros`` entry within a size cap,
and the element tree is bounded in depth and size before anyone walks it.
Every refusal is a :class:`RosterFileError` naming the file and the fix.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path, PurePosixPath
from xml.etree.ElementTree import Element, ParseError

import defusedxml.ElementTree as SafeET

from listbuilder.codex.yamlio import atomic_write_bytes
from listbuilder.errors import RosterFileError
from listbuilder.i18n.text import Msg
from listbuilder.saferead import SizeCap, read_regular_bytes

ROSTER_NS = "http://www.battlescribe.net/schema/rosterSchema"
ROS_SUFFIXES = (".ros", ".rosz")
MAX_ROS_BYTES = 32 * 1024 * 1024
"""Largest roster XML we read (a 20,000-point roster is well under 1 MB)."""
ROS_CAP = SizeCap(MAX_ROS_BYTES, "error.ros.too_large_file", "error.ros.too_large_file.hint")
MAX_DEPTH = 64
"""Deepest element nesting accepted; real rosters stay under 20."""
MAX_ELEMENTS = 500_000

_ZIP_MAGIC = b"PK"


def is_battlescribe_roster(path: str | Path) -> bool:
    return Path(path).suffix.lower() in ROS_SUFFIXES


def _safe_entry_name(name: str) -> bool:
    if not name or "\\" in name or name.startswith("/") or ":" in name:
        return False
    parts = PurePosixPath(name).parts
    return ".." not in parts and len(parts) == 1


def unzip_roster(data: bytes, file: str | Path) -> bytes:
    """The ``.ros`` inside a ``.rosz``: exactly one entry, a plain name, within the size cap."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError) as exc:
        raise RosterFileError(
            Msg("error.ros.bad_zip", reason=str(exc)),
            file=file,
            hint=Msg("error.ros.save_again.hint"),
        ) from None
    with archive:
        entries = archive.infolist()
        if len(entries) != 1:
            raise RosterFileError(
                Msg("error.ros.entries", count=len(entries)),
                file=file,
                hint=Msg("error.ros.save_again.hint"),
            )
        info = entries[0]
        if not _safe_entry_name(info.filename) or info.is_dir():
            raise RosterFileError(Msg("error.ros.entry_name", name=repr(info.filename)), file=file)
        if info.flag_bits & 0x1:
            raise RosterFileError(Msg("error.ros.encrypted"), file=file)
        if info.file_size > MAX_ROS_BYTES:
            raise RosterFileError(
                Msg("error.ros.inner_too_large_size", size=info.file_size // 1024), file=file
            )
        try:
            with archive.open(info) as stream:
                content = stream.read(MAX_ROS_BYTES + 1)
        except (zipfile.BadZipFile, NotImplementedError, RuntimeError, OSError, EOFError) as exc:
            raise RosterFileError(Msg("error.ros.unpack", reason=str(exc)), file=file) from None
        except Exception as exc:  # zlib errors on a damaged stream
            raise RosterFileError(Msg("error.ros.unpack", reason=str(exc)), file=file) from None
    if len(content) > MAX_ROS_BYTES:
        raise RosterFileError(Msg("error.ros.inner_too_large"), file=file)
    return content


def parse_roster_xml(data: bytes, file: str | Path) -> Element:
    """The ``<roster>`` element of roster XML, checked for shape, depth and size."""
    try:
        # Every roster comes from a stranger: defusedxml refuses DTDs and entity tricks. It
        # is slower than the bare C parser, a price we pay for not judging XML ourselves.
        root = SafeET.fromstring(data, forbid_dtd=True)
    except ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else None
        raise RosterFileError(
            Msg("error.ros.bad_xml", reason=str(exc)),
            file=file,
            line=line,
            hint=Msg("error.ros.save_again_plain.hint"),
        ) from None
    except Exception as exc:  # defusedxml's refusals (DTD, entities) have their own types
        raise RosterFileError(Msg("error.ros.refused", reason=str(exc)), file=file) from None
    if root.tag.rsplit("}", 1)[-1] != "roster":
        raise RosterFileError(
            Msg("error.ros.not_roster", tag=root.tag),
            file=file,
            hint=Msg("error.ros.not_roster.hint"),
        )
    _check_bounds(root, file)
    return root


def _check_bounds(root: Element, file: str | Path) -> None:
    count = 0
    stack: list[tuple[Element, int]] = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        count += 1
        if depth > MAX_DEPTH or count > MAX_ELEMENTS:
            key = "error.ros.nested" if depth > MAX_DEPTH else "error.ros.too_large"
            raise RosterFileError(Msg(key), file=file)
        stack.extend((kid, depth + 1) for kid in node)


def read_roster_element(path: str | Path) -> Element:
    """Read a ``.ros`` or ``.rosz`` file (a zip is recognised by content as well as by name)."""
    source = Path(path)
    data = read_regular_bytes(
        source, RosterFileError, what="roster file", cap=ROS_CAP, folder=Msg("error.ros.folder")
    )
    looks_xml = data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")
    if data.startswith(_ZIP_MAGIC) or (source.suffix.lower() == ".rosz" and not looks_xml):
        data = unzip_roster(data, source)
    return parse_roster_xml(data, source)


def zip_roster(xml: bytes, entry_name: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo(entry_name, date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, xml)
    return buffer.getvalue()


def write_roster_bytes(path: str | Path, xml: bytes, *, zipped: bool | None = None) -> None:
    """Write *xml* atomically: as ``.rosz`` when *zipped* (by default: when the name ends
    in ``.rosz``), else as it is. Failures are RosterFileErrors naming the file."""
    target = Path(path)
    data = xml
    if zipped if zipped is not None else target.suffix.lower() == ".rosz":
        data = zip_roster(xml, f"{_entry_stem(target)}.ros")
    try:
        atomic_write_bytes(target, data)
    except OSError as exc:
        raise RosterFileError(
            Msg("error.write.failed", reason=exc.strerror or str(exc)),
            file=target,
            hint=Msg("error.folder_writable.hint"),
        ) from None


def _entry_stem(target: Path) -> str:
    stem = "".join(ch for ch in target.stem if ch not in '\\/:*?"<>|') or "roster"
    return stem
