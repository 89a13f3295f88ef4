"""The base of the plain codex classes: what every generated codex ``@record`` shares.

:mod:`listbuilder.codex.models` is generated as one :func:`~listbuilder.records.record`
per schema model over this base: the app's one value idiom (``docs/values.md``), which
costs nothing to define (a dataclass built every class's methods with ``exec`` at import,
tens of milliseconds for the codex's 27 classes). The state of an object is its
``__dict__``, one entry per field, so the compiled cache can build objects by setting it.
"""

from __future__ import annotations

import copy
from typing import Any, ClassVar, TypeVar

P = TypeVar("P", bound="Plain")


class Plain:
    """Field names and plain defaults for the compiled cache; the copy the pydantic models
    had. Frozen, compared, hashed and shown by value: each subclass is a ``@record``."""

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    """The field names, in the schema's order."""
    DEFAULTS: ClassVar[dict[str, Any]] = {}
    """The fields' defaults that are plain values (None, numbers, texts, enum members)."""

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
