"""Frozen value classes that cost nothing to define: a stand-in for ``@dataclass(frozen=True)``.

``@dataclass`` writes each class's ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__``
as source and runs it with ``exec`` when the module is imported: several milliseconds per
class, tens of milliseconds at start-up for the roster edits alone (issue 24). A class
decorated with :func:`record` instead shares generic methods that read the field names
from a tuple. Behaviour kept from the dataclass: keyword or positional construction in
field order, defaults and ``field(default_factory=..., hash=False)``, fields inherited
from a record base, ``__post_init__``, comparison and hashing by value, the dataclass's
``repr``, :class:`~dataclasses.FrozenInstanceError` on assignment, ``__match_args__``.
Type checkers see a dataclass (:func:`typing.dataclass_transform`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

_NONE: Any = object()


class _Field:
    __slots__ = ("default", "factory", "hash")

    def __init__(self, default: Any, factory: Callable[[], Any] | None, hash: bool) -> None:
        self.default = default
        self.factory = factory
        self.hash = hash

    def make(self) -> Any:
        """A new default value (only for a field with a factory)."""
        assert self.factory is not None
        return self.factory()


def field(
    *,
    default: Any = _NONE,
    default_factory: Callable[[], Any] | None = None,
    hash: bool = True,
) -> Any:
    """A field with a default made anew for each object, or left out of the hash."""
    return _Field(default, default_factory, hash)


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    names = self._RECORD_FIELDS
    if len(args) > len(names):
        raise TypeError(f"{type(self).__name__}() takes {len(names)} arguments, got {len(args)}")
    values = dict(zip(names, args, strict=False))
    for name, value in kwargs.items():
        if name not in self._RECORD_DEFAULTS and name not in names:
            raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument {name!r}")
        if name in values:
            raise TypeError(f"{type(self).__name__}() got multiple values for argument {name!r}")
        values[name] = value
    state = self.__dict__
    for name in names:
        if name in values:
            state[name] = values[name]
            continue
        default = self._RECORD_DEFAULTS.get(name, _NONE)
        if default is _NONE:
            raise TypeError(f"{type(self).__name__}() missing required argument: {name!r}")
        state[name] = default.make() if isinstance(default, _Field) else default
    post_init = getattr(self, "__post_init__", None)
    if post_init is not None:
        post_init()


def _eq(self: Any, other: Any) -> bool:
    if other.__class__ is not self.__class__:
        return NotImplemented
    mine, theirs = self.__dict__, other.__dict__
    return all(mine[name] == theirs[name] for name in self._RECORD_FIELDS)


def _hash(self: Any) -> int:
    return hash(tuple(self.__dict__[name] for name in self._RECORD_HASHED))


def _repr(self: Any) -> str:
    values = ", ".join(f"{name}={self.__dict__[name]!r}" for name in self._RECORD_FIELDS)
    return f"{type(self).__qualname__}({values})"


def _setattr(self: Any, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """Make *cls* a frozen value class over its annotated fields (``ClassVar`` left out)."""
    names: list[str] = list(getattr(cls, "_RECORD_FIELDS", ()))
    defaults: dict[str, Any] = dict(getattr(cls, "_RECORD_DEFAULTS", {}))
    unhashed: set[str] = set(getattr(cls, "_RECORD_UNHASHED", ()))
    own = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 (no inspect import)
    for name, annotation in own.items():
        if "ClassVar" in str(annotation):
            continue
        if name not in names:
            names.append(name)
        if name in cls.__dict__:
            default = cls.__dict__[name]
            if isinstance(default, _Field):
                if not default.hash:
                    unhashed.add(name)
                if default.factory is not None:
                    defaults[name] = default
                    delattr(cls, name)
                elif default.default is not _NONE:
                    defaults[name] = default.default
                    setattr(cls, name, default.default)
                else:
                    delattr(cls, name)
            else:
                defaults[name] = default
    attributes: dict[str, Any] = {
        "_RECORD_FIELDS": tuple(names),
        "_RECORD_DEFAULTS": defaults,
        "_RECORD_UNHASHED": frozenset(unhashed),
        "_RECORD_HASHED": tuple(name for name in names if name not in unhashed),
        "__match_args__": tuple(names),
        "__init__": _init,
        "__eq__": _eq,
        "__hash__": _hash,
        "__repr__": _repr,
        "__setattr__": _setattr,
        "__delattr__": _delattr,
    }
    for name, value in attributes.items():
        if name.startswith("__") and name in cls.__dict__ and name != "__hash__":
            continue  # the class's own method, as a dataclass keeps it
        type.__setattr__(cls, name, value)
    return cls
