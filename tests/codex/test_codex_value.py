"""The loaded codex is a ``@record`` value with a private memo (``docs/values.md``): its
look-up index is built once, on first use, and is no part of its value."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError

import pytest

from listbuilder.codex.codex import Codex


def _fresh(codex: Codex) -> Codex:
    return Codex(game_system=codex.game_system, abilities=codex.abilities, books=codex.books)


def test_the_index_is_built_once_and_kept_in_the_object(codex: Codex) -> None:
    fresh = _fresh(codex)
    assert "_index" not in vars(fresh)
    first = fresh.ix
    assert fresh.ix is first and vars(fresh)["_index"] is first
    assert fresh.army_list("space_marines") is codex.army_list("space_marines")


def test_the_index_is_no_part_of_the_value(codex: Codex) -> None:
    indexed, bare = _fresh(codex), _fresh(codex)
    indexed.army_list("orks")
    assert indexed == bare and "_index" not in vars(bare)
    assert _fresh(codex) != Codex(game_system=codex.game_system, abilities={}, books={})


def test_a_copy_leaves_the_index_behind_and_builds_its_own(codex: Codex) -> None:
    indexed = _fresh(codex)
    indexed.army_list("orks")
    for copied in (copy.copy(indexed), pickle.loads(pickle.dumps(indexed))):
        assert "_index" not in vars(copied) and copied == indexed
        assert copied.army_list("orks") == indexed.army_list("orks")
        assert copied.ix is not indexed.ix


def test_the_codex_is_frozen(codex: Codex) -> None:
    with pytest.raises(FrozenInstanceError):
        codex.books = {}  # type: ignore[misc]
