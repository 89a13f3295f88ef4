"""Between the two forms of the codex: validated schema models and the app's plain objects.

The YAML books are checked by pydantic (:mod:`listbuilder.codex.schema`), then turned
into the plain objects (:mod:`listbuilder.codex.models`) the app holds, as the compiled
cache is read into; back the other way for what needs pydantic's dumping (the command
line's JSON of a card). Shared sub-models stay shared: a weapon on a hundred titans is
one plain object too.
"""

from __future__ import annotations

import sys
from typing import Any, TypeVar

from pydantic import BaseModel

from listbuilder.codex import models, schema
from listbuilder.codex.plain import Plain

P = TypeVar("P", bound=BaseModel)


def to_plain(value: Any, memo: dict[int, Any] | None = None) -> Any:
    """*value* with every schema model in it (lists, mappings, models) as its plain twin.

    The plain objects are made without running their ``__init__``: the values were
    validated already, and this is the start of every codex load from YAML."""
    memo = {} if memo is None else memo
    if isinstance(value, BaseModel):
        found = memo.get(id(value))
        if found is not None:
            return found
        plain_class = getattr(models, type(value).__name__)
        plain = object.__new__(plain_class)
        memo[id(value)] = plain
        state = {name: to_plain(value.__dict__[name], memo) for name in type(value).model_fields}
        object.__setattr__(plain, "__dict__", state)
        return plain
    if type(value) is list:
        return [to_plain(item, memo) for item in value]
    if type(value) is dict:
        return {key: to_plain(item, memo) for key, item in value.items()}
    return value


def to_plain_shared(value: Any, shared: dict[Any, Any]) -> Any:
    """*value* as plain objects, equal sub-objects made one (and texts interned).

    Titan weapons, transports and abilities repeat hundreds of times in the army books; one
    shared frozen object each makes the compiled cache several times smaller and faster.
    Objects are built from the leaves up, so the children of two equal objects are already
    the same objects and each object's key is cheap: its class and its fields' keys
    (:func:`_key`). *shared* maps those keys to the objects and is kept across calls."""
    return _Sharer(shared).convert(value)


class _Sharer:
    """:func:`to_plain_shared`'s walk; the common leaves (texts, numbers, None) and models
    are handled in line, as this walk is a good part of every load of the YAML books."""

    def __init__(self, shared: dict[Any, Any]) -> None:
        self.shared = shared
        self.plans: dict[type[BaseModel], tuple[type[Plain], tuple[str, ...]]] = {}

    def convert(self, value: Any) -> Any:
        kind = type(value)
        if kind is str:
            return sys.intern(value)
        if isinstance(value, BaseModel):
            return self.model(value)
        if kind is list:
            return [self.convert(item) for item in value]
        if kind is dict:
            return {self.convert(key): self.convert(item) for key, item in value.items()}
        return value

    def model(self, value: BaseModel) -> Any:
        plan = self.plans.get(type(value))
        if plan is None:
            plan = self.plans[type(value)] = (
                getattr(models, type(value).__name__),
                tuple(type(value).model_fields),
            )
        plain_class, names = plan
        fields = value.__dict__
        state: dict[str, Any] = {}
        key: list[Any] = [plain_class]
        for name in names:
            item = fields[name]
            kind = type(item)
            if kind is str:
                item = sys.intern(item)
                key.append(item)
            elif item is None:
                key.append(None)
            elif kind is int or kind is bool:
                key.append((kind, item))
            else:
                item = self.convert(item)
                key.append(_key(item))
            state[name] = item
        plain = object.__new__(plain_class)
        object.__setattr__(plain, "__dict__", state)
        try:
            found: Any = self.shared.setdefault(tuple(key), plain)
        except TypeError:  # a value compared but never hashed: this object stays its own
            return plain
        return found


def _key(value: Any) -> Any:
    """What tells *value* from an unequal one of a field: texts and None as they are, a
    shared plain object by its identity, containers by their items' keys, anything else with
    its type (``True``, ``1`` and ``1.0`` are equal in Python, not in the books)."""
    kind = type(value)
    if kind is str or value is None:
        return value
    if isinstance(value, Plain):
        return (Plain, id(value))
    if kind is list or kind is tuple:
        return (kind, *map(_key, value))
    if kind is dict:
        return (dict, *[(_key(k), _key(v)) for k, v in value.items()])
    if kind is set:
        return (set, frozenset(map(_key, value)))
    return (kind, value)


def to_schema(value: object, model: type[P]) -> P:
    """A plain codex object as the schema model *model*, checked again on the way."""
    return model.model_validate(value, from_attributes=True)


def schema_class(value: object) -> type[BaseModel]:
    """The schema model whose plain twin *value* is."""
    found = getattr(schema, type(value).__name__, None)
    if not (isinstance(found, type) and issubclass(found, BaseModel)):
        raise TypeError(f"{type(value).__name__} is not a codex model")
    return found
