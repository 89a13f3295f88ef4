"""The commands' output on a Windows console, a redirected stream and the windowed program
without streams, simulated here: a redirected stream in the ANSI code page with ``\\r\\n``
line ends, as Windows opens it, and ``AttachConsole`` answered by a stand-in."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from listbuilder.cli import console
from listbuilder.cli.main import main
from listbuilder.roster.io import load_roster, parse_roster, save_roster
from tests.cli.consoles import NAME, WindowsRedirect

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


class Console(WindowsRedirect):
    def isatty(self) -> bool:
        return True


def test_a_redirected_stream_becomes_utf8_and_a_console_is_left_alone() -> None:
    redirected, terminal = WindowsRedirect(), Console()
    console.utf8_when_redirected(redirected)
    console.utf8_when_redirected(terminal)
    console.utf8_when_redirected(None)  # a windowed program's missing stream
    redirected.write(NAME)
    assert redirected.written() == NAME.encode("utf-8")
    assert terminal.encoding == "cp1252"


def test_an_export_to_a_redirected_stream_is_the_file_itself(
    roster_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``listbuilder export army.yaml --format yaml > copy.yaml`` on Windows: UTF-8 and
    ``\\n`` as in the file ``-o`` writes, so it reads back (cp1252 once ended in an error)."""
    stdout = WindowsRedirect()
    monkeypatch.setattr(sys, "stdout", stdout)
    out = tmp_path / "o.yaml"
    assert main(["export", str(roster_file), "--format", "yaml", "-o", str(out)]) == 0
    assert main(["export", str(roster_file), "--format", "yaml"]) == 0
    data = stdout.written()
    assert data == out.read_bytes()
    assert b"\r\n" not in data
    assert parse_roster(data.decode("utf-8")).name == NAME


def test_a_report_to_a_redirected_stream_keeps_every_character(
    roster_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    stdout = WindowsRedirect()
    monkeypatch.setattr(sys, "stdout", stdout)
    assert main(["validate", "--lang", "fr", str(roster_file)]) == 0
    assert NAME in stdout.written().decode("utf-8")


def windowed(monkeypatch: pytest.MonkeyPatch, *, attached: bool) -> list[int]:
    """The windowed ``listbuilder.exe`` on Windows: no streams (set in the test's body, as
    pytest sets its own streams before it), and AttachConsole answered by a stand-in."""
    import ctypes

    asked: list[int] = []
    monkeypatch.setattr(console, "WINDOWS", True)
    monkeypatch.setattr(ctypes, "windll", _kernel32(asked, attached), raising=False)
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    return asked


def _kernel32(asked: list[int], attached: bool) -> Any:
    def attach(process: int) -> int:
        asked.append(process)
        return int(attached)

    return SimpleNamespace(kernel32=SimpleNamespace(AttachConsole=attach))


def test_the_windowed_program_borrows_the_console_it_was_started_from(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    conout = tmp_path / "conout.txt"  # not "CONOUT$": Windows opens that as the console

    def open_console(name: str, mode: str, encoding: str) -> Any:
        assert (name, mode, encoding) == ("CONOUT$", "w", "utf-8")
        return io.open(conout, "a", encoding=encoding)  # noqa: UP020  (not the stand-in)

    monkeypatch.setattr(console, "open", open_console, raising=False)
    asked = windowed(monkeypatch, attached=True)
    try:
        assert main(["codex", "lists"]) == 0
        assert asked == [console.ATTACH_PARENT_PROCESS]
        assert sys.stdout is not None and sys.stderr is not None
        sys.stdout.flush()
        assert "space_marines" in conout.read_text(encoding="utf-8")
    finally:
        borrowed = (sys.stdout, sys.stderr)
        monkeypatch.setattr(sys, "stdout", None)  # undone after the test, as the others
        monkeypatch.setattr(sys, "stderr", None)
        for stream in borrowed:
            if stream is not None:
                stream.close()


def test_the_windowed_program_started_from_the_desktop_prints_nowhere_and_ends_well(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked = windowed(monkeypatch, attached=False)
    assert main(["codex", "lists"]) == 0
    assert asked == [console.ATTACH_PARENT_PROCESS]
    assert sys.stdout is None and sys.stderr is None


def test_the_app_never_borrows_a_console(monkeypatch: pytest.MonkeyPatch) -> None:
    """A double-click on a roster starts the app: no console is asked for."""
    from listbuilder.cli import main as cli_main

    asked = windowed(monkeypatch, attached=True)
    started: list[list[str]] = []
    monkeypatch.setattr(cli_main, "_run_app", lambda args: started.append(args) or 0)
    roster = str(EXAMPLES / "goff-warband.yaml")
    assert main([roster]) == 0 and main([]) == 0
    assert started == [[roster], []] and asked == []


class Utf8Terminal(io.TextIOWrapper):
    def __init__(self) -> None:
        super().__init__(io.BytesIO(), encoding="utf-8")

    def isatty(self) -> bool:
        return True


def test_an_export_to_a_terminal_stays_inert(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bytes go raw only to files and pipes: a terminal gets text, whose bidi overrides and
    controls the commands' inert stream shows as escapes."""
    path = tmp_path / "army.yaml"
    roster = load_roster(EXAMPLES / "goff-warband.yaml")
    save_roster(roster.model_copy(update={"name": "Goffs \u202eevil"}), path)
    terminal = Utf8Terminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    assert main(["export", str(path), "--format", "yaml"]) == 0
    terminal.flush()
    shown = terminal.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]
    assert "\u202e" not in shown and "\\u202e" in shown
