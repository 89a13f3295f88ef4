"""Text from a stranger's roster made harmless where it lands: a terminal, a spreadsheet, XML.

Names, notes and file names come from files anyone can write. Three places would act on
them rather than show them:

- **A terminal** obeys escape sequences (retitle, clear, move the cursor) and bidi
  overrides reorder what is read. Text written for a terminal or a text report (the
  commands' standard output and error, the text/Markdown/BBCode exports) has every control
  character but tab and newline, and every bidi override or isolate, replaced by its
  visible escape ``\\uXXXX`` (:func:`terminal_text`). The escape is also a valid JSON and
  YAML double-quoted escape of the same character, so data written to standard output
  keeps its meaning. Data formats written to files (YAML, JSON, XML) keep the text as it
  is: their own escaping carries it.
- **A spreadsheet** runs a cell starting with ``=``, ``+``, ``-``, ``@``, tab or carriage
  return as a formula: such a text cell is prefixed with a single quote (:func:`csv_cell`,
  OWASP's advice).
- **XML 1.0** cannot hold most C0 controls, lone surrogates or U+FFFE/U+FFFF at all: they
  are removed before writing (:func:`xml_text`), so every file we write reads back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

_TERMINAL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u202a-\u202e\u2066-\u2069]")
"""Controls (C0 but tab and newline, DEL, C1) and bidi embeddings, overrides, isolates."""

_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
"""What XML 1.0 cannot hold, even as a character reference."""

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def terminal_text(text: str) -> str:
    """*text* with what a terminal would obey shown as ``\\uXXXX`` instead."""
    return _TERMINAL.sub(_escape, text)


def csv_cell(text: str) -> str:
    """*text* as a CSV cell no spreadsheet runs as a formula."""
    return "'" + text if text.startswith(_FORMULA_START) else text


def xml_text(text: str) -> str:
    """*text* without the characters XML 1.0 cannot hold."""
    return _XML_ILLEGAL.sub("", text)


_XML_RAW_CONTROL = re.compile("[\x7f-\x9f]")


def xml_char_refs(xml: str) -> str:
    """Serialised XML with DEL and C1 controls (legal, but obeyed by terminals) written as
    character references: the file reads back the same and shows no raw control."""
    return _XML_RAW_CONTROL.sub(lambda m: f"&#x{ord(m.group()):x};", xml)


class InertStream:
    """A text stream passing everything written through :func:`terminal_text`."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(terminal_text(text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


@contextmanager
def inert_standard_streams() -> Iterator[None]:
    """Standard output and error made inert while the block runs (the commands' output)."""
    import sys

    saved = sys.stdout, sys.stderr
    # None stays None: a windowed program's missing stream, which print() skips
    sys.stdout = InertStream(saved[0]) if saved[0] is not None else None
    sys.stderr = InertStream(saved[1]) if saved[1] is not None else None
    try:
        yield
    finally:
        sys.stdout, sys.stderr = saved
