"""Files as Windows treats them: device names, trailing dots, long paths, a file held open
by another program, a folder opened as a file.

Windows' rules are applied on any system by setting :data:`listbuilder.files.windows.WINDOWS`
and standing in for the system call that behaves differently; the tests marked ``win32``
check the real thing (under Wine here, on Windows on real machines)."""

from __future__ import annotations

import errno
import os
import sys
import threading
from pathlib import Path

import pytest

from listbuilder.errors import OutputPathError, RosterFileError
from listbuilder.files import reading, windows, writing
from listbuilder.files.outputs import check_output
from listbuilder.files.reading import read_regular_bytes
from listbuilder.files.saving import save_bytes
from listbuilder.files.windows import extended_length, windows_name_problem
from listbuilder.files.writing import BadNameError, FileInUseError, atomic_write_bytes
from listbuilder.i18n.text import Msg

only_windows = pytest.mark.skipif(sys.platform != "win32", reason="the real Windows behaviour")


@pytest.fixture
def windows_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(windows, "WINDOWS", True)
    monkeypatch.setattr(writing, "REPLACE_WAIT", 0.0)


# --- names --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("CON", "error.refuse.name_device"),
        ("aux.yaml", "error.refuse.name_device"),
        ("nul.txt", "error.refuse.name_device"),
        ("Com1.pdf", "error.refuse.name_device"),
        ("lpt9.tar.gz", "error.refuse.name_device"),
        ("LPT0", "error.refuse.name_device"),
        ("prn .yaml", "error.refuse.name_device"),
        ("conout$.txt", "error.refuse.name_device"),
        ("COM\u00b9.yaml", "error.refuse.name_device"),
        ("army.", "error.refuse.name_trailing"),
        ("army.yaml ", "error.refuse.name_trailing"),
        ("army:v2.yaml", "error.refuse.name_chars"),
        ('what?"*.yaml', "error.refuse.name_chars"),
        ("tab\there.yaml", "error.refuse.name_chars"),
    ],
)
def test_names_windows_cannot_hold_are_named_with_the_reason(name: str, key: str) -> None:
    problem = windows_name_problem(name)
    assert problem is not None and problem.key == key
    english, french = problem.render("en"), problem.render("fr")
    assert "Windows" in english and "Windows" in french and english != french
    assert "{" not in english + french


@pytest.mark.parametrize(
    "name",
    ["army.yaml", "console.yaml", "CONS.pdf", "com10.txt", "lpt.txt", "Ωmega.yaml", ".army.yaml"],
)
def test_ordinary_names_are_left_alone(name: str) -> None:
    assert windows_name_problem(name) is None


def test_a_device_name_is_refused_before_anything_is_written(
    tmp_path: Path, windows_rules: None
) -> None:
    target = tmp_path / "aux.yaml"
    with pytest.raises(BadNameError) as caught:
        atomic_write_bytes(target, b"roster")
    assert caught.value.reason.key == "error.refuse.name_device"
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(RosterFileError) as worded:
        save_bytes(target, b"roster", RosterFileError)
    assert "AUX" in worded.value.describe("fr") and "périphérique" in worded.value.describe("fr")
    assert "AUX" in worded.value.describe("en") and "device" in worded.value.describe("en")


def test_a_command_refuses_such_an_output_before_any_work(
    tmp_path: Path, windows_rules: None
) -> None:
    with pytest.raises(OutputPathError) as caught:
        check_output(tmp_path / "army.pdf.")
    assert "Windows" in caught.value.describe("en")
    check_output(tmp_path / "army.pdf")  # a good name still passes


def test_on_other_systems_such_names_are_ordinary_files(tmp_path: Path) -> None:
    if windows.WINDOWS:
        pytest.skip("Windows' rules apply here")
    atomic_write_bytes(tmp_path / "aux.yaml", b"roster")
    assert (tmp_path / "aux.yaml").read_bytes() == b"roster"


# --- long paths ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "extended"),
    [
        (r"C:\Users\me\army.yaml", r"\\?\C:\Users\me\army.yaml"),
        ("C:/Users/me/../me/army.yaml", r"\\?\C:\Users\me\army.yaml"),
        (r"\\server\share\army.yaml", r"\\?\UNC\server\share\army.yaml"),
        (r"\\?\C:\already\army.yaml", r"\\?\C:\already\army.yaml"),
    ],
)
def test_long_paths_take_the_extended_length_form(path: str, extended: str) -> None:
    assert extended_length(path) == extended


@only_windows
def test_a_path_longer_than_max_path_is_written_and_read(tmp_path: Path) -> None:
    folder = tmp_path
    while len(str(folder)) < 300:
        folder = folder / ("deep-folder-" + "x" * 40)
    target = folder / "army.yaml"
    atomic_write_bytes(target, "Légion ☠\n".encode())
    assert read_regular_bytes(target, RosterFileError) == "Légion ☠\n".encode()


# --- a file held open elsewhere -----------------------------------------------------------------


def _refusing_replace(monkeypatch: pytest.MonkeyPatch, refusals: int) -> list[str]:
    """``os.replace`` refused *refusals* times, as Windows refuses while another handle is open."""
    real_replace = os.replace
    calls: list[str] = []

    def replace(src: str, dst: str) -> None:
        calls.append(str(dst))
        if len(calls) <= refusals:
            raise PermissionError(errno.EACCES, "Access is denied", str(dst))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    return calls


def test_a_file_let_go_within_a_moment_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windows_rules: None
) -> None:
    target = tmp_path / "army.yaml"
    target.write_bytes(b"old")
    calls = _refusing_replace(monkeypatch, 3)
    atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"new" and len(calls) == 4
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]


def test_a_file_held_open_is_never_lost_and_the_message_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windows_rules: None
) -> None:
    target = tmp_path / "army.yaml"
    target.write_bytes(b"old")
    calls = _refusing_replace(monkeypatch, 1000)
    with pytest.raises(RosterFileError) as caught:
        save_bytes(target, b"new", RosterFileError)
    assert len(calls) == writing.REPLACE_TRIES
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]  # no temporary left
    assert "another program" in caught.value.describe("en")
    assert "autre programme" in caught.value.describe("fr")
    assert isinstance(Msg("error.refuse.in_use").render("fr"), str)


def test_elsewhere_a_refused_rename_is_not_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(windows, "WINDOWS", False)
    calls = _refusing_replace(monkeypatch, 1000)
    with pytest.raises(PermissionError) as caught:
        atomic_write_bytes(tmp_path / "army.yaml", b"new")
    assert len(calls) == 1 and not isinstance(caught.value, FileInUseError)


@only_windows
def test_a_file_open_in_another_program_is_replaced_once_it_is_closed(tmp_path: Path) -> None:
    """The roster open in a second window (or an autosave being read): Windows refuses the
    rename while the handle is open; closing it within the retries lets the save through."""
    target = tmp_path / "army.yaml"
    target.write_bytes(b"old")
    holder = open(target, "rb")  # noqa: SIM115  (closed by the timer)
    threading.Timer(0.3, holder.close).start()
    atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"new"


@only_windows
def test_a_file_kept_open_is_refused_with_the_reason(tmp_path: Path) -> None:
    target = tmp_path / "army.yaml"
    target.write_bytes(b"old")
    with open(target, "rb"), pytest.raises(FileInUseError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["army.yaml"]


# --- a folder where a file is expected ----------------------------------------------------------


def test_a_folder_opened_as_a_roster_says_it_is_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows refuses to open a folder with "access denied" (no EISDIR): the reader
    still says what it is."""
    folder = tmp_path / "army.yaml"
    folder.mkdir()
    real_open = os.open

    def windows_open(path: object, flags: int, *args: int) -> int:
        if os.path.isdir(str(path)):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args)  # type: ignore[arg-type]

    if sys.platform != "win32":
        monkeypatch.setattr(reading.os, "open", windows_open)
    with pytest.raises(RosterFileError) as caught:
        read_regular_bytes(folder, RosterFileError, what="roster file")
    assert "folder" in caught.value.describe("en") and "dossier" in caught.value.describe("fr")
    assert "denied" not in caught.value.describe("en")


def test_a_forbidden_file_is_still_forbidden(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(b"x")

    def refuse(path: object, flags: int, *args: int) -> int:
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(reading.os, "open", refuse)
    with pytest.raises(RosterFileError) as caught:
        read_regular_bytes(path, RosterFileError)
    assert "Permission denied" in caught.value.describe("en")


def test_a_folder_given_as_an_output_says_it_is_a_folder(tmp_path: Path) -> None:
    (tmp_path / "army.pdf").mkdir()
    with pytest.raises(RosterFileError) as caught:
        save_bytes(tmp_path / "army.pdf", b"%PDF", RosterFileError)
    assert "folder" in caught.value.describe("en") and "dossier" in caught.value.describe("fr")


# --- names differing only in case ---------------------------------------------------------------


def test_an_output_differing_from_its_input_only_in_case_is_the_input(tmp_path: Path) -> None:
    """On Windows and macOS ``ARMY.YAML`` is ``army.yaml``: ``print army.yaml -o ARMY.YAML``
    would write over the roster, and is refused like ``-o army.yaml``."""
    roster = tmp_path / "army.yaml"
    roster.write_bytes(b"format: netepic-roster/1\n")
    if not (tmp_path / "ARMY.YAML").exists():
        pytest.skip("this file system tells names apart by case")
    with pytest.raises(OutputPathError) as caught:
        check_output(tmp_path / "ARMY.YAML", [roster])
    assert caught.value.message == Msg("error.output.is_input").render()


def test_saving_a_roster_under_a_device_name_or_over_a_file_in_use_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, windows_rules: None
) -> None:
    from listbuilder.roster.io import load_roster, save_roster

    roster = load_roster(Path(__file__).resolve().parents[2] / "examples" / "titan-legion.yaml")
    with pytest.raises(RosterFileError) as device:
        save_roster(roster, tmp_path / "nul.netepic.yaml")
    assert "NUL" in device.value.describe("en") and "file name" in device.value.describe("en")
    target = tmp_path / "army.yaml"
    save_roster(roster, target)
    before = target.read_bytes()
    _refusing_replace(monkeypatch, 1000)
    with pytest.raises(RosterFileError) as in_use:
        save_roster(roster.model_copy(update={"name": "changed"}), target)
    assert "close it there" in in_use.value.describe("en")
    assert "fermez-le" in in_use.value.describe("fr")
    assert target.read_bytes() == before


@pytest.mark.parametrize("name", ["NUL", "nul.yaml", "CON", "conin$"])
def test_a_device_name_given_as_a_roster_is_refused_as_a_device(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """``listbuilder validate nul.yaml`` opens the device on Windows; it is refused as one,
    never opened (CON would wait for the keyboard)."""
    monkeypatch.setattr(windows, "WINDOWS", True)

    def no_open(*args: object) -> int:
        raise AssertionError("a device was opened")

    monkeypatch.setattr(reading.os, "open", no_open)
    with pytest.raises(RosterFileError) as caught:
        read_regular_bytes(tmp_path / name, RosterFileError, what="roster file")
    assert "special" in caught.value.describe("en") or "device" in caught.value.describe("en")


def test_the_suggested_file_name_is_never_a_device() -> None:
    from listbuilder.gui.window.window_files import file_stem

    for name in ("CON", "aux", "Com\u00b9", "lpt3"):
        stem = file_stem(name)
        assert windows_name_problem(f"{stem}.netepic.yaml") is None, stem
