"""Cases 5, 6 and 7 of issue 9: the compiled codex cache and broken codex folders.

The cache is JSON rebuilt into models (loading it cannot run code); any fault in it
means "load the YAML and carry on" with nothing worse than a debug line; a broken codex
file is a located error, a missing books folder a warning.
"""

from __future__ import annotations

import logging
import os
import pickle
from pathlib import Path

import pytest

from listbuilder.cli.main import main
from listbuilder.codex import compiled
from listbuilder.codex.codex import Codex
from listbuilder.codex.compiled import CompiledCodexError, read_compiled_codex, write_compiled_codex
from listbuilder.codex.convert import schema_class, to_plain, to_schema
from listbuilder.codex.loader import cache_file_for, content_hash, load_codex, load_codex_uncached
from listbuilder.errors import CodexError
from tests.codex.factories import make_book, write_codex
from tests.platforms import needs_symlinks

PACKAGE = Path(compiled.__file__).resolve().parents[1]
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("LISTBUILDER_CACHE_DIR", str(folder))
    return folder


@pytest.fixture
def small(tmp_path: Path) -> Path:
    return write_codex(tmp_path / "codex", [make_book("alpha"), make_book("beta")])


def _same(a: Codex, b: Codex) -> None:
    assert a.game_system == b.game_system
    assert a.abilities == b.abilities
    assert a.books == b.books
    assert [e.describe() for e in a.errors] == [e.describe() for e in b.errors]


# --- case 5: the format ----------------------------------------------------------


def test_the_real_codex_round_trips_through_the_compiled_form(codex: Codex, tmp_path: Path) -> None:
    path = tmp_path / "codex.json"
    write_compiled_codex(codex, path, key="k1")
    again = read_compiled_codex(path, key="k1")
    _same(again, codex)
    # shared sub-models stay shared, and the models behave as validated ones
    book = next(iter(again.books.values()))
    assert to_plain(to_schema(book, schema_class(book))) == book  # still passes the schema
    assert hash(book.cards[0].name) == hash(next(iter(codex.books.values())).cards[0].name)
    with pytest.raises(CompiledCodexError):
        read_compiled_codex(path, key="another")


def test_no_pickle_anywhere_in_the_package() -> None:
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if "import pickle" in path.read_text(encoding="utf-8")
        or "marshal" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []


class _Plant:
    """A pickle payload that creates a file when unpickled."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (open, (str(self.marker), "w"))


def test_a_planted_file_never_runs(cache: Path, small: Path, tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    key = content_hash(small)
    cache.mkdir()
    payload = pickle.dumps(_Plant(marker))
    cache_file_for(key).write_bytes(payload)
    (cache / f"codex-{key[:32]}.pickle").write_bytes(payload)  # the old name, too
    loaded = load_codex(small)
    assert set(loaded.books) == {"alpha", "beta"}
    assert not marker.exists()
    assert not list(cache.glob("*.pickle"))  # old pickles are removed, never read
    assert read_compiled_codex(cache_file_for(key), key=key).books == loaded.books


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{",
        b"[]",
        b'{"format": "listbuilder-compiled-codex/1"}',
        b"\xff\xfe garbage",
    ],
)
def test_damaged_cache_files_are_rebuilt_silently(
    damage: bytes, cache: Path, small: Path, caplog: pytest.LogCaptureFixture
) -> None:
    key = content_hash(small)
    cache.mkdir()
    cache_file_for(key).write_bytes(damage)
    with caplog.at_level(logging.DEBUG):
        loaded = load_codex(small)
    assert set(loaded.books) == {"alpha", "beta"}
    assert all(record.levelno <= logging.DEBUG for record in caplog.records)
    assert read_compiled_codex(cache_file_for(key), key=key).books == loaded.books


def test_tampered_class_names_and_fields_are_refused(small: Path, tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    write_compiled_codex(load_codex_uncached(small), path)
    text = path.read_text(encoding="utf-8")
    assert set(read_compiled_codex(path).books) == {"alpha", "beta"}  # untouched, it reads
    for old, new in (
        ('"Card"', '"Popen"'),
        ('"points"', '"pointz"'),
        ('"classes":[', '"classes":[0,'),
    ):
        tampered = text.replace(old, new, 1)
        assert tampered != text, old  # the file really holds what is tampered with
        path.write_text(tampered, encoding="utf-8")
        with pytest.raises(CompiledCodexError):
            read_compiled_codex(path)


# --- case 6: an unusable cache folder ----------------------------------------------


@pytest.mark.parametrize("fault", ["file-for-folder", "folder-for-file", "read-only"])
def test_unusable_cache_folder_never_stops_a_command(
    fault: str,
    cache: Path,
    small: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    key = content_hash(small)
    if fault == "file-for-folder":
        cache.write_text("not a folder", encoding="utf-8")
    elif fault == "folder-for-file":
        cache_file_for(key).mkdir(parents=True)
        (cache_file_for(key) / "inside").write_text("x", encoding="utf-8")
    else:  # read-only, with a damaged file in it (root ignores modes: refuse every write)
        cache.mkdir()
        cache_file_for(key).write_bytes(b"damaged")

        def refuse(*args: object, **kwargs: object) -> None:
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(os, "replace", refuse)
        monkeypatch.setattr(os, "unlink", refuse)
        monkeypatch.setattr(Path, "unlink", refuse)
    with caplog.at_level(logging.DEBUG):
        for _ in range(2):
            loaded = load_codex(small)
            assert set(loaded.books) == {"alpha", "beta"}
    assert all(record.levelno <= logging.DEBUG for record in caplog.records)


# --- case 7: broken codex folders ---------------------------------------------------


@needs_symlinks
def test_unreadable_books_are_reported_and_the_others_load(small: Path, cache: Path) -> None:
    books = small / "books"
    (books / "folder.yaml").mkdir()
    (books / "dangling.yaml").symlink_to(books / "nowhere.yaml")
    (books / "latin1.yaml").write_bytes("id: caf\xe9\n".encode("latin-1"))
    for loader in (load_codex_uncached, load_codex):
        loaded = loader(small)
        assert set(loaded.books) == {"alpha", "beta"}
        problems = {Path(str(e.file)).name: e for e in loaded.errors}
        assert set(problems) == {"folder.yaml", "dangling.yaml", "latin1.yaml"}
        assert "folder" in problems["folder.yaml"].message
        assert problems["latin1.yaml"].line == 1 and "UTF-8" in problems["latin1.yaml"].message


@pytest.mark.parametrize("name", ["abilities.yaml", "game_system.yaml"])
def test_non_utf8_required_file_is_a_located_error(
    name: str,
    small: Path,
    cache: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = small / name
    path.write_bytes(path.read_bytes() + "\n# d\xe9j\xe0\n".encode("latin-1"))
    with pytest.raises(CodexError) as info:
        load_codex(small)
    assert info.value.file == str(path) and info.value.line is not None
    assert "UTF-8" in info.value.message
    monkeypatch.setenv("LISTBUILDER_CODEX_DIR", str(small))
    status = main(["validate", str(EXAMPLES / "space-marines-with-guard.yaml")])
    err = capsys.readouterr().err
    assert status == 2 and str(path) in err and "Traceback" not in err


@pytest.mark.parametrize("state", ["missing", "empty", "a-file"])
def test_missing_books_folder_is_a_warning(state: str, small: Path, cache: Path) -> None:
    books = small / "books"
    for book in books.iterdir():
        book.unlink()
    books.rmdir()
    if state == "empty":
        books.mkdir()
    elif state == "a-file":
        books.write_text("", encoding="utf-8")
    loaded = load_codex(small)
    assert loaded.books == {}
    assert len(loaded.errors) == 1 and "no army books" in loaded.errors[0].message
