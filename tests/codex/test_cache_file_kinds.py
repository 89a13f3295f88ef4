"""A FIFO or a link to /dev/zero in place of the compiled codex: refused at once, the codex
loads from the YAML, and the next write puts a real cache file back (issue 19)."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from listbuilder.codex.loader import cache_file_for, content_hash, load_codex, load_codex_uncached
from tests.codex.factories import make_book, write_codex
from tests.platforms import needs_dev_zero, needs_mkfifo, needs_posix_modes


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


@pytest.mark.parametrize(
    "plant",
    [
        pytest.param(_fifo, id="fifo", marks=needs_mkfifo),
        pytest.param(_dev_zero, id="link-to-dev-zero", marks=needs_dev_zero),
    ],
)
def test_a_special_cache_file_is_refused_quickly_and_the_yaml_is_loaded(
    plant: Callable[[Path], None], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "cache"))
    folder = write_codex(tmp_path / "codex", [make_book("alpha")])
    cache_file = cache_file_for(content_hash(folder))
    cache_file.parent.mkdir(parents=True)
    plant(cache_file)
    loaded: list[object] = []
    worker = threading.Thread(target=lambda: loaded.append(load_codex(folder)), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert loaded, "load_codex blocked on the planted cache file"
    assert sorted(loaded[0].books) == sorted(load_codex_uncached(folder).books)  # type: ignore[attr-defined]
    info = os.lstat(cache_file)
    assert stat.S_ISREG(info.st_mode), "the planted file was not replaced by a real cache"


@needs_posix_modes
def test_the_cache_file_gets_the_usual_mode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(tmp_path / "cache"))
    folder = write_codex(tmp_path / "codex", [make_book("alpha")])
    old = os.umask(0o022)
    try:
        load_codex(folder)
    finally:
        os.umask(old)
    assert stat.S_IMODE(cache_file_for(content_hash(folder)).stat().st_mode) == 0o644
