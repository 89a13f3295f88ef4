"""A folder replaced at once: all the new files or none, other files carried over."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.files.folders import replace_folder


def test_the_new_content_replaces_the_old_and_kept_files_stay(tmp_path: Path) -> None:
    books = tmp_path / "books"
    books.mkdir()
    (books / "old.yaml").write_text("old", encoding="utf-8")
    (books / "README").write_text("kept", encoding="utf-8")

    def fill(staging: Path) -> None:
        (staging / "old.yaml").write_text("new", encoding="utf-8")

    replace_folder(books, fill, keep=lambda name: name != "old.yaml")
    assert (books / "old.yaml").read_text(encoding="utf-8") == "new"
    assert (books / "README").read_text(encoding="utf-8") == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["books"]


def test_a_failure_half_way_leaves_the_old_folder(tmp_path: Path) -> None:
    books = tmp_path / "books"
    books.mkdir()
    (books / "a.yaml").write_text("a", encoding="utf-8")

    def fill(staging: Path) -> None:
        (staging / "a.yaml").write_text("half", encoding="utf-8")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        replace_folder(books, fill, keep=lambda name: False)
    assert (books / "a.yaml").read_text(encoding="utf-8") == "a"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["books"]
