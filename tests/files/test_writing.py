"""Atomic writes: the mode kept, links written through, everything flushed, nothing torn."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from listbuilder.files.writing import (
    LinkLoopError,
    NotAFileError,
    ReadOnlyFileError,
    atomic_output,
    atomic_write_bytes,
)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o644, 0o664])
def test_an_existing_file_keeps_its_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(b"old")
    os.chmod(path, mode)
    atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"new" and _mode(path) == mode


def test_a_new_file_gets_the_umask_mode_not_the_temporary_files_0600(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        atomic_write_bytes(tmp_path / "a.json", b"{}")
        with atomic_output(tmp_path / "b.pdf") as tmp:
            tmp.write_bytes(b"%PDF")
    finally:
        os.umask(old)
    assert _mode(tmp_path / "a.json") == 0o644 and _mode(tmp_path / "b.pdf") == 0o644


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
    assert events == ["fsync file", "replace", "fsync folder"]


def test_a_failure_inside_the_block_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "army.pdf"
    path.write_bytes(b"the old printout")
    with pytest.raises(RuntimeError), atomic_output(path) as tmp:
        tmp.write_bytes(b"half a PDF")
        raise RuntimeError("the printer died")
    assert path.read_bytes() == b"the old printout"
    assert [p.name for p in tmp_path.iterdir()] == ["army.pdf"]


def test_refusals_come_before_any_work(tmp_path: Path) -> None:
    (tmp_path / "folder.pdf").mkdir()
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    read_only = tmp_path / "kept.pdf"
    read_only.write_bytes(b"kept")
    os.chmod(read_only, 0o444)
    loop = tmp_path / "loop.pdf"
    loop.symlink_to(tmp_path / "loop2.pdf")
    (tmp_path / "loop2.pdf").symlink_to(loop)
    cases: list[tuple[Path, type[OSError]]] = [
        (tmp_path / "folder.pdf", NotAFileError),
        (fifo, NotAFileError),
        (read_only, ReadOnlyFileError),
        (loop, LinkLoopError),
    ]
    for path, refusal in cases:
        ran = False
        with pytest.raises(refusal), atomic_output(path):
            ran = True
        assert not ran, path
    assert read_only.read_bytes() == b"kept"


def test_hard_links_keep_sharing_the_content(tmp_path: Path) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(b"old")
    other = tmp_path / "club.yaml"
    os.link(path, other)
    atomic_write_bytes(path, b"new")
    assert other.read_bytes() == b"new" and path.stat().st_nlink == 2
