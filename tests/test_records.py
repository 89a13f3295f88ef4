"""The frozen value classes that replace ``@dataclass(frozen=True)`` on the start path."""

from __future__ import annotations

import copy
from dataclasses import FrozenInstanceError
from typing import ClassVar

import pytest

from listbuilder.records import field, record


@record
class Base:
    force: int
    company: int
    kind: ClassVar[str] = "base"


@record
class Child(Base):
    to_index: int
    options: dict[str, int] = field(default_factory=dict, hash=False)
    note: str | None = None

    def __post_init__(self) -> None:
        if self.to_index < 0:
            raise ValueError("negative")


def test_fields_come_in_order_with_inherited_ones_first_and_defaults_filled() -> None:
    child = Child(1, 2, 3)
    assert (child.force, child.company, child.to_index, child.options, child.note) == (
        1,
        2,
        3,
        {},
        None,
    )
    assert child == Child(force=1, company=2, to_index=3)
    assert repr(child) == "Child(force=1, company=2, to_index=3, options={}, note=None)"
    assert Child.__match_args__ == ("force", "company", "to_index", "options", "note")


def test_each_object_gets_its_own_default_and_unhashed_fields_stay_out_of_the_hash() -> None:
    one, two = Child(1, 2, 3), Child(1, 2, 3)
    assert one.options is not two.options
    assert hash(Child(1, 2, 3, {"a": 1})) == hash(one)
    assert Child(1, 2, 3, {"a": 1}) != one
    assert {one, two} == {one}


def test_objects_are_frozen_and_compared_only_with_their_own_class() -> None:
    child = Child(1, 2, 3)
    with pytest.raises(FrozenInstanceError):
        child.force = 5  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del child.note  # type: ignore[misc]
    assert Base(1, 2) != Child(1, 2, 3)
    assert copy.deepcopy(child) == child


def test_bad_arguments_and_post_init_raise_as_a_dataclass_does() -> None:
    with pytest.raises(TypeError):
        Child(1, 2)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Child(1, 2, 3, unknown=4)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Child(1, 2, 3, {}, None, 6)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="negative"):
        Child(1, 2, -1)
