"""Cases 10 and 12 of issue 9: unreadable inputs and unwritable outputs of the commands.

Each ends with exit status 2 and a message naming the file; no input roster is ever
overwritten and nothing blocks on a FIFO.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from tests.platforms import needs_dev_zero, needs_mkfifo, needs_symlinks

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
LEGAL = EXAMPLES / "space-marines-with-guard.yaml"


@pytest.fixture
def roster(tmp_path: Path) -> Path:
    path = tmp_path / "army.yaml"
    path.write_bytes(LEGAL.read_bytes())
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return status, out, err


def locked_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder whose listing is refused (as for a user without the right to read it)."""
    locked = tmp_path / "locked"
    locked.mkdir()
    real = Path.iterdir

    def iterdir(self: Path):  # type: ignore[no-untyped-def]
        if self == locked:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    return locked


# --- case 10 ------------------------------------------------------------------------


def test_unreadable_folder_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = locked_folder(tmp_path, monkeypatch)
    status, out, err = run(capsys, "validate", "--lang", "en", str(locked), str(LEGAL))
    assert status == 2
    assert f"{locked}: cannot read the folder: Permission denied" in err
    assert "Ultramarines at Tarsis" in out


@pytest.mark.parametrize("target", ["folder", "missing-folder", "under-a-file"])
def test_csv_into_a_folder_or_nowhere_exits_2(
    target: str, tmp_path: Path, roster: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_path = {
        "folder": tmp_path,
        "missing-folder": tmp_path / "nope" / "out.csv",
        "under-a-file": roster / "out.csv",
    }[target]
    status, _, err = run(capsys, "validate", str(roster), "--csv", str(out_path))
    assert status == 2
    assert f"{out_path}:" in err
    assert roster.read_bytes() == LEGAL.read_bytes()


def test_csv_write_failure_exits_2(
    tmp_path: Path,
    roster: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A place that refuses the write only when it happens (a full disk, a read-only mount)."""
    real = os.replace

    def refuse(src: str, dst: str) -> None:
        if str(dst).endswith(".csv"):
            raise OSError(30, "Read-only file system", str(dst))
        real(src, dst)

    monkeypatch.setattr(os, "replace", refuse)
    status, _, err = run(capsys, "validate", str(roster), "--csv", str(tmp_path / "t.csv"))
    assert status == 2 and "Read-only file system" in err
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob(".*.tmp"))


@pytest.mark.parametrize("command", ["print", "templates"])
@pytest.mark.parametrize("target", ["folder", "under-a-file"])
def test_pdf_into_a_folder_or_nowhere_exits_2(
    command: str, target: str, tmp_path: Path, roster: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_path = tmp_path if target == "folder" else roster / "x.pdf"
    args = [command, str(roster)] if command == "print" else [command]
    status, _, err = run(capsys, *args, "-o", str(out_path))
    assert status == 2
    assert f"{out_path}:" in err


# --- case 12 ------------------------------------------------------------------------


@needs_mkfifo
def test_validate_refuses_a_fifo_without_blocking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    status, _, err = run(capsys, "validate", str(fifo))
    assert status == 2 and "special file" in err and str(fifo) in err
    status, _, err = run(capsys, "validate", "--lang", "en", str(tmp_path))
    assert status == 2 and "special file" in err


@needs_mkfifo
def test_tournament_pack_fifo_is_refused(
    tmp_path: Path, roster: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pack.yaml"
    os.mkfifo(fifo)
    status, _, err = run(capsys, "validate", str(roster), "--tournament", str(fifo))
    assert status == 2 and "special file" in err


@needs_dev_zero
def test_device_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "validate", "/dev/zero")
    assert status == 2 and "special file" in err


@needs_symlinks
def test_print_never_overwrites_its_roster(
    roster: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    link = tmp_path / "link.pdf"
    link.symlink_to(roster)
    for target in (roster, link):
        status, _, err = run(capsys, "print", str(roster), "-o", str(target))
        assert status == 2 and "overwrite" in err
    assert roster.read_bytes() == LEGAL.read_bytes()


def test_csv_never_overwrites_a_roster(
    roster: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for args in (["validate", str(roster)], ["validate", str(tmp_path)]):
        status, out, err = run(capsys, *args, "--csv", str(roster))
        assert status == 2 and "overwrite" in err and out == ""
    assert roster.read_bytes() == LEGAL.read_bytes()


@needs_symlinks
def test_symlink_loops_and_dangling_links_in_a_folder_are_reported(
    tmp_path: Path, roster: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.yaml").symlink_to(tmp_path / "b.yaml")
    (tmp_path / "b.yaml").symlink_to(tmp_path / "a.yaml")
    (tmp_path / "gone.yaml").symlink_to(tmp_path / "nothing.yaml")
    (tmp_path / "sub.yaml").mkdir()
    status, out, err = run(capsys, "validate", "--lang", "en", str(tmp_path))
    assert status == 2
    assert f"{tmp_path / 'a.yaml'}: this symbolic link goes round in a loop" in err
    assert f"{tmp_path / 'gone.yaml'}: this symbolic link points to nothing" in err
    assert f"{tmp_path / 'sub.yaml'}: this is a folder" in err
    assert "Ultramarines at Tarsis" in out


def test_print_writes_a_whole_pdf(
    roster: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_path = tmp_path / "army.pdf"
    status, out, _ = run(capsys, "print", str(roster), "-o", str(out_path), "--sections", "roster")
    assert status == 0 and out.strip() == str(out_path)
    assert out_path.read_bytes().startswith(b"%PDF") and out_path.read_bytes().rstrip().endswith(
        b"%%EOF"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.pdf", "army.yaml"]


@needs_symlinks
def test_folder_problems_speak_french(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = locked_folder(tmp_path, monkeypatch)
    folder = tmp_path / "rosters"
    folder.mkdir()
    (folder / "a.yaml").symlink_to(folder / "b.yaml")
    (folder / "b.yaml").symlink_to(folder / "a.yaml")
    (folder / "gone.yaml").symlink_to(folder / "nothing.yaml")
    (folder / "sub.yaml").mkdir()
    status, _out, err = run(capsys, "validate", "--lang", "fr", str(locked), str(folder))
    assert status == 2
    assert f"{locked}: lecture du dossier impossible : Permission denied" in err
    assert "vérifiez qu'il existe et que vous avez le droit de le lire" in err
    assert f"{folder / 'a.yaml'}: ce lien symbolique tourne en boucle" in err
    assert f"{folder / 'gone.yaml'}: ce lien symbolique ne pointe vers rien" in err
    assert f"{folder / 'sub.yaml'}: c'est un dossier, pas un fichier de liste d'armée" in err
    assert "cannot read" not in err and "symbolic link" not in err
