"""An element tree written as indented XML 1.0 text in one pass.

What ``xml.etree``'s ``indent`` then ``tostring(short_empty_elements=True)`` write, byte for
byte, for the trees the roster writer builds (plain tags, string attributes, no mixed
content), with every text and attribute first stripped of what XML 1.0 cannot hold
(:func:`~listbuilder.report.inert.xml_text`). One walk instead of three: profiles and rules
made a roster's tree several times larger, and the standard serialiser's namespace pass
and per-element look-ups came to half the export's time.

A subtree placed under several parents (the same profile element under every selection
that shows it) is written once per depth and copied after that, when its tag is among
*shared*: such subtrees must not change while the tree is written.

A subtree whose tag is among *flat* is written on one line, as ``tostring`` writes it
without ``indent``: the profiles and rules are two thirds of a roster's elements, and the
indentation between them was a sixth of the parsing time of every ``.rosz`` read back.
"""

from __future__ import annotations

from collections.abc import Collection
from xml.etree.ElementTree import Element

from listbuilder.report.inert import xml_text

SPACE = "  "


def _safe(text: str) -> str:
    """*text* without what XML 1.0 cannot hold; printable ASCII (most of a roster) as it is."""
    return text if text.isascii() and text.isprintable() else xml_text(text)


def _cdata(text: str) -> str:
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def _attribute(text: str) -> str:
    text = _cdata(text)
    if '"' in text:
        text = text.replace('"', "&quot;")
    if "\r" in text:
        text = text.replace("\r", "&#13;")
    if "\n" in text:
        text = text.replace("\n", "&#10;")
    if "\t" in text:
        text = text.replace("\t", "&#09;")
    return text


def indented_xml(root: Element, shared: Collection[str] = (), flat: Collection[str] = ()) -> str:
    """*root* and everything below it as text, two spaces an indent level; subtrees with a
    tag in *shared* written once per element and depth, those with a tag in *flat* with
    no indentation inside."""
    out: list[str] = []
    write = out.append
    pads = ["\n"]
    done: dict[tuple[int, int, bool], str] = {}

    def pad(level: int) -> str:
        while len(pads) <= level:
            pads.append(pads[-1] + SPACE)
        return pads[level]

    def walk(node: Element, level: int, inline: bool) -> None:
        tag = node.tag
        inline = inline or tag in flat
        if tag in shared:
            key = (id(node), level, inline)
            text = done.get(key)
            if text is None:
                start = len(out)
                element(node, level, inline)
                text = done[key] = "".join(out[start:])
                del out[start:]
            write(text)
        else:
            element(node, level, inline)

    def element(node: Element, level: int, inline: bool) -> None:
        tag = node.tag
        write("<" + tag)
        for key, value in node.items():
            write(f' {key}="{_attribute(_safe(value))}"')
        text = _safe(node.text) if node.text else ""
        if len(node):
            write(">")
            inner = "" if inline else pad(level + 1)
            write(_cdata(text) if text.strip() else inner)
            last = len(node) - 1
            for index, kid in enumerate(node):
                walk(kid, level + 1, inline)
                tail = _safe(kid.tail) if kid.tail else ""
                if tail.strip():
                    write(_cdata(tail))
                elif not inline:
                    write(inner if index < last else pad(level))
            write("</" + tag + ">")
        elif text:
            write(">" + _cdata(text) + "</" + tag + ">")
        else:
            write(" />")

    walk(root, 0, False)
    if root.tail:
        write(_cdata(_safe(root.tail)))
    return "".join(out)
