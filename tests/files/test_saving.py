"""Saving through ``files.saving``: a failure is our error, worded in the reader's language,
and leaves the previous file."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from listbuilder.errors import OutputPathError
from listbuilder.files.saving import save_bytes, saved_output


def test_a_refusal_before_the_block_is_cannot_write_here(tmp_path: Path) -> None:
    ran = False
    with pytest.raises(OutputPathError) as info, saved_output(tmp_path, OutputPathError):
        ran = True
    assert not ran
    assert info.value.message == "cannot write here: this is a folder, not a file"
    assert info.value.text("fr") == "impossible d'écrire ici : c'est un dossier, pas un fichier"


def test_a_failure_while_writing_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "table.csv"
    path.write_bytes(b"old")

    def full(src: str, dst: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", dst)

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(OutputPathError) as info:
        save_bytes(path, b"new", OutputPathError)
    assert info.value.message == "cannot write the file: No space left on device"
    assert info.value.text("fr") == "écriture du fichier impossible : le disque est plein"
    assert path.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["table.csv"]
