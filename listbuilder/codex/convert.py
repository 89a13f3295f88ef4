"""Between the two forms of the codex: validated schema models and the app's plain objects.

The YAML books are checked by pydantic (:mod:`listbuilder.codex.schema`), then turned
into the plain objects (:mod:`listbuilder.codex.models`) the app holds, as the compiled
cache is read into; back the other way for what needs pydantic's dumping (the command
line's JSON of a card). Shared sub-models stay shared: a weapon on a hundred titans is
one plain object too.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

from listbuilder.codex import models, schema

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


def to_schema(value: object, model: type[P]) -> P:
    """A plain codex object as the schema model *model*, checked again on the way."""
    return model.model_validate(value, from_attributes=True)


def schema_class(value: object) -> type[BaseModel]:
    """The schema model whose plain twin *value* is."""
    found = getattr(schema, type(value).__name__, None)
    if not (isinstance(found, type) and issubclass(found, BaseModel)):
        raise TypeError(f"{type(value).__name__} is not a codex model")
    return found
