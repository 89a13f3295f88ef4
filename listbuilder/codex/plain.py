"""The base of the plain codex classes: frozen value objects that cost nothing to define.

:mod:`listbuilder.codex.models` is generated with an explicit ``__init__`` per class over
this base rather than with ``@dataclass``: the decorator builds every class's methods
with ``exec`` when the module is imported, which cost the start-up tens of
milliseconds for the codex's 27 classes. The state of an object is its ``__dict__``,
one entry per field, so the compiled cache can build objects by setting it.
"""

from __future__ import annotations

import copy
from dataclasses import FrozenInstanceError
from typing import Any, ClassVar, TypeVar

P = TypeVar("P", bound="Plain")

NEW: Any = object()
"""The default of a field whose default is made anew for each object (a list, a mapping)."""


class Plain:
    """Frozen, compared and hashed by value, shown with every field."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    """The field names, in the schema's order."""
    DEFAULTS: ClassVar[dict[str, Any]] = {}
    """The fields' defaults that are plain values (None, numbers, texts, enum members)."""

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *(self.__dict__[name] for name in self.FIELDS)))

    def __repr__(self) -> str:
        values = ", ".join(f"{name}={self.__dict__[name]!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({values})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    # The pydantic models' copy, kept for code written against them (the codex
    # objects were pydantic instances until the start-up stopped importing pydantic).

    def model_copy(self: P, *, update: dict[str, Any] | None = None, deep: bool = False) -> P:
        """A copy with the fields in *update* changed (unchecked, as pydantic's is)."""
        source = copy.deepcopy(self) if deep else self
        return replace(source, **(update or {}))


def replace(value: P, **changes: Any) -> P:
    """A copy of *value* with *changes* (an unknown field name is a ``TypeError``)."""
    return type(value)(**{**value.__dict__, **changes})


def values(value: Plain) -> dict[str, Any]:
    """The fields of *value* by name, in order (nested objects left as they are)."""
    return {name: value.__dict__[name] for name in value.FIELDS}
