"""The scratch file gives back what was written and leaves nothing behind, even on failure."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from listbuilder.files.scratch import written_bytes


def _ours() -> set[str]:
    return {p.name for p in Path(tempfile.gettempdir()).glob("listbuilder-*")}


def test_the_bytes_come_back_and_the_file_is_gone() -> None:
    before = _ours()
    used: list[Path] = []

    def write(path: Path) -> None:
        used.append(path)
        path.write_bytes(b"%PDF-1.4 a preview")

    assert written_bytes(write) == b"%PDF-1.4 a preview"
    assert used[0].suffix == ".pdf" and not used[0].parent.exists()
    assert _ours() == before


def test_a_failing_writer_leaves_nothing() -> None:
    before = _ours()
    used: list[Path] = []

    def write(path: Path) -> None:
        used.append(path)
        path.write_bytes(b"half")
        raise OSError("disk full")

    with pytest.raises(OSError, match="disk full"):
        written_bytes(write)
    assert not used[0].parent.exists() and _ours() == before
