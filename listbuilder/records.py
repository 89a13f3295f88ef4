"""Frozen value classes that cost nothing to define: a stand-in for ``@dataclass(frozen=True)``.

``@dataclass`` writes each class's ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__``
as source and compiles it with ``exec`` when the module is imported: a millisecond or
two per class, tens of milliseconds at start-up for the ~40 value classes of the rules,
the roster and the reports (issue 24). A class decorated with :func:`record` gets the
same methods, written the same way, but each is compiled the first time it is called:
defining the class costs almost nothing, a method never called is never compiled, and
once compiled a method runs exactly as the dataclass's does.

Behaviour kept from the dataclass: keyword or positional construction in field order
(``kw_only=True``: keywords only), defaults and ``field(default_factory=..., hash=False)``,
fields inherited from a record base, ``__post_init__``, comparison and hashing by value
(a method of the class's own is kept, as a dataclass keeps it), the dataclass's ``repr``,
:class:`~dataclasses.FrozenInstanceError` on assignment, ``__match_args__``,
``slots=True``, copying and pickling. The fields are described as a dataclass's are, so
:func:`dataclasses.fields`, :func:`dataclasses.replace` and :func:`dataclasses.asdict`
work on records. Type checkers see a dataclass (:func:`typing.dataclass_transform`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")

_NONE: Any = object()
_REAL_FIELD: Any = dataclasses._FIELD  # type: ignore[attr-defined]  # marks a field (not a ClassVar)


class _Field:
    __slots__ = ("default", "factory", "hash")

    def __init__(self, default: Any, factory: Callable[[], Any] | None, hash: bool) -> None:
        self.default = default
        self.factory = factory
        self.hash = hash


def field(
    *,
    default: Any = _NONE,
    default_factory: Callable[[], Any] | None = None,
    hash: bool = True,
) -> Any:
    """A field with a default made anew for each object, or left out of the hash."""
    return _Field(default, default_factory, hash)


class _Spec:
    """One field of a record: what its generated methods need to know."""

    __slots__ = ("annotation", "default", "factory", "hash", "kw_only", "name")

    def __init__(
        self,
        name: str,
        annotation: Any,
        default: Any,
        factory: Callable[[], Any] | None,
        hash: bool,
        kw_only: bool,
    ) -> None:
        self.name = name
        self.annotation = annotation
        self.default = default
        self.factory = factory
        self.hash = hash
        self.kw_only = kw_only

    def described(self) -> dataclasses.Field[Any]:
        """The field as :mod:`dataclasses` describes one (for ``fields``, ``replace``...)."""
        described: dataclasses.Field[Any] = dataclasses.field(
            default=MISSING if self.default is _NONE else self.default,
            default_factory=MISSING if self.factory is None else self.factory,
            hash=None if self.hash else False,
            kw_only=self.kw_only,
        )
        described.name = self.name
        described.type = self.annotation
        described._field_type = _REAL_FIELD  # type: ignore[attr-defined]
        return described


# --- the methods, written as a dataclass writes them, compiled on first call ---------


_MEMBER: Any = type(vars(_Spec)["name"])
"""The type of a slot's descriptor (``member_descriptor``)."""


def _slot_setter(owner: type, name: str) -> Callable[[Any, Any], None] | None:
    """The ``__set__`` of the slot holding field *name*, if a class of *owner* has one: it
    sets the field three times as fast as ``object.__setattr__`` (which looks the name up
    through the class first), and bypasses the record's refusing ``__setattr__`` alike."""
    for klass in owner.__mro__:
        found: Any = klass.__dict__.get(name)
        if found is not None:
            return found.__set__ if type(found) is _MEMBER else None
    return None


def _init_source(
    specs: tuple[_Spec, ...], post_init: bool, owner: type | None = None
) -> tuple[str, dict[str, Any]]:
    names: dict[str, Any] = {"_rec_set": object.__setattr__, "_rec_missing": MISSING}
    positional: list[str] = []
    keywords: list[str] = []
    body: list[str] = []
    for spec in specs:
        name = spec.name
        if spec.factory is not None:
            names[f"_rec_f_{name}"] = spec.factory
            parameter = f"{name}=_rec_missing"
            value = f"_rec_f_{name}() if {name} is _rec_missing else {name}"
        elif spec.default is not _NONE:
            names[f"_rec_d_{name}"] = spec.default
            parameter, value = f"{name}=_rec_d_{name}", name
        else:
            parameter, value = name, name
        (keywords if spec.kw_only else positional).append(parameter)
        setter = _slot_setter(owner, name) if owner is not None else None
        if setter is not None:
            names[f"_rec_s_{name}"] = setter
            body.append(f"    _rec_s_{name}(self, {value})")
        else:
            body.append(f"    _rec_set(self, {name!r}, {value})")
    if post_init:
        body.append("    self.__post_init__()")
    parameters = ["self", *positional, *(["*", *keywords] if keywords else [])]
    source = f"def __init__({', '.join(parameters)}):\n" + ("\n".join(body) or "    pass")
    return source, names


def _repr_source(specs: tuple[_Spec, ...]) -> str:
    values = ", ".join(f"{spec.name}={{self.{spec.name}!r}}" for spec in specs)
    return f'def __repr__(self):\n    return self.__class__.__qualname__ + f"({values})"'


def _eq_source(specs: tuple[_Spec, ...]) -> str:
    mine = "".join(f"self.{spec.name}," for spec in specs)
    theirs = "".join(f"other.{spec.name}," for spec in specs)
    return (
        "def __eq__(self, other):\n"
        "    if other.__class__ is self.__class__:\n"
        f"        return ({mine}) == ({theirs})\n"
        "    return NotImplemented"
    )


def _hash_source(specs: tuple[_Spec, ...]) -> str:
    values = "".join(f"self.{spec.name}," for spec in specs if spec.hash)
    return f"def __hash__(self):\n    return hash(({values}))"


def _compiled(owner: type, method: str) -> Callable[..., Any]:
    specs: tuple[_Spec, ...] = owner.__dict__["_RECORD_SPECS"]
    names: dict[str, Any] = {}
    if method == "__init__":
        source, names = _init_source(specs, hasattr(owner, "__post_init__"), owner)
    elif method == "__repr__":
        source = _repr_source(specs)
    elif method == "__eq__":
        source = _eq_source(specs)
    else:
        source = _hash_source(specs)
    exec(source, names)  # our own source, written from the class's field names
    function: Callable[..., Any] = names[method]
    function.__qualname__ = f"{owner.__qualname__}.{method}"
    function.__module__ = owner.__module__
    return function


def _on_first_call(owner: type, method: str) -> Callable[..., Any]:
    """A stand-in that compiles *method* for *owner*, puts it in its place and calls it."""

    def first_call(self: Any, *args: Any, **kwargs: Any) -> Any:
        compiled = owner.__dict__.get(method)
        if compiled is first_call:
            compiled = _compiled(owner, method)
            type.__setattr__(owner, method, compiled)
        assert compiled is not None
        return compiled(self, *args, **kwargs)

    first_call.__name__ = method
    first_call.__qualname__ = f"{owner.__qualname__}.{method}"
    return first_call


def _setattr(self: Any, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, name) for name in self._RECORD_FIELDS]


def _setstate(self: Any, state: list[Any]) -> None:
    for name, value in zip(self._RECORD_FIELDS, state, strict=True):
        object.__setattr__(self, name, value)


# --- the decorator ----------------------------------------------------------------------


def _specs(cls: type, kw_only: bool) -> tuple[list[_Spec], list[str]]:
    """The fields of *cls*, inherited ones first, and the names of its own."""
    inherited: tuple[_Spec, ...] = getattr(cls, "_RECORD_SPECS", ())
    specs = {spec.name: spec for spec in inherited}
    own: list[str] = []
    annotations = cls.__dict__.get("__annotations__", {})  # noqa: RUF063 (no inspect import)
    for name, annotation in annotations.items():
        if "ClassVar" in str(annotation):
            continue
        default, factory, hashed = _NONE, None, True
        if name in cls.__dict__:
            value = cls.__dict__[name]
            if isinstance(value, _Field):
                default, factory, hashed = value.default, value.factory, value.hash
            else:
                default = value
        specs[name] = _Spec(name, annotation, default, factory, hashed, kw_only)
        own.append(name)
    return list(specs.values()), own


def _check_order(cls: type, specs: list[_Spec]) -> None:
    """A field without a default after one with a default: the dataclass's TypeError."""
    seen_default = False
    for spec in specs:
        if spec.kw_only:
            continue
        has_default = spec.default is not _NONE or spec.factory is not None
        if seen_default and not has_default:
            raise TypeError(
                f"non-default argument {spec.name!r} follows default argument in {cls.__name__}"
            )
        seen_default = seen_default or has_default


def _keeps_own(cls: type, method: str) -> bool:
    if method == "__hash__":  # an __eq__ of the class's own sets __hash__ to None there
        value = cls.__dict__.get("__hash__", _NONE)
        return not (value is _NONE or (value is None and "__eq__" in cls.__dict__))
    return method in cls.__dict__


def _with_slots(cls: type, own: list[str]) -> type:
    """*cls* made again with a slot for each of its own fields (as ``slots=True`` does)."""
    namespace = dict(cls.__dict__)
    for name in own:
        namespace.pop(name, None)
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    namespace["__slots__"] = tuple(own)
    remade: type = type(cls)(cls.__name__, cls.__bases__, namespace)
    remade.__qualname__ = cls.__qualname__
    return remade


def _make(cls: type[T], slots: bool, kw_only: bool) -> type[T]:
    specs, own = _specs(cls, kw_only)
    _check_order(cls, specs)
    for name in own:
        value = cls.__dict__.get(name, _NONE)
        if isinstance(value, _Field):  # the class keeps a plain default, as a dataclass does
            if value.factory is None and value.default is not _NONE:
                setattr(cls, name, value.default)
            else:
                delattr(cls, name)
    if slots:
        cls = _with_slots(cls, own)
    names = tuple(spec.name for spec in specs)
    attributes: dict[str, Any] = {
        "_RECORD_SPECS": tuple(specs),
        "_RECORD_FIELDS": names,
        "__match_args__": tuple(spec.name for spec in specs if not spec.kw_only),
        "__dataclass_fields__": {spec.name: spec.described() for spec in specs},
        "__setattr__": _setattr,
        "__delattr__": _delattr,
    }
    if slots:
        attributes["__getstate__"] = _getstate
        attributes["__setstate__"] = _setstate
    for name, value in attributes.items():
        type.__setattr__(cls, name, value)
    for method in ("__init__", "__repr__", "__eq__", "__hash__"):
        if not _keeps_own(cls, method):
            type.__setattr__(cls, method, _on_first_call(cls, method))
    return cls


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(*, slots: bool = False, kw_only: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(
    cls: type[T] | None = None, /, *, slots: bool = False, kw_only: bool = False
) -> type[T] | Callable[[type[T]], type[T]]:
    """Make *cls* a frozen value class over its annotated fields (``ClassVar`` left out);
    ``slots`` and ``kw_only`` as for ``@dataclass``."""
    if cls is None:
        return lambda later: _make(later, slots, kw_only)
    return _make(cls, slots, kw_only)
