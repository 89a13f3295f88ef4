"""Reading BattleScribe ``.gst`` / ``.cat`` XML safely, with id indexes."""

from __future__ import annotations

import io
import math
from collections.abc import Iterator
from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

import defusedxml.ElementTree as SafeET

from listbuilder.errors import ImportSourceError
from listbuilder.files.reading import read_regular_bytes
from listbuilder.i18n.text import Msg


def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def children(node: Element, name: str) -> list[Element]:
    """Direct children named *name* inside the container child ``<name>s``."""
    plural = name[:-1] + "ies" if name.endswith("y") else name + "s"
    for child in node:
        if local(child.tag) == plural:
            return [c for c in child if local(c.tag) == name]
    return []


def child(node: Element, name: str) -> Element | None:
    for c in node:
        if local(c.tag) == name:
            return c
    return None


def walk(node: Element, name: str) -> Iterator[Element]:
    for element in node.iter():
        if local(element.tag) == name:
            yield element


def parse_file(path: Path) -> Element:
    data = read_regular_bytes(path, ImportSourceError)  # a FIFO here is refused, not waited on
    try:
        root = SafeET.parse(io.BytesIO(data)).getroot()
    except ParseError as exc:
        line = exc.position[0] if getattr(exc, "position", None) else None
        raise ImportSourceError(
            Msg("error.ros.bad_xml", reason=str(exc)), file=path, line=line
        ) from None
    except Exception as exc:  # defusedxml refuses entity tricks with its own errors
        raise ImportSourceError(Msg("error.ros.refused", reason=str(exc)), file=path) from None
    if root is None:
        raise ImportSourceError(Msg("error.import.empty_xml"), file=path)
    return root


def constraint_bounds(node: Element) -> tuple[int, int | None]:
    """The (min, max) selection constraints of an entry, group or link, scoped to its parent."""
    low, high = 0, None
    for constraint in children(node, "constraint"):
        if constraint.get("field") != "selections" or constraint.get("scope") not in (
            "parent",
            None,
        ):
            continue
        value = int(_number(node, constraint, "constraint", allow_negative=True))
        if constraint.get("type") == "min":
            low = max(low, value)
        elif constraint.get("type") == "max" and value >= 0:
            high = value if high is None else min(high, value)
    return low, high


def costs(node: Element) -> dict[str, float]:
    """Costs by type id: points, VP (type id ``points``!), break point, and codex extras.

    A cost that is not a finite number of 0 or more stops the import with a message
    naming the entry: it would otherwise become a broken army book.
    """
    return {c.get("typeId", ""): _number(node, c, "cost") for c in children(node, "cost")}


def _number(owner: Element, node: Element, what: str, *, allow_negative: bool = False) -> float:
    raw = node.get("value", "0")
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if math.isfinite(value) and (allow_negative or value >= 0):
        return value
    kind = node.get("name") or node.get("typeId") or node.get("type") or ""
    raise ImportSourceError(
        Msg(
            "error.import.number" if allow_negative else "error.import.number_not_negative",
            kind=kind,
            what=Msg(f"error.import.what.{what}"),
            owner=repr(owner.get("name") or local(owner.tag)),
            id=owner.get("id") or "?",
            raw=repr(raw),
        ),
        hint=Msg("error.import.correct_data.hint"),
    )


def check_root(root: Element, path: Path, expected: str) -> None:
    """Refuse a file whose root element is not a BattleScribe *expected* (an HTML page...)."""
    if local(root.tag) != expected:
        raise ImportSourceError(
            Msg(
                "error.import.not_battlescribe",
                kind=Msg(f"error.import.kind.{expected}"),
                tag=local(root.tag),
            ),
            file=path,
            hint=Msg("error.import.download_again.hint"),
        )


class SourceIndex:
    """Everything an entry may point at, from the game system and one catalogue, filled by
    :meth:`add` (state that changes, not a value)."""

    def __init__(self) -> None:
        self.profiles: dict[str, Element] = {}
        self.rules: dict[str, Element] = {}
        self.categories: dict[str, str] = {}
        self.entries: dict[str, Element] = {}
        self.cost_types: dict[str, str] = {}

    def add(self, root: Element) -> None:
        for element in walk(root, "profile"):
            self.profiles.setdefault(element.get("id", ""), element)
        for element in walk(root, "rule"):
            self.rules.setdefault(element.get("id", ""), element)
        for element in walk(root, "categoryEntry"):
            self.categories.setdefault(element.get("id", ""), element.get("name", ""))
        for element in walk(root, "costType"):
            self.cost_types.setdefault(element.get("id", ""), (element.get("name") or "").strip())
        for container in (child(root, "sharedSelectionEntries"), child(root, "selectionEntries")):
            if container is None:
                continue
            for element in container.iter():
                if local(element.tag) == "selectionEntry":
                    self.entries.setdefault(element.get("id", ""), element)
