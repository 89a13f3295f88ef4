"""Reading a stranger's file: regular files only, within the cap, refused without waiting."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from listbuilder.errors import RosterFileError
from listbuilder.files.reading import SizeCap, read_regular_bytes, read_text_file
from tests.platforms import needs_dev_zero, needs_mkfifo

CAP = SizeCap(1024, "error.ros.too_large_file", "error.ros.too_large_file.hint")


@needs_mkfifo
def test_a_fifo_is_refused_at_once_even_with_no_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    start = time.monotonic()
    with pytest.raises(RosterFileError) as info:
        read_regular_bytes(fifo, RosterFileError, what="roster file")
    assert time.monotonic() - start < 2
    assert "special file" in info.value.message and info.value.file == str(fifo)


@needs_dev_zero
def test_a_link_to_dev_zero_is_refused_without_reading(tmp_path: Path) -> None:
    link = tmp_path / "codex.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(RosterFileError, match="special file"):
        read_regular_bytes(link, RosterFileError, cap=CAP)


def test_a_file_over_the_cap_is_refused_and_one_within_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.ros"
    big.write_bytes(b"x" * 2048)
    with pytest.raises(RosterFileError):
        read_regular_bytes(big, RosterFileError, cap=CAP)
    small = tmp_path / "small.ros"
    small.write_bytes(b"<roster/>")
    assert read_regular_bytes(small, RosterFileError, cap=CAP) == b"<roster/>"


def test_missing_folder_and_bad_bytes_are_worded_in_french(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError) as missing:
        read_regular_bytes(tmp_path / "nope.yaml", RosterFileError)
    assert missing.value.text("fr") == "ce fichier n'existe pas"
    with pytest.raises(RosterFileError) as folder:
        read_regular_bytes(tmp_path, RosterFileError, what="roster file")
    assert folder.value.text("fr") == "c'est un dossier, pas un fichier de liste d'armée"
    latin1 = tmp_path / "latin1.yaml"
    latin1.write_bytes(b"name: ok\nnotes: caf\xe9\n")
    with pytest.raises(RosterFileError) as bad:
        read_text_file(latin1, RosterFileError)
    assert bad.value.line == 2
