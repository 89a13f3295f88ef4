"""Atomic writes: the mode kept, links written through, everything flushed, nothing torn."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from listbuilder.files.writing import (
    LinkLoopError,
    NotAFileError,
    ReadOnlyFileError,
    atomic_output,
    atomic_write_bytes,
)
from tests.platforms import (
    WINDOWS,
    needs_mkfifo,
    needs_posix_modes,
    needs_symlinks,
    only_on_windows,
)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@needs_posix_modes
@pytest.mark.parametrize("mode", [0o600, 0o640, 0o644, 0o664])
def test_an_existing_file_keeps_its_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(b"old")
    os.chmod(path, mode)
    atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"new" and _mode(path) == mode


@needs_posix_modes
def test_a_new_file_gets_the_umask_mode_not_the_temporary_files_0600(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        atomic_write_bytes(tmp_path / "a.json", b"{}")
        with atomic_output(tmp_path / "b.pdf") as tmp:
            tmp.write_bytes(b"%PDF")
    finally:
        os.umask(old)
    assert _mode(tmp_path / "a.json") == 0o644 and _mode(tmp_path / "b.pdf") == 0o644


@needs_symlinks
def test_a_symlink_is_written_through_to_its_target(tmp_path: Path) -> None:
    real = tmp_path / "synced" / "army.pdf"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "army.pdf"
    link.symlink_to(real)
    with atomic_output(link) as tmp:
        tmp.write_bytes(b"new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_bytes() == b"new"
    assert sorted(p.name for p in real.parent.iterdir()) == ["army.pdf"]


def test_the_file_and_its_folder_are_flushed_before_and_after_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        kind = "folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file"
        events.append(f"fsync {kind}")
        real_fsync(fd)

    def replace(src: str, dst: str) -> None:
        events.append("replace")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    atomic_write_bytes(tmp_path / "army.yaml", b"data")
    # Windows has no folder flush (a folder cannot be opened for writing): the rename is
    # journalled by NTFS itself.
    folder = [] if WINDOWS else ["fsync folder"]
    assert events == ["fsync file", "replace", *folder]


def test_a_failure_inside_the_block_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "army.pdf"
    path.write_bytes(b"the old printout")
    with pytest.raises(RuntimeError), atomic_output(path) as tmp:
        tmp.write_bytes(b"half a PDF")
        raise RuntimeError("the printer died")
    assert path.read_bytes() == b"the old printout"
    assert [p.name for p in tmp_path.iterdir()] == ["army.pdf"]


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "folder.pdf").mkdir()
    return tmp_path / "folder.pdf"


def _fifo(tmp_path: Path) -> Path:
    os.mkfifo(tmp_path / "pipe.pdf")
    return tmp_path / "pipe.pdf"


def _read_only(tmp_path: Path) -> Path:
    """On Windows, chmod 0o444 sets the read-only attribute: the same refusal."""
    (tmp_path / "kept.pdf").write_bytes(b"kept")
    os.chmod(tmp_path / "kept.pdf", 0o444)
    return tmp_path / "kept.pdf"


def _loop(tmp_path: Path) -> Path:
    loop = tmp_path / "loop.pdf"
    loop.symlink_to(tmp_path / "loop2.pdf")
    (tmp_path / "loop2.pdf").symlink_to(loop)
    return loop


@pytest.mark.parametrize(
    ("plant", "refusal"),
    [
        pytest.param(_folder, NotAFileError, id="folder"),
        pytest.param(_fifo, NotAFileError, id="fifo", marks=needs_mkfifo),
        pytest.param(_read_only, ReadOnlyFileError, id="read-only"),
        pytest.param(_loop, LinkLoopError, id="loop", marks=needs_symlinks),
    ],
)
def test_refusals_come_before_any_work(
    tmp_path: Path, plant: Callable[[Path], Path], refusal: type[OSError]
) -> None:
    path = plant(tmp_path)
    before = path.read_bytes() if path.is_file() else None
    ran = False
    with pytest.raises(refusal), atomic_output(path):
        ran = True
    assert not ran, path
    assert (path.read_bytes() if path.is_file() else None) == before


def test_hard_links_keep_sharing_the_content(tmp_path: Path) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(b"old")
    other = tmp_path / "club.yaml"
    os.link(path, other)
    atomic_write_bytes(path, b"new")
    assert other.read_bytes() == b"new" and path.stat().st_nlink == 2


@only_on_windows("the read-only attribute stands for POSIX modes")
def test_on_windows_a_rewritten_file_stays_writable_and_a_read_only_one_stays_read_only(
    tmp_path: Path,
) -> None:
    """The Windows twin of the mode tests: the one permission bit Windows has (read-only,
    what chmod 0o444 sets) is neither lost nor gained by a rewrite."""
    path = tmp_path / "army.yaml"
    path.write_bytes(b"old")
    atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"new"
    assert not path.stat().st_file_attributes & stat.FILE_ATTRIBUTE_READONLY
    os.chmod(path, stat.S_IREAD)
    with pytest.raises(ReadOnlyFileError):
        atomic_write_bytes(path, b"newer")
    assert path.read_bytes() == b"new"
    assert path.stat().st_file_attributes & stat.FILE_ATTRIBUTE_READONLY
    os.chmod(path, stat.S_IREAD | stat.S_IWRITE)
