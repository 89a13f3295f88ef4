"""Turning the checked books into plain objects shares equal sub-objects, and only those."""

from __future__ import annotations

from typing import Any

from listbuilder import paths
from listbuilder.codex import schema
from listbuilder.codex.convert import to_plain, to_plain_shared
from listbuilder.codex.loader import load_codex_uncached
from listbuilder.codex.plain import Plain
from tests.codex.factories import make_book


def _objects(value: Any, found: list[Plain]) -> list[Plain]:
    if isinstance(value, Plain):
        found.append(value)
        for name in value.FIELDS:
            _objects(value.__dict__[name], found)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _objects(item, found)
    elif isinstance(value, dict):
        for item in value.values():
            _objects(item, found)
    return found


def test_equal_objects_of_the_army_books_are_one_object() -> None:
    codex = load_codex_uncached(paths.codex_data_dir())
    objects = _objects([codex.game_system, codex.abilities, codex.books], [])
    first: dict[str, Plain] = {}
    for obj in objects:
        assert first.setdefault(f"{type(obj).__name__}{obj!r}", obj) is obj
    assert len(first) < len(objects) / 2  # a weapon or ability use repeated is one object


def test_sharing_keeps_values_python_finds_equal_but_the_book_does_not_apart() -> None:
    card = make_book()["cards"][0]
    as_int = schema.Card.model_validate({**card, "victory_points": 1})
    as_float = schema.Card.model_validate({**card, "victory_points": 1.0})
    shared: dict[Any, Any] = {}
    plain_int = to_plain_shared(as_int, shared)
    plain_float = to_plain_shared(as_float, shared)
    again = to_plain_shared(schema.Card.model_validate({**card, "victory_points": 1}), shared)
    assert again is plain_int and plain_float is not plain_int
    assert type(plain_int.victory_points) is int and type(plain_float.victory_points) is float
    assert plain_int == to_plain(as_int) and plain_float == to_plain(as_float)
    assert plain_int.composition[0] is plain_float.composition[0]  # the same detachment
