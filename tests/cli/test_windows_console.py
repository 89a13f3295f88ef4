"""The commands' streams as Windows opens them: ``\\r\\n`` line ends on a redirected
stream, and a console in a narrow code page (cp850, cp1252). Simulated with the streams
Windows would give (see :mod:`tests.cli.test_console`); a real console is for Wine."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from listbuilder.cli import console
from listbuilder.cli.main import main
from tests.cli.consoles import NAME, WindowsRedirect

CYRILLIC = NAME.split()[0]


class NarrowConsole(io.TextIOWrapper):
    """A console in an OEM code page, as Windows' ``cmd`` gives to a program whose output
    does not go through the console API (a terminal emulator, Wine's console)."""

    def __init__(self, encoding: str) -> None:
        super().__init__(io.BytesIO(), encoding=encoding, newline="\r\n")

    def isatty(self) -> bool:
        return True

    def shown(self) -> str:
        self.flush()
        buffer = self.buffer
        assert isinstance(buffer, io.BytesIO)
        return buffer.getvalue().decode(self.encoding)


def test_json_to_a_redirected_stream_has_unix_line_ends(
    roster_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``summary --json > out.json`` on Windows wrote ``\\r\\n``: the same command gives the
    same bytes on every system."""
    stdout = WindowsRedirect()
    monkeypatch.setattr(sys, "stdout", stdout)
    assert main(["summary", "--json", str(roster_file)]) == 0
    data = stdout.written()
    assert b"\n" in data and b"\r\n" not in data
    assert json.loads(data.decode("utf-8"))["name"] == NAME


def test_a_redirected_stream_writes_newlines_as_they_are() -> None:
    stream = WindowsRedirect()
    console.utf8_when_redirected(stream)
    stream.write("one\ntwo\n")
    assert stream.written() == b"one\ntwo\n"


@pytest.mark.parametrize("encoding", ["cp850", "cp1252", "latin-1"])
def test_a_narrow_console_escapes_what_it_cannot_show(encoding: str) -> None:
    shown = NarrowConsole(encoding)
    console.utf8_when_redirected(shown)
    shown.write(f"{NAME}\n")  # raised UnicodeEncodeError before
    text = shown.shown()
    assert "Détachement «Tarsis»" in text  # what the code page has stays as it is
    assert CYRILLIC not in text and "\\u0423" in text  # the rest is escaped, never lost
    assert shown.encoding == encoding  # the console keeps its code page


@pytest.mark.parametrize("encoding", ["cp850", "cp1252"])
def test_a_command_on_a_narrow_console_ends_well(
    encoding: str,
    roster_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stdout, stderr = NarrowConsole(encoding), NarrowConsole(encoding)
    monkeypatch.setattr(sys, "stdout", stdout)
    monkeypatch.setattr(sys, "stderr", stderr)
    assert main(["validate", "--lang", "fr", str(roster_file)]) == 0
    assert "Détachement «Tarsis»" in stdout.shown()
    bad = roster_file.with_name(f"{CYRILLIC}.yaml")
    assert main(["summary", str(bad)]) == 2  # the missing file is named on stderr
    assert "\\u0423" in stderr.shown()


def test_a_utf8_console_is_left_as_it_is() -> None:
    shown = NarrowConsole("utf-8")
    console.utf8_when_redirected(shown)
    shown.write(NAME)
    assert shown.shown() == NAME and shown.errors == "strict"


def test_a_real_pipe_gets_utf8_and_unix_line_ends(roster_file: Path) -> None:
    """The command in a process of its own, its output through a real pipe: on Windows
    (under Wine here) that pipe starts in the ANSI code page with ``\\r\\n``."""
    import os
    import subprocess

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONUTF8", "PYTHONIOENCODING")}
    done = subprocess.run(
        [sys.executable, "-m", "listbuilder", "summary", "--json", str(roster_file)],
        capture_output=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert b"\r\n" not in done.stdout
    assert json.loads(done.stdout.decode("utf-8"))["name"] == NAME
