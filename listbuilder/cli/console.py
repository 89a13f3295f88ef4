"""The commands' output streams, alike on every system.

Output that goes to a file or a pipe is UTF-8 whatever the system's code page, with ``\n``
line ends. On Windows a redirected stream otherwise takes the ANSI code page (cp1252 in
France and the US) and writes ``\r\n``: a roster's name outside the code page ends the
command with an error, an export written through it (``listbuilder export army.yaml >
copy.yaml``) is refused by our own reader, which wants UTF-8, and ``--json`` output differs
from the same command's on Linux. A console keeps its encoding: Windows' console API and a
UTF-8 terminal show every character; a console in a narrower code page (a terminal in
Latin-1, cp850 under some consoles) shows a character it lacks as a ``\\u`` escape instead of
ending the command with ``UnicodeEncodeError``.

On Windows the bundle's ``listbuilder.exe`` is a windowed program, so started from a
console with a command it has no streams at all (``sys.stdout`` is None) and would print
nothing: it borrows the console it was started from. Its console twin,
``listbuilder-cli.exe``, is the one for scripts, since a console waits for it to end.
"""

from __future__ import annotations

import codecs
import io
import sys
from typing import TextIO

ATTACH_PARENT_PROCESS = -1
"""AttachConsole's argument for the console of the process that started us."""
WINDOWS = sys.platform == "win32"


def prepare_streams() -> None:
    """Make the standard streams fit for a command's output (see the module's docstring)."""
    if WINDOWS and sys.stdout is None and sys.stderr is None:
        _borrow_parent_console()
    for stream in (sys.stdout, sys.stderr):
        utf8_when_redirected(stream)


def utf8_when_redirected(stream: TextIO | None) -> None:
    """Switch *stream* to UTF-8 and ``\n`` when it is a file or a pipe; let a console in a
    narrow code page escape what it cannot show (see the module's docstring)."""
    if not isinstance(stream, io.TextIOWrapper):
        return  # None (no stream at all), or a stand-in (a test's capture) left as it is
    try:
        if stream.isatty():
            if codecs.lookup(stream.encoding).name != "utf-8" and stream.errors == "strict":
                stream.flush()
                stream.reconfigure(errors="backslashreplace")
            return
        stream.flush()
        # Windows opens the standard streams translating "\n" to "\r\n"; POSIX does not.
        stream.reconfigure(encoding="utf-8", newline="\n")
    except (LookupError, OSError, ValueError):  # a closed or odd stream: keep it as it is
        return


def write_bytes(data: bytes) -> None:
    """*data* to the standard output: the very bytes to a file or a pipe (no code page, no
    ``\\r\\n`` for ``\\n``); as text to a terminal, which shows it (and whose controls the
    commands' inert stream escapes)."""
    stream = sys.stdout
    if stream is None:
        return
    buffer = getattr(stream, "buffer", None)
    if buffer is None or stream.isatty():
        stream.write(data.decode("utf-8"))
        stream.flush()
        return
    stream.flush()
    buffer.write(data)
    buffer.flush()


def _borrow_parent_console() -> None:
    """Windows: write to the console the windowed program was started from, if any."""
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined,unused-ignore]
    if not kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
        return  # started from the desktop: there is nowhere to write
    # CONOUT$ opens as the console itself, which takes UTF-8 and shows every character
    sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115  (kept to the end)
    sys.stderr = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115
