"""Both readings of the codex give equal plain objects: the YAML books checked by the
pydantic schema, and the compiled cache read without pydantic."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder import paths
from listbuilder.codex import models
from listbuilder.codex.codex import Codex
from listbuilder.codex.compiled import read_compiled_codex, write_compiled_codex
from listbuilder.codex.convert import schema_class, to_plain, to_schema
from listbuilder.codex.loader import load_codex_uncached


@pytest.fixture(scope="module")
def from_yaml() -> Codex:
    loaded = load_codex_uncached(paths.codex_data_dir())
    assert not loaded.errors, [e.describe() for e in loaded.errors]
    return loaded


@pytest.fixture(scope="module")
def from_cache(from_yaml: Codex, tmp_path_factory: pytest.TempPathFactory) -> Codex:
    path: Path = tmp_path_factory.mktemp("compiled") / "codex.json"
    write_compiled_codex(from_yaml, path, key="k")
    return read_compiled_codex(path, key="k")


def test_every_book_reads_the_same_from_yaml_and_from_the_compiled_cache(
    from_yaml: Codex, from_cache: Codex
) -> None:
    assert list(from_cache.books) == list(from_yaml.books)
    for book_id, book in from_yaml.books.items():
        assert type(book) is models.ArmyBook
        assert type(from_cache.books[book_id]) is models.ArmyBook
        assert from_cache.books[book_id] == book, book_id
    assert from_cache.game_system == from_yaml.game_system
    assert from_cache.abilities == from_yaml.abilities


def test_plain_objects_pass_the_schema_and_come_back_equal(from_cache: Codex) -> None:
    for book in from_cache.books.values():
        assert to_plain(to_schema(book, schema_class(book))) == book, book.id
    system = from_cache.game_system
    assert to_plain(to_schema(system, schema_class(system))) == system


def test_a_changed_value_makes_the_readings_differ(from_cache: Codex) -> None:
    """The equality above can fail: plain objects compare field by field."""
    from listbuilder.codex.plain import replace

    book = next(iter(from_cache.books.values()))
    card = book.cards[0]
    assert replace(card, points=card.points + 1) != card
    assert replace(book, cards=[replace(card, points=card.points + 1), *book.cards[1:]]) != book
