"""The frozen value classes that replace ``@dataclass(frozen=True)`` on the start path."""

from __future__ import annotations

import copy
import dataclasses
import pickle
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


# --- slots, keyword-only fields, the dataclasses functions -----------------------------


@record(slots=True)
class Slotted:
    name: str
    count: int = 0
    tags: tuple[str, ...] = ()


@record(kw_only=True)
class Keywords:
    card: str
    name: str | None = None
    options: dict[str, int] = field(default_factory=dict)


@dataclasses.dataclass(frozen=True, slots=True)
class SlottedDataclass:
    name: str
    count: int = 0
    tags: tuple[str, ...] = ()


def test_a_slotted_record_has_no_dict_and_behaves_as_the_slotted_dataclass() -> None:
    mine, theirs = Slotted("a", 2, ("x",)), SlottedDataclass("a", 2, ("x",))
    assert not hasattr(mine, "__dict__") and Slotted.__slots__ == ("name", "count", "tags")
    assert repr(mine) == repr(theirs).replace("SlottedDataclass", "Slotted")
    assert hash(mine) == hash(theirs)  # both hash the tuple of their fields
    assert mine == Slotted(name="a", count=2, tags=("x",)) and mine != Slotted("a")
    assert mine.__eq__(theirs) is NotImplemented
    with pytest.raises(FrozenInstanceError):
        mine.count = 3  # type: ignore[misc]
    assert copy.deepcopy(mine) == mine and copy.copy(mine) == mine
    assert pickle.loads(pickle.dumps(mine)) == mine


@record(slots=True)
class SlottedChild(Slotted):
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError("count below zero")


def test_a_slotted_record_s_init_sets_its_slots_and_its_base_s_directly() -> None:
    """The ``__init__`` of a slotted record sets each field through its slot's descriptor
    (a third of ``object.__setattr__``'s cost): inherited slots, defaults and factories,
    ``__post_init__`` and the refusal of later assignments are as before."""
    child = SlottedChild("b", 3, notes=["n"])
    assert (child.name, child.count, child.tags, child.notes) == ("b", 3, (), ["n"])
    assert SlottedChild("c").notes == [] and SlottedChild("c").notes is not SlottedChild("c").notes
    assert SlottedChild.__slots__ == ("notes",)  # name, count and tags are Slotted's slots
    with pytest.raises(FrozenInstanceError):
        child.name = "d"  # type: ignore[misc]
    with pytest.raises(ValueError, match="below zero"):
        SlottedChild("e", -1)
    with pytest.raises(TypeError):
        SlottedChild()  # type: ignore[call-arg]


def test_keyword_only_fields_refuse_positions() -> None:
    assert Keywords(card="x") == Keywords(card="x", name=None, options={})
    assert Keywords(card="x").options is not Keywords(card="x").options
    assert Keywords.__match_args__ == ()
    with pytest.raises(TypeError):
        Keywords("x")  # type: ignore[call-arg]


def test_fields_replace_and_asdict_work_as_on_a_dataclass() -> None:
    described = {f.name: f for f in dataclasses.fields(Child)}
    assert list(described) == ["force", "company", "to_index", "options", "note"]
    assert described["force"].default is dataclasses.MISSING
    assert described["options"].default_factory is dict and described["options"].hash is False
    assert described["note"].default is None
    assert [f.kw_only for f in dataclasses.fields(Keywords)] == [True, True, True]
    slotted = Slotted("a", 2)
    assert dataclasses.replace(slotted, count=5) == Slotted("a", 5)
    assert dataclasses.asdict(Child(1, 2, 3)) == {
        "force": 1,
        "company": 2,
        "to_index": 3,
        "options": {},
        "note": None,
    }
    with pytest.raises(ValueError, match="negative"):
        dataclasses.replace(Child(1, 2, 3), to_index=-1)  # __post_init__ runs again
    assert dataclasses.is_dataclass(Slotted) and dataclasses.is_dataclass(Child)


@record
class OwnMethods:
    value: int

    def __repr__(self) -> str:
        return f"<{self.value}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OwnMethods) and abs(self.value) == abs(other.value)


def test_the_class_own_methods_are_kept_and_its_hash_made_as_a_dataclass_makes_it() -> None:
    assert repr(OwnMethods(-1)) == "<-1>"
    assert OwnMethods(-1) == OwnMethods(1)
    assert hash(OwnMethods(3)) == hash((3,))


def test_a_field_without_default_after_one_with_a_default_is_refused_at_once() -> None:
    with pytest.raises(TypeError, match="non-default argument 'b'"):

        @record
        class Wrong:
            a: int = 0
            b: int  # type: ignore[misc]
