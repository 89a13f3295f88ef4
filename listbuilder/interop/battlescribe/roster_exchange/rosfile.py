"""BattleScribe roster files on disk: ``.ros`` (XML) and ``.rosz`` (a zip of one ``.ros``).

Files from strangers are hostile: the XML goes through defusedxml (no DTD, no
entities), the zip must hold exactly one plain ``.ros`` entry within a size cap,
and the element tree is bounded in depth and size before anyone walks it.
Every refusal is a :class:`RosterFileError` naming the file and the fix.

Before a tree is built, one streaming pass (:func:`scan_roster_xml`) counts the elements
and checks every number the reader uses (a selection's ``number``, cost and cost-limit
values): finite, within bounds, and the cards a force's selections stand for (``number``
times their size) within a total, so a 2 KB file cannot ask for a million cards.

That guarded path costs three Python-level passes per file. A file whose prolog
defusedxml's parser reads without a DOCTYPE, and whose ``<`` bytes bound its element count,
is then parsed by the C parser and given the same checks on the tree (:func:`_parse_plain`);
anything amiss goes the guarded way, which refuses it in its own words.
"""

from __future__ import annotations

import io
import math
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any
from xml.etree import ElementTree
from xml.etree.ElementTree import Element, ParseError
from xml.parsers import expat

import defusedxml.ElementTree as SafeET

from listbuilder.errors import RosterFileError
from listbuilder.files.oserrors import write_error
from listbuilder.files.output_kinds import OutputKind
from listbuilder.files.reading import SizeCap, read_regular_bytes
from listbuilder.files.sniff import is_zipped
from listbuilder.files.writing import atomic_write_bytes
from listbuilder.i18n.text import Msg
from listbuilder.roster.bounds import MAX_CARDS as MAX_CARDS
from listbuilder.roster.bounds import MAX_ELEMENTS as MAX_ELEMENTS
from listbuilder.roster.bounds import MAX_NUMBER as MAX_NUMBER
from listbuilder.roster.bounds import MAX_POINTS as MAX_POINTS
from listbuilder.roster.bounds import MAX_ROSTER_BYTES
from listbuilder.roster.bounds import MAX_WORK as MAX_WORK

ROSTER_NS = "http://www.battlescribe.net/schema/rosterSchema"
MAX_ROS_BYTES = MAX_ROSTER_BYTES
"""Largest roster XML we read (a 20,000-point roster is well under 1 MB)."""
ROS_CAP = SizeCap(MAX_ROS_BYTES, "error.ros.too_large_file", "error.ros.too_large_file.hint")
MAX_DEPTH = 64
"""Deepest element nesting accepted; real rosters stay under 20."""
MAX_ZIP_VERSION = 63
"""Highest "version needed to extract" (6.3) that Python's zipfile knows."""


def _safe_entry_name(name: str) -> bool:
    if not name or "\\" in name or name.startswith("/") or ":" in name:
        return False
    parts = PurePosixPath(name).parts
    return ".." not in parts and len(parts) == 1


def unzip_roster(data: bytes, file: str | Path) -> bytes:
    """The ``.ros`` inside a ``.rosz``: exactly one entry, a plain name, within the size cap."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except NotImplementedError:
        raise RosterFileError(
            Msg("error.ros.zip_version", version=_needed_version(data)),
            file=file,
            hint=Msg("error.ros.zip_version.hint"),
        ) from None
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
        if info.extract_version > MAX_ZIP_VERSION:
            raise RosterFileError(
                Msg("error.ros.zip_version", version=_version_text(info.extract_version)),
                file=file,
                hint=Msg("error.ros.zip_version.hint"),
            )
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


def _version_text(version: int) -> str:
    return f"{version // 10}.{version % 10}"


def _needed_version(data: bytes) -> str:
    """The highest "version needed to extract" of the central directory, as ``7.0``."""
    versions = [
        int.from_bytes(data[at + 6 : at + 8], "little")
        for at in _find_all(data, b"PK\x01\x02")
        if at + 8 <= len(data)
    ]
    return _version_text(max(versions)) if versions else "?"


def _find_all(data: bytes, needle: bytes) -> list[int]:
    found: list[int] = []
    at = data.find(needle)
    while at >= 0 and len(found) < 10_000:
        found.append(at)
        at = data.find(needle, at + 1)
    return found


class _StopScan(Exception):
    """The scan met something the full parser words better (a DTD, bad XML)."""


class _Scan:
    """One streaming pass over roster XML: counts, depth and numbers, no tree."""

    def __init__(self, file: str | Path) -> None:
        self.file = file
        self.parser = expat.ParserCreate()
        self.stack: list[list[Any]] = []  # [local tag, elements inside, number]
        self.count = 0
        self.cards = 0
        self.work = 0

    def refuse(self, key: str, hint: str | None = None, **params: object) -> RosterFileError:
        return RosterFileError(
            Msg(key, **params),
            file=self.file,
            line=self.parser.CurrentLineNumber,
            hint=Msg(hint, **params) if hint else None,
        )

    def run(self, data: bytes) -> None:
        self.parser.StartDoctypeDeclHandler = self._doctype
        self.parser.EntityDeclHandler = self._doctype
        self.parser.StartElementHandler = self._start
        self.parser.EndElementHandler = self._end
        try:
            self.parser.Parse(data, True)
        except (_StopScan, expat.ExpatError):
            return  # the full parser refuses it with its own words

    def _doctype(self, *args: object) -> None:
        raise _StopScan

    def _start(self, tag: str, attrs: dict[str, str]) -> None:
        self.count += 1
        if self.count > MAX_ELEMENTS:
            raise self.refuse("error.ros.too_large", "error.ros.too_many.hint", limit=MAX_ELEMENTS)
        if len(self.stack) >= MAX_DEPTH:
            raise self.refuse("error.ros.nested")
        local = tag.rsplit(":", 1)[-1]
        number = 1
        if local == "selection":
            value = self._value(attrs, "number")
            if value is not None:
                if abs(value) > MAX_NUMBER:
                    raise self.refuse(
                        "error.ros.number_too_large",
                        "error.ros.number_too_large.hint",
                        attr="number",
                        value=_shown(attrs["number"]),
                        limit=MAX_NUMBER,
                    )
                number = max(int(value), 1)
        elif local in ("cost", "costLimit"):
            value = self._value(attrs, "value")
            if value is not None and abs(value) > MAX_POINTS:
                raise self.refuse(
                    "error.ros.number_too_large",
                    "error.ros.number_too_large.hint",
                    attr="value",
                    value=_shown(attrs["value"]),
                    limit=MAX_POINTS,
                )
        if self.stack:
            self.stack[-1][1] += 1
        self.stack.append([local, 0, number])

    def _value(self, attrs: dict[str, str], name: str) -> float | None:
        """The attribute as a number (None when absent or not a number: the reader's
        defaults apply), refused when it is not finite."""
        text = attrs.get(name)
        value = _as_float(text)
        if text is None or value is None:
            return None
        if not math.isfinite(value):
            raise self.refuse(
                "error.ros.number_not_finite",
                "error.ros.number_not_finite.hint",
                attr=name,
                value=_shown(text),
            )
        return value

    def _end(self, tag: str) -> None:
        local, inside, number = self.stack.pop()
        if self.stack:
            self.stack[-1][1] += inside
        if (
            local == "selection"
            and len(self.stack) >= 2
            and self.stack[-1][0] == "selections"
            and self.stack[-2][0] == "force"
        ):
            self.cards += number
            self.work += number * (inside + 1)
            if self.cards > MAX_CARDS:
                raise self.refuse(
                    "error.ros.too_many_cards", "error.ros.too_many_cards.hint", limit=MAX_CARDS
                )
            if self.work > MAX_WORK:
                raise self.refuse("error.ros.too_large", "error.ros.too_many.hint", limit=MAX_WORK)


def _shown(text: str) -> str:
    """An attribute value as a message shows it: quoted, cut short."""
    return repr(text if len(text) <= 40 else text[:40] + "…")


def scan_roster_xml(data: bytes, file: str | Path) -> None:
    """Refuse roster XML whose size, depth or numbers are out of bounds, before any tree
    is built or any card is read (:class:`RosterFileError` with the line)."""
    _Scan(file).run(data)


def parse_roster_xml(data: bytes, file: str | Path) -> Element:
    """The ``<roster>`` element of roster XML, checked for shape, depth and size (in the
    encoding it declares, or refused: :mod:`.xml_encoding`)."""
    from listbuilder.interop.battlescribe.roster_exchange.xml_encoding import utf8_roster_xml

    data = utf8_roster_xml(data, file)
    root = _parse_plain(data)
    return root if root is not None else _parse_guarded(data, file)


def _parse_guarded(data: bytes, file: str | Path) -> Element:
    """The scan, then defusedxml: the path of any file :func:`_parse_plain` declines, so
    every refusal keeps its words, its order and its line."""
    scan_roster_xml(data, file)
    try:
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


# --- the plain path: one C parse for the files nothing is wrong with ----------------------


class _Declined(Exception):
    """The plain path leaves this file to the guarded one (which words the refusal)."""


class _Prolog(Exception):
    """The root element is reached: the prolog held no DOCTYPE."""


class _RootReached:
    """A parser target that stops the parse at the first start tag (the root element)."""

    def start(self, tag: str, attrib: dict[str, str]) -> None:
        raise _Prolog

    def close(self) -> None:
        return None


def _no_doctype(data: bytes) -> bool:
    """Whether defusedxml's parser, forbidding DTDs, entities and external references,
    reaches the root element (a DOCTYPE must come before it). Without a DOCTYPE there is
    nothing left to defuse: entities, external references and DTD retrieval all need one,
    and without entities the tree is no larger than the text. Only the prolog is read here;
    any DOCTYPE, or an error, sends the file to the guarded path."""
    parser = SafeET.XMLParser(
        target=_RootReached(), forbid_dtd=True, forbid_entities=True, forbid_external=True
    )
    try:
        parser.feed(data)
    except _Prolog:
        return True
    except Exception:  # defusedxml's refusals and expat's errors alike: the guarded path
        return False
    return False


def _parse_plain(data: bytes) -> Element | None:
    """The tree of roster XML that holds no DOCTYPE and stays within every bound of
    :class:`_Scan`, built by the C parser in one pass; ``None`` for anything else.

    The scan's Python callbacks, defusedxml's Python-level parser and the bounds walk
    cost about 4 ms for our own 30 KB export (a third of its elements are profiles and
    rules); this path does the same checks for a fraction of that. Each element's start
    tag holds a ``<`` byte in every encoding expat reads (it requires unknown encodings
    to keep ASCII's markup characters), so counting them bounds the tree before it is
    built. A file declined here is read by :func:`_parse_guarded`, as before."""
    elements = data.count(b"<")
    if elements > MAX_ELEMENTS or not _no_doctype(data):
        return None
    try:
        root = ElementTree.fromstring(data)
    except ParseError:
        return None
    if root.tag.rsplit("}", 1)[-1] != "roster":
        return None
    try:
        _plain_bounds(root, elements)
    except _Declined:
        return None
    return root


def _as_float(text: str | None) -> float | None:
    """An attribute's number as both paths read it: None when absent or not a number (the
    reader's defaults apply)."""
    if text is None:
        return None
    try:
        return float(text)
    except ValueError:
        return None


def _local_name(tag: str) -> str:
    """A tag's local name as the scan sees it (``{uri}x`` and ``prefix:x`` alike)."""
    return tag.rsplit("}", 1)[-1].rsplit(":", 1)[-1]


def _plain_number(text: str | None, limit: float) -> float | None:
    """An attribute as :meth:`_Scan._value` reads it; :class:`_Declined` where the scan
    would refuse it (not finite, or beyond *limit*)."""
    value = _as_float(text)
    if value is None:
        return None
    if not math.isfinite(value) or abs(value) > limit:
        raise _Declined
    return value


def _plain_bounds(root: Element, elements: int) -> None:
    """The checks of :class:`_Scan` on a built tree of at most *elements* elements
    (:class:`_Declined` where the scan would refuse): depth, the numbers of selections and
    costs, the cards and the work of the forces' selections."""
    level = [root]
    depth = 1
    while level:
        if depth > MAX_DEPTH:
            raise _Declined
        level = [kid for node in level for kid in node]
        depth += 1
    nodes = list(root.iter())
    limits: dict[str, tuple[str, float]] = {}  # the numbered tags (any namespace): attribute, limit
    forces: set[str] = set()
    for tag in {node.tag for node in nodes}:
        local = _local_name(tag)
        if local == "selection":
            limits[tag] = ("number", MAX_NUMBER)
        elif local in ("cost", "costLimit"):
            limits[tag] = ("value", MAX_POINTS)
        elif local == "force":
            forces.add(tag)
    for node in [node for node in nodes if node.tag in limits]:
        attr, limit = limits[node.tag]
        _plain_number(node.get(attr), limit)
    counted = [  # the forces' selections, with their number
        (_plain_count(selection), selection)
        for node in nodes
        if node.tag in forces
        for part in node
        if _local_name(part.tag) == "selections"
        for selection in part
        if _local_name(selection.tag) == "selection"
    ]
    cards = sum(number for number, _ in counted)
    if cards > MAX_CARDS:
        raise _Declined
    if cards * elements > MAX_WORK:  # no selection holds more than the whole file
        work = sum(number * len(list(selection.iter())) for number, selection in counted)
        if work > MAX_WORK:
            raise _Declined


def _plain_count(selection: Element) -> int:
    """The cards a force's selection stands for, as the scan counts them."""
    value = _plain_number(selection.get("number"), MAX_NUMBER)
    return max(int(value), 1) if value is not None else 1


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
    if is_zipped(data, source):
        data = unzip_roster(data, source)
    return parse_roster_xml(data, source)


def zip_roster(xml: bytes, entry_name: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        info = zipfile.ZipInfo(entry_name, date_time=(2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, xml)
    return buffer.getvalue()


def write_roster_bytes(
    path: str | Path, xml: bytes, *, zipped: bool | None = None, kind: OutputKind | None = None
) -> None:
    """Write *xml* atomically: as ``.rosz`` when *zipped* (by default: when the name ends
    in ``.rosz``), else as it is; it replaces only a file of its *kind* (by default a
    ``.rosz`` or a ``.ros``). Failures are RosterFileErrors naming the file."""
    target = Path(path)
    data = xml
    zip_it = zipped if zipped is not None else target.suffix.lower() == ".rosz"
    if zip_it:
        data = zip_roster(xml, f"{_entry_stem(target)}.ros")
    if kind is None:
        kind = OutputKind.ROSZ if zip_it else OutputKind.ROS
    try:
        atomic_write_bytes(target, data, kind=kind)
    except OSError as exc:
        raise write_error(
            exc, target, RosterFileError, hint=Msg("error.folder_writable.hint")
        ) from None


def _entry_stem(target: Path) -> str:
    stem = "".join(ch for ch in target.stem if ch not in '\\/:*?"<>|') or "roster"
    return stem
